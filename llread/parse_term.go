package llread

import (
	"strconv"

	"memspace/ir"
)

// parseTerminator reads the instructions that end a block.
func (p *parser) parseTerminator(op ir.Opcode, pos int32) (*ir.Instruction, error) {
	switch op {
	case ir.OpRet:
		return p.parseRet()
	case ir.OpBr:
		return p.parseBr()
	case ir.OpSwitch:
		return p.parseSwitch()
	case ir.OpIndirectBr:
		return p.parseIndirectBr()
	case ir.OpInvoke:
		return p.parseInvoke()
	case ir.OpCallBr:
		return p.parseCallBr()
	case ir.OpResume:
		p.next()
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		return p.ar.inst(op, ir.VoidType, v), nil
	case ir.OpUnreachable:
		p.next()
		return p.ar.inst(op, ir.VoidType), nil
	case ir.OpCleanupRet:
		return p.parseCleanupRet()
	case ir.OpCatchRet:
		return p.parseCatchRet()
	case ir.OpCatchSwitch:
		return p.parseCatchSwitch()
	}
	return nil, p.errAt(pos, "unknown instruction opcode '%s'", op)
}

// parseRet reads "ret void" or "ret T v".
func (p *parser) parseRet() (*ir.Instruction, error) {
	p.next()
	tpos := p.tok.pos
	t, err := p.parseTypeOpt(true)
	if err != nil {
		return nil, err
	}
	want := p.fn.f.Sig.Ret
	if ir.IsVoid(t) {
		if !ir.IsVoid(want) {
			return nil, p.errAt(tpos, "value doesn't match function result type '%s'", typeStr(want))
		}
		return p.ar.inst(ir.OpRet, ir.VoidType), nil
	}
	v, err := p.parseValue(t)
	if err != nil {
		return nil, err
	}
	if t != want {
		return nil, p.errAt(tpos, "value doesn't match function result type '%s'", typeStr(want))
	}
	return p.ar.inst(ir.OpRet, ir.VoidType, v), nil
}

// parseBr reads "br label %d" or "br i1 %c, label %t, label %f".
func (p *parser) parseBr() (*ir.Instruction, error) {
	p.next()
	if p.isWord("label") {
		b, err := p.parseLabel()
		if err != nil {
			return nil, err
		}
		return p.ar.inst(ir.OpBr, ir.VoidType, b), nil
	}
	tpos := p.tok.pos
	c, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if it, ok := c.Type().(*ir.IntType); !ok || it.Bits != 1 {
		return nil, p.errAt(tpos, "branch condition must have 'i1' type")
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	t, err := p.parseLabel()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	f, err := p.parseLabel()
	if err != nil {
		return nil, err
	}
	return p.ar.inst(ir.OpBr, ir.VoidType, c, t, f), nil
}

// parseSwitch reads "switch T v, label %d [ T c, label %b ... ]".
func (p *parser) parseSwitch() (*ir.Instruction, error) {
	p.next()
	tpos := p.tok.pos
	cond, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if _, ok := cond.Type().(*ir.IntType); !ok {
		return nil, p.errAt(tpos, "switch condition must have integer type")
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	def, err := p.parseLabel()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare); err != nil {
		return nil, err
	}
	ops := []ir.Value{cond, def}
	seen := map[string]bool{}
	for p.tok.kind != tRSquare {
		cpos := p.tok.pos
		c, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		ci, ok := c.(*ir.ConstInt)
		if !ok || c.Type() != cond.Type() {
			return nil, p.errAt(cpos, "case value is not a constant integer")
		}
		if k := caseKey(ci); seen[k] {
			return nil, p.errAt(cpos, "duplicate case value")
		} else {
			seen[k] = true
		}
		if err := p.expect(tComma); err != nil {
			return nil, err
		}
		b, err := p.parseLabel()
		if err != nil {
			return nil, err
		}
		ops = append(ops, c, b)
	}
	p.next()
	return p.ar.inst(ir.OpSwitch, ir.VoidType, ops...), nil
}

func caseKey(c *ir.ConstInt) string {
	if c.Big != nil {
		return c.Big.String()
	}
	return strconv.FormatInt(c.V, 10)
}

// parseIndirectBr reads "indirectbr ptr %a, [label %x, ...]".
func (p *parser) parseIndirectBr() (*ir.Instruction, error) {
	p.next()
	addr, _, err := p.parsePointerOperand("indirectbr address must have pointer type")
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	ops, err := p.parseBracketList([]ir.Value{addr}, p.labelValue)
	if err != nil {
		return nil, err
	}
	return p.ar.inst(ir.OpIndirectBr, ir.VoidType, ops...), nil
}

// parseUnwindDest reads "unwind to caller" (nil) or "unwind label %bb".
func (p *parser) parseUnwindDest() (*ir.Block, error) {
	if err := p.expectWord("unwind"); err != nil {
		return nil, err
	}
	if p.eatWord("to") {
		return nil, p.expectWord("caller")
	}
	return p.parseLabel()
}

// parseCleanupRet reads "cleanupret from %pad unwind (to caller | label %bb)".
func (p *parser) parseCleanupRet() (*ir.Instruction, error) {
	p.next()
	if err := p.expectWord("from"); err != nil {
		return nil, err
	}
	pad, err := p.parseValue(ir.TokenType)
	if err != nil {
		return nil, err
	}
	dest, err := p.parseUnwindDest()
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(ir.OpCleanupRet, ir.VoidType, pad)
	if dest != nil {
		p.setOps(in, pad, dest)
		in.Ext().HasUnwind = true
	}
	return in, nil
}

// parseCatchRet reads "catchret from %pad to label %bb".
func (p *parser) parseCatchRet() (*ir.Instruction, error) {
	p.next()
	if err := p.expectWord("from"); err != nil {
		return nil, err
	}
	pad, err := p.parseValue(ir.TokenType)
	if err != nil {
		return nil, err
	}
	b, err := p.parseLabelAfter("to")
	if err != nil {
		return nil, err
	}
	return p.ar.inst(ir.OpCatchRet, ir.VoidType, pad, b), nil
}

// parseCatchSwitch reads
// "catchswitch within %p [label %h, ...] unwind (to caller | label %bb)".
func (p *parser) parseCatchSwitch() (*ir.Instruction, error) {
	p.next()
	if err := p.expectWord("within"); err != nil {
		return nil, err
	}
	parent, err := p.parseValue(ir.TokenType)
	if err != nil {
		return nil, err
	}
	ops, err := p.parseBracketList([]ir.Value{parent}, p.labelValue)
	if err != nil {
		return nil, err
	}
	if len(ops) == 1 {
		return nil, p.errHere("catchswitch must have at least one handler")
	}
	dest, err := p.parseUnwindDest()
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(ir.OpCatchSwitch, ir.TokenType)
	if dest != nil {
		ops = append(ops, dest)
		in.Ext().HasUnwind = true
	}
	p.setOps(in, ops...)
	return in, nil
}

// labelValue reads "label %bb" as a value.
func (p *parser) labelValue() (ir.Value, error) { return p.parseLabel() }

// parseLabelAfter reads "word label %bb", as in "to label %normal".
func (p *parser) parseLabelAfter(word string) (*ir.Block, error) {
	if err := p.expectWord(word); err != nil {
		return nil, err
	}
	return p.parseLabel()
}
