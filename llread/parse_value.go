package llread

import (
	"fmt"
	"math"

	"memspace/ir"
)

// parseTypeAndValue reads "T v".
func (p *parser) parseTypeAndValue() (ir.Value, error) {
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	return p.parseValue(t)
}

// parseConstValue reads a value of type ty that must be a constant.
func (p *parser) parseConstValue(ty ir.Type) (ir.Constant, error) {
	pos := p.tok.pos
	v, err := p.parseValue(ty)
	if err != nil {
		return nil, err
	}
	c, ok := v.(ir.Constant)
	if !ok {
		return nil, p.errAt(pos, "expected a constant value")
	}
	return c, nil
}

// parseTypeAndConst reads "T c" where c must be a constant.
func (p *parser) parseTypeAndConst() (ir.Constant, error) {
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	return p.parseConstValue(t)
}

// parseValue reads a value of the expected type ty.
func (p *parser) parseValue(ty ir.Type) (ir.Value, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	if ty == ir.MetadataType {
		return p.parseMetadataValue()
	}
	switch p.tok.kind {
	case tLocal, tLocalID:
		return p.localValue(ty)
	case tGlobal, tGlobalID:
		return p.globalValue(ty)
	case tInt, tHexInt:
		return p.intConst(ty)
	case tFloat, tHexFloat:
		return p.floatConst(ty)
	case tLBrace:
		return p.structConst(ty, false)
	case tLess:
		if p.lexPeekPackedStruct() {
			p.next()
			return p.structConst(ty, true)
		}
		return p.vectorConst(ty)
	case tLSquare:
		return p.arrayConst(ty)
	case tWord:
		return p.wordValue(ty)
	}
	return nil, p.unexpected("value")
}

// localValue reads %x or %7 inside a function body.
func (p *parser) localValue(ty ir.Type) (ir.Value, error) {
	if p.fn == nil {
		return nil, p.errHere("invalid use of function-local name")
	}
	t := p.tok
	v, err := p.fn.use(p, t, ty)
	if err != nil {
		return nil, err
	}
	p.next()
	return v, nil
}

// globalValue reads @g or @7 and checks its type.
func (p *parser) globalValue(ty ir.Type) (ir.Value, error) {
	t := p.tok
	g, err := p.globalRef(t, ty)
	if err != nil {
		return nil, err
	}
	p.next()
	return g, nil
}

// globalRef resolves a global token expected to have type ty.
func (p *parser) globalRef(t token, ty ir.Type) (ir.GlobalValue, error) {
	if p.stands != nil {
		return p.globalOrStandIn(t, ty), nil
	}
	ms := p.mod
	var g ir.GlobalValue
	var key, name string
	numbered := t.kind == tGlobalID
	if numbered {
		id := idOf(p.src, t)
		g, key, name = ms.numGlobals[id], idKey(id), itoa(id)
	} else {
		name = nameOf(p.src, t)
		g, key = ms.globals.get(name), name
	}
	if g != nil {
		if g.Type() != ty {
			return nil, p.errAt(t.pos, "'%s' defined with type '%s' but expected '%s'",
				p.src[t.pos:t.end], typeStr(g.Type()), typeStr(ty))
		}
		return g, nil
	}
	if _, ok := ty.(*ir.PointerType); !ok {
		return nil, p.errAt(t.pos, "global variable reference must have pointer type")
	}
	if p.fn != nil || ms.sealed {
		rank, spell := rankGlobal, "@"+ir.QuoteName(name)
		if numbered {
			rank, spell = rankGlobalID, "@"+name
		}
		p.deferErr(&perr{seq: endOfModule, rank: rank, key: sortKey(name, numbered), off: int(t.pos),
			msg: "use of undefined value '" + spell + "'"})
		return ir.NewGlobalVariable(name, nil, ty), nil
	}
	f := ms.fwd[key]
	if f == nil {
		f = &fwdGlobal{ph: ir.NewGlobalVariable(name, nil, ty), pos: t.pos, name: name, numbered: numbered}
		ms.fwd[key] = f
	} else if f.anyType && f.ph.Type() != ty {
		f.loose = append(f.loose, f.ph)
		f.ph, f.anyType = ir.NewGlobalVariable(name, nil, ty), false
	} else if f.ph.Type() != ty {
		return nil, p.errAt(t.pos, "'%s' defined with type '%s' but expected '%s'",
			p.src[t.pos:t.end], typeStr(f.ph.Type()), typeStr(ty))
	}
	return f.ph, nil
}

