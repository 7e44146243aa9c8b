package irverify

import (
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
