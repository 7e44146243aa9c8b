package ir

// ValueMap maps values of a function to their copies.
type ValueMap map[Value]Value

// CloneFunction copies f under a new name into f's module, right after f.
// vmap may pre-map values (e.g. arguments to replacements); on return it maps
// every argument, block and instruction of f to its copy. The copy is not
// linked into callers: calls still name f. Debug info is duplicated so the
// copy has its own DISubprogram, as LLVM's verifier requires.
func CloneFunction(f *Function, name string, vmap ValueMap) *Function {
	g, d := CloneDetached(f, name, vmap)
	if m := f.Parent; m != nil {
		m.InsertFunctionAfter(f, g)
		d.Publish(m)
	}
	return g
}

// Detached is what placing a detached clone in its module still needs:
// the copies of numbered metadata nodes, which the module numbers.
type Detached struct{ fresh []*MDNode }

// Publish numbers the clone's new metadata nodes in m, in the order they
// were made.
func (d Detached) Publish(m *Module) {
	for _, n := range d.fresh {
		m.AddMetadata(n)
	}
}

// CloneDetached is CloneFunction without the module's side: the copy has
// f's module as its parent but is in none of the module's lists or its
// symbol table, and its new metadata nodes are not numbered yet. The caller
// places it (Module.InsertFunctionAfter or its own list, Module.Register)
// and publishes the nodes. Goroutines may clone different functions of one
// module this way while it is in a concurrent phase (BeginConcurrent).
func CloneDetached(f *Function, name string, vmap ValueMap) (*Function, Detached) {
	g := NewFunction(name, f.Sig, f.Type())
	common := f.GlobalCommon
	common.Used = Used{}
	common.name = name
	common.MD = append([]MDAttachment(nil), f.MD...)
	g.GlobalCommon = common
	g.CC, g.RetAttrs, g.FnAttrs = f.CC, f.RetAttrs.Clone(), f.FnAttrs.Clone()
	g.align, g.GC, g.HasGC = f.align, f.GC, f.HasGC
	g.Prefix, g.Prologue, g.Personality = f.Prefix, f.Prologue, f.Personality
	LinkOperands(g) // the personality, prefix and prologue are used by g too
	for i, p := range f.Params {
		q := g.Params[i]
		q.name, q.Attrs = p.name, p.Attrs.Clone()
		if _, ok := vmap[p]; !ok {
			vmap[p] = q
		}
	}
	md := newMDCloner(f, g)
	for _, b := range f.Blocks {
		nb := NewBlock(b.name)
		vmap[b] = nb
		g.AddBlock(nb)
	}
	for i, b := range f.Blocks {
		nb := g.Blocks[i]
		for _, in := range b.Instrs {
			c := cloneInstr(in)
			c.MD = md.attachments(in.MD)
			var recs []*DbgRecord
			for _, r := range in.DbgRecords() {
				recs = append(recs, &DbgRecord{Kind: r.Kind, Args: md.list(r.Args)})
			}
			c.SetDbgRecords(recs)
			vmap[in] = c
			c.Parent = nb
			nb.Instrs = append(nb.Instrs, c)
		}
	}
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			ops := in.Operands()
			for i, op := range ops {
				if nv, ok := vmap[op]; ok {
					ops[i] = nv
				}
			}
			md.remapValues(in, vmap)
			LinkOperands(in)
		}
	}
	g.Parent = f.Parent
	return g, Detached{md.fresh}
}

// cloneInstr copies an instruction; operands still name the originals.
func cloneInstr(in *Instruction) *Instruction {
	c := *in
	c.Used = Used{}
	c.Parent = nil
	c.SetOperandsRaw(append([]Value(nil), in.Operands()...))
	c.MD = nil
	c.Slot = Slot{}
	if in.Extra != nil {
		e := *in.Extra
		e.Clauses = append([]bool(nil), e.Clauses...)
		e.lists = nil
		if idx := in.Indices(); idx != nil {
			e.lists = &extraLists{indices: append([]uint32(nil), idx...)}
		}
		if e.Call != nil {
			ci := *e.Call
			ci.RetAttrs, ci.FnAttrs = ci.RetAttrs.Clone(), ci.FnAttrs.Clone()
			ci.ParamAttrs = make([]AttrList, len(e.Call.ParamAttrs))
			for i, a := range e.Call.ParamAttrs {
				ci.ParamAttrs[i] = a.Clone()
			}
			ci.Bundles = append([]Bundle(nil), ci.Bundles...)
			e.Call = &ci
		}
		c.Extra = &e
	}
	return &c
}

