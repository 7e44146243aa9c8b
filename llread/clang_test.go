package llread

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
)

// TestClangOutputs reads the modules clang made in testdata/clang (see its
// README): each must read, pass the input verification, print the same
// after a second reading, and assemble with llvm-as-22.
func TestClangOutputs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "clang", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no modules in testdata/clang")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := mustParse(t, filepath.Base(f), src)
			if err := irverify.VerifyRead(m); err != nil {
				t.Fatalf("VerifyRead: %v", err)
			}
			out1 := printModule(t, m)
			if out2 := printModule(t, mustParse(t, "out1.ll", out1)); !bytes.Equal(out1, out2) {
				t.Errorf("second print differs from the first")
			}
			if _, stderr, err := llvmtools.RunInput(t, out1, "llvm-as-22", "-o", os.DevNull); err != nil {
				t.Errorf("llvm-as-22 rejects the output: %v\n%s", err, stderr)
			}
		})
	}
}
