package ipmsp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"testing"

	"memspace/diag"
	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
	_ "memspace/wholeprogram"
)

// TestPartsRunAsOneWorklist: without remarks the round's parts run on all
// processors; with remarks they run one after another, in order. The
// module must come out the same, on every corpus file (all levels, typed
// and with debug info) and every reach program.
func TestPartsRunAsOneWorklist(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	reach, _ := filepath.Glob(filepath.Join("..", "bench", "reach", "ll", "*.ll"))
	files = append(files, reach...)
	sort.Strings(files)
	if testing.Short() {
		files = files[:10]
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(path)
		for _, whole := range []bool{false, true} {
			runtime.GOMAXPROCS(1)
			serial := runWithRemarks(t, base, src, whole, true)
			runtime.GOMAXPROCS(8)
			parallel := runWithRemarks(t, base, src, whole, false)
			if !bytes.Equal(serial, parallel) {
				t.Errorf("%s (whole-program %v): parts in parallel differ from parts in order:\n%s", base, whole, firstDiff(serial, parallel))
			}
		}
	}
}

// runWithRemarks runs the default pipeline (after whole-program when
// whole) with or without remarks and returns the printed module; a module
// the pipeline rejects (an atomic on local memory) gives its error text.
func runWithRemarks(t *testing.T, name string, src []byte, whole, remarks bool) []byte {
	t.Helper()
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	passes := pipeline.Default(tg)
	if whole {
		wp, ok := pass.Lookup("whole-program")
		if !ok {
			t.Fatal("whole-program is not registered")
		}
		passes = append([]pass.Pass{wp}, passes...)
	}
	ctx := &pass.Context{Module: m, Target: tg, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	if remarks {
		ctx.Remarks = &pass.Remarks{}
	}
	if err := pass.Run(ctx, passes, irverify.Verify); err != nil {
		return []byte(err.Error())
	}
	return llwrite.Bytes(m)
}
