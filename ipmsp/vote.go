package ipmsp

import (
	"strconv"
	"strings"

	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
	"memspace/target"
)

// group is the calls of one function whose actual arguments have the same
// vector of votes.
type group struct {
	// vec holds one vote per parameter: a concrete space for the slots to
	// specialize, Undet or Poison elsewhere.
	vec   []lattice.Vote
	sites []*callgraph.CallSite
	// nullSlots are the voting slots where every call of the group passes
	// no evidence (null, undef, poison): a clone for the group receives
	// nothing else there, so its accesses through that parameter are
	// accesses through null, which agree with any space (the parameter
	// keeps its generic type; memspace-opt gives them global, as for any
	// pointer without evidence).
	nullSlots []int
}

// hasConcrete reports whether the group specializes some slot.
func (g *group) hasConcrete() bool {
	for _, v := range g.vec {
		if v.IsConcrete() {
			return true
		}
	}
	return false
}

// voteOn lets the calls of n vote on its specializable arguments, then
// specializes n in place or clones it per group of agreeing calls.
func (s *state) voteOn(n *callgraph.Node) {
	f := n.F
	slots := s.gainingSlots(f)
	sites, hidden := s.matchingCalls(n)
	if len(sites) == 0 || len(slots) == 0 {
		return
	}
	votes := make([][]lattice.Vote, len(sites))
	overall := undetVector(len(f.Params))
	for i, cs := range sites {
		votes[i] = s.classify(cs, slots)
		for _, j := range slots {
			overall[j] = overall[j].Meet(votes[i][j])
			if votes[i][j] == lattice.Poison {
				s.notePoison(cs, j)
			}
		}
	}
	groups := groupSites(sites, votes, overall, slots, s.nullRoundTrips)
	if !hidden && len(groups) == 1 && !s.isClone(f) {
		if groups[0].hasConcrete() {
			s.rewriteInPlace(n, groups[0])
		}
		return
	}
	for _, g := range s.plan(n, groups, hidden && !discardable(n, sites)) {
		s.specialize(n, g)
	}
	s.removeIfDead(n)
}

// discardable reports that n's original may go once sites, its calls,
// move to clones: a linkonce_odr function (an inline function or a
// template instance) whose only uses are those calls. Such a definition
// is emitted in every module that uses it, with the same meaning, and
// one that nothing references may be dropped (LLVM's GlobalDCE drops
// it), so no other module relies on this copy; but while it is here the
// linker may bind other modules' calls to it, so it keeps its signature
// and body (hidden) until it is unreferenced, when removeIfDead drops it.
func discardable(n *callgraph.Node, sites []*callgraph.CallSite) bool {
	return n.F.Linkage == ir.LinkLinkOnceODR && !n.AddressTaken() && len(ir.UsersOf(n.F)) == len(sites)
}

// gainingSlots are the slots of f whose parameter gains from a space
// (gainsFromSpace); the others keep their generic type whatever the
// calls pass.
func (s *state) gainingSlots(f *ir.Function) []int {
	var out []int
	for _, i := range s.slots(f) {
		if s.gainsFromSpace(f.Params[i]) {
			out = append(out, i)
		}
	}
	return out
}

// matchingCalls returns the calls of n that may move to a specialization:
// plain direct calls through n's own function type. hidden reports that n
// may be reached in other ways too (external linkage, address taken, or a
// call we must not touch), so n itself must keep its signature.
func (s *state) matchingCalls(n *callgraph.Node) (sites []*callgraph.CallSite, hidden bool) {
	hidden = n.External() || n.AddressTaken()
	for _, cs := range n.Callers() {
		if matches(cs.Instr, n.F) {
			sites = append(sites, cs)
		} else {
			hidden = true
		}
	}
	return sites, hidden
}

// matches reports whether in is a plain call of f that may be retargeted.
func matches(in *ir.Instruction, f *ir.Function) bool {
	if in.Op != ir.OpCall || in.Flags.Has(ir.MustTail) || in.Parent == nil {
		return false
	}
	ci := in.Call()
	return in.Callee() == ir.Value(f) && in.ElemType == ir.Type(f.Sig) && ci != nil && ci.NumArgs >= len(f.Params)
}

// classify votes on each slot with the actual argument of one call.
func (s *state) classify(cs *callgraph.CallSite, slots []int) []lattice.Vote {
	vec := undetVector(len(cs.Callee.F.Params))
	caller := cs.Caller.F
	for _, i := range slots {
		vec[i] = s.voteOf(s.setOf(caller, cs.Instr.Operand(i)))
		if vec[i] == lattice.Poison && s.info(caller).precise {
			s.unsureIn[caller] = true
		}
	}
	return vec
}

// voteOf maps a set to a vote; a single space a parameter cannot take
// (param, tensor memory) is Poison.
func (s *state) voteOf(set lattice.Set) lattice.Vote {
	v := set.Vote(s.t)
	if as, ok := v.Space(); ok && !s.specializable(as) {
		return lattice.Poison
	}
	return v
}

