package llread

import (
	"memspace/ir"
)

// parseMetadataValue reads the operand of a "metadata" argument: a node, a
// string or a typed value, wrapped as a value.
func (p *parser) parseMetadataValue() (ir.Value, error) {
	md, err := p.parseMDOperand()
	if err != nil {
		return nil, err
	}
	return &ir.MetadataAsValue{MD: md}, nil
}

// parseMDOperand reads one metadata operand: !N, !{...}, !"text",
// !DIxxx(...), distinct ..., null, or a typed value "T v".
func (p *parser) parseMDOperand() (ir.Metadata, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tExclaim:
		return p.parseExclaimMD()
	case tMetaVar:
		return p.parseSpecializedMD(false)
	case tWord:
		if p.eatWord("null") {
			return nil, nil
		}
		if p.isWord("distinct") {
			return p.parseDistinctMD()
		}
	}
	if p.isTypeStart() {
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		return &ir.ValueAsMetadata{V: v}, nil
	}
	return nil, p.unexpected("metadata")
}

// parseDistinctMD reads "distinct !{...}" or "distinct !DIxxx(...)".
func (p *parser) parseDistinctMD() (ir.Metadata, error) {
	p.next()
	if p.tok.kind == tMetaVar {
		return p.parseSpecializedMD(true)
	}
	if p.tok.kind != tExclaim {
		return nil, p.unexpected("metadata node after 'distinct'")
	}
	p.next()
	if p.tok.kind != tLBrace {
		return nil, p.unexpected("'{' after 'distinct !'")
	}
	n, err := p.parseMDTuple()
	if err != nil {
		return nil, err
	}
	n.Distinct = true
	return n, nil
}

// parseExclaimMD reads what follows a '!': a number, a tuple or a string.
func (p *parser) parseExclaimMD() (ir.Metadata, error) {
	excl := p.tok
	p.next()
	switch p.tok.kind {
	case tInt:
		return p.parseMDRef(excl)
	case tLBrace:
		return p.parseMDTuple()
	case tString:
		s := p.keep(stringOf(p.src, p.tok))
		p.next()
		return &ir.MDString{Value: s}, nil
	}
	return nil, p.unexpected("metadata node, string or number after '!'")
}

// parseMDRef reads the N of !N (the '!' is at excl) and returns its node.
func (p *parser) parseMDRef(excl token) (*ir.MDNode, error) {
	if p.src[p.tok.pos] == '-' {
		return nil, p.unexpected("metadata number")
	}
	pos := p.tok.pos
	id, err := p.parseUint32("metadata number")
	if err != nil {
		return nil, err
	}
	return p.mdNode(id, pos), nil
}

// mdNode returns numbered node !id, creating a placeholder filled in when
// its definition is read.
func (p *parser) mdNode(id uint32, pos int32) *ir.MDNode {
	if s := p.mod.md.get(id); s != nil {
		return s.node
	}
	n := &ir.MDNode{Slot: slotPending}
	if p.mod.fast && p.fn == nil {
		// Workers read md now: it must not change. The careful path will
		// report or handle this reference.
		p.mod.unsafe = true
		return n
	}
	if p.fn != nil || p.mod.sealed {
		p.deferErr(&perr{seq: endOfModule, rank: rankMetadata, key: sortKey(itoa(id), true), off: int(pos),
			msg: "use of undefined metadata '!" + itoa(id) + "'"})
		return n
	}
	p.mod.md.set(id, &mdSlot{node: n, pos: pos})
	return n
}

// parseMDTuple reads "{ op, ... }" (the '!' is consumed).
func (p *parser) parseMDTuple() (*ir.MDNode, error) {
	n := &ir.MDNode{Slot: -1}
	if err := p.tupleInto(n); err != nil {
		return nil, err
	}
	return n, nil
}

