package bitcode

import (
	"slices"

	"memspace/internal/par"
	"memspace/internal/scratch"
	"memspace/ir"
)

// readUseList reads a USELIST_BLOCK: [indexes..., value id] records that
// say in which order a value's uses were, module-level (fs nil) or in a
// function. The orders of a function's own values (blocks, arguments,
// instructions) are kept: both LLVM readers make their uses in the same
// order (ir/uselist.go), so they print as directives and are written
// back; the printer's "; preds =" comments follow those of blocks. Those
// of globals and constants are checked and dropped: LLVM's bitcode reader
// makes those uses in another order than its text reader, and constants
// are not uniqued here (use-list order has no meaning for the program).
func (r *reader) readUseList(fs *fnState) {
	r.records(func(rec record) {
		if rec.code != 1 && rec.code != 2 {
			r.unknownRecord(uselistBlock, &rec)
		}
		if len(rec.ops) < 3 {
			r.fail("invalid USELIST record")
		}
		n := len(rec.ops) - 1
		if fs == nil {
			return
		}
		var v ir.Value
		switch id := rec.ops[n]; {
		case rec.code == 2 && id < uint64(len(fs.blocks)):
			v = fs.blocks[id]
		case rec.code == 1 && id >= fs.base && id-fs.base < uint64(len(fs.vals)):
			v = fs.vals[id-fs.base] // an argument or instruction, or nil
		}
		switch v.(type) {
		case *ir.Block, *ir.Argument, *ir.Instruction:
		default:
			return // a constant's, or out of range (LLVM asserts)
		}
		idx := make([]int, n)
		for i, x := range rec.ops[:n] {
			idx[i] = int(min(x, uint64(n))) // n and past: no permutation
		}
		// dropBadOrders keeps it if it is a permutation of v's uses.
		fs.f.UseListOrders = append(fs.f.UseListOrders, &ir.UseListOrder{Value: v, Indexes: idx})
	})
}

// dropBadOrders drops, once the use lists are linked, the orders that
// are no permutation of their value's uses (LLVM's reader skips those
// records too), and puts the rest in the order llvm-dis prints them: arguments,
// then each block followed by its instructions.
func dropBadOrders(m *ir.Module) {
	for _, f := range m.Functions {
		if len(f.UseListOrders) == 0 {
			continue
		}
		f.UseListOrders = slices.DeleteFunc(f.UseListOrders, func(u *ir.UseListOrder) bool {
			return !ir.ValidLocalOrder(u.Value, u.Indexes)
		})
		if len(f.UseListOrders) == 0 {
			f.UseListOrders = nil
			continue
		}
		pos := map[ir.Value]int{}
		for _, p := range f.Params {
			pos[p] = len(pos)
		}
		for _, b := range f.Blocks {
			pos[b] = len(pos)
			for _, in := range b.Instrs {
				pos[in] = len(pos)
			}
		}
		slices.SortStableFunc(f.UseListOrders, func(a, b *ir.UseListOrder) int { return pos[a.Value] - pos[b.Value] })
	}
}

// finishModule resolves what needed every body, numbers the metadata and
// links the use lists.
func (r *reader) finishModule() {
	m := r.m
	for _, g := range m.Globals {
		if g.Init == nil && g.Linkage != ir.External && g.Linkage != ir.LinkExternWeak && g.Linkage != ir.LinkExternal {
			r.fail("global @%s has %s linkage but no initializer", ir.QuoteName(g.Name()), g.Linkage)
		}
		if g.Init != nil && g.Linkage == ir.LinkExternWeak {
			// A declaration's linkage: the text would not read back.
			r.fail("global @%s has extern_weak linkage and an initializer", ir.QuoteName(g.Name()))
		}
	}
	for _, f := range m.Functions {
		if f.IsDeclaration() && f.Linkage != ir.External && f.Linkage != ir.LinkExternWeak && f.Linkage != ir.LinkExternal {
			r.fail("function @%s has %s linkage but no body", ir.QuoteName(f.Name()), f.Linkage)
		}
	}
	for _, g := range m.Order {
		c := g.Common()
		if c.Linkage.IsLocal() {
			c.Visibility = "" // LLVM gives local symbols default visibility
		}
		if c.Linkage.IsLocal() || (c.Visibility != "" && c.Linkage != ir.LinkExternWeak) {
			c.DSOLocal = false
		}
	}
	if r.listGroup != nil {
		r.dropUnusedGroups()
	}
	printOrder(m)
	r.numberMetadata()
	r.link()
	dropBadOrders(m)
	orderNamedTypes(m)
	orderComdats(m)
}

