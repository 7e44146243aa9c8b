package diag

import (
	"bytes"
	"testing"
)

func TestPolicyFoldsAndLimits(t *testing.T) {
	e := &Engine{Policy: Policy{ErrorLimit: 2}}
	at := Loc{File: "k.cu", Line: 3, Col: 7}
	for range 3 { // an inlined helper reports the same thing three times
		e.Warnf(at, "Cannot tell")
	}
	e.Errorf(Loc{File: "k.cu", Line: 4}, "e1")
	e.Errorf(Loc{File: "k.cu", Line: 4}, "e1")
	e.Errorf(Loc{File: "k.cu", Line: 5}, "e2")
	e.Errorf(Loc{File: "k.cu", Line: 6}, "e3")
	var b bytes.Buffer
	e.Flush(&b)
	want := "k.cu:3:7: warning: Cannot tell\nk.cu:4: error: e1\nk.cu:5: error: e2\n" +
		"k.cu:6: error: too many errors emitted, stopping now [-error-limit=2]\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestPolicyWarnings(t *testing.T) {
	e := &Engine{Policy: Policy{NoWarnings: true}}
	e.Warnf(Loc{}, "w")
	if len(e.All()) != 0 {
		t.Errorf("-w kept a warning")
	}
	e = &Engine{Policy: Policy{WarningsAsErrors: true}}
	e.Warnf(Loc{File: "a.ll", Line: 1}, "w")
	if !e.HasErrors() || e.All()[0].Msg != "w [-Werror]" {
		t.Errorf("-Werror: %+v", e.All())
	}
}
