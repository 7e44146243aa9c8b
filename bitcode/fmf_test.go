package bitcode

import (
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
)

// TestFastMathOnlyWhereLLVMTakesIt: bitcode can put fast-math flags on a
// select, phi or call of any type. LLVM's reader drops them on a select
// that is no floating-point operation and refuses a phi ("Invalid phi
// record") or a call (bitcode mutant 1382 of seed 421); memspace reads
// them alike (it dropped them on the phi until record mutants of seed 1
// showed LLVM 22 refusing the record). The modules are written by
// memspace's writer with the flags set by hand, which the text reader
// would refuse.
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
	write := func(flag string) []byte {
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
		return bc
	}
	read := func(flag string) (*ir.Module, error) {
		bc := write(flag)
		if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); (err == nil) != (flag == "s") {
			t.Errorf("%%%s: opt-22 says %v %s", flag, err, stderr)
		}
		return Read("k.bc", bc)
	}
	m, err := read("s")
	if err != nil {
		t.Fatalf("%%s: %v", err)
	}
	for _, b := range m.Function("f").Blocks {
		for _, in := range b.Instrs {
			if in.Flags&ir.FastMath != 0 {
				t.Errorf("%%s: %s kept its fast-math flags", in.Op)
			}
		}
	}
	if _, err := read("p"); err == nil || !strings.Contains(err.Error(), "invalid phi record") {
		t.Errorf("phi: got %v, want the record refused", err)
	}
	want := "Fast-math-flags specified for call without floating-point scalar or vector return type"
	if _, err := read("r"); err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), want) {
		t.Errorf("call: got %v, want %s", err, want)
	}
}

// A call record whose flags say fast-math flags follow, with none among
// them (record mutant 760 of seed 10): LLVM refuses it.
func TestCallWithEmptyFastMath(t *testing.T) {
	const call, fmfAt = 34, 2
	src := "declare float @g(float)\ndefine float @f(float %x) {\n  %r = call fast float @g(float %x)\n  ret float %r\n}\n"
	bc := editedBitcode(t, src, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != functionBlock || code != call {
			return nil, false
		}
		ops[fmfAt] = 0
		return ops, true
	})
	bothRefuse(t, bc, "Fast math flags indicator set for call with no FMF", "Fast math flags indicator set for call with no FMF")
}
