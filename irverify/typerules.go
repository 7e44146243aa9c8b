package irverify

import (
	"strings"

	"memspace/ir"
)

// This file checks where LLVM's verifier lets special types stand: tokens,
// metadata and x86_amx only at intrinsics, scalable types in no global,
// target extension types only in the memory their properties allow
// (ir.TargetExtPropsOf). The messages are LLVM's.

// checkGlobalTypes checks the value types of global variables.
func checkGlobalTypes(m *ir.Module) []problem {
	var out []problem
	for _, g := range m.Globals {
		if g != nil && !isNilType(g.ValueType) {
			if msg := globalTypeProblem(g, g.ValueType, m.TypedPointers); msg != "" {
				out = append(out, problem{"global @" + ir.QuoteName(g.Name()) + ": " + msg, g})
			}
		}
	}
	return out
}

// globalTypeProblem returns LLVM's message when a global variable may not
// hold a value of type vt, "" when it may.
func globalTypeProblem(g *ir.GlobalVariable, vt ir.Type, typed bool) string {
	if g.Init != nil && !typed && !ir.IsSized(vt) {
		// (an opaque struct: LLVM's bitcode reader takes it, its verifier
		// does not; LLVM 14 had no such rule)
		return "Global variable initializer must be sized"
	}
	if ir.IsScalable(vt) {
		if typed {
			return "Globals cannot contain scalable vectors"
		}
		return "Globals cannot contain scalable types"
	}
	if ir.TargetExtInside(vt, func(p ir.TargetExtProps) bool { return p.Global }) != nil {
		return "Global @" + g.Name() + " has illegal target extension type"
	}
	return ""
}

// checkAllocaPlace: an alloca may hold a target extension type only if
// the type may live on the stack, and on AMDGPU (amdgcn, r600) it lives
// in the private address space, 5 (LLVM 22; LLVM 14 did not check).
func (c *funcChecker) checkAllocaPlace(in *ir.Instruction) {
	if ir.TargetExtInside(in.ElemType, func(p ir.TargetExtProps) bool { return p.Local }) != nil {
		c.errorf(in, "Alloca has illegal target extension type")
	}
	if c.m == nil || c.m.TypedPointers || !isAMDGPUTriple(c.m.Triple) {
		return
	}
	if as, _ := addrSpace(in.Type()); as != 5 {
		c.errorf(in, "alloca on amdgpu must be in addrspace(5)")
	}
}

// isAMDGPUTriple reports whether triple's architecture is amdgcn or r600.
func isAMDGPUTriple(triple string) bool {
	arch, _, _ := strings.Cut(triple, "-")
	return arch == "amdgcn" || arch == "r600"
}

// specialTypeProblem returns LLVM's message when a function whose name
// does not begin with "llvm." takes or returns a type only intrinsics
// may, "" otherwise.
func specialTypeProblem(f *ir.Function) string {
	if f.IsIntrinsic() {
		return ""
	}
	for _, p := range f.Sig.Params {
		if msg := specialType(p, "Function takes metadata but isn't an intrinsic",
			"Function takes token but isn't an intrinsic", "Function takes x86_amx but isn't an intrinsic"); msg != "" {
			return msg
		}
	}
	return specialType(f.Sig.Ret, "", "Function returns a token but isn't an intrinsic", "Function returns a x86_amx but isn't an intrinsic")
}

// callTypeProblem returns LLVM's message when a call passes metadata or a
// token to something other than an intrinsic, or an indirect call returns
// a token or x86_amx. A callee is direct when it is a function of the
// call's own function type.
func callTypeProblem(in *ir.Instruction, ft *ir.FuncType) string {
	f, direct := in.Callee().(*ir.Function)
	if direct && strings.HasPrefix(f.Name(), "llvm.dbg.") {
		return "" // a debug record to LLVM, whatever its operands (checkIntrinsicSig)
	}
	direct = direct && f.Sig == ft
	if !direct || !f.IsIntrinsic() {
		for _, p := range ft.Params {
			if msg := specialType(p, "Function has metadata parameter but isn't an intrinsic",
				"Function has token parameter but isn't an intrinsic", ""); msg != "" {
				return msg
			}
		}
	}
	if !direct {
		return specialType(ft.Ret, "", "Return type cannot be token for indirect call!", "Return type cannot be x86_amx for indirect call!")
	}
	return ""
}

// specialType returns metadata, token or amx when t is metadata, a
// token-like type or x86_amx (an empty message: that kind is allowed),
// "" otherwise.
func specialType(t ir.Type, metadata, token, amx string) string {
	switch {
	case t == ir.Type(ir.MetadataType):
		return metadata
	case ir.IsTokenLike(t):
		return token
	case isX86AMX(t):
		return amx
	}
	return ""
}

func isX86AMX(t ir.Type) bool {
	s, ok := t.(*ir.SimpleType)
	return ok && s != nil && s.Kind == ir.X86AMXKind
}
