package bitcode

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"

	"memspace/ir"
)

// Write writes m as bitcode (LLVM 22 layout: string table, relative value
// ids, opaque or typed pointers as m has them). The bytes depend only on m.
func Write(w io.Writer, m *ir.Module) error {
	b, err := Encode(m)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// writeError stops encoding.
type writeError struct{ msg string }

// Encode returns m as bitcode.
func Encode(m *ir.Module) (out []byte, err error) { return EncodeSized(m, 0) }

// EncodeSized is Encode with the room to reserve for the bitcode, about
// its expected size (a round trip's input size): the buffer then grows at
// most once instead of doubling from small, which on a 50 MB module
// leaves 16 MB of copies behind.
func EncodeSized(m *ir.Module, size int) ([]byte, error) {
	e := newEncoder(m)
	if size > 0 {
		e.b.w.out = make([]byte, 0, size)
	}
	return e.encode()
}

// encode writes the module and returns its bytes.
func (e *encoder) encode() (out []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			we, ok := p.(*writeError)
			if !ok {
				panic(p)
			}
			out, err = nil, fmt.Errorf("bitcode writer: %s", we.msg)
		}
	}()
	e.module()
	return e.b.w.bytes(), nil
}

// RecordEdit is given each record of a block as it is written, and
// returns the operands to write instead (a new slice, or ops itself).
type RecordEdit func(block, code uint64, ops []uint64) []uint64

// EncodeEdited is Encode with every record passed through edit, in the
// order they are written, except records with a blob and the offsets the
// writer patches in. It is for tests: record-level mutants, bitcode
// LLVM's writer cannot write, which no flipped bit reaches.
func EncodeEdited(m *ir.Module, edit RecordEdit) ([]byte, error) {
	return EncodeRecoded(m, func(block, code uint64, ops []uint64) (uint64, []uint64) {
		return code, edit(block, code, ops)
	})
}

// RecordRecode is RecordEdit that may also change the record's code.
type RecordRecode func(block, code uint64, ops []uint64) (uint64, []uint64)

// EncodeRecoded is EncodeEdited with recode, which may give a record
// another code: the old forms of a record (an old store, cmpxchg,
// atomicrmw or getelementptr), which memspace's writer never writes.
func EncodeRecoded(m *ir.Module, recode RecordRecode) ([]byte, error) {
	e := newEncoder(m)
	e.b.edit = recode
	return e.encode()
}

// EncodeTo writes m as bitcode to out as it goes, as Encode would return
// it: the function blocks, most of a module, go out as they are spliced
// (see functions), so that the output is never whole in memory. Nothing
// says how much was written when it fails.
func EncodeTo(out Output, m *ir.Module) (err error) {
	e := newEncoder(m)
	e.b.w.sink = out
	e.b.w.out = make([]byte, 0, flushSize+flushSize/4) // flushed before it fills
	defer func() {
		if p := recover(); p != nil {
			we, ok := p.(*writeError)
			if !ok {
				panic(p)
			}
			err = fmt.Errorf("bitcode writer: %s", we.msg)
		}
	}()
	e.module()
	e.b.w.align32()
	e.b.w.flush()
	return e.b.w.err
}

func (e *encoder) fail(format string, args ...any) {
	panic(&writeError{msg: fmt.Sprintf(format, args...)})
}

