package openmp

import (
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/progcheck"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// TestPrograms runs memspace on every module, with and without
// -whole-program (internal/progcheck): every output must assemble, compile
// with llc-22 wherever the input does (an AMDGPU team-shared tile with an
// initializer does not), and leave no more generic accesses than llc-22
// alone. At each level (-O0, -O2), over all files, memspace must leave
// fewer: the parameters of parallel regions and runtime callbacks take
// their arguments' spaces (addrspace/openmp.go, ompcallback.go).
func TestPrograms(t *testing.T) {
	progcheck.Run(t, "ll", 32, []string{"O0", "O2"}) // 8 sources, 2 targets, 2 levels
}
