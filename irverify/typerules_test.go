package irverify_test

import (
	"strings"
	"testing"

	"memspace/ir"
	"memspace/irverify"
)

// fn wraps instructions in a function taking %p.
func fn(instrs string) string {
	return "define void @f(ptr %p) {\n" + instrs + "  ret void\n}\n"
}

// typeRuleCases are special types where LLVM 22's verifier checks them,
// and its verdict.
var typeRuleCases = map[string]string{
	"@g = external global <vscale x 2 x i32>\n":                                                     "Globals cannot contain scalable types",
	"@g = external global {<vscale x 2 x i32>, <vscale x 2 x i32>}\n":                               "Globals cannot contain scalable types",
	"@g = external global [2 x <vscale x 2 x i32>]\n":                                               "Globals cannot contain scalable types",
	`@g = external global target("aarch64.svcount")` + "\n":                                         "Globals cannot contain scalable types",
	`@g = external global target("foo")` + "\n":                                                     "Global @g has illegal target extension type",
	`@g = external global {i32, [2 x target("foo")]}` + "\n":                                        "Global @g has illegal target extension type",
	`@g = external global target("spirv.Image")` + "\n":                                             "",
	`@g = external global [2 x target("amdgcn.named.barrier", 0)]` + "\n":                           "",
	fn(`  %a = alloca target("amdgcn.named.barrier", 0)` + "\n"):                                    "Alloca has illegal target extension type",
	fn(`  %a = alloca [2 x target("spirv.Padding", 4)]` + "\n"):                                     "Alloca has illegal target extension type",
	fn(`  %a = alloca target("dx.RawBuffer", i8, 0, 0)` + "\n"):                                     "",
	fn(`  %a = alloca target("aarch64.svcount")` + "\n"):                                            "",
	"declare void @h(token)\n":                                                                      "Function takes token but isn't an intrinsic",
	"declare void @h(metadata)\n":                                                                   "Function takes metadata but isn't an intrinsic",
	"declare void @h(x86_amx)\n":                                                                    "Function takes x86_amx but isn't an intrinsic",
	"declare token @h()\n":                                                                          "Function returns a token but isn't an intrinsic",
	"declare x86_amx @h()\n":                                                                        "Function returns a x86_amx but isn't an intrinsic",
	`declare void @h(target("dx.RawBuffer", i8, 0, 0))` + "\n":                                      "Function takes token but isn't an intrinsic",
	`declare target("dx.Layout") @h()` + "\n":                                                       "Function returns a token but isn't an intrinsic",
	`declare void @h(target("dx.Padding", 4))` + "\n":                                               "",
	"declare void @llvm.foo(token, metadata, x86_amx)\n":                                            "",
	fn("  call void %p(metadata !{})\n"):                                                            "Function has metadata parameter but isn't an intrinsic",
	fn("  %t = call token %p()\n"):                                                                  "Return type cannot be token for indirect call!",
	fn("  %t = call x86_amx %p()\n"):                                                                "Return type cannot be x86_amx for indirect call!",
	fn(`  %t = call target("dx.RawBuffer", i8, 0, 0) %p()` + "\n"):                                  "Return type cannot be token for indirect call!",
	"declare token @llvm.foo()\n" + fn("  %t = call token @llvm.foo()\n"):                           "",
	"declare void @llvm.bar(token)\n" + fn("  call void @llvm.bar(token none)\n"):                   "",
	"declare token @llvm.foo()\n" + fn("  %t = call token @llvm.foo()\n  call void %p(token %t)\n"): "Function has token parameter but isn't an intrinsic",
	"define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n" +
		`  %x = phi target("dx.RawBuffer", i8, 0, 0) [ poison, %entry ], [ poison, %a ]` + "\n  ret void\n}\n": "PHI nodes cannot have token type!",
}

func TestTypeRules(t *testing.T)          { verifyCases(t, typeRuleCases) }
func TestTypeRulesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, typeRuleCases) }

