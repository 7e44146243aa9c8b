package lowergeneric

import "memspace/ir"

// materializeAll turns every constant expression operand that holds a
// cast into or out of the generic space (other than global to generic,
// which changes no bits) into instructions, so that the casts can be
// rewritten as code. It runs before the solve, which then sees the new
// instructions as it sees the ones the front end wrote.
func materializeAll(m *ir.Module) {
	for _, f := range m.Functions {
		var ins []*ir.Instruction
		f.Instructions(func(in *ir.Instruction) { ins = append(ins, in) })
		for _, in := range ins {
			for i, op := range in.Operands() {
				c, ok := op.(*ir.ConstExpr)
				if !ok || !holdsGenericCast(c, 0) {
					continue
				}
				pos := in
				if in.Op == ir.OpPhi {
					_, b := in.Incoming(i / 2)
					if b == nil || b.Terminator() == nil {
						continue
					}
					pos = b.Terminator()
				}
				if v := materialize(m, pos, c); v != nil {
					in.SetOperand(i, v)
				}
			}
		}
	}
}

// holdsGenericCast reports whether c is or contains a cast that must
// become code.
func holdsGenericCast(c *ir.ConstExpr, depth int) bool {
	if depth > 8 {
		return false
	}
	if c.Op == ir.OpAddrSpaceCast && needsCode(c.Operands()[0].Type(), c.Type()) {
		return true
	}
	for _, op := range c.Operands() {
		if sub, ok := op.(*ir.ConstExpr); ok && holdsGenericCast(sub, depth+1) {
			return true
		}
	}
	return false
}

// needsCode says whether a cast between two pointer types changes bits or
// may need to: every cast into or out of generic but global to generic.
func needsCode(from, to ir.Type) bool {
	a, ok1 := ir.AddrSpaceOf(from)
	b, ok2 := ir.AddrSpaceOf(to)
	if !ok1 || !ok2 || a == b {
		return false
	}
	if b == asGeneric {
		return a != asGlobal
	}
	return a == asGeneric
}

// materialize inserts c as instructions before pos and returns the value,
// or nil when c is of a kind kept as a constant.
func materialize(m *ir.Module, pos *ir.Instruction, c *ir.ConstExpr) ir.Value {
	if !c.Op.IsCast() && c.Op != ir.OpGetElementPtr {
		return nil
	}
	ops := make([]ir.Value, len(c.Operands()))
	for i, op := range c.Operands() {
		ops[i] = op
		if sub, ok := op.(*ir.ConstExpr); ok && holdsGenericCast(sub, 0) {
			if v := materialize(m, pos, sub); v != nil {
				ops[i] = v
			}
		}
	}
	in := ir.NewInstruction(c.Op, c.Type(), ops...)
	in.ElemType = c.ElemType
	in.Flags = c.Flags
	ir.InsertBefore(pos, in)
	return in
}
