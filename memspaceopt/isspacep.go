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
// become true when p's set is exactly that space and false when the set
// excludes it. Spaces that overlap count as not excluded: global and param
// (a param address made generic may read as global), shared and
// shared::cluster (a CTA's shared memory is part of its cluster's). A
// shared pointer is in the cluster's shared window, so
// isspacep.shared.cluster is true for a pointer proven shared.
//
// The OpenCL conversions __to_global, __to_local and __to_private(p)
// return p in that space or null: they fold to p's specific form, or to
// null, the same way.

// spaceTest describes what a test intrinsic asks.
type spaceTest struct {
	// yes: the sets for which the answer is true (a subset test).
	yes lattice.Set
	// maybe: the spaces that must all be absent for the answer to be false.
	maybe lattice.Set
}

// testFor returns the question asked by a call to name, if it is one.
func (r *rewriter) testFor(name string) (spaceTest, bool) {
	if rest, ok := strings.CutPrefix(name, "llvm.nvvm.isspacep."); ok && r.t.Name() == "nvptx" {
		return r.nvptxTest(rest)
	}
	switch name {
	case "llvm.amdgcn.is.shared":
		return r.simpleTest("local")
	case "llvm.amdgcn.is.private":
		return r.simpleTest("private")
	}
	return spaceTest{}, false
}

func (r *rewriter) nvptxTest(which string) (spaceTest, bool) {
	switch which {
	case "global":
		return r.overlapTest("global", "param")
	case "shared", "shared.cta":
		return r.overlapTest("shared", "shared::cluster")
	case "shared.cluster":
		t, _ := r.overlapTest("shared::cluster", "shared")
		t.yes = t.maybe
		return t, true
	case "local":
		return r.simpleTest("local")
	case "const":
		return r.overlapTest("constant", "param")
	}
	return spaceTest{}, false
}

func (r *rewriter) simpleTest(space string) (spaceTest, bool) {
	return r.overlapTest(space, "")
}

// overlapTest: true only for exactly space; false when neither space nor
// the one overlapping it is possible.
func (r *rewriter) overlapTest(space, overlap string) (spaceTest, bool) {
	as, ok := r.t.SpaceByName(space)
	if !ok {
		return spaceTest{}, false
	}
	s, _ := lattice.Of(r.t, as)
	t := spaceTest{yes: s, maybe: s}
	if o, ok := r.t.SpaceByName(overlap); ok {
		os, _ := lattice.Of(r.t, o)
		t.maybe = t.maybe.Union(os)
	}
	return t, true
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

// foldSpaceTests folds the space tests and to_* conversions of the
// function before any rewrite (the sets are those of the original values).
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
		} else if sp, ok := openCLConversion(name); ok {
			r.foldConversion(in, sp)
		}
	}
}

func (r *rewriter) foldTest(in *ir.Instruction, t spaceTest) {
	value, decided := t.answer(r.res.Set(addrspace.CallArgs(in)[0]))
	if !decided {
		return
	}
	v := int64(0)
	if value {
		v = 1
	}
	ir.ReplaceAllUsesWith(in, ir.NewConstInt(r.m.Types.I1, v))
	r.dropped = append(r.dropped, addrspace.CallArgs(in)...)
	in.Erase()
	r.rep.testFolded()
}

// openCLConversion recognizes __to_global, __to_local and __to_private
// (and their Itanium-mangled spellings).
func openCLConversion(name string) (string, bool) {
	for _, sp := range []string{"global", "local", "private"} {
		if name == "__to_"+sp || strings.HasPrefix(name, "_Z"+itoa(len("to_"+sp))+"to_"+sp) {
			return sp, true
		}
	}
	return "", false
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
	var v ir.Value
	switch {
	case set.IsEmpty():
		return
	case set == single:
		v = r.convertTo(in, arg, as)
	case !set.Has(r.t, as):
		v = ir.NullOf(in.Type())
	default:
		return
	}
	ir.ReplaceAllUsesWith(in, v)
	r.dropped = append(r.dropped, addrspace.CallArgs(in)...)
	in.Erase()
	r.rep.testFolded()
}

// convertTo returns arg in space as, typed like the conversion's result.
func (r *rewriter) convertTo(in *ir.Instruction, arg ir.Value, as target.AddrSpace) ir.Value {
	if planned, ok := r.planned(arg); ok && planned == as {
		return r.retype(r.specificOf(arg, as), in.Type(), in)
	}
	c := ir.NewCast(ir.OpAddrSpaceCast, arg, r.m.WithAddrSpace(arg.Type(), uint32(as)))
	ir.InsertBefore(in, c)
	r.ours[c] = true
	return r.retype(c, in.Type(), in)
}
