package memspaceopt

import (
	"strings"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Run-time space tests fold when the set decides them:
//
//	llvm.nvvm.isspacep.{global,shared,shared.cta,shared.cluster,local,const}(p)
//	llvm.amdgcn.is.shared(p), llvm.amdgcn.is.private(p)
//
// become true when every space of p's set answers true and false when no
// space of it may. Windows that nest decide the answers: the generic
// address of a kernel parameter (param) lies in the global window, so
// isspacep.global is true on it and isspacep.const false; a CTA's shared
// memory lies in its cluster's window, so isspacep.shared.cluster is true
// on a shared pointer, while isspacep.shared on a shared::cluster pointer
// depends on which CTA's memory it names.
//
// The OpenCL conversions __to_global, __to_local and __to_private(p), and
// on SPIR the SPIR-V cast llvm.spv.generic.cast.to.ptr.explicit (its
// result type names the space), return p in that space or null: they fold
// to p's specific form, or to null, the same way.

// spaceTest describes what a test intrinsic asks.
type spaceTest struct {
	// yes: the spaces on which the answer is always true.
	yes lattice.Set
	// maybe: the spaces on which the answer may be true; false when the
	// set has none of them.
	maybe lattice.Set
	// narrow is the space a true answer lets a pointer be cast to, and
	// covers the spaces whose addresses that cast keeps (assume.go).
	narrow target.AddrSpace
	covers lattice.Set
}

// testFor returns the question asked by a call to name, if it is one.
func (r *rewriter) testFor(name string) (spaceTest, bool) {
	return testFor(r.t, name)
}

func testFor(t *target.Target, name string) (spaceTest, bool) {
	if rest, ok := strings.CutPrefix(name, "llvm.nvvm.isspacep."); ok && t.Name() == "nvptx" {
		return nvptxTest(t, rest)
	}
	switch name {
	case "llvm.amdgcn.is.shared":
		return makeTest(t, "local", "local", "local")
	case "llvm.amdgcn.is.private":
		return makeTest(t, "private", "private", "private")
	}
	return spaceTest{}, false
}

func nvptxTest(t *target.Target, which string) (spaceTest, bool) {
	switch which {
	case "global":
		test, ok := makeTest(t, "global", "global param", "global param")
		test.covers = spacesNamed(t, "global")
		return test, ok
	case "shared", "shared.cta":
		test, ok := makeTest(t, "shared", "shared", "shared shared::cluster")
		test.covers = test.maybe
		return test, ok
	case "shared.cluster":
		return makeTest(t, "shared::cluster", "shared shared::cluster", "shared shared::cluster")
	case "local":
		return makeTest(t, "local", "local", "local")
	case "const":
		return makeTest(t, "constant", "constant", "constant")
	}
	return spaceTest{}, false
}

// makeTest builds a test from space names: the space a true answer
// narrows to, the spaces always true, the spaces maybe true. covers is
// maybe unless the caller says otherwise.
func makeTest(t *target.Target, narrow, yes, maybe string) (spaceTest, bool) {
	as, ok := t.SpaceByName(narrow)
	if !ok {
		return spaceTest{}, false
	}
	m := spacesNamed(t, maybe)
	return spaceTest{yes: spacesNamed(t, yes), maybe: m, narrow: as, covers: m}, true
}

// spacesNamed is the set of the target's spaces named in a
// space-separated list (names the target lacks are skipped).
func spacesNamed(t *target.Target, names string) lattice.Set {
	var s lattice.Set
	for _, n := range strings.Fields(names) {
		if as, ok := t.SpaceByName(n); ok {
			b, _ := lattice.Of(t, as)
			s = s.Union(b)
		}
	}
	return s
}

// answer folds the test for set: value and whether it is decided.
func (t spaceTest) answer(set lattice.Set) (value, decided bool) {
	switch {
	case set.IsEmpty():
		return false, false
	case set.SubsetOf(t.yes):
		return true, true
	case set.Intersect(t.maybe).IsEmpty():
		return false, true
	}
	return false, false
}

// foldSpaceTests folds the space tests of the function, and the to_*
// conversions that give null, before any rewrite (the sets are those of
// the original values). The users of what it folded are left in
// r.pending for prune; conversions that give the pointer wait in
// r.deferred until the plan is made (foldDeferred).
func (r *rewriter) foldSpaceTests() {
	var calls []*ir.Instruction
	r.f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpCall && len(addrspace.CallArgs(in)) > 0 {
			calls = append(calls, in)
		}
	})
	for _, in := range calls {
		name := addrspace.CalleeName(in)
		if t, ok := r.testFor(name); ok {
			r.foldTest(in, t)
		} else if sp, ok := addrspace.ConversionCall(r.t, in); ok {
			r.foldConversion(in, sp)
		}
	}
}

func (r *rewriter) foldTest(in *ir.Instruction, t spaceTest) {
	value, decided := t.answer(r.paramSet(addrspace.CallArgs(in)[0]))
	if !decided {
		return
	}
	v := int64(0)
	if value {
		v = 1
	}
	r.replaceTest(in, ir.NewConstInt(r.m.Types.I1, v))
}

// replaceTest replaces a folded test or conversion by v, leaving its
// users for prune.
func (r *rewriter) replaceTest(in *ir.Instruction, v ir.Value) {
	for _, u := range ir.UsersOf(in) {
		if user, ok := u.(*ir.Instruction); ok {
			r.pending = append(r.pending, user)
		}
	}
	ir.ReplaceAllUsesWith(in, v)
	r.dropped = append(r.dropped, addrspace.CallArgs(in)...)
	r.settle(in.Parent)
	in.Erase()
	r.rep.testFolded()
}

func (r *rewriter) foldConversion(in *ir.Instruction, space string) {
	as, ok := r.t.SpaceByName(space)
	if !ok || !addrspace.IsPtrLike(in.Type()) {
		return
	}
	arg := addrspace.CallArgs(in)[0]
	if !r.isGeneric(arg) {
		return
	}
	set := r.res.Set(arg)
	single, _ := lattice.Of(r.t, as)
	switch {
	case set.IsEmpty():
	case set == single:
		r.deferred = append(r.deferred, in)
	case !set.Has(r.t, as):
		r.replaceTest(in, ir.NullOf(in.Type()))
	}
}

// foldDeferred folds the conversions that give their pointer, once the
// plan says which form it has.
func (r *rewriter) foldDeferred() {
	for _, in := range r.deferred {
		if in.Parent == nil {
			continue // in a block prune deleted
		}
		arg := addrspace.CallArgs(in)[0]
		space, _ := addrspace.ConversionCall(r.t, in)
		as, _ := r.t.SpaceByName(space)
		r.replaceTest(in, r.convertTo(in, arg, as))
	}
	r.deferred, r.pending = r.deferred[:0], r.pending[:0]
}

// convertTo returns arg in space as, typed like the conversion's result.
func (r *rewriter) convertTo(in *ir.Instruction, arg ir.Value, as target.AddrSpace) ir.Value {
	if planned, ok := r.planned(arg); ok && planned == as {
		return r.retype(r.specificOf(arg, as), in.Type(), in)
	}
	c := ir.NewCast(ir.OpAddrSpaceCast, arg, r.m.WithAddrSpace(arg.Type(), uint32(as)))
	r.insertBefore(in, c)
	r.ours[c] = true
	return r.retype(c, in.Type(), in)
}
