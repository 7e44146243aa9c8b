package llread

import (
	"memspace/ir"
)

// structConst reads "{ T v, ... }" (the current token is '{'; for a packed
// struct the '<' is already consumed).
func (p *parser) structConst(ty ir.Type, packed bool) (ir.Value, error) {
	start := p.tok.pos
	st, ok := ty.(*ir.StructType)
	if !ok || st.Opaque {
		return nil, p.errHere("struct constant is not valid for type '%s'", typeStr(ty))
	}
	if st.Packed != packed {
		return nil, p.errHere("packed'ness of initializer and type don't match")
	}
	p.next()
	elems := make([]ir.Value, 0, len(st.Fields))
	for p.tok.kind != tRBrace {
		if len(elems) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		if len(elems) >= len(st.Fields) {
			return nil, p.errAt(start, "initializer with struct type has wrong # elements")
		}
		tpos := p.tok.pos
		et, err := p.parseType()
		if err != nil {
			return nil, err
		}
		if et != st.Fields[len(elems)] {
			return nil, p.errAt(tpos, "element %d of struct initializer doesn't match struct element type", len(elems))
		}
		v, err := p.parseConstValue(et)
		if err != nil {
			return nil, err
		}
		elems = append(elems, v)
	}
	if len(elems) != len(st.Fields) {
		return nil, p.errAt(start, "initializer with struct type has wrong # elements")
	}
	p.next()
	if packed {
		if err := p.expect(tGreater); err != nil {
			return nil, err
		}
	}
	return ir.NewConstAggregateUnlinked(ty, ir.AggStruct, elems), nil
}

// parseElems reads "T v, T v, ..." up to the closing token, checking every
// element has type elem.
func (p *parser) parseElems(close tokKind, elem ir.Type, what string) ([]ir.Value, error) {
	var elems []ir.Value
	for p.tok.kind != close {
		if len(elems) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		tpos := p.tok.pos
		et, err := p.parseType()
		if err != nil {
			return nil, err
		}
		if elem != nil && et != elem {
			return nil, p.errAt(tpos, "%s element #%d is not of type '%s'", what, len(elems), typeStr(elem))
		}
		v, err := p.parseConstValue(et)
		if err != nil {
			return nil, err
		}
		elems = append(elems, v)
	}
	p.next()
	return elems, nil
}

// arrayConst reads "[T v, ...]".
func (p *parser) arrayConst(ty ir.Type) (ir.Value, error) {
	start := p.tok.pos
	at, ok := ty.(*ir.ArrayType)
	if !ok {
		return nil, p.errHere("array constant is not valid for type '%s'", typeStr(ty))
	}
	p.next()
	if p.tok.kind == tRSquare {
		// LLVM reads an empty array as poison of its (zero-length) type.
		if at.Len != 0 {
			return nil, p.errAt(start, "invalid empty array initializer")
		}
		p.next()
		return p.tc.simpleConst(ty, ir.KindPoison), nil
	}
	elems, err := p.parseElems(tRSquare, at.Elem, "array")
	if err != nil {
		return nil, err
	}
	if uint64(len(elems)) != at.Len {
		return nil, p.errAt(start, "constant expression type mismatch: got type '%s' but expected '%s'",
			typeStr(p.tc.array(uint64(len(elems)), at.Elem)), typeStr(ty))
	}
	return ir.NewConstAggregateUnlinked(ty, ir.AggArray, elems), nil
}

// vectorConst reads "<T v, ...>".
func (p *parser) vectorConst(ty ir.Type) (ir.Value, error) {
	start := p.tok.pos
	vt, ok := ty.(*ir.VectorType)
	if !ok {
		return nil, p.errHere("vector constant is not valid for type '%s'", typeStr(ty))
	}
	p.next()
	elems, err := p.parseElems(tGreater, vt.Elem, "vector")
	if err != nil {
		return nil, err
	}
	if vt.Scalable || uint64(len(elems)) != vt.Len {
		got := "<" + itoa(uint32(len(elems))) + " x " + typeStr(vt.Elem) + ">"
		return nil, p.errAt(start, "constant expression type mismatch: got type '%s' but expected '%s'", got, typeStr(ty))
	}
	return ir.NewConstAggregateUnlinked(ty, ir.AggVector, elems), nil
}

