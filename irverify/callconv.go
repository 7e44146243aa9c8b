package irverify

import (
	"memspace/ir"
)

// What a calling convention allows of a function's signature, with
// LLVM's verifier messages: kernels (amdgpu_kernel, spir_kernel) return
// nothing; they and AMDGPU's shader conventions take no sret, and (but
// spir_kernel) no byval, preallocated, inalloca or stack byref argument;
// none of these, nor fastcc, coldcc, intel_ocl_bicc, ptx_kernel or
// ptx_device, is variadic. A backend lowering such a function would have
// to invent what the call passes.

// ccClass says which of the rules above a convention falls under.
type ccClass uint8

const (
	ccFree   ccClass = iota // C and the rest: no rule
	ccNoVar                 // no varargs
	ccShader                // no sret, no byval/...; no varargs; never called (callsite.go)
	ccKernel                // void return; then as ccShader
)

var ccClasses = map[string]ccClass{
	"fastcc": ccNoVar, "coldcc": ccNoVar, "intel_ocl_bicc": ccNoVar, "ptx_kernel": ccNoVar, "ptx_device": ccNoVar,
	"amdgpu_vs": ccShader, "amdgpu_ps": ccShader, "amdgpu_gs": ccShader, "amdgpu_es": ccShader,
	"amdgpu_hs": ccShader, "amdgpu_ls": ccShader, "amdgpu_cs": ccShader,
	"amdgpu_kernel": ccKernel, "spir_kernel": ccKernel, "amdgpu_cs_chain": ccKernel, "amdgpu_cs_chain_preserve": ccKernel,
}

// ccProblem returns LLVM's message for the first rule of f's calling
// convention that f breaks, or "". allocaSpace is the data layout's.
func ccProblem(f *ir.Function, allocaSpace uint32) string {
	class := ccClasses[f.CC]
	if class == ccFree || f.Sig == nil {
		return ""
	}
	if class == ccKernel {
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
