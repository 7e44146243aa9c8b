package leftover_test

import (
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// The scenarios in testdata/ are lit tests: memspace's remarks checked
// with FileCheck lines.
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata", map[string]string{
		"memspace": llvmtools.Memspace(t),
		"llvm-as":  llvmtools.Tool(t, "llvm-as-22"),
	})
}

func TestMain(m *testing.M) { llvmtools.Main(m) }
