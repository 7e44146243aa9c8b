package bitcode

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
)

// valueID is the id of v seen from the function being written (fs nil:
// module level).
func (e *encoder) valueID(v ir.Value, fs *fnEnc) uint64 {
	if fs != nil {
		if in, ok := v.(*ir.Instruction); ok && in.Slot.Owner == fs.owner {
			return uint64(in.Slot.ID)
		}
		if k, ok := scalarKeyOf(v); ok {
			if id, ok := e.scalarIDs[k]; ok {
				return id
			}
			if id, ok := fs.scalarIDs[k]; ok {
				return id
			}
		}
		if id, ok := fs.ids[v]; ok {
			return id
		}
	}
	if id, ok := e.vals[v]; ok {
		return id
	}
	if id, ok := e.equalConstID(v, fs); ok {
		return id
	}
	e.fail("value %s is not numbered", llwrite.TypedValueRef(v))
	return 0
}

// equalConstID finds the id of a constant equal to v but not v itself:
// LLVM uniques constants, our IR need not (two parses of one constant
// expression are two objects), and metadata numbers a constant once by
// its text, so a #dbg_value may hold a twin of the one that was numbered.
func (e *encoder) equalConstID(v ir.Value, fs *fnEnc) (uint64, bool) {
	c, ok := v.(ir.Constant)
	if _, global := v.(ir.GlobalValue); !ok || global {
		return 0, false
	}
	key := e.constKey(c)
	if id, ok := e.constByKey[key]; ok {
		return id, true
	}
	if fs != nil {
		if id, ok := fs.byKey[key]; ok {
			return id, true
		}
	}
	return 0, false
}

// constantsBlock writes consts (in id order).
func (e *encoder) constantsBlock(consts []ir.Value, fs *fnEnc) {
	if len(consts) == 0 {
		return
	}
	b := e.b
	b.enter(constantsBlock, 4)
	if fs == nil {
		e.moduleConstAbbrevs()
	}
	var cur ir.Type
	for _, c := range consts {
		t := c.Type()
		if a, ok := c.(*ir.InlineAsm); ok {
			t = a.Type()
		}
		if t != cur {
			b.record(cstSetType, []uint64{e.typeIDs[t]})
			cur = t
		}
		code, ops := e.constRecord(c, fs)
		b.record(code, ops)
	}
	b.exit()
}

// isData reports whether c is an array or fixed vector of plain numbers
// (i8 to i64, half to double), which LLVM holds as one constant
// (ConstantDataSequential) whose elements are not values of their own:
// its writer puts the numbers in the record (dataRecord) and numbers no
// element.
func isData(c ir.Constant) bool {
	k, ok := c.(*ir.ConstAggregate)
	if !ok || len(k.Elems) == 0 {
		return false
	}
	var elem ir.Type
	switch t := k.Type().(type) {
	case *ir.ArrayType:
		elem = t.Elem
		ok = k.Kind == ir.AggArray && t.Len > 0
	case *ir.VectorType:
		elem = t.Elem
		ok = (k.Kind == ir.AggVector || k.Kind == ir.AggSplat) && !t.Scalable && t.Len > 0
	}
	if !ok {
		return false
	}
	switch t := elem.(type) {
	case *ir.IntType:
		if t.Bits != 8 && t.Bits != 16 && t.Bits != 32 && t.Bits != 64 {
			return false
		}
		for _, el := range k.Elems {
			if c, ok := el.(*ir.ConstInt); !ok || c.Big != nil {
				return false
			}
		}
		return true
	case *ir.FloatType:
		if t.Kind != ir.Half && t.Kind != ir.BFloat && t.Kind != ir.Float && t.Kind != ir.Double {
			return false
		}
		for _, el := range k.Elems {
			if _, ok := el.(*ir.ConstFloat); !ok {
				return false
			}
		}
		return true
	}
	return false
}

