package ipmsp

import (
	"strings"

	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
	"memspace/target"
)

// rewriteInPlace gives an internal function whose calls all agree the
// agreed spaces in its own signature.
func (s *state) rewriteInPlace(n *callgraph.Node, g *group) {
	f := n.F
	spec := s.placeAtCallers(f, g.sites, s.newSpaces(f, g.vec))
	if len(spec) == 0 {
		return // the casts stay in f (place.go)
	}
	if s.reportOnly {
		s.remark("Missed", "InPlaceSuppressed", f, "callers agree on argument spaces, left unchanged (do-clone-for-ip-msp=0)")
		return
	}
	s.specializeParams(f, spec)
	for i := len(g.sites) - 1; i >= 0; i-- {
		s.fixCall(g.sites[i].Instr, f)
	}
	s.ctx.Stats.Add(StatInPlace, 1)
	s.printf("%s : changed in argument memory space (%d arguments)\n", fnRef{f}, len(spec))
	s.remark("Passed", "SpecializedInPlace", f, "pointer arguments given their callers' spaces: "+s.spacesText(f))
	s.noteChange()
	s.revisit(n.Callees())
}

// specialize moves the calls of one group to the clone of n for the
// group's vector, making the clone if the budget allows.
func (s *state) specialize(n *callgraph.Node, g *group) {
	fi := s.info(n.F)
	combined := append([]lattice.Vote(nil), fi.spaces...)
	for _, sp := range s.newSpaces(n.F, g.vec) {
		combined[sp.index] = lattice.VoteFor(sp.as)
	}
	key := cloneKey{fi.base, vecKey(combined)}
	c := s.clones.at(key)
	if s.removed.at(c) {
		return // each specialization is made once, so the worklist ends
	}
	created := false
	if c == nil {
		if s.avoided.at(key) {
			return
		}
		if !s.attempt() {
			s.avoided.set(key, true)
			s.ctx.Stats.Add(StatAvoided, 1)
			s.printf("avoid cloning of %s as %s\n", fnRef{n.F}, lazy(func() string {
				return "@" + ir.QuoteName(s.cloneName(fi.base, combined))
			}))
			s.remark("Missed", "CloneAvoided", n.F, "clone budget (do-clone-for-ip-msp) exhausted")
			return
		}
		c = s.makeClone(n, combined, key)
		created = true
	}
	cn := s.cg.Node(c)
	for i := len(g.sites) - 1; i >= 0; i-- {
		s.retarget(g.sites[i], cn)
	}
	if created {
		s.revisit(append([]*callgraph.Node{cn}, cn.Callees()...))
	}
}

// attempt charges one clone attempt to the budget; it reports whether the
// attempt may go ahead.
func (s *state) attempt() bool {
	switch {
	case s.budget == unlimitedClones:
		return true
	case s.budget == 0:
		return false
	}
	s.budget--
	return true
}

// makeClone copies n's function with the parameters of vec in their
// spaces, as an internal alwaysinline function named by those spaces.
func (s *state) makeClone(n *callgraph.Node, vec []lattice.Vote, key cloneKey) *ir.Function {
	src := n.F
	fi := s.info(src)
	vmap := ir.ValueMap{}
	c := s.lay.clone(src, s.lay.uniqueName(s.cloneName(fi.base, vec)), vmap)
	s.ctx.Positions.Copied(vmap)
	makeInternal(c)
	s.makeAlwaysInline(c)
	c.FnAttrs.Remove(AttrName)
	c.FnAttrs.Remove(NeutralAttrName)
	ci := &fnInfo{f: c, base: fi.base, spaces: append([]lattice.Vote(nil), fi.spaces...), precise: true,
		origin: make(map[ir.Value]ir.Value, len(vmap))}
	for from, to := range vmap {
		if in, ok := from.(*ir.Instruction); ok && s.ours.at(in) {
			if copied, ok := to.(*ir.Instruction); ok {
				s.ours.set(copied, true)
			}
		}
		if o, ok := fi.origin[from]; ok {
			from = o
		}
		ci.origin[to] = from
	}
	s.fns.set(c, ci)
	s.clones.set(key, c)
	spec := s.newSpaces(c, vec)
	s.specializeParams(c, spec)
	cn := s.cg.AddFunction(c)
	s.newRank[cn] = s.rankOf(n)
	s.push(cn)
	s.ctx.Stats.Add(StatClones, 1)
	s.printf("%s is cloned as %s\n", fnRef{src}, fnRef{c})
	s.printf("%s : changed in argument memory space (%d arguments)\n", fnRef{c}, len(spec))
	s.remark("Passed", "Cloned", src, "specialized as @"+c.Name()+" for callers passing "+s.spacesText(c))
	s.noteChange()
	return c
}

