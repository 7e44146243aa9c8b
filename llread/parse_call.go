package llread

import (
	"bytes"

	"memspace/ir"
)

// callSite is what call, invoke and callbr share: everything up to and
// including the operand bundles.
type callSite struct {
	info     ir.CallInfo
	musttail bool // a musttail call, which alone may end its arguments with "..."
	oldDbg   bool // a call of an llvm.dbg intrinsic (isOldDbgIntrinsic)
	fnType   *ir.FuncType
	callee   ir.Value
	start    int // its operands so far are p.sc.ops[start:]
}

// calleeRef is the called operand as written, resolved once the function
// type is known.
type calleeRef struct {
	tok  token    // a name or keyword standing for the callee
	val  ir.Value // a constant expression already read
	asm  *ir.InlineAsm
	pos  int32
	kind tokKind
	ref  string // "dso_local_equivalent" or "no_cfi" before a global name
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
	if tail == 0 {
		pos = p.tok.pos // llvm-as places a plain call's errors after "call"
	}
	fmf := p.parseFMF()
	cs := callSite{musttail: tail&ir.MustTail != 0}
	if err := p.parseCallSite(pos, &cs); err != nil {
		return nil, err
	}
	if fmf != 0 && !ir.FPMathType(cs.fnType.Ret, p.mod.typed) {
		return nil, p.errAt(pos, "fast-math-flags specified for call without floating-point scalar or vector return type")
	}
	in := p.callInst(ir.OpCall, &cs, cs.callee)
	in.Flags = tail | fmf
	if cs.oldDbg && p.fn != nil {
		seeFirst(&p.fn.dbg.intrinsic, pos)
	}
	return in, nil
}

// callInst makes the instruction of a call site, whose operands are those
// read so far followed by more, and gives back the scratch.
func (p *parser) callInst(op ir.Opcode, cs *callSite, more ...ir.Value) *ir.Instruction {
	p.sc.ops = append(p.sc.ops, more...)
	in := p.ar.inst(op, cs.fnType.Ret, p.sc.ops[cs.start:]...)
	p.sc.ops = p.sc.ops[:cs.start]
	in.ElemType = cs.fnType
	in.Extra = p.ar.callExtra(&cs.info)
	return in
}

// parseInvoke reads "invoke ... to label %n unwind label %u".
func (p *parser) parseInvoke() (*ir.Instruction, error) {
	pos := p.tok.pos
	p.next()
	var cs callSite
	if err := p.parseCallSite(pos, &cs); err != nil {
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
	return p.callInst(ir.OpInvoke, &cs, normal, unwind, cs.callee), nil
}

// parseCallBr reads "callbr ... to label %d [label %i, ...]".
func (p *parser) parseCallBr() (*ir.Instruction, error) {
	pos := p.tok.pos
	p.next()
	var cs callSite
	if err := p.parseCallSite(pos, &cs); err != nil {
		return nil, err
	}
	def, err := p.parseLabelAfter("to")
	if err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare); err != nil {
		return nil, err
	}
	p.sc.ops = append(p.sc.ops, def)
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
		p.sc.ops = append(p.sc.ops, b)
		cs.info.NumIndirect++
	}
	p.next()
	return p.callInst(ir.OpCallBr, &cs, cs.callee), nil
}