// intConst reads an integer literal of integer type ty.
func (p *parser) intConst(ty ir.Type) (ir.Value, error) {
	it, ok := ty.(*ir.IntType)
	if !ok {
		return nil, p.errHere("integer constant must have integer type")
	}
	// A literal too wide for ty is truncated to its width, as LLVM's
	// reader does (i8 256 is 0, i8 -129 is 127).
	lit := parseIntLit(p.text())
	p.next()
	return p.tc.constInt(it, lit), nil
}

// floatConst reads a floating-point literal of floating-point type ty.
func (p *parser) floatConst(ty ir.Type) (ir.Value, error) {
	ft, ok := ty.(*ir.FloatType)
	if !ok {
		return nil, p.errHere("floating point constant invalid for type")
	}
	text := p.text()
	if p.tok.kind == tFloat || isHex(text[2]) {
		switch ft.Kind {
		case ir.X86FP80, ir.FP128, ir.PPCFP128:
			// Decimal and 0x forms are doubles; LLVM does not convert them.
			return nil, p.errHere("floating point constant does not have type '%s'", typeStr(ty))
		}
	}
	if p.tok.kind == tFloat {
		f := parseDecimalFloat(text)
		if !floatFits(f, ft.Kind) {
			return nil, p.errHere("floating point constant invalid for type")
		}
		p.next()
		return ir.NewConstFloat(ft, f), nil
	}
	c, err := p.hexFloat(ft, text)
	if err != nil {
		return nil, err
	}
	p.next()
	return c, nil
}

// floatFits reports whether double f converts to kind without loss.
func floatFits(f float64, k ir.FloatKind) bool {
	switch k {
	case ir.Half:
		return exactIn(f, fmtHalf)
	case ir.BFloat:
		return exactIn(f, fmtBFloat)
	case ir.Float:
		return exactIn(f, fmtFloat)
	}
	return true
}

// hexFloat reads 0x (double bits) and the 0xK/L/M/H/R forms.
func (p *parser) hexFloat(ft *ir.FloatType, text []byte) (ir.Value, error) {
	if isHex(text[2]) {
		bits, ok := parseHex64(text[2:])
		if !ok {
			return nil, p.errHere("constant bigger than 64 bits detected")
		}
		f := math.Float64frombits(bits)
		if !floatFits(f, ft.Kind) {
			return nil, p.errHere("floating point constant invalid for type")
		}
		return ir.NewConstFloat(ft, f), nil
	}
	want, maxDigits := ir.Half, 4
	switch text[2] {
	case 'K':
		want, maxDigits = ir.X86FP80, 20
	case 'L':
		want, maxDigits = ir.FP128, 32
	case 'M':
		want, maxDigits = ir.PPCFP128, 32
	case 'R':
		want = ir.BFloat
	}
	if ft.Kind != want {
		return nil, p.errHere("floating point constant invalid for type")
	}
	if maxDigits == 4 && significantDigits(text[3:]) > maxDigits {
		return nil, p.errHere("hexadecimal constant too large for type '%s'", typeStr(ft))
	}
	return ir.NewConstFloatRaw(ft, hexFloatSpelling(text)), nil
}

