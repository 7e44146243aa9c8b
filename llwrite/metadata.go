package llwrite

import "memspace/ir"

// maxInlineDepth bounds the nesting of inline metadata, so a cycle among
// unnumbered nodes cannot recurse forever.
const maxInlineDepth = 512

// numberMetadata gives every node in m.Metadata its position as Slot. It
// only writes slots that change, so printing an unchanged module again
// (even from several goroutines) only reads it.
func numberMetadata(m *ir.Module) {
	for i, n := range m.Metadata {
		if n != nil && n.Slot != i {
			n.Slot = i
		}
	}
}

// numbered reports whether n prints as "!N": it must sit at position Slot
// of Module.Metadata.
func (p *printer) numbered(n *ir.MDNode) bool {
	if p.mi.m == nil {
		return n.Slot >= 0
	}
	md := p.mi.m.Metadata
	return n.Slot >= 0 && n.Slot < len(md) && md[n.Slot] == n
}

// metadata appends a metadata operand: "!N", an inline node, !"string",
// a literal field value, "T v" for a value, or "null".
func (p *printer) metadata(md ir.Metadata) {
	switch md := md.(type) {
	case nil:
		p.str("null")
	case *ir.MDNode:
		if md == nil {
			p.str("null")
		} else if p.numbered(md) {
			p.byte('!')
			p.int(int64(md.Slot))
		} else {
			p.inlineNode(md)
		}
	case *ir.MDString:
		p.str(`!"`)
		p.b = appendEscaped(p.b, md.Value)
		p.byte('"')
	case *ir.MDRaw:
		p.str(md.Text)
	case *ir.ValueAsMetadata:
		p.typedValue(md.V)
	default:
		p.str("null")
	}
}

func (p *printer) inlineNode(n *ir.MDNode) {
	if p.depth >= maxInlineDepth {
		p.str("!{}")
		return
	}
	p.depth++
	p.nodeBody(n)
	p.depth--
}

// nodeBody appends a node's definition: [distinct] !{...} or
// !Kind(field: value, ...); a GenericDINode's operands follow its fields
// as "operands: {...}".
func (p *printer) nodeBody(n *ir.MDNode) {
	if n.Distinct {
		p.str("distinct ")
	}
	if n.Kind == "" {
		p.str("!{")
		p.mdList(n.Ops)
		p.byte('}')
		return
	}
	p.byte('!')
	p.str(n.Kind)
	p.byte('(')
	if len(n.Fields) > 0 {
		first := true
		for _, f := range n.Fields {
			if ir.HiddenField(f) {
				continue
			}
			if !first {
				p.str(", ")
			}
			first = false
			p.str(f.Name)
			p.str(": ")
			p.metadata(f.Value)
		}
		if len(n.Ops) > 0 && n.Kind == "GenericDINode" {
			p.str(", operands: {")
			p.mdList(n.Ops)
			p.byte('}')
		}
	} else {
		p.mdList(n.Ops)
	}
	p.byte(')')
}

func (p *printer) mdList(list []ir.Metadata) {
	for i, op := range list {
		if i > 0 {
			p.str(", ")
		}
		p.metadata(op)
	}
}

// attachments appends " !kind !node" pairs with the given separator before
// each (", " on instructions and globals, " " on functions).
func (p *printer) attachments(list []ir.MDAttachment, sep string) {
	for _, a := range list {
		p.str(sep)
		p.byte('!')
		p.b = appendMDIdent(p.b, a.Kind)
		p.byte(' ')
		p.metadata(a.Node)
	}
}

// dbgRecord appends one "    #dbg_kind(...)" line.
func (p *printer) dbgRecord(r *ir.DbgRecord) {
	p.str("    #dbg_")
	p.str(r.Kind)
	p.byte('(')
	p.mdList(r.Args)
	p.str(")\n")
}

// namedMD appends "!name = !{!0, !1}".
func (p *printer) namedMD(n *ir.NamedMD) {
	p.byte('!')
	p.b = appendMDIdent(p.b, n.Name)
	p.str(" = !{")
	p.mdList(n.Nodes)
	p.str("}\n")
}

// numberedNodes appends "!N = ..." for m.Metadata[lo:hi].
func (p *printer) numberedNodes(lo, hi int) {
	md := p.mi.m.Metadata
	for i := lo; i < hi; i++ {
		n := md[i]
		if n == nil {
			continue
		}
		p.byte('!')
		p.int(int64(i))
		p.str(" = ")
		p.nodeBody(n)
		p.byte('\n')
	}
}
