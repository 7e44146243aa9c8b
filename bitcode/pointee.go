package bitcode

import "memspace/ir"

// pointee is the package's pointee for a value of this body: a result a
// forward reference named before it was defined (a metadata VALUE record
// of a debug record, say) has none, since LLVM's value list keeps the
// type id of the reference, a plain pointer, when the value replaces it
// (record mutant 2226 of seed 34: a load from an alloca a #dbg_declare
// names).
func (fs *fnState) pointee(v ir.Value) ir.Type {
	if in, ok := v.(*ir.Instruction); ok && fs.fwdDef[in] {
		if pt, ok := scalarOf(in.Type()).(*ir.PointerType); !ok || pt.Elem == nil {
			return nil
		}
	}
	return pointee(v)
}

// pointee returns the type a record of old bitcode, one that names no
// type where a newer record does (a load's, a call's function type, a
// getelementptr's source, the value of an old store, cmpxchg or
// atomicrmw), takes pointer v to point to, as LLVM's reader finds it, or
// nil.
//
// A typed pointer names its pointee. For an opaque pointer, LLVM's reader
// keeps a type beside some values as it makes them (a "virtual type id")
// and takes that: an alloca's allocated type, a getelementptr's result
// element type, a global variable's or alias's value type, a function's
// type. Any other pointer (an argument, a loaded, cast or selected one, a
// constant expression, a forward reference) has none, and LLVM refuses
// the record ("Missing load type"). Checked against llvm-dis-22 by
// removing the types of records (TestOldRecordsTakeTheVirtualPointee).
func pointee(v ir.Value) ir.Type {
	if pt, ok := scalarOf(v.Type()).(*ir.PointerType); !ok {
		return nil
	} else if pt.Elem != nil {
		return pt.Elem
	}
	switch v := v.(type) {
	case *ir.GlobalVariable:
		return v.ValueType
	case *ir.Alias:
		return v.ValueType
	case *ir.Function:
		return v.Sig
	case *ir.Instruction:
		switch v.Op {
		case ir.OpAlloca:
			return v.ElemType
		case ir.OpGetElementPtr:
			t, err := ir.IndexedType(v.ElemType, v.Operands()[2:])
			if err != nil {
				return nil
			}
			return t
		}
	}
	return nil
}
