package irverify_test

import (
	"strings"
	"testing"

	"memspace/irverify"
	"memspace/llread"
)

// Aliases may not lead back to themselves, through another alias or a
// constant's operands (dso_local_equivalent included); a chain is fine.
func TestAliasCycles(t *testing.T) {
	for src, cycle := range map[string]bool{
		"@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n":                                                true,
		"@a = alias i8, ptr getelementptr (i8, ptr @a, i64 1)\n":                                          true,
		"@a = alias i8, ptr dso_local_equivalent @a\n":                                                    true,
		"@g = global i32 0\n@a = alias i32, ptr @g\n@b = alias i32, ptr @a\n":                             false,
		"@g = global [2 x i32] zeroinitializer\n@a = alias i32, ptr getelementptr (i32, ptr @g, i64 1)\n": false,
	} {
		m, err := llread.Parse("k.ll", []byte(src))
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		err = irverify.VerifyRead(m)
		if got := err != nil && strings.Contains(err.Error(), "Aliases cannot form a cycle"); got != cycle {
			t.Errorf("%q: error %v, want a cycle: %v", src, err, cycle)
		}
	}
}

// ifuncCases are ifuncs and LLVM's verdict on their resolvers.
var ifuncCases = map[string]string{
	"@i = ifunc void (), ptr @i\n":                                                                  "IFunc must have a Function resolver",
	"@i = ifunc void (), ptr @r\ndeclare ptr @r()\n":                                                "IFunc resolver must be a definition",
	"@i = ifunc void (), ptr @r\ndefine i32 @r() {\n  ret i32 0\n}\n":                               "IFunc resolver must return a pointer",
	"@i = ifunc void (), ptr @a\n@a = alias ptr (), ptr @r\ndefine ptr @r() {\n  ret ptr null\n}\n": "",
}

func TestIFuncs(t *testing.T)          { verifyCases(t, ifuncCases) }
func TestIFuncsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, ifuncCases) }
