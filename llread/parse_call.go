package llread

import (
	"memspace/ir"
)

// callSite is what call, invoke and callbr share: everything up to and
// including the operand bundles.
type callSite struct {
	info   *ir.CallInfo
	fnType *ir.FuncType
	callee ir.Value
	ops    []ir.Value // arguments then bundle inputs
}

// calleeRef is the called operand as written, resolved once the function
// type is known.
type calleeRef struct {
	tok  token    // a name or keyword standing for the callee
	val  ir.Value // a constant expression already read
	asm  *ir.InlineAsm
	pos  int32
	kind tokKind
}

// parseTailCall reads "tail call", "musttail call" or "notail call".
func (p *parser) parseTailCall(flag ir.Flags) (*ir.Instruction, error) {
	p.next()
	if !p.isWord("call") {
		return nil, p.unexpected("'call'")
	}
	return p.parseCall(flag)
}

// parseCall reads "call [fmf] [cc] [attrs] [addrspace(N)] T callee(args)
// [fn attrs] [bundles]".
func (p *parser) parseCall(tail ir.Flags) (*ir.Instruction, error) {
	pos := p.tok.pos
	p.next()
	fmf := p.parseFMF()
	cs, err := p.parseCallSite(pos)
	if err != nil {
		return nil, err
	}
	if fmf != 0 && !fpOrFPVector(cs.fnType.Ret) && !fpStructOrArray(cs.fnType.Ret) {
		return nil, p.errAt(pos, "fast-math-flags specified for call without floating-point scalar or vector return type")
	}
	in := p.ar.inst(ir.OpCall, cs.fnType.Ret, append(cs.ops, cs.callee)...)
	in.Flags = tail | fmf
	in.ElemType = cs.fnType
	in.Ext().Call = cs.info
	return in, nil
}

// fpStructOrArray reports whether t is an array or literal struct of
// floating-point types (LLVM allows fast-math flags on those calls too).
func fpStructOrArray(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.ArrayType:
		return fpOrFPVector(t.Elem)
	case *ir.StructType:
		for _, f := range t.Fields {
			if !fpOrFPVector(f) {
				return false
			}
		}
		return len(t.Fields) > 0
	}
	return false
}

// parseInvoke reads "invoke ... to label %n unwind label %u".
func (p *parser) parseInvoke() (*ir.Instruction, error) {
	pos := p.tok.pos
	p.next()
	cs, err := p.parseCallSite(pos)
	if err != nil {
		return nil, err
	}
	normal, err := p.parseLabelAfter("to")
	if err != nil {
		return nil, err
	}
	unwind, err := p.parseLabelAfter("unwind")
	if err != nil {
		return nil, err
	}
	ops := append(cs.ops, normal, unwind, cs.callee)
	in := p.ar.inst(ir.OpInvoke, cs.fnType.Ret, ops...)
	in.ElemType = cs.fnType
	in.Ext().Call = cs.info
	return in, nil
}

// parseCallBr reads "callbr ... to label %d [label %i, ...]".
func (p *parser) parseCallBr() (*ir.Instruction, error) {
	pos := p.tok.pos
	p.next()
	cs, err := p.parseCallSite(pos)
	if err != nil {
		return nil, err
	}
	def, err := p.parseLabelAfter("to")
	if err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare); err != nil {
		return nil, err
	}
	ops := append(cs.ops, def)
	for p.tok.kind != tRSquare {
		if cs.info.NumIndirect > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		b, err := p.parseLabel()
		if err != nil {
			return nil, err
		}
		ops = append(ops, b)
		cs.info.NumIndirect++
	}
	p.next()
	in := p.ar.inst(ir.OpCallBr, cs.fnType.Ret, append(ops, cs.callee)...)
	in.ElemType = cs.fnType
	in.Ext().Call = cs.info
	return in, nil
}

