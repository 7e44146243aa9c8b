package addrspace

import (
	"strconv"
	"strings"

	"memspace/ir"
	"memspace/target"
)

// spvExplicitCast is SPIR-V's OpGenericCastToPtrExplicit as an LLVM
// intrinsic (any overload suffix).
const spvExplicitCast = "llvm.spv.generic.cast.to.ptr.explicit"

// ConversionCall recognizes a call that converts its first argument, a
// generic pointer, to one space or gives null when it points elsewhere,
// and returns that space ("global", "local" or "private"): a builtin
// Conversion knows by name, and on SPIR the SPIR-V explicit cast
// intrinsic, whose result type names the space.
func ConversionCall(t *target.Target, in *ir.Instruction) (string, bool) {
	args := callArgs(in)
	if len(args) == 0 {
		return "", false
	}
	name := calleeName(in)
	if sp, ok := Conversion(name); ok {
		return sp, true
	}
	pt, ok := in.Type().(*ir.PointerType)
	if !ok || t.Name() != "spir" || len(args) != 1 || !strings.HasPrefix(name, spvExplicitCast) {
		return "", false
	}
	switch sp := t.SpaceName(target.AddrSpace(pt.AddrSpace)); sp {
	case "global", "local", "private":
		return sp, true
	}
	return "", false
}

// Conversion recognizes, by the callee's name, the builtins that convert a
// generic pointer to one space and give null when it points elsewhere, and
// returns that space ("global", "local" or "private"):
//
//   - OpenCL 2.0's to_global, to_local and to_private, as __to_global(p)
//     or with clang's Itanium mangling (_Z9to_globalPU3AS4v ...);
//   - Intel's __builtin_IB_to_local(p) and __builtin_IB_to_private(p);
//   - SPIR-V's OpGenericCastToPtrExplicit and OpGenericCastToPtr as the
//     translator and SYCL spell them, __spirv_GenericCastToPtrExplicit_ToGlobal
//     (p, storage) and __spirv_GenericCastToPtr_ToLocal(p), plain or mangled
//     (_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi ...). The
//     non-explicit form is undefined on a pointer of another space, so
//     answering null there refines it.
//
// The pointer is the call's first argument in every form.
func Conversion(name string) (string, bool) {
	mangled := ""
	if rest, ok := strings.CutPrefix(name, "_Z"); ok {
		n := 0
		for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
			n++
		}
		if l, err := strconv.Atoi(rest[:n]); err == nil && l <= len(rest)-n {
			name, mangled = rest[n:n+l], rest[n+l:]
		}
	}
	for _, sp := range [...]string{"global", "local", "private"} {
		upper := strings.ToUpper(sp[:1]) + sp[1:]
		switch name {
		case "to_" + sp:
			if mangled != "" {
				return sp, true
			}
		case "__to_" + sp, "__builtin_IB_to_" + sp,
			"__spirv_GenericCastToPtrExplicit_To" + upper, "__spirv_GenericCastToPtr_To" + upper:
			return sp, true
		}
	}
	return "", false
}