// tupleInto reads "{ op, ... }" into n's operands.
func (p *parser) tupleInto(n *ir.MDNode) error {
	p.next()
	sc := p.sc
	start := len(sc.mds)
	defer func() { sc.mds = sc.mds[:start] }()
	for p.tok.kind != tRBrace {
		if len(sc.mds) > start {
			if err := p.expect(tComma); err != nil {
				return err
			}
		}
		op, err := p.parseMDOperand()
		if err != nil {
			return err
		}
		sc.mds = append(sc.mds, op)
	}
	p.next()
	n.Ops = p.ar.mdList(sc.mds[start:])
	return nil
}

// parseSpecializedMD reads !DIxxx(field: value, ...), keeping the fields
// generically. DIExpression and DIArgList keep unnamed operands.
func (p *parser) parseSpecializedMD(distinct bool) (ir.Metadata, error) {
	n := &ir.MDNode{Distinct: distinct, Slot: -1}
	if err := p.specializedInto(n); err != nil {
		return nil, err
	}
	return n, nil
}

// specializedInto reads !DIxxx(...) into n's kind, operands and fields,
// checking them as LLVM 22 does (parse_difields.go).
func (p *parser) specializedInto(n *ir.MDNode) error {
	kindPos := p.tok.pos
	kind := p.word(nameOf(p.src, p.tok))
	if !ir.IsDIKind(kind) {
		return p.errHere("expected metadata type")
	}
	if (kind == "DICompileUnit" || kind == "DIAssignID") && !n.Distinct {
		suffix := map[bool]string{true: "()", false: ""}[kind == "DIAssignID"]
		return p.errAt(kindPos, "missing 'distinct', required for !%s%s", kind, suffix)
	}
	p.next()
	if p.tok.kind != tLParen {
		return p.unexpected("'(' after '!" + kind + "'")
	}
	p.next()
	n.Kind = kind
	var err error
	switch kind {
	case "DIExpression":
		n.Ops, err = p.parseDIExpressionOps()
	case "DIArgList":
		n.Ops, err = p.parseDIArgListOps()
	case "DIAssignID":
		if p.tok.kind != tRParen {
			err = p.errHere("expected ')' here")
		}
	default:
		n.Fields, n.Ops, err = p.parseMDFields(kind)
		if err == nil {
			err = p.checkDIRequired(kind, n.Fields)
		}
	}
	if err != nil {
		return err
	}
	if err := p.expect(tRParen); err != nil {
		return err
	}
	return p.checkDINodeAfter(n, kindPos)
}

// parseDIExpressionOps reads DW_OP_* keywords and integers.
func (p *parser) parseDIExpressionOps() ([]ir.Metadata, error) {
	var ops []ir.Metadata
	for p.tok.kind != tRParen {
		if len(ops) > 0 {
			if p.tok.kind != tComma {
				return nil, p.errHere("expected ')' here")
			}
			p.next()
		}
		if err := p.checkDIExpressionOp(); err != nil {
			return nil, err
		}
		ops = append(ops, p.ar.raw(bstr(p.text())))
		p.next()
	}
	return ops, nil
}

// parseDIArgListOps reads typed values.
func (p *parser) parseDIArgListOps() ([]ir.Metadata, error) {
	var ops []ir.Metadata
	for p.tok.kind != tRParen {
		if len(ops) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		v, err := p.parseTypeAndValue()
		if err != nil {
			return nil, err
		}
		ops = append(ops, &ir.ValueAsMetadata{V: v})
	}
	return ops, nil
}

