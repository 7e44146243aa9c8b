package llread

import (
	"strings"

	"memspace/ir"
)

// parseTopLevel reads top-level entities until the end of the input.
func (p *parser) parseTopLevel() error {
	for {
		var err error
		switch p.tok.kind {
		case tEOF:
			return nil
		case tWord:
			err = p.parseTopWord()
		case tLocal, tLocalID:
			err = p.parseTypeDef()
		case tGlobal, tGlobalID:
			err = p.parseGlobalDef()
		case tComdat:
			err = p.parseComdatDef()
		case tMetaVar:
			err = p.parseNamedMD()
		case tExclaim:
			err = p.parseNumberedMD()
		case tSummaryID:
			err = p.skipSummaryEntry()
		default:
			err = p.unexpected("top-level entity")
		}
		if err != nil {
			return err
		}
	}
}

// skipSummaryEntry skips a module summary entry: "^N = tag: (...)", or
// "^N = flags: N" and "^N = blockcount: N". opt reads no summary index
// from text and drops the entries; memspace does the same (llvm-as alone
// builds an index from them). A summary describes the module before
// optimization, so a pass that rewrites the module could not keep it
// true anyway; ThinLTO recomputes it when it writes bitcode.
func (p *parser) skipSummaryEntry() error {
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	tag := ""
	if p.tok.kind == tLabel {
		tag = strings.TrimSuffix(string(p.text()), ":")
	}
	switch tag {
	case "flags", "blockcount":
		p.next()
		if p.tok.kind != tInt || p.text()[0] == '-' {
			return p.unexpected("integer")
		}
		p.next()
		return nil
	case "gv", "module", "typeid", "typeidCompatibleVTable":
	default:
		return p.errHere("Expected 'gv', 'module', 'typeid', 'flags' or 'blockcount' at the start of summary entry")
	}
	p.next()
	if p.tok.kind != tLParen {
		return p.errHere("expected '(' at start of summary entry")
	}
	for depth := 0; ; p.next() {
		switch p.tok.kind {
		case tLParen:
			depth++
		case tRParen:
			depth--
		case tEOF:
			return p.errHere("found end of file while parsing summary entry")
		}
		if depth == 0 {
			p.next()
			return nil
		}
	}
}

// parseTopWord reads a top-level entity that starts with a keyword.
func (p *parser) parseTopWord() error {
	switch string(p.text()) {
	case "target":
		return p.parseTarget()
	case "source_filename":
		p.next()
		if err := p.expect(tEqual); err != nil {
			return err
		}
		s, err := p.parseString("source file name")
		p.mod.m.SourceFilename, p.mod.m.HasSourceFilename = s, true
		return err
	case "module":
		p.next()
		if err := p.expectWord("asm"); err != nil {
			return err
		}
		s, err := p.parseString("module asm string")
		p.mod.m.Asm = append(p.mod.m.Asm, s)
		return err
	case "define":
		return p.parseFunction(true)
	case "declare":
		return p.parseFunction(false)
	case "attributes":
		return p.parseAttrGroup()
	case "uselistorder":
		return p.parseUseListOrder()
	case "uselistorder_bb":
		return p.parseUseListOrderBB()
	}
	return p.unexpected("top-level entity")
}

