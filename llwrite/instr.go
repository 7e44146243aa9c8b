package llwrite

import "memspace/ir"

// instruction appends one instruction line, its debug records first.
func (p *printer) instructionLine(in *ir.Instruction) {
	for _, r := range in.DbgRecords() {
		if r != nil {
			p.dbgRecord(r)
		}
	}
	p.str("  ")
	p.instruction(in)
	p.byte('\n')
}

// instruction appends an instruction without indentation or newline.
func (p *printer) instruction(in *ir.Instruction) {
	if in.HasResult() {
		p.b = p.names.defName(p.b, in)
	}
	if in.Op == ir.OpCall {
		switch {
		case in.Flags&ir.MustTail != 0:
			p.str("musttail ")
		case in.Flags&ir.Tail != 0:
			p.str("tail ")
		case in.Flags&ir.NoTail != 0:
			p.str("notail ")
		}
	}
	p.str(in.Op.String())
	p.memoryKeywords(in)
	p.b = appendOptFlags(p.b, in.Op, in.Flags)
	if (in.Op == ir.OpICmp || in.Op == ir.OpFCmp) && in.Pred != ir.PredNone {
		p.byte(' ')
		p.str(in.Pred.String())
	}
	if in.Op == ir.OpAtomicRMW && in.Extra != nil {
		p.byte(' ')
		p.str(in.Extra.RMWOp)
	}
	p.operands(in)
	p.trailer(in)
	p.attachments(in.MD, ", ")
}

// memoryKeywords appends " atomic", " weak" and " volatile".
func (p *printer) memoryKeywords(in *ir.Instruction) {
	switch in.Op {
	case ir.OpLoad, ir.OpStore:
		if in.Ordering != ir.NotAtomic {
			p.str(" atomic")
		}
	case ir.OpCmpXchg:
		if in.Flags&ir.Weak != 0 {
			p.str(" weak")
		}
	case ir.OpAtomicRMW:
	default:
		return
	}
	if in.Flags&ir.Volatile != 0 {
		p.str(" volatile")
	}
}

// operands appends everything between the opcode keywords and the
// trailing ordering/alignment.
func (p *printer) operands(in *ir.Instruction) {
	ops := in.Operands()
	switch in.Op {
	case ir.OpBr:
		p.opList(ops, true)
	case ir.OpSwitch:
		p.switchInst(ops)
	case ir.OpIndirectBr:
		p.indirectBr(ops)
	case ir.OpPhi:
		p.phi(in, ops)
	case ir.OpExtractValue, ir.OpInsertValue:
		p.aggregateOp(in, ops)
	case ir.OpLandingPad:
		p.landingPad(in, ops)
	case ir.OpCatchSwitch:
		p.catchSwitch(in, ops)
	case ir.OpCatchPad, ir.OpCleanupPad:
		p.funcletPad(ops)
	case ir.OpCatchRet, ir.OpCleanupRet:
		p.funcletRet(in, ops)
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		p.call(in)
	case ir.OpAlloca:
		p.alloca(in, ops)
	case ir.OpVAArg:
		p.opList(ops, true)
		p.str(", ")
		p.typ(in.Type())
	case ir.OpRet:
		if len(ops) == 0 {
			p.str(" void")
			return
		}
		p.generic(in, ops)
	default:
		if in.Op.IsCast() {
			p.opList(ops, true)
			p.str(" to ")
			p.typ(in.Type())
			return
		}
		p.generic(in, ops)
	}
}

// opList appends " a, b, c", with types when typed.
func (p *printer) opList(ops []ir.Value, typed bool) {
	for i, op := range ops {
		if i == 0 {
			p.byte(' ')
		} else {
			p.str(", ")
		}
		if typed {
			p.typedValue(op)
		} else {
			p.value(op)
		}
	}
}

// generic prints instructions whose operands are a plain list: the type
// once when all operands share it, else with every operand.
func (p *printer) generic(in *ir.Instruction, ops []ir.Value) {
	if len(ops) == 0 {
		return
	}
	switch in.Op {
	case ir.OpGetElementPtr:
		p.byte(' ')
		p.typ(in.ElemType)
		p.byte(',')
	case ir.OpLoad:
		p.byte(' ')
		p.typ(in.Type())
		p.byte(',')
	}
	all := false
	switch in.Op {
	case ir.OpSelect, ir.OpStore, ir.OpShuffleVector, ir.OpRet, ir.OpCmpXchg, ir.OpAtomicRMW:
		all = true
	default:
		t := typeOf(ops[0])
		for _, op := range ops[1:] {
			if typeOf(op) != t {
				all = true
				break
			}
		}
	}
	if !all {
		p.byte(' ')
		p.typ(typeOf(ops[0]))
	}
	p.opList(ops, all)
}