// parseMDFields reads "name: value, ..." up to ')', each field checked
// against kind's table. A GenericDINode's "operands: {...}" field is read
// as the node's operand list, returned apart from the fields.
func (p *parser) parseMDFields(kind string) ([]ir.MDField, []ir.Metadata, error) {
	operands := kind == "GenericDINode"
	sc := p.sc
	start := len(sc.fields)
	defer func() { sc.fields = sc.fields[:start] }()
	var ops []ir.Metadata
	seenOps := false
	for p.tok.kind != tRParen {
		if len(sc.fields) > start || seenOps {
			if p.tok.kind != tComma {
				return nil, nil, p.errHere("expected ')' here")
			}
			p.next()
		}
		namePos := p.tok.pos
		name, err := p.mdFieldName()
		if err != nil {
			return nil, nil, err
		}
		if operands && name == "operands" {
			if seenOps {
				return nil, nil, p.errAt(namePos, "field 'operands' cannot be specified more than once")
			}
			seenOps = true
			if ops, err = p.parseMDOperandList(); err != nil {
				return nil, nil, err
			}
			continue
		}
		f, err := p.checkDIField(kind, name, namePos, sc.fields[start:])
		if err != nil {
			return nil, nil, err
		}
		if err := p.checkDIValue(f); err != nil {
			return nil, nil, err
		}
		v, err := p.parseMDFieldValue()
		if err != nil {
			return nil, nil, err
		}
		sc.fields = append(sc.fields, ir.MDField{Name: name, Value: v})
	}
	return p.ar.mdFields(sc.fields[start:]), ops, nil
}

// mdFieldName reads a field label "name:".
func (p *parser) mdFieldName() (string, error) {
	switch {
	case p.tok.kind == tLabel && p.src[p.tok.pos] != '"':
		name := p.word(bstr(p.src[p.tok.pos : p.tok.end-1]))
		p.next()
		return name, nil
	case p.tok.kind == tWord:
		l := p.lex
		if l.next().kind != tColon {
			return "", p.errHere("expected field label here")
		}
		name := p.wordOf()
		p.next()
		p.next()
		return name, nil
	}
	return "", p.errHere("expected field label here")
}

// parseMDOperandList reads the "{ op, ... }" of a GenericDINode's
// operands field: metadata operands, as in a tuple.
func (p *parser) parseMDOperandList() ([]ir.Metadata, error) {
	if p.tok.kind != tLBrace {
		return nil, p.errHere("expected '{' here")
	}
	var n ir.MDNode
	if err := p.tupleInto(&n); err != nil {
		return nil, err
	}
	return n.Ops, nil
}

// parseMDFieldValue reads a field value: a node or string reference, a
// typed value, or a literal kept as written (12, true, DW_TAG_member,
// "name", DIFlagA | DIFlagB).
func (p *parser) parseMDFieldValue() (ir.Metadata, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tExclaim, tMetaVar:
		return p.parseMDOperand()
	case tWord:
		if p.isWord("distinct") {
			return p.parseDistinctMD()
		}
		if p.isTypeStart() {
			return p.parseMDOperand()
		}
	case tIntType, tLocal, tLocalID, tLBrace, tLess, tLSquare:
		return p.parseMDOperand()
	case tString, tInt, tHexInt, tFloat, tHexFloat:
	default:
		return nil, p.unexpected("metadata field value")
	}
	return p.parseMDRaw()
}

// parseMDRaw reads a literal, or literals joined by '|'.
func (p *parser) parseMDRaw() (ir.Metadata, error) {
	first := p.tok
	p.next()
	if p.tok.kind != tBar {
		return p.ar.raw(bstr(p.src[first.pos:first.end])), nil
	}
	buf := append([]byte(nil), p.src[first.pos:first.end]...)
	for p.eat(tBar) {
		if p.tok.kind != tWord && !p.isIntToken() {
			return nil, p.unexpected("flag after '|'")
		}
		buf = append(buf, " | "...)
		buf = append(buf, p.text()...)
		p.next()
	}
	return p.ar.raw(bstr(buf)), nil
}

// parseAttachment reads "!kind node".
func (p *parser) parseAttachment() (ir.MDAttachment, error) {
	if p.tok.kind != tMetaVar {
		return ir.MDAttachment{}, p.unexpected("metadata attachment")
	}
	kind := p.word(nameOf(p.src, p.tok))
	p.next()
	n, err := p.parseMDNodeOperand()
	return ir.MDAttachment{Kind: kind, Node: n}, err
}

