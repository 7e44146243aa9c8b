package llread

import (
	"errors"

	"memspace/ir"
)

// errRetypePointers stops a parse that met a typed pointer ("i32*") after
// it had already built opaque-pointer globals; Parse starts again in
// typed-pointer mode.
var errRetypePointers = errors.New("llread: typed pointers found late")

// parseType reads a type that must not be void.
func (p *parser) parseType() (ir.Type, error) { return p.parseTypeOpt(false) }

// parseTypeOpt reads a type; allowVoid admits void (function results).
func (p *parser) parseTypeOpt(allowVoid bool) (ir.Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	start := p.tok.pos
	t, err := p.parseBaseType()
	if err != nil {
		return nil, err
	}
	starred := false // t is a '*' read as ptr, not the ptr keyword
	for {
		switch {
		case p.tok.kind == tStar:
			if t, err = p.typedPointer(t, 0, starred); err != nil {
				return nil, err
			}
			starred = true
		case p.isWord("addrspace"):
			as, err := p.parseAddrSpace()
			if err != nil {
				return nil, err
			}
			if p.tok.kind != tStar {
				return nil, p.unexpected("'*' after addrspace")
			}
			if t, err = p.typedPointer(t, as, starred); err != nil {
				return nil, err
			}
			starred = true
		case p.tok.kind == tLParen:
			if t, err = p.parseFuncTypeParams(t); err != nil {
				return nil, err
			}
			starred = false
		default:
			if !allowVoid && ir.IsVoid(t) {
				return nil, p.errAt(start, "void type only allowed for function results")
			}
			return t, nil
		}
	}
}

// typedPointer consumes '*' and returns "elem addrspace(as)*". The ptr
// keyword cannot take a '*' (LLVM: "ptr* is invalid"), but a '*' read as
// ptr in an opaque-pointer module can (LLVM 22 reads "float addrspace(4)**"
// as ptr): starred says elem is such a ptr.
func (p *parser) typedPointer(elem ir.Type, as uint32, starred bool) (ir.Type, error) {
	if s, ok := elem.(*ir.SimpleType); ok && s.Kind != ir.X86AMXKind && s.Kind != ir.X86MMXKind {
		return nil, p.errHere("pointer to '%s' is invalid", typeStr(elem))
	}
	if pt, ok := elem.(*ir.PointerType); ok && pt.Elem == nil && !starred {
		return nil, p.errHere("ptr* is invalid - use ptr instead")
	}
	if p.mod.starIsPtr {
		p.next()
		return p.tc.ptr(as), nil
	}
	if err := p.sawTypedPointer(); err != nil {
		return nil, err
	}
	p.next()
	return p.tc.typedPtr(elem, as), nil
}

// sawTypedPointer switches the module to typed-pointer IR, or asks for a
// restart when opaque-pointer globals were already built.
func (p *parser) sawTypedPointer() error {
	if p.mod.typed {
		return nil
	}
	if p.fn == nil && !p.mod.sealed && p.mod.numGlobalValues == 0 {
		p.mod.typed = true
		p.mod.m.TypedPointers = true
		return nil
	}
	return errRetypePointers
}

// parseBaseType reads a type without pointer or function suffixes.
func (p *parser) parseBaseType() (ir.Type, error) {
	switch p.tok.kind {
	case tIntType:
		bits := 0
		for _, d := range p.text()[1:] {
			bits = bits*10 + int(d-'0')
		}
		p.next()
		return p.tc.intType(bits), nil
	case tWord:
		return p.parseWordType()
	case tLocal, tLocalID:
		t := p.namedType(p.tok)
		p.next()
		return t, nil
	case tLBrace:
		return p.parseStructBody(false)
	case tLess:
		p.next()
		if p.tok.kind == tLBrace {
			t, err := p.parseStructBody(true)
			if err != nil {
				return nil, err
			}
			return t, p.expect(tGreater)
		}
		return p.parseVectorType()
	case tLSquare:
		return p.parseArrayType()
	}
	return nil, p.unexpected("type")
}

func (p *parser) parseWordType() (ir.Type, error) {
	w := p.text()
	if k, ok := floatKind(w); ok {
		p.next()
		return p.tc.ctx.FloatOf(k), nil
	}
	switch string(w) {
	case "ptr":
		p.next()
		as, err := p.parseOptAddrSpace(0)
		if err != nil {
			return nil, err
		}
		return p.tc.ptr(as), nil
	case "target":
		return p.parseTargetExtType()
	}
	if k, ok := simpleKind(w); ok {
		p.next()
		return p.tc.ctx.Simple(k), nil
	}
	return nil, p.unexpected("type")
}