// parseTarget reads target datalayout = "..." or target triple = "...".
func (p *parser) parseTarget() error {
	p.next()
	m := p.mod.m
	switch {
	case p.eatWord("datalayout"):
		if err := p.expect(tEqual); err != nil {
			return err
		}
		pos := p.tok.pos
		s, err := p.parseString("data layout string")
		if err != nil {
			return err
		}
		m.DataLayout, m.HasDataLayout = s, true
		return p.readDataLayout(s, pos)
	case p.eatWord("triple"):
		if err := p.expect(tEqual); err != nil {
			return err
		}
		s, err := p.parseString("target triple")
		m.Triple, m.HasTriple = s, true
		return err
	}
	return p.unexpected("'datalayout' or 'triple'")
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// parseTypeDef reads "%T = type ..." (a struct, opaque, or an alias of
// another type).
func (p *parser) parseTypeDef() error {
	if p.mod.streaming {
		return errFastPath // workers may be reading the types
	}
	nameTok := p.tok
	name, numbered := p.typeName(nameTok)
	key := typeKey(name, numbered)
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	if err := p.expectWord("type"); err != nil {
		return err
	}
	slot := p.mod.types[key]
	if slot != nil && slot.defined {
		return p.errAt(nameTok.pos, "redefinition of type '%s'", p.src[nameTok.pos:nameTok.end])
	}
	isStruct := p.isWord("opaque") || p.tok.kind == tLBrace || p.lexPeekPackedStruct()
	if !isStruct {
		if slot != nil {
			return p.errAt(nameTok.pos, "non-struct type '%s' used before its definition", p.src[nameTok.pos:nameTok.end])
		}
		t, err := p.parseType()
		if err != nil {
			return err
		}
		p.mod.types[key] = &typeSlot{typ: t, defined: true}
		return nil
	}
	if slot == nil {
		slot = &typeSlot{typ: p.tc.ctx.Named(p.keep(name), numbered)}
		p.mod.types[key] = slot
	}
	st, _ := slot.typ.(*ir.StructType)
	slot.defined = true
	return p.parseNamedStructBody(st)
}

// lexPeekPackedStruct reports whether the current '<' opens "<{".
func (p *parser) lexPeekPackedStruct() bool {
	if p.tok.kind != tLess {
		return false
	}
	l := p.lex
	return l.next().kind == tLBrace
}

// parseNamedStructBody reads the body of an identified struct.
func (p *parser) parseNamedStructBody(st *ir.StructType) error {
	if p.eatWord("opaque") {
		return nil
	}
	packed := p.eat(tLess)
	start := len(p.sc.types)
	fields, err := p.parseStructFields()
	fields = append([]ir.Type(nil), fields...)
	p.sc.types = p.sc.types[:start]
	if err != nil {
		return err
	}
	if packed {
		if err := p.expect(tGreater); err != nil {
			return err
		}
	}
	st.SetBody(fields, packed)
	if st.IsRecursive() {
		return p.errHere("identified structure type '%s' is recursive", st.Name)
	}
	return nil
}

// parseComdatDef reads "$name = comdat any".
func (p *parser) parseComdatDef() error {
	nameTok := p.tok
	name := p.keep(nameOf(p.src, nameTok))
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	if err := p.expectWord("comdat"); err != nil {
		return err
	}
	if p.tok.kind != tWord {
		return p.unexpected("comdat type")
	}
	kind := p.wordOf()
	switch kind {
	case "any", "exactmatch", "largest", "nodeduplicate", "samesize", "noduplicates":
	default:
		return p.unexpected("comdat type")
	}
	p.next()
	if _, ok := p.mod.comdats[name]; ok {
		return p.errAt(nameTok.pos, "redefinition of comdat '$%s'", ir.QuoteName(name))
	}
	c := &ir.Comdat{Name: name, Kind: kind}
	p.mod.comdats[name] = c
	delete(p.mod.comdatFw, name)
	p.mod.m.Comdats = append(p.mod.m.Comdats, c)
	return nil
}

// finishTopLevel resolves forward references made at the top level and
// reports the names never defined.
func (ms *modState) finishTopLevel() []*perr {
	var errs []*perr
	for key, t := range ms.types {
		if !t.defined {
			numbered := len(key) > 0 && key[0] == 0
			name := key
			spell := "%" + ir.QuoteName(name)
			rank := rankType
			if numbered {
				name = key[1:]
				spell, rank = "%"+name, rankTypeID
			}
			errs = append(errs, &perr{seq: endOfModule, rank: rank, key: sortKey(name, numbered),
				off: int(t.pos), msg: "use of undefined type '" + spell + "'"})
		}
	}
	for _, f := range ms.fwd {
		rank, spell := rankGlobal, "@"+ir.QuoteName(f.name)
		if f.numbered {
			rank, spell = rankGlobalID, "@"+f.name
		}
		errs = append(errs, &perr{seq: endOfModule, rank: rank, key: sortKey(f.name, f.numbered),
			off: int(f.pos), msg: "use of undefined value '" + spell + "'"})
	}
	for name, pos := range ms.comdatFw {
		errs = append(errs, &perr{seq: endOfModule, rank: rankComdat, key: name, off: int(pos),
			msg: "use of undefined comdat '$" + ir.QuoteName(name) + "'"})
	}
	ms.md.each(func(id uint32, s *mdSlot) {
		if !s.defined {
			errs = append(errs, &perr{seq: endOfModule, rank: rankMetadata, key: sortKey(itoa(id), true),
				off: int(s.pos), msg: "use of undefined metadata '!" + itoa(id) + "'"})
		}
	})
	if len(errs) == 0 && len(ms.fwdRepl) > 0 {
		ms.fixForwardRefs()
	}
	return errs
}
