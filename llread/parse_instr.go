package llread

import (
	"memspace/ir"
)

// parseInstruction reads one instruction with its optional "%x =" and its
// trailing metadata attachments, and enters its result in the body's
// symbol table.
func (p *parser) parseInstruction() (*ir.Instruction, error) {
	nameTok := token{kind: tEOF}
	if p.tok.kind == tLocal || p.tok.kind == tLocalID {
		nameTok = p.tok
		p.next()
		if err := p.expect(tEqual); err != nil {
			return nil, err
		}
	}
	if p.tok.kind != tWord {
		return nil, p.unexpected("instruction opcode")
	}
	in, err := p.parseOperation()
	if err != nil {
		return nil, err
	}
	for p.eat(tComma) {
		a, err := p.parseAttachment()
		if err != nil {
			return nil, err
		}
		in.MD = append(in.MD, a)
	}
	if !in.HasResult() {
		if nameTok.kind != tEOF {
			return nil, p.errAt(nameTok.pos, "instructions returning void cannot have a name")
		}
		return in, nil
	}
	return in, p.fn.define(p, nameTok, in)
}

// peekMetaVar reports whether the token after the current one is !name, so
// a ',' before it starts the metadata attachments.
func (p *parser) peekMetaVar() bool {
	l := p.lex
	return l.next().kind == tMetaVar
}

// parseOperation reads the instruction proper, from its opcode keyword.
func (p *parser) parseOperation() (*ir.Instruction, error) {
	pos := p.tok.pos
	w := p.text()
	switch string(w) {
	case "tail":
		return p.parseTailCall(ir.Tail)
	case "musttail":
		return p.parseTailCall(ir.MustTail)
	case "notail":
		return p.parseTailCall(ir.NoTail)
	}
	op := opcodeOf(w)
	switch {
	case op == ir.OpInvalid:
		return nil, p.errHere("unknown instruction opcode '%s'", w)
	case op.IsBinary():
		return p.parseBinary(op)
	case op.IsCast():
		return p.parseCast(op)
	case op.IsTerminator():
		return p.parseTerminator(op, pos)
	}
	switch op {
	case ir.OpFNeg:
		return p.parseFNeg()
	case ir.OpICmp, ir.OpFCmp:
		return p.parseCmp(op)
	case ir.OpCall:
		return p.parseCall(0)
	case ir.OpPhi:
		return p.parsePhi(pos)
	case ir.OpSelect:
		return p.parseSelect()
	case ir.OpFreeze:
		p.next()
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		return p.ar.inst(op, v.Type(), v), nil
	case ir.OpVAArg:
		return p.parseVAArg()
	case ir.OpExtractElement, ir.OpInsertElement, ir.OpShuffleVector:
		return p.parseVectorOp(op)
	case ir.OpExtractValue, ir.OpInsertValue:
		return p.parseAggregateOp(op)
	case ir.OpLandingPad:
		return p.parseLandingPad()
	case ir.OpCleanupPad, ir.OpCatchPad:
		return p.parsePad(op)
	}
	return p.parseMemoryOp(op, pos)
}

// allowedFlags lists the wrap keywords each integer operator accepts.
func allowedFlags(op ir.Opcode) ir.Flags {
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl:
		return ir.NUW | ir.NSW
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		return ir.Exact
	case ir.OpOr:
		return ir.Disjoint
	case ir.OpTrunc:
		return ir.NUW | ir.NSW
	case ir.OpZExt, ir.OpUIToFP:
		return ir.NNeg
	}
	return 0
}

// takesFMF reports whether op takes fast-math flags whatever its type:
// the floating-point operators, and fptrunc and fpext (LLVM 20 and later).
func takesFMF(op ir.Opcode) bool {
	return op.IsFloatBinary() || op == ir.OpFPTrunc || op == ir.OpFPExt
}

// parseFlagsFor reads the keywords op accepts (fast-math flags for
// floating-point operators and conversions).
func (p *parser) parseFlagsFor(op ir.Opcode) ir.Flags {
	if takesFMF(op) {
		return p.parseFMF()
	}
	allowed := allowedFlags(op)
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
		case "nneg":
			g = ir.NNeg
		}
		// A flag written twice ends the flags, as in LLVM (whose reader
		// then expects the type there).
		if g == 0 || allowed&g == 0 || f&g != 0 {
			break
		}
		f |= g
		p.next()
	}
	return f
}

// parseBinary reads "add nuw nsw T a, b" and the other binary operators.
func (p *parser) parseBinary(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	flags := p.parseFlagsFor(op)
	pos := p.tok.pos
	a, b, err := p.parseSameTypePair()
	if err != nil {
		return nil, err
	}
	t := a.Type()
	if (isIntOp(op) && !intOrIntVector(t)) || (!isIntOp(op) && !fpOrFPVector(t)) {
		return nil, p.errAt(pos, "invalid operand type for instruction")
	}
	in := p.ar.inst(op, t, a, b)
	in.Flags = flags
	return in, nil
}

