package ipmsp

import (
	"strconv"

	"memspace/addrspace"
	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// The cost model. A clone is a copy of its original's code; when the
// original must stay (external linkage, address taken, other callers), every
// memory access the clone cannot resolve is a generic access duplicated,
// and a clone that resolves nothing and passes nothing on is dead weight.
// So before cloning, the pass classifies the function's body as the clone
// would see it (the group's spaces on the parameters) and counts:
//
//   - the generic accesses (load, store, atomicrmw, cmpxchg, and each
//     pointer of a memcpy, memmove or memset) and how many of them
//     memspace-opt could then move to a concrete space;
//   - the flows: pointers passed to another defined function or returned,
//     that would then have one space (they let callees and callers
//     specialize in turn).
//
// A group is worth a clone when it resolves an access or a flow the
// original does not. The clones are made when no access is duplicated:
// each clone resolves all of its accesses, or the original goes away and
// the clones together leave no more generic accesses than it had.
//
// Before any of this, a parameter only votes when some use of it gains
// from a space (gain.go).

// score counts the accesses and flows of a function under some sets.
type score struct {
	generic, resolved, flows int
}

// remaining is the number of accesses left generic.
func (sc score) remaining() int { return sc.generic - sc.resolved }

// plan chooses the groups of n's calls to clone for, among those with a
// concrete vote.
func (s *state) plan(n *callgraph.Node, groups []*group, hidden bool) []*group {
	fi := s.info(n.F)
	current := s.score(n.F, func(v ir.Value) lattice.Set { return s.setOf(n.F, v) })
	var worth []*group
	var scores []score
	var gets []func(ir.Value) lattice.Set
	for _, g := range groups {
		if !g.hasConcrete() {
			continue
		}
		get := s.hypothetical(fi, g)
		sc := s.score(n.F, get)
		if sc.resolved > current.resolved || sc.flows > current.flows {
			worth = append(worth, g)
			scores = append(scores, sc)
			gets = append(gets, get)
		} else {
			s.declined(n.F, g, "it would resolve no access or passed-on pointer that the original leaves generic")
		}
	}
	kept := hidden || len(worth) < len(groups)
	total := 0
	for _, sc := range scores {
		total += sc.remaining()
	}
	bounded := s.maxGrowth >= 0 && len(worth) > 0
	var c cost
	if bounded {
		c = s.bodyCost(n.F)
	}
	// saving(i) is what worth[i]'s clone saves at its calls through the
	// calls it makes (nestedSaving), worked out once, when first needed.
	savings := make([]*int, len(worth))
	saving := func(i int) int {
		if savings[i] == nil {
			v := len(worth[i].sites) * s.nestedSaving(n.F, gets[i])
			savings[i] = &v
		}
		return *savings[i]
	}
	if !kept && total <= current.remaining() {
		if !bounded {
			return worth
		}
		grow := -c.body - c.overhead
		for _, g := range worth {
			grow += siteGrowth(c, g.sites)
		}
		for i := range worth {
			if grow <= s.maxGrowth {
				break
			}
			grow += saving(i)
		}
		if grow <= s.maxGrowth {
			return worth
		}
		// Too big with the original gone: try each clone beside it.
	}
	var out []*group
	left := s.maxGrowth
	for i, g := range worth {
		if r := scores[i].remaining(); r != 0 {
			s.declined(n.F, g, keptReason(n, hidden)+", and the clone would duplicate "+
				strconv.Itoa(r)+" generic access(es)")
			continue
		}
		if bounded {
			grow := siteGrowth(c, g.sites)
			if grow > left {
				grow += saving(i)
			}
			if grow > left {
				s.declinedForSize(n.F, g, s.growthReason(len(g.sites), grow))
				continue
			}
			left -= grow
		}
		out = append(out, g)
	}
	return out
}

// hypothetical classifies fi's body as g's clone would see it: the
// parameters of g's vector in their spaces, those only null reaches with
// no space at all, and loads through them reading what the group's
// callers' memory holds (callerMemory); it returns a lookup of the
// resulting sets.
func (s *state) hypothetical(fi *fnInfo, g *group) func(ir.Value) lattice.Set {
	seeds := map[ir.Value]lattice.Set{}
	for i, v := range g.vec {
		if as, ok := v.Space(); ok {
			seeds[fi.f.Params[i]], _ = lattice.Of(s.t, as)
		}
	}
	for _, i := range g.nullSlots {
		seeds[fi.f.Params[i]] = lattice.Empty
	}
	sets := s.classifyThrough(fi, seeds, s.callerMemory(fi, g))
	return func(v ir.Value) lattice.Set {
		if set, ok := sets[v]; ok {
			return set
		}
		return s.leafSet(fi, v)
	}
}

// score counts f's generic accesses, those resolved, and the resolved
// flows, looking up sets with get.
func (s *state) score(f *ir.Function, get func(ir.Value) lattice.Set) score {
	var sc score
	f.Instructions(func(in *ir.Instruction) {
		switch in.Op {
		case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
			p := in.Operand(in.PointerOperandIndex())
			if !s.isGeneric(p.Type()) {
				return
			}
			sc.generic++
			if as, ok := s.resolvable(get(p)); ok && s.volatileAllows(in, as) {
				sc.resolved++
			}
		case ir.OpRet:
			if in.NumOperands() == 1 && s.isGeneric(in.Operand(0).Type()) {
				sc.flows += s.flow(get(in.Operand(0)))
			}
		case ir.OpCall:
			sc.flows += s.callFlows(in, get)
			s.scoreMemIntrinsic(&sc, in, get)
			g, r := s.byvalCopies(in, get)
			sc.generic, sc.resolved = sc.generic+g, sc.resolved+r
		}
	})
	return sc
}

// scoreMemIntrinsic counts the pointer operands of a memcpy, memmove or
// memset as accesses (llc expands a generic one into generic loads and
// stores); memspace-opt moves those of a non-volatile one.
func (s *state) scoreMemIntrinsic(sc *score, in *ir.Instruction, get func(ir.Value) lattice.Set) {
	name := addrspace.CalleeName(in)
	n := 1
	switch {
	case addrspace.IsMemTransfer(name):
		n = 2
	case !addrspace.IsMemSet(name):
		return
	}
	args := addrspace.CallArgs(in)
	if len(args) < 4 {
		return
	}
	volatile, ok := args[3].(*ir.ConstInt)
	for _, p := range args[:n] {
		if !s.isGeneric(p.Type()) {
			continue
		}
		sc.generic++
		if _, res := s.resolvable(get(p)); res && ok && volatile.IsZero() {
			sc.resolved++
		}
	}
}

// byvalCopies counts the generic pointers a call passes byval, and how
// many of them llc reads in a space. llc copies each pointee with loads
// through the pointer (the argument must stay generic to match the
// callee), so a clone duplicates those loads as it would a generic access,
// unless llc sees the pointer's space at the call (byvalSeen).
func (s *state) byvalCopies(in *ir.Instruction, get func(ir.Value) lattice.Set) (generic, resolved int) {
	ci := in.Call()
	if ci == nil {
		return 0, 0
	}
	for i, a := range in.Args() {
		if i < len(ci.ParamAttrs) && ci.ParamAttrs[i].Has("byval") && s.isGeneric(a.Type()) {
			generic++
			if s.byvalSeen(a, get) {
				resolved++
			}
		}
	}
	return generic, resolved
}

// byvalSeen reports whether llc copies the byval argument a in a specific
// space: a comes, through address arithmetic, from an alloca (ld.local),
// from the function's own byval parameter (ld.param, or its local address
// in place), or from a value of one space that memspace-opt casts back
// right before the call (a parameter the clone specializes, a constant, a
// cast from a concrete space, a global pointer loaded as one). A kernel's
// byval parameter is left out: what is not copied (byval.go) is one that
// must stay in param space, which a call in another block reads through
// its generic address.
func (s *state) byvalSeen(a ir.Value, get func(ir.Value) lattice.Set) bool {
	v := a
	for range 64 {
		x, ok := v.(*ir.Instruction)
		if !ok || (x.Op != ir.OpGetElementPtr && x.Op != ir.OpBitCast && x.Op != ir.OpFreeze) {
			break
		}
		v = x.Operand(0)
	}
	as, one := s.resolvable(get(a))
	switch x := v.(type) {
	case *ir.Argument:
		if x.Attrs.Has("byval") {
			return !s.res.IsKernel(x.Parent)
		}
		return one
	case ir.Constant:
		return one
	case *ir.Instruction:
		switch x.Op {
		case ir.OpAlloca:
			return true
		case ir.OpAddrSpaceCast:
			return !s.isGeneric(x.Operand(0).Type())
		case ir.OpLoad:
			global, ok := s.t.SpaceByName("global")
			return one && ok && as == global
		}
	}
	return false
}

// callFlows counts the generic pointer arguments of a call to a defined
// function that have one space.
func (s *state) callFlows(in *ir.Instruction, get func(ir.Value) lattice.Set) int {
	callee := in.CalledFunction()
	if callee == nil || callee.IsDeclaration() {
		return 0
	}
	n := 0
	for _, a := range in.Args() {
		if s.isGeneric(a.Type()) {
			n += s.flow(get(a))
		}
	}
	return n
}

func (s *state) flow(set lattice.Set) int {
	if as, ok := set.Single(s.t); ok && s.specializable(as) {
		return 1
	}
	return 0
}

// resolvable is the space memspace-opt gives a generic pointer with this
// set: its one space, or global for the empty set (no evidence).
func (s *state) resolvable(set lattice.Set) (target.AddrSpace, bool) {
	if set.IsEmpty() {
		as, ok := s.t.SpaceByName("global")
		return as, ok
	}
	as, ok := set.Single(s.t)
	return as, ok && s.specializable(as)
}

// volatileAllows mirrors memspace-opt: a volatile access keeps its generic
// form except NVPTX volatile loads and stores of global or shared memory.
func (s *state) volatileAllows(in *ir.Instruction, as target.AddrSpace) bool {
	if !in.Flags.Has(ir.Volatile) {
		return true
	}
	if s.t.Name() != "nvptx" || (in.Op != ir.OpLoad && in.Op != ir.OpStore) {
		return false
	}
	return as == target.NVPTXGlobal || as == target.NVPTXShared
}
