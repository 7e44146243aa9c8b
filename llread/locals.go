package llread

import (
	"sort"

	"memspace/ir"
)

// funcState is the symbol table of the function body being parsed.
// Parameters, instructions and blocks share one namespace, with names
// (%x) and numbers (%7) kept apart.
type funcState struct {
	f      *ir.Function
	job    *bodyJob
	names  map[string]localEnt
	nums   []localEnt // by number, while numbers stay small
	sparse map[uint32]localEnt
	nextID uint32
	nFwd   int // forward references not yet defined
	hadFwd bool

	deferred       []*perr
	blockRefs      []*blockRef
	numberedBlocks []numBlock // kept only when something may refer to them
	dbg            dbgFormats
	useLists       []useListAt // the body's uselistorder directives
}

// numBlock is an unnamed block and its number.
type numBlock struct {
	id uint32
	b  *ir.Block
}

// localEnt is a local name's entry: its value, or a placeholder when it
// was used before its definition (fwd), with the first use's offset.
type localEnt struct {
	v   ir.Value
	pos int32
	fwd bool
}

// fwdRef stands in for a local value used before its definition.
type fwdRef struct {
	typ ir.Type
	def ir.Value
}

func (r *fwdRef) Type() ir.Type { return r.typ }
func (r *fwdRef) Name() string  { return "" }

// reset prepares fs, possibly used for an earlier body, for job j.
func (fs *funcState) reset(j *bodyJob) {
	// Clearing a map costs as much as the largest it has been, so a map
	// that once held a big function is replaced rather than cleared.
	switch {
	case fs.names == nil || len(fs.names) > 256:
		fs.names = map[string]localEnt{}
	case len(fs.names) > 0:
		clear(fs.names)
	}
	clear(fs.nums)
	*fs = funcState{f: j.f, job: j, names: fs.names, nums: fs.nums[:0], nextID: j.nextID}
	for i, prm := range j.f.Params {
		if prm.Name() != "" {
			fs.names[prm.Name()] = localEnt{v: prm}
		} else {
			id := uint32(i)
			if j.argNums != nil {
				id = j.argNums[i]
			}
			fs.setNum(id, localEnt{v: prm})
		}
	}
}

// The dense table of numbered values grows at most to twice its length
// plus denseSlack; numbers beyond go to the sparse map, so sparse numbering
// cannot make the table huge. A number stays where it was first put: the
// dense table may later grow past a number kept in the sparse map.
const denseSlack = 1024

func (fs *funcState) getNum(id uint32) (localEnt, bool) {
	if int(id) < len(fs.nums) && fs.nums[id].v != nil {
		return fs.nums[id], true
	}
	e, ok := fs.sparse[id]
	return e, ok
}

func (fs *funcState) setNum(id uint32, e localEnt) {
	if _, ok := fs.sparse[id]; ok {
		fs.sparse[id] = e
		return
	}
	if int(id) < 2*len(fs.nums)+denseSlack {
		for int(id) >= len(fs.nums) {
			fs.nums = append(fs.nums, localEnt{})
		}
		fs.nums[id] = e
		return
	}
	if fs.sparse == nil {
		fs.sparse = map[uint32]localEnt{}
	}
	fs.sparse[id] = e
}

// lookup finds the entry of a %x or %7 token.
func (fs *funcState) lookup(p *parser, t token) (localEnt, bool) {
	if t.kind == tLocalID {
		return fs.getNum(idOf(p.src, t))
	}
	e, ok := fs.names[nameOf(p.src, t)]
	return e, ok
}

func (fs *funcState) store(p *parser, t token, e localEnt) {
	if t.kind == tLocalID {
		fs.setNum(idOf(p.src, t), e)
		return
	}
	fs.names[nameOf(p.src, t)] = e
}

// use resolves a use of a local value of type ty, creating a placeholder
// for a forward reference.
func (fs *funcState) use(p *parser, t token, ty ir.Type) (ir.Value, error) {
	e, ok := fs.lookup(p, t)
	if ok {
		if ty == ir.LabelType && e.v.Type() != ty {
			return nil, p.errAt(t.pos, "'%s' is not a basic block", p.src[t.pos:t.end])
		}
		if e.v.Type() != ty {
			return nil, p.errAt(t.pos, "'%s' defined with type '%s' but expected '%s'",
				p.src[t.pos:t.end], typeStr(e.v.Type()), typeStr(ty))
		}
		return e.v, nil
	}
	var v ir.Value
	if ty == ir.LabelType {
		v = p.ar.block(blockName(p, t))
	} else {
		if !ir.IsFirstClass(ty) {
			return nil, p.errAt(t.pos, "invalid use of a non-first-class type")
		}
		v = &fwdRef{typ: ty}
	}
	fs.store(p, t, localEnt{v: v, pos: t.pos, fwd: true})
	fs.nFwd++
	fs.hadFwd = true
	return v, nil
}

// block resolves a label operand.
func (fs *funcState) block(p *parser, t token) (*ir.Block, error) {
	v, err := fs.use(p, t, ir.LabelType)
	if err != nil {
		return nil, err
	}
	return v.(*ir.Block), nil
}

func blockName(p *parser, t token) string {
	if t.kind == tLocalID {
		return ""
	}
	return p.keep(nameOf(p.src, t))
}

