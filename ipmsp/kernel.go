package ipmsp

import (
	"memspace/callgraph"
	"memspace/ir"
	"memspace/memspaceopt"
	"memspace/target"
)

// Kernel parameters. A CUDA kernel receives its pointers as generic
// values, and every one the kernel uses as a global pointer costs a
// cvta.to.global at the top of the kernel. Pointers it passes on to
// helpers specialized for global memory need that conversion too, so
// without more, specializing helpers moves cvtas into the kernels.
//
// PTX lets a kernel declare that a pointer parameter points to global
// memory (".param .u64 .ptr .global", which llc writes for a kernel
// parameter typed ptr addrspace(1)); the parameter list keeps its layout,
// the launch passes the same 64-bit value, and the kernel uses it as a
// global address with no conversion. OpenCL kernels compiled for NVPTX
// and Triton's kernels are declared this way. It relies on what the solve
// already assumes for these parameters (they point to global memory, the
// only memory the host can hand out) and on a global address being its own
// generic address (memspaceopt.SameBits), which is how CUDA devices map
// global memory.
//
// So on NVPTX, a kernel pointer parameter that the solve places in global
// memory (a plain parameter: not byval, not grid_constant) is given the
// global space in the kernel's signature, with one cast back to generic
// for the body, as for helpers (specializeParams); memspace-opt then
// folds the cast into the address chains, and calls pass the global
// parameter on as it is. A parameter is retyped only when some use gains
// from a space (gainsFromSpace: an access, a cast, an intrinsic, a call of
// a defined function); a kernel that is also called, or whose address is
// taken, keeps its signature. -ipmsp-global-kernel-params=false turns this
// off.
//
//	define ptx_kernel void @k(ptr %in) {
//	  %v = load float, ptr %in
//
//	define ptx_kernel void @k(ptr addrspace(1) %in) {
//	  %in.gen = addrspacecast ptr addrspace(1) %in to ptr
//	  %v = load float, ptr %in.gen        ; memspace-opt: ptr addrspace(1) %in

// specializeKernels retypes the global pointer parameters of kernels.
func (s *state) specializeKernels(kernels []*ir.Function) {
	global, ok := s.t.SpaceByName("global")
	if s.reportOnly || !s.retypeKernels || !ok || !memspaceopt.SameBits(s.t, global) {
		return
	}
	for _, k := range kernels {
		if !s.kernelMayChange(s.cg.Node(k)) {
			continue
		}
		var spec []slotSpace
		for i, p := range k.Params {
			if s.globalKernelParam(p, global) && s.gainsFromSpace(p) {
				spec = append(spec, slotSpace{i, global})
			}
		}
		if len(spec) == 0 {
			continue
		}
		s.specializeParams(k, spec)
		s.noteChange()
		s.printf("%s : changed in argument memory space (%d arguments)\n", fnRef{k}, len(spec))
		s.remark("Passed", "KernelParams", k, "pointer parameters declared global: "+s.spacesText(k))
	}
}

// kernelMayChange reports whether a kernel's signature is ours to change:
// it is defined, solved in this round, and no call or address-taking use
// depends on its type.
func (s *state) kernelMayChange(n *callgraph.Node) bool {
	if n == nil {
		return false
	}
	f := n.F
	if f.IsDeclaration() || !s.res.Solved(f) || s.res.Frozen(f) || s.hasMustTail(f) || interposable(f) {
		return false
	}
	return len(n.Callers()) == 0 && !n.AddressTaken()
}

// globalKernelParam reports whether p is a plain generic pointer
// parameter of a kernel that the solve places in global memory.
func (s *state) globalKernelParam(p *ir.Argument, global target.AddrSpace) bool {
	if !s.isGeneric(p.Type()) || copyLike(p) || !s.res.IsGlobalKernelParam(p) {
		return false
	}
	as, ok := s.res.Set(p).Single(s.t)
	return ok && as == global
}
