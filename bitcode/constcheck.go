package bitcode

import "memspace/ir"

// checkConstRecord makes the checks LLVM's reader makes of a constant
// record as it reads it (parseConstants), before anything uses the
// constant: operand counts, the kind of the current type, the type ids a
// record names. memspace builds a constant only when something uses it
// (constTable.get), where it checks more; without these, a malformed
// constant nothing uses was read where LLVM refuses the file (record
// mutant 1060 of seed 5). cur is the type the last SETTYPE set.
func (r *reader) checkConstRecord(code uint64, cur ir.Type, ops []uint64) {
	if n := constLeastOps[code]; len(ops) < n {
		r.fail("invalid constant record (code %d) of %d operands", code, len(ops))
	}
	_, curVector := cur.(*ir.VectorType)
	switch code {
	case cstNull:
		if !ir.IsNullable(cur) {
			r.fail("invalid type for a constant null value")
		}
	case cstInteger, cstWideInteger:
		if _, ok := scalarOf(cur).(*ir.IntType); !ok {
			r.fail("invalid integer const record")
		}
	case cstCast:
		if ops[0] < uint64(len(castOps)) { // LLVM makes poison of an unknown cast
			r.typeAt(ops[1])
		}
	case cstCmp, cstBlockAddress, cstDSOLocalEquiv, cstNoCFI:
		r.typeAt(ops[0])
	case cstExtractElt:
		if _, ok := r.typeAt(ops[0]).(*ir.VectorType); !ok {
			r.fail("invalid extractelement constexpr record")
		}
		if len(ops) == 4 {
			r.typeAt(ops[2])
		}
	case cstInsertElt:
		if !curVector {
			r.fail("invalid insertelement constexpr record")
		}
		if len(ops) == 4 {
			r.typeAt(ops[2])
		}
	case cstData:
		if elem, ok := containedElem(cur); ok && !dataElem(elem) {
			// LLVM: "Invalid type for value" (record mutant 1565 of seed
			// 11 made the table's i32 an i48).
			r.fail("data constant of %s elements", elem)
		}
	case cstShuffleVec, cstShufVecEx:
		if !curVector {
			r.fail("invalid shufflevector constexpr record")
		}
		if code == cstShufVecEx {
			if _, ok := r.typeAt(ops[0]).(*ir.VectorType); !ok {
				r.fail("invalid shufflevector constexpr record")
			}
		}
	}
}

// constLeastOps is the fewest operands LLVM takes in a constant record,
// by record code; codes not listed take any number.
var constLeastOps = [...]int{cstInteger: 1, cstWideInteger: 1, cstFloat: 1, cstAggregate: 1, cstString: 1,
	cstCString: 1, cstData: 1, cstUnop: 2, cstBinop: 3, cstCast: 3, cstSelect: 3, cstExtractElt: 3,
	cstInsertElt: 3, cstShuffleVec: 3, cstShufVecEx: 4, cstCmp: 4, cstBlockAddress: 3,
	cstDSOLocalEquiv: 2, cstNoCFI: 2, cstPtrAuth: 4, cstPtrAuth2: 5, cstGEPOld: 2, cstInboundsGEP: 2,
	cstGEPInRangeOld: 2, cstGEP: 2, cstGEPInRange: 2}

// containedElem returns the element type of an array or vector type.
func containedElem(t ir.Type) (ir.Type, bool) {
	switch t := t.(type) {
	case *ir.ArrayType:
		return t.Elem, true
	case *ir.VectorType:
		return t.Elem, true
	}
	return nil, false
}

// dataElem reports whether a data record may hold elements of type t, as
// LLVM's ConstantDataSequential takes them: integers of 8 to 64 bits and
// the floating-point types of 16 to 64.
func dataElem(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntType:
		return t.Bits == 8 || t.Bits == 16 || t.Bits == 32 || t.Bits == 64
	case *ir.FloatType:
		return t.Kind == ir.Half || t.Kind == ir.BFloat || t.Kind == ir.Float || t.Kind == ir.Double
	}
	return false
}
