package llwrite

import "memspace/ir"

// constExpr appends a constant expression: opcode, flags, predicate, then
// the typed operands in parentheses ("getelementptr inbounds (T, ptr @g,
// i64 0)", "addrspacecast (ptr addrspace(3) @g to ptr)").
func (p *printer) constExpr(c *ir.ConstExpr) {
	p.str(c.Op.String())
	p.b = appendOptFlags(p.b, c.Op, c.Flags&^(ir.Volatile|ir.Atomic))
	if c.Op == ir.OpGetElementPtr && c.InRange != "" {
		p.str(" inrange")
		p.str(c.InRange)
	}
	if (c.Op == ir.OpICmp || c.Op == ir.OpFCmp) && c.Pred != ir.PredNone {
		p.byte(' ')
		p.str(c.Pred.String())
	}
	p.str(" (")
	if c.Op == ir.OpGetElementPtr {
		p.typ(c.ElemType)
		p.str(", ")
	}
	for i, op := range c.Operands() {
		if i > 0 {
			p.str(", ")
		}
		if i > 0 && i == c.InRangeIndex {
			p.str("inrange ") // LLVM 14 syntax; the pointer is never marked
		}
		p.typedValue(op)
	}
	for _, idx := range c.Indices {
		p.str(", ")
		p.uint(uint64(idx))
	}
	if c.Op.IsCast() {
		p.str(" to ")
		p.typ(c.Type())
	}
	p.byte(')')
}

// constRef appends blockaddress, dso_local_equivalent, no_cfi or ptrauth.
func (p *printer) constRef(c *ir.ConstRef) {
	ops := c.Operands()
	switch c.Kind {
	case ir.RefBlockAddress:
		p.blockAddress(c, ops)
	case ir.RefDSOLocalEquivalent, ir.RefNoCFI:
		if c.Kind == ir.RefNoCFI {
			p.str("no_cfi ")
		} else {
			p.str("dso_local_equivalent ")
		}
		if len(ops) > 0 {
			p.value(ops[0])
		}
	case ir.RefPtrAuth:
		p.str("ptrauth (")
		for i, op := range ptrAuthShown(ops) {
			if i > 0 {
				p.str(", ")
			}
			p.typedValue(op)
		}
		p.byte(')')
	}
}

// blockAddress appends blockaddress(@f, %bb), numbering the block in its
// own function.
func (p *printer) blockAddress(c *ir.ConstRef, ops []ir.Value) {
	p.str("blockaddress(")
	if len(ops) > 0 {
		p.value(ops[0])
	}
	p.str(", ")
	var blk *ir.Block
	if len(ops) > 1 {
		blk, _ = ops[1].(*ir.Block)
	}
	f, _ := opsFunc(ops)
	switch {
	case blk != nil && f != nil:
		if out, ok := p.mi.namesOf(f).appendLocal(p.b, blk); ok {
			p.b = out
		} else {
			p.str("<badref>")
		}
	case blk != nil:
		p.local(blk)
	default:
		p.byte('%')
		p.b = appendName(p.b, c.BlockName)
	}
	p.byte(')')
}

func opsFunc(ops []ir.Value) (*ir.Function, bool) {
	if len(ops) == 0 {
		return nil, false
	}
	f, ok := ops[0].(*ir.Function)
	return f, ok && f != nil
}

// ptrAuthShown drops the trailing ptrauth operands that have their default
// (a null deactivation symbol and address discriminator, a zero
// discriminator), as LLVM prints them.
func ptrAuthShown(ops []ir.Value) []ir.Value {
	for len(ops) > 2 && isZeroConst(ops[len(ops)-1]) {
		ops = ops[:len(ops)-1]
	}
	return ops
}

func isZeroConst(v ir.Value) bool {
	switch c := v.(type) {
	case *ir.ConstSimple:
		return c.Kind == ir.KindNull
	case *ir.ConstInt:
		return c.IsZero()
	}
	return false
}
