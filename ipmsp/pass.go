// The ipmsp pass: inter-procedural memory-space propagation.
//
// What: a helper that the front end kept out of line (noinline, or too big
// to inline) receives generic pointers, because its body cannot know who
// calls it. Inside it every access stays generic even when every caller
// passes, say, a kernel parameter (global memory) or a __shared__ array.
// LLVM's infer-address-spaces works one function at a time and leaves
// those accesses alone; they are most of what survives it on real code.
// This pass looks at the calls instead: when the callers of a helper agree
// on a concrete space for a pointer argument, it gives the helper (or a
// copy of it) a parameter of that space, so memspace-opt, which runs next,
// sees a concrete pointer and rewrites the body.
//
// Why clone: a helper with external linkage, or whose address is taken,
// may be called from places we cannot see, so its signature must stay.
// We copy it instead: one internal, alwaysinline clone per distinct vector
// of argument spaces its callers pass (@get.global for the global callers,
// @get.shared for the shared ones), retarget the matching calls, and keep
// the original for everybody else. An internal helper whose calls are all
// visible and all agree is rewritten in place. A clone must pay for
// itself: it is made only when some access or passed-on pointer in it
// gets a concrete space and no generic access is duplicated (profit.go).
//
// Before and after (NVPTX):
//
//	define void @get(ptr %p) noinline {          ; external helper
//	  %v = load float, ptr %p
//	define ptx_kernel void @k(ptr %in) {
//	  call void @get(ptr %in)
//
//	define void @get(ptr %p) noinline {          ; kept for unknown callers
//	  %v = load float, ptr %p
//	define internal void @get.global(ptr addrspace(1) %p) alwaysinline {
//	  %p.gen = addrspacecast ptr addrspace(1) %p to ptr
//	  %v = load float, ptr %p.gen                ; memspace-opt: ptr addrspace(1) %p
//	define ptx_kernel void @k(ptr addrspace(1) %in) {
//	  call void @get.global(ptr addrspace(1) %in)
//
// On NVPTX the kernel's own pointer parameters are declared global too
// (kernel.go), so that passing them on costs no cvta in the kernel. A
// parameter is given a space only when some use of it gains from one (an
// access, a call, a return; not a pointer only compared or converted to
// an integer), and an internal function's parameter keeps its generic
// type when two or more of its calls would each need a cast of their own:
// memspace-opt then casts it once in the callee (place.go).
//
// Return values get the same treatment: when every ret of an internal
// function (or clone) yields one concrete space, its return type becomes
// that space and the callers cast back only where they need generic.
//
// The lattice: every specializable pointer argument of a function has one
// vote slot (lattice.Vote). Each call site classifies its actual argument
// with the address-space sets of package addrspace: no evidence (null,
// undef) is UNDET, one concrete space votes for that space, anything else
// (several spaces, unknown, a space that cannot cross a call) is POISON.
// Slots meet over the call sites: UNDET ⊓ x = x, x ⊓ x = x, two different
// spaces give POISON, POISON absorbs. Call sites are grouped by their
// vector of votes; each group with a concrete vote that pays gets its
// clone. Null, undef and poison agree with any space: a slot where every
// call of a group passes one of them keeps its generic type in the clone,
// and the cost model counts the accesses through it as resolved (they
// take global, as any pointer with no evidence; they are dead or
// undefined). A group the cost model turns down gets a Missed remark
// (CloneDeclined) naming the accesses that would stay generic and why.
//
// Termination: a worklist of functions, ordered callers first (reverse
// topological order of the call graph's components), runs to a fixpoint.
// Every change moves something one way only: a parameter or return type
// goes from generic to concrete (at most once each), a call moves to a
// clone whose vector specializes strictly more arguments (at most once per
// argument), a clone is made at most once per (function, vector), even if
// it is later removed. Only such
// changes re-queue functions, so the worklist drains. The clone budget
// (do-clone-for-ip-msp) bounds the clones further. The module's parts
// that no call, address or clone links each get a worklist of their own,
// run in parallel (parts.go); each is the module's worklist restricted to
// the part, so the fixpoint is the same.
//
// The whole pass repeats while a round changes something and some call in
// a changed function still voted POISON (at most maxRounds rounds): a new
// solve sees the clones as internal functions and follows pointers through
// memory inside them, which the per-round classifier leaves to the first
// solve. Only the parts of the module (functions linked by direct calls)
// holding such a call are solved again, and only their functions are
// visited: values flow between functions only along calls, so no other
// vote can change through calls. Module-wide memory (host memory, global
// variables) stays what the first, whole-module solve settled
// (addrspace.SolveParts says why that is sound). On a 50 MB module whose
// second round changes nothing this saves a fifth of the pass.
package ipmsp

import (
	"io"
	"os"

	"memspace/addrspace"
	"memspace/memspaceopt"
	"memspace/pass"
	"memspace/target"
)

