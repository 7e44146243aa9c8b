package irverify_test

import "testing"

// moduleFlagCases are module flags and LLVM's verdict on them.
var moduleFlagCases = func() map[string]string {
	out := map[string]string{}
	add := func(flags, want string) {
		out["!llvm.module.flags = !{!0, !1}\n"+flags] = want
	}
	add("!0 = !{i32 9, !\"x\", i32 2}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid behavior operand in module flag (unexpected constant)")
	add("!0 = !{i32 0, !\"x\", i32 2}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid behavior operand in module flag (unexpected constant)")
	add("!0 = !{!\"a\", !\"x\", i32 2}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid behavior operand in module flag (expected constant integer)")
	add("!0 = !{i1 true, !\"x\", i32 2}\n!1 = !{i64 8, !\"y\", i32 2}\n", "")
	add("!0 = !{i32 1, !\"x\"}\n!1 = !{i32 1, !\"y\", i32 2}\n", "incorrect number of operands in module flag")
	add("!0 = !{i32 1, i32 3, i32 2}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid ID operand in module flag (expected metadata string)")
	add("!0 = !{i32 1, !\"x\", i32 2}\n!1 = !{i32 2, !\"x\", i32 3}\n", "module flag identifiers must be unique (or of 'require' type)")
	add("!0 = !{i32 1, !\"x\", i32 2}\n!1 = !{i32 3, !\"x\", !{!\"x\", i32 2}}\n", "")
	add("!0 = !{i32 1, !\"x\", i32 2}\n!1 = !{i32 3, !\"x\", !{!\"x\", i32 3}}\n", "invalid requirement on flag, flag does not have the required value")
	add("!0 = !{i32 1, !\"x\", i32 2}\n!1 = !{i32 3, !\"x\", !{!\"x\", i64 2}}\n", "invalid requirement on flag, flag does not have the required value")
	add("!0 = !{i32 1, !\"x\", i32 2}\n!1 = !{i32 3, !\"z\", !{!\"y\", i32 2}}\n", "invalid requirement on flag, flag is not present in module")
	add("!0 = !{i32 3, !\"x\", i32 2}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'require' module flag (expected metadata pair)")
	add("!0 = !{i32 3, !\"x\", !{i32 1, i32 1}}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'require' module flag (first value operand should be a string)")
	add("!0 = !{i32 5, !\"x\", i32 1}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'append'-type module flag (expected a metadata node)")
	add("!0 = !{i32 6, !\"x\", !{}}\n!1 = !{i32 4, !\"y\", !\"s\"}\n", "")
	add("!0 = !{i32 7, !\"x\", !\"s\"}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'max' module flag (expected constant integer)")
	add("!0 = !{i32 8, !\"x\", i32 -1}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'min' module flag (expected constant non-negative integer)")
	add("!0 = !{i32 8, !\"x\", i1 true}\n!1 = !{i32 1, !\"y\", i32 2}\n", "invalid value for 'min' module flag (expected constant non-negative integer)")
	add("!0 = !{i32 1, !\"wchar_size\", !\"s\"}\n!1 = !{i32 1, !\"y\", i32 2}\n", "wchar_size metadata requires constant integer argument")
	add("!0 = !{i32 1, !\"SemanticInterposition\", !\"s\"}\n!1 = !{i32 1, !\"y\", i32 2}\n", "SemanticInterposition metadata requires constant integer argument")
	add("!0 = !{i32 1, !\"Linker Options\", !{}}\n!1 = !{i32 1, !\"y\", i32 2}\n", "'Linker Options' named metadata no longer supported")
	add("!0 = !{i32 7, !\"Dwarf Version\", i32 5}\n!1 = !{i32 2, !\"Debug Info Version\", i32 3}\n", "")
	return out
}()

func TestModuleFlags(t *testing.T)          { verifyCases(t, moduleFlagCases) }
func TestModuleFlagsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, moduleFlagCases) }