// parseCallSite reads the part shared by call, invoke and callbr. Its
// operands (arguments, then bundle inputs) are left at the end of the
// scratch p.sc.ops, which callInst gives back.
func (p *parser) parseCallSite(pos int32, cs *callSite) error {
	info := &cs.info
	var err error
	if info.CC, err = p.parseOptCC(); err != nil {
		return err
	}
	if info.RetAttrs, err = p.parseParamAttrs(true); err != nil {
		return err
	}
	as := p.progAS()
	if p.isWord("addrspace") {
		if as, err = p.parseAddrSpace(); err != nil {
			return err
		}
		info.AddrSpace, info.HasAddrSpace = as, true
	}
	tpos := p.tok.pos
	rt, err := p.parseTypeOpt(true)
	if err != nil {
		return err
	}
	var callee calleeRef
	if err := p.parseCallee(&callee); err != nil {
		return err
	}
	// By name: a declaration after the body may not be read yet.
	cs.oldDbg = callee.kind == tGlobal && callee.ref == "" && p.isOldDbgName(callee.tok)
	args, err := p.parseCallArgs(info, cs.musttail)
	if err != nil {
		return err
	}
	defer p.dropArgs(args)
	if cs.fnType, err = p.callFuncType(rt, tpos, args, &callee); err != nil {
		return err
	}
	if cs.callee, err = p.resolveCallee(&callee, cs.fnType, as); err != nil {
		return err
	}
	if err := p.parseFnAttrs(&info.FnAttrs, nil, true); err != nil {
		return err
	}
	info.NumArgs = len(args)
	cs.start = len(p.sc.ops)
	for _, a := range args {
		p.sc.ops = append(p.sc.ops, a.v)
	}
	if err := p.parseBundles(info); err != nil {
		p.sc.ops = p.sc.ops[:cs.start]
		return err
	}
	return nil
}

// callArg is one argument as written.
type callArg struct {
	v   ir.Value
	pos int32
}

