package irverify

import (
	"fmt"

	"memspace/ir"
)

// This file checks constant expressions and aggregate constants, which
// passes build too (a cast folded into a constant, a global moved to
// another address space while an initializer still names its old type).
// Each is checked once, when the global walk first reaches it, and
// reported at the instruction or global that led there.

// checkConstant checks a constant the first time the walk reaches it.
func (w *globalWalker) checkConstant(u ir.User) {
	v, _ := u.(ir.Value)
	msg := ConstantProblem(w.m, v)
	if msg == "" {
		return
	}
	where, at := "metadata", ir.Value(nil)
	switch {
	case w.rootIn != nil:
		where, at = w.text.where(w.rootIn), w.rootIn
	case w.rootG != nil:
		where, at = w.text.global(w.rootG), w.rootG
	}
	w.errs = append(w.errs, problem{where + ": constant " + w.text.local(nil).ref(u.(ir.Value)) + ": " + msg, at})
}

// ConstantProblem says why constant expression or aggregate c of module
// m is invalid, or "" (other constants, and valid ones). A reader checks
// what it builds with it; Verify reports the same problems where it
// meets them.
func ConstantProblem(m *ir.Module, c ir.Value) string {
	switch c := c.(type) {
	case *ir.ConstExpr:
		return constExprProblem(m, c)
	case *ir.ConstAggregate:
		return aggregateProblem(c)
	case *ir.ConstRef:
		return entryAddressProblem(c)
	}
	return ""
}

// entryAddressProblem: a blockaddress never names its function's entry
// block, which no branch may enter (LLVM's message; record mutant 1753
// of seed 18 gave one, which LLVM's bitcode reader refuses as "Invalid
// ID" and memspace printed).
func entryAddressProblem(c *ir.ConstRef) string {
	if c.Kind != ir.RefBlockAddress || len(c.Operands()) != 2 {
		return ""
	}
	f, _ := c.Operands()[0].(*ir.Function)
	b, _ := c.Operands()[1].(*ir.Block)
	if f != nil && b != nil && len(f.Blocks) > 0 && f.Blocks[0] == b {
		return "blockaddress may not be used with the entry block!"
	}
	return ""
}

// operandsProblem reports a constant with a missing type or operand.
func operandsProblem(t ir.Type, ops []ir.Value) string {
	if isNilType(t) || !fieldsOK(t) {
		return "constant has no type"
	}
	for i, op := range ops {
		if isNil(op) {
			return fmt.Sprintf("operand %d is nil", i)
		}
		if ot := op.Type(); isNilType(ot) || !fieldsOK(ot) {
			return fmt.Sprintf("operand %d has no type", i)
		}
	}
	return ""
}

func constExprProblem(m *ir.Module, c *ir.ConstExpr) string {
	t, ops := c.Type(), c.Operands()
	if msg := operandsProblem(t, ops); msg != "" {
		return msg
	}
	switch {
	case c.Op.IsCast():
		if len(ops) != 1 {
			return fmt.Sprintf("%s needs 1 operand, has %d", c.Op, len(ops))
		}
		if msg := castProblem(c.Op, ops[0].Type(), t); msg != "" {
			return fmt.Sprintf("invalid %s from %s to %s: %s", c.Op, typeStr(ops[0].Type()), typeStr(t), msg)
		}
	case c.Op == ir.OpGetElementPtr:
		return gepProblem(m, c.ElemType, ops, t)
	case c.Op.IsBinary():
		if len(ops) != 2 {
			return fmt.Sprintf("%s needs 2 operands, has %d", c.Op, len(ops))
		}
		if a, b := ops[0].Type(), ops[1].Type(); a != b || a != t {
			return fmt.Sprintf("%s of %s and %s cannot have type %s", c.Op, typeStr(a), typeStr(b), typeStr(t))
		}
	case c.Op == ir.OpInsertElement, c.Op == ir.OpExtractElement:
		return elementOpProblem(c.Op, ops, t)
	}
	return ""
}

// elementOpProblem checks an insertelement constant (vector, element,
// index) or an extractelement one (vector, index) of type t: LLVM builds
// them from their operands, so a vector of another type than the record
// gives (record mutant 1810 of seed 9) makes a constant of another type.
func elementOpProblem(op ir.Opcode, ops []ir.Value, t ir.Type) string {
	n := 2
	if op == ir.OpInsertElement {
		n = 3
	}
	if len(ops) != n {
		return fmt.Sprintf("%s needs %d operands, has %d", op, n, len(ops))
	}
	vt, ok := ops[0].Type().(*ir.VectorType)
	_, intIndex := ops[n-1].Type().(*ir.IntType)
	switch {
	case !ok || !intIndex:
		return fmt.Sprintf("%s of %s at %s", op, typeStr(ops[0].Type()), typeStr(ops[n-1].Type()))
	case op == ir.OpInsertElement && (ir.Type(vt) != t || ops[1].Type() != vt.Elem):
		return fmt.Sprintf("insertelement of %s into %s cannot have type %s", typeStr(ops[1].Type()), typeStr(vt), typeStr(t))
	case op == ir.OpExtractElement && vt.Elem != t:
		return fmt.Sprintf("extractelement of %s cannot have type %s", typeStr(vt), typeStr(t))
	}
	return ""
}

// aggregateProblem checks an aggregate's elements against its type.
func aggregateProblem(c *ir.ConstAggregate) string {
	t := c.Type()
	if msg := operandsProblem(t, c.Elems); msg != "" {
		return msg
	}
	want, n, ok := aggregateShape(c.Kind, t)
	if !ok {
		return fmt.Sprintf("%s constant cannot have type %s", aggKindName(c.Kind), typeStr(t))
	}
	if len(c.Elems) != n {
		return fmt.Sprintf("constant has %d elements, its type %s has %d", len(c.Elems), typeStr(t), n)
	}
	for i, e := range c.Elems {
		if w := want(i); e.Type() != w {
			return fmt.Sprintf("element %d has type %s, expected %s", i, typeStr(e.Type()), typeStr(w))
		}
	}
	return ""
}

// aggregateShape returns the type of element i, the element count and
// whether the kind fits the type.
func aggregateShape(k ir.AggKind, t ir.Type) (func(int) ir.Type, int, bool) {
	switch tt := t.(type) {
	case *ir.ArrayType:
		return func(int) ir.Type { return tt.Elem }, int(min(tt.Len, 1<<31)), k == ir.AggArray
	case *ir.VectorType:
		switch {
		case k == ir.AggSplat:
			return func(int) ir.Type { return tt.Elem }, 1, true
		case k == ir.AggVector && !tt.Scalable:
			return func(int) ir.Type { return tt.Elem }, int(min(tt.Len, 1<<31)), true
		}
	case *ir.StructType:
		if k == ir.AggStruct && !tt.Opaque {
			return func(i int) ir.Type { return tt.Fields[i] }, len(tt.Fields), true
		}
	}
	return nil, 0, false
}

func aggKindName(k ir.AggKind) string {
	switch k {
	case ir.AggArray:
		return "array"
	case ir.AggVector:
		return "vector"
	case ir.AggSplat:
		return "splat"
	}
	return "struct"
}