// orderComdats puts the module's comdats in the order llvm-dis prints
// them: as the functions, then the global variables, name them (LLVM's
// printer walks the module's global objects, functions first); comdats
// nothing names keep their order after those.
func orderComdats(m *ir.Module) {
	if len(m.Comdats) < 2 {
		return
	}
	byName := make(map[string]*ir.Comdat, len(m.Comdats))
	for _, c := range m.Comdats {
		byName[c.Name] = c
	}
	order := make([]*ir.Comdat, 0, len(m.Comdats))
	met := make(map[*ir.Comdat]bool, len(m.Comdats))
	add := func(c *ir.Comdat) {
		if c != nil && !met[c] {
			met[c] = true
			order = append(order, c)
		}
	}
	named := func(g *ir.GlobalCommon) {
		if !g.HasComdat {
			return
		}
		if g.Comdat == "" {
			add(byName[g.Name()])
		} else {
			add(byName[g.Comdat])
		}
	}
	for _, f := range m.Functions {
		named(&f.GlobalCommon)
	}
	for _, g := range m.Globals {
		named(&g.GlobalCommon)
	}
	for _, c := range m.Comdats {
		add(c)
	}
	m.Comdats = order
}

// printOrder puts the module's globals in the order llvm-dis prints
// them: variables, aliases, ifuncs, functions (the records come with
// functions before aliases). The text then reads back, in LLVM too, with
// the uses of each global in the order the bitcode gave.
func printOrder(m *ir.Module) {
	slices.SortStableFunc(m.Order, func(a, b ir.GlobalValue) int { return ir.PrintGroup(a) - ir.PrintGroup(b) })
}

// numberMetadata lists the nodes printed as !N in the order llvm-dis
// numbers them: depth first from global attachments, named metadata,
// then each function's attachments and instructions (each after the
// debug records printed before it).
//
// It also makes equal locations one node, as LLVM's uniquing does: the
// reader makes a DILocation for each DEBUG_LOC record, which may equal
// another record's or one of the metadata blocks (say a #dbg_value's at
// the same place). References to a copy are moved to the first node met.
// A body's locations are looked for among its own and those the module
// level holds (named metadata, attachments of globals), not another
// body's: a location names its function's scope, or is inlined at one of
// its calls, so it is never another function's, and the table stays the
// size of one body (on a 50 MB module, a table of all of them raised the
// peak memory of a round trip by 5 MB).
func (r *reader) numberMetadata() {
	m := r.m
	// At most what is numbered: the module level's nodes and the bodies'
	// locations (the list grown by copies left megabytes behind).
	m.Metadata = slices.Grow(m.Metadata, len(r.md.items)+r.bodyLocs)
	nb := &numbering{r: r, inline: map[*ir.MDNode]bool{}, locs: map[locKey]*ir.MDNode{}, bodyLocs: map[locKey]*ir.MDNode{},
		chain: map[*ir.MDNode]bool{}}
	attached := func(mds []ir.MDAttachment) {
		for i := range mds {
			mds[i].Node = nb.visit(mds[i].Node)
		}
	}
	for _, g := range m.Globals {
		attached(g.MD)
	}
	for _, a := range m.Aliases {
		attached(a.MD)
	}
	for _, nm := range m.NamedMD {
		for i, op := range nm.Nodes {
			nm.Nodes[i] = nb.visit(op).(*ir.MDNode)
		}
	}
	nb.inBody = true
	for _, f := range m.Functions {
		clear(nb.bodyLocs)
		attached(f.MD)
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				// The records printed before the instruction first, as
				// LLVM's slot tracker takes them.
				for _, d := range in.DbgRecords() {
					for i, a := range d.Args {
						d.Args[i] = nb.visit(a)
					}
				}
				for _, op := range in.Operands() {
					if mv, ok := op.(*ir.MetadataAsValue); ok {
						mv.MD = nb.visit(mv.MD)
					}
				}
				attached(in.MD)
			}
		}
	}
}

