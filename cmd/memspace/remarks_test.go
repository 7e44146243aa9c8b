package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestRemarksReadByLLVM runs the default pipeline with
// -pass-remarks-output on every corpus file and has LLVM's own remark
// parser (llvm-remarkutil-22, the library opt-viewer's YAML follows) read
// them all: it must accept the file and count as many remarks of each kind
// as were written.
func TestRemarksReadByLLVM(t *testing.T) {
	tool := llvmtools.Tool(t, "llvm-remarkutil-22")
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	dir := t.TempDir()
	var all strings.Builder
	for _, f := range files {
		r := filepath.Join(dir, "r.yaml")
		if code, _, stderr := runCmd(t, "", "-pass-remarks-output="+r, f, "-o", os.DevNull); code != 0 {
			if strings.Contains(stderr, ": error: ") && strings.Contains(f, "atomic_local") {
				continue // an atomic on local memory is an error the pass must report
			}
			t.Fatalf("%s: exit %d: %s", f, code, stderr)
		}
		b, err := os.ReadFile(r)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	text := all.String()
	yaml := filepath.Join(dir, "all.yaml")
	os.WriteFile(yaml, []byte(text), 0o644)
	for _, kind := range []string{"passed", "missed"} {
		want := strings.Count(text, "--- !"+strings.ToUpper(kind[:1])+kind[1:]+"\n")
		out, stderr, err := llvmtools.Run(t, tool, "count", "--parser=yaml", "--group-by=total", "--remark-type="+kind, yaml)
		if err != nil {
			t.Fatalf("llvm-remarkutil rejects the remarks: %v\n%s", err, stderr)
		}
		got := -1 // the output ends with the line "Total,N"
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if total, ok := strings.CutPrefix(lines[len(lines)-1], "Total,"); ok {
			got, _ = strconv.Atoi(total)
		}
		if want == 0 || got != want {
			t.Errorf("%s remarks: llvm-remarkutil counts %d (%q), we wrote %d", kind, got, out, want)
		}
	}
}