func simpleKind(w []byte) (ir.SimpleKind, bool) {
	switch string(w) {
	case "void":
		return ir.VoidKind, true
	case "label":
		return ir.LabelKind, true
	case "metadata":
		return ir.MetadataKind, true
	case "token":
		return ir.TokenKind, true
	case "x86_amx":
		return ir.X86AMXKind, true
	case "x86_mmx":
		return ir.X86MMXKind, true
	}
	return 0, false
}

func floatKind(w []byte) (ir.FloatKind, bool) {
	switch string(w) {
	case "half":
		return ir.Half, true
	case "bfloat":
		return ir.BFloat, true
	case "float":
		return ir.Float, true
	case "double":
		return ir.Double, true
	case "x86_fp80":
		return ir.X86FP80, true
	case "fp128":
		return ir.FP128, true
	case "ppc_fp128":
		return ir.PPCFP128, true
	}
	return 0, false
}

// isTypeStart reports whether the current token can begin a type.
func (p *parser) isTypeStart() bool {
	switch p.tok.kind {
	case tIntType, tLocal, tLocalID, tLBrace, tLess, tLSquare:
		return true
	case tWord:
		w := p.text()
		if _, ok := floatKind(w); ok {
			return true
		}
		if _, ok := simpleKind(w); ok {
			return true
		}
		return string(w) == "ptr" || string(w) == "target"
	}
	return false
}

// parseAddrSpace reads "addrspace(N)"; the current token is "addrspace".
func (p *parser) parseAddrSpace() (uint32, error) {
	p.next()
	if err := p.expect(tLParen); err != nil {
		return 0, err
	}
	as, err := p.parseAddrSpaceNumber()
	if err != nil {
		return 0, err
	}
	return as, p.expect(tRParen)
}

// parseAddrSpaceNumber reads N in addrspace(N), or a name the data layout
// gives a space ("A", "G", "P", or that of a named pointer specification);
// N must fit in 24 bits as in LLVM.
func (p *parser) parseAddrSpaceNumber() (uint32, error) {
	pos := p.tok.pos
	if p.tok.kind == tString {
		name, err := p.parseString("address space name")
		if err != nil {
			return 0, err
		}
		as, ok := p.symbolicAddrSpace(name)
		if !ok {
			return 0, p.errAt(pos, "invalid symbolic addrspace '%s'", name)
		}
		return as, nil
	}
	as, err := p.parseUint32("address space number")
	if err != nil {
		return 0, err
	}
	if as >= 1<<24 {
		return 0, p.errAt(pos, "invalid address space, must be a 24-bit integer")
	}
	return as, nil
}

// parseOptAddrSpace reads an optional "addrspace(N)", else returns def.
func (p *parser) parseOptAddrSpace(def uint32) (uint32, error) {
	if !p.isWord("addrspace") {
		return def, nil
	}
	return p.parseAddrSpace()
}

// namedType returns the struct named by a %T or %7 token, creating an opaque
// placeholder for a type not defined yet.
func (p *parser) namedType(t token) ir.Type {
	name, numbered := p.typeName(t)
	key := typeKey(name, numbered)
	if nt, ok := p.mod.types[key]; ok {
		return nt.typ
	}
	if p.fn != nil || p.mod.sealed {
		return p.lateType(name, numbered, t)
	}
	if p.mod.streaming {
		// Workers read types now: leave it to the careful path.
		p.mod.unsafe = true
		return p.tc.ctx.Named(p.keep(name), numbered)
	}
	st := p.tc.ctx.Named(p.keep(name), numbered)
	p.mod.types[key] = &typeSlot{typ: st, pos: t.pos}
	return st
}

// typeName returns the name of a type token and whether it is a number.
func (p *parser) typeName(t token) (string, bool) {
	if t.kind == tLocalID {
		return bstr(p.src[t.pos+1 : t.end]), true
	}
	return nameOf(p.src, t), false
}

// typeKey keeps numbered types (%0) apart from types named "0" (%"0").
func typeKey(name string, numbered bool) string {
	if numbered {
		return "\x00" + name
	}
	return name
}

// lateType handles a type name first seen inside a function body, after
// all type definitions were read: it is undefined.
func (p *parser) lateType(name string, numbered bool, t token) ir.Type {
	spell := ir.QuoteName(name)
	rank := rankType
	if numbered {
		spell, rank = name, rankTypeID
	}
	p.deferErr(&perr{seq: endOfModule, rank: rank, key: sortKey(name, numbered), off: int(t.pos),
		msg: "use of undefined type '%" + spell + "'"})
	return p.tc.ctx.Named(p.keep(name), numbered)
}

