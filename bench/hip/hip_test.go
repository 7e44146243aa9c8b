package hip

import (
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/progcheck"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// TestPrograms runs memspace on every module, with and without
// -whole-program (internal/progcheck): valid output that never leaves more
// flat accesses than llc-22 alone, and fewer at each level over all files.
func TestPrograms(t *testing.T) {
	progcheck.Run(t, "ll", 57, []string{"O0", "O1", "O3"}) // 19 sources, 3 levels
}
