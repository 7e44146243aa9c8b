package ipmsp

import (
	"fmt"
	"io"

	"memspace/addrspace"
	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
	"memspace/target"
)

// state is one run of the pass over a module.
type state struct {
	ctx *pass.Context
	m   *ir.Module
	t   *target.Target
	cfg addrspace.Config
	// res is the module-wide solution of the current round; cg the call
	// graph, kept current as functions are cloned and calls retargeted.
	res *addrspace.Result
	cg  *callgraph.Graph

	budget int // clone attempts left; unlimitedClones for no limit
	// maxGrowth bounds the estimated ld/st one decision may add
	// (growth.go); negative: no bound.
	maxGrowth int
	// reportOnly: do-clone-for-ip-msp=0, the pass changes nothing but
	// the nvvm.as attributes.
	reportOnly bool
	// retypeKernels: give kernels' global pointer parameters the global
	// space (kernel.go).
	retypeKernels bool
	dump          io.Writer
	fns           *table[*ir.Function, *fnInfo]
	clones        *table[cloneKey, *ir.Function]
	avoided       *table[cloneKey, bool]
	kernels       map[*ir.Function]bool
	queue         workQueue
	// rank holds, per call-graph node ID, the callers-first position of
	// the nodes the round began with; newRank that of nodes added since.
	rank      []int
	newRank   map[*callgraph.Node]int
	lay       *layout
	changed   bool // something changed in the current round
	edits     int  // changes so far (in the part), which date the answers in gains
	gains     map[ir.Value]gainAnswer
	gainSteps int // uses gainsExcept walked (StatGainSteps)
	// unsureIn holds the functions of this round where a call voted
	// POISON though the round's solve no longer describes the function,
	// which a fresh solve may improve on: the next round solves their parts
	// again, from the module-wide memory the first round's solve of the
	// whole module settled.
	unsureIn map[*ir.Function]bool
	// poisonNoted marks the (callee, slot, caller) votes already reported
	// as poisoned (vote.go, remarks only).
	poisonNoted *table[poisonKey, bool]
	memory      *addrspace.Memory
	layout      *target.DataLayout // the module's
	// asAttr holds the "nvvm.as" value of each function (publish.go).
	asAttr   map[*ir.Function]string
	nameSets map[*ir.Function]map[string]bool
	// ours marks the casts the pass inserted, which it may erase again.
	ours *table[*ir.Instruction, bool]
	// removed marks the functions the pass deleted; lostCalls those some
	// of whose calls the pass moved or deleted.
	removed, lostCalls *table[*ir.Function, bool]
}

// fnInfo is what the pass knows about one function: where it came from
// and how precisely its values must be judged.
type fnInfo struct {
	f *ir.Function
	// base is the function the clone keys name: the original a clone was
	// made from (through any number of clone steps), or f itself.
	base *ir.Function
	// spaces holds, per parameter, the space it was specialized to, or
	// lattice.Undet.
	spaces []lattice.Vote
	// origin maps values of a clone made in this round to the values of
	// the function it was copied from, which the round's solve knows.
	origin map[ir.Value]ir.Value
	// precise: the round's solve no longer describes f's parameters or
	// call results, so sets come from the local classifier (local.go).
	precise bool
	local   map[ir.Value]lattice.Set
	// musttail records whether f's body has a musttail call (nil: not
	// looked yet); such a function's signature must stay.
	musttail *bool
}

// cloneKey names one specialization: the base function and the vector of
// spaces of all its parameters.
type cloneKey struct {
	base *ir.Function
	vec  string
}

func newState(ctx *pass.Context, cfg addrspace.Config) *state {
	s := &state{ctx: ctx, m: ctx.Module, t: ctx.Target, cfg: cfg,
		budget: ctx.Opts.Int(OptCloneBudget), fns: newTable[*ir.Function, *fnInfo](),
		clones: newTable[cloneKey, *ir.Function](), avoided: newTable[cloneKey, bool](),
		ours: newTable[*ir.Instruction, bool](), removed: newTable[*ir.Function, bool](),
		lostCalls: newTable[*ir.Function, bool](), poisonNoted: newTable[poisonKey, bool](),
		gains: map[ir.Value]gainAnswer{}, asAttr: map[*ir.Function]string{}}
	if s.budget < 0 {
		s.budget = unlimitedClones
	}
	s.reportOnly = s.budget == 0
	s.maxGrowth = maxGrowth(ctx)
	dl, _ := target.ParseDataLayout(s.m.DataLayout)
	s.layout = &dl
	s.retypeKernels = ctx.Opts.Bool(OptKernelArgs)
	if ctx.Opts.Bool(OptDump) {
		s.dump = dumpOut
	}
	s.lay = newLayout(s.m)
	return s
}

// info returns f's record, making one for an original function.
func (s *state) info(f *ir.Function) *fnInfo {
	if fi := s.fns.at(f); fi != nil {
		return fi
	}
	fi := &fnInfo{f: f, base: f, spaces: make([]lattice.Vote, len(f.Params))}
	for i := range fi.spaces {
		fi.spaces[i] = lattice.Undet
	}
	s.fns.set(f, fi)
	return fi
}

// round solves the module, runs the worklist to its fixpoint, part by part
// (parts.go), and lays the module out again. It reports whether another
// round may find more: the round changed something and some vote in a
// changed function was unsure.
func (s *state) round() bool {
	s.changed = false
	// The call graph and the worklist order only read the module, as the
	// solve does, so they are made beside it.
	graphed := make(chan *callgraph.Graph)
	go func() {
		cg := callgraph.Build(s.m)
		s.rank = ranks(cg)
		graphed <- cg
	}()
	s.solve()
	s.cg = <-graphed
	s.kernels = map[*ir.Function]bool{}
	for _, k := range s.m.KernelFunctions() {
		s.kernels[k] = true
	}
	s.fns.values(func(fi *fnInfo) {
		fi.origin, fi.precise, fi.local = nil, false, nil
	})
	s.runParts(s.partition())
	s.note()
	return s.changed && len(s.unsureIn) > 0
}

