package memspaceopt

import (
	"memspace/addrspace"
	"memspace/ir"
	"memspace/target"
)

// By-value arguments read in their space (NVPTX).
//
// What: a call that passes a struct by value (a byval argument) makes llc
// copy the struct into the call's parameter area with loads through the
// argument pointer. The argument must stay a generic pointer (the
// callee's parameter type says so), and llc picks the loads' state space
// from what it sees of that pointer in the call's own block: a generic
// value made in another block (a GEP in the loop body on a kernel
// parameter cast in the entry block, a cast the rewrite placed after the
// definition) is copied with generic ld, although the solve knows its
// space. When the pointer is "addrspacecast X to ptr" right in the call's
// block, with X typed in a concrete space, llc reads with ld.global,
// ld.shared, ld.local or ld.const.
//
// So a generic byval argument whose set is one space gets its specific
// form cast back right before the call:
//
//	entry:
//	  %in.gen = addrspacecast ptr addrspace(1) %in to ptr
//	loop:
//	  %e = getelementptr %struct.float4, ptr %in.gen, i64 %i
//	  call void @f(ptr byval(%struct.float4) align 16 %e)
//
//	loop:
//	  %e1 = getelementptr %struct.float4, ptr addrspace(1) %in, i64 %i
//	  %e.byval = addrspacecast ptr addrspace(1) %e1 to ptr
//	  call void @f(ptr byval(%struct.float4) align 16 %e.byval)
//
// Sound: the new argument is the same address (the solve proved the
// space; the cast there and back is the identity on it), so the callee's
// copy holds the same bytes.
//
// Only where it helps: when the specific form comes down, through GEPs
// and bitcasts, to a cast of a generic value (a load of a pointer, a
// parameter, a call result, an alloca), llc folds the pair of casts and
// still sees a generic pointer, so the argument is left alone; an alloca
// is read with ld.local as it is. Kernel param space is never the target
// (a kernel parameter read in param space is param.go's business). Each
// byval argument is looked at once, and one already cast back from a
// specific pointer in the call's block (a second run) is left alone. A
// load of a pointer that the rewrite retypes to read the specific pointer
// is the specific form itself; the cast back takes the argument's type
// from before the retyping.

// byvalArgs moves the byval arguments of call in as described above.
func (r *rewriter) byvalArgs(in *ir.Instruction) {
	if in.Call() == nil || r.t.Name() != "nvptx" {
		return
	}
	for i, a := range addrspace.CallArgs(in) {
		if _, byval := in.ParamByval(i); !byval || !r.isGeneric(a) || castBackHere(r, a, in.Parent) {
			continue
		}
		as, ok := r.planned(a)
		if !ok || r.isParamSpace(as) || !r.seenInSpace(a, as) {
			continue
		}
		generic := a.Type() // specificOf may retype a load a in place
		nv := r.specificOf(a, as)
		c := ir.NewCast(ir.OpAddrSpaceCast, nv, generic)
		c.SetName(r.uniqueName(suffixed(a.Name(), "byval")))
		r.insertBefore(in, c)
		r.ours[c] = true
		r.replaceOperand(in, i, c)
	}
}

// castBackHere: v is already what byvalArgs makes, a cast of a specific
// pointer to generic in block b (a second run changes nothing).
func castBackHere(r *rewriter, v ir.Value, b *ir.Block) bool {
	c, ok := v.(*ir.Instruction)
	return ok && c.Op == ir.OpAddrSpaceCast && c.Parent == b && !r.isGeneric(c.Operand(0))
}

// seenInSpace reports whether the specific form of generic value v (planned
// in space as) would be a value llc knows to be in as: v comes down,
// through GEPs and bitcasts, to a cast from as of something that is not
// itself a cast from generic, to a constant, or to a load that is retyped
// to load its pointer in as.
func (r *rewriter) seenInSpace(v ir.Value, as target.AddrSpace) bool {
	for range 64 {
		switch x := v.(type) {
		case ir.Constant:
			return true
		case *ir.Instruction:
			switch x.Op {
			case ir.OpGetElementPtr, ir.OpBitCast, ir.OpFreeze:
				v = x.Operand(0)
				continue
			case ir.OpAddrSpaceCast:
				return !r.isGeneric(x.Operand(0)) && !castFromGeneric(r, x.Operand(0))
			case ir.OpLoad:
				return r.retypableLoad(x, as)
			}
		}
		return false
	}
	return false
}

// castFromGeneric reports whether v, a pointer in a concrete space, is a
// cast of a generic value, through GEPs and bitcasts in its space.
func castFromGeneric(r *rewriter, v ir.Value) bool {
	for range 64 {
		x, ok := v.(*ir.Instruction)
		if !ok {
			return false
		}
		switch x.Op {
		case ir.OpGetElementPtr, ir.OpBitCast:
			v = x.Operand(0)
			continue
		case ir.OpAddrSpaceCast:
			return r.isGeneric(x.Operand(0))
		case ir.OpCall:
			_, toGen, isConv := addrspace.NVVMConversion(addrspace.CalleeName(x))
			return isConv && !toGen
		}
		return false
	}
	return true
}
