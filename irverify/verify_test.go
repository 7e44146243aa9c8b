package irverify

import (
	"errors"
	"strings"
	"testing"

	"memspace/ir"
)

func TestWellFormedKernel(t *testing.T) {
	x := newFixture()
	x.kernel()
	wantClean(t, x.m)
	if got := VerifyFunction(x.m.Function("k")); len(got) != 0 {
		t.Fatalf("VerifyFunction: %v", got)
	}
}

func TestNilModule(t *testing.T) {
	err := Verify(nil)
	if err == nil || !strings.Contains(err.Error(), "nil") {
		t.Fatalf("Verify(nil) = %v", err)
	}
	if got := VerifyFunction(nil); len(got) != 1 {
		t.Fatalf("VerifyFunction(nil) = %v", got)
	}
	_ = ir.VoidType
}

// TestErrorsAtFollowsList: every problem has its At entry, nil only for
// the module as a whole.
func TestErrorsAtFollowsList(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32)
	ret(b, f.Params[0])
	b.Instrs = nil // a block with no terminator
	var errs *Errors
	if !errors.As(Verify(x.m), &errs) || len(errs.At) != len(errs.List) {
		t.Fatalf("At does not follow List: %v", errs)
	}
	for i, at := range errs.At {
		if at == nil {
			t.Errorf("%q has no value", errs.List[i])
		}
	}
}
