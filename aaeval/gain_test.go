package aaeval

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestAAEvalAfterPipeline runs memspace's default pipeline on every
// corpus module that opt-22 reads as opaque IR (NVPTX, and the AMDGPU
// modules made from the OpenCL sources), asks opt-22's nvptx-aa /
// amdgpu-aa about the module before and after, and logs the NoAlias
// answers gained: the precision memspace gives LLVM's own alias analysis.
// On the output too, our answers may differ from opt-22's only by the
// deliberate differences.
func TestAAEvalAfterPipeline(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt-22 on every corpus module; not in -short")
	}
	llvmtools.Tool(t, "opt-22")
	tmp := t.TempDir()
	var before, after, queriesBefore, queriesAfter int
	t.Logf("%-45s %12s %12s", "module", "NoAlias in", "NoAlias out")
	for _, in := range inputs(t) {
		if !in.exact {
			continue
		}
		out := filepath.Join(tmp, filepath.Base(in.path))
		if b, err := exec.Command(llvmtools.Memspace(t), in.path, "-o", out).CombinedOutput(); err != nil {
			if !strings.Contains(string(b), "error: Cannot do atomic on local memory") {
				t.Fatalf("memspace %s: %v\n%s", in.path, err, b)
			}
			continue // the module is invalid on purpose
		}
		want0, ok0 := evalOpt(t, in)
		res := input{out, in.aa, true}
		want1, ok1 := evalOpt(t, res)
		if !ok0 || !ok1 {
			t.Fatalf("opt-22 aa-eval failed on %s or its output", in.path)
		}
		n0, n1 := countOf(verdicts(want0), "NoAlias"), countOf(verdicts(want1), "NoAlias")
		before, after = before+n0, after+n1
		queriesBefore += aliasQueries(want0)
		queriesAfter += aliasQueries(want1)
		if n1 != n0 {
			t.Logf("%-45s %12d %12d", filepath.Base(in.path), n0, n1)
		}
		ours := verdicts(evalOurs(t, out, "-aa-pipeline="+in.aa))
		classify(t, out, ours, verdicts(want1))
	}
	t.Logf("total NoAlias answers of opt-22: %d of %d alias queries before memspace, %d of %d after",
		before, queriesBefore, after, queriesAfter)
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// aliasQueries counts the alias (not mod/ref) answers of a report.
func aliasQueries(report string) int {
	n := 0
	for _, v := range verdicts(report) {
		if strings.HasSuffix(v, "Alias") {
			n++
		}
	}
	return n
}
