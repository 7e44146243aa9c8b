package irverify

import "memspace/ir"

// This file holds nil-safe questions about types. Types are interned, so
// equal types are the same pointer and == compares them.

// isNilType reports whether t is nil or a nil pointer of one of the IR's
// type structs.
func isNilType(t ir.Type) bool {
	switch t := t.(type) {
	case nil:
		return true
	case *ir.SimpleType:
		return t == nil
	case *ir.IntType:
		return t == nil
	case *ir.FloatType:
		return t == nil
	case *ir.PointerType:
		return t == nil
	case *ir.VectorType:
		return t == nil || isNilType(t.Elem)
	case *ir.ArrayType:
		return t == nil || isNilType(t.Elem)
	case *ir.StructType:
		return t == nil
	case *ir.FuncType:
		return t == nil || isNilType(t.Ret)
	case *ir.TargetExtType:
		return t == nil
	}
	return false
}

// typeStr spells t, or "<no type>" for a nil one.
func typeStr(t ir.Type) string {
	if isNilType(t) || !fieldsOK(t) {
		return "<no type>"
	}
	return t.String()
}

// fieldsOK reports whether the types t prints are all present, so that
// printing it cannot fail.
func fieldsOK(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.PointerType:
		return t.Elem == nil || (!isNilType(t.Elem) && fieldsOK(t.Elem))
	case *ir.VectorType:
		return fieldsOK(t.Elem)
	case *ir.ArrayType:
		return fieldsOK(t.Elem)
	case *ir.StructType:
		if t.Name != "" {
			return true
		}
		return typesOK(t.Fields)
	case *ir.FuncType:
		return fieldsOK(t.Ret) && typesOK(t.Params)
	case *ir.TargetExtType:
		return typesOK(t.Types)
	}
	return true
}

func typesOK(ts []ir.Type) bool {
	for _, f := range ts {
		if isNilType(f) || !fieldsOK(f) {
			return false
		}
	}
	return true
}

// scalarOf returns the element type of a vector, or t itself.
func scalarOf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok && v != nil {
		return v.Elem
	}
	return t
}

func isInt(t ir.Type) bool   { it, ok := t.(*ir.IntType); return ok && it != nil }
func isFloat(t ir.Type) bool { ft, ok := t.(*ir.FloatType); return ok && ft != nil }
func isPtr(t ir.Type) bool   { pt, ok := t.(*ir.PointerType); return ok && pt != nil }

func isVector(t ir.Type) bool { v, ok := t.(*ir.VectorType); return ok && v != nil }

func isIntOrIntVector(t ir.Type) bool     { return isInt(scalarOf(t)) }
func isFloatOrFloatVector(t ir.Type) bool { return isFloat(scalarOf(t)) }
func isPtrOrPtrVector(t ir.Type) bool     { return isPtr(scalarOf(t)) }

// isI1 reports whether t is i1.
func isI1(t ir.Type) bool { it, ok := t.(*ir.IntType); return ok && it != nil && it.Bits == 1 }

// sameShape reports whether a and b are both scalars, or both vectors of
// the same length.
func sameShape(a, b ir.Type) bool {
	va, aok := a.(*ir.VectorType)
	vb, bok := b.(*ir.VectorType)
	if aok != bok {
		return false
	}
	return !aok || (va.Len == vb.Len && va.Scalable == vb.Scalable)
}

// scalarBits is the width of an integer or floating-point scalar, 0 for
// anything else.
func scalarBits(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntType:
		return t.Bits
	case *ir.FloatType:
		return t.Kind.Bits()
	case *ir.SimpleType:
		switch t.Kind {
		case ir.X86MMXKind:
			return 64
		case ir.X86AMXKind:
			return 8192
		}
	}
	return 0
}

// pointee returns the element type of a typed pointer, or nil for an
// opaque pointer or a non-pointer.
func pointee(t ir.Type) ir.Type {
	if p, ok := t.(*ir.PointerType); ok && p != nil {
		return p.Elem
	}
	return nil
}

// addrSpace returns the address space of a pointer or vector of pointers.
func addrSpace(t ir.Type) (uint32, bool) {
	if isNilType(t) {
		return 0, false
	}
	return ir.AddrSpaceOf(t)
}

// isFirstClassValue reports whether values of t can be instruction results:
// anything but void, label, metadata and function types.
func isFirstClassValue(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FuncType:
		return false
	case *ir.SimpleType:
		return t.Kind != ir.VoidKind && t.Kind != ir.LabelKind && t.Kind != ir.MetadataKind
	}
	return !isNilType(t)
}

// indexAggregate returns the type reached by extractvalue/insertvalue
// indices, or ok == false when an index is out of range or steps into a
// non-aggregate.
func indexAggregate(t ir.Type, idx []uint32) (ir.Type, bool) {
	if len(idx) == 0 {
		return nil, false
	}
	for _, i := range idx {
		switch tt := t.(type) {
		case *ir.StructType:
			if tt == nil || int64(i) >= int64(len(tt.Fields)) {
				return nil, false
			}
			t = tt.Fields[i]
		case *ir.ArrayType:
			if tt == nil || uint64(i) >= tt.Len {
				return nil, false
			}
			t = tt.Elem
		default:
			return nil, false
		}
	}
	return t, !isNilType(t)
}