// constWord reads a keyword constant: splat, blockaddress and friends, or a
// constant expression, and checks that it has type ty.
func (p *parser) constWord(ty ir.Type) (ir.Value, error) {
	start := p.tok.pos
	var c ir.Constant
	var err error
	switch w := string(p.text()); w {
	case "splat":
		return p.splatConst(ty)
	case "blockaddress":
		c, err = p.blockAddress()
	case "dso_local_equivalent", "no_cfi":
		c, err = p.funcRefConst(w, ty)
	case "ptrauth":
		c, err = p.ptrAuthConst()
	default:
		c, err = p.constExpr()
	}
	if err != nil {
		return nil, err
	}
	if c.Type() != ty {
		return nil, p.errAt(start, "constant expression type mismatch: got type '%s' but expected '%s'",
			typeStr(c.Type()), typeStr(ty))
	}
	return c, nil
}

// splatConst reads "splat (T v)".
func (p *parser) splatConst(ty ir.Type) (ir.Value, error) {
	start := p.tok.pos
	p.next()
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	tpos := p.tok.pos
	et, err := p.parseType()
	if err != nil {
		return nil, err
	}
	v, err := p.parseConstValue(et)
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	vt, ok := ty.(*ir.VectorType)
	if !ok {
		return nil, p.errAt(start, "splat is only valid for vector types, not '%s'", typeStr(ty))
	}
	if vt.Elem != et {
		return nil, p.errAt(tpos, "splat element type '%s' does not match vector element type '%s'",
			typeStr(et), typeStr(vt.Elem))
	}
	return ir.NewConstAggregateUnlinked(ty, ir.AggSplat, []ir.Value{v}), nil
}

// funcOperand reads @f for blockaddress and friends: its type is whatever
// the function has, fwd (a pointer in the program address space if nil)
// if it is not defined yet.
func (p *parser) funcOperand(want, fwd ir.Type) (ir.GlobalValue, error) {
	if p.tok.kind != tGlobal && p.tok.kind != tGlobalID {
		return nil, p.unexpected("function name")
	}
	t := p.tok
	ty := fwd
	if ty == nil {
		ty = p.tc.ptr(p.progAS())
	}
	if p.mod.typed && want != nil {
		ty = want // typed IR: a forward reference gets the type written before it
	}
	if p.stands != nil {
		return p.globalValueAs(ty)
	}
	key := p.globalKey(t)
	var g ir.GlobalValue
	if t.kind == tGlobalID {
		g = p.mod.numGlobals[idOf(p.src, t)]
	} else {
		g = p.mod.globals.get(nameOf(p.src, t))
	}
	fresh := false
	if g != nil {
		ty = g.Type()
	} else if f := p.mod.fwd[key]; f != nil {
		ty = f.ph.Type()
	} else {
		fresh = p.mod.typed && want == nil
	}
	gv, err := p.globalValueAs(ty)
	if f := p.mod.fwd[key]; fresh && f != nil {
		f.anyType = true // blockaddress of a function not defined yet
	}
	return gv, err
}

// globalKey is the forward-reference key of a global token.
func (p *parser) globalKey(t token) string {
	if t.kind == tGlobalID {
		return idKey(idOf(p.src, t))
	}
	return nameOf(p.src, t)
}

func (p *parser) globalValueAs(ty ir.Type) (ir.GlobalValue, error) {
	g, err := p.globalRef(p.tok, ty)
	if err != nil {
		return nil, err
	}
	p.next()
	return g, nil
}

// blockAddress reads "blockaddress(@f, %bb)"; the block is resolved once
// every body has been read.
func (p *parser) blockAddress() (ir.Constant, error) {
	p.next()
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	fnTok := p.tok
	f, err := p.funcOperand(nil, nil)
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	if p.tok.kind != tLocal && p.tok.kind != tLocalID {
		return nil, p.unexpected("basic block name")
	}
	bbTok := p.tok
	p.next()
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	as, _ := ir.AddrSpaceOf(f.Type())
	var ty ir.Type = p.tc.ptr(as)
	if p.mod.typed {
		ty = p.tc.typedPtr(p.tc.intType(8), as)
	}
	c := ir.NewConstRefUnlinked(ty, ir.RefBlockAddress, f, nil)
	c.BlockName = p.keep(bstr(p.src[bbTok.pos+1 : bbTok.end]))
	p.addBlockRef(&blockRef{c: c, fnTok: fnTok, bbTok: bbTok})
	return c, nil
}

