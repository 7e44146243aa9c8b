package memspaceopt_test

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
)

// TestSPIRVectorCastsCompile: the output of the default pipeline and of
// lower-generic on a SPIR scenario that makes vectors of generic pointers
// global is compiled by LLVM's SPIR-V backend (llc-22 for spirv64), which
// takes no vector addrspacecast; the input compiles too.
func TestSPIRVectorCastsCompile(t *testing.T) {
	bin := llvmtools.Memspace(t)
	llc := llvmtools.Tool(t, "llc-22")
	in := filepath.Join("testdata", "spir-vector-cast-lanes.ll")
	for _, flags := range [][]string{nil, {"-lower-generic"}, {"-passes=memspace-opt"}} {
		out, err := exec.Command(bin, append(flags, in)...).Output()
		if err != nil {
			t.Fatalf("memspace %v: %v", flags, err)
		}
		spirv := bytes.ReplaceAll(out, []byte("spir64-unknown-unknown"), []byte("spirv64-unknown-unknown"))
		if _, stderr, err := llvmtools.RunInput(t, spirv, llc, "-O0", "-o", "/dev/null"); err != nil {
			t.Errorf("memspace %v: llc-22 refuses the output: %v\n%s", flags, err, stderr)
		}
	}
}