// dataRecord writes a constant isData accepts as LLVM does: an array of
// i8 as a string (a C string when only its last byte is zero), anything
// else as CST_CODE_DATA, the elements' bits (integers zero-extended).
func (e *encoder) dataRecord(k *ir.ConstAggregate) (uint64, []uint64) {
	n := len(k.Elems)
	if v, ok := k.Type().(*ir.VectorType); ok && k.Kind == ir.AggSplat {
		n = int(v.Len)
	}
	ops := make([]uint64, n)
	zeros := 0
	for i := range ops {
		el := k.Elems[0]
		if k.Kind != ir.AggSplat {
			el = k.Elems[i]
		}
		switch c := el.(type) {
		case *ir.ConstInt:
			ops[i] = uint64(c.V)
			if b := c.Type().(*ir.IntType).Bits; b < 64 {
				ops[i] &= 1<<b - 1
			}
		case *ir.ConstFloat:
			ops[i] = e.floatBits(c)[0]
		}
		if ops[i] == 0 {
			zeros++
		}
	}
	if a, ok := k.Type().(*ir.ArrayType); ok && isI8(a.Elem) {
		if ops[n-1] == 0 && zeros == 1 {
			return cstCString, ops[:n-1]
		}
		return cstString, ops
	}
	return cstData, ops
}

func isI8(t ir.Type) bool {
	it, ok := t.(*ir.IntType)
	return ok && it.Bits == 8
}

// moduleConstAbbrevs defines the abbreviations LLVM gives the module's
// constants block: aggregates (of value ids below the module's count),
// strings in 8 bits, C strings in 7 bits or char6.
func (e *encoder) moduleConstAbbrevs() {
	e.b.defineAbbrevs(
		[]abbrevOp{opLit(cstAggregate), opArray, opFixedFor(e.nvals)},
		[]abbrevOp{opLit(cstString), opArray, opFixed(8)},
		[]abbrevOp{opLit(cstCString), opArray, opFixed(7)},
		[]abbrevOp{opLit(cstCString), opArray, opChar6})
}

// wideWords encodes v as an integer of the given width the way LLVM's
// emitWideAPInt does: its active 64-bit words (at least one), low first,
// each sign-rotated.
func wideWords(v *big.Int, bits int) []uint64 {
	if v.Sign() < 0 {
		v = new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	}
	var ops []uint64
	mask := new(big.Int).SetUint64(^uint64(0))
	for w := new(big.Int).Set(v); w.Sign() > 0; w.Rsh(w, 64) {
		ops = append(ops, encodeSigned(int64(new(big.Int).And(w, mask).Uint64())))
	}
	if len(ops) == 0 {
		ops = []uint64{0}
	}
	return ops
}