// encoder holds the tables of one module being written.
type encoder struct {
	m *ir.Module
	b *blockWriter

	strtab   []byte
	typeIDs  map[ir.Type]uint64
	visiting map[*ir.StructType]bool
	types    []ir.Type

	vals       map[ir.Value]uint64 // module-level values
	nvals      uint64
	modConsts  []ir.Value
	constByKey map[string]uint64
	intKeys    map[intKey]string

	groups       []groupEntry
	groupRefs    map[int]uint64
	sharedGroups map[sharedAttrs]uint64
	groupByK     map[string]uint64
	groupByAttrs map[string]uint64 // see contentGroup and fnGroup
	gidsBuf      []uint64          // attrList's scratch
	keyBuf       []byte
	lists        map[string]uint64 // attribute list key -> 1-based id
	listOrder    [][]uint64

	mdIDs   map[any]uint64 // *ir.MDNode, *ir.MDString (by value), *ir.ValueAsMetadata
	mdStrs  []string
	strIDs  map[string]uint64
	mdNodes []ir.Metadata // non-string module metadata, in id order
	kinds   map[string]uint64
	kindOrd []string

	globalAttrs map[*ir.GlobalVariable]uint64
	fnAttrIDs   []uint64             // by position in m.Functions
	callAttrs   []uint64             // the attribute list of every call, in body order
	callStart   []int                // where each function's calls start in callAttrs (as fnAttrIDs)
	scalarIDs   map[scalarKey]uint64 // module-level scalar constants (see scalarKey)

	sections map[string]uint64
	secOrder []string
	gcs      map[string]uint64
	gcOrder  []string
	comdats  map[string]uint64
	diOps    []uint64 // diNode's record, reused
	// constsExprs are the !DIExpression(DW_OP_consts, N) nodes made for
	// integer bounds of DIGenericSubrange, one per N.
	constsExprs map[int64]*ir.MDNode

	bundleTags map[string]uint64
	tagOrder   []string
	scopes     map[string]uint64
	scopeOrder []string
	fnStarts   []uint64 // where each body starts, in bits (bodies order)
	// bbOrders holds the module's uselistorder_bb directives by function.
	bbOrders map[*ir.Function][]*ir.UseListOrder
}

type groupEntry struct {
	index uint64
	ops   []uint64
}

func newEncoder(m *ir.Module) *encoder {
	return &encoder{
		m: m, b: newBlockWriter(),
		typeIDs: map[ir.Type]uint64{}, visiting: map[*ir.StructType]bool{}, vals: map[ir.Value]uint64{}, constByKey: map[string]uint64{}, intKeys: map[intKey]string{},
		groupByK: map[string]uint64{}, groupByAttrs: map[string]uint64{}, groupRefs: map[int]uint64{}, sharedGroups: map[sharedAttrs]uint64{}, lists: map[string]uint64{},
		mdIDs: map[any]uint64{}, strIDs: map[string]uint64{}, kinds: map[string]uint64{},
		sections: map[string]uint64{}, gcs: map[string]uint64{}, comdats: map[string]uint64{},
		bundleTags: map[string]uint64{}, scopes: map[string]uint64{},
		globalAttrs: map[*ir.GlobalVariable]uint64{}, scalarIDs: map[scalarKey]uint64{},
		bbOrders: ir.ModuleBlockOrders(m),
	}
}

// addStr adds s to the string table and returns its offset.
func (e *encoder) addStr(s string) uint64 {
	off := uint64(len(e.strtab))
	e.strtab = append(e.strtab, s...)
	return off
}

