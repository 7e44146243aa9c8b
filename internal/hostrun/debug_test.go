package hostrun

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestDebugOne drives one file, for debugging the harness or a finding:
//
//	HR_FILE=x.ll [HR_OPTS="-passes=memspace-opt"] [HR_DIR=/tmp/keep] go test -run DebugOne -v ./internal/hostrun
//
// With HR_DIR the host modules, programs and images stay there; run a
// kernel again with PROGRAM IMAGE KERNEL 64 1 1 2 1 1 3.
func TestDebugOne(t *testing.T) {
	file := os.Getenv("HR_FILE")
	if file == "" {
		t.Skip()
	}
	dir := t.TempDir()
	if d := os.Getenv("HR_DIR"); d != "" {
		dir = d
	}
	h := New(Tools{Clang: llvmtools.Tool(t, "clang-22"), LLC: llvmtools.Tool(t, "llc-22")}, dir)
	h.Keep = true
	src, _ := os.ReadFile(file)
	out, rej, err := memspaceRun(t, file, strings.Fields(os.Getenv("HR_OPTS")))
	if err != nil || rej != "" {
		t.Fatal(err, rej)
	}
	res := h.Check(filepath.Base(file), src, []Variant{{Name: "after", Src: out, Tagged: os.Getenv("HR_TAGGED") != ""}})
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	for _, r := range res.Before {
		t.Logf("before %s: %s %s (%d bytes)", r.Kernel, r.Status, r.Message, len(r.Output))
	}
	for _, v := range res.Verdicts["after"] {
		t.Logf("%s: skip=%q failure=%q", v.Kernel, v.Skip, v.Failure)
	}
}