func (e *encoder) constRecord(c ir.Value, fs *fnEnc) (uint64, []uint64) {
	id := func(v ir.Value) uint64 { return e.valueID(v, fs) }
	switch k := c.(type) {
	case *ir.ConstInt:
		if k.Big != nil {
			return cstWideInteger, wideWords(k.Big, k.Type().(*ir.IntType).Bits)
		}
		return cstInteger, []uint64{encodeSigned(k.V)}
	case *ir.ConstFloat:
		return cstFloat, e.floatBits(k)
	case *ir.ConstSimple:
		switch k.Kind {
		case ir.KindUndef:
			return cstUndef, nil
		case ir.KindPoison:
			return cstPoison, nil
		}
		return cstNull, nil
	case *ir.ConstBytes:
		d := k.Data
		if n := len(d); n > 0 && d[n-1] == 0 && !strings.Contains(d[:n-1], "\x00") {
			return cstCString, strOps(d[:n-1])
		}
		return cstString, strOps(d)
	case *ir.ConstAggregate:
		if isData(k) {
			return e.dataRecord(k)
		}
		var ops []uint64
		if k.Kind == ir.AggSplat {
			if k.Type().(*ir.VectorType).Scalable {
				// Numbered as splatExpr, never written itself.
				e.fail("splat of a scalable vector left unnumbered")
			}
			n := k.Type().(*ir.VectorType).Len
			for i := uint64(0); i < n; i++ {
				ops = append(ops, id(k.Elems[0]))
			}
			return cstAggregate, ops
		}
		if len(k.Elems) == 0 {
			return cstNull, nil // LLVM keeps [], {} and <{}> as zeroinitializer
		}
		for _, el := range k.Elems {
			ops = append(ops, id(el))
		}
		return cstAggregate, ops
	case *ir.ConstExpr:
		return e.constExprRecord(k, id)
	case *ir.ConstRef:
		ops := k.Operands()
		switch k.Kind {
		case ir.RefBlockAddress:
			f := ops[0].(*ir.Function)
			bb := ops[1].(*ir.Block)
			idx := -1
			for i, x := range f.Blocks {
				if x == bb {
					idx = i
				}
			}
			if idx < 0 {
				e.fail("blockaddress of a block not in its function")
			}
			// The function's own type, as LLVM writes it: LLVM 22 skips the
			// field, LLVM 14 aborts unless it is the typed function pointer.
			return cstBlockAddress, []uint64{e.typeIDs[f.Type()], id(f), uint64(idx)}
		case ir.RefDSOLocalEquivalent, ir.RefNoCFI:
			code := uint64(cstDSOLocalEquiv)
			if k.Kind == ir.RefNoCFI {
				code = cstNoCFI
			}
			return code, []uint64{e.typeIDs[ops[0].Type()], id(ops[0])}
		case ir.RefPtrAuth:
			r := []uint64{}
			for _, op := range ops {
				r = append(r, id(op))
			}
			if len(r) > 4 {
				return cstPtrAuth2, r
			}
			return cstPtrAuth, r
		}
	case *ir.InlineAsm:
		fty := k.Type()
		if pt, ok := fty.(*ir.PointerType); ok && pt.Elem != nil {
			fty = pt.Elem
		}
		flags := boolU(k.SideEffect) | boolU(k.AlignStack)<<1 | boolU(k.IntelDialect)<<2 | boolU(k.Unwind)<<3
		ops := []uint64{e.typeIDs[fty], flags, uint64(len(k.Asm))}
		ops = append(ops, strOps(k.Asm)...)
		ops = append(ops, uint64(len(k.Constraints)))
		ops = append(ops, strOps(k.Constraints)...)
		return cstInlineAsm, ops
	}
	e.fail("constant %T is not supported", c)
	return 0, nil
}

func (e *encoder) floatBits(k *ir.ConstFloat) []uint64 {
	ft := k.Type().(*ir.FloatType)
	switch ft.Kind {
	case ir.Float:
		return []uint64{uint64(float64to32(k.F))}
	case ir.Double:
		return []uint64{math.Float64bits(k.F)}
	}
	raw := k.Raw
	if raw == "" && ft.Kind == ir.Half {
		return []uint64{halfBits(k.F)}
	}
	if raw == "" && ft.Kind == ir.BFloat {
		return []uint64{bfloatBits(k.F)}
	}
	if raw == "" {
		e.fail("%s constant without its hexadecimal form", ft)
	}
	hex := raw[3:]
	parse := func(s string) uint64 {
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			e.fail("bad floating-point constant %q", raw)
		}
		return v
	}
	switch ft.Kind {
	case ir.Half, ir.BFloat:
		return []uint64{parse(hex)}
	case ir.X86FP80:
		if len(hex) != 20 {
			e.fail("bad x86_fp80 constant %q", raw)
		}
		return []uint64{parse(hex[:16]), parse(hex[16:])}
	}
	if len(hex) != 32 {
		e.fail("bad %s constant %q", ft, raw)
	}
	return []uint64{parse(hex[:16]), parse(hex[16:])}
}

