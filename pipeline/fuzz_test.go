package pipeline_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/diag"
	"memspace/irverify"
	"memspace/llread"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

// FuzzPipeline runs the default pipeline on every input that reads and
// verifies (as the command does), for the input's target or NVPTX: no pass
// may panic, and each must leave a module that verifies, use lists and
// all. The seeds are the scenario files of the passes.
func FuzzPipeline(f *testing.F) {
	for _, dir := range []string{"../memspaceopt/testdata", "../ipmsp/testdata", "../restrict/testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		if len(files) == 0 {
			f.Fatalf("no seeds in %s", dir)
		}
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := llread.Parse("fuzz.ll", src)
		if err != nil || irverify.VerifyRead(m) != nil {
			return
		}
		tg, _ := target.FromTriple(m.Triple)
		if tg == nil {
			tg = target.NVPTX()
		}
		ctx := &pass.Context{Module: m, Target: tg, File: "fuzz.ll", Opts: &pass.Options{},
			Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
		err = pass.Run(ctx, pipeline.Default(tg), irverify.Verify)
		if err != nil && strings.Contains(err.Error(), "module broken") {
			t.Fatalf("%v\ninput:\n%s", err, src)
		}
	})
}
