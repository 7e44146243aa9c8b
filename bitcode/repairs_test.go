package bitcode

import (
	"os"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/irverify"
)

// What LLVM's bitcode reader repairs as it reads, where its text reader
// would have the verifier refuse the module (record mutants of seed 1,
// TestRecordMutantsAgreeWithLLVM): attributes that do not fit their
// types go, so do an intrinsic declaration's (the intrinsic table's
// replace them; irverify's TestIntrinsicDeclarationAttrs), and an invalid
// access tag takes every !tbaa of the module with it. memspace read such bitcode and refused it; now it reads it as
// llvm-dis-22 does, and its bitcode of it gives llvm-dis-22 the same text.
func TestReadRepairsAsLLVM(t *testing.T) {
	unverified := func(src string) []byte {
		bc, stderr, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-disable-verify", "-", "-o", "-")
		if err != nil {
			t.Fatalf("llvm-as-22: %v\n%s", err, stderr)
		}
		return []byte(bc)
	}
	past, err := os.ReadFile("testdata/intrinsic-attrs-past-params.bc")
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		bc   []byte
		want string // in llvm-dis-22's text of it
	}{
		"attributes that do not fit": {unverified(`define noalias i8 @f(i8 readonly %a, i32 nonnull %x) {
  %r = call noalias i8 @g(i8 readonly 0, ptr zeroext null)
  ret i8 %r
}
declare i8 @g(i8 readonly, ptr)
declare noundef void @h(i8 dereferenceable(4))
`), "define i8 @f(i8 %a, i32 %x)"},
		"an invalid access tag": {unverified(`define i32 @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !0
  %v = load i32, ptr %p, !tbaa !4
  ret i32 %v
}
!0 = !{!1, !1, i64 0, !3}
!1 = !{!"int", !2}
!2 = !{!"root"}
!3 = !{}
!4 = !{!1, !1, i64 0}
`), "store i32 0, ptr %p, align 4\n"},
		// (mutant 246: an attribute of a parameter past the last of
		// @llvm.nvvm.read.ptx.sreg.ctaid.y)
		"intrinsic attributes past the parameters": {past, "@llvm.nvvm.read.ptx.sreg.ctaid.y()"},
	} {
		want, _, err := llvmtools.RunInput(t, c.bc, "opt-22", "-S", "-", "-o", "-")
		if err != nil || !strings.Contains(want, c.want) {
			t.Errorf("%s: opt-22 does not repair it (%v):\n%s", name, err, want)
			continue
		}
		m, err := Read("k.bc", c.bc)
		if err == nil {
			err = irverify.VerifyRead(m)
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		ours, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := llvmtools.RunInput(t, ours, "opt-22", "-S", "-", "-o", "-")
		if err != nil {
			t.Fatalf("%s: opt-22 refuses our bitcode: %v", name, err)
		}
		if d := textdiff.First(want, got); d != "" {
			t.Errorf("%s: our reading differs from LLVM's:\n%s", name, d)
		}
	}
}
