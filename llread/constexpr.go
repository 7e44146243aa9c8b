package llread

import (
	"memspace/ir"
)

// constExpr reads a constant expression such as
// "getelementptr inbounds (i8, ptr @g, i64 4)" or "bitcast (ptr @f to ptr)".
func (p *parser) constExpr() (ir.Constant, error) {
	start := p.tok.pos
	op := opcodeOf(p.text())
	switch {
	case op == ir.OpInvalid:
		return nil, p.unexpected("value")
	case !p.mod.typed && !op.ConstExprSupported():
		// LLVM 22's message; typed-pointer IR is LLVM 14's, which has them.
		return nil, p.errAt(start, "%s constexprs are no longer supported", p.text())
	case op.IsCast():
		p.next()
		return p.castExpr(op, start)
	case op == ir.OpGetElementPtr:
		p.next()
		return p.gepExpr(start)
	case op.IsBinary() || op == ir.OpFNeg:
		p.next()
		return p.binaryExpr(op, start)
	case op == ir.OpICmp || op == ir.OpFCmp:
		p.next()
		return p.cmpExpr(op, start)
	case op == ir.OpSelect, op == ir.OpExtractElement, op == ir.OpInsertElement,
		op == ir.OpShuffleVector, op == ir.OpExtractValue, op == ir.OpInsertValue:
		p.next()
		return p.vectorExpr(op, start)
	}
	return nil, p.unexpected("value")
}

// constOperands reads "(T a, T b, ...)" of n constants (n < 0: any number).
func (p *parser) constOperands(n int) ([]ir.Value, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	var ops []ir.Value
	for {
		c, err := p.parseTypeAndConst()
		if err != nil {
			return nil, err
		}
		ops = append(ops, c)
		if len(ops) == n || !p.eat(tComma) {
			break
		}
	}
	return ops, p.expect(tRParen)
}

// castExpr reads "(T v to T2)" after a cast keyword.
func (p *parser) castExpr(op ir.Opcode, start int32) (ir.Constant, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	v, err := p.parseTypeAndConst()
	if err != nil {
		return nil, err
	}
	if err := p.expectWord("to"); err != nil {
		return nil, err
	}
	to, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	if !castValid(op, v.Type(), to) {
		return nil, p.errAt(start, "invalid cast opcode for cast from '%s' to '%s'", typeStr(v.Type()), typeStr(to))
	}
	return ir.NewConstExprUnlinked(op, to, p.ar.values([]ir.Value{v})...), nil
}

// parseWrapFlags reads the optional keywords of a binary operator.
func (p *parser) parseWrapFlags(op ir.Opcode) ir.Flags {
	var f ir.Flags
	for p.tok.kind == tWord {
		var g ir.Flags
		switch string(p.text()) {
		case "nuw":
			g = ir.NUW
		case "nsw":
			g = ir.NSW
		case "exact":
			g = ir.Exact
		case "disjoint":
			g = ir.Disjoint
		}
		if f&g != 0 {
			return f // written twice: LLVM expects the type here
		}
		if g == 0 && op.IsFloatBinary() {
			g, _ = fastMathFlag(p.text())
		}
		if g == 0 {
			return f
		}
		f |= g
		p.next()
	}
	return f
}

// fastMathFlag maps a fast-math keyword to its flags.
func fastMathFlag(w []byte) (ir.Flags, bool) {
	switch string(w) {
	case "fast":
		return ir.FastMath, true
	case "nnan":
		return ir.NNaN, true
	case "ninf":
		return ir.NInf, true
	case "nsz":
		return ir.NSZ, true
	case "arcp":
		return ir.ARcp, true
	case "contract":
		return ir.Contract, true
	case "afn":
		return ir.AFn, true
	case "reassoc":
		return ir.Reassoc, true
	}
	return 0, false
}

// parseFMF reads optional fast-math flags.
func (p *parser) parseFMF() ir.Flags {
	var f ir.Flags
	for p.tok.kind == tWord {
		g, ok := fastMathFlag(p.text())
		if !ok {
			break
		}
		f |= g
		p.next()
	}
	return f
}

