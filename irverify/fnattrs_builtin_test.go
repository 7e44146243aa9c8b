package irverify_test

import "testing"

// builtinCases: builtin belongs on call sites only, and a call has no
// alignment.
var builtinCases = map[string]string{
	"define ptr @f(ptr %x) #0 {\n  ret ptr %x\n}\nattributes #0 = { builtin }\n":                                                  "Attribute 'builtin' can only be applied to a callsite.",
	"declare ptr @g(ptr) #0\nattributes #0 = { builtin }\n":                                                                       "Attribute 'builtin' can only be applied to a callsite.",
	"declare ptr @g(ptr)\ndefine ptr @f(ptr %x) {\n  %y = call ptr @g(ptr %x) #0\n  ret ptr %y\n}\nattributes #0 = { builtin }\n": "",
	"declare void @g()\ndefine void @f() {\n  call void @g() align 8\n  ret void\n}\n":                                            "Attribute 'align 8' does not apply to functions!",
	"declare void @g() align 8\n": "",
}

func TestBuiltin(t *testing.T)          { verifyCases(t, builtinCases) }
func TestBuiltinMatchLLVM(t *testing.T) { verifyCasesLLVM(t, builtinCases) }