// cloneName is the base name with one suffix per specialized argument:
// get.global, dot4.global.shared.
func (s *state) cloneName(base *ir.Function, vec []lattice.Vote) string {
	var b strings.Builder
	b.WriteString(base.Name())
	if base.Name() == "" {
		b.WriteString("unnamed") // @0 and friends
	}
	for _, v := range vec {
		if as, ok := v.Space(); ok {
			b.WriteByte('.')
			b.WriteString(s.suffix(as))
		}
	}
	return b.String()
}

// suffix names a space for use in a symbol: global, shared_cluster.
func (s *state) suffix(as target.AddrSpace) string {
	return symbolSafe.Replace(s.t.SpaceName(as))
}

var symbolSafe = strings.NewReplacer("::", "_", ":", "_", "(", "", ")", "")

// makeInternal hides a clone in the module: internal linkage, no
// visibility, storage class, comdat or partition of the original.
func makeInternal(c *ir.Function) {
	c.Linkage = ir.LinkInternal
	c.DSOLocal, c.Preemptable = false, false
	c.Visibility, c.DLLStorage = "", ""
	c.Comdat, c.HasComdat = "", false
	c.Partition, c.HasPart = "", false
}

// inlineConflicts are the attributes LLVM's verifier rejects beside
// alwaysinline (optnone requires noinline).
var inlineConflicts = map[string]bool{"noinline": true, "optnone": true}

// makeAlwaysInline marks c alwaysinline. Attribute groups holding a
// conflicting attribute are dropped and their other attributes copied
// inline, since a group is shared with other functions.
func (s *state) makeAlwaysInline(c *ir.Function) {
	l := &c.FnAttrs
	var keep []int
	for _, id := range l.Groups {
		g := s.m.AttrGroup(id)
		if g == nil || !hasConflict(g.Attrs) {
			keep = append(keep, id)
			continue
		}
		for _, a := range g.Attrs {
			if inlineConflicts[a.Kind] || l.Has(a.Kind) {
				continue
			}
			if a.Form == ir.FormEquals {
				a.Form = ir.FormParen // alignstack=16 in a group is alignstack(16) inline
			}
			l.Attrs = append(l.Attrs, a)
		}
	}
	l.Groups = keep
	for k := range inlineConflicts {
		l.Remove(k)
	}
	l.Remove("alwaysinline")
	l.Attrs = append([]ir.Attr{ir.EnumAttr("alwaysinline")}, l.Attrs...)
}

func hasConflict(attrs []ir.Attr) bool {
	for _, a := range attrs {
		if inlineConflicts[a.Kind] {
			return true
		}
	}
	return false
}

// retarget moves one call to the specialization cn.
func (s *state) retarget(cs *callgraph.CallSite, cn *callgraph.Node) {
	s.lostCalls.set(cs.Callee.F, true)
	s.fixCall(cs.Instr, cn.F)
	s.cg.Retarget(cs, cn)
	s.ctx.Stats.Add(StatRetarget, 1)
}

// removeIfDead deletes an internal function nothing uses any more because
// the pass moved its calls away (to clones, or by removing its callers),
// and revisits its callees; a linkonce_odr one too, since an unreferenced
// linkonce_odr definition may be dropped (discardable, vote.go). A removed clone's key stays taken: no call
// moves to that vector again. Functions that were dead in the input are
// left alone.
func (s *state) removeIfDead(n *callgraph.Node) {
	f := n.F
	if !s.lostCalls.at(f) || !(f.Linkage.IsLocal() || f.Linkage == ir.LinkLinkOnceODR) || s.kernels[f] || len(ir.UsersOf(f)) > 0 {
		return
	}
	callees := n.Callees()
	for _, c := range callees {
		s.lostCalls.set(c.F, true)
	}
	s.cg.Remove(n)
	s.lay.remove(f)
	s.removed.set(f, true)
	s.ctx.Stats.Add(StatRemoved, 1)
	s.noteChange()
	s.revisit(callees)
}

// spacesText lists the spaces of f's pointer parameters for remarks:
// "global, generic".
func (s *state) spacesText(f *ir.Function) string {
	var parts []string
	for _, p := range f.Params {
		if as, ok := ir.AddrSpaceOf(p.Type()); ok {
			parts = append(parts, s.t.SpaceName(target.AddrSpace(as)))
		}
	}
	return strings.Join(parts, ", ")
}

// remark records an optimization remark for f.
func (s *state) remark(kind, name string, f *ir.Function, msg string) {
	rm := pass.Remark{Kind: kind, Pass: Name, Name: name, Function: f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: msg}}}
	if pos, ok := ir.SubprogramPos(f); ok {
		rm.Loc = &pos
	}
	s.ctx.Remarks.Add(rm)
}