// undetVector is a vector of n Undet votes.
func undetVector(n int) []lattice.Vote {
	vec := make([]lattice.Vote, n)
	for i := range vec {
		vec[i] = lattice.Undet
	}
	return vec
}

// groupSites groups the calls by vote vector, in the order of each
// group's first call. A slot a call leaves undetermined (null, undef)
// takes the slot's overall vote when that is a space whose pointers null
// survives (roundTrips): the call then passes addrspacecast(null) and
// the callee sees null again wherever it casts the parameter back to
// generic; accesses through it are undefined in every space.
func groupSites(sites []*callgraph.CallSite, votes [][]lattice.Vote, overall []lattice.Vote, slots []int, roundTrips func(lattice.Vote) bool) []*group {
	var out []*group
	byKey := map[string]*group{}
	for i, cs := range sites {
		vec := votes[i]
		for _, j := range slots {
			if vec[j] == lattice.Undet && overall[j].IsConcrete() && roundTrips(overall[j]) {
				vec[j] = overall[j]
			}
		}
		key := vecKey(vec)
		g := byKey[key]
		if g == nil {
			g = &group{vec: vec}
			byKey[key] = g
			out = append(out, g)
		}
		g.sites = append(g.sites, cs)
	}
	for _, g := range out {
		g.nullSlots = nullSlots(g, slots)
	}
	return out
}

// nullRoundTrips reports whether a generic null cast to space v and back
// is null again. It is when v's pointers are as wide as generic ones: the
// casts add and subtract the space's window base (NVPTX cvta) or map
// null to null (AMDGPU, SPIR). A narrower pointer (NVPTX's 32-bit shared
// pointers) loses the high bits of the difference, and the way back does
// not give 0: there null keeps the call out of the vote.
func (s *state) nullRoundTrips(v lattice.Vote) bool {
	as, ok := v.Space()
	return ok && s.layout.PointerBits(as) == s.layout.PointerBits(s.t.Generic())
}

// nullSlots are the slots of g with no vote where every call passes a
// null, undef or poison constant.
func nullSlots(g *group, slots []int) []int {
	var out []int
	for _, j := range slots {
		if g.vec[j] != lattice.Undet {
			continue
		}
		all := true
		for _, cs := range g.sites {
			all = all && isNoValue(cs.Instr.Operand(j))
		}
		if all {
			out = append(out, j)
		}
	}
	return out
}

// isNoValue reports whether v is a null, undef or poison constant.
func isNoValue(v ir.Value) bool {
	c, ok := v.(*ir.ConstSimple)
	return ok && (c.Kind == ir.KindNull || c.Kind == ir.KindUndef || c.Kind == ir.KindPoison || c.Kind == ir.KindZero)
}

// vecKey spells a vote vector: "1,_,3" (_ for no space).
func vecKey(vec []lattice.Vote) string {
	var b strings.Builder
	for i, v := range vec {
		if i > 0 {
			b.WriteByte(',')
		}
		if as, ok := v.Space(); ok {
			b.WriteString(strconv.FormatUint(uint64(as), 10))
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// isClone reports whether f is a specialization this pass made.
func (s *state) isClone(f *ir.Function) bool {
	fi := s.fns.at(f)
	return fi != nil && fi.base != f
}

// newSpaces returns the slots that vec specializes and f's parameters do
// not have yet, with their spaces, in parameter order.
func (s *state) newSpaces(f *ir.Function, vec []lattice.Vote) []slotSpace {
	var out []slotSpace
	for i, v := range vec {
		as, ok := v.Space()
		if ok && i < len(f.Params) && s.isGeneric(f.Params[i].Type()) {
			out = append(out, slotSpace{i, as})
		}
	}
	return out
}

// slotSpace is one parameter and the space it is given.
type slotSpace struct {
	index int
	as    target.AddrSpace
}

// poisonKey is one poisoned vote: a callee's slot and the calling function.
type poisonKey struct {
	callee, caller *ir.Function
	slot           int
}

// notePoison records an Analysis remark for a call whose argument poisons
// a slot (its set has no single space a clone could take), once per
// callee, slot and caller: the report draws that call edge in red.
func (s *state) notePoison(cs *callgraph.CallSite, slot int) {
	if !s.ctx.Remarks.Enabled() {
		return
	}
	f, caller := cs.Callee.F, cs.Caller.F
	k := poisonKey{f, caller, slot}
	if s.poisonNoted.at(k) {
		return
	}
	s.poisonNoted.set(k, true)
	set := s.setOf(caller, cs.Instr.Operand(slot))
	rm := pass.Remark{Kind: "Analysis", Pass: Name, Name: "PoisonedVote", Function: f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: "argument " + strconv.Itoa(slot) + " is poisoned by the call in "},
			{Key: "Caller", Value: caller.Name()},
			{Key: "String", Value: ": it may point to " + set.String(s.t)}}}
	if p, ok := ir.DebugLoc(cs.Instr); ok {
		rm.Loc = &p
	}
	s.ctx.Remarks.Add(rm)
}