func (e *encoder) module() {
	m := e.m
	b := e.b
	b.w.out = append(b.w.out, 'B', 'C', 0xC0, 0xDE)
	b.enter(identBlock, 5)
	// LLVM's abbreviations: the producer in char6 (ours is not, and goes
	// unabbreviated, as LLVM writes a producer that is not), the epoch.
	b.defineAbbrevs([]abbrevOp{opLit(1), opArray, opChar6})
	b.record(1, strOps("LLVM22.1.8 (memspace)"))
	b.defineAbbrevs([]abbrevOp{opLit(2), opVBR(6)})
	b.record(2, []uint64{0})
	b.exit()

	e.enumerate()

	b.enter(moduleBlock, 3)
	b.record(modVersion, []uint64{2})
	e.writeBlockInfo()
	e.typeTable()
	e.attrBlocks()
	for _, c := range m.Comdats {
		b.record(modComdat, []uint64{e.addStr(c.Name), uint64(len(c.Name)), comdatCode(c.Kind)})
	}
	if m.HasTriple || m.Triple != "" {
		b.record(modTriple, strOps(m.Triple))
	}
	if m.HasDataLayout {
		b.record(modDataLayout, strOps(m.DataLayout))
	}
	if len(m.Asm) > 0 {
		b.record(modAsm, strOps(strings.Join(m.Asm, "\n")))
	}
	for _, g := range m.Order {
		e.sectionID(g.Common())
		if f, ok := g.(*ir.Function); ok && f.HasGC {
			e.gcID(f.GC)
		}
	}
	for _, s := range e.secOrder {
		b.record(modSectionName, strOps(s))
	}
	for _, s := range e.gcOrder {
		b.record(modGCName, strOps(s))
	}
	e.globalVarAbbrev()
	if m.HasSourceFilename {
		b.defineAbbrevs([]abbrevOp{opLit(modSourceFile), opArray, charOp(m.SourceFilename)})
		b.record(modSourceFile, strOps(m.SourceFilename))
	}
	e.globalRecords()
	bodies := e.bodies()
	var vstOffset *field
	if len(bodies) > 0 {
		// LLVM's forward declaration of the symbol table, filled in once
		// the bodies it follows are written.
		b.w.emit(b.defineAbbrevs([]abbrevOp{opLit(modVSTOffset), opFixed(32)}), b.width)
		vstOffset = b.w.reserve(32)
	}
	e.constantsBlock(e.modConsts, nil)
	e.mdKindBlock()
	e.moduleMetadata()
	if len(e.tagOrder) > 0 {
		b.enter(bundleTagsBlock, 3)
		for _, t := range e.tagOrder {
			b.record(1, strOps(t))
		}
		b.exit()
	}
	if len(bodies) > 0 {
		// LLVM writes the names always. Here they end the module's
		// blocks before the bodies, so that the bodies start at a word,
		// where the symbol table can point to them.
		e.defaultScopes()
	}
	if len(e.scopeOrder) > 0 {
		b.enter(syncScopeNameBlock, 2)
		for _, s := range e.scopeOrder {
			b.record(1, strOps(s))
		}
		b.exit()
	}
	e.fnStarts = make([]uint64, len(bodies))
	e.functions(bodies)
	if vstOffset != nil {
		e.moduleVST(bodies, vstOffset)
	}
	b.exit()
	b.enter(strtabBlock, 3)
	id := b.defineAbbrevs([]abbrevOp{opLit(1), opBlob})
	b.abbrRecord(id, 1, nil, e.strtab)
	b.exit()
}

// bodies lists the functions with bodies, in module order.
func (e *encoder) bodies() []*ir.Function {
	var fns []*ir.Function
	for _, f := range e.m.Functions {
		if !f.IsDeclaration() {
			fns = append(fns, f)
		}
	}
	return fns
}

// moduleVST writes the module-level symbol table LLVM writes after the
// bodies: where each body starts, in words from the start of the file
// (FNENTRY), which lets LLVM's lazy reader go straight to a body; and it
// fills the module's forward declaration of the table (VSTOFFSET) with
// the table's own place.
func (e *encoder) moduleVST(bodies []*ir.Function, offset *field) {
	b := e.b
	words := func(bit uint64) uint64 {
		if bit%32 != 0 {
			e.fail("internal error: a block the symbol table points to is not at a word")
		}
		return bit / 32
	}
	b.w.fill(offset, words(b.w.bitPos()))
	b.enter(vstBlock, 4)
	id := b.defineAbbrevs([]abbrevOp{opLit(3), opVBR(8), opVBR(8)})
	for i, f := range bodies {
		b.abbrRecord(id, 3, []uint64{e.vals[f], words(e.fnStarts[i])}, nil)
	}
	b.exit()
}

func comdatCode(kind string) uint64 {
	for i, k := range comdatKinds {
		if k == kind && i > 0 {
			return uint64(i)
		}
	}
	return 1
}

