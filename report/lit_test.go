package report_test

import (
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// The scenarios in testdata/ are lit tests: each runs the memspace
// command with -report and checks the page's tables with FileCheck lines,
// and opt-22 on the same input to show the upstream figures are opt's.
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata", map[string]string{
		"memspace": llvmtools.Memspace(t),
		"opt":      llvmtools.Tool(t, "opt-22"),
	})
}
