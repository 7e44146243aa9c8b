package irverify_test

import (
	"strings"
	"testing"

	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
)

// Aliases may not lead back to themselves, through another alias or a
// constant's operands; a chain is fine.
func TestAliasCycles(t *testing.T) {
	for src, cycle := range map[string]bool{
		"@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n":                                                true,
		"@a = alias i8, ptr getelementptr (i8, ptr @a, i64 1)\n":                                          true,
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

// aliaseeCases are aliases and ifuncs and LLVM's verdict on their
// linkage and what their aliasees name.
var aliaseeCases = map[string]string{
	"@g = external global i32\n@a = alias i32, ptr @g\n":                                                                   "Alias must point to a definition",
	"declare void @f()\n@a = alias void (), ptr @f\n":                                                                      "Alias must point to a definition",
	"@g = available_externally global i32 0\n@a = alias i32, ptr @g\n":                                                     "Alias must point to a definition",
	"@g = external global [2 x i32]\n@a = alias i32, ptr getelementptr (i32, ptr @g, i64 1)\n":                             "Alias must point to a definition",
	"@g = external global i32\n@a = alias i64, ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr)\n":                       "Alias must point to a definition",
	"@g = external global i32\n@a = weak alias i32, ptr @g\n":                                                              "Alias must point to a definition",
	"@g = global i32 0\n@a = available_externally alias i32, ptr @g\n":                                                     "available_externally alias must point to available_externally global value",
	"@g = global [2 x i32] zeroinitializer\n@a = available_externally alias i32, ptr getelementptr (i32, ptr @g, i64 1)\n": "available_externally alias must point to available_externally global value",
	"@g = global i32 0\n@b = weak alias i32, ptr @g\n@a = alias i32, ptr @b\n":                                             "Alias cannot point to an interposable alias",
	"@g = global i32 0\n@b = linkonce alias i32, ptr @g\n@a = alias i32, ptr getelementptr (i8, ptr @b, i64 0)\n":          "Alias cannot point to an interposable alias",
	"@g = global i32 0\n@a = alias i32, ptr @g\n@b = weak alias i32, ptr @a\n@c = alias i32, ptr @b\n":                     "Alias cannot point to an interposable alias",
	"define ptr @r() {\n  ret ptr null\n}\n@b = appending ifunc void (), ptr @r\n":                                         "Only global variables can have appending linkage!",
	"define ptr @r() {\n  ret ptr null\n}\n@b = common ifunc void (), ptr @r\n":                                            "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!",
	"define ptr @r() {\n  ret ptr null\n}\n@b = available_externally ifunc void (), ptr @r\n":                              "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!",
	"@g = available_externally global i32 0\n@a = available_externally alias i32, ptr @g\n":                                "",
	"@g = global i32 0\n@b = weak_odr alias i32, ptr @g\n@a = alias i32, ptr @b\n":                                         "",
	"@h = external global i32\n@g = global ptr @h\n@a = alias ptr, ptr @g\n":                                               "",
	"define ptr @r() {\n  ret ptr null\n}\n@i = ifunc void (), ptr @r\n@a = alias void (), ptr @i\n":                       "",
	"@g = global i32 0\n@a = private alias i32, ptr @g\n@b = linkonce_odr alias i32, ptr @g\n":                             "",
}

func TestAliasees(t *testing.T)          { verifyCases(t, aliaseeCases) }
func TestAliaseesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, aliaseeCases) }

// appendingCases: appending linkage is for global arrays only.
var appendingCases = map[string]string{
	"@a = appending global i32 0\n":                     "Only global arrays can have appending linkage!",
	"@a = appending global [1 x i32] [i32 0]\n":         "",
	"@a = appending global { i32 } zeroinitializer\n":   "Only global arrays can have appending linkage!",
	"@a = appending global [0 x ptr] zeroinitializer\n": "",
}

func TestAppending(t *testing.T)          { verifyCases(t, appendingCases) }
func TestAppendingMatchLLVM(t *testing.T) { verifyCasesLLVM(t, appendingCases) }

// LLVM's text reader refuses an appending function (and so does ours);
// its bitcode reader takes one, and its verifier refuses it.
func TestAppendingFunction(t *testing.T) {
	m, err := llread.Parse("k.ll", []byte("define void @f() {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	m.Functions[0].Linkage = ir.LinkAppending
	const want = "Only global variables can have appending linkage!"
	if err := irverify.VerifyRead(m); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("VerifyRead: %v, want %q", err, want)
	}
}
