package llread

import (
	"strconv"

	"memspace/ir"
)

func itoa(v uint32) string { return strconv.FormatUint(uint64(v), 10) }

// isLinkage reports whether w is a linkage keyword.
func isLinkage(w []byte) bool {
	switch string(w) {
	case "private", "internal", "available_externally", "linkonce", "weak", "common",
		"appending", "extern_weak", "linkonce_odr", "weak_odr", "external":
		return true
	}
	return false
}

// parseLinkage reads [linkage] [dso_local|dso_preemptable] [visibility]
// [dllimport|dllexport] into c. It reports whether a linkage was written;
// a dso_local dllimport is an error, as in LLVM.
func (p *parser) parseLinkage(c *ir.GlobalCommon) (bool, error) {
	has := false
	if p.tok.kind == tWord && isLinkage(p.text()) {
		c.Linkage = ir.Linkage(p.wordOf())
		has = true
		p.next()
	}
	if p.eatWord("dso_local") {
		c.DSOLocal = true
	} else if p.eatWord("dso_preemptable") {
		c.Preemptable = true
	}
	for _, v := range []string{"default", "hidden", "protected"} {
		if p.eatWord(v) {
			c.Visibility = v
			break
		}
	}
	for _, v := range []string{"dllimport", "dllexport"} {
		if p.eatWord(v) {
			c.DLLStorage = v
			break
		}
	}
	if c.DSOLocal && c.DLLStorage == "dllimport" {
		return has, p.errHere("dso_location and DLL-StorageClass mismatch")
	}
	return has, nil
}

// localLinkageProblem returns LLVM's message for a symbol of private or
// internal linkage with a visibility or DLL storage class, or "".
func localLinkageProblem(c *ir.GlobalCommon) string {
	switch {
	case c.Linkage != ir.LinkPrivate && c.Linkage != ir.LinkInternal:
	case c.Visibility != "" && c.Visibility != "default":
		return "symbol with local linkage must have default visibility"
	case c.DLLStorage != "":
		return "symbol with local linkage cannot have a DLL storage class"
	}
	return ""
}

// parseThreadLocal reads [thread_local[(model)]].
func (p *parser) parseThreadLocal(c *ir.GlobalCommon) error {
	if !p.eatWord("thread_local") {
		return nil
	}
	c.ThreadLocal = "thread_local"
	if !p.eat(tLParen) {
		return nil
	}
	if p.tok.kind != tWord {
		return p.unexpected("thread local model")
	}
	switch model := bstr(p.text()); model {
	case "localdynamic", "initialexec", "localexec", "generaldynamic":
		c.ThreadLocal = "thread_local(" + model + ")"
	default:
		return p.unexpected("thread local model")
	}
	p.next()
	return p.expect(tRParen)
}

// parseUnnamedAddr reads [unnamed_addr|local_unnamed_addr].
func (p *parser) parseUnnamedAddr(c *ir.GlobalCommon) {
	if p.eatWord("unnamed_addr") {
		c.UnnamedAddr = "unnamed_addr"
	} else if p.eatWord("local_unnamed_addr") {
		c.UnnamedAddr = "local_unnamed_addr"
	}
}

// parseGlobalDef reads "@g = ..." : a global variable, alias or ifunc.
func (p *parser) parseGlobalDef() error {
	nameTok := p.tok
	p.next()
	if err := p.expect(tEqual); err != nil {
		return err
	}
	var c ir.GlobalCommon
	hasLinkage, err := p.parseLinkage(&c)
	if err != nil {
		return err
	}
	if msg := localLinkageProblem(&c); msg != "" {
		return p.errAt(nameTok.pos, "%s", msg)
	}
	if err := p.parseThreadLocal(&c); err != nil {
		return err
	}
	p.parseUnnamedAddr(&c)
	if p.isWord("alias") || p.isWord("ifunc") {
		return p.parseAlias(nameTok, &c)
	}
	as, err := p.parseOptAddrSpace(0)
	if err != nil {
		return err
	}
	c.AddrSpace = as
	extInit := p.eatWord("externally_initialized")
	isConst := false
	switch {
	case p.eatWord("constant"):
		isConst = true
	case p.eatWord("global"):
	default:
		return p.unexpected("'global' or 'constant'")
	}
	typePos := p.tok.pos
	vt, err := p.parseType()
	if err != nil {
		return err
	}
	if !ir.IsValidGlobalType(vt) {
		return p.errAt(typePos, "invalid type for global variable")
	}
	g := ir.NewGlobalVariable(p.globalName(nameTok), vt, p.globalPtrType(vt, as))
	adopt(&g.GlobalCommon, c)
	g.Constant, g.ExternallyInitialized = isConst, extInit
	if !hasLinkage || (c.Linkage != ir.LinkExternal && c.Linkage != ir.LinkExternWeak) {
		if g.Init, err = p.parseConstValue(vt); err != nil {
			return err
		}
	}
	if err := p.parseGlobalTail(g); err != nil {
		return err
	}
	if err := p.defineGlobal(nameTok, g, "global"); err != nil {
		return err
	}
	p.mod.m.AddGlobal(g)
	return nil
}

