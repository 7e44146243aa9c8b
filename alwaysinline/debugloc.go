package alwaysinline

import "memspace/ir"

// locMapper gives the copies of a callee's instructions their metadata:
// each DILocation gains the call's location at the end of its inlinedAt
// chain (a location already inlined into the callee keeps its chain, which
// now continues at the call), and function-local values wrapped as
// metadata name the copies. Without a location on the call, or in a caller
// without a DISubprogram, the copies lose their locations and debug
// records: LLVM's verifier rejects a location whose scope belongs to
// another function.
type locMapper struct {
	callLoc *ir.MDNode
	memo    map[*ir.MDNode]*ir.MDNode
	vams    []*ir.ValueAsMetadata // made for the copies, linked last
	fresh   []*ir.MDNode          // made for the copies, to number in the module in this order
}

func newLocMapper(caller *ir.Function, call *ir.Instruction) *locMapper {
	l := &locMapper{memo: map[*ir.MDNode]*ir.MDNode{}}
	sp, _ := caller.Metadata("dbg").(*ir.MDNode)
	loc, _ := call.Metadata("dbg").(*ir.MDNode)
	if sp != nil && loc != nil && loc.Kind == "DILocation" {
		l.callLoc = loc
	}
	return l
}

// callAttachment is the !dbg of the branch that replaces the call.
func (l *locMapper) callAttachment() []ir.MDAttachment {
	if l.callLoc == nil {
		return nil
	}
	return []ir.MDAttachment{{Kind: "dbg", Node: l.callLoc}}
}

// attachments copies an instruction's attachments: !dbg inlined,
// scoped-noalias metadata dropped (its scopes describe one call of the
// callee; two inlined copies sharing them would claim too much, and
// dropping only loses precision), the rest shared.
func (l *locMapper) attachments(md []ir.MDAttachment) []ir.MDAttachment {
	var out []ir.MDAttachment
	for _, a := range md {
		switch a.Kind {
		case "dbg":
			if n, ok := a.Node.(*ir.MDNode); ok && l.callLoc != nil {
				out = append(out, ir.MDAttachment{Kind: "dbg", Node: l.loc(n)})
			}
		case "alias.scope", "noalias":
		case "llvm.loop":
			if n, ok := a.Node.(*ir.MDNode); ok {
				out = append(out, ir.MDAttachment{Kind: a.Kind, Node: l.loop(n)})
			}
		default:
			out = append(out, a)
		}
	}
	return out
}

// loc returns the inlined copy of DILocation n.
func (l *locMapper) loc(n *ir.MDNode) *ir.MDNode {
	if n == nil || n.Kind != "DILocation" {
		return n
	}
	if c, ok := l.memo[n]; ok {
		return c
	}
	at := l.callLoc
	if prev := n.NodeField("inlinedAt"); prev != nil {
		at = l.loc(prev)
	}
	c := &ir.MDNode{Kind: "DILocation", Slot: -1}
	set := false
	for _, f := range n.Fields {
		if f.Name == "inlinedAt" {
			f.Value, set = at, true
		}
		c.Fields = append(c.Fields, f)
		if f.Name == "scope" && !hasField(n, "inlinedAt") {
			c.Fields = append(c.Fields, ir.MDField{Name: "inlinedAt", Value: at})
			set = true
		}
	}
	if !set {
		c.Fields = append(c.Fields, ir.MDField{Name: "inlinedAt", Value: at})
	}
	l.fresh = append(l.fresh, c)
	l.memo[n] = c
	return c
}

// loop copies a loop ID (a distinct tuple naming itself first) whose
// DILocations, the loop's start and end, must be inlined like the
// instructions' (or dropped when the copies lose their locations).
func (l *locMapper) loop(n *ir.MDNode) *ir.MDNode {
	if c, ok := l.memo[n]; ok {
		return c
	}
	changed := false
	for _, op := range n.Ops {
		if m, ok := op.(*ir.MDNode); ok && m.Kind == "DILocation" {
			changed = true
		}
	}
	if !changed || n.Kind != "" || len(n.Ops) == 0 || !n.Distinct {
		return n
	}
	c := &ir.MDNode{Distinct: true, Slot: -1, Ops: []ir.Metadata{nil}}
	c.Ops[0] = c
	for _, op := range n.Ops[1:] {
		if m, ok := op.(*ir.MDNode); ok && m.Kind == "DILocation" {
			if l.callLoc == nil {
				continue
			}
			op = l.loc(m)
		}
		c.Ops = append(c.Ops, op)
	}
	l.fresh = append(l.fresh, c)
	l.memo[n] = c
	return c
}

func hasField(n *ir.MDNode, name string) bool { return n.Field(name) != nil }

// records copies debug records, or drops them without a call location.
func (l *locMapper) records(recs []*ir.DbgRecord, vmap ir.ValueMap) []*ir.DbgRecord {
	if len(recs) == 0 || l.callLoc == nil {
		return nil
	}
	out := make([]*ir.DbgRecord, len(recs))
	for i, r := range recs {
		args := make([]ir.Metadata, len(r.Args))
		for k, a := range r.Args {
			if n, ok := a.(*ir.MDNode); ok && n.Kind == "DILocation" {
				args[k] = l.loc(n)
				continue
			}
			args[k] = l.valueMD(a, vmap)
		}
		out[i] = &ir.DbgRecord{Kind: r.Kind, Args: args}
	}
	return out
}

// valueMD copies metadata that wraps function-local values (a value, or a
// DIArgList of them) so it names the copies; other metadata is shared.
func (l *locMapper) valueMD(md ir.Metadata, vmap ir.ValueMap) ir.Metadata {
	switch n := md.(type) {
	case *ir.ValueAsMetadata:
		cp := &ir.ValueAsMetadata{V: n.V}
		if nv, ok := vmap[n.V]; ok {
			cp.V = nv
		}
		l.vams = append(l.vams, cp)
		return cp
	case *ir.MDNode:
		if n.Kind != "DIArgList" {
			return n
		}
		cp := *n
		cp.Ops = make([]ir.Metadata, len(n.Ops))
		for i, op := range n.Ops {
			cp.Ops[i] = l.valueMD(op, vmap)
		}
		cp.Slot = -1
		return &cp
	}
	return md
}

// linkRecords records, with link, the uses of the wrapped values made
// while copying (the records are copied before every value they name
// exists, so the wrapped values are mapped again here).
func (l *locMapper) linkRecords(vmap ir.ValueMap, link func(ir.User, ir.Value)) {
	for _, v := range l.vams {
		if nv, ok := vmap[v.V]; ok {
			v.V = nv
		}
		link(v, v.V)
	}
	l.vams = nil
}
