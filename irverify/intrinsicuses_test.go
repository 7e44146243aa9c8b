package irverify_test

import "testing"

// intrinsicUseCases use an intrinsic in ways LLVM's verifier judges.
var intrinsicUseCases = map[string]string{
	"declare void @llvm.trap()\ndeclare void @use(ptr)\ndefine void @f() {\n  call void @use(ptr @llvm.trap)\n  ret void\n}\n":                                                                                            "Invalid user of intrinsic instruction!",
	"declare void @llvm.trap()\n@g = global ptr @llvm.trap\n":                                                                                                                                                             "Invalid user of intrinsic instruction!",
	"declare void @llvm.trap()\n@llvm.used = appending global [1 x ptr] [ptr @llvm.trap], section \"llvm.metadata\"\n":                                                                                                    "Invalid user of intrinsic instruction!",
	"declare void @llvm.trap()\ndefine void @f() {\n  %p = alloca ptr\n  store ptr @llvm.trap, ptr %p\n  ret void\n}\n":                                                                                                   "Invalid user of intrinsic instruction!",
	"declare void @llvm.foo.bar()\ndefine i1 @f() {\n  %c = icmp eq ptr @llvm.foo.bar, null\n  ret i1 %c\n}\n":                                                                                                            "Invalid user of intrinsic instruction!",
	"declare void @llvm.trap()\n@a = alias void (), ptr @llvm.trap\n":                                                                                                                                                     "Invalid user of intrinsic instruction!",
	"declare void @llvm.trap()\ndefine void @f() {\n  call void @llvm.trap()\n  call void @llvm.trap()\n  ret void\n}\n":                                                                                                  "",
	"declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)\ndeclare ptr @g()\ndefine void @f() {\n  %r = call ptr @g() [ \"clang.arc.attachedcall\"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]\n  ret void\n}\n": "",
	"declare void @llvm.trap()\n!named = !{!0}\n!0 = !{ptr @llvm.trap}\n":                                                                                                                                                 "",
}

func TestIntrinsicUses(t *testing.T)          { verifyCases(t, intrinsicUseCases) }
func TestIntrinsicUsesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, intrinsicUseCases) }
