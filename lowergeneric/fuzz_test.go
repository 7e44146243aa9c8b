package lowergeneric_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/diag"
	"memspace/irverify"
	"memspace/llread"
	"memspace/lowergeneric"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

var spirTriple = regexp.MustCompile(`(?m)^target triple = .*$`)

// FuzzLowerGeneric runs the default pipeline and lower-generic, for the
// spir64 target, on every input that reads and verifies: no pass may
// panic, and each must leave a module that verifies. The seeds are the
// pass's lit tests and scenarios and the SPIR tests of memspace-opt.
func FuzzLowerGeneric(f *testing.F) {
	var files []string
	for _, g := range []string{"testdata/lit/*.ll", "testdata/exec/*.ll", "../memspaceopt/testdata/spir*.ll"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) == 0 {
		f.Fatal("no seeds")
	}
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		src = spirTriple.ReplaceAll(src, []byte(`target triple = "spir64-unknown-unknown"`))
		m, err := llread.Parse("fuzz.ll", src)
		if err != nil || irverify.VerifyRead(m) != nil {
			return
		}
		o := &pass.Options{}
		o.Set(lowergeneric.OptEnable, "true")
		ctx := &pass.Context{Module: m, Target: target.SPIR(), File: "fuzz.ll", Opts: o,
			Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
		err = pass.Run(ctx, pipeline.Default(target.SPIR(), o), irverify.Verify)
		if err != nil && strings.Contains(err.Error(), "module broken") {
			t.Fatalf("%v\ninput:\n%s", err, src)
		}
	})
}
