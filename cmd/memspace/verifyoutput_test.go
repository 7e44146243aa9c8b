package main

import (
	"strings"
	"testing"

	"memspace/llread"
)

// TestVerifyOutput: a module a pass left invalid (here a landingpad in a
// function without a personality, which an inliner once made) is an
// error that names the problem, never a file.
func TestVerifyOutput(t *testing.T) {
	src := `declare void @may()
define void @k() {
entry:
  invoke void @may() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	err = verifyOutput(m, func(s string) { steps = append(steps, s) })
	if err == nil || !strings.Contains(err.Error(), "a memspace defect") || !strings.Contains(err.Error(), "needs to be in a function with a personality") {
		t.Errorf("got %v", err)
	}
	if len(steps) != 1 || steps[0] != "verify-output" {
		t.Errorf("timed %v", steps)
	}
}
