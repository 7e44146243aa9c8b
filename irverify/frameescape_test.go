package irverify_test

import "testing"

// frameEscape is a module whose @parent escapes args (its entry block
// holds %a, a static alloca, and %d, a dynamic one) and whose @child
// recovers index idx of @parent's frame.
func frameEscape(args, idx string) string {
	return `declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
define void @parent(i32 %n) {
  %a = alloca i32
  %d = alloca i32, i32 %n
  call void (...) @llvm.localescape(` + args + `)
  ret void
}
define void @child(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 ` + idx + `)
  ret void
}
`
}

// frameEscapeCases: the frame escapes LLVM's verifier takes and refuses
// (record mutant 1005 of seed 26 added a token to a localescape).
var frameEscapeCases = map[string]string{
	frameEscape("ptr %a", "0"):             "",
	frameEscape("ptr %a, ptr null", "1"):   "",
	frameEscape("ptr %a", "1"):             "all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function",
	frameEscape("ptr %d", "0"):             "llvm.localescape only accepts static allocas",
	frameEscape("ptr %a, token none", "0"): "llvm.localescape only accepts static allocas",
	"declare void @llvm.localescape(...)\ndefine void @f() {\n  %a = alloca i32\n  br label %b\nb:\n  call void (...) @llvm.localescape(ptr %a)\n  ret void\n}\n":                           "llvm.localescape used outside of entry block",
	"declare void @llvm.localescape(...)\ndefine void @f() {\n  %a = alloca i32\n  call void (...) @llvm.localescape(ptr %a)\n  call void (...) @llvm.localescape(ptr %a)\n  ret void\n}\n": "multiple calls to llvm.localescape in one function",
	"declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)\ndeclare void @g()\ndefine void @f(ptr %fp) {\n  %p = call ptr @llvm.localrecover(ptr @g, ptr %fp, i32 0)\n  ret void\n}\n":       "llvm.localrecover first argument must be function defined in this module",
}

func TestFrameEscapes(t *testing.T)          { verifyCases(t, frameEscapeCases) }
func TestFrameEscapesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, frameEscapeCases) }
