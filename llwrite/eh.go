package llwrite

import "memspace/ir"

// landingPad appends " T" and the cleanup/catch/filter clauses, one per
// line.
func (p *printer) landingPad(in *ir.Instruction, ops []ir.Value) {
	p.byte(' ')
	p.typ(in.Type())
	cleanup := in.Flags&ir.Cleanup != 0
	if cleanup {
		p.str("\n          cleanup")
	}
	var clauses []bool
	if in.Extra != nil {
		clauses = in.Extra.Clauses
	}
	for i, op := range ops {
		p.byte('\n')
		if i < len(clauses) && !clauses[i] {
			p.str("          filter ")
		} else {
			p.str("          catch ")
		}
		p.typedValue(op)
	}
}

// catchSwitch appends " within %p [label %h, ...] unwind label %u" (or
// "unwind to caller").
func (p *printer) catchSwitch(in *ir.Instruction, ops []ir.Value) {
	if len(ops) == 0 {
		return
	}
	p.str(" within ")
	p.value(ops[0])
	handlers := ops[1:]
	var unwind ir.Value
	if in.Extra != nil && in.Extra.HasUnwind && len(handlers) > 0 {
		unwind = handlers[len(handlers)-1]
		handlers = handlers[:len(handlers)-1]
	}
	p.str(" [")
	for i, h := range handlers {
		if i > 0 {
			p.str(", ")
		}
		p.typedValue(h)
	}
	p.str("] unwind ")
	p.unwindDest(unwind)
}

func (p *printer) unwindDest(v ir.Value) {
	if v == nil {
		p.str("to caller")
		return
	}
	p.typedValue(v)
}

// funcletPad appends catchpad/cleanuppad's " within %p [T a, ...]".
func (p *printer) funcletPad(ops []ir.Value) {
	if len(ops) == 0 {
		return
	}
	p.str(" within ")
	p.value(ops[0])
	p.str(" [")
	for i, op := range ops[1:] {
		if i > 0 {
			p.str(", ")
		}
		p.typedValue(op)
	}
	p.byte(']')
}

// funcletRet appends catchret's " from %p to label %b" and cleanupret's
// " from %p unwind label %b" (or "unwind to caller").
func (p *printer) funcletRet(in *ir.Instruction, ops []ir.Value) {
	if len(ops) == 0 {
		return
	}
	p.str(" from ")
	p.value(ops[0])
	if in.Op == ir.OpCatchRet {
		p.str(" to ")
		if len(ops) > 1 {
			p.typedValue(ops[1])
		}
		return
	}
	p.str(" unwind ")
	var dest ir.Value
	if len(ops) > 1 {
		dest = ops[1]
	}
	p.unwindDest(dest)
}