// parseCallSite reads the part shared by call, invoke and callbr.
func (p *parser) parseCallSite(pos int32) (*callSite, error) {
	info := &ir.CallInfo{}
	var err error
	if info.CC, err = p.parseOptCC(); err != nil {
		return nil, err
	}
	if info.RetAttrs, err = p.parseParamAttrs(); err != nil {
		return nil, err
	}
	as := p.progAS()
	if p.isWord("addrspace") {
		if as, err = p.parseAddrSpace(); err != nil {
			return nil, err
		}
		info.AddrSpace, info.HasAddrSpace = as, true
	}
	tpos := p.tok.pos
	rt, err := p.parseTypeOpt(true)
	if err != nil {
		return nil, err
	}
	callee, err := p.parseCallee()
	if err != nil {
		return nil, err
	}
	args, err := p.parseCallArgs(info)
	if err != nil {
		return nil, err
	}
	fty, err := p.callFuncType(rt, tpos, args, callee)
	if err != nil {
		return nil, err
	}
	cv, err := p.resolveCallee(callee, fty, as)
	if err != nil {
		return nil, err
	}
	if err := p.parseFnAttrs(&info.FnAttrs, nil); err != nil {
		return nil, err
	}
	info.NumArgs = len(args)
	ops := make([]ir.Value, 0, len(args)+1)
	for _, a := range args {
		ops = append(ops, a.v)
	}
	if ops, err = p.parseBundles(info, ops); err != nil {
		return nil, err
	}
	return &callSite{info: info, fnType: fty, callee: cv, ops: ops}, nil
}

// callArg is one argument as written.
type callArg struct {
	v   ir.Value
	pos int32
}

// parseCallArgs reads "(T attrs v, ...)".
func (p *parser) parseCallArgs(info *ir.CallInfo) ([]callArg, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	var args []callArg
	for p.tok.kind != tRParen {
		if len(args) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		if p.tok.kind == tDotDotDot {
			// "musttail call ... (args, ...)" forwards the caller's varargs;
			// the writer prints it back for musttail calls in variadic
			// functions, so nothing needs to be kept.
			p.next()
			if p.tok.kind != tRParen {
				return nil, p.errHere("expected ')' after '...' in a call")
			}
			break
		}
		pos := p.tok.pos
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		attrs, err := p.parseParamAttrs()
		if err != nil {
			return nil, err
		}
		v, err := p.parseValue(t)
		if err != nil {
			return nil, err
		}
		args = append(args, callArg{v, pos})
		info.ParamAttrs = append(info.ParamAttrs, attrs)
	}
	p.next()
	return args, nil
}

// parseCallee reads the called operand; names are resolved later, when the
// function type is known.
func (p *parser) parseCallee() (*calleeRef, error) {
	c := &calleeRef{tok: p.tok, pos: p.tok.pos, kind: p.tok.kind}
	switch p.tok.kind {
	case tLocal, tLocalID, tGlobal, tGlobalID:
		p.next()
		return c, nil
	case tWord:
		switch string(p.text()) {
		case "asm":
			a, err := p.parseInlineAsm()
			c.asm = a
			return c, err
		case "null", "undef", "poison":
			p.next()
			return c, nil
		}
		v, err := p.constExpr()
		c.val = v
		return c, err
	}
	return nil, p.unexpected("function")
}

// parseInlineAsm reads "asm [sideeffect] [alignstack] [inteldialect]
// [unwind] "text", "constraints"".
func (p *parser) parseInlineAsm() (*ir.InlineAsm, error) {
	p.next()
	a := &ir.InlineAsm{}
	for {
		switch {
		case p.eatWord("sideeffect"):
			a.SideEffect = true
		case p.eatWord("alignstack"):
			a.AlignStack = true
		case p.eatWord("inteldialect"):
			a.IntelDialect = true
		case p.eatWord("unwind"):
			a.Unwind = true
		default:
			text, err := p.parseString("inline asm string")
			if err != nil {
				return nil, err
			}
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
			cons, err := p.parseString("inline asm constraint string")
			a.Asm, a.Constraints = text, cons
			return a, err
		}
	}
}

