package alwaysinline

// The always-inline pass.
//
// What: for each function with a body, every direct call to a defined
// function carrying the alwaysinline attribute is replaced by the callee's
// body; afterwards, internal and private functions that nothing refers to
// any more are removed.
//
// Why: memspace specializes helpers by cloning them (ipmsp: @f.global,
// @f.shared), and marks the clones internal + alwaysinline, trusting an
// inliner to fold them into their callers. In a `clang | memspace | llc`
// flow nothing else inlines, so the clones would survive as PTX .func
// symbols, each call paying parameter moves and the callee's accesses
// keeping whatever space its parameters have.
//
// Before:
//
//	define internal void @get.global(ptr addrspace(1) %p) alwaysinline {
//	  %v = load float, ptr addrspace(1) %p
//	  ret void
//	}
//	define ptx_kernel void @k(ptr addrspace(1) %g) {
//	  call void @get.global(ptr addrspace(1) %g), !dbg !7
//	  ret void
//	}
//
// After:
//
//	define ptx_kernel void @k(ptr addrspace(1) %g) {
//	  %v.i = load float, ptr addrspace(1) %g, !dbg !9   ; !9: inlinedAt !7
//	  ret void
//	}
//
// (@get.global, internal and now unused, is deleted.) A callee with
// several blocks keeps them, named with LLVM's ".i" suffix, between the
// call's block and a block "get.global.exit" that holds the rest of the
// caller; straight-line joins are merged.
//
// Callee first: a callee is itself fully inlined before its body is
// copied into callers (a depth-first walk over the alwaysinline call
// edges), so each body is copied once per call and inlined code needs no
// second look. A call that would recurse (the callee is on the walk's
// stack) is left as a call, as LLVM leaves it. Static allocas of the
// callee's entry block move to the caller's entry block, returns become
// branches to the block after the call (with a phi when several return a
// value), and debug locations of the copied code gain an inlinedAt link to
// the call's location. invoke and callbr of an alwaysinline function are
// refused with an error: GPU code has no exceptions, and such a module is
// not one memspace was built for.
//
// Termination: the walk visits each function once (three colours); each
// call is inlined at most once, and the code it brings in was already
// walked. Dead-function removal is a worklist over functions whose use
// count drops to zero; each function enters it at most once.

import (
	"memspace/ir"
	"memspace/pass"
)

// Name is the pass's name in -passes=.
const Name = "always-inline"

func init() {
	pass.Register(pass.Pass{Name: Name, Run: run})
}

// inliner holds the walk's state for one module.
type inliner struct {
	ctx    *pass.Context
	m      *ir.Module
	colour map[*ir.Function]uint8 // 0 new, 1 on the walk's stack, 2 done
	names  map[*ir.Function]*namer
	errs   int
}

func run(ctx *pass.Context) error {
	in := &inliner{ctx: ctx, m: ctx.Module, colour: map[*ir.Function]uint8{},
		names: map[*ir.Function]*namer{}}
	funcs := append([]*ir.Function(nil), ctx.Module.Functions...)
	for _, f := range funcs {
		in.visit(f)
	}
	if in.errs > 0 {
		return nil // the errors are in ctx.Diags; the command stops
	}
	removeDead(ctx, funcs)
	return nil
}

// visit inlines every alwaysinline call of f, after making sure each
// callee has had its own calls inlined.
func (in *inliner) visit(f *ir.Function) {
	if in.colour[f] != 0 || f.IsDeclaration() {
		return
	}
	in.colour[f] = 1
	for _, call := range in.calls(f) {
		g := call.CalledFunction()
		in.visit(g)
		if in.colour[g] == 1 {
			continue // recursion: g is still being walked
		}
		if why := cannotInline(call, g); why != "" {
			in.missed(f, call, g, why)
			continue
		}
		if in.names[f] == nil {
			in.names[f] = newNamer(f)
		}
		inlineCall(in.ctx, call, g, in.names[f])
		in.ctx.Stats.Add("calls inlined (always-inline)", 1)
		in.passed(f, call, g)
	}
	in.colour[f] = 2
}

// calls lists f's call-like instructions to defined alwaysinline
// functions, in order, reporting an invoke or callbr of one as an error.
func (in *inliner) calls(f *ir.Function) []*ir.Instruction {
	var out []*ir.Instruction
	f.Instructions(func(c *ir.Instruction) {
		g := c.CalledFunction()
		if g == nil || g.IsDeclaration() || !in.alwaysInline(g) {
			return
		}
		if c.Op != ir.OpCall {
			in.errs++
			in.ctx.Diags.Errorf(location(in.ctx, f, c),
				"always-inline: cannot inline '%s' of alwaysinline function @%s (only call is supported)",
				c.Op, g.Name())
			return
		}
		out = append(out, c)
	})
	return out
}

func (in *inliner) alwaysInline(g *ir.Function) bool {
	_, ok := in.m.FnAttr(g, "alwaysinline")
	return ok
}