// parseFNeg reads "fneg [fmf] T v".
func (p *parser) parseFNeg() (*ir.Instruction, error) {
	p.next()
	flags := p.parseFMF()
	pos := p.tok.pos
	v, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if !fpOrFPVector(v.Type()) {
		return nil, p.errAt(pos, "invalid operand type for instruction")
	}
	in := p.ar.inst(ir.OpFNeg, v.Type(), v)
	in.Flags = flags
	return in, nil
}

// parseCast reads "zext nneg T v to T2" and the other casts.
func (p *parser) parseCast(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	flags := p.parseFlagsFor(op)
	pos := p.tok.pos
	v, err := p.parseTypeAndValue()
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
	if !castValid(op, v.Type(), to) {
		return nil, p.errAt(pos, "invalid cast opcode for cast from '%s' to '%s'", typeStr(v.Type()), typeStr(to))
	}
	in := p.ar.inst(op, to, v)
	in.Flags = flags
	return in, nil
}

// parseCmp reads "icmp [samesign] pred T a, b" or "fcmp [fmf] pred T a, b".
func (p *parser) parseCmp(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	var flags ir.Flags
	if op == ir.OpICmp {
		if p.eatWord("samesign") {
			flags = ir.SameSign
		}
	} else {
		flags = p.parseFMF()
	}
	pred, err := p.parsePredicate(op)
	if err != nil {
		return nil, err
	}
	pos := p.tok.pos
	a, b, err := p.parseSameTypePair()
	if err != nil {
		return nil, err
	}
	rt, err := p.cmpResultType(op, a.Type(), pos)
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(op, rt, a, b)
	in.Flags, in.Pred = flags, pred
	return in, nil
}

// parseSelect reads "select [fmf] i1 c, T a, T b".
func (p *parser) parseSelect() (*ir.Instruction, error) {
	at := p.tok.pos
	p.next()
	flags := p.parseFMF()
	pos := p.tok.pos
	ops, err := p.parseTypedValues(3)
	if err != nil {
		return nil, err
	}
	if msg := selectProblem(ops[0].Type(), ops[1].Type(), ops[2].Type()); msg != "" {
		return nil, p.errAt(pos, "%s", msg)
	}
	if flags != 0 && !ir.FPMathType(ops[1].Type(), p.mod.typed) {
		return nil, p.errAt(at, "fast-math-flags specified for select without floating-point scalar or vector return type")
	}
	in := p.ar.inst(ir.OpSelect, ops[1].Type(), ops...)
	in.Flags = flags
	return in, nil
}

// parseTypedValues reads n comma-separated "T v" operands.
func (p *parser) parseTypedValues(n int) ([]ir.Value, error) {
	ops := make([]ir.Value, 0, n)
	for i := 0; i < n; i++ {
		if i > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		ops = append(ops, v)
	}
	return ops, nil
}

// parseTypedValuesAt is parseTypedValues that also returns where each
// operand starts.
func (p *parser) parseTypedValuesAt(n int) ([]ir.Value, []int32, error) {
	ops := make([]ir.Value, 0, n)
	locs := make([]int32, 0, n)
	for i := 0; i < n; i++ {
		if i > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, nil, err
			}
		}
		locs = append(locs, p.tok.pos)
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, nil, err
		}
		ops = append(ops, v)
	}
	return ops, locs, nil
}

// parsePhi reads "phi [fmf] T [v, %bb], ...".
func (p *parser) parsePhi(pos int32) (*ir.Instruction, error) {
	p.next()
	flags := p.parseFMF()
	tpos := p.tok.pos
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if !ir.IsFirstClass(t) || t == ir.LabelType {
		return nil, p.errAt(tpos, "phi node must have first class type")
	}
	sc := p.sc
	start := len(sc.ops)
	defer func() { sc.ops = sc.ops[:start] }()
	for {
		if err := p.expect(tLSquare); err != nil {
			return nil, err
		}
		v, err := p.parseValue(t)
		if err != nil {
			return nil, err
		}
		if err := p.expect(tComma); err != nil {
			return nil, err
		}
		b, err := p.parseBlockOperand()
		if err != nil {
			return nil, err
		}
		if err := p.expect(tRSquare); err != nil {
			return nil, err
		}
		sc.ops = append(sc.ops, v, b)
		if p.tok.kind != tComma || p.peekMetaVar() {
			break
		}
		p.next()
	}
	if p.tok.kind == tComma {
		// Metadata attachments follow. LLVM's parser (14 and 22) then
		// returns before it looks at the flags: they are dropped,
		// unchecked, and so they are here, so that the module means
		// what it means to LLVM (a clang -g module's "phi contract
		// float ..., !dbg" is a phi without flags to llvm-as).
		flags = 0
	}
	if flags != 0 && !ir.FPMathType(t, p.mod.typed) {
		return nil, p.errAt(pos, "fast-math-flags specified for phi without floating-point scalar or vector return type")
	}
	in := p.ar.inst(ir.OpPhi, t, sc.ops[start:]...)
	in.Flags = flags
	return in, nil
}