// mdCloner duplicates the function-local debug metadata of a cloned
// function: its DISubprogram and every scope, location and variable that
// leads to it.
type mdCloner struct {
	oldSP, newSP *MDNode
	memo         map[*MDNode]*MDNode
	fresh        []*MDNode // copies of numbered nodes, to number in the module
	vams         []*ValueAsMetadata
}

func newMDCloner(f, g *Function) *mdCloner {
	c := &mdCloner{memo: map[*MDNode]*MDNode{}}
	if sp, ok := f.Metadata("dbg").(*MDNode); ok && sp.Kind == "DISubprogram" {
		c.oldSP = sp
		c.newSP = c.copyNode(sp)
		c.memo[sp] = c.newSP
		c.newSP.Fields = c.fields(sp.Fields)
		g.SetMetadata("dbg", c.newSP)
	}
	return c
}

func (c *mdCloner) copyNode(n *MDNode) *MDNode {
	cp := *n
	cp.Ops = append([]Metadata(nil), n.Ops...)
	cp.Fields = append([]MDField(nil), n.Fields...)
	if n.Slot >= 0 {
		c.fresh = append(c.fresh, &cp)
	}
	return &cp
}

// localKinds are the node kinds that belong to one function's body.
var localKinds = map[string]bool{
	"DILocation": true, "DILexicalBlock": true, "DILexicalBlockFile": true,
	"DILocalVariable": true, "DILabel": true, "DIAssignID": true, "DIArgList": true,
	"": true,
}

// node returns the copy of n, or n itself when nothing in it refers to the
// cloned function's debug scope.
func (c *mdCloner) node(n *MDNode) *MDNode {
	if c.oldSP == nil || n == nil {
		return n
	}
	if m, ok := c.memo[n]; ok {
		return m
	}
	c.memo[n] = n // cycles stop here
	if !localKinds[n.Kind] || (n.Kind == "" && !c.reaches(n, 0)) {
		return n
	}
	fields := c.fields(n.Fields)
	ops := c.list(n.Ops)
	if n.Kind == "DIAssignID" || !sameFields(fields, n.Fields) || !sameList(ops, n.Ops) {
		cp := c.copyNode(n)
		cp.Fields, cp.Ops = fields, ops
		for i, op := range ops {
			if op == Metadata(n) {
				ops[i] = cp // a loop ID names itself first
			}
		}
		c.memo[n] = cp
		return cp
	}
	return n
}

// reaches reports whether a tuple (e.g. a loop ID) mentions a local node.
func (c *mdCloner) reaches(n *MDNode, depth int) bool {
	if depth > 4 {
		return false
	}
	for _, op := range n.Ops {
		if m, ok := op.(*MDNode); ok && m != n && (m == c.oldSP || (m.Kind != "" && localKinds[m.Kind]) || (m.Kind == "" && c.reaches(m, depth+1))) {
			return true
		}
	}
	return false
}

func (c *mdCloner) md(m Metadata) Metadata {
	if n, ok := m.(*MDNode); ok {
		return c.node(n)
	}
	if v, ok := m.(*ValueAsMetadata); ok {
		cp := &ValueAsMetadata{V: v.V}
		c.vams = append(c.vams, cp)
		return cp
	}
	return m
}

func (c *mdCloner) list(l []Metadata) []Metadata {
	out := make([]Metadata, len(l))
	for i, m := range l {
		out[i] = c.md(m)
	}
	return out
}

func (c *mdCloner) fields(l []MDField) []MDField {
	out := make([]MDField, len(l))
	for i, f := range l {
		out[i] = MDField{f.Name, c.md(f.Value)}
	}
	return out
}

func (c *mdCloner) attachments(l []MDAttachment) []MDAttachment {
	if len(l) == 0 {
		return nil
	}
	out := make([]MDAttachment, len(l))
	for i, a := range l {
		out[i] = MDAttachment{a.Kind, c.md(a.Node)}
	}
	return out
}

// remapValues points metadata-wrapped values of in (call arguments such as
// "metadata ptr %x" and debug records) at the clone's values.
func (c *mdCloner) remapValues(in *Instruction, vmap ValueMap) {
	ops := in.Operands()
	for i, op := range ops {
		if mv, ok := op.(*MetadataAsValue); ok {
			ops[i] = &MetadataAsValue{MD: c.md(mv.MD)}
		}
	}
	for _, v := range c.vams {
		if nv, ok := vmap[v.V]; ok {
			v.V = nv
		}
		addUse(v, v.V)
	}
	c.vams = c.vams[:0]
}

func sameFields(a, b []MDField) bool {
	for i := range a {
		if a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}

func sameList(a, b []Metadata) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CloneInstruction copies an instruction for another body (an inliner's):
// operands still name the originals and are not linked, metadata
// attachments and debug records are left to the caller.
func CloneInstruction(in *Instruction) *Instruction { return cloneInstr(in) }