// halfBits is f as an IEEE half, rounded to nearest even (a decimal half
// constant in the text, which LLVM accepts only when it is exact).
func halfBits(f float64) uint64 {
	b := math.Float64bits(f)
	sign := b >> 63 << 15
	switch {
	case f != f:
		return sign | 0x7E00
	case math.IsInf(f, 0):
		return sign | 0x7C00
	}
	a := math.Abs(f)
	if a < 0x1p-14 { // subnormal or zero: a multiple of 2^-24
		return sign | uint64(math.RoundToEven(a*0x1p24))
	}
	exp := uint64((b>>52)&0x7FF) - 1023 + 15
	mant := b & (1<<52 - 1)
	h := exp<<10 | mant>>42
	if rem := mant & (1<<42 - 1); rem > 1<<41 || rem == 1<<41 && h&1 == 1 {
		h++ // a carry into the exponent is right, up to infinity
	}
	if h >= 0x7C00 {
		h = 0x7C00
	}
	return sign | h
}

// bfloatBits is f as a bfloat (the top half of a float), rounded to nearest
// even.
func bfloatBits(f float64) uint64 {
	x := float64to32(f)
	if f != f {
		return uint64(x>>16 | 0x40)
	}
	h := x >> 16
	if rem := x & 0xFFFF; rem > 0x8000 || rem == 0x8000 && h&1 == 1 {
		h++
	}
	return uint64(h)
}

// float64to32 narrows a float value exactly (it came from a float).
func float64to32(f float64) uint32 {
	if f == f {
		return math.Float32bits(float32(f))
	}
	b := math.Float64bits(f)
	return uint32(b>>63)<<31 | 0xFF<<23 | uint32(b>>29)&0x7FFFFF
}

func castCode(op ir.Opcode) (uint64, bool) {
	for i, c := range castOps {
		if c == op {
			return uint64(i), true
		}
	}
	return 0, false
}

func binopCode(op ir.Opcode) (uint64, bool) {
	for i, p := range binops {
		if p[0] == op || (p[1] == op && op != 0) {
			return uint64(i), true
		}
	}
	return 0, false
}

// encodeBinopFlags is the inverse of binopFlags.
func encodeBinopFlags(op ir.Opcode, f ir.Flags) uint64 {
	var v uint64
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl:
		if f&ir.NUW != 0 {
			v |= 1
		}
		if f&ir.NSW != 0 {
			v |= 2
		}
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		if f&ir.Exact != 0 {
			v |= 1
		}
	case ir.OpOr:
		if f&ir.Disjoint != 0 {
			v |= 1
		}
	default:
		v = encodeFMF(f)
	}
	return v
}

func encodeFMF(f ir.Flags) uint64 {
	var v uint64
	for _, p := range [...]struct {
		bit  uint64
		flag ir.Flags
	}{{2, ir.NNaN}, {4, ir.NInf}, {8, ir.NSZ}, {16, ir.ARcp}, {32, ir.Contract}, {64, ir.AFn}, {128, ir.Reassoc}} {
		if f&p.flag != 0 {
			v |= p.bit
		}
	}
	return v
}

func encodeGEPFlags(f ir.Flags) uint64 {
	return boolU(f&ir.InBounds != 0) | boolU(f&ir.NUSW != 0)<<1 | boolU(f&ir.NUW != 0)<<2
}

func predCode(op ir.Opcode, p ir.Predicate) uint64 {
	s := p.String()
	for i, n := range [...]string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"} {
		if n == s && op == ir.OpICmp {
			return uint64(32 + i)
		}
	}
	for i, n := range [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"} {
		if n == s {
			return uint64(i)
		}
	}
	for i, n := range [...]string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"} {
		if n == s {
			return uint64(32 + i)
		}
	}
	return 0
}

