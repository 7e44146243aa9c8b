package irverify_test

import "testing"

// profCases are !prof and !invariant.group attachments and LLVM 22's
// verdict on them.
var profCases = map[string]string{
	branch(`!{!"branch_weights", i32 1, i32 2}`):                                            "",
	branch(`!{!"branch_weights", i32 1}`):                                                   "Wrong number of operands",
	branch(`!{!"branch_weights", !"expected", i32 1, i32 2}`):                               "",
	branch(`!{!"branch_weights", !"expected", i32 1}`):                                      "Wrong number of operands",
	branch(`!{!"branch_weights", i32 1, !"x"}`):                                             "!prof brunch_weights operand is not a const int",
	branch(`!{!"branch_weights", i32 1, null}`):                                             "second operand should not be null",
	branch(`!{!"branch_weights", i64 1, i8 2}`):                                             "",
	branch(`!{!"branch_weights"}`):                                                          "!prof annotations should have no less than 2 operands",
	branch(`!{}`):                                                                           "!prof annotations should have at least 1 operand",
	branch(`!{null, i32 1}`):                                                                "first operand should not be null",
	branch(`!{i32 1, i32 2}`):                                                               "expected string with name of the !prof annotation",
	branch(`!{!"foo", i32 1, i32 2}`):                                                       "expected either branch_weights or VP profile name",
	branch(`!{!"unknown", !"pass"}`):                                                        "",
	branch(`!{!"unknown"}`):                                                                 "'unknown' !prof should have a single additional operand",
	branch(`!{!"unknown", i32 1}`):                                                          "'unknown' !prof should have an additional operand of type string",
	branch(`!{!"unknown", !""}`):                                                            "the 'unknown' !prof operand should not be an empty string",
	branch(`!{!"VP", i32 2, i64 1, i64 2, i64 3}`):                                          "",
	branch(`!{!"VP", i32 1, i64 1, i64 2}`):                                                 "invalid value profiling metadata",
	branch(`!{!"VP", i32 9, i64 1, i64 2, i64 3}`):                                          "Invalid VP !prof kind",
	branch(`!{!"VP", !"x", i64 1, i64 2, i64 3}`):                                           "VP !prof missing kind argument",
	branch(`!{!"VP", i32 2, i64 1, i64 2, i64 3, i64 4}`):                                   "VP !prof should have an even number of arguments after 'VP'",
	body(`store ptr null, ptr %p, !prof !{!"VP", i32 0, i64 1, i64 2, i64 3}`):              "VP !prof indirect call or memop size expected to be applied to CallBase instructions only",
	body(`%v = call ptr @g(), !prof !{!"VP", i32 0, i64 1, i64 2, i64 3}`):                  "",
	body(`store ptr null, ptr %p, !prof !{!"unknown", !"pass"}`):                            "'unknown' !prof should only appear on instructions on which 'branch_weights' would",
	body(`store ptr null, ptr %p, !prof !{!"branch_weights", i32 1}`):                       "!prof branch_weights are not allowed for this instruction",
	body(`%v = call ptr @g(), !prof !{!"branch_weights", i32 1}`):                           "",
	body(`%v = call ptr @g(), !prof !{!"branch_weights", i32 1, i32 2}`):                    "Wrong number of operands",
	body(`%v = select i1 true, ptr %p, ptr null, !prof !{!"branch_weights", i32 1, i32 2}`): "",
	body(`%v = select i1 true, ptr %p, ptr null, !prof !{!"branch_weights", i32 1}`):        "Wrong number of operands",
	body("br label %n, !prof !{!\"branch_weights\", i32 1}\nn:"):                            "",
	"define void @f(i32 %x) {\n  switch i32 %x, label %a [ i32 1, label %b ], !prof !{!\"branch_weights\", i32 1, i32 2}\na:\n  ret void\nb:\n  ret void\n}\n":                                                                "",
	"define void @f(i32 %x) {\n  switch i32 %x, label %a [ i32 1, label %b ], !prof !{!\"branch_weights\", i32 1}\na:\n  ret void\nb:\n  ret void\n}\n":                                                                       "Wrong number of operands",
	"define void @f(ptr %p) {\n  indirectbr ptr %p, [label %a, label %b], !prof !{!\"branch_weights\", i32 1, i32 2}\na:\n  ret void\nb:\n  ret void\n}\n":                                                                    "",
	"define void @f() personality ptr null {\n  invoke void @f() to label %a unwind label %b, !prof !{!\"branch_weights\", i32 1, i32 2, i32 3}\na:\n  ret void\nb:\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\n": "Wrong number of InvokeInst branch_weights operands",
	"define void @f() {\n  ret void, !prof !{!\"branch_weights\", i32 1}\n}\n":                                                                                                                                                "!prof branch_weights are not allowed for this instruction",
	"define void @f() {\n  ret void, !invariant.group !{}\n}\n":                                                                                                                                                               "invariant.group metadata is only for loads and stores",
	body("store ptr null, ptr %p, !invariant.group !{}"):                                                                                                                                                                      "",
	body("%v = load ptr, ptr %p, !invariant.group !{}"):                                                                                                                                                                       "",
}