// parseBlockOperand reads a %bb (without the "label" keyword).
func (p *parser) parseBlockOperand() (*ir.Block, error) {
	if p.tok.kind != tLocal && p.tok.kind != tLocalID {
		return nil, p.unexpected("basic block name")
	}
	b, err := p.fn.block(p, p.tok)
	if err != nil {
		return nil, err
	}
	p.next()
	return b, nil
}

// parseLabel reads "label %bb".
func (p *parser) parseLabel() (*ir.Block, error) {
	if !p.isWord("label") {
		return nil, p.unexpected("'label'")
	}
	p.next()
	return p.parseBlockOperand()
}

// parseVAArg reads "va_arg T* %ap, T".
func (p *parser) parseVAArg() (*ir.Instruction, error) {
	p.next()
	v, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	return p.ar.inst(ir.OpVAArg, t, v), nil
}

// parseVectorOp reads extractelement, insertelement and shufflevector.
func (p *parser) parseVectorOp(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	n := 3
	if op == ir.OpExtractElement {
		n = 2
	}
	pos := p.tok.pos
	ops, err := p.parseTypedValues(n)
	if err != nil {
		return nil, err
	}
	t, err := p.vectorOpType(op, ops, pos)
	if err != nil {
		return nil, err
	}
	return p.ar.inst(op, t, ops...), nil
}

// parseAggregateOp reads "extractvalue T v, i..." or "insertvalue T a, T2 v, i...".
func (p *parser) parseAggregateOp(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	n := 1
	if op == ir.OpInsertValue {
		n = 2
	}
	pos := p.tok.pos
	ops, err := p.parseTypedValues(n)
	if err != nil {
		return nil, err
	}
	idx, err := p.parseIndexList()
	if err != nil {
		return nil, err
	}
	t, err := p.aggregateOpType(op, ops, idx, pos)
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(op, t, ops...)
	in.SetIndices(idx)
	return in, nil
}

// parseLandingPad reads "landingpad T [cleanup] (catch T v | filter T v)*".
func (p *parser) parseLandingPad() (*ir.Instruction, error) {
	p.next()
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	in := p.ar.inst(ir.OpLandingPad, t)
	if p.eatWord("cleanup") {
		in.Flags |= ir.Cleanup
	}
	var ops []ir.Value
	var clauses []bool
	for p.isWord("catch") || p.isWord("filter") {
		isCatch := p.isWord("catch")
		p.next()
		pos := p.tok.pos
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		if _, ok := v.Type().(*ir.ArrayType); !isCatch && !ok {
			return nil, p.errAt(pos, "'filter' clause has an invalid type")
		}
		ops, clauses = append(ops, v), append(clauses, isCatch)
	}
	p.setOps(in, ops...)
	in.Ext().Clauses = clauses
	return in, nil
}

// parsePad reads "catchpad within %cs [args]" or "cleanuppad within none [args]".
func (p *parser) parsePad(op ir.Opcode) (*ir.Instruction, error) {
	p.next()
	if err := p.expectWord("within"); err != nil {
		return nil, err
	}
	parent, err := p.parseValue(ir.TokenType)
	if err != nil {
		return nil, err
	}
	ops, err := p.parseBracketList([]ir.Value{parent}, p.parseTypeAndValue)
	if err != nil {
		return nil, err
	}
	return p.ar.inst(op, ir.TokenType, ops...), nil
}

// parseBracketList reads "[item, item, ...]" and appends the items to ops.
func (p *parser) parseBracketList(ops []ir.Value, item func() (ir.Value, error)) ([]ir.Value, error) {
	if err := p.expect(tLSquare); err != nil {
		return nil, err
	}
	for first := true; p.tok.kind != tRSquare; first = false {
		if !first {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		v, err := item()
		if err != nil {
			return nil, err
		}
		ops = append(ops, v)
	}
	p.next()
	return ops, nil
}

// parseSameTypePair reads "T a, b": two operands of one type.
func (p *parser) parseSameTypePair() (ir.Value, ir.Value, error) {
	a, err := p.parseTypeAndValue()
	if err != nil {
		return nil, nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, nil, err
	}
	b, err := p.parseValue(a.Type())
	return a, b, err
}
