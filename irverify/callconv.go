package irverify

import (
	"memspace/ir"
)

// What a calling convention allows of a function's signature, with
// LLVM's verifier messages: kernels (amdgpu_kernel, spir_kernel) return
// nothing; they and AMDGPU's shader conventions (vs, hs, gs, ps, cs) take
// no sret, and (but spir_kernel) no byval, preallocated, inalloca or
// stack byref argument; none of these, nor fastcc, coldcc,
// intel_ocl_bicc, ptx_kernel or ptx_device, is variadic. An
// amdgpu_gfx_whole_wave function's first argument is an i1 (the lanes
// that were active), not inreg, and it is not variadic; an x86_intrcc
// function's first argument, if any, is byval (the interrupt frame). A
// backend lowering such a function would have to invent what the call
// passes. amdgpu_es and amdgpu_ls have no signature rule, but like the
// shaders and kernels they are never called (callsite.go).

// ccClass says which of the rules above a convention falls under.
type ccClass uint8

const (
	ccFree      ccClass = iota // C and the rest: no rule
	ccNoVar                    // no varargs
	ccWholeWave                // first argument i1, not inreg; no varargs
	ccInterrupt                // first argument byval
	ccEntry                    // never called (callsite.go); no signature rule
	ccShader                   // no sret, no byval/...; no varargs; never called
	ccKernel                   // void return; then as ccShader
)

var ccClasses = map[string]ccClass{
	"fastcc": ccNoVar, "coldcc": ccNoVar, "intel_ocl_bicc": ccNoVar, "ptx_kernel": ccNoVar, "ptx_device": ccNoVar,
	"amdgpu_gfx_whole_wave": ccWholeWave, "x86_intrcc": ccInterrupt,
	"amdgpu_es": ccEntry, "amdgpu_ls": ccEntry,
	"amdgpu_vs": ccShader, "amdgpu_ps": ccShader, "amdgpu_gs": ccShader,
	"amdgpu_hs": ccShader, "amdgpu_cs": ccShader,
	"amdgpu_kernel": ccKernel, "spir_kernel": ccKernel, "amdgpu_cs_chain": ccKernel, "amdgpu_cs_chain_preserve": ccKernel,
}

// ccProblem returns LLVM's message for the first rule of f's calling
// convention that f breaks, or "". allocaSpace is the data layout's.
func ccProblem(f *ir.Function, allocaSpace uint32) string {
	class := ccClasses[f.CC]
	if f.Sig == nil {
		return ""
	}
	switch class {
	case ccFree, ccEntry:
		return ""
	case ccInterrupt:
		if len(f.Params) > 0 && f.Params[0] != nil && !hasEnum(&f.Params[0].Attrs, "byval") {
			return "Calling convention parameter requires byval"
		}
		return ""
	case ccWholeWave:
		if len(f.Sig.Params) == 0 || !isIntWidth(f.Sig.Params[0], 1) {
			return "Calling convention requires first argument to be i1"
		}
		if len(f.Params) > 0 && f.Params[0] != nil && hasEnum(&f.Params[0].Attrs, "inreg") {
			return "Calling convention requires first argument to not be inreg"
		}
	case ccKernel:
		if !ir.IsVoid(f.Sig.Ret) {
			return "Calling convention requires void return type"
		}
	}
	if class >= ccShader {
		for _, p := range f.Params {
			if p != nil && hasEnum(&p.Attrs, "sret") {
				return "Calling convention does not allow sret"
			}
		}
		if f.CC != "spir_kernel" {
			if msg := stackArgProblem(f, allocaSpace); msg != "" {
				return msg
			}
		}
	}
	if f.Sig.Variadic {
		return "Calling convention does not support varargs or perfect forwarding!"
	}
	return ""
}

// isIntWidth reports whether t is the integer type of n bits.
func isIntWidth(t ir.Type, n int) bool {
	it, ok := t.(*ir.IntType)
	return ok && it.Bits == n
}

// stackArgProblem: arguments of these conventions are not passed in the
// caller's stack.
func stackArgProblem(f *ir.Function, allocaSpace uint32) string {
	for _, p := range f.Params {
		if p == nil {
			continue
		}
		for _, k := range []string{"byval", "preallocated", "inalloca"} {
			if hasEnum(&p.Attrs, k) {
				return "Calling convention disallows " + k
			}
		}
		if hasEnum(&p.Attrs, "byref") {
			if as, ok := ir.AddrSpaceOf(p.Type()); ok && as == allocaSpace {
				return "Calling convention disallows stack byref"
			}
		}
	}
	return ""
}
