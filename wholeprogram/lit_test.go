package wholeprogram_test

import (
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// The scenarios in testdata/ are lit tests: each RUN line runs the
// memspace command and checks its output with FileCheck lines; outputs
// are assembled by llvm-as-22 and, on NVPTX, compiled by llc-22.
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata", map[string]string{
		"memspace": llvmtools.Memspace(t),
		"llvm-as":  llvmtools.Tool(t, "llvm-as-22"),
		"llc":      llvmtools.Tool(t, "llc-22"),
	})
}

func TestMain(m *testing.M) { llvmtools.Main(m) }
