package llread

import (
	"strconv"

	"memspace/ir"
)

// isAttrKeyword reports whether w is an enum, integer or type attribute of
// any LLVM version from 14 to 22.
func isAttrKeyword(w []byte) bool {
	switch string(w) {
	case "allocalign", "allocptr", "alwaysinline", "argmemonly", "builtin", "cold",
		"convergent", "coro_only_destroy_when_complete", "coro_elide_safe",
		"dead_on_return", "dead_on_unwind", "disable_sanitizer_instrumentation",
		"fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg",
		"inaccessiblememonly", "inaccessiblemem_or_argmemonly", "inlinehint",
		"jumptable", "minsize", "mustprogress", "naked", "nest", "noalias",
		"nobuiltin", "nocallback", "nocapture", "nocf_check", "nocreateundeforpoison",
		"nodivergencesource", "noduplicate", "noext", "nofree", "noimplicitfloat",
		"noinline", "nomerge", "noprofile", "norecurse", "noredzone", "noreturn",
		"nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
		"nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing",
		"optdebug", "optsize", "optnone", "presplitcoroutine", "readnone",
		"readonly", "returned", "returns_twice", "signext", "safestack",
		"sanitize_address", "sanitize_alloc_token", "sanitize_hwaddress",
		"sanitize_memtag", "sanitize_memory", "sanitize_numerical_stability",
		"sanitize_realtime", "sanitize_realtime_blocking", "sanitize_thread",
		"sanitize_type", "shadowcallstack", "skipprofile", "speculatable",
		"speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp",
		"swiftasync", "swifterror", "swiftself", "willreturn", "writable",
		"writeonly", "zeroext", "byref", "byval", "elementtype", "inalloca",
		"preallocated", "sret", "align", "allockind", "allocsize", "captures",
		"dereferenceable", "dereferenceable_or_null", "memory", "nofpclass",
		"alignstack", "uwtable", "vscale_range", "range", "initializes":
		return true
	}
	return false
}

// attrContext says where an attribute list appears.
type attrContext uint8

const (
	attrParam attrContext = iota // parameter or return value
	attrFn                       // function or call site, after the arguments
	attrGroup                    // inside attributes #N = { ... }
)

// isAttrStart reports whether the current token begins an attribute in ctx.
func (p *parser) isAttrStart(ctx attrContext) bool {
	switch p.tok.kind {
	case tString:
		return true
	case tAttrGrpID:
		return ctx == attrFn
	case tWord:
		return isAttrKeyword(p.text())
	}
	return false
}

// parseParamAttrs reads the attributes of a parameter, or of a return
// value when ret is set.
func (p *parser) parseParamAttrs(ret bool) (ir.AttrList, error) {
	var l ir.AttrList
	if !p.isAttrStart(attrParam) {
		return l, nil
	}
	sc := p.sc
	start, from := len(sc.attrs), p.tok.pos
	defer func() { sc.attrs = sc.attrs[:start] }()
	place, what := ir.PlaceParam, "parameters"
	if ret {
		place, what = ir.PlaceRet, "return values"
	}
	var misplaced error
	for p.isAttrStart(attrParam) {
		at := p.tok
		a, err := p.parseAttr(attrParam)
		if err != nil {
			return l, err
		}
		if !a.MayStand(place) {
			misplaced = p.errAt(at.pos, "this attribute does not apply to %s", what)
		}
		if i := ir.Repeats(sc.attrs[start:], a); i >= 0 {
			sc.attrs[start+i] = a // LLVM keeps the last of two
		} else {
			sc.attrs = append(sc.attrs, a)
		}
	}
	if misplaced != nil {
		return l, misplaced
	}
	// The text read names the list: the same text makes the same list.
	l.Attrs = p.ar.attrList(bstr(p.src[from:p.tok.pos]), sc.attrs[start:])
	return l, nil
}

// parseFnAttrs reads function attributes and group references into l. A
// function's "align N" sets its alignment through setAlign instead. With
// fn set (a function or a call, not a global variable) each attribute
// must be one that applies to functions.
func (p *parser) parseFnAttrs(l *ir.AttrList, setAlign func(uint64), fn bool) error {
	var misplaced error
	for p.isAttrStart(attrFn) {
		if p.tok.kind == tAttrGrpID {
			l.Groups = append(l.Groups, int(idOf(p.src, p.tok)))
			p.next()
			continue
		}
		if setAlign != nil && p.isWord("align") {
			p.next()
			a, err := p.parseAlignValue()
			if err != nil {
				return err
			}
			setAlign(a)
			continue
		}
		at := p.tok
		a, err := p.parseAttr(attrFn)
		if err != nil {
			return err
		}
		if fn && !a.MayStand(ir.PlaceFn) {
			misplaced = p.errAt(at.pos, "this attribute does not apply to functions")
		}
		if setAlign != nil && a.Kind == "builtin" && misplaced == nil {
			// A function header's own builtin (a group's is the verifier's).
			misplaced = p.errAt(at.pos, "'builtin' attribute not valid on function")
		}
		l.Attrs = ir.AppendAttr(l.Attrs, a)
	}
	return misplaced
}

