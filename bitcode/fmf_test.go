package bitcode

import (
	"strings"
	"testing"

	"memspace/ir"
	"memspace/llread"
)

// TestFastMathOnlyWhereLLVMTakesIt: bitcode can put fast-math flags on a
// select, phi or call of any type. LLVM's reader drops them on a select
// or phi that is no floating-point operation and refuses a call (bitcode
// mutant 1382 of seed 421); memspace reads them alike. The modules are
// written by memspace's writer with the flags set by hand, which the
// text reader would refuse.
func TestFastMathOnlyWhereLLVMTakesIt(t *testing.T) {
	src := `declare i32 @g()
define i32 @f(i1 %c, i32 %a, i32 %b) {
entry:
  %s = select i1 %c, i32 %a, i32 %b
  br label %next
next:
  %p = phi i32 [ %s, %entry ]
  %r = call i32 @g()
  ret i32 %p
}
`
	read := func(flag string) (*ir.Module, error) {
		m, err := llread.Parse("k.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range m.Function("f").Blocks {
			for _, in := range b.Instrs {
				if in.Name() == flag {
					in.Flags |= ir.NNaN
				}
			}
		}
		bc, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		return Read("k.bc", bc)
	}
	for _, name := range []string{"s", "p"} {
		m, err := read(name)
		if err != nil {
			t.Fatalf("%%%s: %v", name, err)
		}
		for _, b := range m.Function("f").Blocks {
			for _, in := range b.Instrs {
				if in.Flags&ir.FastMath != 0 {
					t.Errorf("%%%s: %s kept its fast-math flags", name, in.Op)
				}
			}
		}
	}
	want := "Fast-math-flags specified for call without floating-point scalar or vector return type"
	if _, err := read("r"); err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), want) {
		t.Errorf("call: got %v, want %s", err, want)
	}
}
