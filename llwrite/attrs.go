package llwrite

import "memspace/ir"

// attr appends one attribute in the spelling it was read with.
func (p *printer) attr(a ir.Attr) {
	switch a.Form {
	case ir.FormString:
		p.b = appendQuoted(p.b, a.Kind)
		if a.HasValue {
			p.byte('=')
			p.b = appendQuoted(p.b, a.Value)
		}
	case ir.FormParen:
		p.str(a.Kind)
		p.byte('(')
		if a.Type != nil {
			p.typ(a.Type)
		} else {
			p.str(a.Value)
		}
		p.byte(')')
	case ir.FormSpace:
		p.str(a.Kind)
		p.byte(' ')
		p.str(a.Value)
	case ir.FormEquals:
		p.str(a.Kind)
		p.byte('=')
		p.str(a.Value)
	default:
		p.str(a.Kind)
	}
}

// attrList appends the attributes then the group references, separated by
// spaces, with no leading or trailing space.
func (p *printer) attrList(l *ir.AttrList) {
	first := true
	for _, a := range l.Attrs {
		if !first {
			p.byte(' ')
		}
		first = false
		p.attr(a)
	}
	for _, g := range l.Groups {
		if !first {
			p.byte(' ')
		}
		first = false
		p.byte('#')
		p.int(int64(g))
	}
}

// spacedAttrs appends " attrs" when the list is not empty.
func (p *printer) spacedAttrs(l *ir.AttrList) {
	if l.IsEmpty() {
		return
	}
	p.byte(' ')
	p.attrList(l)
}

// attrGroup appends "attributes #N = { ... }".
func (p *printer) attrGroup(g *ir.AttrGroup) {
	p.str("attributes #")
	p.int(int64(g.ID))
	p.str(" = { ")
	for i, a := range g.Attrs {
		if i > 0 {
			p.byte(' ')
		}
		p.attr(a)
	}
	p.str(" }\n")
}

// fnAttrsComment appends "; Function Attrs: ..." listing the function's
// non-string attributes, inline ones first, then those of its groups, in
// the spelling LLVM uses outside groups.
func (p *printer) fnAttrsComment(f *ir.Function) {
	start := len(p.b)
	p.str("; Function Attrs:")
	n := 0
	add := func(a ir.Attr) {
		if a.Form == ir.FormString {
			return
		}
		p.byte(' ')
		if a.Form == ir.FormEquals {
			a.Form = ir.FormParen
		}
		p.attr(a)
		n++
	}
	for _, a := range f.FnAttrs.Attrs {
		add(a)
	}
	for _, id := range f.FnAttrs.Groups {
		if g := p.mi.groups[id]; g != nil {
			for _, a := range g.Attrs {
				add(a)
			}
		}
	}
	if n == 0 {
		p.b = p.b[:start]
		return
	}
	p.byte('\n')
}
