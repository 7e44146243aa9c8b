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
// the call's location. A byval argument (so marked on the parameter or
// the call site) is the callee's own copy: it becomes an alloca of the
// caller in the data layout's alloca space, aligned at least as its type,
// moved to the entry with the others and filled from the argument where
// the call was, as LLVM's inliner does. invoke and callbr of an alwaysinline function are
// refused with an error: GPU code has no exceptions, and such a module is
// not one memspace was built for.
//
// On all processors: the walk itself only decides. It runs serially,
// without inlining, and fixes which calls are left as recursion, the
// order in which a one-at-a-time walk would inline the calls (its
// "steps"), and a level per function: 0 when it inlines nothing, else one
// more than the highest level among the callees it inlines. The functions
// of one level are then inlined into in parallel (internal/par), level by
// level, each by one goroutine in call order: a callee's level is lower,
// so its body is complete, and no longer changes, before anyone copies it;
// and no function is both changed and read within a level. An inlining
// changes only its caller. What functions share is left for a serial
// replay in the walk's step order: the use lists of global values and of
// constant expressions and aggregates (a copied body names the callee's
// @g and constants; shared.go logs each add and remove instead of making
// it), the numbering of the new metadata nodes (Module.AddMetadata gives
// the next slot), the counters and the remarks. The replay makes the same
// changes, in the same order, that the one-at-a-time walk made as it went,
// so the module, the diagnostics (reported by the walk, in its order), the
// counters and the remarks are byte for byte those of that walk, however
// the goroutines interleave, and with one processor too.
//
// Termination: the walk visits each function once (three colours); each
// call is inlined at most once, and the code it brings in was already
// walked. Levels are finite: a function's level exceeds only those of
// finished callees. Dead-function removal is a worklist over functions
// whose use count drops to zero; each function enters it at most once.

import (
	"memspace/internal/par"
	"memspace/ir"
	"memspace/pass"
)

// Name is the pass's name in -passes=.
const Name = "always-inline"

func init() {
	pass.Register(pass.Pass{Name: Name, Run: run})
}

// inliner holds the pass's state for one module.
type inliner struct {
	ctx    *pass.Context
	m      *ir.Module
	info   map[*ir.Function]*fnInfo
	steps  []step      // the walk's inlinings, in its order
	levels [][]*fnInfo // the functions that inline, by level
	errs   int
}

// fnInfo is what the pass knows of one function that calls alwaysinline
// functions.
type fnInfo struct {
	f      *ir.Function
	calls  []*ir.Instruction // its alwaysinline calls, in order
	bad    []*ir.Instruction // its invokes and callbrs of alwaysinline functions
	skip   []bool            // per call: left as a call, as recursion
	colour uint8             // 0 new, 1 on the walk's stack, 2 done
	level  int               // 0 when it inlines nothing, else 1 + its callees' most
	ed     *edit             // the inlinings' shared changes, once one is made
	out    []outcome         // per call: what inlining it did to shared state
}

// step is call k of fi, where the walk inlines it (or says why not).
type step struct {
	fi *fnInfo
	k  int
}

// outcome is what one call's inlining leaves for the replay: the reason it
// was not inlined, or the metadata nodes it made (to number, in order) and
// its changes to the use lists functions share (to make, in order).
type outcome struct {
	why  string
	md   []*ir.MDNode
	uses []useOp
}

func run(ctx *pass.Context) error {
	in := &inliner{ctx: ctx, m: ctx.Module, info: map[*ir.Function]*fnInfo{}}
	funcs := append([]*ir.Function(nil), ctx.Module.Functions...)
	in.scan(funcs)
	var post []*fnInfo
	for _, f := range funcs {
		if fi := in.info[f]; fi != nil {
			post = in.walk(fi, post)
		}
	}
	in.group(post)
	for _, level := range in.levels {
		par.For(len(level), false, func(i int) { in.inlineAll(level[i]) })
	}
	in.replay()
	if in.errs > 0 {
		return nil // the errors are in ctx.Diags; the command stops
	}
	removeDead(ctx, funcs)
	return nil
}

