package llwrite

import "memspace/ir"

// globalPrefix appends "dso_local ", visibility and DLL storage, plus
// thread_local and unnamed_addr for variables and aliases (withVarKeywords).
func (p *printer) globalPrefix(g *ir.GlobalCommon, withVarKeywords bool) {
	if g.DSOLocal && !implicitDSOLocal(g) {
		p.str("dso_local ")
	}
	if g.Visibility != "" && g.Visibility != "default" {
		p.str(g.Visibility)
		p.byte(' ')
	}
	if g.DLLStorage != "" {
		p.str(g.DLLStorage)
		p.byte(' ')
	}
	if !withVarKeywords {
		return
	}
	if g.ThreadLocal != "" {
		p.str(g.ThreadLocal)
		p.byte(' ')
	}
	if g.UnnamedAddr != "" {
		p.str(g.UnnamedAddr)
		p.byte(' ')
	}
}

// implicitDSOLocal reports whether dso_local goes without saying: local
// linkage, or non-default visibility without extern_weak linkage.
func implicitDSOLocal(g *ir.GlobalCommon) bool {
	if g.Linkage.IsLocal() {
		return true
	}
	hidden := g.Visibility != "" && g.Visibility != "default"
	return hidden && g.Linkage != ir.LinkExternWeak
}

// globalAddrSpace is the address space of a global's address.
func globalAddrSpace(g *ir.GlobalCommon) uint32 {
	if as, ok := ir.AddrSpaceOf(g.Type()); ok {
		return as
	}
	return g.AddrSpace
}

// comdatRef appends kw (" comdat" or ", comdat") and, when the comdat is
// not the symbol's own, "($name)".
func (p *printer) comdatRef(g *ir.GlobalCommon, kw string) {
	if !g.HasComdat {
		return
	}
	p.str(kw)
	if g.Comdat != "" && g.Comdat != g.Name() {
		p.str("($")
		p.b = appendName(p.b, g.Comdat)
		p.byte(')')
	}
}

// globalVar appends "@g = ... global T init, align N, !dbg !0".
func (p *printer) globalVar(g *ir.GlobalVariable) {
	p.globalRef(g)
	p.str(" = ")
	switch {
	case g.Init == nil && (g.Linkage == ir.External || g.Linkage == ir.LinkExternal):
		p.str("external ")
	case g.Linkage != ir.External && g.Linkage != ir.LinkExternal:
		p.str(string(g.Linkage))
		p.byte(' ')
	}
	p.globalPrefix(&g.GlobalCommon, true)
	if as := globalAddrSpace(&g.GlobalCommon); as != 0 {
		p.b = appendAddrSpace(p.b, as)
		p.byte(' ')
	}
	if g.ExternallyInitialized {
		p.str("externally_initialized ")
	}
	if g.Constant {
		p.str("constant ")
	} else {
		p.str("global ")
	}
	p.typ(g.ValueType)
	if g.Init != nil {
		p.byte(' ')
		p.value(g.Init)
	}
	p.globalVarTail(g)
	p.byte('\n')
}

// globalVarTail appends section, partition, code model, extra keywords,
// comdat, alignment, metadata attachments and attributes.
func (p *printer) globalVarTail(g *ir.GlobalVariable) {
	if g.HasSect {
		p.str(", section ")
		p.b = appendQuoted(p.b, g.Section)
	}
	if g.HasPart {
		p.str(", partition ")
		p.b = appendQuoted(p.b, g.Partition)
	}
	if g.CodeModel != "" {
		p.str(", code_model ")
		p.b = appendQuoted(p.b, g.CodeModel)
	}
	for _, e := range g.Extra {
		p.str(", ")
		p.str(e)
	}
	p.comdatRef(&g.GlobalCommon, ", comdat")
	if a := g.Align(); a != 0 {
		p.str(", align ")
		p.uint(a)
	}
	p.attachments(g.MD, ", ")
	p.spacedAttrs(&g.Attrs)
}

// alias appends "@a = ... alias T, ptr @b" or the ifunc form.
func (p *printer) alias(a *ir.Alias) {
	p.globalRef(a)
	p.str(" = ")
	if a.Linkage != ir.External && a.Linkage != ir.LinkExternal {
		p.str(string(a.Linkage))
		p.byte(' ')
	}
	p.globalPrefix(&a.GlobalCommon, !a.IFunc)
	if a.IFunc {
		p.str("ifunc ")
	} else {
		p.str("alias ")
	}
	p.typ(a.ValueType)
	p.str(", ")
	if untypedAliasee(a.Target) {
		p.value(a.Target)
	} else {
		p.typedValue(a.Target)
	}
	if a.HasPart {
		p.str(", partition ")
		p.b = appendQuoted(p.b, a.Partition)
	}
	p.attachments(a.MD, ", ") // ifuncs only
	p.byte('\n')
}

// untypedAliasee reports whether an aliasee prints without its type: the
// constant expressions the parser reads that way.
func untypedAliasee(c ir.Constant) bool {
	ce, ok := c.(*ir.ConstExpr)
	if !ok {
		return false
	}
	switch ce.Op {
	case ir.OpBitCast, ir.OpGetElementPtr, ir.OpAddrSpaceCast, ir.OpIntToPtr:
		return true
	}
	return false
}

// comdat appends "$name = comdat kind".
func (p *printer) comdat(c *ir.Comdat) {
	p.byte('$')
	p.b = appendName(p.b, c.Name)
	p.str(" = comdat ")
	kind := c.Kind
	if kind == "" {
		kind = "any"
	}
	p.str(kind)
	p.byte('\n')
}

// useListOrder appends one uselistorder or uselistorder_bb directive;
// inside a function it is indented.
func (p *printer) useListOrder(u *ir.UseListOrder, inFunction bool) {
	if inFunction {
		p.str("  ")
	}
	if u.Block != nil && !inFunction {
		p.str("uselistorder_bb ")
		f := u.Func
		if f == nil {
			f = parentFunction(u.Block)
		}
		if f != nil {
			p.globalRef(f)
		} else {
			p.str("<badref>")
		}
		p.str(", ")
		p.local(u.Block)
	} else {
		p.str("uselistorder ")
		v := u.Value
		if v == nil && u.Block != nil {
			v = u.Block
		}
		p.typedValue(v)
	}
	p.str(", { ")
	for i, x := range u.Indexes {
		if i > 0 {
			p.str(", ")
		}
		p.int(int64(x))
	}
	p.str(" }\n")
}

// localUseLists appends a function's uselistorder directives.
func (p *printer) localUseLists(f *ir.Function) {
	if len(f.UseListOrders) == 0 {
		return
	}
	p.str("\n; uselistorder directives\n")
	for _, u := range f.UseListOrders {
		if u != nil {
			p.useListOrder(u, true)
		}
	}
}
