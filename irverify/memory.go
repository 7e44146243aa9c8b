package irverify

import (
	"fmt"

	"memspace/ir"
)

// This file checks the memory instructions: alloca, load, store,
// getelementptr, cmpxchg, atomicrmw and va_arg. Pointee checks apply only
// to typed pointers (Elem != nil), so they are skipped in opaque IR.

// wantPointer reports operand i of in unless it is a pointer.
func (c *funcChecker) wantPointer(in *ir.Instruction, i int) bool {
	if t := in.Operand(i).Type(); !isPtr(t) {
		c.errorf(in, "pointer operand has type %s, expected a pointer", typeStr(t))
		return false
	}
	return true
}

// wantPointee reports a typed pointer operand whose element type is not
// want.
func (c *funcChecker) wantPointee(in *ir.Instruction, ptr ir.Value, what string, want ir.Type) {
	if elem := pointee(ptr.Type()); elem != nil && elem != want {
		c.errorf(in, "%s has type %s, but the pointer points to %s", what, typeStr(want), typeStr(elem))
	}
}

func (c *funcChecker) checkAlloca(in *ir.Instruction) {
	if in.NumOperands() > 1 {
		c.errorf(in, "alloca has %d operands, expected at most 1", in.NumOperands())
		return
	}
	if in.NumOperands() == 1 && !isInt(in.Operand(0).Type()) {
		c.errorf(in, "alloca element count has type %s, expected an integer", typeStr(in.Operand(0).Type()))
	}
	if isNilType(in.ElemType) {
		c.errorf(in, "alloca has no allocated type")
		return
	}
	t := in.Type()
	if !isPtr(t) {
		c.errorf(in, "alloca result has type %s, expected a pointer", typeStr(t))
		return
	}
	if elem := pointee(t); elem != nil && elem != in.ElemType {
		c.errorf(in, "alloca result points to %s, expected %s", typeStr(elem), typeStr(in.ElemType))
	}
	c.checkAllocaPlace(in)
	c.checkSwiftErrorAlloca(in)
	if in.Extra != nil && in.Extra.AllocaAddrSpace != 0 {
		if as, _ := addrSpace(t); as != in.Extra.AllocaAddrSpace {
			c.errorf(in, "alloca is written in addrspace(%d) but its result is in addrspace(%d)", in.Extra.AllocaAddrSpace, as)
		}
	}
}

func (c *funcChecker) checkLoad(in *ir.Instruction) {
	if !c.wantOperands(in, 1) || !c.wantPointer(in, 0) {
		return
	}
	if ir.IsVoid(in.Type()) {
		c.errorf(in, "load must produce a value")
		return
	}
	c.wantPointee(in, in.Operand(0), "loaded value", in.Type())
	if in.Ordering != ir.NotAtomic {
		c.checkAtomicSize(in, in.Type())
	}
}

func (c *funcChecker) checkStore(in *ir.Instruction) {
	c.wantVoid(in)
	if !c.wantOperands(in, 2) || !c.wantPointer(in, 1) {
		return
	}
	c.wantPointee(in, in.Operand(1), "stored value", in.Operand(0).Type())
	if in.Ordering != ir.NotAtomic {
		c.checkAtomicSize(in, in.Operand(0).Type())
	}
}

func (c *funcChecker) checkGEP(in *ir.Instruction) {
	if msg := gepProblem(c.m, in.ElemType, in.Operands(), in.Type()); msg != "" {
		c.errorf(in, "%s", msg)
	}
}

