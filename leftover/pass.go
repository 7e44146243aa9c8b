// The report-generic pass: one remark per function on what stays generic.
//
// What: after ipmsp and memspace-opt, the accesses still generic are the
// ones the next improvement must target, and the reasons differ in kind:
// an exported helper's parameter (unknown callers: -whole-program helps),
// a pointer that may point to two spaces because a phi or select merges
// them (the merge point's line says where), a pointer loaded from memory
// the module cannot see, one an external call or inline asm produced, a
// byval argument llc copies through a generic pointer. memspace-opt's own
// remarks name each pointer with its set; this pass sums them up per
// function, by reason:
//
//	--- !Analysis
//	Pass:            report-generic
//	Name:            GenericLeft
//	Function:        _Z4axpyPfS_
//	Args:
//	  - String:          '2 generic accesses left: '
//	  - UnknownCallers:  '2 through parameters of an exported function (unknown callers)'
//
// How: the module is solved again as memspace-opt solves it (so the sets
// are those of the output), each generic load, store, atomic, memory
// intrinsic operand and byval argument is classified by the origins of
// its pointer's set, and a merge point is found by walking back from the
// pointer through GEPs and casts to the first phi or select whose
// incoming values point to different spaces.
//
// Termination: one solve and one walk over each function; the walk back
// from a pointer visits each value at most once.
package leftover

import (
	"memspace/addrspace"
	"memspace/memspaceopt"
	"memspace/pass"
)

// Name is the pass name used in -passes=.
const Name = "report-generic"

func init() {
	pass.Register(pass.Pass{Name: Name, Run: Run})
}

// Run records one GenericLeft remark per function with generic accesses;
// without remarks it returns at once.
func Run(ctx *pass.Context) error {
	if !ctx.Remarks.Enabled() || ctx.Target == nil {
		return nil
	}
	cfg := addrspace.DefaultConfig(ctx.Target)
	cfg.TrackIndirLoad = ctx.Opts.Bool(memspaceopt.OptTrackIndirLoad)
	cfg.ParamAlwaysGlobal = ctx.Opts.Bool(memspaceopt.OptParamAlwaysGlobal)
	cfg.TrackInt2Ptr = ctx.Opts.Bool(memspaceopt.OptTrackInt2Ptr)
	cfg.AllocaAlwaysLocal = ctx.Opts.Bool(memspaceopt.OptAllocaAlways)
	cfg.Conservative = ctx.Opts.Bool(memspaceopt.OptConservative)
	cfg.Interprocedural = ctx.Opts.Int(memspaceopt.OptAlgorithm) >= 2
	res := addrspace.Solve(ctx.Module, cfg)
	for _, f := range ctx.Module.Functions {
		if !f.IsDeclaration() {
			c := &classifier{res: res, t: ctx.Target, f: f}
			c.run()
			c.remark(ctx)
		}
	}
	return nil
}