// adopt copies the properties read into c onto dst, keeping dst's name and
// type.
func adopt(dst *ir.GlobalCommon, c ir.GlobalCommon) {
	name, typ := dst.Name(), dst.Type()
	*dst = c
	dst.SetName(name)
	dst.SetType(typ)
}

// globalName returns the name of a global token; numbered globals are
// unnamed.
func (p *parser) globalName(t token) string {
	if t.kind == tGlobalID {
		return ""
	}
	return p.keep(nameOf(p.src, t))
}

// globalPtrType is the type of the address of a global of value type vt.
func (p *parser) globalPtrType(vt ir.Type, as uint32) ir.Type {
	if p.mod.typed {
		return p.tc.typedPtr(vt, as)
	}
	return p.tc.ptr(as)
}

// parseGlobalTail reads the ", section ..." items and attachments of a
// global variable, and the attributes that may follow them ("#0",
// "key"="value").
func (p *parser) parseGlobalTail(g *ir.GlobalVariable) error {
	for p.eat(tComma) {
		var err error
		switch {
		case p.tok.kind == tMetaVar:
			if err := p.parseGlobalAttachments(&g.GlobalCommon); err != nil {
				return err
			}
			return p.parseFnAttrs(&g.Attrs, nil, false)
		case p.eatWord("section"):
			g.Section, err = p.parseString("section name")
			g.HasSect = true
		case p.eatWord("partition"):
			g.Partition, err = p.parseString("partition name")
			g.HasPart = true
		case p.isWord("comdat"):
			err = p.parseComdatRef(&g.GlobalCommon)
		case p.eatWord("align"):
			var a uint64
			a, err = p.parseAlignValue()
			g.SetAlign(a)
		case p.eatWord("code_model"):
			g.CodeModel, err = p.parseString("code model")
		case p.isWord("no_sanitize_address") || p.isWord("no_sanitize_hwaddress") ||
			p.isWord("sanitize_address_dyninit") || p.isWord("sanitize_memtag"):
			g.Extra = append(g.Extra, p.wordOf())
			p.next()
		default:
			return p.unexpected("global variable property")
		}
		if err != nil {
			return err
		}
	}
	return p.parseFnAttrs(&g.Attrs, nil, false)
}

// parseGlobalAttachments reads "!kind !node" pairs separated by commas.
func (p *parser) parseGlobalAttachments(c *ir.GlobalCommon) error {
	for {
		a, err := p.parseAttachment()
		if err != nil {
			return err
		}
		c.MD = append(c.MD, a)
		if !p.eat(tComma) {
			return nil
		}
		if p.tok.kind != tMetaVar {
			return p.unexpected("metadata attachment")
		}
	}
}

// parseComdatRef reads "comdat" or "comdat($name)".
func (p *parser) parseComdatRef(c *ir.GlobalCommon) error {
	kw := p.tok
	p.next()
	c.HasComdat = true
	name := c.Name()
	if p.eat(tLParen) {
		if p.tok.kind != tComdat {
			return p.unexpected("comdat variable")
		}
		kw = p.tok
		name = p.keep(nameOf(p.src, p.tok))
		c.Comdat = name
		p.next()
		if err := p.expect(tRParen); err != nil {
			return err
		}
	}
	if _, ok := p.mod.comdats[name]; !ok {
		if _, seen := p.mod.comdatFw[name]; !seen {
			p.mod.comdatFw[name] = kw.pos
		}
	}
	return nil
}

