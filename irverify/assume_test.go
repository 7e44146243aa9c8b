package irverify_test

import "testing"

// assumeCases: llvm.assume's operand bundles, as llvm-as-22 judges them.
var assumeCases = map[string]string{
	assume(`(i1 true) ["align"(ptr %p)]`):                           "alignment assumptions should have 2 or 3 arguments",
	assume(`(i1 true) ["align"(ptr %p, i64 8, i32 4)]`):             "",
	assume(`(i1 true) ["align"(ptr %p, ptr %p)]`):                   "second argument should be an integer",
	assume(`(i1 true) ["align"(i64 8, i64 8)]`):                     "first argument should be a pointer",
	assume(`(i1 true) ["align"(ptr %p, i64 8, ptr %p)]`):            "third argument should be an integer if present",
	assume(`(i1 true) ["foo"(ptr %p)]`):                             "tags must be valid attribute names",
	assume(`(i1 true) ["nocapture"(ptr %p)]`):                       "tags must be valid attribute names",
	assume(`(i1 %c) ["nonnull"(ptr %p)]`):                           "assume with operand bundles must have i1 true condition",
	assume(`(i1 false) ["nonnull"(ptr %p)]`):                        "assume with operand bundles must have i1 true condition",
	assume(`(i1 true) ["nonnull"(ptr %p), "align"(ptr %p, i64 4)]`): "",
	assume(`(i1 true) ["nonnull"(ptr %p, i32 1, i32 2)]`):           "too many arguments",
	assume(`(i1 true) ["dereferenceable"(ptr %p)]`):                 "dereferenceable assumptions should have 2 arguments",
	assume(`(i1 true) ["separate_storage"(ptr %p, i32 1)]`):         "arguments to separate_storage assumptions should be pointers",
	assume(`(i1 true) ["separate_storage"(ptr %p, ptr %p)]`):        "",
	assume(`(i1 %c)`): "",
}

// assume is a module calling llvm.assume with the text call.
func assume(call string) string {
	return "declare void @llvm.assume(i1)\ndefine void @f(ptr %p, i1 %c) {\n  call void @llvm.assume" + call + "\n  ret void\n}\n"
}

func TestAssumeBundles(t *testing.T)          { verifyCases(t, assumeCases) }
func TestAssumeBundlesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, assumeCases) }

// threadLocalCases: llvm.threadlocal.address takes a thread-local global.
var threadLocalCases = map[string]string{
	tlsAddress("@t"): "",
	tlsAddress("@g"): "llvm.threadlocal.address operand isThreadLocal() must be true",
	tlsAddress("%p"): "llvm.threadlocal.address first argument must be a GlobalValue",
	tlsAddress("getelementptr (i8, ptr @t, i64 4)"): "llvm.threadlocal.address first argument must be a GlobalValue",
}

// tlsAddress is a module calling llvm.threadlocal.address with arg.
func tlsAddress(arg string) string {
	return "@t = thread_local global i32 0\n@g = global i32 0\ndeclare ptr @llvm.threadlocal.address.p0(ptr)\n" +
		"define ptr @f(ptr %p) {\n  %a = call ptr @llvm.threadlocal.address.p0(ptr " + arg + ")\n  ret ptr %a\n}\n"
}

func TestThreadLocalAddress(t *testing.T)          { verifyCases(t, threadLocalCases) }
func TestThreadLocalAddressMatchLLVM(t *testing.T) { verifyCasesLLVM(t, threadLocalCases) }

// invokeIntrinsicCases: an invoke may call only a few intrinsics; to
// LLVM any function named llvm.* is one.
var invokeIntrinsicCases = map[string]string{
	invokeOf("void @llvm.donothing()", "void @llvm.donothing()"):                                                        "",
	invokeOf("void @llvm.seh.try.begin()", "void @llvm.seh.try.begin()"):                                                "",
	invokeOf("void @llvm.seh.try.b6gin()", "void @llvm.seh.try.b6gin()"):                                                "Cannot invoke an intrinsic other than donothing",
	invokeOf("void @llvm.trap()", "void @llvm.trap()"):                                                                  "Cannot invoke an intrinsic other than donothing",
	invokeOf("void @llvm.coro.resume(ptr)", "void @llvm.coro.resume(ptr null)"):                                         "",
	invokeOf("void @llvm.fake.use(...)", "void (...) @llvm.fake.use(i32 0)"):                                            "",
	invokeOf("void @llvm.memset.p0.i64(ptr, i8, i64, i1)", "void @llvm.memset.p0.i64(ptr null, i8 0, i64 0, i1 false)"): "Cannot invoke an intrinsic other than donothing",
	invokeOf("void @llvm.wasm.throw(i32, ptr)", "void @llvm.wasm.throw(i32 0, ptr null)"):                               "",
	invokeOf("void @llvmx()", "void @llvmx()"):                                                                          "",
}

// invokeOf declares decl and invokes call.
func invokeOf(decl, call string) string {
	return "declare " + decl + "\ndeclare i32 @__gxx_personality_v0(...)\n" +
		"define void @f() personality ptr @__gxx_personality_v0 {\n  invoke " + call + " to label %ok unwind label %lp\n" +
		"ok:\n  ret void\nlp:\n  %l = landingpad { ptr, i32 } cleanup\n  resume { ptr, i32 } %l\n}\n"
}

func TestInvokeIntrinsic(t *testing.T)          { verifyCases(t, invokeIntrinsicCases) }
func TestInvokeIntrinsicMatchLLVM(t *testing.T) { verifyCasesLLVM(t, invokeIntrinsicCases) }