// enumerate numbers types, global values, module constants, attributes
// and metadata before anything is written.
func (e *encoder) enumerate() {
	m := e.m
	e.presize()
	for _, k := range m.MDKinds {
		e.kindID(k) // in the input's order, which orders attachments (ir.Module.MDKinds)
	}
	for _, g := range m.Globals {
		e.vals[g] = e.nvals
		e.nvals++
	}
	for _, f := range m.Functions {
		e.vals[f] = e.nvals
		e.nvals++
	}
	for _, a := range m.Aliases {
		e.vals[a] = e.nvals
		e.nvals++
	}
	var add func(c ir.Constant)
	add = func(c ir.Constant) { e.modConst(c) }
	var params []ir.AttrList // attrList keeps none of it
	for _, g := range m.Globals {
		e.typeID(g.ValueType)
		e.typeID(g.Type())
		if g.Init != nil {
			add(g.Init)
		}
		if !g.Attrs.IsEmpty() {
			e.globalAttrs[g] = e.attrList(g.Attrs, ir.AttrList{}, nil)
		}
	}
	for i, f := range m.Functions {
		e.typeID(f.Sig)
		e.typeID(f.Type())
		params = params[:0]
		for _, p := range f.Params {
			params = append(params, withElemTypes(p.Attrs, p.Type()))
		}
		e.fnAttrIDs[i] = e.attrList(f.FnAttrs, f.RetAttrs, params)
		for _, c := range f.Operands() {
			add(c.(ir.Constant))
		}
	}
	for _, a := range m.Aliases {
		e.typeID(a.ValueType)
		e.typeID(a.Type())
		add(a.Target)
	}
	e.enumerateMetadata()
	e.enumerateBodies()
}

// fnIndex is f's position in m.Functions (functions are numbered right
// after the global variables).
func (e *encoder) fnIndex(f *ir.Function) int { return int(e.vals[f]) - len(e.m.Globals) }

// presize gives the tables that grow with the number of global values
// or calls, and the string table, their final size up front, so that a
// big module leaves no trail of outgrown copies.
func (e *encoder) presize() {
	m := e.m
	n := len(m.Globals) + len(m.Functions) + len(m.Aliases)
	e.vals = make(map[ir.Value]uint64, n)
	e.fnAttrIDs = make([]uint64, len(m.Functions))
	e.callStart = make([]int, len(m.Functions))
	calls := 0
	for _, f := range m.Functions {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Call() != nil {
					calls++
				}
			}
		}
	}
	e.callAttrs = make([]uint64, 0, calls)
	size := 0
	for _, g := range m.Order {
		size += len(g.Name()) + len(g.Common().Partition)
	}
	for _, c := range m.Comdats {
		size += len(c.Name)
	}
	e.strtab = make([]byte, 0, size)
}

// modConst gives a module-level constant its value id (operands first).
func (e *encoder) modConst(c ir.Constant) uint64 {
	if id, ok := e.vals[c]; ok {
		return id
	}
	if _, ok := c.(ir.GlobalValue); ok {
		e.fail("global @%s is not in the module", c.Name())
	}
	if k, ok := scalarKeyOf(c); ok {
		return e.modScalar(c, k)
	}
	if s, ok := scalableSplat(c); ok {
		id := e.modConst(e.splatExpr(s))
		e.vals[c] = id
		return id
	}
	key := e.constKey(c)
	if id, ok := e.constByKey[key]; ok {
		e.vals[c] = id
		return id
	}
	e.typeID(c.Type())
	if u, ok := c.(ir.User); ok && !isData(c) {
		for _, op := range u.Operands() {
			if k, ok := op.(ir.Constant); ok {
				e.modConst(k)
			} else if _, isBB := op.(*ir.Block); !isBB {
				e.fail("constant with a non-constant operand")
			}
		}
	}
	if ce, ok := c.(*ir.ConstExpr); ok && ce.ElemType != nil {
		e.typeID(ce.ElemType)
	}
	id := e.nvals
	e.nvals++
	e.vals[c] = id
	e.constByKey[key] = id
	e.modConsts = append(e.modConsts, c)
	return id
}