// parseAliasee reads "T c", or a constant expression written without its
// type, as LLVM prints aliasees such as "getelementptr (i8, ptr @g, i64 1)".
func (p *parser) parseAliasee() (ir.Type, ir.Constant, error) {
	if p.tok.kind == tWord && opcodeOf(p.text()) != ir.OpInvalid {
		c, err := p.constExpr()
		if err != nil {
			return nil, nil, err
		}
		return c.Type(), c, nil
	}
	t, err := p.parseType()
	if err != nil {
		return nil, nil, err
	}
	c, err := p.parseConstValue(t)
	return t, c, err
}

// parseAlias reads the rest of "@a = ... alias T, ptr @aliasee" (or ifunc).
func (p *parser) parseAlias(nameTok token, c *ir.GlobalCommon) error {
	ifunc := p.isWord("ifunc")
	switch c.Linkage {
	case ir.LinkAppending, ir.LinkCommon, ir.LinkExternWeak:
		if !ifunc {
			return p.errAt(nameTok.pos, "invalid linkage type for alias")
		}
	}
	p.next()
	vt, err := p.parseType()
	if err != nil {
		return err
	}
	if err := p.expect(tComma); err != nil {
		return err
	}
	tpos := p.tok.pos
	t, target, err := p.parseAliasee()
	if err != nil {
		return err
	}
	as, ok := ir.AddrSpaceOf(t)
	if _, isPtr := t.(*ir.PointerType); !ok || !isPtr {
		return p.errAt(tpos, "an alias or ifunc must have pointer type")
	}
	a := ir.NewAlias(p.globalName(nameTok), vt, p.globalPtrType(vt, as), target, ifunc)
	adopt(&a.GlobalCommon, *c)
	a.AddrSpace = as
	for p.eat(tComma) {
		switch {
		case p.eatWord("partition"):
			s, err := p.parseString("partition name")
			if err != nil {
				return err
			}
			a.Partition, a.HasPart = s, true
		case p.tok.kind == tMetaVar && !ifunc:
			return p.errHere("unknown alias or ifunc property!")
		case p.tok.kind == tMetaVar:
			if err := p.parseGlobalAttachments(&a.GlobalCommon); err != nil {
				return err
			}
		default:
			return p.unexpected("'partition' or metadata attachment")
		}
	}
	kind := "alias"
	if ifunc {
		kind = "ifunc"
	}
	if err := p.defineGlobal(nameTok, a, kind); err != nil {
		return err
	}
	p.mod.m.AddAlias(a)
	return nil
}

// defineGlobal enters a new global value in the symbol table, checking
// redefinitions and numbering, and resolves earlier forward references.
func (p *parser) defineGlobal(nameTok token, g ir.GlobalValue, kind string) error {
	ms := p.mod
	ms.pos.record(g, nameTok.pos)
	var key string
	if nameTok.kind == tGlobalID {
		id := idOf(p.src, nameTok)
		if id < ms.nextGlobalID {
			what := "global"
			if kind == "function" {
				what = "function"
			}
			return p.errAt(nameTok.pos, "%s expected to be numbered '@%d' or greater", what, ms.nextGlobalID)
		}
		ms.nextGlobalID = id + 1
		ms.globalsMu.Lock()
		ms.numGlobals[id] = g
		ms.globalsMu.Unlock()
		key = idKey(id)
	} else {
		name := g.Name()
		if ms.globals.get(name) != nil {
			if kind == "function" {
				return p.errAt(nameTok.pos, "invalid redefinition of function '@%s'", ir.QuoteName(name))
			}
			return p.errAt(nameTok.pos, "redefinition of global '@%s'", ir.QuoteName(name))
		}
		ms.globals.set(name, g)
		key = name
	}
	ms.numGlobalValues++
	if f, ok := ms.fwd[key]; ok {
		delete(ms.fwd, key)
		if f.ph.Type() != g.Type() && !f.anyType {
			return p.errAt(nameTok.pos, "forward reference to '%s' has type '%s' but it is defined with type '%s'",
				p.src[nameTok.pos:nameTok.end], typeStr(f.ph.Type()), typeStr(g.Type()))
		}
		ms.fwdRepl[f.ph] = g
		for _, ph := range f.loose {
			ms.fwdRepl[ph] = g
		}
	}
	return nil
}
