package bitcode

import (
	"strconv"

	"memspace/ir"
)

// Type block record codes.
const (
	typeNumEntry     = 1
	typeVoid         = 2
	typeFloat        = 3
	typeDouble       = 4
	typeLabel        = 5
	typeOpaque       = 6
	typeInteger      = 7
	typePointer      = 8
	typeFunctionOld  = 9
	typeHalf         = 10
	typeArray        = 11
	typeVector       = 12
	typeX86FP80      = 13
	typeFP128        = 14
	typePPCFP128     = 15
	typeMetadata     = 16
	typeX86MMX       = 17
	typeStructAnon   = 18
	typeStructName   = 19
	typeStructNamed  = 20
	typeFunction     = 21
	typeToken        = 22
	typeBFloat       = 23
	typeX86AMX       = 24
	typeOpaquePtr    = 25
	typeTargetType   = 26
	maxIntegerBits   = 1 << 23
	maxTypeTableSize = 1 << 24
)

// typeRec is a type record kept until the whole table is read, so that
// records may name types defined after them (identified structs).
type typeRec struct {
	code uint64
	ops  []uint64
	name string
	pos  uint64
}

// readTypes reads the TYPE_BLOCK: all records first, then every type in
// table order; identified structs are made before any body, so a body
// may refer to a struct further on.
func (r *reader) readTypes() {
	var recs []typeRec
	pending := ""
	// LLVM sizes the table by NUMENTRY (the last one read) and refuses a
	// type past that size, and a table that ends short of it.
	numEntry := uint64(0)
	for {
		k, id := r.s.next()
		if k == entryEnd {
			break
		}
		if k == entrySubBlock {
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		switch rec.code {
		case typeNumEntry:
			if numEntry = r.op(&rec, 0); numEntry > maxTypeTableSize {
				r.fail("type table of %d entries is too large", numEntry)
			}
			continue
		case typeStructName:
			pending = r.name(r.opsString(rec.ops))
			continue
		case typeVoid, typeFloat, typeDouble, typeLabel, typeOpaque, typeInteger, typePointer,
			typeHalf, typeArray, typeVector, typeX86FP80, typeFP128, typePPCFP128, typeMetadata,
			typeX86MMX, typeStructAnon, typeStructNamed, typeFunction, typeToken, typeBFloat,
			typeX86AMX, typeOpaquePtr, typeTargetType, typeFunctionOld:
		default:
			r.unknownRecord(typeBlock, &rec)
		}
		if uint64(len(recs)) >= numEntry {
			r.fail("type %d is past the %d entries the type table declares (NUMENTRY)", len(recs), numEntry)
		}
		tr := typeRec{code: rec.code, ops: append([]uint64(nil), rec.ops...), pos: rec.pos}
		if rec.code == typeStructNamed || rec.code == typeOpaque || rec.code == typeTargetType {
			tr.name, pending = pending, ""
		}
		recs = append(recs, tr)
	}
	if uint64(len(recs)) != numEntry {
		r.fail("the type table declares %d entries (NUMENTRY) and holds %d", numEntry, len(recs))
	}
	r.types = make([]ir.Type, len(recs))
	tc := r.m.Types
	unnamed := 0
	for i, tr := range recs {
		if tr.code == typeStructNamed || tr.code == typeOpaque {
			name, numbered := tr.name, false
			if name == "" {
				name, numbered = strconv.Itoa(unnamed), true
				unnamed++
			}
			if tc.LookupNamed(name) != nil {
				r.recPos = tr.pos
				r.fail("duplicate struct name %q", name)
			}
			r.types[i] = tc.Named(name, numbered)
		}
	}
	// LLVM makes a placeholder struct for a type named before its
	// record, so only a named struct may be referred to ahead, by any
	// record, a named struct's body too (bitcode mutant 81 of seed 651).
	checkAhead := func(id, to uint64) {
		if to >= id && to < uint64(len(recs)) && recs[to].code != typeStructNamed && recs[to].code != typeOpaque {
			r.fail("type %d refers ahead to type %d, which is not a named struct", id, to)
		}
	}
	building := make([]bool, len(recs))
	var build func(id uint64) ir.Type
	build = func(id uint64) ir.Type {
		if id >= uint64(len(recs)) {
			r.fail("invalid type id %d", id)
		}
		if t := r.types[id]; t != nil {
			return t
		}
		if building[id] {
			r.recPos = recs[id].pos
			r.fail("type %d refers to itself", id)
		}
		building[id] = true
		saved := r.recPos
		r.recPos = recs[id].pos
		ref := func(to uint64) ir.Type {
			checkAhead(id, to)
			return build(to)
		}
		t := r.makeType(&recs[id], ref)
		r.recPos = saved
		r.types[id] = t
		return t
	}
	for i := range recs {
		build(uint64(i))
	}
	for i, tr := range recs {
		if tr.code == typeStructNamed {
			r.recPos = tr.pos
			st := r.types[i].(*ir.StructType)
			if len(tr.ops) < 1 {
				r.fail("invalid STRUCT_NAMED record")
			}
			fields := make([]ir.Type, len(tr.ops)-1)
			for j, e := range tr.ops[1:] {
				checkAhead(uint64(i), e)
				fields[j] = r.elemType(build(e), ir.IsValidStructElement)
			}
			st.SetBody(fields, tr.ops[0] != 0)
			if st.IsRecursive() {
				r.fail("identified structure type '%s' is recursive", st.Name)
			}
		}
	}
}

// elemType checks that t may be an element of an aggregate or vector
// (valid is one of ir's IsValid...Element).
func (r *reader) elemType(t ir.Type, valid func(ir.Type) bool) ir.Type {
	if !valid(t) {
		r.fail("invalid element type %s", t)
	}
	return t
}

func (r *reader) makeType(tr *typeRec, build func(uint64) ir.Type) ir.Type {
	tc := r.m.Types
	ops := tr.ops
	need := func(n int) {
		if len(ops) < n {
			r.fail("invalid type record (code %d)", tr.code)
		}
	}
	switch tr.code {
	case typeVoid:
		return tc.Void
	case typeFloat:
		return tc.FloatOf(ir.Float)
	case typeDouble:
		return tc.FloatOf(ir.Double)
	case typeHalf:
		return tc.FloatOf(ir.Half)
	case typeBFloat:
		return tc.FloatOf(ir.BFloat)
	case typeX86FP80:
		return tc.FloatOf(ir.X86FP80)
	case typeFP128:
		return tc.FloatOf(ir.FP128)
	case typePPCFP128:
		return tc.FloatOf(ir.PPCFP128)
	case typeLabel:
		return tc.Label
	case typeMetadata:
		return tc.Metadata
	case typeToken:
		return tc.Token
	case typeX86MMX:
		return tc.Simple(ir.X86MMXKind)
	case typeX86AMX:
		return tc.Simple(ir.X86AMXKind)
	case typeInteger:
		need(1)
		if ops[0] < 1 || ops[0] > maxIntegerBits {
			r.fail("invalid integer width %d", ops[0])
		}
		return tc.Int(int(ops[0]))
	case typeOpaquePtr:
		if len(ops) != 1 { // (record mutant 652 of seed 3)
			r.fail("invalid opaque pointer record")
		}
		r.opaque = true
		return tc.Ptr(r.addrSpace(ops[0]))
	case typePointer:
		need(1)
		r.m.TypedPointers = true
		elem := build(ops[0])
		return tc.TypedPtr(elem, r.addrSpace(opOr(&record{ops: ops}, 1, 0)))
	case typeArray:
		need(2)
		return tc.Array(ops[0], r.elemType(build(ops[1]), ir.IsValidArrayElement))
	case typeVector:
		need(2)
		// LLVM keeps a vector's length in 32 bits and reads the low 32
		// of the record's (record mutant 977 of seed 21: 2^32+2 read as
		// 2); a length of zero there makes a vector its text refuses.
		n := uint64(uint32(ops[0]))
		if n == 0 {
			r.fail("vector of zero elements")
		}
		return tc.Vector(n, r.elemType(build(ops[1]), ir.IsValidVectorElement), len(ops) > 2 && ops[2] != 0)
	case typeStructAnon:
		need(1)
		fields := make([]ir.Type, len(ops)-1)
		for i, e := range ops[1:] {
			fields[i] = r.elemType(build(e), ir.IsValidStructElement)
		}
		return tc.Struct(fields, ops[0] != 0)
	case typeFunction, typeFunctionOld:
		first := 1
		if tr.code == typeFunctionOld {
			first = 2
		}
		need(first + 1)
		ret := build(ops[first])
		if !ir.IsValidReturnType(ret) {
			r.fail("invalid function return type %s", ret)
		}
		params := make([]ir.Type, len(ops)-first-1)
		for i, e := range ops[first+1:] {
			params[i] = build(e)
			if !ir.IsValidArgumentType(params[i]) {
				r.fail("invalid function argument type %s", params[i])
			}
		}
		return tc.Func(ret, params, ops[0] != 0)
	case typeTargetType:
		need(1)
		n := ops[0]
		if n > uint64(len(ops)-1) {
			r.fail("invalid TARGET_TYPE record")
		}
		tys := make([]ir.Type, n)
		for i := uint64(0); i < n; i++ {
			tys[i] = build(ops[1+i])
		}
		var ints []uint32
		for _, v := range ops[1+n:] {
			ints = append(ints, uint32(v))
		}
		t := tc.TargetExt(tr.name, tys, ints)
		if msg := ir.TargetExtParamProblem(t); msg != "" {
			r.fail("%s", msg)
		}
		return t
	}
	r.fail("invalid type record (code %d)", tr.code)
	return nil
}

func (r *reader) addrSpace(v uint64) uint32 {
	if v >= 1<<24 {
		r.fail("invalid address space %d", v)
	}
	return uint32(v)
}