// typedTypeRuleCases are the same rules in typed-pointer IR, with LLVM
// 14's verdict.
var typedTypeRuleCases = map[string]string{
	"@g = external global <vscale x 2 x i32>\n@h = external global i32*\n":                                                      "Globals cannot contain scalable vectors",
	"declare void @h(token)\n@h2 = external global i32*\n":                                                                      "Function takes token but isn't an intrinsic",
	"define void @f(i32* %p) {\n  %t = call x86_amx bitcast (void ()* @g to x86_amx ()*)()\n  ret void\n}\ndeclare void @g()\n": "Return type cannot be x86_amx for indirect call!",
}

func TestTypedTypeRules(t *testing.T) { verifyCases(t, typedTypeRuleCases) }
func TestTypedTypeRulesMatchLLVM14(t *testing.T) {
	verifyCasesWith(t, "llvm-as-14", typedTypeRuleCases)
}

// castAndDebugCases were refused by memspace and are taken by LLVM 22: a
// pointer and a one-element vector of pointers, <256 x i32> and x86_amx
// (one size), and a malformed llvm.dbg.declare call (LLVM makes it a
// debug record, finds it invalid and drops the debug info with a
// warning).
var castAndDebugCases = map[string]string{
	fn("  %a = bitcast ptr %p to <1 x ptr>\n  %b = bitcast <1 x ptr> %a to ptr\n"):                                                          "",
	"define void @f(<256 x i32> %v) {\n  %a = bitcast <256 x i32> %v to x86_amx\n  %b = bitcast x86_amx %a to <256 x i32>\n  ret void\n}\n": "",
	"define void @f() {\n  %s = alloca i32\n  call void @llvm.dbg.declare(metadata ptr %s, metadata !1)\n  ret void\n}\n" +
		"declare void @llvm.dbg.declare(metadata, metadata, metadata)\n!1 = !{}\n": "",
}

func TestCastsAndDebugCalls(t *testing.T)          { verifyCases(t, castAndDebugCases) }
func TestCastsAndDebugCallsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, castAndDebugCases) }

// amdgpuAllocaCases: on AMDGPU an alloca lives in addrspace(5) (LLVM 22).
var amdgpuAllocaCases = map[string]string{
	"target triple = \"amdgcn-amd-amdhsa\"\n" + fn("  %a = alloca i32\n"):               "alloca on amdgpu must be in addrspace(5)",
	"target triple = \"r600--\"\n" + fn("  %a = alloca i32, addrspace(3)\n"):            "alloca on amdgpu must be in addrspace(5)",
	"target triple = \"amdgcn-amd-amdhsa\"\n" + fn("  %a = alloca i32, addrspace(5)\n"): "",
	"target triple = \"nvptx64-nvidia-cuda\"\n" + fn("  %a = alloca i32\n"):             "",
}

func TestAMDGPUAlloca(t *testing.T)          { verifyCases(t, amdgpuAllocaCases) }
func TestAMDGPUAllocaMatchLLVM(t *testing.T) { verifyCasesLLVM(t, amdgpuAllocaCases) }

// TestOpaqueInitializer: a global whose initializer has an opaque struct
// type, which LLVM's bitcode reader takes (LLVM 19 wrote one for
// Assembler/2005-05-05-OpaqueUndefValues.ll) and its verifier refuses;
// no text reader takes one, so the module is made here.
func TestOpaqueInitializer(t *testing.T) {
	m := ir.NewModule()
	st := m.Types.Named("t", false)
	g := ir.NewGlobalVariable("x", st, m.PtrType(nil, 0))
	g.Init = ir.NewConstSimple(st, ir.KindUndef)
	m.AddGlobal(g)
	err := irverify.VerifyRead(m)
	if err == nil || !strings.Contains(err.Error(), "Global variable initializer must be sized") {
		t.Errorf("got %v, want Global variable initializer must be sized", err)
	}
	g.Init = nil // a declaration of an opaque type is fine
	if err := irverify.VerifyRead(m); err != nil {
		t.Errorf("declaration: %v", err)
	}
}
