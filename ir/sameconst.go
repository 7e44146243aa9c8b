package ir

import (
	"math"
	"math/big"
)

// SameConstant reports whether a and b are one constant as LLVM sees it:
// LLVM uniques constants, so equal scalars, and expressions and aggregates
// of the same kind and type over the same constants, are one value. Global
// values are the same only when they are one global.
func SameConstant(a, b Value) bool {
	if a == b {
		return true
	}
	if a.Type() != b.Type() {
		return false
	}
	switch x := a.(type) {
	case *ConstInt:
		y, ok := b.(*ConstInt)
		return ok && sameInt(x, y)
	case *ConstFloat:
		y, ok := b.(*ConstFloat)
		return ok && x.Raw == y.Raw && (x.Raw != "" || math.Float64bits(x.F) == math.Float64bits(y.F))
	case *ConstSimple:
		y, ok := b.(*ConstSimple)
		return ok && x.Kind == y.Kind
	case *ConstExpr:
		y, ok := b.(*ConstExpr)
		return ok && x.Op == y.Op && x.Flags == y.Flags && x.Pred == y.Pred && x.ElemType == y.ElemType &&
			x.InRange == y.InRange && x.InRangeIndex == y.InRangeIndex && sameConstants(x.ops, y.ops)
	case *ConstAggregate:
		y, ok := b.(*ConstAggregate)
		return ok && x.Kind == y.Kind && sameConstants(x.Elems, y.Elems)
	}
	return false
}

func sameConstants(a, b []Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if _, ok := a[i].(Constant); !ok || !SameConstant(a[i], b[i]) {
			return false
		}
	}
	return true
}

// sameInt compares two integers of one type, however each is held.
func sameInt(x, y *ConstInt) bool {
	if x.Big == nil && y.Big == nil {
		return x.V == y.V
	}
	bx, by := x.Big, y.Big
	if bx == nil {
		bx = big.NewInt(x.V)
	}
	if by == nil {
		by = big.NewInt(y.V)
	}
	return bx.Cmp(by) == 0
}