// scan lists the alwaysinline calls of every function that makes some,
// on all processors (it only reads). Those functions are found through
// the users of the defined alwaysinline functions, so only their bodies
// are read (on a 50 MB module, 13% of the instructions).
func (in *inliner) scan(funcs []*ir.Function) {
	ai := map[*ir.Function]bool{}
	var callers []*ir.Function
	seen := map[*ir.Function]bool{}
	for _, g := range funcs {
		if g.IsDeclaration() || !in.alwaysInline(g) {
			continue
		}
		ai[g] = true
		for _, u := range g.Users() {
			c, ok := u.(*ir.Instruction)
			if !ok || c.Parent == nil || c.Parent.Parent == nil || c.CalledFunction() != g {
				continue
			}
			if f := c.Parent.Parent; !seen[f] {
				seen[f] = true
				callers = append(callers, f)
			}
		}
	}
	infos := make([]*fnInfo, len(callers))
	par.For(len(callers), false, func(i int) { infos[i] = calls(callers[i], ai) })
	for _, fi := range infos {
		in.info[fi.f] = fi
	}
}

// walk is the depth-first walk over the alwaysinline call edges, callee
// first, without inlining: it reports fi's invokes and callbrs, marks the
// calls that would recurse, records the order of the inlinings and gives
// fi its level. It returns post with the functions it finished appended.
// A function that calls no alwaysinline function has no fnInfo: the walk
// would enter and leave it at once, and its level is 0.
func (in *inliner) walk(fi *fnInfo, post []*fnInfo) []*fnInfo {
	if fi.colour != 0 {
		return post
	}
	fi.colour = 1
	in.reportBad(fi)
	for k, call := range fi.calls {
		level := 0
		if gi := in.info[call.CalledFunction()]; gi != nil {
			post = in.walk(gi, post)
			if gi.colour == 1 {
				fi.skip[k] = true // recursion: the callee is still being walked
				continue
			}
			level = gi.level
		}
		fi.level = max(fi.level, level+1)
		in.steps = append(in.steps, step{fi, k})
	}
	fi.colour = 2
	return append(post, fi)
}

// group puts the functions that inline something into levels, each in the
// walk's post-order.
func (in *inliner) group(post []*fnInfo) {
	for _, fi := range post {
		if fi.level == 0 {
			continue
		}
		for len(in.levels) < fi.level {
			in.levels = append(in.levels, nil)
		}
		in.levels[fi.level-1] = append(in.levels[fi.level-1], fi)
	}
}

// inlineAll inlines fi's calls in order, changing only fi's body; what
// other functions share is left in fi.out for the replay.
func (in *inliner) inlineAll(fi *fnInfo) {
	for k, call := range fi.calls {
		if fi.skip[k] {
			continue
		}
		g := call.CalledFunction()
		if why := cannotInline(call, g); why != "" {
			fi.out[k].why = why
			continue
		}
		if fi.ed == nil {
			fi.ed = newEdit(fi.f)
		}
		fi.out[k] = inlineCall(in.ctx, call, g, fi.ed)
	}
	if fi.ed != nil {
		fi.ed.finish()
	}
}

// replay makes the inlinings' changes to shared state in the walk's
// order: use lists, metadata numbers, counters and remarks.
func (in *inliner) replay() {
	for _, s := range in.steps {
		o := &s.fi.out[s.k]
		call := s.fi.calls[s.k]
		replayUses(o.uses)
		for _, n := range o.md {
			in.m.AddMetadata(n)
		}
		if o.why != "" {
			in.missed(s.fi.f, call, call.CalledFunction(), o.why)
			continue
		}
		in.ctx.Stats.Add("calls inlined (always-inline)", 1)
		in.passed(s.fi.f, call, call.CalledFunction())
	}
}

// calls lists f's call-like instructions to defined alwaysinline
// functions (those ai holds), in order, and apart the invokes and callbrs
// of one (errors).
func calls(f *ir.Function, ai map[*ir.Function]bool) *fnInfo {
	fi := &fnInfo{f: f}
	f.Instructions(func(c *ir.Instruction) {
		if !ai[c.CalledFunction()] {
			return
		}
		if c.Op != ir.OpCall {
			fi.bad = append(fi.bad, c)
			return
		}
		fi.calls = append(fi.calls, c)
	})
	fi.skip = make([]bool, len(fi.calls))
	fi.out = make([]outcome, len(fi.calls))
	return fi
}

// reportBad reports fi's invokes and callbrs of alwaysinline functions.
func (in *inliner) reportBad(fi *fnInfo) {
	for _, c := range fi.bad {
		in.errs++
		in.ctx.Diags.Errorf(location(in.ctx, fi.f, c),
			"always-inline: cannot inline '%s' of alwaysinline function @%s (only call is supported)",
			c.Op, c.CalledFunction().Name())
	}
}

func (in *inliner) alwaysInline(g *ir.Function) bool {
	_, ok := in.m.FnAttr(g, "alwaysinline")
	return ok
}
