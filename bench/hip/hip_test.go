package hip

import (
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/progcheck"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// TestPrograms runs memspace on every module, with and without
// -whole-program (internal/progcheck): valid output that never leaves more
// flat accesses than llc-22 alone, and fewer at each level over all files.
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("ll", "*.ll"))
	if len(files) < 57 {
		t.Fatalf("%d modules in ll/, want at least 57 (19 sources at -O0, -O1 and -O3)", len(files))
	}
	progcheck.Run(t, files, []string{"O0", "O1", "O3"})
}
