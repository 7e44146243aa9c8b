package hostrun

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAttack drives hand-written attack programs, for a review of the
// rules that make pointers concrete (bench/README.md, "Adversarial review
// of the concrete-space rules"):
//
//	HR_ATTACK_DIR=/tmp/attacks [HR_ATTACK_GLOB='*.ll'] [HOSTRUN_MEMSPACE=old-build] \
//	  go test -count=1 -run TestAttack -v ./internal/hostrun
//
// Every file runs before memspace and after it under each option set of
// TestExecutionCheck, and SPIR files also after lower-generic (default
// pipeline, alone, private memory apart) with the tags in the pointer
// bits; it logs per file what did not run before memspace, what memspace
// refused and every difference. It fails nothing: it is a tool.
func TestAttack(t *testing.T) {
	dir := os.Getenv("HR_ATTACK_DIR")
	if dir == "" {
		t.Skip()
	}
	h := newHarness(t)
	noop := newHarness(t)
	noop.BeforeNoopCasts = true
	files, _ := filepath.Glob(filepath.Join(dir, os.Getenv("HR_ATTACK_GLOB")))
	for _, f := range files {
		src, _ := os.ReadFile(f)
		spir := strings.Contains(string(src), `triple = "spir`)
		sets := append([]optionSet(nil), optionSets...)
		var variants []Variant
		var lines []string
		for _, o := range sets {
			out, rej, err := memspaceRun(t, f, o.args)
			if err != nil || rej != "" {
				lines = append(lines, fmt.Sprintf("  [%s] memspace: %v %s", o.name, err, rej))
				continue
			}
			variants = append(variants, Variant{Name: o.name, Src: out})
		}
		res := h.Check(filepath.Base(f), src, variants)
		if res.Err != nil {
			lines = append(lines, "  module: "+res.Err.Error())
		}
		for _, b := range res.Before {
			if b.Status != StatusOK {
				lines = append(lines, fmt.Sprintf("  before @%s: %v %s", b.Kernel, b.Status, firstLine(b.Message)))
			}
		}
		for name, vs := range res.Verdicts {
			for _, v := range vs {
				if v.Failure != "" {
					lines = append(lines, fmt.Sprintf("  FAIL [%s] @%s: %s", name, v.Kernel, firstLine(v.Failure)))
				}
			}
		}
		if spir {
			var tv []Variant
			for _, o := range []optionSet{{"lg", []string{"-lower-generic"}}, {"lg-alone", []string{"-passes=lower-generic"}},
				{"lg-apart", []string{"-lower-generic", "-lower-generic-private-in-global=false"}}} {
				out, rej, err := memspaceRun(t, f, o.args)
				if err != nil || rej != "" {
					lines = append(lines, fmt.Sprintf("  [%s] memspace: %v %s", o.name, err, rej))
					continue
				}
				tv = append(tv, Variant{Name: o.name, Src: out, Tagged: true, PrivateApart: o.name == "lg-apart"})
			}
			r2 := noop.Check(filepath.Base(f), src, tv)
			if r2.Err != nil {
				lines = append(lines, "  lg module: "+r2.Err.Error())
			}
			for name, vs := range r2.Verdicts {
				for _, v := range vs {
					if v.Failure != "" {
						lines = append(lines, fmt.Sprintf("  FAIL [%s] @%s: %s", name, v.Kernel, firstLine(v.Failure)))
					}
				}
			}
		}
		status := "ok"
		if len(lines) > 0 {
			status = "see below"
		}
		t.Logf("%s: %d kernels: %s\n%s", filepath.Base(f), len(res.Before), status, strings.Join(lines, "\n"))
	}
}