// Name is the pass name used in -passes=.
const Name = "ipmsp"

// The option names, exactly as the command line spells them.
const (
	OptCloneBudget = "do-clone-for-ip-msp"
	OptDump        = "dump-ip-msp"
	OptKernelArgs  = "ipmsp-global-kernel-params"
)

// AttrName is the string attribute that publishes the inferred space of
// every pointer argument on NVPTX, as the specification names it.
const AttrName = "nvvm.as"

// NeutralAttrName is the same attribute on SPIR and AMDGPU, where a name
// in NVVM's namespace would claim an NVVM meaning it does not have.
const NeutralAttrName = "memspace.as"

// AttrNameFor returns the attribute's name on target t.
func AttrNameFor(t *target.Target) string {
	if t != nil && t.Name() != "nvptx" {
		return NeutralAttrName
	}
	return AttrName
}

// The statistics counters.
const (
	StatClones      = "clones"
	StatInPlace     = "functions specialized in place"
	StatRetarget    = "calls retargeted to specialized functions"
	StatReturns     = "return spaces specialized"
	StatRemoved     = "functions removed after specialization"
	StatAvoided     = "clones avoided by the clone budget"
	StatCapped      = "ipmsp worklists stopped at their visit cap"
	StatVisits      = "ipmsp worklist visits"
	StatGainSteps   = "ipmsp uses walked to judge what a space is worth"
	StatResolved    = "ipmsp functions solved again in a later round"
	maxRounds       = 3
	unlimitedClones = -1
)

var options = []pass.Option{
	{Name: OptCloneBudget, Default: "-1", Check: pass.CheckInt,
		Help: "clone attempts allowed: -1 unlimited, 0 none (report only), N at most N"},
	{Name: OptDump, Default: "0", Check: pass.CheckBool,
		Help: "print the inter-procedural worklist transcript to stderr"},
	{Name: OptMaxGrowth, Default: "auto", Check: checkGrowth,
		Help: "loads and stores (estimated, in PTX) one specialization may add to the module: -1 no bound; auto: 0, but -1 after whole-program and on SPIR"},
	{Name: OptKernelArgs, Default: "true", Check: pass.CheckBool,
		Help: "NVPTX: declare kernel pointer parameters that point to global memory as global"},
}

func init() {
	pass.Register(pass.Pass{Name: Name, Run: Run, Options: options})
}

// dumpOut receives the transcript; tests replace it.
var dumpOut io.Writer = os.Stderr

// Run is the pass: rounds of solve, worklist and rewrite, then the
// nvvm.as attributes.
func Run(ctx *pass.Context) error {
	if ctx.Target == nil {
		return nil
	}
	copyKernelByvals(ctx)
	s := newState(ctx, solverConfig(ctx))
	for round := 0; round < maxRounds; round++ {
		if round > 0 {
			s.res, s.cg = nil, nil // the last round's solve is garbage now
			if s.bigRound() {
				ctx.Checkpoint()
			}
		}
		if !s.round() {
			break
		}
	}
	s.publish()
	ctx.Stats.Add(StatGainSteps, s.gainSteps)
	return nil
}

// bigRound reports whether the next round solves much of the module
// again (a quarter of its functions or more), so that the garbage of the
// last round's solve is worth collecting before it. A smaller round adds
// little to the heap, and the collection between passes follows it (on a
// 50 MB module whose second round solves 8% of the functions again,
// collecting there instead takes the peak from 1.0 GB to 0.9 GB).
func (s *state) bigRound() bool {
	defined := 0
	for _, f := range s.m.Functions {
		if !f.IsDeclaration() {
			defined++
		}
	}
	return 4*len(s.unsureIn) >= defined
}

// solverConfig reads memspace-opt's analysis options, so both passes see
// the same sets; the analysis is always inter-procedural here.
func solverConfig(ctx *pass.Context) addrspace.Config {
	cfg := addrspace.DefaultConfig(ctx.Target)
	cfg.TrackIndirLoad = ctx.Opts.Bool(memspaceopt.OptTrackIndirLoad)
	cfg.ParamAlwaysGlobal = ctx.Opts.Bool(memspaceopt.OptParamAlwaysGlobal)
	cfg.TrackInt2Ptr = ctx.Opts.Bool(memspaceopt.OptTrackInt2Ptr)
	cfg.AllocaAlwaysLocal = ctx.Opts.Bool(memspaceopt.OptAllocaAlways)
	cfg.Conservative = ctx.Opts.Bool(memspaceopt.OptConservative)
	cfg.Interprocedural = true
	// The pass reads sets only. With remarks on it names values with the
	// solve's Namer, which must then number functions as the solve did.
	cfg.SetsOnly = !ctx.Remarks.Enabled()
	return cfg
}
