package memspaceopt

import (
	"slices"
	"strings"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/target"
)

// rewriteUses walks the function's original instructions and moves every
// address operand that has a specific form to it: loads, stores, atomics,
// memory intrinsics and the other pointer intrinsics, and casts to the
// space a pointer is already in. Comparisons of two resolved pointers come
// last, when it is known which operands the rewrite replaced (a load
// retyped for a later access is replaced by its cast back).
func (r *rewriter) rewriteUses() {
	list, compares := r.list[:0], r.compares[:0]
	r.f.Instructions(func(in *ir.Instruction) { list = append(list, in) })
	defer func() { r.list, r.compares = list, compares }()
	for _, in := range list {
		switch {
		case in.Parent == nil || r.ours[in] || r.isClone[in]:
		case in.Op == ir.OpICmp:
			compares = append(compares, in)
		default:
			r.rewriteUse(in)
		}
	}
	for _, in := range compares {
		r.compare(in)
	}
}

func (r *rewriter) rewriteUse(in *ir.Instruction) {
	switch in.Op {
	case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
		r.memoryAccess(in)
	case ir.OpAddrSpaceCast:
		r.castToKnownSpace(in)
	case ir.OpCall:
		r.intrinsicUse(in)
		r.byvalArgs(in)
	}
}

// memoryAccess moves a load, store, atomicrmw or cmpxchg to the specific
// address when allowed, and records the access otherwise.
func (r *rewriter) memoryAccess(in *ir.Instruction) {
	i := in.PointerOperandIndex()
	ptr := in.Operand(i)
	r.rep.checkAtomic(r, in, r.analyzedValue(ptr))
	if !r.isGeneric(ptr) {
		return
	}
	as, ok := r.planned(ptr)
	if !ok || !r.volatileAllows(in, as) || !r.movesTo(in, as) {
		r.accesses = append(r.accesses, access{in: in, ptr: ptr})
		r.rep.unresolved(r, in, ptr)
		return
	}
	r.replaceOperand(in, i, r.specificOf(ptr, as))
	r.rep.resolvedAccess(r, in, r.analyzedValue(ptr), as)
}

// volatileAllows says whether a volatile access may move to space as. On
// NVPTX volatile ld/st exist for global and shared memory; volatile
// atomics and every other target keep the generic form (as LLVM's
// infer-address-spaces does through hasVolatileVariant).
func (r *rewriter) volatileAllows(in *ir.Instruction, as target.AddrSpace) bool {
	if !in.Flags.Has(ir.Volatile) {
		return true
	}
	if r.t.Name() != "nvptx" || (in.Op != ir.OpLoad && in.Op != ir.OpStore) {
		return false
	}
	return as == target.NVPTXGlobal || as == target.NVPTXShared
}

// compare rewrites "icmp p, q" when both pointers resolve to one space (or
// one of them is null) and one of them is an address chain or cast that
// the rewrite replaces, whose generic form would otherwise need a cast
// back. Two values that stay generic anyway (parameters, loads, calls,
// constants) are compared as they are: their specific forms would cost a
// cast each, null's included.
func (r *rewriter) compare(in *ir.Instruction) {
	a, b := in.Operand(0), in.Operand(1)
	if !r.isGeneric(a) || !addrspace.IsPtrLike(a.Type()) || (r.staysGeneric(a) && r.staysGeneric(b)) {
		return
	}
	asA, okA := r.planned(a)
	asB, okB := r.planned(b)
	_, nullA := a.(*ir.ConstSimple)
	_, nullB := b.(*ir.ConstSimple)
	switch {
	case okA && okB && asA == asB:
	case okA && nullB:
		asB = asA
	case okB && nullA:
		asA = asB
	default:
		return
	}
	if r.isParamSpace(asA) {
		return // param pointers are compared as generic ones
	}
	r.replaceOperand(in, 0, r.specificOf(a, asA))
	r.replaceOperand(in, 1, r.specificOf(b, asB))
}

// staysGeneric reports whether v keeps its generic form whatever the
// rewrite does: a parameter, a constant, or an instruction that is neither
// an address chain nor a cast from a concrete space.
func (r *rewriter) staysGeneric(v ir.Value) bool {
	in, ok := v.(*ir.Instruction)
	if !ok {
		return true
	}
	_, kind := r.formOperands(in)
	return kind == formRoot
}

