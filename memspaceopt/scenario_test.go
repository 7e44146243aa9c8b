package memspaceopt

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// TestScenarios runs the .ll files of testdata/: one scenario each, with
// RUN lines that run the memspace command and FileCheck its output.
func TestScenarios(t *testing.T) {
	tools := map[string]string{"memspace": llvmtools.Memspace(t)}
	littest.RunDir(t, "testdata", tools)
}

// TestScenariosAssemble checks that every scenario's output is valid IR
// for LLVM 22 (LLVM 14 for the typed-pointer ones).
func TestScenariosAssemble(t *testing.T) {
	bin := llvmtools.Memspace(t)
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			out, err := exec.Command(bin, "-passes=memspace-opt", f).Output()
			if err != nil {
				return // scenarios that expect failure are checked by TestScenarios
			}
			as := "llvm-as-22"
			if filepath.Ext(f[:len(f)-3]) == ".typed" {
				as = "llvm-as-14"
			}
			if _, stderr, err := llvmtools.RunInput(t, out, as, "-o", os.DevNull); err != nil {
				t.Errorf("%s rejects the output: %v\n%s", as, err, stderr)
			}
		})
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	llvmtools.CleanupMemspace()
	os.Exit(code)
}
