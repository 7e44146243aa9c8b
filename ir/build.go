package ir

import "fmt"

// NewFunction makes a function of signature sig whose address has pointer
// type ptrType; its parameters are created unnamed.
func NewFunction(name string, sig *FuncType, ptrType Type) *Function {
	f := &Function{Sig: sig}
	f.name, f.typ = name, ptrType
	if n := len(sig.Params); n > 0 {
		f.Params = make([]*Argument, n)
		args := make([]Argument, n)
		for i, t := range sig.Params {
			args[i] = Argument{typ: t, Parent: f, Index: i}
			f.Params[i] = &args[i]
		}
	}
	return f
}

// NewGlobalVariable makes a global of value type vt whose address has type ptrType.
func NewGlobalVariable(name string, vt Type, ptrType Type) *GlobalVariable {
	g := &GlobalVariable{ValueType: vt}
	g.name, g.typ = name, ptrType
	return g
}

// NewAlias makes an alias (or ifunc) of value type vt.
func NewAlias(name string, vt, ptrType Type, target Constant, ifunc bool) *Alias {
	a := &Alias{ValueType: vt, Target: target, IFunc: ifunc}
	a.name, a.typ = name, ptrType
	return a
}

// SetSig replaces f's signature and address type, retyping the parameters
// to match (their names, attributes and uses stay).
func (f *Function) SetSig(sig *FuncType, ptrType Type) {
	f.Sig, f.typ = sig, ptrType
	for i, p := range f.Params {
		if i < len(sig.Params) {
			p.typ = sig.Params[i]
		}
	}
}

// NewCast makes a cast instruction of v to t.
func NewCast(op Opcode, v Value, t Type) *Instruction { return NewInstruction(op, t, v) }

// NewConstCast makes a cast constant expression of c to t, folding a cast to
// the type c already has.
func NewConstCast(op Opcode, c Constant, t Type) Constant {
	if c.Type() == t {
		return c
	}
	return NewConstExpr(op, t, c)
}

// NewCall makes a direct call of f with args.
func NewCall(f *Function, args ...Value) *Instruction {
	ops := append(append([]Value(nil), args...), f)
	in := NewInstruction(OpCall, f.Sig.Ret, ops...)
	in.ElemType = f.Sig
	in.Ext().Call = &CallInfo{NumArgs: len(args), ParamAttrs: make([]AttrList, len(args))}
	return in
}

// IndexedType returns the type reached by indexing t with the given GEP
// indices (the first index steps over the pointer and is not passed here).
func IndexedType(t Type, indices []Value) (Type, error) {
	for _, idx := range indices {
		switch tt := t.(type) {
		case *ArrayType:
			t = tt.Elem
		case *VectorType:
			t = tt.Elem
		case *StructType:
			i, ok := structIndex(idx)
			if !ok || i >= int64(len(tt.Fields)) {
				return nil, fmt.Errorf("invalid getelementptr indices")
			}
			t = tt.Fields[i]
		default:
			return nil, fmt.Errorf("invalid getelementptr indices")
		}
	}
	return t, nil
}

// structIndex returns the field a struct index selects, as LLVM's
// StructType::indexValid reads it: an i32 constant, or a fixed vector of
// i32 whose elements are one constant (zeroinitializer, splat, or equal
// elements), read as unsigned.
func structIndex(idx Value) (int64, bool) {
	elem := idx.Type()
	if vt, ok := elem.(*VectorType); ok {
		if vt.Scalable {
			return 0, false
		}
		elem = vt.Elem
	}
	if it, ok := elem.(*IntType); !ok || it.Bits != 32 {
		return 0, false
	}
	switch c := idx.(type) {
	case *ConstInt:
		return int64(uint32(c.V)), true
	case *ConstSimple:
		return 0, c.Kind == KindZero || c.Kind == KindNull
	case *ConstAggregate:
		if c.Kind != AggVector && c.Kind != AggSplat {
			return 0, false
		}
		var v int64 = -1
		for _, e := range c.Elems {
			ci, ok := e.(*ConstInt)
			if !ok || (v >= 0 && int64(uint32(ci.V)) != v) {
				return 0, false
			}
			v = int64(uint32(ci.V))
		}
		return v, v >= 0
	}
	return 0, false
}

// GEPResultType computes the result type of a getelementptr on a pointer of
// type ptrType with source element type src: a pointer in the same address
// space (to the indexed type in typed IR), or a vector of them when the base
// or any index is a vector.
func (m *Module) GEPResultType(src, ptrType Type, ops []Value) (Type, error) {
	as, ok := AddrSpaceOf(ptrType)
	if !ok {
		return nil, fmt.Errorf("base of getelementptr must be a pointer")
	}
	var rest []Value
	if len(ops) > 2 {
		rest = ops[2:]
	}
	elem, err := IndexedType(src, rest)
	if err != nil {
		return nil, err
	}
	if !m.TypedPointers {
		elem = nil
	}
	res := Type(m.PtrType(elem, as))
	for _, v := range ops {
		if vt, ok := v.Type().(*VectorType); ok {
			return m.Types.Vector(vt.Len, res, vt.Scalable), nil
		}
	}
	return res, nil
}
