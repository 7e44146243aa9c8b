package irverify_test

import "testing"

// dllImportCases are dllimport global values and LLVM 22's verdict.
var dllImportCases = map[string]string{
	"declare dllimport void @f()\n":                         "",
	"declare extern_weak dllimport void @f()\n":             "",
	"@g = external dllimport global i32\n":                  "",
	"@g = available_externally dllimport global i32 0\n":    "",
	"define dllimport void @f() {\n  ret void\n}\n":         "Global is marked as dllimport, but not external",
	"@g = dllimport global i32 0\n":                         "Global is marked as dllimport, but not external",
	"@g = global i32 0\n@a = dllimport alias i32, ptr @g\n": "Global is marked as dllimport, but not external",
}

func TestDLLImport(t *testing.T)          { verifyCases(t, dllImportCases) }
func TestDLLImportMatchLLVM(t *testing.T) { verifyCasesLLVM(t, dllImportCases) }
