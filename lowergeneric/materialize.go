package lowergeneric

import "memspace/ir"

// materializeAll turns every constant expression operand that holds a
// cast into or out of the generic space (other than global to generic,
// which changes no bits) into instructions, so that the casts can be
// rewritten as code. It runs before the solve, which then sees the new
// instructions as it sees the ones the front end wrote.
func materializeAll(m *ir.Module) {
	for _, f := range m.Functions {
		atEnd := map[*ir.Block][]*ir.Instruction{} // for phi operands: before the incoming block's terminator
		for _, b := range f.Blocks {
			var out []*ir.Instruction
			for _, in := range b.Instrs {
				for i, op := range in.Operands() {
					c, ok := op.(*ir.ConstExpr)
					if !ok || !holdsGenericCast(c, 0) {
						continue
					}
					if in.Op != ir.OpPhi {
						if v := materialize(&out, b, c); v != nil {
							in.SetOperand(i, v)
						}
						continue
					}
					if _, from := in.Incoming(i / 2); from != nil {
						list := atEnd[from]
						if v := materialize(&list, from, c); v != nil {
							atEnd[from] = list
							in.SetOperand(i, v)
						}
					}
				}
				out = append(out, in)
			}
			b.Instrs = out
		}
		for _, b := range f.Blocks {
			if list := atEnd[b]; len(list) > 0 && b.Terminator() != nil {
				n := len(b.Instrs)
				b.Instrs = append(append(append([]*ir.Instruction(nil), b.Instrs[:n-1]...), list...), b.Instrs[n-1])
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
	if c.Op == ir.OpAddrSpaceCast && castNeedsCode(c.Operands()[0], c.Type()) {
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

// castNeedsCode says whether a cast of src to type t needs code: needsCode,
// unless src is the address of a function. SPIR puts functions in address
// space 0, which is also private memory's, but a function's address is
// code, not private memory: casting it to generic (clang does for the
// invoke function of every block, program-scope block literals included,
// and passes it to __enqueue_kernel_*) must keep its bits, as casting a
// global address does, so the callee gets the address it can call.
func castNeedsCode(src ir.Value, t ir.Type) bool {
	return needsCode(src.Type(), t) && !isCodeAddress(src)
}

// isCodeAddress reports whether v is a function, or a constant cast or
// GEP of one.
func isCodeAddress(v ir.Value) bool {
	for range 8 {
		switch x := v.(type) {
		case *ir.Function:
			return true
		case *ir.ConstExpr:
			if !x.Op.IsCast() && x.Op != ir.OpGetElementPtr {
				return false
			}
			v = x.Operands()[0]
		default:
			return false
		}
	}
	return false
}

// materialize appends c to out as instructions of block b (operands
// first) and returns the value, or nil when c is of a kind kept as a
// constant.
func materialize(out *[]*ir.Instruction, b *ir.Block, c *ir.ConstExpr) ir.Value {
	if !c.Op.IsCast() && c.Op != ir.OpGetElementPtr {
		return nil
	}
	ops := make([]ir.Value, len(c.Operands()))
	for i, op := range c.Operands() {
		ops[i] = op
		if sub, ok := op.(*ir.ConstExpr); ok && holdsGenericCast(sub, 0) {
			if v := materialize(out, b, sub); v != nil {
				ops[i] = v
			}
		}
	}
	in := ir.NewInstruction(c.Op, c.Type(), ops...)
	in.ElemType = c.ElemType
	in.Flags = c.Flags
	in.Parent = b
	ir.LinkOperands(in)
	*out = append(*out, in)
	return in
}
