package bitcode

import (
	"slices"

	"memspace/ir"
)

// numberMetadata lists the nodes printed as !N in the order llvm-dis
// numbers them: depth first from global attachments, named metadata,
// then each function's attachments and instructions (each after the
// debug records printed before it).
//
// It also makes equal locations one node, as LLVM's uniquing does: the
// reader makes a DILocation for each DEBUG_LOC record, which may equal
// another record's or one of the metadata blocks (say a #dbg_value's at
// the same place). References to a copy are moved to the first node met.
// A body's locations are looked for among its own and those the module
// level holds (named metadata, attachments of globals), not another
// body's: a location names its function's scope, or is inlined at one of
// its calls, so it is never another function's, and the table stays the
// size of one body (on a 50 MB module, a table of all of them raised the
// peak memory of a round trip by 5 MB).
func (r *reader) numberMetadata() {
	m := r.m
	// At most what is numbered: the module level's nodes and the bodies'
	// locations (the list grown by copies left megabytes behind).
	m.Metadata = slices.Grow(m.Metadata, len(r.md.items)+r.bodyLocs)
	nb := &numbering{r: r, inline: map[*ir.MDNode]bool{}, locs: map[locKey]*ir.MDNode{}, chain: map[*ir.MDNode]bool{}}
	attached := func(mds []ir.MDAttachment) {
		for i := range mds {
			mds[i].Node = nb.visit(mds[i].Node)
		}
	}
	for _, g := range m.Globals {
		attached(g.MD)
	}
	for _, a := range m.Aliases {
		attached(a.MD)
	}
	for _, nm := range m.NamedMD {
		for i, op := range nm.Nodes {
			nm.Nodes[i] = nb.visit(op).(*ir.MDNode)
		}
	}
	nb.bodyLocs = map[locKey]*ir.MDNode{}
	for _, f := range m.Functions {
		clear(nb.bodyLocs)
		attached(f.MD)
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				// The records printed before the instruction first, as
				// LLVM's slot tracker takes them.
				for _, d := range in.DbgRecords() {
					for i, a := range d.Args {
						d.Args[i] = nb.visit(a)
					}
				}
				for _, op := range in.Operands() {
					if mv, ok := op.(*ir.MetadataAsValue); ok {
						mv.MD = nb.visit(mv.MD)
					}
				}
				attached(in.MD)
			}
		}
	}
}

// numbering is the walk of numberMetadata.
type numbering struct {
	r *reader
	// A numbered node is one with a slot (the reader made every node
	// with none); only the kinds printed inline need a set.
	inline map[*ir.MDNode]bool
	// The first location met of each content: at module level, and in
	// the body being walked (nil before the bodies).
	locs, bodyLocs map[locKey]*ir.MDNode
	chain          map[*ir.MDNode]bool // the locations location is inside
}

// locKey is what LLVM uniques a DILocation by: its numbers (as printed)
// and its scope and inlinedAt nodes.
type locKey struct {
	line, column, implicit, group, rank string
	scope, inlinedAt                    ir.Metadata
}

// visit numbers md and what it holds, and returns the node that stands
// for it (md itself, or the first location equal to it).
func (nb *numbering) visit(md ir.Metadata) ir.Metadata {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil || nb.inline[n] {
		return md
	}
	if n.Kind == "DILocation" && !n.Distinct {
		n = nb.location(n)
	}
	if n.Slot >= 0 {
		return n
	}
	if n.Kind != "DIExpression" && n.Kind != "DIArgList" {
		nb.r.m.AddMetadata(n)
	} else {
		nb.inline[n] = true
	}
	for i, op := range n.Ops {
		nb.r.checkNodeOperand(n, op)
		n.Ops[i] = nb.visit(op)
	}
	for _, f := range n.Fields {
		nb.r.checkNodeOperand(n, f.Value)
	}
	inOperandOrder(n, func(i int) { n.Fields[i].Value = nb.visit(n.Fields[i].Value) })
	return n
}

// location returns the first location met with n's content, n if none
// was; the location n is inlined at is made the first of its own first.
// A chain of inlinedAt that comes back to a location (a crafted file can
// make one) is left as it is.
func (nb *numbering) location(n *ir.MDNode) *ir.MDNode {
	var k locKey
	for i, f := range n.Fields {
		text := ""
		if raw, ok := f.Value.(*ir.MDRaw); ok {
			text = raw.Text
		}
		switch f.Name {
		case "line":
			k.line = text
		case "column":
			k.column = text
		case "isImplicitCode":
			k.implicit = text
		case "atomGroup":
			k.group = text
		case "atomRank":
			k.rank = text
		case "scope":
			k.scope = f.Value
		case "inlinedAt":
			if ia, ok := f.Value.(*ir.MDNode); ok && ia != nil && ia.Kind == "DILocation" && !ia.Distinct && !nb.chain[ia] {
				nb.chain[n] = true
				n.Fields[i].Value = nb.location(ia)
				delete(nb.chain, n)
			}
			k.inlinedAt = n.Fields[i].Value
		}
	}
	if first, ok := nb.locs[k]; ok {
		return first
	}
	table := nb.bodyLocs
	if table == nil {
		table = nb.locs
	} else if first, ok := table[k]; ok {
		return first
	}
	table[k] = n
	return n
}

// operandOrder lists, for the kinds whose operands LLVM keeps in another
// order than it prints their fields, the fields in operand order (LLVM 22's
// DebugInfoMetadata.h): the slot tracker numbers the nodes a node holds in
// that order. A scope's file comes before the scope itself, a type's size
// and offset before its base type; fields not listed follow in print order.
var operandOrder = map[string][]string{
	"DISubprogram": {"file", "scope", "name", "linkageName", "type", "unit", "declaration",
		"retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations", "targetFuncName"},
	"DILexicalBlock":     {"file", "scope"},
	"DILexicalBlockFile": {"file", "scope"},
	"DIModule":           {"file", "scope", "name", "configMacros", "includePath", "apinotes"},
	"DIBasicType":        {"file", "scope", "name", "size"},
	"DIDerivedType":      {"file", "scope", "name", "size", "offset", "baseType", "extraData", "annotations"},
	"DICompositeType": {"file", "scope", "name", "size", "offset", "baseType", "elements", "vtableHolder",
		"templateParams", "identifier", "discriminator", "dataLocation", "associated", "allocated", "rank",
		"annotations", "specification", "bitStride"},
	"DISubrangeType": {"file", "scope", "name", "size", "offset", "baseType", "lowerBound", "upperBound",
		"stride", "bias"},
	"DIStringType": {"file", "scope", "name", "size", "stringLength", "stringLengthExpression",
		"stringLocationExpression"},
}

// inOperandOrder calls fn with the index of each of n's fields, in
// LLVM's operand order.
func inOperandOrder(n *ir.MDNode, fn func(i int)) {
	order, ok := operandOrder[n.Kind]
	if !ok {
		for i := range n.Fields {
			fn(i)
		}
		return
	}
	for _, name := range order {
		for i, f := range n.Fields {
			if f.Name == name {
				fn(i)
			}
		}
	}
	for i, f := range n.Fields {
		if !slices.Contains(order, f.Name) {
			fn(i)
		}
	}
}

// checkNodeOperand: a node holds no value of a function, unless it is a
// DIArgList (ir.WrapsLocal).
func (r *reader) checkNodeOperand(n *ir.MDNode, op ir.Metadata) {
	if n.Kind != "DIArgList" && ir.WrapsLocal(op) {
		r.fail("a metadata node holds a value of a function, of type %s (only a DIArgList may)", op.(*ir.ValueAsMetadata).V.Type())
	}
}