// typeOf returns v's type, nil for a missing operand.
func typeOf(v ir.Value) ir.Type {
	if v == nil {
		return nil
	}
	return v.Type()
}

func (p *printer) switchInst(ops []ir.Value) {
	if len(ops) < 2 {
		p.opList(ops, true)
		return
	}
	p.opList(ops[:2], true)
	p.str(" [")
	for i := 2; i+1 < len(ops); i += 2 {
		p.str("\n    ")
		p.typedValue(ops[i])
		p.str(", ")
		p.typedValue(ops[i+1])
	}
	p.str("\n  ]")
}

func (p *printer) indirectBr(ops []ir.Value) {
	if len(ops) == 0 {
		return
	}
	p.opList(ops[:1], true)
	p.str(", [")
	for i, op := range ops[1:] {
		if i > 0 {
			p.str(", ")
		}
		p.typedValue(op)
	}
	p.byte(']')
}

func (p *printer) phi(in *ir.Instruction, ops []ir.Value) {
	p.byte(' ')
	p.typ(in.Type())
	p.byte(' ')
	for i := 0; i+1 < len(ops); i += 2 {
		if i > 0 {
			p.str(", ")
		}
		p.str("[ ")
		p.value(ops[i])
		p.str(", ")
		p.value(ops[i+1])
		p.str(" ]")
	}
}

func (p *printer) aggregateOp(in *ir.Instruction, ops []ir.Value) {
	p.opList(ops, true)
	for _, idx := range in.Indices() {
		p.str(", ")
		p.uint(uint64(idx))
	}
}

func (p *printer) alloca(in *ir.Instruction, ops []ir.Value) {
	p.byte(' ')
	if in.Flags&ir.InAlloca != 0 {
		p.str("inalloca ")
	}
	if in.Flags&ir.SwiftError != 0 {
		p.str("swifterror ")
	}
	p.typ(in.ElemType)
	if len(ops) > 0 && !isI32One(ops[0]) {
		p.str(", ")
		p.typedValue(ops[0])
	}
	if a := in.Align(); a != 0 {
		p.str(", align ")
		p.uint(a)
	}
	as, ok := ir.AddrSpaceOf(in.Type())
	if !ok && in.Extra != nil {
		as = in.Extra.AllocaAddrSpace
	}
	if as != 0 {
		p.str(", ")
		p.b = appendAddrSpace(p.b, as)
	}
}

// isI32One reports whether v is the constant i32 1, the element count
// LLVM leaves out of an alloca.
func isI32One(v ir.Value) bool {
	c, ok := v.(*ir.ConstInt)
	if !ok || c.Big != nil || c.V != 1 {
		return false
	}
	t, ok := c.Type().(*ir.IntType)
	return ok && t.Bits == 32
}

// trailer appends atomic orderings and alignment.
func (p *printer) trailer(in *ir.Instruction) {
	switch in.Op {
	case ir.OpLoad, ir.OpStore:
		if in.Ordering != ir.NotAtomic {
			p.syncScope(in)
			p.byte(' ')
			p.ordering(in.Ordering)
		}
		p.alignSuffix(in)
	case ir.OpCmpXchg:
		p.syncScope(in)
		p.byte(' ')
		p.ordering(in.Ordering)
		p.byte(' ')
		p.ordering(in.FailOrdering())
		p.alignSuffix(in)
	case ir.OpAtomicRMW:
		p.syncScope(in)
		p.byte(' ')
		p.ordering(in.Ordering)
		p.alignSuffix(in)
	case ir.OpFence:
		p.syncScope(in)
		p.byte(' ')
		p.ordering(in.Ordering)
	}
}

func (p *printer) alignSuffix(in *ir.Instruction) {
	if a := in.Align(); a != 0 {
		p.str(", align ")
		p.uint(a)
	}
}

func (p *printer) syncScope(in *ir.Instruction) {
	if in.Extra == nil || in.Extra.SyncScope == "" {
		return
	}
	p.str(` syncscope("`)
	p.b = appendEscaped(p.b, in.Extra.SyncScope)
	p.str(`")`)
}

// ordering appends an atomic ordering keyword.
func (p *printer) ordering(o ir.Ordering) {
	if o > ir.SeqCst {
		p.str("<bad ordering>")
		return
	}
	p.str(o.String())
}
