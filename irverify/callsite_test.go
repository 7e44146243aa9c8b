package irverify_test

import "testing"

// callSiteCases are calls LLVM's verifier judges beyond their types, and
// its verdict.
var callSiteCases = map[string]string{
	"declare amdgpu_kernel void @g()\ndefine void @f() {\n  call amdgpu_kernel void @g()\n  ret void\n}\n": "calling convention does not permit calls",
	"declare spir_kernel void @g()\ndefine void @f() {\n  call spir_kernel void @g()\n  ret void\n}\n":     "calling convention does not permit calls",
	"declare cc 93 void @g()\ndefine void @f() {\n  call cc 93 void @g()\n  ret void\n}\n":                 "calling convention does not permit calls",
	"declare ptx_kernel void @g()\ndefine void @f() {\n  call ptx_kernel void @g()\n  ret void\n}\n":       "",
	"define void @f(ptr %g) {\n  call amdgpu_cs_chain void %g()\n  ret void\n}\n":                          "calling convention does not permit calls",

	// immarg
	"declare void @f(i32 immarg)\n":                                                                                                                  "immarg attribute only applies to intrinsics",
	"declare void @llvm.foo(i32 immarg)\n":                                                                                                           "",
	"declare void @llvm.foo(i32 immarg range(i32 0, 4))\n":                                                                                           "",
	"declare void @llvm.foo(i32 immarg noundef)\n":                                                                                                   "Attribute 'immarg' is incompatible with other attributes except the 'range' attribute",
	"define void @f(i32 immarg %x) {\n  ret void\n}\n":                                                                                               "immarg attribute only applies to intrinsics",
	"declare void @g(i32)\ndefine void @f() {\n  call void @g(i32 immarg 1)\n  ret void\n}\n":                                                        "immarg attribute only applies to intrinsics",
	"declare void @llvm.foo(i32)\ndefine void @f() {\n  call void @llvm.foo(i32 immarg 1)\n  ret void\n}\n":                                          "immarg may not apply only to call sites",
	"declare void @llvm.foo(i32 immarg)\ndefine void @f(i32 %x) {\n  call void @llvm.foo(i32 %x)\n  ret void\n}\n":                                   "immarg operand has non-immediate parameter",
	"declare void @llvm.foo(i32 immarg)\ndefine void @f() {\n  call void @llvm.foo(i32 undef)\n  ret void\n}\n":                                      "immarg operand has non-immediate parameter",
	"declare void @llvm.foo(i32 immarg)\ndefine void @f() {\n  call void @llvm.foo(i32 zeroinitializer)\n  ret void\n}\n":                            "",
	"declare void @llvm.foo(float immarg)\ndefine void @f() {\n  call void @llvm.foo(float 1.0)\n  ret void\n}\n":                                    "",
	"declare void @llvm.foo(i32 immarg)\ndefine void @f() {\n  call void @llvm.foo(i32 add (i32 2, i32 3))\n  ret void\n}\n":                         "",
	"declare void @llvm.foo(i32 immarg)\ndefine void @f() {\n  call void @llvm.foo(i32 ptrtoint (ptr null to i32))\n  ret void\n}\n":                 "",
	"@g = global i8 0\ndeclare void @llvm.foo(i64 immarg)\ndefine void @f() {\n  call void @llvm.foo(i64 ptrtoint (ptr @g to i64))\n  ret void\n}\n": "immarg operand has non-immediate parameter",
	// A known intrinsic's immarg parameters are LLVM's table's, whatever
	// its declaration says.
	"declare i32 @llvm.abs.i32(i32, i1)\ndefine void @f(i1 %c) {\n  %x = call i32 @llvm.abs.i32(i32 0, i1 %c)\n  ret void\n}\n":                                                  "immarg operand has non-immediate parameter",
	"declare i32 @llvm.abs.i32(i32, i1 immarg noundef)\ndefine void @f() {\n  %x = call i32 @llvm.abs.i32(i32 0, i1 false)\n  ret void\n}\n":                                     "",
	"declare i32 @llvm.ctpop.i32(i32 immarg)\ndefine void @f(i32 %c) {\n  %x = call i32 @llvm.ctpop.i32(i32 %c)\n  ret void\n}\n":                                                "",
	"declare i32 @llvm.ctpop.i32(i32 immarg)\ndefine void @f() {\n  %x = call i32 @llvm.ctpop.i32(i32 immarg 1)\n  ret void\n}\n":                                                "immarg may not apply only to call sites",
	"declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndefine void @f(ptr %p, i1 %c) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 %c)\n  ret void\n}\n": "immarg operand has non-immediate parameter",

	// musttail
	"declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a)\n  ret i32 %x\n}\n":                                            "",
	"declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a)\n  ret i32 undef\n}\n":                                         "",
	"declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a)\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n":                      "musttail call must precede a ret with an optional bitcast",
	"declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a)\n  ret i32 %a\n}\n":                                            "musttail call result must be returned",
	"declare i32 @g(i64)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i64 0)\n  ret i32 %x\n}\n":                                             "cannot guarantee tail call due to mismatched parameter types",
	"declare i32 @g(i32, i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a, i32 %a)\n  ret i32 %x\n}\n":                               "cannot guarantee tail call due to mismatched parameter counts",
	"declare fastcc i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call fastcc i32 @g(i32 %a)\n  ret i32 %x\n}\n":                              "cannot guarantee tail call due to mismatched calling conv",
	"declare ptr @g(ptr)\ndefine ptr addrspace(1) @f(ptr addrspace(1) %a) {\n  %x = musttail call ptr @g(ptr null)\n  ret ptr addrspace(1) null\n}\n": "cannot guarantee tail call due to mismatched return types",
	"declare i32 @g(i32, ...)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 (i32, ...) @g(i32 %a)\n  ret i32 %x\n}\n":                            "cannot guarantee tail call due to mismatched varargs",
	"declare i32 @g(ptr)\ndefine i32 @f(ptr byval(i32) %a) {\n  %x = musttail call i32 @g(ptr %a)\n  ret i32 %x\n}\n":                                 "cannot guarantee tail call due to mismatched ABI impacting function attributes",
	"declare i32 @g(ptr)\ndefine i32 @f(ptr byval(i32) %a) {\n  %x = musttail call i32 @g(ptr byval(i32) %a)\n  ret i32 %x\n}\n":                      "",
	"declare i32 @g(ptr)\ndefine i32 @f(ptr byval(i32) align 4 %a) {\n  %x = musttail call i32 @g(ptr byval(i32) align 8 %a)\n  ret i32 %x\n}\n":      "cannot guarantee tail call due to mismatched ABI impacting function attributes",
	"declare ptr @g(ptr)\ndefine ptr @f(ptr %a) {\n  %x = musttail call ptr @g(ptr %a)\n  %b = bitcast ptr %x to ptr\n  ret ptr %b\n}\n":              "",
	"declare ptr @g(ptr)\ndefine ptr @f(ptr %a) {\n  %x = musttail call ptr @g(ptr %a)\n  %b = bitcast ptr %a to ptr\n  ret ptr %b\n}\n":              "bitcast following musttail call must use the call",
	"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndefine void @f() {\n  %x = musttail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret void\n}\n":    "cannot guarantee tail call due to mismatched return types",
	"declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\n  %x = musttail call i32 @g(i32 %a)\n  br label %r\nr:\n  ret i32 %x\n}\n":                         "musttail call must precede a ret with an optional bitcast",
	"declare void @g()\ndefine void @f() {\n  musttail call void asm \"ret\", \"\"()\n  ret void\n}\n":                                                "cannot use musttail call with inline asm",
	"declare tailcc void @g(i32)\ndefine tailcc void @f(i32 inreg %a) {\n  musttail call tailcc void @g(i32 %a)\n  ret void\n}\n":                     "inreg attribute not allowed in tailcc musttail caller",
	"declare tailcc void @g(i32)\ndefine tailcc void @f(i32 %a, i32 %b) {\n  musttail call tailcc void @g(i32 %a)\n  ret void\n}\n":                   "",
	"declare void @llvm.va_start.p0(ptr)\ndefine void @f(ptr %ap) {\n  call void @llvm.va_start.p0(ptr %ap)\n  ret void\n}\n":                         "va_start called in a non-varargs function",
	"declare void @llvm.va_start.p0(ptr)\ndefine void @f(ptr %ap, ...) {\n  call void @llvm.va_start.p0(ptr %ap)\n  ret void\n}\n":                    "",
}

