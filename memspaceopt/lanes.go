package memspaceopt

import (
	"memspace/ir"
)

// Lane casts: on a target whose code generators take no addrspacecast of
// a vector of pointers (SPIR: SPIR-V's OpGenericCastToPtr and
// OpPtrCastToGeneric take one pointer, and LLVM's SPIR-V backend cannot
// legalize the vector form, as LLVM's CodeGen/SPIRV
// intel-gather-scatter.ll showed), each vector cast memspace-opt made is
// split into one cast per lane:
//
//	%ps.global = addrspacecast <2 x ptr addrspace(4)> %ps to <2 x ptr addrspace(1)>
//
// becomes
//
//	%1 = extractelement <2 x ptr addrspace(4)> %ps, i32 0
//	%2 = addrspacecast ptr addrspace(4) %1 to ptr addrspace(1)
//	%3 = insertelement <2 x ptr addrspace(1)> zeroinitializer, ptr addrspace(1) %2, i32 0
//	...
//	%ps.global = insertelement <2 x ptr addrspace(1)> %3, ptr addrspace(1) %5, i32 1
//
// The lanes compute what the vector cast does, lane by lane, so the rule
// that made the cast still holds for each. The chain starts from the null
// vector, not poison: every lane is overwritten, and the SPIR-V backend
// cannot legalize a poison vector of pointers either. Scalable vectors
// have no fixed lanes and keep their cast; the casts the input had are
// left alone.

// splitVectorCasts splits the vector casts memspace-opt made in f, in
// program order (the new values are numbered in that order).
func splitVectorCasts(r *rewriter, f *ir.Function) {
	if r.t.CastsVectors() || !anyVectorCast(r.ours) {
		return // the usual case: no walk of the function
	}
	var casts []*ir.Instruction
	f.Instructions(func(in *ir.Instruction) {
		if r.ours[in] && isFixedVectorCast(in) {
			casts = append(casts, in)
		}
	})
	for _, c := range casts {
		splitCast(r, c)
	}
}

// anyVectorCast reports whether one of the casts made is a vector cast.
func anyVectorCast(ours map[*ir.Instruction]bool) bool {
	for in := range ours {
		if isFixedVectorCast(in) {
			return true
		}
	}
	return false
}

// isFixedVectorCast reports whether in, still in its function, casts a
// vector of a fixed number of pointers.
func isFixedVectorCast(in *ir.Instruction) bool {
	vt, ok := in.Type().(*ir.VectorType)
	return ok && !vt.Scalable && in.Op == ir.OpAddrSpaceCast && in.Parent != nil
}

// splitCast replaces vector cast c by one cast per lane, inserted before it.
func splitCast(r *rewriter, c *ir.Instruction) {
	vt := c.Type().(*ir.VectorType)
	src := c.Operand(0)
	from := src.Type().(*ir.VectorType).Elem
	var out ir.Value = ir.NewConstSimple(vt, ir.KindZero)
	for k := range vt.Len {
		idx := ir.NewConstInt(r.m.Types.Int(32), int64(k))
		lane := ir.NewInstruction(ir.OpExtractElement, from, src, idx)
		cast := ir.NewCast(ir.OpAddrSpaceCast, lane, vt.Elem)
		ins := ir.NewInstruction(ir.OpInsertElement, vt, out, cast, idx)
		for _, in := range []*ir.Instruction{lane, cast, ins} {
			in.MD = c.DebugLocOnly()
			ir.InsertBefore(c, in)
		}
		out = ins
	}
	if last, ok := out.(*ir.Instruction); ok {
		name := c.Name()
		c.SetName("")
		last.SetName(name)
	}
	ir.ReplaceAllUsesWith(c, out)
	c.Erase()
}