// numbering is the walk of numberMetadata.
type numbering struct {
	r *reader
	// A numbered node is one with a slot (the reader made every node
	// with none); only the kinds printed inline need a set.
	inline map[*ir.MDNode]bool
	// The first location met of each content: at module level, and in
	// the body being walked (inBody).
	locs, bodyLocs map[locKey]*ir.MDNode
	inBody         bool
	chain          map[*ir.MDNode]bool // the locations location is inside
}

// locKey is what LLVM uniques a DILocation by: its numbers (as printed)
// and its scope and inlinedAt nodes.
type locKey struct {
	line, column, implicit, group, rank string
	scope, inlinedAt                    ir.Metadata
}

// visit numbers md and what it holds, and returns the node that stands
// for it (md itself, or the first location equal to it).
func (nb *numbering) visit(md ir.Metadata) ir.Metadata {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil || nb.inline[n] {
		return md
	}
	if n.Kind == "DILocation" && !n.Distinct {
		n = nb.location(n)
	}
	if n.Slot >= 0 {
		return n
	}
	if n.Kind != "DIExpression" && n.Kind != "DIArgList" {
		nb.r.m.AddMetadata(n)
	} else {
		nb.inline[n] = true
	}
	for i, op := range n.Ops {
		nb.r.checkNodeOperand(n, op)
		n.Ops[i] = nb.visit(op)
	}
	for _, f := range n.Fields {
		nb.r.checkNodeOperand(n, f.Value)
	}
	inOperandOrder(n, func(i int) { n.Fields[i].Value = nb.visit(n.Fields[i].Value) })
	return n
}

// location returns the first location met with n's content, n if none
// was; the location n is inlined at is made the first of its own first.
// A chain of inlinedAt that comes back to a location (a crafted file can
// make one) is left as it is.
func (nb *numbering) location(n *ir.MDNode) *ir.MDNode {
	if nb.chain[n] {
		return n
	}
	nb.chain[n] = true
	defer delete(nb.chain, n)
	var k locKey
	for i, f := range n.Fields {
		text := ""
		if raw, ok := f.Value.(*ir.MDRaw); ok {
			text = raw.Text
		}
		switch f.Name {
		case "line":
			k.line = text
		case "column":
			k.column = text
		case "isImplicitCode":
			k.implicit = text
		case "atomGroup":
			k.group = text
		case "atomRank":
			k.rank = text
		case "scope":
			k.scope = f.Value
		case "inlinedAt":
			if ia, ok := f.Value.(*ir.MDNode); ok && ia != nil && ia.Kind == "DILocation" && !ia.Distinct {
				n.Fields[i].Value = nb.location(ia)
			}
			k.inlinedAt = n.Fields[i].Value
		}
	}
	if first, ok := nb.locs[k]; ok {
		return first
	}
	if !nb.inBody {
		nb.locs[k] = n
		return n
	}
	if first, ok := nb.bodyLocs[k]; ok {
		return first
	}
	nb.bodyLocs[k] = n
	return n
}

