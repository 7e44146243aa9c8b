package bitcode

import "memspace/ir"

// pointee is the package's pointee for a value of this body: a result a
// forward reference named before it was defined (an operand, or a
// metadata VALUE record of a debug record) has none, since LLVM's value
// list keeps the type id of the reference, a plain pointer, when the value
// replaces it (record mutant 2226 of seed 34: a load from an alloca a
// #dbg_declare names). Only old records ask, so the few such ids are
// searched here rather than marked as each instruction is read.
func (fs *fnState) pointee(v ir.Value) ir.Type {
	if in, ok := v.(*ir.Instruction); ok && fs.namedEarly(in) {
		if pt, ok := scalarOf(in.Type()).(*ir.PointerType); !ok || pt.Elem == nil {
			return nil
		}
	}
	return pointee(v)
}

// mustPointee is pointee for a record that needs a pointer's pointee,
// failing with msg where there is none.
func (fs *fnState) mustPointee(p ir.Value, msg string) ir.Type {
	t := fs.pointee(p)
	if _, ok := p.Type().(*ir.PointerType); !ok || t == nil {
		fs.r.fail("%s", msg)
	}
	return t
}

// oldValueType is the type an old store, cmpxchg or atomicrmw record,
// which names no type for its value, takes the value to have: the
// pointee of pointer p, or nil (any type) where there is none. LLVM's
// reader then takes a value already read as it is, and refuses only a
// forward reference, which has no type (valueTyped); a store to an
// argument reads (TestOldFormsTakeTheVirtualPointee). msg is the error
// where p is not a pointer.
func (fs *fnState) oldValueType(p ir.Value, msg string) ir.Type {
	if _, ok := p.Type().(*ir.PointerType); !ok {
		fs.r.fail("%s", msg)
	}
	return fs.pointee(p)
}

// namedEarly reports whether an operand or the body's metadata named in
// before it was defined.
func (fs *fnState) namedEarly(in *ir.Instruction) bool {
	is := func(id uint64) bool {
		return id >= fs.base && id-fs.base < uint64(len(fs.vals)) && fs.vals[id-fs.base] == ir.Value(in)
	}
	for id := range fs.fwd {
		if is(id) {
			return true
		}
	}
	for id := range fs.mdFwd {
		if is(id) {
			return true
		}
	}
	return false
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
// constant expression, a forward reference) has none: LLVM refuses a load
// ("Missing load type") or a call so, crashes on a getelementptr (memspace
// refuses it), and takes an old store's, cmpxchg's or atomicrmw's value
// as it is (oldValueType). Checked against llvm-dis-22 by
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