// hexFloatSpelling returns the full-width spelling of a 0xH, 0xR, 0xK,
// 0xL or 0xM literal, its digits placed as LLVM's lexer places them:
// 0xH and 0xR hold one number; 0xK gives its first 4 digits to the sign
// and exponent and the next 16 to the significand; 0xL and 0xM give
// their first 16 digits to the first word and the next 16 to the second,
// or all of them to the second when there are fewer than 16. Digits past
// those are ignored, as by LLVM.
func hexFloatSpelling(text []byte) string {
	kind, digits := text[2], text[3:]
	word := func(d []byte) uint64 {
		v, _ := parseHex64(d)
		return v
	}
	take := func(n int) []byte {
		n = min(n, len(digits))
		d := digits[:n]
		digits = digits[n:]
		return d
	}
	switch kind {
	case 'K':
		exp := word(take(4))
		return fmt.Sprintf("0xK%04X%016X", exp, word(take(16)))
	case 'L', 'M':
		var first uint64
		if len(digits) >= 16 {
			first = word(take(16))
		}
		return fmt.Sprintf("0x%c%016X%016X", kind, first, word(take(16)))
	}
	v, _ := parseHex64(digits[len(digits)-significantDigits(digits):])
	return fmt.Sprintf("0x%c%04X", kind, v)
}

func significantDigits(hex []byte) int {
	i := 0
	for i < len(hex)-1 && hex[i] == '0' {
		i++
	}
	return len(hex) - i
}

// wordValue reads a value that starts with a keyword.
func (p *parser) wordValue(ty ir.Type) (ir.Value, error) {
	w := p.text()
	switch string(w) {
	case "true", "false":
		if it, ok := ty.(*ir.IntType); !ok || it.Bits != 1 {
			return nil, p.errHere("constant expression type mismatch: got type 'i1' but expected '%s'", typeStr(ty))
		}
		v := int64(0)
		if w[0] == 't' {
			v = -1
		}
		p.next()
		return p.tc.constInt(ty.(*ir.IntType), intLit{small: v}), nil
	case "null":
		if _, ok := ty.(*ir.PointerType); !ok {
			return nil, p.errHere("null must be a pointer type")
		}
		return p.simpleConst(ty, ir.KindNull)
	case "undef", "poison":
		if !ir.IsFirstClass(ty) || ty == ir.LabelType || !p.mod.typed && isOpaqueStruct(ty) {
			return nil, p.errHere("invalid type for %s constant", w)
		}
		k := ir.KindUndef
		if w[0] == 'p' {
			k = ir.KindPoison
		}
		return p.simpleConst(ty, k)
	case "zeroinitializer":
		if !zeroable(ty) {
			return nil, p.errHere("invalid type for null constant")
		}
		return p.simpleConst(ty, ir.KindZero)
	case "none":
		if ty != ir.TokenType {
			return nil, p.errHere("invalid type for none constant")
		}
		return p.simpleConst(ty, ir.KindNone)
	case "c":
		return p.bytesConst(ty)
	case "asm":
		return nil, p.errHere("inline asm is only valid as a call target")
	}
	return p.constWord(ty)
}

func (p *parser) simpleConst(ty ir.Type, k ir.ConstKind) (ir.Value, error) {
	p.next()
	return p.tc.simpleConst(ty, k), nil
}

// isOpaqueStruct reports whether t is an opaque struct, of which LLVM 22
// (not 14) refuses undef and poison.
func isOpaqueStruct(t ir.Type) bool {
	st, ok := t.(*ir.StructType)
	return ok && st.Opaque
}

// zeroable reports whether zeroinitializer is valid for t.
func zeroable(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FuncType:
		return false
	case *ir.SimpleType:
		return t.Kind == ir.X86AMXKind || t.Kind == ir.X86MMXKind
	case *ir.StructType:
		return !t.Opaque
	case *ir.TargetExtType:
		return ir.TargetExtPropsOf(t).ZeroInit
	}
	return true
}

// bytesConst reads c"..." as an [N x i8] constant.
func (p *parser) bytesConst(ty ir.Type) (ir.Value, error) {
	start := p.tok.pos
	p.next()
	if p.tok.kind != tString {
		return nil, p.unexpected("string constant after 'c'")
	}
	data := stringOf(p.src, p.tok)
	at, ok := ty.(*ir.ArrayType)
	if !ok || at.Len != uint64(len(data)) || at.Elem != ir.Type(p.tc.intType(8)) {
		got := p.tc.array(uint64(len(data)), p.tc.intType(8))
		return nil, p.errAt(start, "constant expression type mismatch: got type '%s' but expected '%s'",
			typeStr(got), typeStr(ty))
	}
	p.next()
	return ir.NewConstBytes(ty, p.keep(data)), nil
}
