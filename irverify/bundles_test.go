package irverify_test

import "testing"

// withBundles is a function whose one call, call (such as "call void
// @g()"), carries the bundles bundles.
func withBundles(call, bundles string) string {
	return "declare void @g()\ndeclare ptr @p()\ndeclare ptr @objc_retainAutoreleasedReturnValue(ptr)\ndeclare ptr @h(ptr)\n" +
		"define void @f(ptr %g, i32 %i, i64 %d) {\n  " + call + " [ " + bundles + " ]\n  ret void\n}\n"
}

// bundleCases are operand bundles LLVM's verifier checks (record mutant
// 2744 of seed 7: a funclet bundle of no input), and !captures (mutant
// 2607: on a load), with LLVM's verdicts.
var bundleCases = map[string]string{
	withBundles(direct, `"deopt"(), "deopt"()`):                                               "Multiple deopt operand bundles",
	withBundles(direct, `"gc-live"(i32 %i), "gc-live"()`):                                     "Multiple gc-live operand bundles",
	withBundles(direct, `"custom"(i32 %i), "custom"()`):                                       "",
	withBundles(direct, `"funclet"()`):                                                        "Expected exactly one funclet bundle operand",
	withBundles(direct, `"funclet"(i32 %i)`):                                                  "Funclet bundle operands should correspond to a FuncletPadInst",
	withBundles(direct, `"cfguardtarget"()`):                                                  "Expected exactly one cfguardtarget bundle operand",
	withBundles(direct, `"kcfi"(i32 1)`):                                                      "",
	withBundles(direct, `"kcfi"(i64 1)`):                                                      "Kcfi bundle operand must be an i32 constant",
	withBundles(direct, `"kcfi"(i32 %i)`):                                                     "Kcfi bundle operand must be an i32 constant",
	withBundles(indirect, `"ptrauth"(i32 1, i64 %d)`):                                         "",
	withBundles(indirect, `"ptrauth"(i32 1)`):                                                 "Expected exactly two ptrauth bundle operands",
	withBundles(indirect, `"ptrauth"(i32 %i, i64 %d)`):                                        "Ptrauth bundle key operand must be an i32 constant",
	withBundles(indirect, `"ptrauth"(i32 1, i32 %i)`):                                         "Ptrauth bundle discriminator operand must be an i64",
	withBundles(direct, `"ptrauth"(i32 1, i64 %d)`):                                           "Direct call cannot have a ptrauth bundle",
	withBundles(direct, `"preallocated"(token none)`):                                         `"preallocated" argument must be a token from llvm.call.preallocated.setup`,
	withBundles(ptrCall, `"clang.arc.attachedcall"(ptr @h)`):                                  "invalid function argument",
	withBundles(ptrCall, `"clang.arc.attachedcall"(i32 %i)`):                                  `operand bundle "clang.arc.attachedcall" requires one function as an argument`,
	withBundles(ptrCall, `"clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue)`): "",
	withBundles(direct, `"clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue)`):  `a call with operand bundle "clang.arc.attachedcall" must call a function returning a pointer or a non-returning function that has a void return type`,
	withBundles(direct+" #0", `"clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue)`) + "attributes #0 = { noreturn }\n": "",
	body("store ptr %p, ptr %p, !captures !{!\"address\", !\"read_provenance\"}"):                                                     "",
	body("%v = load ptr, ptr %p, !captures !{!\"address\"}"):                                                                          "!captures metadata can only be applied to store instructions",
	body("store i32 0, ptr %p, !captures !{!\"address\"}"):                                                                            "!captures metadata can only be applied to store with value operand of pointer type",
	body("store ptr %p, ptr %p, !captures !{}"):                                                                                       "!captures metadata cannot be empty",
	body("store ptr %p, ptr %p, !captures !{i32 1}"):                                                                                  "!captures metadata must be a list of strings",
	body("store ptr %p, ptr %p, !captures !{!\"all\"}"):                                                                               "invalid entry in !captures metadata",
}

const (
	direct   = "call void @g()"
	indirect = "call void %g()"
	ptrCall  = "%r = call ptr @p()"
)

func TestBundles(t *testing.T)          { verifyCases(t, bundleCases) }
func TestBundlesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, bundleCases) }
