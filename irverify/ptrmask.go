package irverify

import (
	"strings"

	"memspace/ir"
	"memspace/target"
)

// llvm.ptrmask, the intrinsic memspace reads as keeping its pointer's
// space, checked as LLVM checks its calls, with its messages: the mask
// is an integer (or a vector of as many integers) as wide as the
// pointer's index type in the data layout. Typed-pointer modules are
// left to LLVM 14, whose rules this does not repeat.

// checkPtrMask checks a call of llvm.ptrmask.*.
func (c *funcChecker) checkPtrMask(in *ir.Instruction) {
	callee, _ := in.Callee().(*ir.Function)
	if callee == nil || !strings.HasPrefix(callee.Name(), "llvm.ptrmask.") || c.m == nil || c.m.TypedPointers {
		return
	}
	if msg := ptrMaskProblem(callee.Sig, c.dataLayout()); msg != "" {
		c.errorf(in, "%s", msg)
	}
}

// ptrMaskProblem returns LLVM's message for llvm.ptrmask declared with
// type sig in a module with data layout dl (nil: unknown), or "".
func ptrMaskProblem(sig *ir.FuncType, dl *target.DataLayout) string {
	switch {
	case sig == nil || sig.Variadic:
		return ""
	case len(sig.Params) < 2:
		return "Callsite was not defined with variable arguments!"
	case len(sig.Params) > 2 || sig.Params[0] != sig.Ret || !isIntOrIntVector(sig.Params[1]):
		return "Intrinsic has incorrect argument type!"
	}
	ptr, mask := sig.Ret, sig.Params[1]
	pv, pvec := ptr.(*ir.VectorType)
	mv, mvec := mask.(*ir.VectorType)
	switch {
	case !isPtrOrPtrVector(ptr):
		return "llvm.ptrmask intrinsic first argument must be pointer or vector of pointers"
	case pvec != mvec:
		return "llvm.ptrmask intrinsic arguments must be both scalars or both vectors"
	case pvec && (pv.Len != mv.Len || pv.Scalable != mv.Scalable):
		return "llvm.ptrmask intrinsic arguments must have the same number of elements"
	}
	as, _ := ir.AddrSpaceOf(ptr)
	if it, ok := scalarOf(mask).(*ir.IntType); dl != nil && ok && int(it.Bits) != dl.Pointer(target.AddrSpace(as)).IndexBits {
		return "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument"
	}
	return ""
}
