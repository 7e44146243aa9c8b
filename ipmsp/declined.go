package ipmsp

import (
	"strconv"
	"strings"

	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
)

// maxListed bounds the accesses a declined-clone remark names.
const maxListed = 6

// declined records a Missed remark for a group the cost model does not
// clone for: the vector the calls agree on, why no clone, and the
// accesses that stay generic in the original for those calls, each with
// the spaces its pointer may point to there.
func (s *state) declined(f *ir.Function, g *group, why string) {
	if !s.ctx.Remarks.Enabled() {
		return
	}
	get := s.hypothetical(s.info(f), g)
	s.declinedRemark(f, g, why, func(p ir.Value) (string, bool) {
		set := get(p)
		if _, ok := s.resolvable(set); ok {
			return "", false
		}
		return s.unresolvedWhy(set), true
	})
}

// declinedForSize records the remark for a group declined by the size
// guard (growth.go): the accesses its clone would have moved to a space.
func (s *state) declinedForSize(f *ir.Function, g *group, why string) {
	if !s.ctx.Remarks.Enabled() {
		return
	}
	get := s.hypothetical(s.info(f), g)
	s.declinedRemark(f, g, why, func(p ir.Value) (string, bool) {
		as, ok := s.resolvable(get(p))
		if !ok {
			return "", false
		}
		if _, now := s.resolvable(s.setOf(f, p)); now {
			return "", false
		}
		return "the clone would make it " + s.t.SpaceName(as), true
	})
}

// declinedRemark adds the CloneDeclined remark; stays says, for each
// generic pointer of an access, whether to list it and why.
func (s *state) declinedRemark(f *ir.Function, g *group, why string, stays func(ir.Value) (string, bool)) {
	msg := "no clone for the calls passing (" + s.vecNames(g.vec) + "): " + why
	args := []pass.RemarkArg{{Key: "String", Value: msg}}
	listed := 0
	f.Instructions(func(in *ir.Instruction) {
		p := accessPointer(in)
		if p == nil || !s.isGeneric(p.Type()) {
			return
		}
		reason, ok := stays(p)
		if !ok {
			return
		}
		listed++
		if listed > maxListed {
			return
		}
		a := pass.RemarkArg{Key: "Access", Value: "; " + in.Op.String() + " through " +
			s.res.Namer().Name(p) + " stays generic: " + reason}
		if pos, ok := ir.DebugLoc(in); ok {
			a.Loc = &pos
		}
		args = append(args, a)
	})
	if listed > maxListed {
		args = append(args, pass.RemarkArg{Key: "String", Value: "; and " + strconv.Itoa(listed-maxListed) + " more"})
	}
	rm := pass.Remark{Kind: "Missed", Pass: Name, Name: "CloneDeclined", Function: f.Name(), Args: args}
	if pos, ok := ir.SubprogramPos(f); ok {
		rm.Loc = &pos
	}
	s.ctx.Remarks.Add(rm)
}

// accessPointer is the pointer a load, store or atomic accesses, else nil.
func accessPointer(in *ir.Instruction) ir.Value {
	switch in.Op {
	case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
		return in.Operand(in.PointerOperandIndex())
	}
	return nil
}

// unresolvedWhy says why a pointer with this set has no space.
func (s *state) unresolvedWhy(set lattice.Set) string {
	if set == lattice.Unknown(s.t) {
		return "it may point anywhere (a parameter no call of the group fixes, or a pointer loaded from memory the module does not see)"
	}
	return "it may point to " + set.String(s.t)
}

// vecNames spells a vote vector with space names: "local, local, _".
func (s *state) vecNames(vec []lattice.Vote) string {
	parts := make([]string, len(vec))
	for i, v := range vec {
		parts[i] = "_"
		if as, ok := v.Space(); ok {
			parts[i] = s.t.SpaceName(as)
		}
	}
	return strings.Join(parts, ", ")
}

// keptReason says why n's original stays next to its clones.
func keptReason(n *callgraph.Node, hidden bool) string {
	switch {
	case n.AddressTaken():
		return "the original stays (its address is taken)"
	case n.External():
		return "the original stays (external linkage: unknown callers; -whole-program would make it internal)"
	case hidden:
		return "the original stays (a call that cannot be retargeted)"
	}
	return "the original stays (other calls pass other spaces)"
}