// modScalar is modConst for a scalar constant (see scalarKey): equal
// ones share an id, found without building a key.
func (e *encoder) modScalar(c ir.Constant, k scalarKey) uint64 {
	id, ok := e.scalarIDs[k]
	if !ok {
		e.typeID(c.Type())
		id = e.nvals
		e.nvals++
		e.scalarIDs[k] = id
		e.modConsts = append(e.modConsts, c)
	}
	e.vals[c] = id
	return id
}

// scalarKey identifies the commonest constants, integers of up to 64
// bits, floats, null, undef, poison and zeroinitializer, by what tells
// them apart in constKey (type, kind, bits, spelling), as a map key that
// needs no string built.
type scalarKey struct {
	t   ir.Type
	tag byte
	v   uint64
	s   string
}

func scalarKeyOf(c ir.Value) (scalarKey, bool) {
	switch k := c.(type) {
	case *ir.ConstInt:
		if k.Big == nil {
			return scalarKey{t: k.Type(), tag: 'i', v: uint64(k.V)}, true
		}
	case *ir.ConstSimple:
		return scalarKey{t: k.Type(), tag: 's', v: uint64(k.Kind)}, true
	case *ir.ConstFloat:
		return scalarKey{t: k.Type(), tag: 'f', v: math.Float64bits(k.F), s: k.Raw}, true
	}
	return scalarKey{}, false
}

// constKey identifies a constant by content, so equal constants share an id.
func (e *encoder) constKey(c ir.Value) string {
	switch k := c.(type) {
	case *ir.ConstInt:
		if k.Big == nil {
			if s, ok := e.intKeys[intKey{k.Type(), k.V}]; ok {
				return s
			}
			s := e.slowKey(c)
			e.intKeys[intKey{k.Type(), k.V}] = s
			return s
		}
	}
	return e.slowKey(c)
}

type intKey struct {
	t ir.Type
	v int64
}

func (e *encoder) slowKey(c ir.Value) string {
	var sb bytes.Buffer
	e.writeKey(&sb, c)
	return sb.String()
}