// parseAttr reads one attribute.
func (p *parser) parseAttr(ctx attrContext) (ir.Attr, error) {
	if p.tok.kind == tString {
		return p.parseStringAttr()
	}
	kind := p.wordOf()
	p.next()
	a := ir.Attr{Kind: kind}
	switch {
	case ctx == attrGroup && p.tok.kind == tEqual && (kind == "align" || kind == "alignstack"):
		// The group spelling of these two; no other attribute takes '='.
		p.next()
		if p.tok.kind != tInt || p.text()[0] == '-' {
			return a, p.errHere("expected integer")
		}
		pos, v := p.tok.pos, p.wordOf()
		if _, err := p.parseUint32("alignment"); err != nil {
			return a, p.errAt(pos, "expected 32-bit integer (too large)")
		}
		a.Form, a.Value = ir.FormEquals, v
	case p.tok.kind == tLParen && ir.IsTypeAttr(kind):
		p.next()
		t, err := p.parseType()
		if err != nil {
			return a, err
		}
		a.Form, a.Type = ir.FormParen, t
		return a, p.expect(tRParen)
	case p.tok.kind == tLParen && (kind == "memory" || kind == "range"):
		parse := p.parseMemoryArgs
		if kind == "range" {
			parse = p.parseRangeArgs
		}
		v, err := parse()
		if err != nil {
			return a, err
		}
		a.Form, a.Value = ir.FormParen, v
	case ctx == attrGroup && (kind == "align" || kind == "alignstack"):
		// In a group these are written align=N: not bare, nor align(N).
		return a, p.errHere("expected '=' here")
	case p.tok.kind == tLParen && (ir.NeedsValue(kind) || kind == "align" || kind == "uwtable"):
		if err := p.checkAttrArgs(kind); err != nil {
			return a, err
		}
		v, err := p.rawParen()
		if err != nil {
			return a, err
		}
		a.Form, a.Value = ir.FormParen, v
	case kind == "align" && ctx != attrGroup:
		n, err := p.parseAlignValue()
		if err != nil {
			return a, err
		}
		a.Form, a.Value = ir.FormSpace, strconv.FormatUint(n, 10)
	case ir.NeedsValue(kind) || ir.IsTypeAttr(kind) && ctx != attrGroup:
		// A value-taking attribute is never bare, in a group either
		// (LLVM 22: "expected '('"). A type attribute names its type:
		// LLVM 14 and 22 both reject a bare byval, and guessing the type
		// would change what is copied.
		return a, p.errHere("expected '('")
	}
	return a, nil
}

// parseStringAttr reads "key" or "key"="value".
func (p *parser) parseStringAttr() (ir.Attr, error) {
	a := ir.Attr{Kind: p.word(stringOf(p.src, p.tok)), Form: ir.FormString}
	p.next()
	if p.eat(tEqual) {
		if p.tok.kind != tString {
			return a, p.unexpected("attribute value")
		}
		v := p.word(stringOf(p.src, p.tok))
		p.next()
		a.Value, a.HasValue = v, true
	}
	return a, nil
}

// parseAlignValue reads the N of "align N" or "align(N)": a power of two
// no larger than 2^32.
func (p *parser) parseAlignValue() (uint64, error) {
	paren := p.eat(tLParen)
	pos := p.tok.pos
	a, err := p.parseUint64("alignment")
	if err != nil {
		return 0, err
	}
	if a == 0 || a&(a-1) != 0 {
		return 0, p.errAt(pos, "alignment is not a power of two")
	}
	if a > 1<<32 {
		return 0, p.errAt(pos, "huge alignments are not supported yet")
	}
	if paren {
		return a, p.expect(tRParen)
	}
	return a, nil
}

// rawParen reads a parenthesized attribute argument and returns its text
// inside the parentheses, tokens separated by single spaces (none after
// '(' or before ')', ',' and ':').
func (p *parser) rawParen() (string, error) {
	open := p.tok
	p.next()
	depth := 1
	first := p.tok
	var buf []byte
	prev := open
	n := 0
	for {
		switch p.tok.kind {
		case tEOF, tError:
			return "", p.unexpected("')'")
		case tLParen:
			depth++
		case tRParen:
			depth--
			if depth == 0 {
				s := ""
				if n == 1 {
					s = p.word(bstr(p.src[first.pos:first.end]))
				} else if n > 1 {
					s = p.word(bstr(buf))
				}
				p.next()
				return s, nil
			}
		}
		if n > 0 && prev.kind != tLParen && p.tok.kind != tRParen && p.tok.kind != tComma && p.tok.kind != tColon {
			buf = append(buf, ' ')
		}
		buf = append(buf, p.src[p.tok.pos:p.tok.end]...)
		prev = p.tok
		n++
		p.next()
	}
}

// parseAttrGroup reads "attributes #N = { ... }".
func (p *parser) parseAttrGroup() error {
	start := p.tok.pos
	p.next()
	if p.tok.kind != tAttrGrpID {
		return p.unexpected("attribute group id")
	}
	id := int(idOf(p.src, p.tok))
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	if err := p.expect(tLBrace); err != nil {
		return err
	}
	g := p.mod.m.AttrGroup(id)
	if g == nil {
		g = &ir.AttrGroup{ID: id}
		p.mod.m.AttrGroups = append(p.mod.m.AttrGroups, g)
	}
	if p.tok.kind == tRBrace {
		return p.errAt(start, "attribute group has no attributes")
	}
	var misplaced error
	for p.tok.kind != tRBrace {
		if p.tok.kind == tWord && !isAttrKeyword(p.text()) {
			return p.errHere("unknown attribute '%s'", p.text())
		}
		if !p.isAttrStart(attrGroup) {
			return p.unexpected("attribute or '}'")
		}
		at := p.tok
		a, err := p.parseAttr(attrGroup)
		if err != nil {
			return err
		}
		if !a.MayStand(ir.PlaceFn) {
			misplaced = p.errAt(at.pos, "this attribute does not apply to functions")
		}
		g.Attrs = ir.AppendAttr(g.Attrs, a)
	}
	if misplaced != nil {
		return misplaced
	}
	p.next()
	return nil
}
