package irverify_test

import "testing"

// LLVM replaces the attributes of a known intrinsic's declaration by its
// table's as it reads the module, text or bitcode, LLVM 14 and 22 alike,
// so the declared ones are never checked (record mutant 105 of seed 1:
// noundef on a void result). Unknown llvm.* names and other functions
// keep theirs, and are checked.
var intrinsicDeclAttrCases = map[string]string{
	"declare noundef void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 byval(i32))\n": "",
	"declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64 nonnull, i1)\n":               "",
	"declare noundef void @llvm.foo.bar()\n":                                         "Attribute 'noundef' applied to incompatible type!",
	"declare noundef void @h()\n":                                                    "Attribute 'noundef' applied to incompatible type!",
}

func TestIntrinsicDeclarationAttrs(t *testing.T) { verifyCases(t, intrinsicDeclAttrCases) }
func TestIntrinsicDeclarationAttrsMatchLLVM(t *testing.T) {
	verifyCasesLLVM(t, intrinsicDeclAttrCases)
}