// operandOrder lists, for the kinds whose operands LLVM keeps in another
// order than it prints their fields, the fields in operand order (LLVM 22's
// DebugInfoMetadata.h): the slot tracker numbers the nodes a node holds in
// that order. A scope's file comes before the scope itself, a type's size
// and offset before its base type; fields not listed follow in print order.
var operandOrder = map[string][]string{
	"DISubprogram": {"file", "scope", "name", "linkageName", "type", "unit", "declaration",
		"retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations", "targetFuncName"},
	"DILexicalBlock":     {"file", "scope"},
	"DILexicalBlockFile": {"file", "scope"},
	"DIModule":           {"file", "scope", "name", "configMacros", "includePath", "apinotes"},
	"DIBasicType":        {"file", "scope", "name", "size"},
	"DIDerivedType":      {"file", "scope", "name", "size", "offset", "baseType", "extraData", "annotations"},
	"DICompositeType": {"file", "scope", "name", "size", "offset", "baseType", "elements", "vtableHolder",
		"templateParams", "identifier", "discriminator", "dataLocation", "associated", "allocated", "rank",
		"annotations", "specification", "bitStride"},
	"DISubrangeType": {"file", "scope", "name", "size", "offset", "baseType", "lowerBound", "upperBound",
		"stride", "bias"},
	"DIStringType": {"file", "scope", "name", "size", "stringLength", "stringLengthExpression",
		"stringLocationExpression"},
}

// inOperandOrder calls fn with the index of each of n's fields, in
// LLVM's operand order.
func inOperandOrder(n *ir.MDNode, fn func(i int)) {
	order, ok := operandOrder[n.Kind]
	if !ok {
		for i := range n.Fields {
			fn(i)
		}
		return
	}
	for _, name := range order {
		for i, f := range n.Fields {
			if f.Name == name {
				fn(i)
			}
		}
	}
	for i, f := range n.Fields {
		if !slices.Contains(order, f.Name) {
			fn(i)
		}
	}
}

// checkNodeOperand: a node holds no value of a function, unless it is a
// DIArgList (ir.WrapsLocal).
func (r *reader) checkNodeOperand(n *ir.MDNode, op ir.Metadata) {
	if n.Kind != "DIArgList" && ir.WrapsLocal(op) {
		r.fail("a metadata node holds a value of a function, of type %s (only a DIArgList may)", op.(*ir.ValueAsMetadata).V.Type())
	}
}

// link records every use in its value's use list, in module order, in
// two parts that touch different use lists and so run at the same time:
// the uses of each body's instructions and parameters, function by
// function in parallel (each list made once at its size: the uses are
// counted first), and, on this goroutine in module order, those of
// everything else (globals, constants, blocks, which a blockaddress may
// name from anywhere). Every list gets its uses in the order one walk
// of the module in order would give.
func (r *reader) link() {
	m := r.m
	var failed any
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() { failed = recover() }()
		par.ForWith(len(m.Functions), false, func() *linker { return &linker{r: r, local: true} }, func(l *linker, i int) {
			l.body(m.Functions[i])
		})
	}()
	l := &linker{r: r}
	for _, g := range m.Globals {
		if g.Init != nil {
			ir.LinkOperands(g)
			l.constant(g.Init)
		}
	}
	for _, a := range m.Aliases {
		if a.Target == nil {
			r.fail("alias @%s without an aliasee", ir.QuoteName(a.Name()))
		}
		ir.LinkOperands(a)
		l.constant(a.Target)
	}
	for _, f := range m.Functions {
		ir.LinkOperands(f)
		for _, c := range f.Operands() {
			l.constant(c)
		}
		l.body(f)
	}
	mdDone := &mdSeen{slots: make([]bool, len(m.Metadata)), list: m.Metadata, nodes: map[*ir.MDNode]bool{}}
	for _, n := range m.Metadata {
		l.md(n, mdDone)
	}
	for _, nm := range m.NamedMD {
		for _, op := range nm.Nodes {
			l.md(op, mdDone)
		}
	}
	<-done
	if failed != nil {
		panic(failed)
	}
}

// localValue reports whether v's uses are all in the body that defines
// it, linked by the local part of link.
func localValue(v ir.Value) bool {
	switch v.(type) {
	case *ir.Instruction, *ir.Argument:
		return true
	}
	return false
}