// start queues a part's candidates, callers first, after retyping the
// part's kernels; the kernels are given in module order.
func (s *state) start(nodes []*callgraph.Node, kernels []*ir.Function) {
	s.specializeKernels(kernels)
	for _, n := range nodes {
		if s.res.Solved(n.F) && s.isCandidate(n.F) {
			s.push(n)
		}
	}
}

// drain runs a part's worklist to its fixpoint. Every visit after the
// first of a function follows a change, and changes are bounded; the cap
// (limit visits) only guards against a mistake in that argument turning
// into a hang.
func (s *state) drain(limit int) {
	for ; s.queue.Len() > 0; limit-- {
		if limit == 0 {
			s.ctx.Stats.Add(StatCapped, 1)
			break
		}
		s.process(s.queue.pop())
		s.ctx.Stats.Add(StatVisits, 1)
	}
}

// solve solves the whole module in the first round; later rounds solve
// again only the parts (functions linked by calls) where a vote was
// unsure, which is all the next round may improve.
func (s *state) solve() {
	if s.memory == nil {
		s.res = addrspace.Solve(s.m, s.cfg)
		mem := s.res.Memory()
		s.memory = &mem
	} else {
		unsure := s.unsureIn
		s.res = addrspace.SolveParts(s.m, s.cfg, func(f *ir.Function) bool { return unsure[f] }, *s.memory)
		for _, part := range s.res.Parts() {
			s.ctx.Stats.Add(StatResolved, len(part))
		}
	}
	s.unsureIn = map[*ir.Function]bool{}
}

// noteChange records that the pass changed the module.
func (s *state) noteChange() {
	s.changed = true
	s.edits++
}

// process visits one function: its calls vote on its arguments, then its
// return space is checked.
func (s *state) process(n *callgraph.Node) {
	if n.Removed || !s.isCandidate(n.F) {
		return
	}
	if s.removeIfDead(n); n.Removed {
		return
	}
	if len(s.slots(n.F)) > 0 {
		s.voteOn(n)
	}
	if !n.Removed {
		s.specializeReturn(n)
	}
}

// isCandidate reports whether f is a function whose arguments or return
// the pass may specialize.
func (s *state) isCandidate(f *ir.Function) bool {
	if f.IsDeclaration() || s.kernels[f] || ir.IsKernelCC(f.CC) || f.IsIntrinsic() {
		return false
	}
	if s.res.Frozen(f) || s.hasMustTail(f) || interposable(f) {
		return false
	}
	return len(s.slots(f)) > 0 || s.isGeneric(f.Sig.Ret)
}

// interposable reports whether the linker may replace f's body with
// another definition (weak, linkonce, extern_weak, common), so a copy of
// this body would not be what the calls reach; naked functions are asm
// that no signature change may touch.
func interposable(f *ir.Function) bool {
	switch f.Linkage {
	case ir.LinkWeak, ir.LinkLinkOnce, ir.LinkExternWeak, ir.LinkCommon:
		return true
	}
	return f.FnAttrs.Has("naked")
}

// slots lists the parameters of f that may be specialized: generic
// scalar pointers that are not copies (byval and friends).
func (s *state) slots(f *ir.Function) []int {
	var out []int
	for i, p := range f.Params {
		if s.isGeneric(p.Type()) && !copyLike(p) {
			out = append(out, i)
		}
	}
	return out
}

// copyLike reports whether a parameter stands for memory the call makes
// rather than a pointer the caller passes.
func copyLike(p *ir.Argument) bool {
	for _, k := range []string{"byval", "byref", "inalloca", "preallocated", "swifterror", "nest"} {
		if p.Attrs.Has(k) {
			return true
		}
	}
	return false
}

// isGeneric reports whether t is a scalar pointer in the generic space.
func (s *state) isGeneric(t ir.Type) bool {
	pt, ok := t.(*ir.PointerType)
	return ok && s.t.IsGeneric(target.AddrSpace(pt.AddrSpace))
}

// hasMustTail reports whether f's body has a musttail call, which ties
// f's prototype to its callee's.
func (s *state) hasMustTail(f *ir.Function) bool {
	fi := s.info(f)
	if fi.musttail == nil {
		found := false
		f.Instructions(func(in *ir.Instruction) {
			found = found || (in.IsCallLike() && in.Flags.Has(ir.MustTail))
		})
		fi.musttail = &found
	}
	return *fi.musttail
}

// specializable reports whether a generic parameter may be given space
// as: a pointer of that space converts to generic and back.
func (s *state) specializable(as target.AddrSpace) bool {
	g := s.t.Generic()
	return s.t.IsConcrete(as) && s.t.Cast(g, as) == target.CastIfProven && s.t.Cast(as, g) == target.CastAlways
}

func (s *state) printf(format string, args ...any) {
	if s.dump != nil {
		fmt.Fprintf(s.dump, format, args...)
	}
}

// fnRef prints a function name as IR spells it, when the transcript is on.
type fnRef struct{ f *ir.Function }

func (r fnRef) String() string { return "@" + ir.QuoteName(r.f.Name()) }

// lazy is text computed only when printed.
type lazy func() string

func (l lazy) String() string { return l() }