// define enters instruction in under the name token t, or under the next
// number when t.kind is tEOF (an unnamed instruction with a result).
func (fs *funcState) define(p *parser, t token, in *ir.Instruction) error {
	if t.kind == tLocal {
		name := p.keep(nameOf(p.src, t))
		in.SetName(name)
		e, ok := fs.names[name]
		if err := fs.resolve(p, t, e, ok, in); err != nil {
			return err
		}
		fs.names[name] = localEnt{v: in}
		return nil
	}
	id := fs.nextID
	if t.kind == tLocalID {
		id = idOf(p.src, t)
		if id < fs.nextID {
			return p.errAt(t.pos, "instruction expected to be numbered '%%%d' or greater", fs.nextID)
		}
	}
	fs.nextID = id + 1
	e, ok := fs.getNum(id)
	if err := fs.resolve(p, t, e, ok, in); err != nil {
		return err
	}
	fs.setNum(id, localEnt{v: in})
	return nil
}

// resolve checks a new definition against the name's existing entry and
// completes a forward reference.
func (fs *funcState) resolve(p *parser, t token, e localEnt, ok bool, v ir.Value) error {
	if !ok {
		return nil
	}
	if !e.fwd {
		return p.errAt(t.pos, "redefinition of value '%s'", p.src[t.pos:t.end])
	}
	ph, isVal := e.v.(*fwdRef)
	if !isVal || ph.typ != v.Type() {
		return p.errAt(t.pos, "instruction forward referenced with type '%s'", typeStr(e.v.Type()))
	}
	ph.def = v
	fs.nFwd--
	return nil
}

// defineBlock makes (or completes, if it was used before) the block
// labelled by t: named when t is a tLabel, else numbered id (an explicit
// "7:" label, or the next free number for a block without a label).
func (fs *funcState) defineBlock(p *parser, t token, id uint32) (*ir.Block, error) {
	named := t.kind == tLabel
	var name string
	var e localEnt
	var ok bool
	if named {
		name = p.keep(labelOf(p.src, t))
		e, ok = fs.names[name]
	} else {
		if id < fs.nextID {
			return nil, p.errAt(t.pos, "label expected to be numbered '%d' or greater", fs.nextID)
		}
		fs.nextID = id + 1
		e, ok = fs.getNum(id)
	}
	spell := func() string {
		if named {
			return "%" + ir.QuoteName(name)
		}
		return "%" + itoa(id)
	}
	var b *ir.Block
	switch {
	case ok && !e.fwd:
		return nil, p.errAt(t.pos, "redefinition of block '%s'", spell())
	case ok:
		blk, isBlock := e.v.(*ir.Block)
		if !isBlock {
			return nil, p.errAt(t.pos, "'%s' defined with type 'label' but expected '%s'", spell(), typeStr(e.v.Type()))
		}
		b = blk
		fs.nFwd--
	default:
		b = p.ar.block(name)
	}
	if named {
		fs.names[name] = localEnt{v: b}
		return b, nil
	}
	fs.setNum(id, localEnt{v: b})
	if p.mod.keepBlockNumbers {
		fs.numberedBlocks = append(fs.numberedBlocks, numBlock{id, b})
	}
	return b, nil
}

// finish resolves forward references at the end of the body: placeholders
// are replaced by their definitions, and a name never defined is an error
// at its first use (LLVM reports the smallest name, then number).
func (fs *funcState) finish(p *parser) error {
	if fs.nFwd > 0 {
		return fs.undefinedErr(p)
	}
	if fs.hadFwd {
		fs.replacePlaceholders()
	}
	return nil
}

func (fs *funcState) undefinedErr(p *parser) error {
	var names []string
	for n, e := range fs.names {
		if e.fwd {
			names = append(names, n)
		}
	}
	if len(names) > 0 {
		sort.Strings(names)
		e := fs.names[names[0]]
		return p.errAt(e.pos, "use of undefined value '%%%s'", ir.QuoteName(names[0]))
	}
	best, bestID := localEnt{}, uint32(0)
	found := false
	for id, e := range fs.nums {
		if e.fwd && !found {
			best, bestID, found = e, uint32(id), true
		}
	}
	for id, e := range fs.sparse {
		if e.fwd && (!found || id < bestID) {
			best, bestID, found = e, id, true
		}
	}
	return p.errAt(best.pos, "use of undefined value '%%%d'", bestID)
}

// replacePlaceholders swaps every fwdRef operand for its definition.
func (fs *funcState) replacePlaceholders() {
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			ops := in.Operands()
			for i, op := range ops {
				switch v := op.(type) {
				case *fwdRef:
					ops[i] = v.def
				case *ir.MetadataAsValue:
					v.MD = resolveMD(v.MD)
				}
			}
			for _, r := range in.DbgRecords() {
				for i, a := range r.Args {
					r.Args[i] = resolveMD(a)
				}
			}
		}
	}
}

// resolveMD replaces placeholders inside function-local metadata.
func resolveMD(md ir.Metadata) ir.Metadata {
	switch m := md.(type) {
	case *ir.ValueAsMetadata:
		if r, ok := m.V.(*fwdRef); ok {
			m.V = r.def
		}
	case *ir.MDNode:
		if isInline(m) {
			for i, op := range m.Ops {
				m.Ops[i] = resolveMD(op)
			}
		}
	}
	return md
}
