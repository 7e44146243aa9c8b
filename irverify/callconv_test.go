package irverify_test

import "testing"

// callConvCases are signatures under GPU and other calling conventions,
// and LLVM's verdict.
var callConvCases = map[string]string{
	"declare ptx_kernel void @f(...)\n":                                                        "Calling convention does not support varargs or perfect forwarding!",
	"declare fastcc void @f(i32, ...)\n":                                                       "Calling convention does not support varargs or perfect forwarding!",
	"declare spir_func void @f(...)\n":                                                         "",
	"declare spir_kernel i32 @f()\n":                                                           "Calling convention requires void return type",
	"declare amdgpu_kernel float @f()\n":                                                       "Calling convention requires void return type",
	"declare amdgpu_ps i32 @f()\n":                                                             "",
	"declare spir_kernel void @f(ptr sret(i32))\n":                                             "Calling convention does not allow sret",
	"declare amdgpu_kernel void @f(ptr byval(i32))\n":                                          "Calling convention disallows byval",
	"declare spir_kernel void @f(ptr byval(i32))\n":                                            "",
	"declare amdgpu_vs void @f(ptr inalloca(i32))\n":                                           "Calling convention disallows inalloca",
	"target datalayout = \"A5\"\ndeclare amdgpu_kernel void @f(ptr addrspace(5) byref(i32))\n": "Calling convention disallows stack byref",
	"target datalayout = \"A5\"\ndeclare amdgpu_kernel void @f(ptr addrspace(4) byref(i32))\n": "",
	// amdgpu_es and amdgpu_ls have no signature rules (once refused here).
	"declare amdgpu_es void @f(i32, ...)\n":                                                                        "",
	"declare amdgpu_ls float @f(ptr byval(i32), ...)\n":                                                            "",
	"declare amdgpu_hs void @f(i32, ...)\n":                                                                        "Calling convention does not support varargs or perfect forwarding!",
	"declare amdgpu_gfx_whole_wave void @f(i32)\n":                                                                 "Calling convention requires first argument to be i1",
	"declare amdgpu_gfx_whole_wave void @f()\n":                                                                    "Calling convention requires first argument to be i1",
	"declare amdgpu_gfx_whole_wave void @f(i1 inreg)\n":                                                            "Calling convention requires first argument to not be inreg",
	"declare amdgpu_gfx_whole_wave void @f(i1, ...)\n":                                                             "Calling convention does not support varargs or perfect forwarding!",
	"declare amdgpu_gfx_whole_wave i32 @f(i1, ptr sret(i32))\n":                                                    "Invalid struct return type!",
	"declare amdgpu_gfx_whole_wave void @f(i1, ptr sret(i32))\n":                                                   "",
	"declare x86_intrcc void @f(ptr)\n":                                                                            "Calling convention parameter requires byval",
	"declare x86_intrcc void @f(ptr byval(i8), i64)\n":                                                             "",
	"declare x86_intrcc void @f()\n":                                                                               "",
	"define amdgpu_es void @f() {\n  ret void\n}\ndefine void @g() {\n  call amdgpu_es void @f()\n  ret void\n}\n": "calling convention does not permit calls",
}

func TestCallConv(t *testing.T)          { verifyCases(t, callConvCases) }
func TestCallConvMatchLLVM(t *testing.T) { verifyCasesLLVM(t, callConvCases) }
