package bitcode

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"memspace/internal/textdiff"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// TestOtherClangBitcode reads the bitcode that clang 15, 16 and 19 wrote
// for CUDA, OpenCL and HIP sources with -g (testdata/clang-versions, made
// by its make.sh; the tests need none of those compilers). LLVM 22
// upgrades such bitcode as it reads it: typed pointers, lifetime markers
// with a size, renamed NVVM intrinsics, memory effects without target
// memory. memspace keeps the module as written, so:
//
//   - llvm-dis-22 must read our bitcode as it reads clang's;
//   - LLVM must accept our text (llvm-as-22; llvm-as-14 for clang 15's
//     typed pointers), and memspace must read that text back into the
//     same module: its bitcode, through llvm-dis-22, is clang's again.
//
// The text is not compared through llvm-as-22 itself: LLVM's text reader
// upgrades in another order than its bitcode reader (the declarations it
// makes for renamed intrinsics come elsewhere in the module), so
// llvm-dis-N's text of the same bitcode, assembled by llvm-as-22, shows
// the same differences.
func TestOtherClangBitcode(t *testing.T) {
	const want = 42 // 14 sources, 3 compilers
	files, _ := filepath.Glob(filepath.Join("testdata", "clang-versions", "*", "*.bc"))
	if len(files) != want {
		t.Fatalf("found %d bitcode files in testdata/clang-versions, want %d", len(files), want)
	}
	var typed atomic.Int32
	t.Cleanup(func() { // after the parallel subtests
		if typed.Load() == 0 && !t.Failed() {
			t.Error("no typed-pointer module among the files: clang 15's OpenCL output should be")
		}
	})
	for _, path := range files {
		rel, _ := filepath.Rel(filepath.Join("testdata", "clang-versions"), path)
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			if checkOtherClang(t, path) {
				typed.Add(1)
			}
		})
	}
}

// checkOtherClang runs TestOtherClangBitcode's checks on one file and
// reports whether its module has typed pointers.
func checkOtherClang(t *testing.T, path string) (typed bool) {
	bc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// A module summary (rustc writes one) is dropped, as opt drops it.
	want := normalizeOrders(t, []byte(dropSummaries(disLocalOrders(t, bc, "llvm-dis-22"))))
	m, err := Read(path, bc)
	if err != nil {
		t.Fatal(err)
	}
	compareEncoded(t, want, m, "our bitcode")
	text := llwrite.Bytes(m)
	as := "llvm-as-22"
	if m.TypedPointers {
		as = "llvm-as-14"
	}
	assemble(t, text, as)
	back, err := llread.Parse(path+".ll", text)
	if err != nil {
		t.Fatalf("reading our text back: %v", err)
	}
	compareEncoded(t, want, back, "our text, read back")
	return m.TypedPointers
}

// compareEncoded encodes m and compares llvm-dis-22's text of it, with
// the use-list orders of functions' own values, to want.
func compareEncoded(t *testing.T, want string, m *ir.Module, what string) {
	bc, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if d := textdiff.First(want, normalizeOrders(t, []byte(disLocalOrders(t, bc, "llvm-dis-22")))); d != "" {
		t.Errorf("%s:\n%s", what, d)
	}
}
