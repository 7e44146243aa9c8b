package irverify_test

import "testing"

// identCases are !llvm.ident and !llvm.commandline lists and LLVM 22's
// verdict.
var identCases = map[string]string{
	"!llvm.ident = !{!0}\n!0 = !{!\"clang 22\"}\n":                "",
	"!llvm.ident = !{!0}\n!0 = !{i32 4, !\"x\", i32 0}\n":         "incorrect number of operands in llvm.ident metadata",
	"!llvm.ident = !{!0}\n!0 = !{i32 4}\n":                        "invalid value for llvm.ident metadata entry operand(the operand should be a string)",
	"!llvm.commandline = !{!0}\n!0 = !{!\"clang -O2\", !\"x\"}\n": "incorrect number of operands in llvm.commandline metadata",
	"!llvm.commandline = !{!0}\n!0 = !{null}\n":                   "invalid value for llvm.commandline metadata entry operand(the operand should be a string)",
}

func TestStringLists(t *testing.T)          { verifyCases(t, identCases) }
func TestStringListsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, identCases) }