// addBlockRef records a reference to check once every body is read.
func (p *parser) addBlockRef(ref *blockRef) {
	if p.fn != nil {
		p.fn.blockRefs = append(p.fn.blockRefs, ref)
	} else {
		p.mod.blockRefs = append(p.mod.blockRefs, ref)
	}
}

// blockRef is a blockaddress whose block is looked up after all bodies,
// or (no bbTok) a dso_local_equivalent whose global is checked then, as
// it may be defined after its use.
type blockRef struct {
	c     *ir.ConstRef
	fnTok token
	bbTok token
}

// funcRefConst reads "dso_local_equivalent @f" or "no_cfi @f" of type ty.
// Like LLVM's, a no_cfi of a function not defined yet has the type
// written, and a dso_local_equivalent the globals address space (LLVM
// makes a global variable stand for the function until it is defined).
func (p *parser) funcRefConst(w string, ty ir.Type) (ir.Constant, error) {
	p.next()
	fnTok := p.tok
	var fwd ir.Type
	if _, ok := ty.(*ir.PointerType); ok {
		fwd = ty
	}
	if w == "dso_local_equivalent" {
		fwd = p.tc.ptr(p.spaces().global)
	}
	f, err := p.funcOperand(ty, fwd)
	if err != nil {
		return nil, err
	}
	return p.funcRef(w, fnTok, f), nil
}

// funcRef wraps f, named by fnTok, in the keyword w.
func (p *parser) funcRef(w string, fnTok token, f ir.GlobalValue) ir.Constant {
	if w == "no_cfi" {
		return ir.NewConstRefUnlinked(f.Type(), ir.RefNoCFI, f)
	}
	c := ir.NewConstRefUnlinked(f.Type(), ir.RefDSOLocalEquivalent, f)
	p.addBlockRef(&blockRef{c: c, fnTok: fnTok})
	return c
}

// ptrAuthProblem returns LLVM's message for ptrauth operands of the wrong
// kind, checked in its order, or "".
func ptrAuthProblem(ops []ir.Value) string {
	isPtr := func(v ir.Value) bool { _, ok := v.Type().(*ir.PointerType); return ok }
	isInt := func(v ir.Value, bits int) bool {
		if it, ok := v.Type().(*ir.IntType); !ok || it.Bits != bits {
			return false
		}
		switch c := v.(type) {
		case *ir.ConstInt:
			return true
		case *ir.ConstSimple:
			return c.Kind == ir.KindZero // LLVM's zero integer is a ConstantInt
		}
		return false
	}
	switch {
	case !isPtr(ops[0]):
		return "constant ptrauth base pointer must be a pointer"
	case !isInt(ops[1], 32):
		return "constant ptrauth key must be i32 constant"
	case len(ops) > 2 && !isInt(ops[2], 64):
		return "constant ptrauth integer discriminator must be i64 constant"
	case len(ops) > 3 && !isPtr(ops[3]):
		return "constant ptrauth address discriminator must be a pointer"
	case len(ops) > 4 && !isPtr(ops[4]):
		return "constant ptrauth deactivation symbol must be a pointer"
	}
	return ""
}

// ptrAuthConst reads "ptrauth (ptr @f, i32 key[, i64 disc[, ptr addr[, ptr ds]]])".
func (p *parser) ptrAuthConst() (ir.Constant, error) {
	at := p.tok.pos
	p.next()
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	var ops []ir.Value
	for {
		v, err := p.parseTypeAndConst()
		if err != nil {
			return nil, err
		}
		ops = append(ops, v)
		if !p.eat(tComma) {
			break
		}
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	if len(ops) < 2 || len(ops) > 5 {
		return nil, p.errHere("ptrauth takes 2 to 5 operands")
	}
	if msg := ptrAuthProblem(ops); msg != "" {
		return nil, p.errAt(at, "%s", msg)
	}
	// The discriminators the text omits are i64 0 and ptr null, as LLVM
	// keeps them in memory (and bitcode needs them).
	if len(ops) < 3 {
		ops = append(ops, ir.NewConstInt(p.tc.intType(64), 0))
	}
	if len(ops) < 4 {
		ops = append(ops, ir.NullOf(p.tc.ptr(0)))
	}
	return ir.NewConstRefUnlinked(ops[0].Type(), ir.RefPtrAuth, ops...), nil
}
