package memspaceopt

import (
	"strconv"
	"strings"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Kernel parameters in param space (NVPTX).
//
// What: a byval or grid_constant kernel parameter is the kernel's copy of
// the argument in param space (101); the solver gives pointers into it
// the set {param}. Reads through such a pointer become loads in param
// space, which the backend emits as ld.param:
//
//	define ptx_kernel void @k(ptr byval(%S) align 8 "nvvm.grid_constant" %s, ptr %out)
//	  %f = getelementptr inbounds i8, ptr %s, i64 8
//	  %n = load i32, ptr %f
//	  call void @use(ptr %s)
//
//	  %s.param = addrspacecast ptr %s to ptr addrspace(101)
//	  %f = getelementptr inbounds i8, ptr addrspace(101) %s.param, i64 8
//	  %n = load i32, ptr addrspace(101) %f
//	  call void @use(ptr %s)
//
// Uses that let the address escape (calls, stores of it, ptrtoint,
// comparisons) keep the generic parameter, which LLVM lowers to the
// parameter's generic address (cvta.param). Writes, atomics, volatile
// reads, memory copies and the other intrinsics keep it too: param space
// has none of them, or LLVM's lowering would not expect them there. Nothing is ever cast to constant space (cvta.to.const of a param
// address is undefined).
//
// Why the cast is safe only sometimes: the cast of the parameter to 101
// is what LLVM's own argument lowering (NVPTXLowerArgs) writes, and it
// stays the parameter's param address only when that lowering does not
// replace the parameter by a local copy. It copies a byval parameter that
// may be written, whose address escapes, or that flows through a phi or
// select, unless it can take the parameter's generic address instead
// (cvta.param, sm_70 and PTX 7.7 up) and the parameter is grid_constant
// or only read. After a copy, a cast to 101 would read the copy's local
// address as a param address. So a parameter gets its param form only
//
//   - when every use of it (through GEPs, bitcasts and casts to param
//     space) is a plain load, so no copy is ever made and no cast back to
//     generic is needed; or
//   - when it is grid_constant and the function's target (its
//     "target-cpu" and "target-features" attributes) has cvta.param, which
//     then also serves the uses that stay generic.

// The same lowering decides what a param pointer's generic address is:
// the parameter's own (cvta.param) on targets that have cvta.param, but on
// others a grid_constant parameter whose address escapes is copied into
// local memory, and its generic address is the copy's. So where the
// function's target is not known to have cvta.param, a set holding param
// is taken to hold local too when space tests are folded and
// !noalias.addrspace is planned (paramSet).

// paramSet is v's set, with local added to a set holding param where the
// function's target may copy kernel parameters (see above).
func (r *rewriter) paramSet(v ir.Value) lattice.Set {
	set := r.res.Set(v)
	if r.t.Name() != "nvptx" || !set.Has(r.t, target.NVPTXParam) {
		return set
	}
	if !r.paramCopiesKnown {
		r.paramCopies, r.paramCopiesKnown = !hasCvtaParam(r.m, r.f), true
	}
	if !r.paramCopies {
		return set
	}
	local, _ := lattice.Of(r.t, target.NVPTXLocal)
	return set.Union(local)
}

// isParamSpace reports whether as is NVPTX's kernel-parameter space.
func (r *rewriter) isParamSpace(as target.AddrSpace) bool {
	return r.t.Name() == "nvptx" && as == target.NVPTXParam
}

// rootCastable reports whether a value without operands to rebuild from
// (a parameter, a constant) may be cast to space as. A byval or
// grid_constant kernel parameter may only be cast to param space, and
// only as paramForm allows; nothing else may be cast to param space.
func (r *rewriter) rootCastable(v ir.Value, as target.AddrSpace) bool {
	a, isArg := v.(*ir.Argument)
	byvalKernelParam := isArg && a.Parent != nil && r.res.IsKernel(a.Parent) && a.Attrs.Has("byval")
	switch {
	case r.isParamSpace(as):
		return byvalKernelParam && r.paramForm(a)
	case byvalKernelParam:
		return false
	}
	return r.castable(as)
}

// paramForm reports whether kernel parameter a may be given its param
// form (see above).
func (r *rewriter) paramForm(a *ir.Argument) bool {
	if onlyLoaded(a) {
		return true
	}
	return r.gridConstant(a) && hasCvtaParam(r.m, a.Parent)
}

// gridConstant reports whether the solve took a for a grid_constant
// parameter (by attribute or !nvvm.annotations). It answers what the
// FromGridConstant origin of a's set says, also when the solve kept no
// origins (TestGridConstantParamMatchesOrigins), so paramForm's argument
// above holds as it did: the param form is given only to a parameter the
// launch passes in param space in every execution.
func (r *rewriter) gridConstant(a *ir.Argument) bool {
	return r.res.IsGridConstantParam(a)
}

// onlyLoaded reports whether every use of the address v, followed through
// GEPs, bitcasts and casts to param space, is a plain load of it (or a
// lifetime or debug marker).
func onlyLoaded(v ir.Value) bool {
	for _, u := range ir.UsersOf(v) {
		in, ok := u.(*ir.Instruction)
		if !ok {
			if _, md := u.(*ir.ValueAsMetadata); md {
				continue
			}
			return false
		}
		if !loadedUse(in, v) {
			return false
		}
	}
	return true
}

// loadedUse judges one use of address v by in for onlyLoaded.
func loadedUse(in *ir.Instruction, v ir.Value) bool {
	switch in.Op {
	case ir.OpLoad:
		return !in.Flags.Has(ir.Volatile) && in.Ordering == ir.NotAtomic
	case ir.OpGetElementPtr, ir.OpBitCast:
		return in.Operand(0) == v && onlyLoaded(in)
	case ir.OpAddrSpaceCast:
		as, _ := ir.AddrSpaceOf(in.Type())
		return target.AddrSpace(as) == target.NVPTXParam && onlyLoaded(in)
	case ir.OpCall:
		return hasPrefix(addrspace.CalleeName(in), "llvm.lifetime.", "llvm.dbg.")
	}
	return false
}

// hasCvtaParam reports whether f's target has cvta.param: sm_70 and PTX
// 7.7 or later, read from its "target-cpu" and "target-features"
// attributes. Without a PTX feature the processor's least PTX version
// counts, which is 7.8 from sm_89 on. Without a processor it is unknown,
// hence false.
func hasCvtaParam(m *ir.Module, f *ir.Function) bool {
	cpu, ok := m.FnAttr(f, "target-cpu")
	if !ok {
		return false
	}
	sm, ok := versionAfter(cpu.Value, "sm_")
	if !ok || sm < 70 {
		return false
	}
	ptx := 0
	if feats, ok := m.FnAttr(f, "target-features"); ok {
		for _, feat := range strings.Split(feats.Value, ",") {
			if v, ok := versionAfter(feat, "+ptx"); ok && v > ptx {
				ptx = v
			}
		}
	}
	if ptx == 0 {
		return sm >= 89
	}
	return ptx >= 77
}

// versionAfter reads the number that follows prefix in s ("sm_90a": 90).
func versionAfter(s, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return 0, false
	}
	end := 0
	for end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(rest[:end])
	return n, err == nil
}

// movesTo reports whether the access in may use a pointer in space as:
// in param and constant space only plain loads. A store or atomic through
// a constant pointer (clang accepts "j++" on a __constant__ variable) stays
// generic, as the input had it: PTX has no st.const or atom.const, and
// the AMDGPU backend cannot select a store to address space 4.
func (r *rewriter) movesTo(in *ir.Instruction, as target.AddrSpace) bool {
	if !r.isParamSpace(as) && !r.isConstantSpace(as) {
		return true
	}
	return in.Op == ir.OpLoad && in.Ordering == ir.NotAtomic
}

// isConstantSpace reports whether as is the target's constant memory,
// which kernels only read.
func (r *rewriter) isConstantSpace(as target.AddrSpace) bool {
	return r.t.SpaceName(as) == "constant"
}
