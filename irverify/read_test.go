package irverify

import (
	"errors"
	"testing"

	"memspace/ir"
)

// TestVerifyReadSkipsUseLists: a raw operand change breaks use lists,
// which Verify reports and VerifyRead, meant for modules the reader built,
// does not look at.
func TestVerifyReadSkipsUseLists(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	ret(b, a)
	a.SetOperandsRaw([]ir.Value{f.Params[1], f.Params[0]})
	if Verify(x.m) == nil {
		t.Fatal("Verify misses the broken use lists")
	}
	if err := VerifyRead(x.m); err != nil {
		t.Fatalf("VerifyRead: %v", err)
	}
}

// TestVerifyReadPlacesProblems: VerifyRead reports a use its definition
// does not reach, and Errors.At names the instruction, so that a caller
// can place it in the text.
func TestVerifyReadPlacesProblems(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], x.i32(1))
	c := ins(b, "c", ir.OpAdd, x.t.I32, a, x.i32(1))
	ret(b, c)
	b.Instrs[0], b.Instrs[1] = c, a
	var errs *Errors
	if !errors.As(VerifyRead(x.m), &errs) {
		t.Fatal("VerifyRead misses a use before its definition")
	}
	want := "function @f: block %entry: %c = add i32 %a, i32 1: %a is used before it is defined"
	if len(errs.List) != 1 || errs.List[0] != want || len(errs.At) != 1 || errs.At[0] != ir.Value(c) {
		t.Fatalf("got %q at %v, want %q at %%c", errs.List, errs.At, want)
	}
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
