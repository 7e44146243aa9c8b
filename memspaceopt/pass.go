// The memspace-opt pass.
//
// What: on a GPU every pointer the front end could not place is generic,
// and every load or store through it pays for a run-time address-space
// lookup (on NVPTX a cvta and a generic ld/st; SPIR targets have no
// generic memory at all and must switch at run time). Most of those
// pointers are in fact always in one space: a kernel's pointer
// parameters point to global memory, an alloca is local, a __shared__
// array is shared. This pass finds them and retypes them.
//
// Why here: package addrspace solves the whole module at once, so a
// pointer passed to an internal helper, returned from one, stored in a
// stack slot and reloaded, or loaded out of a kernel parameter is followed
// across those steps, which a per-function pass cannot do.
//
// Before and after (NVPTX):
//
//	define ptx_kernel void @k(ptr %in) {
//	  %p = getelementptr float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
//	  %q = getelementptr float, ptr %in, i64 %i
//	  %v = load float, ptr %q
//	  store float %v, ptr %p
//
//	define ptx_kernel void @k(ptr %in) {
//	  %in.global = addrspacecast ptr %in to ptr addrspace(1)
//	  %p = getelementptr float, ptr addrspace(3) @tile, i64 %i
//	  %q = getelementptr float, ptr addrspace(1) %in.global, i64 %i
//	  %v = load float, ptr addrspace(1) %q
//	  store float %v, ptr addrspace(3) %p
//
// The lattice: each pointer has the set of concrete spaces that may reach
// it; the empty set is bottom, one space means resolved, several mean it
// stays generic (and the spaces it cannot reach are recorded in
// !noalias.addrspace). Sets only grow, each at most once per space, so the
// solver's fixpoint terminates; a per-block visit budget (1024) guards it
// anyway, and a function over budget is left unchanged.
//
// Order of work: the facts llvm.assume states are written into the IR and
// the module is solved (again, once, if negative facts narrowed a set);
// then, per function, space tests are folded, the branches they decide
// are folded and dead blocks pruned, and only then are pointers retyped,
// accesses moved and diagnostics issued, so that code a test proves dead
// is neither rewritten nor judged.
//
// The rewrite terminates because it is a single walk over the
// instructions of each function that existed before it started; the cast
// folder runs rounds, each of which can only remove or shorten casts, and
// stops after a round without change.
//
// Parts of the solution (functions linked by calls) are rewritten in
// parallel. The output does not depend on it: reports are published and
// !noalias.addrspace nodes made in module order afterwards, intrinsic
// declarations added meanwhile are ordered by name, and the use lists of
// global values are put in module order (ir.EndConcurrent).
package memspaceopt

import (
	"os"

	"memspace/addrspace"
	"memspace/internal/par"
	"memspace/ir"
	"memspace/pass"
)

// Name is the pass name used in -passes=.
const Name = "memspace-opt"

// The option names, exactly as the command line spells them.
const (
	OptEnable            = "memspace-opt-enable"
	OptVerbose           = "memspace-opt-verbose"
	OptConservative      = "memspace-opt-conservative"
	OptAliasMerge        = "memspace-opt-alias-merge"
	OptParamAlwaysGlobal = "param-always-point-to-global"
	OptTrackIndirLoad    = "track-indir-load"
	OptTrackInt2Ptr      = "track-int2ptr"
	OptAllocaAlways      = "process-alloca-always"
	OptAlgorithm         = "mem-space-alg"
)

// The statistics counters.
const (
	StatResolved   = "pointers resolved"
	StatFolded     = "casts folded"
	StatGenericOps = "generic accesses left"
)

var options = []pass.Option{
	{Name: OptEnable, Default: "1", Help: "run memspace-opt", Check: pass.CheckBool},
	{Name: OptVerbose, Default: "0", Help: "print the lattice trace to stderr", Check: pass.CheckBool},
	{Name: OptConservative, Default: "0", Help: "make a value generic as soon as two spaces reach it", Check: pass.CheckBool},
	{Name: OptAliasMerge, Default: "per-AS", Help: "!noalias.addrspace policy: none, per-AS (one per access) or unified (one per function)",
		Check: pass.CheckOneOf("none", "per-AS", "unified")},
	{Name: OptParamAlwaysGlobal, Default: "true", Help: "pointers loaded through kernel parameters point to global memory", Check: pass.CheckBool},
	{Name: OptTrackIndirLoad, Default: "true", Help: "follow pointers through memory", Check: pass.CheckBool},
	{Name: OptTrackInt2Ptr, Default: "true", Help: "inttoptr(ptrtoint p) keeps the space of p", Check: pass.CheckBool},
	{Name: OptAllocaAlways, Default: "true", Help: "allocas are local memory", Check: pass.CheckBool},
	{Name: OptAlgorithm, Default: "2", Help: "1: within functions only; 2: also through internal calls and returns",
		Check: pass.CheckOneOf("1", "2")},
}

func init() {
	pass.Register(pass.Pass{Name: Name, Run: Run, Options: options})
}