// binaryExpr reads "add nuw (T a, T b)" and "fneg (T a)".
func (p *parser) binaryExpr(op ir.Opcode, start int32) (ir.Constant, error) {
	flags := p.parseWrapFlags(op)
	n := 2
	if op == ir.OpFNeg {
		n = 1
	}
	ops, err := p.constOperands(n)
	if err != nil {
		return nil, err
	}
	if len(ops) != n {
		return nil, p.errAt(start, "expected %d operands", n)
	}
	t := ops[0].Type()
	if n == 2 && ops[1].Type() != t {
		return nil, p.errAt(start, "operands of constexpr must have same type")
	}
	if isIntOp(op) && !intOrIntVector(t) {
		return nil, p.errAt(start, "constexpr requires integer operands")
	}
	if !isIntOp(op) && !fpOrFPVector(t) {
		return nil, p.errAt(start, "constexpr requires fp operands")
	}
	c := ir.NewConstExprUnlinked(op, t, ops...)
	c.Flags = flags
	return c, nil
}

// cmpExpr reads "icmp pred (T a, T b)" (LLVM 14 syntax).
func (p *parser) cmpExpr(op ir.Opcode, start int32) (ir.Constant, error) {
	pred, err := p.parsePredicate(op)
	if err != nil {
		return nil, err
	}
	ops, err := p.constOperands(2)
	if err != nil {
		return nil, err
	}
	if len(ops) != 2 || ops[0].Type() != ops[1].Type() {
		return nil, p.errAt(start, "compare operands must have the same type")
	}
	rt, err := p.cmpResultType(op, ops[0].Type(), start)
	if err != nil {
		return nil, err
	}
	c := ir.NewConstExprUnlinked(op, rt, ops...)
	c.Pred = pred
	return c, nil
}

// parsePredicate reads an icmp or fcmp condition.
func (p *parser) parsePredicate(op ir.Opcode) (ir.Predicate, error) {
	if p.tok.kind == tWord {
		w := p.text()
		if (op == ir.OpICmp && isICmpPred(w)) || (op == ir.OpFCmp && isFCmpPred(w)) {
			p.next()
			pred, _ := ir.PredicateByName(bstr(w))
			return pred, nil
		}
	}
	if op == ir.OpICmp {
		return ir.PredNone, p.unexpected("icmp predicate")
	}
	return ir.PredNone, p.unexpected("fcmp predicate")
}

// cmpResultType is i1, or <n x i1> for vector operands.
func (p *parser) cmpResultType(op ir.Opcode, t ir.Type, pos int32) (ir.Type, error) {
	if op == ir.OpICmp {
		if _, isPtr := ptrOrPtrVector(t); !isPtr && !intOrIntVector(t) {
			return nil, p.errAt(pos, "icmp requires integer operands")
		}
	} else if !fpOrFPVector(t) {
		return nil, p.errAt(pos, "fcmp requires floating point operands")
	}
	i1 := p.tc.intType(1)
	if n, sc := vecShape(t); n > 0 {
		return p.tc.vector(n, i1, sc), nil
	}
	return i1, nil
}

// vectorExpr reads the LLVM 14 select, element and aggregate expressions.
func (p *parser) vectorExpr(op ir.Opcode, start int32) (ir.Constant, error) {
	if op == ir.OpExtractValue || op == ir.OpInsertValue {
		return p.aggregateExpr(op, start)
	}
	ops, err := p.constOperands(-1)
	if err != nil {
		return nil, err
	}
	t, err := p.vectorOpType(op, ops, start)
	if err != nil {
		return nil, err
	}
	return ir.NewConstExprUnlinked(op, t, ops...), nil
}

// aggregateExpr reads "extractvalue (T v, i, j)" or
// "insertvalue (T a, T2 v, i)".
func (p *parser) aggregateExpr(op ir.Opcode, start int32) (ir.Constant, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	agg, err := p.parseTypeAndConst()
	if err != nil {
		return nil, err
	}
	ops := []ir.Value{agg}
	if op == ir.OpInsertValue {
		if err := p.expect(tComma); err != nil {
			return nil, err
		}
		v, err := p.parseTypeAndConst()
		if err != nil {
			return nil, err
		}
		ops = append(ops, v)
	}
	idx, err := p.parseIndexList()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen); err != nil {
		return nil, err
	}
	t, err := p.aggregateOpType(op, ops, idx, start)
	if err != nil {
		return nil, err
	}
	c := ir.NewConstExprUnlinked(op, t, ops...)
	c.Indices = idx
	return c, nil
}

// parseIndexList reads ", i, j, ..." (at least one index).
func (p *parser) parseIndexList() ([]uint32, error) {
	var idx []uint32
	for p.tok.kind == tComma {
		l := p.lex
		if l.next().kind == tMetaVar {
			break
		}
		p.next()
		v, err := p.parseUint32("index")
		if err != nil {
			return nil, err
		}
		idx = append(idx, v)
	}
	if len(idx) == 0 {
		return nil, p.unexpected("',' and index")
	}
	return idx, nil
}

