package irverify_test

import "testing"

// expandedCases are calls of intrinsics LLVM 22 replaces by instructions
// as it reads them, made with a type or immediates their declaration
// contradicts: valid input to LLVM, and so to memspace. The last two are
// names LLVM keeps, where the same contradictions are errors.
var expandedCases = map[string]string{
	"declare i32 @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)\ndefine float @f(ptr %p, float %v) {\n  %r = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %p, float %v)\n  ret float %r\n}\n":                                                                            "",
	"declare i32 @llvm.nvvm.atomic.load.add.f64.p1(ptr addrspace(1), double)\ndefine double @f(ptr addrspace(1) %p, double %v) {\n  %r = call double @llvm.nvvm.atomic.load.add.f64.p1(ptr addrspace(1) %p, double %v)\n  ret double %r\n}\n":                               "",
	"declare i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr, i32, i32 immarg, i32 immarg, i1 immarg)\ndefine i32 @f(ptr %p, i32 %x) {\n  %r = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %p, i32 42, i32 %x, i32 0, i1 false)\n  ret i32 %r\n}\n":                                  "",
	"declare i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1), i32, i32 immarg, i32 immarg, i1 immarg)\ndefine i32 @f(ptr addrspace(1) %p, i1 %v) {\n  %r = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %p, i32 1, i32 0, i32 0, i1 %v)\n  ret i32 %r\n}\n": "",
	"declare i8 @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3), float)\ndefine float @f(ptr addrspace(3) %p, float %v) {\n  %r = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %p, float %v)\n  ret float %r\n}\n":                                                        "",
	"declare i8 @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr)\ndefine ptr addrspace(1) @f(ptr %p) {\n  %r = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %p)\n  ret ptr addrspace(1) %r\n}\n":                                                                     "",
	"declare i8 @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3))\ndefine ptr @f(ptr addrspace(3) %p) {\n  %r = call ptr @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3) %p)\n  ret ptr %r\n}\n":                                                                     "",
	"declare i8 @llvm.nvvm.atomic.load.add.i32.p0(ptr, float)\ndefine float @f(ptr %p, float %v) {\n  %r = call float @llvm.nvvm.atomic.load.add.i32.p0(ptr %p, float %v)\n  ret float %r\n}\n":                                                                             "called with incompatible signature",
	"declare i32 @llvm.amdgcn.atomic.cmp.i32.p0(ptr, i32 immarg)\ndefine i32 @f(ptr %p, i32 %x) {\n  %r = call i32 @llvm.amdgcn.atomic.cmp.i32.p0(ptr %p, i32 %x)\n  ret i32 %r\n}\n":                                                                                       "immarg operand has non-immediate parameter",
}

func TestExpandedIntrinsics(t *testing.T)          { verifyCases(t, expandedCases) }
func TestExpandedIntrinsicsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, expandedCases) }
