package ir

// ValidShuffleMask applies LLVM's rule (ShuffleVectorInst::isValidOperands)
// to the mask of a shufflevector of two vectors of type in: a constant
// vector of i32, scalable exactly when in is, whose elements each pick
// one of the two inputs' 2N elements or are undef or poison. A scalable
// shuffle takes only a mask of zeros, undef or poison. A mask that is not
// a constant is invalid.
func ValidShuffleMask(mask Value, in *VectorType) bool {
	mt, ok := mask.Type().(*VectorType)
	if !ok || in.Scalable != mt.Scalable {
		return false
	}
	undefined := func(v Value) bool {
		s, ok := v.(*ConstSimple)
		return ok && (s.Kind == KindUndef || s.Kind == KindPoison)
	}
	if s, ok := mask.(*ConstSimple); ok {
		return undefined(s) || s.Kind == KindZero
	}
	agg, ok := mask.(*ConstAggregate)
	if !ok || agg.Kind != AggVector && agg.Kind != AggSplat {
		return false
	}
	for _, e := range agg.Elems {
		c, isInt := e.(*ConstInt)
		switch {
		case undefined(e) && !in.Scalable:
		case !isInt || c.Big != nil:
			return false
		case in.Scalable && c.V != 0, uint64(uint32(c.V)) >= 2*in.Len:
			return false
		}
	}
	return true
}