func (e *encoder) constExprRecord(k *ir.ConstExpr, id func(ir.Value) uint64) (uint64, []uint64) {
	ops := k.Operands()
	if c, ok := castCode(k.Op); ok {
		return cstCast, []uint64{c, e.typeIDs[ops[0].Type()], id(ops[0])}
	}
	if c, ok := binopCode(k.Op); ok {
		r := []uint64{c, id(ops[0]), id(ops[1])}
		if f := encodeBinopFlags(k.Op, k.Flags); f != 0 {
			r = append(r, f)
		}
		return cstBinop, r
	}
	switch k.Op {
	case ir.OpFNeg:
		return cstUnop, []uint64{0, id(ops[0])}
	case ir.OpGetElementPtr:
		if k.InRangeIndex >= 1 {
			// LLVM 14's "inrange" on an index: the old record, which
			// newer readers turn into a range.
			r := []uint64{e.typeIDs[k.ElemType], uint64(k.InRangeIndex-1)<<1 | boolU(k.Flags&ir.InBounds != 0)}
			for _, op := range ops {
				r = append(r, e.typeIDs[op.Type()], id(op))
			}
			return cstGEPInRangeOld, r
		}
		if e.m.TypedPointers {
			return e.typedGEP(k, id)
		}
		r := []uint64{e.typeIDs[k.ElemType], encodeGEPFlags(k.Flags)}
		code := uint64(cstGEP)
		if k.InRange != "" {
			lo, hi := e.rangePair(strings.Trim(k.InRange, "()"))
			r = append(r, 64, lo, hi)
			code = cstGEPInRange
		}
		for _, op := range ops {
			r = append(r, e.typeIDs[op.Type()], id(op))
		}
		return code, r
	case ir.OpSelect:
		return cstSelect, []uint64{id(ops[0]), id(ops[1]), id(ops[2])}
	case ir.OpExtractElement:
		return cstExtractElt, []uint64{e.typeIDs[ops[0].Type()], id(ops[0]), e.typeIDs[ops[1].Type()], id(ops[1])}
	case ir.OpInsertElement:
		return cstInsertElt, []uint64{id(ops[0]), id(ops[1]), e.typeIDs[ops[2].Type()], id(ops[2])}
	case ir.OpShuffleVector:
		return cstShufVecEx, []uint64{e.typeIDs[ops[0].Type()], id(ops[0]), id(ops[1]), id(ops[2])}
	case ir.OpICmp, ir.OpFCmp:
		return cstCmp, []uint64{e.typeIDs[ops[0].Type()], id(ops[0]), id(ops[1]), predCode(k.Op, k.Pred)}
	}
	e.fail("constant expression %s is not supported", k.Op)
	return 0, nil
}

// scalableSplat returns c as a splat of a scalable vector. LLVM has no
// constant record for it: the writer numbers and writes splatExpr(c) in
// its place.
func scalableSplat(c ir.Value) (*ir.ConstAggregate, bool) {
	a, ok := c.(*ir.ConstAggregate)
	if !ok || a.Kind != ir.AggSplat || len(a.Elems) != 1 {
		return nil, false
	}
	vt, ok := a.Type().(*ir.VectorType)
	return a, ok && vt.Scalable
}

// splatExpr is what LLVM writes for "<vscale x n x T> splat (T v)":
// zeroinitializer when v is zero, otherwise
//
//	shufflevector (insertelement (poison, T v, i64 0), poison, <vscale x n x i32> zeroinitializer)
//
// which LLVM's reader folds back into the splat.
func (e *encoder) splatExpr(s *ir.ConstAggregate) ir.Constant {
	vt := s.Type().(*ir.VectorType)
	if zeroScalar(s.Elems[0]) {
		return ir.NewConstSimple(vt, ir.KindZero)
	}
	tc := e.m.Types
	poison := ir.PoisonOf(vt)
	ins := ir.NewConstExprUnlinked(ir.OpInsertElement, vt, poison, s.Elems[0], ir.NewConstInt(tc.I64, 0))
	mask := ir.NewConstSimple(tc.Vector(vt.Len, tc.I32, true), ir.KindZero)
	return ir.NewConstExprUnlinked(ir.OpShuffleVector, vt, ins, poison, mask)
}

// zeroScalar reports whether v is an integer 0, +0.0 (as a decimal), null
// or zeroinitializer.
func zeroScalar(v ir.Value) bool {
	switch c := v.(type) {
	case *ir.ConstInt:
		return c.IsZero()
	case *ir.ConstFloat:
		return c.Raw == "" && math.Float64bits(c.F) == 0
	case *ir.ConstSimple:
		return c.Kind == ir.KindNull || c.Kind == ir.KindZero
	}
	return false
}