// parseCallArgs reads "(T attrs v, ...)". The arguments are the end of
// the scratch p.sc.args, to be given back with dropArgs.
func (p *parser) parseCallArgs(info *ir.CallInfo, musttail bool) ([]callArg, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	sc := p.sc
	start, pstart := len(sc.args), len(sc.params)
	defer func() { sc.params = sc.params[:pstart] }()
	ellipsis := false
	for p.tok.kind != tRParen {
		if len(sc.args) > start {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		if p.tok.kind == tDotDotDot {
			// "musttail call ... (args, ...)" forwards the caller's varargs;
			// the writer prints it back for musttail calls in variadic
			// functions, so nothing needs to be kept.
			if !musttail {
				return nil, p.errHere("unexpected ellipsis in argument list for non-musttail call")
			}
			if !p.inVarArgsFunc() {
				return nil, p.errHere("unexpected ellipsis in argument list for musttail call in non-varargs function")
			}
			p.next()
			if p.tok.kind != tRParen {
				return nil, p.errHere("expected ')' at end of argument list")
			}
			ellipsis = true
			break
		}
		pos := p.tok.pos
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		attrs, err := p.parseParamAttrs(false)
		if err != nil {
			return nil, err
		}
		v, err := p.parseValue(t)
		if err != nil {
			return nil, err
		}
		sc.args = append(sc.args, callArg{v, pos})
		sc.params = append(sc.params, attrs)
	}
	if musttail && !ellipsis && p.inVarArgsFunc() {
		return nil, p.errHere("expected '...' at end of argument list for musttail call in varargs function")
	}
	p.next()
	info.ParamAttrs = p.ar.attrLists(sc.params[pstart:])
	return sc.args[start:], nil
}

// isOldDbgName reports whether global token t names an llvm.dbg intrinsic
// (isOldDbgIntrinsic), decoding only names that may be one, as every
// call's callee passes here.
func (p *parser) isOldDbgName(t token) bool {
	text := p.src[t.pos:t.end]
	if !bytes.HasPrefix(text, []byte("@llvm.dbg.")) && !bytes.HasPrefix(text, []byte(`@"`)) {
		return false
	}
	return isOldDbgIntrinsic(nameOf(p.src, t))
}

// inVarArgsFunc reports whether the body being read is of a variadic
// function.
func (p *parser) inVarArgsFunc() bool {
	return p.fn != nil && p.fn.f.Sig != nil && p.fn.f.Sig.Variadic
}

// dropArgs gives back the scratch of parseCallArgs.
func (p *parser) dropArgs(args []callArg) { p.sc.args = p.sc.args[:len(p.sc.args)-len(args)] }

// parseCallee reads the called operand into c; names are resolved later,
// when the function type is known.
func (p *parser) parseCallee(c *calleeRef) error {
	*c = calleeRef{tok: p.tok, pos: p.tok.pos, kind: p.tok.kind}
	switch p.tok.kind {
	case tLocal, tLocalID, tGlobal, tGlobalID:
		p.next()
		return nil
	case tWord:
		switch string(p.text()) {
		case "asm":
			a, err := p.parseInlineAsm()
			c.asm = a
			return err
		case "null", "undef", "poison":
			p.next()
			return nil
		case "dso_local_equivalent", "no_cfi":
			ref := string(p.text())
			p.next()
			if p.tok.kind != tGlobal && p.tok.kind != tGlobalID {
				return p.unexpected("function name")
			}
			*c = calleeRef{tok: p.tok, pos: p.tok.pos, kind: p.tok.kind, ref: ref}
			p.next()
			return nil
		}
		v, err := p.constExpr()
		c.val = v
		return err
	}
	return p.unexpected("function")
}

// parseInlineAsm reads "asm [sideeffect] [alignstack] [inteldialect]
// [unwind] "text", "constraints"".
func (p *parser) parseInlineAsm() (*ir.InlineAsm, error) {
	p.next()
	// Each keyword at most once, in this order, as LLVM reads them.
	a := &ir.InlineAsm{SideEffect: p.eatWord("sideeffect"), AlignStack: p.eatWord("alignstack"),
		IntelDialect: p.eatWord("inteldialect"), Unwind: p.eatWord("unwind")}
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
	if !ir.IsValidReturnType(rt) {
		return nil, p.errAt(tpos, "invalid result type for call")
	}
	if f := p.directCallee(c); f != nil && f.Sig.Ret == rt && !f.Sig.Variadic && sameArgTypes(f.Sig.Params, args) {
		return f.Sig, nil
	}
	start := len(p.sc.types)
	defer func() { p.sc.types = p.sc.types[:start] }()
	for _, a := range args {
		p.sc.types = append(p.sc.types, a.v.Type())
	}
	return p.tc.funcType(rt, p.sc.types[start:], false), nil
}

// directCallee returns the named function a callee token refers to, if any.
func (p *parser) directCallee(c *calleeRef) *ir.Function {
	if p.stands != nil {
		return nil
	}
	var g ir.GlobalValue
	switch c.kind {
	case tGlobal:
		g = p.mod.globals.get(nameOf(p.src, c.tok))
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
		// LLVM's text reader checks the constraints against the type
		// (its bitcode reader and verifier do not).
		if msg := ir.VerifyInlineAsm(fty, c.asm.Constraints, p.mod.typed); msg != "" {
			return nil, p.errAt(c.pos, "%s", msg)
		}
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
		if c.ref != "" {
			g, err := p.globalRef(c.tok, pt)
			if err != nil {
				return nil, err
			}
			return p.funcRef(c.ref, c.tok, g), nil
		}
		if f, err := p.implicitIntrinsic(c.tok, fty, pt, as); f != nil || err != nil {
			return f, err
		}
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

// parseBundles reads [ "tag"(T v, ...), ... ] and appends the inputs to
// p.sc.ops.
func (p *parser) parseBundles(info *ir.CallInfo) error {
	if !p.eat(tLSquare) {
		return nil
	}
	for p.tok.kind != tRSquare {
		if len(info.Bundles) > 0 {
			if err := p.expect(tComma); err != nil {
				return err
			}
		}
		tag, err := p.parseString("operand bundle tag")
		if err != nil {
			return err
		}
		if err := p.expect(tLParen); err != nil {
			return err
		}
		n := 0
		for p.tok.kind != tRParen {
			if n > 0 {
				if err := p.expect(tComma); err != nil {
					return err
				}
			}
			v, err := p.parseTypeAndValue()
			if err != nil {
				return err
			}
			p.sc.ops = append(p.sc.ops, v)
			n++
		}
		p.next()
		info.Bundles = append(info.Bundles, ir.Bundle{Tag: tag, N: n})
	}
	p.next()
	return nil
}