// body links the uses in f's instructions and debug records: of its own
// values for the local part, of the others for the module part. The
// local part first counts the uses of each value (ir.ReserveUse).
func (l *linker) body(f *ir.Function) {
	if l.local {
		l.reserve = true
		l.instrs(f)
		l.reserve = false
	}
	l.instrs(f)
}

func (l *linker) instrs(f *ir.Function) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				switch {
				case isMDValue(op):
					l.md(op.(*ir.MetadataAsValue).MD, l.scratchDone())
				case localValue(op) != l.local:
				case l.reserve:
					ir.ReserveUse(op)
				default:
					ir.LinkUse(in, op)
					l.constant(op)
				}
			}
			for _, d := range in.DbgRecords() {
				for _, a := range d.Args {
					l.md(a, l.scratchDone())
				}
			}
		}
	}
}

func isMDValue(v ir.Value) bool {
	_, ok := v.(*ir.MetadataAsValue)
	return ok
}

// linker links use lists: the part of link that local says.
type linker struct {
	r       *reader
	local   bool // instructions' and parameters' uses, else the others
	reserve bool // count uses rather than link them (local part)
	seen    map[*ir.ValueAsMetadata]bool
	done    mdSeen // md's walked nodes, reused (scratchDone)
}

// scratchDone returns an empty walked set for one md walk, reusing the
// last one unless it grew big (a module's operands are mostly small
// nodes, and a set made per operand added up to megabytes).
func (l *linker) scratchDone() *mdSeen {
	l.done.nodes = scratch.Map(l.done.nodes, reuseLen)
	return &l.done
}

// mdSeen is the set of nodes an md walk has been through: numbered nodes
// by their slot when slots is set (a walk of the whole module's metadata,
// where a map of every node cost megabytes), the others in nodes.
type mdSeen struct {
	slots []bool
	list  []*ir.MDNode // the module's numbered nodes, which slots index
	nodes map[*ir.MDNode]bool
}

// add adds n and reports whether it was new.
func (s *mdSeen) add(n *ir.MDNode) bool {
	if i := n.Slot; i >= 0 && i < len(s.slots) && s.list[i] == n {
		if s.slots[i] {
			return false
		}
		s.slots[i] = true
		return true
	}
	if s.nodes[n] {
		return false
	}
	s.nodes[n] = true
	return true
}

// constant links a constant's operands (and theirs), resolving the
// blocks of blockaddress.
func (l *linker) constant(v ir.Value) {
	switch c := v.(type) {
	case *ir.ConstRef:
		ops := c.Operands()
		if c.Kind == ir.RefBlockAddress && len(ops) == 2 {
			if ref, ok := ops[1].(*bbRef); ok {
				if ref.index >= uint64(len(ref.f.Blocks)) {
					l.r.fail("blockaddress of block %d of @%s, which has %d", ref.index, ir.QuoteName(ref.f.Name()), len(ref.f.Blocks))
				}
				ops[1] = ref.f.Blocks[ref.index]
			}
		}
		for _, op := range ops {
			ir.LinkUse(c, op)
			l.constant(op)
		}
	case *ir.ConstExpr, *ir.ConstAggregate:
		u := c.(ir.User)
		for _, op := range u.Operands() {
			ir.LinkUse(u, op)
			l.constant(op)
		}
	}
}

// md links the values wrapped in metadata reachable from md, those of
// l's part. done holds the nodes walked.
func (l *linker) md(md ir.Metadata, done *mdSeen) {
	switch n := md.(type) {
	case *ir.ValueAsMetadata:
		if localValue(n.V) != l.local || l.seen[n] {
			return
		}
		if l.reserve {
			ir.ReserveUse(n.V)
			return
		}
		if l.seen == nil {
			l.seen = map[*ir.ValueAsMetadata]bool{}
		}
		l.seen[n] = true
		ir.LinkOperands(n)
		l.constant(n.V)
	case *ir.MDNode:
		if n == nil || !done.add(n) {
			return
		}
		for _, op := range n.Ops {
			l.md(op, done)
		}
		for _, f := range n.Fields {
			l.md(f.Value, done)
		}
	}
}
