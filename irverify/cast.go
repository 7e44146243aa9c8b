package irverify

import (
	"fmt"

	"memspace/ir"
	"memspace/target"
)

// This file checks casts (following LLVM's CastInst::castIsValid and the
// verifier's addrspacecast rule), compares, select, freeze and the vector
// and aggregate instructions.

func (c *funcChecker) checkCast(in *ir.Instruction) {
	if !c.wantOperands(in, 1) {
		return
	}
	src, dst := in.Operand(0).Type(), in.Type()
	if msg := castProblem(in.Op, src, dst); msg != "" {
		c.errorf(in, "invalid %s from %s to %s: %s", in.Op, typeStr(src), typeStr(dst), msg)
		return
	}
	if in.Op == ir.OpPtrToAddr && !c.addressWidth(src, dst) {
		c.errorf(in, "PtrToAddr result must be address width")
	}
}

// addressWidth reports whether integer (vector) type dst has the address
// (index) width of pointer (vector) type src in the data layout, or the
// layout is unknown.
func (c *funcChecker) addressWidth(src, dst ir.Type) bool {
	dl := c.dataLayout()
	it, ok := scalarOf(dst).(*ir.IntType)
	if dl == nil || !ok {
		return true
	}
	as, _ := ir.AddrSpaceOf(scalarOf(src))
	return it.Bits == dl.Pointer(target.AddrSpace(as)).IndexBits
}

// castProblem says why a cast of op from src to dst is invalid, or "".
func castProblem(op ir.Opcode, src, dst ir.Type) string {
	switch op {
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		return widthCast(op, src, dst, isIntOrIntVector, "integers")
	case ir.OpFPTrunc, ir.OpFPExt:
		return widthCast(op, src, dst, isFloatOrFloatVector, "floating-point values")
	case ir.OpFPToUI, ir.OpFPToSI:
		return kindCast(src, dst, isFloatOrFloatVector, isIntOrIntVector, "floating point to integer")
	case ir.OpUIToFP, ir.OpSIToFP:
		return kindCast(src, dst, isIntOrIntVector, isFloatOrFloatVector, "integer to floating point")
	case ir.OpPtrToInt, ir.OpPtrToAddr:
		return kindCast(src, dst, isPtrOrPtrVector, isIntOrIntVector, "pointer to integer")
	case ir.OpIntToPtr:
		return kindCast(src, dst, isIntOrIntVector, isPtrOrPtrVector, "integer to pointer")
	case ir.OpBitCast:
		return ir.BitcastProblem(src, dst)
	case ir.OpAddrSpaceCast:
		return addrSpaceCastProblem(src, dst)
	}
	return ""
}

// widthCast checks trunc/zext/sext/fptrunc/fpext: same kind and shape, and
// a strictly smaller (trunc) or larger (ext) element.
func widthCast(op ir.Opcode, src, dst ir.Type, kind func(ir.Type) bool, what string) string {
	if !kind(src) || !kind(dst) {
		return "it converts between " + what
	}
	if !sameShape(src, dst) {
		return "source and result must both be scalars or vectors of the same length"
	}
	sb, db := scalarBits(scalarOf(src)), scalarBits(scalarOf(dst))
	if op == ir.OpTrunc || op == ir.OpFPTrunc {
		if sb <= db {
			return "the result must be narrower than the source"
		}
	} else if sb >= db {
		return "the result must be wider than the source"
	}
	if op == ir.OpFPTrunc || op == ir.OpFPExt {
		if sb == db {
			return "the formats have the same width"
		}
	}
	return ""
}

// kindCast checks a conversion between two kinds of the same shape.
func kindCast(src, dst ir.Type, from, to func(ir.Type) bool, what string) string {
	if !from(src) || !to(dst) {
		return "it converts " + what
	}
	if !sameShape(src, dst) {
		return "source and result must both be scalars or vectors of the same length"
	}
	return ""
}

func addrSpaceCastProblem(src, dst ir.Type) string {
	if !isPtrOrPtrVector(src) || !isPtrOrPtrVector(dst) {
		return "source and result must be pointers"
	}
	sa, _ := addrSpace(src)
	da, _ := addrSpace(dst)
	if sa == da {
		return "it must be between different address spaces"
	}
	if !sameShape(src, dst) {
		return "source and result must both be pointers or vectors of the same length"
	}
	return ""
}

