package irverify_test

import "testing"

// declCallCases are declarations with what only definitions may have, and
// speculatable call sites, with LLVM 22's verdict.
var declCallCases = map[string]string{
	"declare void @f() personality ptr null\n":                                                                      "Function declaration shouldn't have a personality routine",
	"declare !prof !0 void @f()\n!0 = !{!\"function_entry_count\", i64 1}\n":                                        "function declaration may not have a !prof attachment",
	"define void @f() !prof !0 {\n  ret void\n}\n!0 = !{!\"function_entry_count\", i64 1}\n":                        "",
	"declare void @g() speculatable\ndefine void @f() {\n  call void @g() speculatable\n  ret void\n}\n":            "",
	"declare void @g()\ndefine void @f() {\n  call void @g() speculatable\n  ret void\n}\n":                         "speculatable attribute may not apply to call sites",
	"declare void @g()\ndefine void @f() {\n  call void @g() #0\n  ret void\n}\nattributes #0 = { speculatable }\n": "speculatable attribute may not apply to call sites",
	"define void @f(ptr %p) {\n  call void %p() speculatable\n  ret void\n}\n":                                      "speculatable attribute may not apply to call sites",
}

func TestDeclarationsAndSpeculatableCalls(t *testing.T) { verifyCases(t, declCallCases) }
func TestDeclarationsAndSpeculatableCallsMatchLLVM(t *testing.T) {
	verifyCasesLLVM(t, declCallCases)
}
