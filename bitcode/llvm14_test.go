package bitcode

import (
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
)

// TestTypedBitcodeForLLVM14 writes every typed-pointer module of the
// corpus, and clang 14's -g output of four corpus sources
// (testdata/llvm14, made with clang-14 -O1 -g as the corpus's build.sh
// makes its files), and checks that LLVM 14 reads our bitcode as the
// module its own llvm-as makes of the text: llvm-dis-14 prints both
// alike. LLVM 22 is not enough to check it: LLVM 14 reads a constant
// record of a code it does not know as undef, and refuses debug-info
// records of LLVM 22's lengths (see wllvm14.go).
func TestTypedBitcodeForLLVM14(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.typed.ll"))
	local, _ := filepath.Glob("testdata/llvm14/*.ll")
	files = append(files, local...)
	if len(local) < 4 || len(files) < 20 {
		t.Fatalf("%d files, %d of them clang 14's", len(files), len(local))
	}
	for _, path := range files {
		src, _, ours := encodeFile(t, path)
		got, err := disOf(t, ours, "llvm-dis-14")
		if err != nil {
			t.Errorf("%s: LLVM 14 refuses our bitcode: %v", path, err)
			continue
		}
		bc, err := asOf(t, src, "llvm-as-14")
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want, err := disOf(t, bc, "llvm-dis-14")
		if err != nil {
			t.Fatal(err)
		}
		// LLVM's text reader drops the fast-math flags of phis with a
		// debug location.
		if d := textdiff.First(phiFlagsOff(want), phiFlagsOff(got)); d != "" {
			t.Errorf("%s: llvm-dis-14 reads our bitcode otherwise than llvm-as-14's:\n%s", path, d)
		}
	}
}