var (
	icmpPreds = setOf("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
	fcmpPreds = setOf("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
		"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")
)

func setOf(names ...string) map[ir.Predicate]bool {
	m := map[ir.Predicate]bool{}
	for _, n := range names {
		pr, _ := ir.PredicateByName(n)
		m[pr] = true
	}
	return m
}

func (c *funcChecker) checkCompare(in *ir.Instruction) {
	if !c.wantOperands(in, 2) {
		return
	}
	a, b := in.Operand(0).Type(), in.Operand(1).Type()
	if a != b {
		c.errorf(in, "operands have different types %s and %s", typeStr(a), typeStr(b))
		return
	}
	if in.Op == ir.OpICmp {
		if !isIntOrIntVector(a) && !isPtrOrPtrVector(a) {
			c.errorf(in, "icmp compares integers or pointers, not %s", typeStr(a))
		}
		if !icmpPreds[in.Pred] {
			c.errorf(in, "invalid icmp predicate %q", in.Pred.String())
		}
	} else {
		if !isFloatOrFloatVector(a) {
			c.errorf(in, "fcmp compares floating-point values, not %s", typeStr(a))
		}
		if !fcmpPreds[in.Pred] {
			c.errorf(in, "invalid fcmp predicate %q", in.Pred.String())
		}
	}
	if r := in.Type(); !isI1(scalarOf(r)) || !sameShape(r, a) {
		c.errorf(in, "%s result has type %s, expected %s", in.Op, typeStr(r), boolShapeOf(a))
	}
}

// boolShapeOf spells i1 or <N x i1> to match the shape of t.
func boolShapeOf(t ir.Type) string {
	if v, ok := t.(*ir.VectorType); ok {
		if v.Scalable {
			return fmt.Sprintf("<vscale x %d x i1>", v.Len)
		}
		return fmt.Sprintf("<%d x i1>", v.Len)
	}
	return "i1"
}

func (c *funcChecker) checkSelect(in *ir.Instruction) {
	if !c.wantOperands(in, 3) {
		return
	}
	cond, a, b := in.Operand(0).Type(), in.Operand(1).Type(), in.Operand(2).Type()
	switch {
	case a != b:
		c.errorf(in, "select values have different types %s and %s", typeStr(a), typeStr(b))
	case in.Type() != a:
		c.errorf(in, "select result has type %s, expected %s", typeStr(in.Type()), typeStr(a))
	case a == ir.Type(ir.TokenType):
		c.errorf(in, "select values cannot have token type")
	}
	switch {
	case !isI1(scalarOf(cond)):
		c.errorf(in, "select condition has type %s, expected i1", typeStr(cond))
	case isVector(cond) && !sameShape(cond, a):
		c.errorf(in, "select condition %s does not match the shape of %s", typeStr(cond), typeStr(a))
	}
}

func (c *funcChecker) checkFreeze(in *ir.Instruction) {
	if c.wantOperands(in, 1) {
		c.wantType(in, 0, "operand", in.Type())
	}
}

func (c *funcChecker) checkExtractElement(in *ir.Instruction) {
	if !c.wantOperands(in, 2) {
		return
	}
	v, ok := in.Operand(0).Type().(*ir.VectorType)
	if !ok {
		c.errorf(in, "extractelement needs a vector, not %s", typeStr(in.Operand(0).Type()))
		return
	}
	if in.Type() != v.Elem {
		c.errorf(in, "extractelement result has type %s, expected %s", typeStr(in.Type()), typeStr(v.Elem))
	}
	if !isInt(in.Operand(1).Type()) {
		c.errorf(in, "extractelement index has type %s, expected an integer", typeStr(in.Operand(1).Type()))
	}
}

func (c *funcChecker) checkInsertElement(in *ir.Instruction) {
	if !c.wantOperands(in, 3) {
		return
	}
	v, ok := in.Operand(0).Type().(*ir.VectorType)
	if !ok {
		c.errorf(in, "insertelement needs a vector, not %s", typeStr(in.Operand(0).Type()))
		return
	}
	if in.Type() != ir.Type(v) {
		c.errorf(in, "insertelement result has type %s, expected %s", typeStr(in.Type()), typeStr(v))
	}
	c.wantType(in, 1, "inserted element", v.Elem)
	if !isInt(in.Operand(2).Type()) {
		c.errorf(in, "insertelement index has type %s, expected an integer", typeStr(in.Operand(2).Type()))
	}
}

func (c *funcChecker) checkShuffleVector(in *ir.Instruction) {
	if !c.wantOperands(in, 3) {
		return
	}
	a, b := in.Operand(0).Type(), in.Operand(1).Type()
	va, ok := a.(*ir.VectorType)
	if !ok || a != b {
		c.errorf(in, "shufflevector needs two vectors of one type, not %s and %s", typeStr(a), typeStr(b))
		return
	}
	mask, ok := in.Operand(2).Type().(*ir.VectorType)
	if !ok || !isInt(mask.Elem) || scalarBits(mask.Elem) != 32 {
		c.errorf(in, "shufflevector mask has type %s, expected a vector of i32", typeStr(in.Operand(2).Type()))
		return
	}
	r, ok := in.Type().(*ir.VectorType)
	if !ok || r.Elem != va.Elem || r.Len != mask.Len || r.Scalable != mask.Scalable {
		c.errorf(in, "shufflevector result has type %s, expected a vector of %d %s (the mask's length)",
			typeStr(in.Type()), mask.Len, typeStr(va.Elem))
		return
	}
	if !ir.ValidShuffleMask(in.Operand(2), va) {
		// LLVM's message (bitcode mutant 1266 of seed 591 picked
		// element 354 of 16).
		c.errorf(in, "Invalid shufflevector operands!")
	}
}

func (c *funcChecker) checkExtractValue(in *ir.Instruction) {
	if !c.wantOperands(in, 1) {
		return
	}
	t, ok := indexAggregate(in.Operand(0).Type(), in.Indices())
	switch {
	case !ok:
		c.errorf(in, "extractvalue indices %v do not select a member of %s", in.Indices(), typeStr(in.Operand(0).Type()))
	case t != in.Type():
		c.errorf(in, "extractvalue result has type %s, expected %s", typeStr(in.Type()), typeStr(t))
	}
}

func (c *funcChecker) checkInsertValue(in *ir.Instruction) {
	if !c.wantOperands(in, 2) {
		return
	}
	agg := in.Operand(0).Type()
	if in.Type() != agg {
		c.errorf(in, "insertvalue result has type %s, expected %s", typeStr(in.Type()), typeStr(agg))
	}
	t, ok := indexAggregate(agg, in.Indices())
	if !ok {
		c.errorf(in, "insertvalue indices %v do not select a member of %s", in.Indices(), typeStr(agg))
		return
	}
	c.wantType(in, 1, "inserted value", t)
}