// castToKnownSpace folds "addrspacecast p to S" when p is known to be in
// S: its users take p's specific form.
func (r *rewriter) castToKnownSpace(in *ir.Instruction) {
	src := in.Operand(0)
	dst, _ := ir.AddrSpaceOf(in.Type())
	if !r.isGeneric(src) {
		return
	}
	as, ok := r.planned(src)
	if !ok || as != target.AddrSpace(dst) {
		return
	}
	r.replaceCast(in, r.retype(r.specificOf(src, as), in.Type(), in))
}

// replaceCast replaces a cast by v and deletes it.
func (r *rewriter) replaceCast(in *ir.Instruction, v ir.Value) {
	if v == ir.Value(in) {
		return // the cast is already the specific form (a reused one)
	}
	ir.ReplaceAllUsesWith(in, v)
	r.forget(in) // a value's specific form may be this cast (foldDeferred)
	r.dropped = append(r.dropped, in.Operands()...)
	r.settle(in.Parent)
	in.Erase()
	r.rep.count(StatFolded, 1)
}

// intrinsicUse rewrites the pointer operands of the intrinsics that have
// a version per address space.
func (r *rewriter) intrinsicUse(in *ir.Instruction) {
	name := addrspace.CalleeName(in)
	switch {
	case addrspace.IsMemTransfer(name), addrspace.IsMemSet(name):
		r.memIntrinsic(in, name)
	case hasPrefix(name, "llvm.masked.load.", "llvm.masked.gather.", "llvm.prefetch."):
		r.overloadedUse(in, 0)
	case hasPrefix(name, "llvm.masked.store.", "llvm.masked.scatter."):
		r.overloadedUse(in, 1)
	case addrspace.IsWMMAMemory(name):
		r.overloadedUse(in, 0)
	case hasPrefix(name, "llvm.amdgcn.load.to.lds.", "llvm.amdgcn.make.buffer.rsrc."):
		r.spaceUse(in, 0, "global")
	case hasPrefix(name, "llvm.nvvm.prefetch.tensormap."):
		r.spaceUse(in, 0, "constant", "param")
	case hasPrefix(name, "llvm.nvvm.atomic.") && len(addrspace.CallArgs(in)) > 0:
		// Checked, never moved: llc-22 emits these without a state space
		// whatever their pointer's type, so a shared or global operand
		// would reach a generic atom unconverted.
		r.rep.checkAtomic(r, in, addrspace.CallArgs(in)[0])
	default:
		if sp, toGen, ok := addrspace.NVVMConversion(name); ok && !toGen {
			r.conversionToSpace(in, sp)
		}
	}
}

// memIntrinsic moves the dest (and source) of a non-volatile memcpy,
// memmove or memset and re-mangles its name.
func (r *rewriter) memIntrinsic(in *ir.Instruction, name string) {
	args := addrspace.CallArgs(in)
	if len(args) < 4 || isTrue(args[3]) {
		return
	}
	n := 1
	if addrspace.IsMemTransfer(name) {
		n = 2
	}
	changed := false
	for i := range n {
		if r.moveArg(in, i) {
			changed = true
		} else if p := args[i]; r.isGeneric(p) {
			r.rep.unresolved(r, in, p) // llc expands it into generic ld/st
		}
	}
	if !changed {
		return
	}
	args = addrspace.CallArgs(in)
	parts := []string{memBase(name)}
	for i := range n {
		parts = append(parts, mangle(args[i].Type()))
	}
	parts = append(parts, mangle(args[2].Type()))
	r.retarget(in, strings.Join(parts, "."))
}

// memBase is the unmangled name of a memory intrinsic.
func memBase(name string) string {
	for _, b := range []string{"llvm.memcpy.inline", "llvm.memset.inline", "llvm.memcpy", "llvm.memmove", "llvm.memset"} {
		if strings.HasPrefix(name, b+".") {
			return b
		}
	}
	return name
}

func isTrue(v ir.Value) bool {
	c, ok := v.(*ir.ConstInt)
	return !ok || !c.IsZero()
}

