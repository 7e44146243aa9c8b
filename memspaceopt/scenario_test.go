package memspaceopt

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// TestScenariosIdempotent checks that memspace-opt changes nothing in its
// own output, scenario by scenario (facts, pruning and retyping reuse what
// a first run left).
func TestScenariosIdempotent(t *testing.T) {
	bin := llvmtools.Memspace(t)
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			once, err := exec.Command(bin, "-passes=memspace-opt", f).Output()
			if err != nil {
				return // scenarios that expect failure are checked by TestScenarios
			}
			twice, _, err := llvmtools.RunInput(t, once, bin, "-passes=memspace-opt", "-")
			if err != nil {
				t.Fatalf("second run: %v", err)
			}
			if twice != string(once) {
				t.Errorf("a second run changes the output:\n%s", twice)
			}
		})
	}
}

// TestScenariosCompile compiles the NVPTX output of every scenario with a
// "; LLC: FLAGS" line (memspace's flags) with llc-22 at -O0 and -O2 for
// sm_90, and checks the PTX: llc emits some instructions PTX does not have
// (st.const, atomics on constant or local memory) rather than refusing
// them.
func TestScenariosCompile(t *testing.T) {
	bin := llvmtools.Memspace(t)
	llc := llvmtools.Tool(t, "llc-22")
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, f := range files {
		flags, ok := llcFlags(t, f)
		if !ok {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			out, err := exec.Command(bin, append(flags, f)...).Output()
			if err != nil {
				t.Fatalf("memspace %v: %v", flags, err)
			}
			for _, o := range []string{"-O0", "-O2"} {
				ptx, stderr, err := llvmtools.RunInput(t, out, llc, o, "-mtriple=nvptx64-nvidia-cuda",
					"-mcpu=sm_90", "-mattr=+ptx80", "-o", "-")
				if err != nil {
					t.Fatalf("llc %s rejects the output: %v\n%s", o, err, stderr)
				}
				for _, bad := range []string{"st.const", "atom.const", "red.const", "atom.local", "red.local"} {
					if strings.Contains(ptx, bad) {
						t.Errorf("llc %s: the PTX has %s", o, bad)
					}
				}
			}
		})
	}
}

// llcFlags returns the memspace flags of a scenario's "; LLC:" line.
func llcFlags(t *testing.T, file string) ([]string, bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "; LLC:"); ok {
			return strings.Fields(rest), true
		}
	}
	return nil, false
}

func TestMain(m *testing.M) { llvmtools.Main(m) }