// Run is the pass: solve the module, then rewrite each function.
func Run(ctx *pass.Context) error {
	if !ctx.Opts.Bool(OptEnable) || ctx.Target == nil {
		return nil
	}
	res, fs := solve(ctx)
	rep := newReporter(ctx, res)
	rep.conflicts()
	rep.contradictions(fs)
	done := rewriteParts(ctx, res, rep, fs.casts())
	for _, f := range ctx.Module.Functions {
		if w, ok := done[f]; ok {
			attachNoAlias(w.rep, w.noalias)
			rep.adopt(w.rep)
		}
	}
	rep.finish()
	return nil
}

// solve solves the module with the facts its assumptions state
// (assume.go): positive ones written first, negative ones after a first
// solve, which is repeated only when that changed something. Functions
// left unchanged (over budget) lose the facts written into them.
func solve(ctx *pass.Context) (*addrspace.Result, *facts) {
	cfg := config(ctx)
	fs := findFacts(ctx.Module, ctx.Target)
	fs.writePositive()
	res := addrspace.Solve(ctx.Module, cfg)
	if fs.settle(res) {
		res = addrspace.Solve(ctx.Module, cfg)
	}
	for _, f := range fs.functions() {
		if res.Frozen(f) {
			fs.withdrawIn(f)
		}
	}
	return res, fs
}

// work is what rewriting one function left for the module-order steps.
type work struct {
	rep     *reporter
	noalias []noAliasWant
}

// rewriteParts rewrites every defined function, the parts of the solution
// (functions linked by calls) in parallel: a part's functions, and what
// the solution knows about them, are touched by one goroutine only. What
// the functions share (the use lists of global values, intrinsic
// declarations) is put back in a deterministic order afterwards; metadata
// nodes and reports are made or published by the caller, in module order.
func rewriteParts(ctx *pass.Context, res *addrspace.Result, rep *reporter, assumed map[*ir.Function][]*ir.Instruction) map[*ir.Function]work {
	parts := res.Parts()
	results := make([][]work, len(parts))
	decls := newDeclarations(ctx.Module)
	ir.BeginConcurrent(ctx.Module)
	newWorker := func() *rewriter {
		r := newRewriter(ctx.Module, res)
		r.decls = decls
		return r
	}
	// A rewriter is emptied for each function (start), so one per
	// processor serves every part it takes.
	par.ForWith(len(parts), ctx.Opts.Bool(OptVerbose), newWorker, func(r *rewriter, i int) {
		results[i] = make([]work, 0, len(parts[i]))
		for _, f := range parts[i] {
			w := work{rep: rep.child()}
			if res.Frozen(f) {
				w.rep.overBudget(f)
			} else {
				optimizeFunction(r, w.rep, f, assumed[f])
				w.noalias = planNoAlias(r, ctx.Opts.String(OptAliasMerge))
			}
			results[i] = append(results[i], w)
		}
	})
	ir.EndConcurrent(ctx.Module)
	decls.settle()
	done := map[*ir.Function]work{}
	for i, part := range parts {
		for j, f := range part {
			done[f] = results[i][j]
		}
	}
	return done
}

// config reads the options into the solver's configuration.
func config(ctx *pass.Context) addrspace.Config {
	cfg := addrspace.DefaultConfig(ctx.Target)
	cfg.TrackIndirLoad = ctx.Opts.Bool(OptTrackIndirLoad)
	cfg.ParamAlwaysGlobal = ctx.Opts.Bool(OptParamAlwaysGlobal)
	cfg.TrackInt2Ptr = ctx.Opts.Bool(OptTrackInt2Ptr)
	cfg.AllocaAlwaysLocal = ctx.Opts.Bool(OptAllocaAlways)
	cfg.Conservative = ctx.Opts.Bool(OptConservative)
	cfg.Interprocedural = ctx.Opts.Int(OptAlgorithm) >= 2
	// Origins only explain sets in diagnostics; with warnings and remarks
	// off the solve skips them, and a run that ends in errors is made
	// again with them (pass.Context.Explain). Sets do not depend on them.
	cfg.SetsOnly = !ctx.Origins()
	if ctx.Opts.Bool(OptVerbose) {
		cfg.Trace = os.Stderr
	}
	return cfg
}

// optimizeFunction runs the per-function steps in order with rewriter r;
// attachNoAlias follows, in module order, once every function is done.
// assumed are the casts back that facts wrote into f (assume.go).
func optimizeFunction(r *rewriter, rep *reporter, f *ir.Function, assumed []*ir.Instruction) {
	if !r.res.SetsOnly() {
		r.res.Namer().Number(f) // messages name values as the input did
	}
	r.start(rep, f)
	for _, c := range assumed {
		if c.Parent != nil {
			r.ours[c] = true
		}
	}
	r.foldSpaceTests()
	if len(r.pending) > 0 {
		prune(f, r.pending)
	}
	r.plan()
	r.foldDeferred()
	r.rewriteUses()
	r.finishClones()
	rep.count(StatFolded, foldCasts(r))
	sweep(r)
	splitVectorCasts(r, f)
	rep.countGeneric(f, r.t)
}