// parseMDNodeOperand reads a node: !N, !{...}, !DIxxx(...) or distinct ....
func (p *parser) parseMDNodeOperand() (ir.Metadata, error) {
	switch {
	case p.tok.kind == tMetaVar:
		return p.parseSpecializedMD(false)
	case p.isWord("distinct"):
		return p.parseDistinctMD()
	case p.tok.kind == tExclaim:
		excl := p.tok
		p.next()
		switch p.tok.kind {
		case tInt:
			return p.parseMDRef(excl)
		case tLBrace:
			return p.parseMDTuple()
		}
	}
	return nil, p.unexpected("metadata node")
}

// parseNumberedMD reads "!N = [distinct] node".
func (p *parser) parseNumberedMD() error {
	excl := p.tok
	p.next()
	if p.tok.kind != tInt {
		return p.unexpected("metadata number")
	}
	id, err := p.parseUint32("metadata number")
	if err != nil {
		return err
	}
	if err := p.expect(tEqual); err != nil {
		return err
	}
	// The node is read here and copied into its slot's node.
	n := ir.MDNode{Distinct: p.eatWord("distinct")}
	switch {
	case p.tok.kind == tMetaVar && string(p.text()) == "!DIArgList":
		// A DIArgList is an operand of a call or debug record only, never a
		// numbered node (it may stand inside a tuple, as LLVM reads it).
		return p.errHere("expected metadata type")
	case p.tok.kind == tMetaVar:
		if err := p.specializedInto(&n); err != nil {
			return err
		}
	case p.tok.kind == tExclaim:
		p.next()
		if p.tok.kind != tLBrace {
			return p.unexpected("'{' in metadata node definition")
		}
		if err := p.tupleInto(&n); err != nil {
			return err
		}
	default:
		return p.unexpected("metadata node")
	}
	return p.defineMD(id, excl, n)
}

// defineMD fills the (possibly forward-referenced) node !id with n.
func (p *parser) defineMD(id uint32, excl token, n ir.MDNode) error {
	s := p.mod.md.get(id)
	if s == nil && p.mod.fast {
		p.mod.unsafe = true
		return nil
	}
	if s == nil {
		node := new(ir.MDNode)
		*node = n
		node.Slot = -1
		s = &mdSlot{node: node}
		p.mod.md.set(id, s)
	} else if s.defined {
		return p.errAt(excl.pos, "redefinition of metadata '!%d'", id)
	} else {
		// Not Slot: workers may be reading it (see isInline).
		s.node.Kind, s.node.Distinct, s.node.Ops, s.node.Fields = n.Kind, n.Distinct, n.Ops, n.Fields
	}
	s.defined = true
	if p.mod.fast {
		p.mod.mdOrder = append(p.mod.mdOrder, s.node)
	} else {
		p.mod.m.AddMetadata(s.node)
	}
	return nil
}

// parseNamedMD reads "!name = !{!0, !1, ...}".
func (p *parser) parseNamedMD() error {
	name := p.keep(nameOf(p.src, p.tok))
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	if err := p.expect(tExclaim); err != nil {
		return err
	}
	if err := p.expect(tLBrace); err != nil {
		return err
	}
	nm := p.mod.m.NamedMetadata(name)
	if nm == nil {
		nm = &ir.NamedMD{Name: name}
		p.mod.m.NamedMD = append(p.mod.m.NamedMD, nm)
	}
	for i := 0; p.tok.kind != tRBrace; i++ {
		if i > 0 {
			if err := p.expect(tComma); err != nil {
				return err
			}
		}
		n, err := p.parseMDNodeOperand()
		if err != nil {
			return err
		}
		nm.Nodes = append(nm.Nodes, n)
	}
	p.next()
	return nil
}
