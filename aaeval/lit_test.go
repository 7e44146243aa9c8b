package aaeval

import (
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// The scenarios in testdata/ are lit tests run with the memspace command;
// TestAAEvalMatchesLLVM also compares them with opt-22.
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata", map[string]string{"memspace": llvmtools.Memspace(t)})
}
