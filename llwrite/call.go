package llwrite

import "memspace/ir"

// call appends the body of call, invoke and callbr: calling convention,
// return attributes, address space, type, callee, arguments, function
// attributes, operand bundles and (for invoke/callbr) the destinations.
func (p *printer) call(in *ir.Instruction) {
	ops := in.Operands()
	if len(ops) == 0 {
		return
	}
	ci := in.Call()
	if ci == nil {
		ci = &ir.CallInfo{NumArgs: len(ops) - 1}
	}
	callee := ops[len(ops)-1]
	nargs := min(max(ci.NumArgs, 0), len(ops)-1)
	if ci.CC != "" {
		p.byte(' ')
		p.str(ci.CC)
	}
	p.spacedAttrs(&ci.RetAttrs)
	if in.Op != ir.OpCallBr {
		p.callAddrSpace(callee, ci)
	}
	p.byte(' ')
	p.calleeType(in, callee)
	p.byte(' ')
	p.value(callee)
	p.byte('(')
	for i := 0; i < nargs; i++ {
		if i > 0 {
			p.str(", ")
		}
		p.typ(typeOf(ops[i]))
		if i < len(ci.ParamAttrs) {
			p.spacedAttrs(&ci.ParamAttrs[i])
		}
		p.byte(' ')
		p.value(ops[i])
	}
	if in.Op == ir.OpCall && in.Flags&ir.MustTail != 0 && inVariadic(in) {
		if nargs > 0 {
			p.str(", ")
		}
		p.str("...")
	}
	p.byte(')')
	p.spacedAttrs(&ci.FnAttrs)
	rest := p.bundles(ci.Bundles, ops[nargs:len(ops)-1])
	p.destinations(in, ci, rest)
}

// callAddrSpace appends " addrspace(N)" when the callee lives outside
// address space 0 or the program address space is not 0.
func (p *printer) callAddrSpace(callee ir.Value, ci *ir.CallInfo) {
	as, ok := ir.AddrSpaceOf(typeOf(callee))
	if !ok && ci.HasAddrSpace {
		as = ci.AddrSpace
	}
	if as != 0 || p.mi.progAS != 0 {
		p.byte(' ')
		p.b = appendAddrSpace(p.b, as)
	}
}

// calleeType appends the return type, or the whole function type when the
// callee is variadic or (in typed IR) does not point to the call's function
// type.
func (p *printer) calleeType(in *ir.Instruction, callee ir.Value) {
	ft := in.FuncType()
	var pointee ir.Type
	if pt, ok := typeOf(callee).(*ir.PointerType); ok {
		pointee = pt.Elem
	}
	if ft == nil {
		if f, ok := pointee.(*ir.FuncType); ok {
			ft = f
		}
	}
	if ft == nil {
		p.typ(in.Type())
		return
	}
	full := ft.Variadic || p.mi.typed && pointee != nil && pointee != ir.Type(ft)
	if full {
		p.b = appendFuncType(p.b, ft)
		return
	}
	p.typ(ft.Ret)
}

// inVariadic reports whether in sits in a variadic function.
func inVariadic(in *ir.Instruction) bool {
	f := parentFunction(in)
	return f != nil && f.Sig != nil && f.Sig.Variadic
}

// bundles appends ` [ "tag"(T v, ...), ... ]` and returns the operands
// after the bundle inputs.
func (p *printer) bundles(list []ir.Bundle, ops []ir.Value) []ir.Value {
	if len(list) == 0 {
		return ops
	}
	p.str(" [ ")
	for i, bu := range list {
		if i > 0 {
			p.str(", ")
		}
		p.b = appendQuoted(p.b, bu.Tag)
		p.byte('(')
		n := min(max(bu.N, 0), len(ops))
		for j, op := range ops[:n] {
			if j > 0 {
				p.str(", ")
			}
			p.typedValue(op)
		}
		ops = ops[n:]
		p.byte(')')
	}
	p.str(" ]")
	return ops
}

// destinations appends invoke's "to label %n unwind label %u" and callbr's
// "to label %d [label %i, ...]".
func (p *printer) destinations(in *ir.Instruction, ci *ir.CallInfo, dests []ir.Value) {
	switch in.Op {
	case ir.OpInvoke:
		if len(dests) < 2 {
			return
		}
		p.str("\n          to ")
		p.typedValue(dests[0])
		p.str(" unwind ")
		p.typedValue(dests[1])
	case ir.OpCallBr:
		if len(dests) == 0 {
			return
		}
		p.str("\n          to ")
		p.typedValue(dests[0])
		p.str(" [")
		for i, d := range dests[1:] {
			if i > 0 {
				p.str(", ")
			}
			p.typedValue(d)
		}
		p.byte(']')
	}
}
