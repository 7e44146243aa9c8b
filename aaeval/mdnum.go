package aaeval

import (
	"regexp"
	"sort"
	"strconv"

	"memspace/ir"
)

// LLVM prints one instruction on its own (as aa-eval does) with metadata
// numbered by a slot tracker that has seen the module-level metadata
// (global variables' attachments, then named metadata) and then this
// function's only, each node followed depth first through its operands.
// That numbering differs from the whole module's whenever an earlier
// function reached a node first, so the printed calls are renumbered here.

// operandOrder lists, per specialized node kind, its fields in LLVM's
// operand order (fields that cannot hold a node are left out; any field
// not listed follows, as printed).
var operandOrder = map[string][]string{
	"DILocation":                 {"scope", "inlinedAt"},
	"DISubprogram":               {"file", "scope", "type", "unit", "declaration", "retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations"},
	"DILexicalBlock":             {"file", "scope"},
	"DILexicalBlockFile":         {"file", "scope"},
	"DILocalVariable":            {"scope", "file", "type", "annotations"},
	"DIGlobalVariable":           {"scope", "file", "type", "declaration", "templateParams", "annotations"},
	"DIGlobalVariableExpression": {"var", "expr"},
	"DICompileUnit":              {"file", "enums", "retainedTypes", "globals", "imports", "macros"},
	"DIDerivedType":              {"file", "scope", "baseType", "extraData", "annotations"},
	"DICompositeType":            {"file", "scope", "baseType", "elements", "vtableHolder", "templateParams", "discriminator", "dataLocation", "associated", "allocated", "rank", "annotations"},
	"DISubroutineType":           {"types"},
	"DISubrange":                 {"count", "lowerBound", "upperBound", "stride"},
	"DILabel":                    {"scope", "file"},
	"DIImportedEntity":           {"scope", "entity", "file", "elements"},
	"DINamespace":                {"scope"},
	"DITemplateTypeParameter":    {"type"},
	"DITemplateValueParameter":   {"type", "value"},
}

// mdTracker numbers nodes as LLVM's SlotTracker does: base holds the
// module-level numbers (read only, shared by every function), num the
// function's own, which continue from len(base).
type mdTracker struct {
	base, num map[*ir.MDNode]int
}

// lookup returns n's number.
func (t *mdTracker) lookup(n *ir.MDNode) (int, bool) {
	if i, ok := t.base[n]; ok {
		return i, true
	}
	i, ok := t.num[n]
	return i, ok
}

func (t *mdTracker) create(md ir.Metadata) {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil || n.Kind == "DIExpression" || n.Kind == "DIArgList" {
		return
	}
	if _, seen := t.lookup(n); seen {
		return
	}
	t.num[n] = len(t.base) + len(t.num)
	if n.Kind == "" {
		for _, op := range n.Ops {
			t.create(op)
		}
		return
	}
	order := operandOrder[n.Kind]
	for _, name := range order {
		t.create(n.Field(name))
	}
	for _, f := range n.Fields {
		if !contains(order, f.Name) {
			t.create(f.Value)
		}
	}
	for _, op := range n.Ops {
		t.create(op)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// attachments visits an attachment list in kind order.
func (t *mdTracker) attachments(list []ir.MDAttachment) {
	sorted := append([]ir.MDAttachment(nil), list...)
	sort.SliceStable(sorted, func(i, j int) bool { return kindRank(sorted[i].Kind) < kindRank(sorted[j].Kind) })
	for _, a := range sorted {
		t.create(a.Node)
	}
}

// kindRank orders attachments as LLVM visits them: by fixed kind number
// (!dbg first), other kinds after, as read.
func kindRank(k string) int {
	if r, ok := ir.FixedMDKind(k); ok {
		return r
	}
	return ir.NumFixedMDKinds()
}

// moduleMD numbers the module-level metadata.
func moduleMD(m *ir.Module) map[*ir.MDNode]int {
	t := &mdTracker{num: map[*ir.MDNode]int{}}
	for _, g := range m.Globals {
		t.attachments(g.MD)
	}
	for _, nmd := range m.NamedMD {
		for _, n := range nmd.Nodes {
			t.create(n)
		}
	}
	return t.num
}

// functionMD extends the module numbering with f's metadata.
func functionMD(f *ir.Function, module map[*ir.MDNode]int) *mdTracker {
	t := &mdTracker{base: module, num: map[*ir.MDNode]int{}}
	t.attachments(f.MD)
	f.Instructions(func(in *ir.Instruction) {
		for _, r := range in.DbgRecords() {
			t.record(r)
		}
		if in.Op == ir.OpCall {
			if callee := in.CalledFunction(); callee != nil && len(callee.Name()) > 5 && callee.Name()[:5] == "llvm." {
				for _, a := range in.Args() {
					if mv, ok := a.(*ir.MetadataAsValue); ok {
						t.create(mv.MD)
					}
				}
			}
		}
		t.attachments(in.MD)
	})
	return t
}

// record visits a debug record's nodes: an empty location, the variable
// (or label), an assign's ID and empty address, then its location.
func (t *mdTracker) record(r *ir.DbgRecord) {
	a := r.Args
	if len(a) == 0 {
		return
	}
	if r.Kind == "label" {
		t.create(a[0])
	} else if len(a) >= 3 {
		if n, ok := a[0].(*ir.MDNode); ok {
			t.create(n)
		}
		t.create(a[1])
		if r.Kind == "assign" && len(a) >= 6 {
			t.create(a[3])
			if n, ok := a[4].(*ir.MDNode); ok {
				t.create(n)
			}
		}
	}
	t.create(a[len(a)-1])
}

var mdRef = regexp.MustCompile(`([ (,{])!([0-9]+)`)

// renumberMD rewrites the "!N" references of a printed instruction from
// the module's numbering to the function's.
func renumberMD(s string, m *ir.Module, num *mdTracker) string {
	return mdRef.ReplaceAllStringFunc(s, func(ref string) string {
		slot, err := strconv.Atoi(ref[2:])
		if err != nil || slot >= len(m.Metadata) {
			return ref
		}
		n, ok := num.lookup(m.Metadata[slot])
		if !ok {
			return ref
		}
		return ref[:2] + strconv.Itoa(n)
	})
}
