// The whole-program pass: internalize, then delete what is unreachable.
//
// What: clang gives every non-static __device__ function external linkage,
// so a helper that only kernels of this module call still looks callable
// from elsewhere. memspace must then keep its generic body for those
// unknown callers (ipmsp clones it for the callers it sees, and llc
// compiles both), and a helper nothing here calls stays generic entirely.
// In a CUDA build without -fgpu-rdc the device module is the whole
// program: nothing else can call those functions. This pass says so in
// the IR: it gives every defined function and variable that is not an
// entry point internal linkage, then deletes the internal ones no entry
// point reaches.
//
// Why a pass and not an option of the solver: once the linkage is
// internal, every later pass (ipmsp's votes, the solver's view of memory,
// llc) sees the same closed world, and the output says what was assumed.
//
// Before and after:
//
//	define void @axpy(ptr %x, ptr %y) { ... }         ; called by @k
//	define void @unused(ptr %p) { ... }                ; called by nobody
//	define ptx_kernel void @k(ptr %x, ptr %y) { call void @axpy(...) }
//
//	define internal void @axpy(ptr %x, ptr %y) { ... }
//	define ptx_kernel void @k(ptr %x, ptr %y) { call void @axpy(...) }
//
// Internal symbols get default visibility, no DLL storage class and no
// comdat (a local symbol needs none of them). Declarations are left alone:
// they are defined elsewhere (the runtime, or another module: see
// warn.go). available_externally definitions are copies of a definition
// elsewhere and stay as they are.
//
// Termination: one pass over the module to internalize; the deletion is
// one reachability walk from the entry points over the references of live
// functions and initializers, read from the use lists of the local
// symbols (each constant looked through once per symbol), so the time is
// linear in the number of uses.
package wholeprogram

import (
	"memspace/diag"
	"memspace/ir"
	"memspace/pass"
)

// Name is the pass name used in -passes=; Option is the flag that puts
// the pass in the default pipeline.
const (
	Name   = "whole-program"
	Option = "whole-program"
)

// The statistics counters.
const (
	StatFuncsInternalized = "functions internalized (whole program)"
	StatVarsInternalized  = "global variables internalized (whole program)"
	StatFuncsDeleted      = "unreferenced functions deleted (whole program)"
	StatVarsDeleted       = "unreferenced global variables deleted (whole program)"
)

func init() {
	pass.Register(pass.Pass{Name: Name, Run: Run, Options: []pass.Option{{
		Name: Option, Default: "false", Check: pass.CheckBool,
		Help: "the module is the whole device program (CUDA/HIP without -fgpu-rdc, one-module OpenCL): " +
			"only kernels and llvm.used entries stay external, unreferenced functions are deleted",
	}}})
}

// Run internalizes m's non-entry definitions and deletes the unreachable.
func Run(ctx *pass.Context) error {
	m := ctx.Module
	ctx.WholeProgram = true
	warnSeparate(ctx)
	entries := entryPoints(m)
	internalize(ctx, entries)
	deleteUnreachable(ctx, entries)
	return nil
}

// internalize gives every defined function and global variable that is
// not an entry point internal linkage.
func internalize(ctx *pass.Context, entries map[ir.GlobalValue]bool) {
	m := ctx.Module
	for _, f := range m.Functions {
		if f.IsDeclaration() || entries[f] || !mayInternalize(f) {
			continue
		}
		makeInternal(&f.GlobalCommon)
		ctx.Stats.Add(StatFuncsInternalized, 1)
		remark(ctx, "Internalized", f, "@"+f.Name()+" made internal: no other module calls it")
	}
	for _, g := range m.Globals {
		if g.Init == nil || entries[g] || !mayInternalize(g) || g.ExternallyInitialized {
			continue
		}
		makeInternal(&g.GlobalCommon)
		ctx.Stats.Add(StatVarsInternalized, 1)
		remark(ctx, "Internalized", nil, "@"+g.Name()+" made internal: no other module uses it")
	}
}

// mayInternalize: a visible definition that is not a copy of one
// elsewhere, not an LLVM special variable, not of appending linkage.
func mayInternalize(g ir.GlobalValue) bool {
	c := g.Common()
	switch c.Linkage {
	case ir.LinkPrivate, ir.LinkInternal, ir.LinkAvailableExternally, ir.LinkAppending, ir.LinkExternWeak:
		return false
	}
	return !isLLVMName(c.Name())
}

func isLLVMName(name string) bool { return len(name) >= 5 && name[:5] == "llvm." }

func makeInternal(c *ir.GlobalCommon) {
	c.Linkage = ir.LinkInternal
	c.Visibility = ""
	c.DLLStorage = ""
	c.DSOLocal = false
	c.Preemptable = false
	c.Comdat, c.HasComdat = "", false
}

// remark records a Passed remark of this pass; f may be nil (a variable).
func remark(ctx *pass.Context, name string, f *ir.Function, msg string) {
	if !ctx.Remarks.Enabled() {
		return
	}
	rm := pass.Remark{Kind: "Passed", Pass: Name, Name: name,
		Args: []pass.RemarkArg{{Key: "String", Value: msg}}}
	if f != nil {
		rm.Function = f.Name()
		if pos, ok := ir.SubprogramPos(f); ok {
			rm.Loc = &pos
		}
	}
	ctx.Remarks.Add(rm)
}

// warnf reports a warning about the whole module.
func warnf(ctx *pass.Context, format string, args ...any) {
	ctx.Diags.Warnf(diag.Loc{File: ctx.File}, format, args...)
}
