package bitcode

import (
	"slices"

	"memspace/ir"
	"memspace/irverify"
)

// fwdRef stands for a value used before its definition in a body.
type fwdRef struct {
	typ ir.Type
	id  uint64
}

func (f *fwdRef) Type() ir.Type { return f.typ }
func (f *fwdRef) Name() string  { return "" }

// fnState is what reading one function body needs.
type fnState struct {
	r       *reader
	f       *ir.Function
	base    uint64     // first local value id (after the module's values)
	vals    []ir.Value // local values: parameters, constants, instructions
	consts  *constTable
	fwd     map[uint64]*fwdRef
	mdFwd   map[uint64]bool // ids the body's metadata names before their definition
	blocks  []*ir.Block
	cur     int
	instrs  []*ir.Instruction // every instruction, for attachments
	md      *mdTable
	vams    []*ir.ValueAsMetadata
	last    *ir.Instruction
	lastLoc ir.Metadata
	bundles []bundle

	// Constant expressions made instructions (expand.go): the names the
	// function has, LLVM's counter for new ones, the blocks made on
	// edges for phis, and the block the next such edge may take.
	names       map[string]bool
	lastUnique  int
	edges       []constEdge
	spare       *ir.Block
	spareWanted bool
}

// bundle is an operand bundle read before the call it belongs to.
type bundle struct {
	tag  string
	vals []ir.Value
}

// inst makes an instruction with a copy of ops, from the worker's arena.
func (fs *fnState) inst(op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	return fs.r.ar.inst(op, t, ops...)
}

// next is the id the next value defined gets.
func (fs *fnState) next() uint64 { return fs.base + uint64(len(fs.vals)) }

// value returns the value with absolute id, which must be defined.
func (fs *fnState) value(id uint64) ir.Value {
	if id < fs.base {
		return fs.r.moduleValue(id)
	}
	i := id - fs.base
	if i >= uint64(len(fs.vals)) {
		fs.r.fail("invalid value id %d", id)
	}
	if v := fs.vals[i]; v != nil {
		return v
	}
	if c := fs.consts; c != nil && id >= c.base && id-c.base < uint64(len(c.recs)) {
		return c.get(fs.r, id-c.base)
	}
	fs.r.fail("invalid value id %d", id)
	return nil
}

// valueTyped returns value id, or a forward reference of type t.
func (fs *fnState) valueTyped(id uint64, t ir.Type) ir.Value {
	if t == ir.MetadataType {
		return &ir.MetadataAsValue{MD: fs.md.get(id)}
	}
	if id < fs.next() {
		v := fs.value(id)
		if t != nil && v.Type() != t {
			fs.r.fail("value %d has type %s, expected %s", id, v.Type(), t)
		}
		if c, ok := v.(ir.Constant); ok {
			return freshValue(c)
		}
		return v
	}
	if id-fs.next() > 1<<28 {
		fs.r.fail("invalid value id %d", id)
	}
	if ref, ok := fs.fwd[id]; ok {
		// A record that names no type takes the reference an earlier
		// record made, as LLVM's value list does (an old atomicrmw after
		// a store of the same forward value).
		if t != nil && ref.typ != t {
			fs.r.fail("forward reference to value %d with two types", id)
		}
		return ref
	}
	if t == nil {
		fs.r.fail("forward reference to value %d without a type", id)
	}
	ref := &fwdRef{typ: t, id: id}
	if fs.fwd == nil {
		fs.fwd = map[uint64]*fwdRef{}
	}
	fs.fwd[id] = ref
	return ref
}

// relative turns a relative id into an absolute one (32-bit arithmetic,
// as LLVM does: a forward reference wraps around).
func (fs *fnState) relative(v uint64) uint64 {
	return uint64(uint32(fs.next()) - uint32(v))
}

// valTy reads a value and, for a forward reference, its type.
func (fs *fnState) valTy(ops []uint64, i *int) ir.Value {
	if *i >= len(ops) {
		fs.r.fail("record has too few operands")
	}
	id := fs.relative(ops[*i])
	*i++
	if id < fs.next() {
		return fs.use(fs.valueTyped(id, nil), nil)
	}
	if *i >= len(ops) {
		fs.r.fail("record has too few operands")
	}
	t := fs.r.typeAt(ops[*i])
	*i++
	return fs.valueTyped(id, t)
}