// parseStructBody reads "{ T, ... }"; the current token is '{'.
func (p *parser) parseStructBody(packed bool) (*ir.StructType, error) {
	start := len(p.sc.types)
	defer func() { p.sc.types = p.sc.types[:start] }()
	fields, err := p.parseStructFields()
	if err != nil {
		return nil, err
	}
	return p.tc.structType(fields, packed), nil
}

// parseStructFields reads "{ T, ... }" onto the end of the scratch
// p.sc.types and returns that part; the caller truncates it.
func (p *parser) parseStructFields() ([]ir.Type, error) {
	p.next()
	start := len(p.sc.types)
	if p.eat(tRBrace) {
		return nil, nil
	}
	for {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		if !ir.IsValidStructElement(t) {
			return nil, p.errHere("invalid element type for struct")
		}
		p.sc.types = append(p.sc.types, t)
		if !p.eat(tComma) {
			break
		}
	}
	return p.sc.types[start:], p.expect(tRBrace)
}

// parseArrayType reads "[N x T]"; the current token is '['.
func (p *parser) parseArrayType() (ir.Type, error) {
	p.next()
	n, err := p.parseUint64("array length")
	if err != nil {
		return nil, err
	}
	if err := p.expectWord("x"); err != nil {
		return nil, err
	}
	pos := p.tok.pos
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if !ir.IsValidArrayElement(elem) {
		return nil, p.errAt(pos, "invalid array element type")
	}
	return p.tc.array(n, elem), p.expect(tRSquare)
}

// parseVectorType reads "N x T>" or "vscale x N x T>" after '<'.
func (p *parser) parseVectorType() (ir.Type, error) {
	scalable := false
	if p.eatWord("vscale") {
		if err := p.expectWord("x"); err != nil {
			return nil, err
		}
		scalable = true
	}
	pos := p.tok.pos
	n, err := p.parseUint64("vector length")
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, p.errAt(pos, "zero element vector is illegal")
	}
	if n > 0xFFFFFFFF {
		return nil, p.errAt(pos, "vector length is too large")
	}
	if err := p.expectWord("x"); err != nil {
		return nil, err
	}
	pos = p.tok.pos
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if !ir.IsValidVectorElement(elem) {
		return nil, p.errAt(pos, "invalid vector element type")
	}
	return p.tc.vector(n, elem, scalable), p.expect(tGreater)
}

// parseFuncTypeParams reads "(T, T, ...)" after a result type.
func (p *parser) parseFuncTypeParams(ret ir.Type) (ir.Type, error) {
	if !ir.IsValidReturnType(ret) {
		return nil, p.errHere("invalid function return type")
	}
	p.next()
	var params []ir.Type
	variadic := false
	for p.tok.kind != tRParen {
		if len(params) > 0 || variadic {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		if p.eat(tDotDotDot) {
			variadic = true
			break
		}
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		if err := p.skipParamAttrsInType(); err != nil {
			return nil, err
		}
		params = append(params, t)
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	return p.tc.funcType(ret, params, variadic), nil
}

// skipParamAttrsInType rejects attributes and names in function types.
func (p *parser) skipParamAttrsInType() error {
	switch {
	case p.tok.kind == tLocal || p.tok.kind == tLocalID:
		return p.errHere("argument name invalid in function type")
	case p.tok.kind == tString || (p.tok.kind == tWord && isAttrKeyword(p.text())):
		return p.errHere("argument attributes invalid in function type")
	}
	return nil
}

// parseTargetExtType reads target("name", T..., N...).
func (p *parser) parseTargetExtType() (ir.Type, error) {
	p.next()
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	name, err := p.parseString("target extension type name")
	if err != nil {
		return nil, err
	}
	var types []ir.Type
	var ints []uint32
	for p.eat(tComma) {
		if p.tok.kind == tInt {
			n, err := p.parseUint32("integer parameter")
			if err != nil {
				return nil, err
			}
			ints = append(ints, n)
			continue
		}
		if len(ints) > 0 {
			return nil, p.unexpected("integer parameter")
		}
		t, err := p.parseTypeOpt(true)
		if err != nil {
			return nil, err
		}
		types = append(types, t)
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	t := p.tc.ctx.TargetExt(name, types, ints)
	if msg := ir.TargetExtParamProblem(t); msg != "" {
		return nil, p.errHere("%s", msg)
	}
	return t, nil
}