func (e *encoder) writeKey(sb *bytes.Buffer, v ir.Value) {
	fmt.Fprintf(sb, "%p:", v.Type())
	switch c := v.(type) {
	case ir.GlobalValue, *ir.Block, *ir.Argument, *ir.Instruction:
		fmt.Fprintf(sb, "@%p", v)
	case *ir.ConstInt:
		if c.Big != nil {
			sb.WriteString("I" + c.Big.String())
		} else {
			fmt.Fprintf(sb, "i%d", c.V)
		}
	case *ir.ConstFloat:
		fmt.Fprintf(sb, "f%x/%s", math.Float64bits(c.F), c.Raw)
	case *ir.ConstSimple:
		fmt.Fprintf(sb, "s%d", c.Kind)
	case *ir.ConstBytes:
		fmt.Fprintf(sb, "b%q", c.Data)
	case *ir.ConstAggregate:
		fmt.Fprintf(sb, "a%d(", c.Kind)
		for _, op := range c.Elems {
			e.writeKey(sb, op)
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	case *ir.ConstExpr:
		fmt.Fprintf(sb, "e%d/%d/%d/%p/%s/%d/%v(", c.Op, c.Flags, c.Pred, c.ElemType, c.InRange, c.InRangeIndex, c.Indices)
		for _, op := range c.Operands() {
			e.writeKey(sb, op)
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	case *ir.ConstRef:
		fmt.Fprintf(sb, "r%d(", c.Kind)
		for _, op := range c.Operands() {
			e.writeKey(sb, op)
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	case *ir.InlineAsm:
		fmt.Fprintf(sb, "asm%q%q%v%v%v%v", c.Asm, c.Constraints, c.SideEffect, c.AlignStack, c.IntelDialect, c.Unwind)
	default:
		fmt.Fprintf(sb, "?%p", v)
	}
}

// withElemTypes gives the type attributes of a typed-pointer parameter
// that name no type (old bitcode's "byval") the pointee type, which newer
// readers need; the list is copied, not changed in place.
func withElemTypes(l ir.AttrList, t ir.Type) ir.AttrList {
	pt, ok := t.(*ir.PointerType)
	if !ok || pt.Elem == nil {
		return l
	}
	copied := false
	for i, a := range l.Attrs {
		if ir.IsTypeAttr(a.Kind) && a.Type == nil && a.Kind != "elementtype" {
			if !copied {
				l.Attrs, copied = append([]ir.Attr(nil), l.Attrs...), true
			}
			l.Attrs[i].Type, l.Attrs[i].Form = pt.Elem, ir.FormParen
		}
	}
	return l
}

// writeBlockInfo defines the abbreviations LLVM 22's writer gives every
// symbol table, constants and function block, in its order: the ids the
// records use are then LLVM's.
func (e *encoder) writeBlockInfo() {
	tb := e.typeBits()
	lit, fix, vbr, arr, c6 := opLit, opFixed, opVBR, opArray, opChar6
	ab := func(ops ...abbrevOp) *abbrev { return &abbrev{ops: ops} }
	defs := map[uint64][]*abbrev{
		vstBlock: {
			ab(fix(3), vbr(8), arr, fix(8)), // ENTRY or BBENTRY, 8-bit name
			ab(lit(1), vbr(8), arr, fix(7)), // ENTRY, 7-bit name
			ab(lit(1), vbr(8), arr, c6),     // ENTRY, char6 name
			ab(lit(2), vbr(8), arr, c6),     // BBENTRY, char6 name
		},
		constantsBlock: {
			ab(lit(cstSetType), fix(tb)),
			ab(lit(cstInteger), vbr(8)),
			ab(lit(cstCast), fix(4), fix(tb), vbr(8)),
			ab(lit(cstNull)),
		},
		functionBlock: {
			ab(lit(20), vbr(6), fix(tb), vbr(4), fix(1)), // LOAD
			ab(lit(44), vbr(6), vbr(6), vbr(4), fix(1)),  // STORE
			ab(lit(56), vbr(6), fix(4)),                  // UNOP
			ab(lit(56), vbr(6), fix(4), fix(8)),          // UNOP + flags
			ab(lit(2), vbr(6), vbr(6), fix(4)),           // BINOP
			ab(lit(2), vbr(6), vbr(6), fix(4), fix(8)),   // BINOP + flags
			ab(lit(3), vbr(6), fix(tb), fix(4)),          // CAST
			ab(lit(3), vbr(6), fix(tb), fix(4), fix(8)),  // CAST + flags
			ab(lit(10)),                                 // RET void
			ab(lit(10), vbr(6)),                         // RET value
			ab(lit(11), vbr(6)),                         // BR
			ab(lit(11), vbr(6), vbr(6), vbr(6)),         // BR conditional
			ab(lit(15)),                                 // UNREACHABLE
			ab(lit(43), fix(3), fix(tb), arr, vbr(6)),   // GEP
			ab(lit(28), vbr(6), vbr(6), fix(6)),         // CMP2
			ab(lit(28), vbr(6), vbr(6), fix(6), fix(8)), // CMP2 + flags
			ab(lit(64), vbr(7), vbr(7), vbr(7), vbr(6)), // DEBUG_RECORD_VALUE_SIMPLE
			ab(lit(35), vbr(6), vbr(8), vbr(6), vbr(6), fix(1), vbr(6), vbr(3)), // DEBUG_LOC
		},
	}
	e.b.blockInfo(defs, []uint64{vstBlock, constantsBlock, functionBlock})
}

// typeBits is the width of a type id in fixed fields, as LLVM computes
// it: enough bits for the number of types plus one.
func (e *encoder) typeBits() uint64 { return max(1, opFixedFor(uint64(len(e.types))).value) }