// moveArg replaces argument i by its specific form when it has one (not
// in param space, where intrinsics do not go).
func (r *rewriter) moveArg(in *ir.Instruction, i int) bool {
	arg := addrspace.CallArgs(in)[i]
	if !r.isGeneric(arg) {
		return false
	}
	as, ok := r.planned(arg)
	if !ok || r.isParamSpace(as) || (r.isConstantSpace(as) && writesThrough(in, i)) {
		return false
	}
	r.replaceOperand(in, i, r.specificOf(arg, as))
	return true
}

// writesThrough reports whether intrinsic call in writes through its
// pointer argument i: the destination of memcpy, memmove and memset, the
// pointers of a masked store or scatter, a WMMA store's.
func writesThrough(in *ir.Instruction, i int) bool {
	name := addrspace.CalleeName(in)
	switch {
	case addrspace.IsMemTransfer(name), addrspace.IsMemSet(name):
		return i == 0
	case hasPrefix(name, "llvm.masked.store.", "llvm.masked.scatter."):
		return true
	}
	return addrspace.IsWMMAMemory(name) && strings.Contains(name, ".store.")
}

// overloadedUse moves the pointer argument i of an intrinsic overloaded on
// that pointer type (its mangled type ends the name).
func (r *rewriter) overloadedUse(in *ir.Instruction, i int) {
	r.remangled(in, i, func() bool { return r.moveArg(in, i) })
}

// spaceUse moves pointer argument i of an intrinsic that takes only some
// spaces there, and only to one of those (named as the target names
// them), re-mangling its name:
//   - AMDGPU's load.to.lds source and make.buffer.rsrc base: global. A
//     global pointer's flat form is the same number (target.KeepsBits),
//     so the intrinsic gets the same address; an LDS or private pointer
//     is another number, which they do not take.
//   - NVPTX's prefetch.tensormap: constant or param, the two state spaces
//     PTX's prefetch.tensormap names; any other stays generic.
//
// Why it holds in every execution: the argument's space is the solve's
// plan for it, which every value reaching it is proven to be in (as for a
// load's address), and specificOf converts the same pointer to that
// space; the call then names the same object in the form the intrinsic
// takes for it, a hint (prefetch) or an address read as global memory.
func (r *rewriter) spaceUse(in *ir.Instruction, i int, names ...string) {
	r.remangled(in, i, func() bool {
		arg := addrspace.CallArgs(in)[i]
		if !r.isGeneric(arg) {
			return false
		}
		as, ok := r.planned(arg)
		if !ok || !slices.Contains(names, r.t.SpaceName(as)) {
			return false
		}
		r.replaceOperand(in, i, r.specificOf(arg, as))
		return true
	})
}

// remangled runs move, which may replace argument i of intrinsic call in,
// when the intrinsic's name ends in that argument's mangled type, and
// after a move re-mangles the name for the argument's new type.
func (r *rewriter) remangled(in *ir.Instruction, i int, move func() bool) {
	args := addrspace.CallArgs(in)
	if i >= len(args) {
		return
	}
	old := args[i].Type()
	name := addrspace.CalleeName(in)
	if !strings.HasSuffix(name, "."+mangle(old)) || !move() {
		return
	}
	r.retarget(in, strings.TrimSuffix(name, mangle(old))+mangle(addrspace.CallArgs(in)[i].Type()))
}

// conversionToSpace folds llvm.nvvm.ptr.gen.to.S(p) when p is known to be
// in S.
func (r *rewriter) conversionToSpace(in *ir.Instruction, space string) {
	sp, ok := r.t.SpaceByName(space)
	args := addrspace.CallArgs(in)
	if !ok || len(args) == 0 || !r.isGeneric(args[0]) {
		return
	}
	if as, planned := r.planned(args[0]); planned && as == sp {
		r.replaceCast(in, r.retype(r.specificOf(args[0], as), in.Type(), in))
	}
}

// retarget makes a call use the intrinsic called name, declared with the
// call's current argument types.
func (r *rewriter) retarget(in *ir.Instruction, name string) {
	old := in.CalledFunction()
	var params []ir.Type
	for i, a := range addrspace.CallArgs(in) {
		if i < len(old.Sig.Params) {
			params = append(params, a.Type())
		}
	}
	nf := r.intrinsic(name, old, old.Sig.Ret, params)
	in.SetOperand(in.NumOperands()-1, nf)
	in.ElemType = nf.Sig
}

func hasPrefix(name string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}
