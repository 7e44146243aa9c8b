package llread

import (
	"memspace/ir"
	"strconv"
)

// parseGEPFlags reads inbounds, nusw and nuw in any order.
func (p *parser) parseGEPFlags() ir.Flags {
	var f ir.Flags
	for p.tok.kind == tWord {
		switch string(p.text()) {
		case "inbounds":
			f |= ir.InBounds
		case "nusw":
			f |= ir.NUSW
		case "nuw":
			f |= ir.NUW
		default:
			return f
		}
		p.next()
	}
	return f
}

// parseGEP reads "getelementptr [flags] T, ptr %p, T idx, ...".
func (p *parser) parseGEP() (*ir.Instruction, error) {
	flags := p.parseGEPFlags()
	srcPos := p.tok.pos
	src, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	pos := p.tok.pos
	base, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	sc := p.sc
	start := len(sc.ops)
	defer func() { sc.ops = sc.ops[:start] }()
	sc.ops = append(sc.ops, base)
	for p.tok.kind == tComma && !p.peekMetaVar() {
		p.next()
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		sc.ops = append(sc.ops, v)
	}
	ops := sc.ops[start:]
	t, err := p.gepResultType(src, ops, srcPos, pos)
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(ir.OpGetElementPtr, t, ops...)
	in.Flags, in.ElemType = flags, src
	return in, nil
}

// gepExpr reads "[flags] [inrange(a, b)] (T, ptr @g, [inrange] T idx, ...)";
// at is where the expression begins.
func (p *parser) gepExpr(at int32) (ir.Constant, error) {
	flags := p.parseGEPFlags()
	inRange := ""
	if p.eatWord("inrange") {
		var err error
		if inRange, err = p.parseInRange(at); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	srcPos := p.tok.pos
	src, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	base, err := p.parseTypeAndConst()
	if err != nil {
		return nil, err
	}
	sc := p.sc
	start := len(sc.ops)
	defer func() { sc.ops = sc.ops[:start] }()
	sc.ops = append(sc.ops, base)
	inRangeIdx := -1
	for p.eat(tComma) {
		at := p.tok.pos
		if p.eatWord("inrange") {
			if !p.mod.typed {
				// LLVM 19 replaced the marked index by inrange(a, b).
				return nil, p.errAt(at, "expected ')' in constantexpr")
			}
			inRangeIdx = len(sc.ops) - start
		}
		v, err := p.parseTypeAndConst()
		if err != nil {
			return nil, err
		}
		sc.ops = append(sc.ops, v)
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	ops := sc.ops[start:]
	// LLVM places a constant expression's errors where it begins.
	t, err := p.gepResultType(src, ops, srcPos, at)
	if err != nil {
		return nil, err
	}
	c := ir.NewConstExprUnlinked(ir.OpGetElementPtr, t, p.ar.values(ops)...)
	c.Flags, c.ElemType, c.InRange, c.InRangeIndex = flags, src, inRange, inRangeIdx
	if !p.mod.typed && !c.ConstExprSupported() {
		// LLVM 22 has no constant getelementptr of a scalable type.
		return nil, p.errAt(at, "invalid base element for constant getelementptr")
	}
	return c, nil
}

// gepResultType checks a getelementptr and computes its type: a pointer in
// the base's address space (to the indexed type in typed IR), or a vector
// of them when the base or an index is a vector.
func (p *parser) gepResultType(src ir.Type, ops []ir.Value, srcPos, pos int32) (ir.Type, error) {
	base := ops[0].Type()
	pt, ok := ptrOrPtrVector(base)
	if !ok {
		return nil, p.errAt(pos, "base of getelementptr must be a pointer")
	}
	if pt.Elem != nil && pt.Elem != src {
		return nil, p.errAt(srcPos, "explicit pointee type doesn't match operand's pointee type")
	}
	if msg := ir.GEPSourceProblem(src); msg != "" {
		return nil, p.errAt(pos, "%s", msg)
	}
	n, scalable := vecShape(base)
	for _, idx := range ops[1:] {
		if !intOrIntVector(idx.Type()) {
			return nil, p.errAt(pos, "getelementptr index must be an integer")
		}
		if m, sc := vecShape(idx.Type()); m != 0 {
			if n != 0 && (m != n || sc != scalable) {
				return nil, p.errAt(pos, "getelementptr vector index has a wrong number of elements")
			}
			n, scalable = m, sc
		}
	}
	elem, err := ir.IndexedType(src, ops[min(2, len(ops)):])
	if err != nil {
		return nil, p.errAt(pos, "invalid getelementptr indices")
	}
	var t ir.Type = p.tc.ptr(pt.AddrSpace)
	if pt.Elem != nil {
		t = p.tc.typedPtr(elem, pt.AddrSpace)
	}
	if n != 0 {
		t = p.tc.vector(n, t, scalable)
	}
	return t, nil
}

// parseInRange reads the "(lo, hi)" of inrange: two integers, each taken
// to 64 bits as LLVM does, with hi above lo. It returns them as LLVM
// prints them.
func (p *parser) parseInRange(start int32) (string, error) {
	if err := p.expect(tLParen); err != nil {
		return "", err
	}
	var bounds [2]int64
	for i := range bounds {
		if p.tok.kind != tInt && p.tok.kind != tHexInt {
			return "", p.errHere("expected integer")
		}
		bounds[i] = parseIntLit(p.text()).int64In(64)
		p.next()
		if i == 0 && !p.eat(tComma) {
			return "", p.errHere("expected ','")
		}
	}
	if !p.eat(tRParen) {
		return "", p.errHere("expected ')'")
	}
	if bounds[1] <= bounds[0] {
		return "", p.errAt(start, "expected end to be larger than start")
	}
	return "(" + strconv.FormatInt(bounds[0], 10) + ", " + strconv.FormatInt(bounds[1], 10) + ")", nil
}
