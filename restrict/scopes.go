package restrict

import (
	"sort"
	"strconv"
	"strings"

	"memspace/ir"
)

// The metadata the pass writes. A domain is distinct !{!self, !"name"}, a
// scope distinct !{!self, !domain, !"name"} (LLVM's anonymous form, so two
// modules linked together never merge scopes by name), and the lists on
// accesses are plain tuples of scopes, made once per module for each list.

// mdTable makes and interns the pass's nodes.
type mdTable struct {
	m      *ir.Module
	ids    map[*ir.MDNode]int
	tuples map[string]*ir.MDNode
	seeded bool
}

func newMDTable(m *ir.Module) *mdTable {
	return &mdTable{m: m, ids: map[*ir.MDNode]int{}, tuples: map[string]*ir.MDNode{}}
}

// distinct makes a numbered self-referential node: a domain when dom is
// nil, else a scope of dom.
func (t *mdTable) distinct(name string, dom *ir.MDNode) *ir.MDNode {
	n := &ir.MDNode{Distinct: true, Slot: -1}
	n.Ops = []ir.Metadata{n}
	if dom != nil {
		n.Ops = append(n.Ops, dom)
	}
	n.Ops = append(n.Ops, &ir.MDString{Value: name})
	return t.m.AddMetadata(n)
}

func (t *mdTable) id(n *ir.MDNode) int {
	if i, ok := t.ids[n]; ok {
		return i
	}
	t.ids[n] = len(t.ids)
	return len(t.ids) - 1
}

// key names a list of nodes for interning.
func (t *mdTable) key(nodes []*ir.MDNode) string {
	var key strings.Builder
	for _, n := range nodes {
		key.WriteString(strconv.Itoa(t.id(n)))
		key.WriteByte(',')
	}
	return key.String()
}

// seed records the module's existing lists of distinct nodes (scope
// lists an earlier run or an inliner wrote), so that equal lists are
// shared rather than repeated. It runs once, when the first list is made.
func (t *mdTable) seed() {
	if t.seeded {
		return
	}
	t.seeded = true
	for _, n := range t.m.Metadata {
		if n == nil || n.Kind != "" || n.Distinct || len(n.Ops) == 0 {
			continue
		}
		nodes := make([]*ir.MDNode, 0, len(n.Ops))
		for _, op := range n.Ops {
			m, ok := op.(*ir.MDNode)
			if !ok || !m.Distinct {
				break
			}
			nodes = append(nodes, m)
		}
		if len(nodes) == len(n.Ops) {
			if k := t.key(nodes); t.tuples[k] == nil {
				t.tuples[k] = n
			}
		}
	}
}

// tuple returns the module's numbered tuple of these nodes.
func (t *mdTable) tuple(nodes []*ir.MDNode) *ir.MDNode {
	t.seed()
	k := t.key(nodes)
	if n, ok := t.tuples[k]; ok {
		return n
	}
	ops := make([]ir.Metadata, len(nodes))
	for i, n := range nodes {
		ops[i] = n
	}
	n := t.m.AddMetadata(ir.NewTuple(ops...))
	t.tuples[k] = n
	return n
}

// tupleOf makes a numbered tuple that may hold nulls (not interned).
func (t *mdTable) tupleOf(ops []ir.Metadata) *ir.MDNode {
	return t.m.AddMetadata(ir.NewTuple(ops...))
}

// merge returns the list old (a tuple of scopes, or nil) extended with
// add, and whether anything was added. A list that is not a tuple of
// nodes is left alone.
func (t *mdTable) merge(old ir.Metadata, add []*ir.MDNode) (ir.Metadata, bool) {
	var have []*ir.MDNode
	if old != nil {
		n, ok := old.(*ir.MDNode)
		if !ok || n.Kind != "" {
			return old, false
		}
		for _, op := range n.Ops {
			m, ok := op.(*ir.MDNode)
			if !ok {
				return old, false
			}
			have = append(have, m)
		}
	}
	out := have
	for _, n := range add {
		if !containsNode(have, n) {
			out = append(out[:len(out):len(out)], n)
		}
	}
	if len(out) == len(have) {
		return old, false
	}
	return t.tuple(out), true
}

func containsNode(list []*ir.MDNode, n *ir.MDNode) bool {
	for _, m := range list {
		if m == n {
			return true
		}
	}
	return false
}

// tag gives every access derived from fi's roots its scopes and noalias
// lists, in program order, and returns how many it changed.
func (s *state) tag(fi *fnInfo) int {
	accesses := collectAccesses(fi)
	changed := 0
	for _, in := range accesses {
		var scopes, noalias set
		for _, d := range fi.domains {
			v := val{}
			for _, p := range accessPointers(in) {
				v.join(d.valueOf(p))
			}
			if v.top || v.roots.empty() {
				continue
			}
			scopes.union(v.roots)
			noalias.union(d.universe.minus(v.roots))
		}
		if scopes.empty() {
			continue
		}
		a, ok1 := s.md.merge(in.Metadata("alias.scope"), fi.nodes(scopes))
		n, ok2 := s.md.merge(in.Metadata("noalias"), fi.nodes(noalias))
		if ok1 {
			in.SetMetadata("alias.scope", a)
		}
		if ok2 {
			in.SetMetadata("noalias", n)
		}
		if ok1 || ok2 {
			changed++
		}
	}
	return changed
}

// nodes returns the scope nodes of a label set, in label order.
func (fi *fnInfo) nodes(labels set) []*ir.MDNode {
	var out []*ir.MDNode
	labels.each(func(l int) { out = append(out, fi.labels[l]) })
	return out
}

// collectAccesses lists, in program order, the accesses whose address is
// in some domain's closure.
func collectAccesses(fi *fnInfo) []*ir.Instruction {
	seen := map[*ir.Instruction]bool{}
	var out []*ir.Instruction
	for _, d := range fi.domains {
		for _, v := range d.members {
			for _, u := range ir.UsersOf(v) {
				in, ok := u.(*ir.Instruction)
				if !ok || in.Parent == nil || seen[in] || !usesAsAddress(in, v) {
					continue
				}
				seen[in] = true
				out = append(out, in)
			}
		}
	}
	if len(out) > 1 {
		pos := positions(fi.f)
		sort.Slice(out, func(i, j int) bool { return pos[out[i]] < pos[out[j]] })
	}
	return out
}

func usesAsAddress(in *ir.Instruction, v ir.Value) bool {
	for _, p := range accessPointers(in) {
		if p == v {
			return true
		}
	}
	return false
}

// positions numbers f's instructions in program order.
func positions(f *ir.Function) map[*ir.Instruction]int {
	pos := map[*ir.Instruction]int{}
	f.Instructions(func(in *ir.Instruction) { pos[in] = len(pos) })
	return pos
}
