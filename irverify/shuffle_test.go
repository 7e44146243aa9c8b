package irverify_test

import (
	"os"
	"strings"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
)

// parseAndVerify reads src as the command does before any pass.
func parseAndVerify(src string) (any, error) {
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		return nil, err
	}
	return m, irverify.VerifyRead(m)
}

// shuffleMaskCases: a shufflevector's mask picks elements of its inputs
// or is undefined; a scalable one is all zeros or undefined.
var shuffleMaskCases = map[string]string{
	shuffle("<2 x i32> <i32 0, i32 3>", "<2 x i32>"):      "",
	shuffle("<2 x i32> <i32 0, i32 poison>", "<2 x i32>"): "",
	shuffle("<2 x i32> <i32 -1, i32 0>", "<2 x i32>"):     "Invalid shufflevector operands!",
	shuffle("<2 x i32> <i32 0, i32 4>", "<2 x i32>"):      "Invalid shufflevector operands!",
	shuffle("<2 x i32> <i32 -1, i32 0>", "<2 x i32>"):     "Invalid shufflevector operands!",
	shuffle("<3 x i32> splat (i32 3)", "<3 x i32>"):       "",
	shuffle("<3 x i32> splat (i32 9)", "<3 x i32>"):       "Invalid shufflevector operands!",
	shuffle("<2 x i32> zeroinitializer", "<2 x i32>"):     "",
	shuffle("<2 x i32> undef", "<2 x i32>"):               "",
	shuffleScalable("<vscale x 2 x i32> zeroinitializer"): "",
	shuffleScalable("<vscale x 2 x i32> splat (i32 1)"):   "Invalid shufflevector operands!",
}

// shuffle is a function shuffling two <2 x i32> with mask into a vector
// of type res.
func shuffle(mask, res string) string {
	return "define " + res + " @f(<2 x i32> %a, <2 x i32> %b) {\n  %s = shufflevector <2 x i32> %a, <2 x i32> %b, " +
		mask + "\n  ret " + res + " %s\n}\n"
}

// shuffleScalable shuffles two <vscale x 2 x i32> with mask.
func shuffleScalable(mask string) string {
	return "define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a) {\n  %s = shufflevector <vscale x 2 x i32> %a, <vscale x 2 x i32> %a, " +
		mask + "\n  ret <vscale x 2 x i32> %s\n}\n"
}

// TestShuffleMask: memspace takes exactly the masks llvm-as-22 takes
// (in text both readers refuse a bad mask as they parse it).
func TestShuffleMask(t *testing.T) {
	for src, want := range shuffleMaskCases {
		_, ours := parseAndVerify(src)
		_, stderr, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-", "-o", os.DevNull)
		if (ours == nil) != (want == "") || (err == nil) != (want == "") {
			t.Errorf("%q: memspace says %v, llvm-as-22 says %v %s; want %q", src, ours, err, stderr, want)
		}
	}
}

// In bitcode the mask is checked by the verifier (bitcode mutant 1266 of
// seed 591 picked element 354 of 16), with LLVM's message.
func TestShuffleMaskInBitcode(t *testing.T) {
	bc, err := os.ReadFile("testdata/shuffle-mask-past.bc")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err == nil {
		t.Fatal("opt-22 takes it")
	}
	m, err := bitcode.Read("k.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	if err := irverify.VerifyRead(m); err == nil || !strings.Contains(err.Error(), "Invalid shufflevector operands!") {
		t.Errorf("VerifyRead = %v, want the mask refused", err)
	}
}