// aggregateOpType checks extractvalue/insertvalue operands and returns the
// result type.
func (p *parser) aggregateOpType(op ir.Opcode, ops []ir.Value, idx []uint32, pos int32) (ir.Type, error) {
	t := ops[0].Type()
	for _, i := range idx {
		switch at := t.(type) {
		case *ir.StructType:
			if at.Opaque || uint64(i) >= uint64(len(at.Fields)) {
				return nil, p.errAt(pos, "invalid indices for %s", op)
			}
			t = at.Fields[i]
		case *ir.ArrayType:
			if uint64(i) >= at.Len {
				return nil, p.errAt(pos, "invalid indices for %s", op)
			}
			t = at.Elem
		default:
			return nil, p.errAt(pos, "%s operand must be aggregate type", op)
		}
	}
	if op == ir.OpExtractValue {
		return t, nil
	}
	if ops[1].Type() != t {
		return nil, p.errAt(pos, "insertvalue operand and field disagree in type: '%s' instead of '%s'",
			typeStr(ops[1].Type()), typeStr(t))
	}
	return ops[0].Type(), nil
}

// vectorOpType checks the operands of select, extractelement,
// insertelement and shufflevector and returns the result type.
func (p *parser) vectorOpType(op ir.Opcode, ops []ir.Value, pos int32) (ir.Type, error) {
	want := 3
	if op == ir.OpExtractElement {
		want = 2
	}
	if len(ops) != want {
		return nil, p.errAt(pos, "expected %d operands to %s", want, op)
	}
	switch op {
	case ir.OpSelect:
		if msg := selectProblem(ops[0].Type(), ops[1].Type(), ops[2].Type()); msg != "" {
			return nil, p.errAt(pos, "%s", msg)
		}
		return ops[1].Type(), nil
	case ir.OpExtractElement:
		vt, ok := ops[0].Type().(*ir.VectorType)
		if !ok || !intOrIntVector(ops[1].Type()) || isVector(ops[1].Type()) {
			return nil, p.errAt(pos, "invalid extractelement operands")
		}
		return vt.Elem, nil
	case ir.OpInsertElement:
		vt, ok := ops[0].Type().(*ir.VectorType)
		if !ok || ops[1].Type() != vt.Elem || !intOrIntVector(ops[2].Type()) || isVector(ops[2].Type()) {
			return nil, p.errAt(pos, "invalid insertelement operands")
		}
		return vt, nil
	}
	return p.shuffleType(ops, pos)
}

func isVector(t ir.Type) bool { _, ok := t.(*ir.VectorType); return ok }

// shuffleType checks shufflevector operands: two vectors of one type and a
// mask of i32 whose length gives the result's.
func (p *parser) shuffleType(ops []ir.Value, pos int32) (ir.Type, error) {
	vt, ok := ops[0].Type().(*ir.VectorType)
	mt, ok2 := ops[2].Type().(*ir.VectorType)
	if !ok || !ok2 || ops[1].Type() != vt || mt.Elem != ir.Type(p.tc.intType(32)) || mt.Scalable != vt.Scalable {
		return nil, p.errAt(pos, "invalid shufflevector operands")
	}
	if !ir.ValidShuffleMask(ops[2], vt) {
		return nil, p.errAt(pos, "invalid shufflevector operands")
	}
	return p.tc.vector(mt.Len, vt.Elem, vt.Scalable), nil
}

// selectProblem describes invalid select operand types, or returns "".
func selectProblem(cond, a, b ir.Type) string {
	if a != b {
		return "select values must have same type"
	}
	if a == ir.Type(ir.TokenType) {
		return "select values cannot have token type"
	}
	if cv, ok := cond.(*ir.VectorType); ok {
		av, ok := a.(*ir.VectorType)
		if it, isInt := cv.Elem.(*ir.IntType); !isInt || it.Bits != 1 {
			return "select condition must be i1 or <n x i1>"
		}
		if !ok || av.Len != cv.Len || av.Scalable != cv.Scalable {
			return "selected values for vector select must be vectors"
		}
		return ""
	}
	if it, ok := cond.(*ir.IntType); !ok || it.Bits != 1 {
		return "select condition must be i1 or <n x i1>"
	}
	return ""
}