// callFuncType returns the called function's type: the written one, or one
// made from the result type and the arguments.
func (p *parser) callFuncType(rt ir.Type, tpos int32, args []callArg, c *calleeRef) (*ir.FuncType, error) {
	if ft, ok := rt.(*ir.FuncType); ok {
		if len(args) < len(ft.Params) {
			return nil, p.errAt(tpos, "not enough parameters specified for call")
		}
		if len(args) > len(ft.Params) && !ft.Variadic {
			return nil, p.errAt(args[len(ft.Params)].pos, "too many arguments specified")
		}
		for i, prm := range ft.Params {
			if args[i].v.Type() != prm {
				return nil, p.errAt(args[i].pos, "argument is not of expected type '%s'", typeStr(prm))
			}
		}
		return ft, nil
	}
	if !validReturnType(rt) {
		return nil, p.errAt(tpos, "invalid result type for call")
	}
	if f := p.directCallee(c); f != nil && f.Sig.Ret == rt && !f.Sig.Variadic && sameArgTypes(f.Sig.Params, args) {
		return f.Sig, nil
	}
	params := make([]ir.Type, len(args))
	for i, a := range args {
		params[i] = a.v.Type()
	}
	return p.tc.funcType(rt, params, false), nil
}

// directCallee returns the named function a callee token refers to, if any.
func (p *parser) directCallee(c *calleeRef) *ir.Function {
	if p.stands != nil {
		return nil
	}
	var g ir.GlobalValue
	switch c.kind {
	case tGlobal:
		g = p.mod.globals[nameOf(p.src, c.tok)]
	case tGlobalID:
		g = p.mod.numGlobals[idOf(p.src, c.tok)]
	}
	f, _ := g.(*ir.Function)
	return f
}

func sameArgTypes(params []ir.Type, args []callArg) bool {
	if len(params) != len(args) {
		return false
	}
	for i, a := range args {
		if a.v.Type() != params[i] {
			return false
		}
	}
	return true
}

// resolveCallee turns the callee into a value of pointer type (to fty in
// typed IR) in address space as.
func (p *parser) resolveCallee(c *calleeRef, fty *ir.FuncType, as uint32) (ir.Value, error) {
	var pt ir.Type = p.tc.ptr(as)
	if p.mod.typed {
		pt = p.tc.typedPtr(fty, as)
	}
	switch {
	case c.asm != nil:
		a := ir.NewInlineAsm(fty, c.asm.Asm, c.asm.Constraints)
		if p.mod.typed {
			a = ir.NewInlineAsm(pt, c.asm.Asm, c.asm.Constraints)
		}
		a.SideEffect, a.AlignStack, a.IntelDialect, a.Unwind = c.asm.SideEffect, c.asm.AlignStack, c.asm.IntelDialect, c.asm.Unwind
		return a, nil
	case c.val != nil:
		if c.val.Type() != pt {
			return nil, p.errAt(c.pos, "constant expression type mismatch: got type '%s' but expected '%s'",
				typeStr(c.val.Type()), typeStr(pt))
		}
		return c.val, nil
	}
	switch c.kind {
	case tLocal, tLocalID:
		if p.fn == nil {
			return nil, p.errAt(c.pos, "invalid use of function-local name")
		}
		return p.fn.use(p, c.tok, pt)
	case tGlobal, tGlobalID:
		return p.globalRef(c.tok, pt)
	}
	k := ir.KindNull
	switch p.src[c.pos] {
	case 'u':
		k = ir.KindUndef
	case 'p':
		k = ir.KindPoison
	}
	return p.tc.simpleConst(pt, k), nil
}

// parseBundles reads [ "tag"(T v, ...), ... ] and appends the inputs.
func (p *parser) parseBundles(info *ir.CallInfo, ops []ir.Value) ([]ir.Value, error) {
	if !p.eat(tLSquare) {
		return ops, nil
	}
	for p.tok.kind != tRSquare {
		if len(info.Bundles) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		tag, err := p.parseString("operand bundle tag")
		if err != nil {
			return nil, err
		}
		if err := p.expect(tLParen); err != nil {
			return nil, err
		}
		n := 0
		for p.tok.kind != tRParen {
			if n > 0 {
				if err := p.expect(tComma); err != nil {
					return nil, err
				}
			}
			v, err := p.parseTypeAndValue()
			if err != nil {
				return nil, err
			}
			ops = append(ops, v)
			n++
		}
		p.next()
		info.Bundles = append(info.Bundles, ir.Bundle{Tag: tag, N: n})
	}
	p.next()
	return ops, nil
}