func TestCallSites(t *testing.T)          { verifyCases(t, callSiteCases) }
func TestCallSitesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, callSiteCases) }

// typedCallSiteCases: LLVM 14 takes va_start in a function that is not
// variadic, and calls of kernels and shader entry points (llvmlite-made
// SPIR found on GitHub calls a spir_kernel).
var typedCallSiteCases = map[string]string{
	"declare spir_kernel void @g(i8 addrspace(1)*)\ndefine void @f(i8 addrspace(1)* %p) {\n  call spir_kernel void @g(i8 addrspace(1)* %p)\n  ret void\n}\n": "",
	"declare amdgpu_kernel void @g(i32*)\ndefine void @f() {\n  call amdgpu_kernel void @g(i32* null)\n  ret void\n}\n":                                      "",
	"declare amdgpu_es void @g(i32*)\ndefine void @f() {\n  call amdgpu_es void @g(i32* null)\n  ret void\n}\n":                                              "",
	"declare void @llvm.va_start(i8*)\ndefine void @f(i8* %ap) {\n  call void @llvm.va_start(i8* %ap)\n  ret void\n}\n":                                      "",
}

func TestTypedCallSites(t *testing.T) {
	verifyCases(t, typedCallSiteCases)
	verifyCasesWith(t, "llvm-as-14", typedCallSiteCases)
}