// gepProblem checks a getelementptr, instruction or constant: its source
// element type, base, indices and result type. The result type is checked
// only when the module is known.
func gepProblem(m *ir.Module, elemType ir.Type, ops []ir.Value, result ir.Type) string {
	if len(ops) < 1 {
		return "getelementptr needs a pointer operand"
	}
	if isNilType(elemType) {
		return "getelementptr has no source element type"
	}
	base := ops[0].Type()
	if !isPtrOrPtrVector(base) {
		return fmt.Sprintf("getelementptr base has type %s, expected a pointer", typeStr(base))
	}
	if elem := pointee(scalarOf(base)); elem != nil && elem != elemType {
		return fmt.Sprintf("getelementptr source element type %s differs from the pointee %s", typeStr(elemType), typeStr(elem))
	}
	if msg := gepIndexProblem(ops[1:]); msg != "" {
		return msg
	}
	if msg := gepWidthProblem(ops); msg != "" || m == nil {
		return msg
	}
	want, err := m.GEPResultType(elemType, base, ops)
	switch {
	case err != nil:
		return err.Error()
	case want != result:
		return fmt.Sprintf("getelementptr result has type %s, expected %s", typeStr(result), typeStr(want))
	}
	return ""
}

// gepIndexProblem checks that indices are integers (or vectors of them) and
// that no splat index is empty, which GEPResultType could not read.
func gepIndexProblem(indices []ir.Value) string {
	for i, op := range indices {
		if !isIntOrIntVector(op.Type()) {
			return fmt.Sprintf("getelementptr index %d has type %s, expected an integer", i, typeStr(op.Type()))
		}
		if agg, ok := op.(*ir.ConstAggregate); ok && agg.Kind == ir.AggSplat && (len(agg.Elems) == 0 || isNil(agg.Elems[0])) {
			return fmt.Sprintf("getelementptr index %d is an empty splat", i)
		}
	}
	return ""
}

// gepWidthProblem checks that the vector operands of a getelementptr
// (base and indices) have one element count, which the result takes.
func gepWidthProblem(ops []ir.Value) string {
	var width *ir.VectorType
	for _, op := range ops {
		vt, ok := op.Type().(*ir.VectorType)
		switch {
		case !ok:
		case width == nil:
			width = vt
		case vt.Len != width.Len || vt.Scalable != width.Scalable:
			return "Invalid GEP index vector width"
		}
	}
	return ""
}

func (c *funcChecker) checkCmpXchg(in *ir.Instruction) {
	if !c.wantOperands(in, 3) || !c.wantPointer(in, 0) {
		return
	}
	cmp, nv := in.Operand(1).Type(), in.Operand(2).Type()
	if cmp != nv {
		c.errorf(in, "cmpxchg compare value has type %s but new value has type %s", typeStr(cmp), typeStr(nv))
		return
	}
	c.wantPointee(in, in.Operand(0), "cmpxchg value", cmp)
	if !isInt(cmp) && !isPtr(cmp) {
		c.errorf(in, "cmpxchg operand must have integer or pointer type")
	}
	c.checkAtomicSize(in, cmp)
	st, ok := in.Type().(*ir.StructType)
	if !ok || st.Name != "" || len(st.Fields) != 2 || st.Fields[0] != cmp || !isI1(st.Fields[1]) {
		c.errorf(in, "cmpxchg result has type %s, expected { %s, i1 }", typeStr(in.Type()), typeStr(cmp))
	}
}

func (c *funcChecker) checkAtomicRMW(in *ir.Instruction) {
	if !c.wantOperands(in, 2) || !c.wantPointer(in, 0) {
		return
	}
	v := in.Operand(1).Type()
	if in.Type() != v {
		c.errorf(in, "atomicrmw result has type %s, expected the value type %s", typeStr(in.Type()), typeStr(v))
	}
	c.wantPointee(in, in.Operand(0), "atomicrmw value", v)
	if in.Extra == nil || in.Extra.RMWOp == "" {
		c.errorf(in, "atomicrmw has no operation")
	} else if msg := ir.AtomicRMWTypeProblem(in.Extra.RMWOp, v); msg != "" {
		c.errorf(in, "%s", msg)
	} else {
		c.checkAtomicSize(in, v)
	}
}

func (c *funcChecker) checkVAArg(in *ir.Instruction) {
	if c.wantOperands(in, 1) {
		c.wantPointer(in, 0)
	}
}
