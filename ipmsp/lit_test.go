package ipmsp_test

import (
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
		"memspace":   llvmtools.Memspace(t),
		"llvm-as":    llvmtools.Tool(t, "llvm-as-22"),
		"llvm-as-14": llvmtools.Tool(t, "llvm-as-14"),
	})
}

func TestMain(m *testing.M) { llvmtools.Main(m) }
