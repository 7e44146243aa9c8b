package bitcode

import (
	"os"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/irverify"
	"memspace/llwrite"
)

// TestOldConstantExpressions reads opaque-pointer bitcode holding constant
// expressions LLVM 22 no longer has (made by LLVM 14 with
// -opaque-pointers, as LLVM 15 to 18 make them) and wants what LLVM 22
// reads: the same module as llvm-dis-22 prints, both read back by
// llvm-as-22 (which also drops the order of "; preds =" comments, a
// matter of use lists).
func TestOldConstantExpressions(t *testing.T) {
	src, err := os.ReadFile("testdata/old-constexprs.ll14")
	if err != nil {
		t.Fatal(err)
	}
	readsAsLLVM22(t, opaqueBitcode(t, src), "%constexpr = mul i64", "phi.constexpr:", "%constexpr.ins = insertelement",
		"%constexpr.ins24 = insertvalue", "%constexpr7 = add i32 %x, 1", "!{i64 poison}")
}

// readsAsLLVM22 reads bc and wants the module llvm-dis-22 prints (both
// read back by llvm-as-22), whose text holds each of wants.
func readsAsLLVM22(t *testing.T, bc []byte, wants ...string) {
	t.Helper()
	want, err := disOf(t, bc, "llvm-dis-22")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read("old.bc", bc)
	if err == nil {
		err = irverify.VerifyRead(m)
	}
	if err != nil {
		t.Fatal(err)
	}
	got := string(llwrite.Bytes(m))
	for _, s := range wants {
		if !strings.Contains(got, s) {
			t.Errorf("memspace's text has no %q:\n%s", s, got)
		}
	}
	if d := textdiff.First(normalize(t, []byte(want)), normalize(t, []byte(got))); d != "" {
		t.Errorf("memspace reads the bitcode as another module than LLVM 22:\n%s", d)
	}
}

// TestOldConstantExpressionInInitializer: LLVM 22 cannot make
// instructions in an initializer, and refuses the bitcode.
func TestOldConstantExpressionInInitializer(t *testing.T) {
	src := []byte("@g = global i32 0\n@h = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)\n")
	bc := opaqueBitcode(t, src)
	if _, err := disOf(t, bc, "llvm-dis-22"); err == nil {
		t.Fatal("llvm-dis-22 reads it")
	}
	_, err := Read("old.bc", bc)
	want := "value referenced by initializer is an unsupported constant expression of type mul"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want an error with %q", err, want)
	}
}

// opaqueBitcode assembles LLVM 14 IR with opaque pointers.
func opaqueBitcode(t *testing.T, src []byte) []byte {
	t.Helper()
	bc, stderr, err := llvmtools.RunInput(t, src, "llvm-as-14", "-opaque-pointers", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-as-14: %v\n%s", err, stderr)
	}
	return []byte(bc)
}

// TestScalableGEPConstants reads bitcode of LLVM 19 holding constant
// getelementptrs of scalable types (testdata/scalable-gep-constexpr.bc,
// llvm-as-19 of its .ll19), which LLVM 22 no longer has as constants: an
// operand becomes an instruction, a phi's incoming value an instruction
// on the edge, as llvm-dis-22 shows; a fixed-size one stays a constant.
func TestScalableGEPConstants(t *testing.T) {
	bc, err := os.ReadFile("testdata/scalable-gep-constexpr.bc")
	if err != nil {
		t.Fatal(err)
	}
	readsAsLLVM22(t, bc, "%constexpr = getelementptr <vscale x 1 x i8>, ptr @g, i64 1", "phi.constexpr:",
		"%constexpr1 = ptrtoint ptr %constexpr to i64", "ret ptr getelementptr ([4 x i8], ptr @g, i64 1)")
}