// profCasesTyped are typed-pointer modules and LLVM 14's verdict: it
// checks branch weights but knows no other profile name.
var profCasesTyped = map[string]string{
	typedBranch(`!{!"branch_weights", i32 1}`):          "Wrong number of operands",
	typedBranch(`!{!"branch_weights", i32 1, i32 2}`):   "",
	typedBranch(`!{!"foo", i32 1}`):                     "",
	typedBranch(`!{!"VP", i32 9, i64 1, i64 2, i64 3}`): "",
	typedBranch(`!{!"unknown", !"x"}`):                  "",
	typedBranch(`!{i32 1, i32 2}`):                      "expected string with name of the !prof annotation",
	typedBranch(`!{!"branch_weights", i32 1, !"x"}`):    "!prof brunch_weights operand is not a const int",
	"define void @f(i32* %p) {\n  store i32 0, i32* %p, !prof !0\n  ret void\n}\n!0 = !{!\"branch_weights\", i32 1}\n": "!prof branch_weights are not allowed for this instruction",
}

func TestProfile(t *testing.T)               { verifyCases(t, profCases) }
func TestProfileMatchLLVM(t *testing.T)      { verifyCasesLLVM(t, profCases) }
func TestProfileTyped(t *testing.T)          { verifyCases(t, profCasesTyped) }
func TestProfileTypedMatchLLVM(t *testing.T) { verifyCasesWith(t, "llvm-as-14", profCasesTyped) }

// branch is a conditional branch carrying the !prof node md.
func branch(md string) string {
	return "define void @f(i1 %c) {\n  br i1 %c, label %a, label %b, !prof " + md + "\na:\n  ret void\nb:\n  ret void\n}\n"
}

// typedBranch is branch in a typed-pointer module (LLVM 14 reads no
// inline metadata tuples, so the node is numbered).
func typedBranch(md string) string {
	return branch("!0") + "declare void @use(i8*)\n!0 = " + md + "\n"
}

// fnProfCases: a function's !prof is its entry count (or, in LLVM 22,
// "unknown" with the pass that could not compute it).
var fnProfCases = map[string]string{
	fnProf(`!{!"function_entry_count", i64 100}`):                                       "",
	fnProf(`!{!"synthetic_function_entry_count", i64 7}`):                               "",
	fnProf(`!{!"function_entry_count", i64 100, i64 123}`):                              "",
	fnProf(`!{!"unknown", !"pgo"}`):                                                     "",
	fnProf(`!{!"unknown", !""}`):                                                        "the 'unknown' !prof operand should not be an empty string",
	fnProf(`!{!"unknown"}`):                                                             "!prof annotations should have no less than 2 operands",
	fnProf(`!{!"unknown", !"a", !"b"}`):                                                 "'unknown' !prof should have a single additional operand",
	fnProf(`!{!"function_entry_count"}`):                                                "!prof annotations should have no less than 2 operands",
	fnProf(`!{i64 1, i64 2}`):                                                           "expected string with name of the !prof annotation",
	fnProf(`!{!"branch_weights", i32 1}`):                                               "first operand should be 'function_entry_count' or 'synthetic_function_entry_count'",
	fnProf(`!{!"function_entry_count", !"x"}`):                                          "expected integer argument to function_entry_count",
	fnProf(`!{!"function_entry_count", null}`):                                          "second operand should not be null",
	fnProf(`!{!"function_entry_count", i64 1} !prof !{!"function_entry_count", i64 2}`): "function must have a single !prof attachment",
}

// fnProf is a function with the attachment !prof md.
func fnProf(md string) string { return "define void @f() !prof " + md + " {\n  ret void\n}\n" }

func TestFunctionProfile(t *testing.T)          { verifyCases(t, fnProfCases) }
func TestFunctionProfileMatchLLVM(t *testing.T) { verifyCasesLLVM(t, fnProfCases) }
