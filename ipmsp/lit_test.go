package ipmsp_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// The scenarios in testdata/ are lit tests: each RUN line runs the
// memspace command (built once per test binary) and checks its output
// with FileCheck lines; outputs are also assembled by llvm-as-22, or
// llvm-as-14 for typed pointers.
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata", map[string]string{
		"memspace":   memspaceBinary(t),
		"llvm-as":    llvmtools.Tool(t, "llvm-as-22"),
		"llvm-as-14": llvmtools.Tool(t, "llvm-as-14"),
	})
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	buildOut  []byte
)

// memspaceBinary builds cmd/memspace into a temporary directory shared by
// the package's tests.
func memspaceBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "ipmsp-test-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "memspace")
		cmd := exec.Command("go", "build", "-o", binPath, "memspace/cmd/memspace")
		cmd.Dir = llvmtools.ModuleRoot(t)
		buildOut, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("building memspace: %v\n%s", buildErr, buildOut)
	}
	return binPath
}