// val reads a value of known type t.
func (fs *fnState) val(ops []uint64, i *int, t ir.Type) ir.Value {
	if *i >= len(ops) {
		fs.r.fail("record has too few operands")
	}
	id := fs.relative(ops[*i])
	*i++
	return fs.use(fs.valueTyped(id, t), nil)
}

// block returns basic block number id.
func (fs *fnState) block(id uint64) *ir.Block {
	if id >= uint64(len(fs.blocks)) {
		fs.r.fail("invalid basic block id %d", id)
	}
	return fs.blocks[id]
}

// readFunction reads a FUNCTION_BLOCK (entered) into f.
func (r *reader) readFunction(f *ir.Function) {
	ar := r.ar
	fs := &ar.fs // reused from body to body, as the scratch lists are
	*fs = fnState{r: r, f: f, base: uint64(len(r.values)), vals: ar.fnVals[:0], instrs: ar.fnInstrs[:0]}
	for _, p := range f.Params {
		fs.vals = append(fs.vals, p)
	}
	ar.blockIns = ar.blockIns[:0] // what a broken body before left
	defer func() {
		// The scratch lists go back to the worker, emptied so that they
		// keep nothing of this body alive.
		clear(fs.vals)
		clear(fs.instrs)
		ar.fnVals, ar.fnInstrs = fs.vals[:0], fs.instrs[:0]
	}()
	fs.md = ar.bodyMDTable(r, r.md)
	fs.md.fs = fs
	var dbgPending []*ir.DbgRecord
	for {
		k, id := r.s.next()
		if k == entryEnd {
			break
		}
		if k == entrySubBlock {
			fs.subBlock(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		switch rec.code {
		case 1: // DECLAREBLOCKS
			n := r.op(&rec, 0)
			if n == 0 || n > 1<<24 || len(fs.blocks) > 0 {
				r.fail("invalid DECLAREBLOCKS record")
			}
			fs.blocks = ar.bptrs.Take(int(n))
			bs := ar.blocks.Take(int(n))
			for i := range fs.blocks {
				fs.blocks[i] = &bs[i]
				bs[i].Parent = f
			}
			f.Blocks = fs.blocks
			continue
		case 33: // DEBUG_LOC_AGAIN
			if fs.last == nil || fs.lastLoc == nil {
				r.fail("DEBUG_LOC_AGAIN without a previous location")
			}
			fs.setDbg(fs.last, fs.lastLoc)
			continue
		case 35: // DEBUG_LOC
			fs.debugLoc(&rec)
			continue
		case 55: // OPERAND_BUNDLE
			fs.operandBundle(&rec)
			continue
		case 60: // BLOCKADDR_USERS [fn...]: hints for lazy reading
			fs.blockAddrUsers(&rec)
			continue
		case 61, 62, 63, 64, 65, 66:
			if fs.last == nil {
				r.fail("debug record before any instruction")
			}
			fs.last.SetDbgRecords(append(fs.last.DbgRecords(), fs.debugRecord(&rec)))
			continue
		}
		if fs.blocks == nil {
			r.fail("instruction before DECLAREBLOCKS")
		}
		in := fs.instruction(&rec)
		_ = dbgPending
		fs.place(in)
	}
	fs.finish()
}

// place appends in to the current block and numbers its result.
func (fs *fnState) place(in *ir.Instruction) {
	if fs.cur >= len(fs.blocks) {
		fs.r.fail("instruction after the last block")
	}
	b := fs.blocks[fs.cur]
	in.Parent = b
	ar := fs.r.ar
	ar.blockIns = append(ar.blockIns, in)
	fs.instrs = append(fs.instrs, in)
	fs.last = in
	if in.HasResult() {
		fs.vals = append(fs.vals, in)
	}
	if in.Op.IsTerminator() {
		// The block is complete: its list is carved at its size.
		b.Instrs = ar.ptrs.CopyOf(ar.blockIns)
		clear(ar.blockIns)
		ar.blockIns = ar.blockIns[:0]
		fs.cur++
	}
}

func (fs *fnState) subBlock(id uint64) {
	r := fs.r
	switch id {
	case constantsBlock:
		r.s.enter(id)
		fs.consts = r.readConstants(fs.next(), fs)
		fs.vals = append(fs.vals, make([]ir.Value, len(fs.consts.recs))...)
	case metadataBlock:
		r.s.enter(id)
		fs.md.read()
	case mdAttachmentBlock:
		r.s.enter(id)
		fs.attachments()
	case vstBlock:
		r.s.enter(id)
		fs.symbols()
	case uselistBlock:
		r.s.enter(id)
		r.readUseList(fs)
	default:
		r.s.c.fail("unknown block %s in FUNCTION_BLOCK", blockName(id))
	}
}

// finish checks the body and resolves forward references.
func (fs *fnState) finish() {
	r := fs.r
	if fs.blocks == nil {
		r.fail("function body without blocks")
	}
	if fs.cur != len(fs.blocks) {
		r.fail("function body ends inside a block (%d of %d blocks complete)", fs.cur, len(fs.blocks))
	}
	if len(fs.bundles) > 0 {
		r.fail("operand bundle without a call")
	}
	// Every constant of the body is built, so a malformed one fails here.
	if c := fs.consts; c != nil {
		for i := range c.recs {
			c.get(r, uint64(i))
		}
	}
	// Metadata built only for the body (unused locals) is built now too,
	// so bad records fail here rather than never, and a value one wraps
	// is resolved with the rest (bc mutant 1672 of seed 551: LLVM's
	// "Never resolved value found in function").
	for i := range fs.md.items {
		fs.md.get(fs.md.base + uint64(i))
	}
	if len(fs.fwd) > 0 {
		for _, in := range fs.instrs {
			ops := in.Operands()
			for j, op := range ops {
				if ref, ok := op.(*fwdRef); ok {
					ops[j] = fs.resolve(ref)
				}
			}
		}
		for _, vam := range fs.vams {
			if ref, ok := vam.V.(*fwdRef); ok {
				vam.V = fs.resolve(ref)
			}
		}
	}
	fs.placeEdges()
}

func (fs *fnState) resolve(ref *fwdRef) ir.Value {
	if ref.id >= fs.next() {
		fs.r.fail("value %d is used but never defined", ref.id)
	}
	v := fs.value(ref.id)
	if v.Type() != ref.typ {
		fs.r.fail("value %d has type %s, used as %s", ref.id, v.Type(), ref.typ)
	}
	return v
}

// debugLoc reads DEBUG_LOC: [line, col, scope+1, inlinedAt+1, implicit, atomGroup, atomRank].
// There is one per instruction of a module with debug information, so
// the node, its fields and the attachment are carved from the worker's
// arena, and the numbers shared (ir.MDRaw is never changed).
func (fs *fnState) debugLoc(rec *record) {
	r := fs.r
	if fs.last == nil {
		r.fail("DEBUG_LOC before any instruction")
	}
	if len(rec.ops) < 4 {
		r.fail("invalid DEBUG_LOC record")
	}
	scope := fs.md.getOrNull(rec.ops[2])
	if scope == nil {
		r.fail("DEBUG_LOC without a scope")
	}
	// LLVM takes the scope and inlinedAt only as nodes (an MDNode: not a
	// string, a value or a DIArgList) and refuses the record otherwise.
	if !isNode(scope) {
		r.fail("DEBUG_LOC scope is not a metadata node")
	}
	if ia := fs.md.getOrNull(rec.ops[3]); ia != nil && !isNode(ia) {
		r.fail("DEBUG_LOC inlinedAt is not a metadata node")
	}
	ar := r.ar
	n := ar.nodes.One()
	ar.locs++
	n.Kind, n.Slot = "DILocation", -1
	n.Fields = ar.locFields[:0]
	ar.locOps = append(append(ar.locOps[:0], 0), rec.ops...)
	d := &diw{t: fs.md, n: n, ops: ar.locOps}
	// LLVM keeps 32 bits of the line and of the column, and a column of
	// 16 bits or 0 (record mutant 405 of seed 3).
	d.field("line", ar.number(uint64(uint32(rec.ops[0]))))
	if col := uint32(rec.ops[1]); col != 0 && col < 1<<16 {
		d.field("column", ar.number(uint64(col)))
	}
	d.field("scope", scope)
	d.md("inlinedAt", 4, false)
	d.boolean("isImplicitCode", 5)
	if len(rec.ops) == 7 {
		// LLVM reads the key-instruction atom of a record of 7
		// operands only (record mutants 1599 and 1773 of seed 3).
		d.num("atomGroup", 6, false)
		d.num("atomRank", 7, false)
	}
	ar.locFields = n.Fields[:0]
	n.Fields = ar.fields.CopyOf(n.Fields)
	fs.lastLoc = n
	fs.setDbg(fs.last, n)
}

// isNode reports whether md is what LLVM calls an MDNode.
func isNode(md ir.Metadata) bool {
	n, ok := md.(*ir.MDNode)
	return ok && n.Kind != "DIArgList"
}

// setDbg attaches loc to in as !dbg.
func (fs *fnState) setDbg(in *ir.Instruction, loc ir.Metadata) {
	if len(in.MD) == 0 {
		in.MD = fs.r.ar.attach.Take(1)
		in.MD[0] = ir.MDAttachment{Kind: "dbg", Node: loc}
		return
	}
	in.SetMetadata("dbg", loc)
}

// attachments reads METADATA_ATTACHMENT.
func (fs *fnState) attachments() {
	r := fs.r
	r.records(func(rec record) {
		if rec.code != 11 {
			r.unknownRecord(mdAttachmentBlock, &rec)
		}
		ar := r.ar
		if len(rec.ops)%2 == 0 {
			fs.f.MD = append(fs.f.MD, fs.md.attachments(rec.ops)...)
			r.sortAttachments(fs.f.MD)
			return
		}
		i := rec.ops[0]
		if i >= uint64(len(fs.instrs)) {
			r.fail("attachment to instruction %d of %d", i, len(fs.instrs))
		}
		in := fs.instrs[i]
		ar.mdAtt = fs.md.appendAttachments(ar.mdAtt[:0], rec.ops[1:])
		defer clear(ar.mdAtt)
		for _, a := range ar.mdAtt {
			// An instruction's location comes in DEBUG_LOC records; LLVM
			// takes a !dbg attachment only as a DILocation.
			if n, ok := a.Node.(*ir.MDNode); a.Kind == "dbg" && (!ok || n.Kind != "DILocation") {
				r.fail("invalid !dbg metadata attachment")
			}
		}
		ar.mdAtt = slices.DeleteFunc(ar.mdAtt, func(a ir.MDAttachment) bool {
			n, ok := a.Node.(*ir.MDNode)
			return ok && a.Kind == "prof" && irverify.ReaderDropsWeights(in, n)
		})
		if !newKinds(in.MD, ar.mdAtt) {
			for _, a := range ar.mdAtt {
				in.SetMetadata(a.Kind, a.Node)
			}
			r.sortAttachments(in.MD)
			return
		}
		// The usual case: kinds the instruction lacks (its !dbg came
		// before), appended in one list carved from the arena.
		md := ar.attach.Take(len(in.MD) + len(ar.mdAtt))
		copy(md[copy(md, in.MD):], ar.mdAtt)
		in.MD = md
		r.sortAttachments(in.MD)
	})
}

// newKinds reports whether the kinds of add are distinct, none is in
// have and every node is set, so that SetMetadata for each would append
// them in order.
func newKinds(have, add []ir.MDAttachment) bool {
	for i, a := range add {
		if a.Node == nil {
			return false
		}
		for _, b := range have {
			if a.Kind == b.Kind {
				return false
			}
		}
		for _, b := range add[:i] {
			if a.Kind == b.Kind {
				return false
			}
		}
	}
	return true
}

// blockAddrUsers checks BLOCKADDR_USERS, which names the functions whose
// blocks the body's blockaddresses name, so that a lazy reader reads
// them too: none, or a value that is no function, LLVM refuses.
func (fs *fnState) blockAddrUsers(rec *record) {
	if len(rec.ops) == 0 {
		fs.r.fail("invalid BLOCKADDR_USERS record")
	}
	for _, id := range rec.ops {
		if _, ok := fs.value(id).(*ir.Function); !ok {
			fs.r.fail("BLOCKADDR_USERS names value %d, which is no function", id)
		}
	}
}

// symbols reads the function's VALUE_SYMTAB_BLOCK: names of parameters,
// instructions and blocks.
func (fs *fnState) symbols() {
	r := fs.r
	r.records(func(rec record) {
		if len(rec.ops) < 1 {
			r.fail("invalid symbol table record")
		}
		name := r.name(r.opsString(rec.ops[1:]))
		if fs.names != nil {
			// Constant expressions made instructions took their names
			// first; LLVM renames a value that asks for one of them.
			name = fs.uniqueName(name)
		}
		switch rec.code {
		case 1: // ENTRY
			id := rec.ops[0]
			if id < fs.base || id >= fs.next() {
				r.fail("invalid value id %d in symbol table", id)
			}
			switch v := fs.vals[id-fs.base].(type) {
			case *ir.Argument:
				v.SetName(name)
			case *ir.Instruction:
				v.SetName(name)
			default:
				r.fail("symbol table names value %d, which cannot have a name", id)
			}
		case 2: // BBENTRY
			fs.block(rec.ops[0]).SetName(name)
		default:
			r.unknownRecord(vstBlock, &rec)
		}
	})
}

// obMetadata marks a metadata input of an operand bundle.
const obMetadata = 0x80000000

// operandBundle reads OPERAND_BUNDLE: [tag, values...], where a metadata
// input is [obMetadata, relative metadata id].
func (fs *fnState) operandBundle(rec *record) {
	r := fs.r
	tag := r.op(rec, 0)
	if tag >= uint64(len(r.bundleTags)) {
		r.fail("invalid operand bundle tag %d", tag)
	}
	b := bundle{tag: r.bundleTags[tag]}
	for i := 1; i < len(rec.ops); {
		// LLVM 13+ marks a metadata input with OB_METADATA, then its
		// metadata id relative to the instruction's value id; LLVM
		// compares the low 32 bits, as here.
		if uint32(rec.ops[i]) == obMetadata {
			b.vals = append(b.vals, &ir.MetadataAsValue{MD: fs.md.get(fs.relative(r.op(rec, i+1)))})
			i += 2
			continue
		}
		b.vals = append(b.vals, fs.valTy(rec.ops, &i))
	}
	fs.bundles = append(fs.bundles, b)
}

// debugRecord reads DEBUG_RECORD_*. LLVM's reader takes the location,
// the variable or label, the expressions and the assign id as nodes of
// their kinds without looking (cast<>), and then fails or crashes on a
// record that names other metadata there (record mutant 2901 of seed 7: a
// location that was a string, which memspace printed as text no reader
// takes); memspace refuses such a record.
func (fs *fnState) debugRecord(rec *record) *ir.DbgRecord {
	r := fs.r
	md := func(i int) ir.Metadata {
		return fs.md.get(r.op(rec, i))
	}
	node := func(i int, kind string) ir.Metadata {
		m := md(i)
		if !isKind(m, kind) {
			r.fail("debug record (code %d): operand %d is not a %s", rec.code, i, kind)
		}
		return m
	}
	switch rec.code {
	case 65: // LABEL [loc, label]
		return &ir.DbgRecord{Kind: "label", Args: []ir.Metadata{node(1, "DILabel"), node(0, "DILocation")}}
	case 64: // VALUE_SIMPLE [loc, var, expr, value]
		i := 3
		v := fs.val(rec.ops, &i, nil)
		if c, ok := v.(ir.Constant); ok {
			v = freshValue(c)
		}
		vam := &ir.ValueAsMetadata{V: v}
		fs.vams = append(fs.vams, vam)
		return &ir.DbgRecord{Kind: "value", Args: []ir.Metadata{vam, node(1, "DILocalVariable"), node(2, "DIExpression"), node(0, "DILocation")}}
	case 61, 62, 66:
		kind := map[uint64]string{61: "value", 62: "declare", 66: "declare_value"}[rec.code]
		return &ir.DbgRecord{Kind: kind, Args: []ir.Metadata{md(3), node(1, "DILocalVariable"), node(2, "DIExpression"), node(0, "DILocation")}}
	case 63: // ASSIGN [loc, var, expr, value, id, addrExpr, addr]
		return &ir.DbgRecord{Kind: "assign", Args: []ir.Metadata{md(3), node(1, "DILocalVariable"), node(2, "DIExpression"),
			node(4, "DIAssignID"), md(6), node(5, "DIExpression"), node(0, "DILocation")}}
	}
	r.unknownRecord(functionBlock, rec)
	return nil
}
