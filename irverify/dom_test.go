package irverify

import (
	"errors"
	"testing"
	"time"

	"memspace/ir"
)

func TestUseBeforeDefinition(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], x.i32(1))
	c := ins(b, "c", ir.OpAdd, x.t.I32, a, x.i32(1))
	ret(b, c)
	// Swap the two adds: %c now comes first.
	b.Instrs[0], b.Instrs[1] = c, a
	wantOnly(t, x.m, "block %entry: %c = add i32 %a, i32 1: %a is used before it is defined")
	// VerifyRead finds it too, and Errors.At names the instruction, so that
	// the command can place it in the text.
	var errs *Errors
	want := "function @f: block %entry: %c = add i32 %a, i32 1: %a is used before it is defined"
	if !errors.As(VerifyRead(x.m), &errs) || len(errs.List) != 1 || errs.List[0] != want || errs.At[0] != ir.Value(c) {
		t.Fatalf("VerifyRead: %v, want %q at %%c", errs, want)
	}
}

func TestSelfReference(t *testing.T) {
	x := newFixture()
	_, b := oneBlock(x, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, x.i32(0), x.i32(1))
	a.SetOperand(0, a)
	ret(b, a)
	wantOnly(t, x.m, "%a = add i32 %a, i32 1: only a phi may use its own value")
}

func TestDefinitionDoesNotDominate(t *testing.T) {
	x := newFixture()
	f, phi := diamond(x)
	a := blockNamed(f, "a")
	v := ir.NewInstruction(ir.OpAdd, x.t.I32, x.i32(1), x.i32(2))
	v.SetName("v")
	ir.InsertBefore(a.Instrs[0], v)
	// Use %v in the merge block: %a does not dominate %merge.
	merge := blockNamed(f, "merge")
	merge.Instrs[1].SetOperand(0, v)
	wantOnly(t, x.m, "block %merge: ret i32 %v: %v does not dominate this use")
	_ = phi
}

func TestPhiUseAtEndOfIncomingBlock(t *testing.T) {
	x := newFixture()
	f, phi := diamond(x)
	a := blockNamed(f, "a")
	v := ir.NewInstruction(ir.OpAdd, x.t.I32, x.i32(1), x.i32(2))
	v.SetName("v")
	ir.InsertBefore(a.Instrs[0], v)
	phi.SetOperand(0, v) // [ %v, %a ]: fine, %v is defined in %a
	wantClean(t, x.m)
	phi.SetOperand(2, v) // [ %v, %b ]: %a does not dominate %b
	wantOnly(t, x.m, "%v does not dominate the end of incoming block %b")
}

func TestLoopPhiUsesLaterValue(t *testing.T) {
	// The kernel's %i = phi [0, %entry], [%next, %loop] uses %next, defined
	// after the phi in the same block: fine for a phi.
	x := newFixture()
	x.kernel()
	wantClean(t, x.m)
}

func TestUnreachableBlocksAreExempt(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32)
	entry, dead := block(f, "entry"), block(f, "dead")
	ret(entry, x.i32(0))
	a := ins(dead, "a", ir.OpAdd, x.t.I32, x.i32(0), x.i32(1))
	c := ins(dead, "c", ir.OpAdd, x.t.I32, a, x.i32(1))
	ret(dead, c)
	dead.Instrs[0], dead.Instrs[1] = c, a // use before def, but unreachable
	wantClean(t, x.m)
}

// TestUnreachableSelfReference: LLVM accepts an instruction that uses
// itself in a block unreachable from the entry; VerifyRead must too.
func TestUnreachableSelfReference(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.ptr(0))
	entry, dead := block(f, "entry"), block(f, "dead")
	ret(entry, x.i32(0))
	g := ins(dead, "x", ir.OpGetElementPtr, x.ptr(0), f.Params[0], x.i64(1))
	g.ElemType = x.t.I8
	g.SetOperand(0, g)
	store(dead, x.i32(0), g)
	br(dead, dead)
	wantClean(t, x.m)
	if err := VerifyRead(x.m); err != nil {
		t.Errorf("VerifyRead: %v", err)
	}
}

func TestUnreachableDefinitionReachableUse(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32)
	entry, dead := block(f, "entry"), block(f, "dead")
	a := ins(dead, "a", ir.OpAdd, x.t.I32, x.i32(0), x.i32(1))
	ret(dead, a)
	ret(entry, a)
	wantOnly(t, x.m, "block %entry: ret i32 %a: %a does not dominate this use")
}

func TestDominatorTreeOfIrreducibleLoop(t *testing.T) {
	// entry -> a, entry -> b, a <-> b: both a and b are dominated only by entry.
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I1)
	entry, a, b, exit := block(f, "entry"), block(f, "a"), block(f, "b"), block(f, "exit")
	condBr(entry, f.Params[0], a, b)
	va := ins(a, "va", ir.OpAdd, x.t.I32, x.i32(1), x.i32(1))
	condBr(a, f.Params[0], b, exit)
	ins(b, "vb", ir.OpAdd, x.t.I32, va, x.i32(1))
	condBr(b, f.Params[0], a, exit)
	ret(exit, x.i32(0))
	wantOnly(t, x.m, "block %b: %vb = add i32 %va, i32 1: %va does not dominate this use")
}

// TestLongChainIsLinear builds a function with many blocks in a chain (a
// deep dominator tree) and one with a huge block, and checks that
// verification stays fast.
func TestLongChainIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("large function")
	}
	x := newFixture()
	f := x.fn("chain", x.t.I32)
	const n = 50000
	blocks := make([]*ir.Block, n)
	for i := range blocks {
		blocks[i] = block(f, "")
	}
	first := ins(blocks[0], "first", ir.OpAdd, x.t.I32, x.i32(0), x.i32(1))
	prev := first
	for i := range n - 1 {
		v := ins(blocks[i], "", ir.OpAdd, x.t.I32, prev, first)
		br(blocks[i], blocks[i+1])
		prev = v
	}
	ret(blocks[n-1], prev)

	g := x.fn("wide", x.t.I32)
	wb := block(g, "entry")
	acc := ins(wb, "", ir.OpAdd, x.t.I32, x.i32(0), x.i32(1))
	for range 200000 {
		acc = ins(wb, "", ir.OpAdd, x.t.I32, acc, x.i32(1))
	}
	ret(wb, acc)

	start := time.Now()
	wantClean(t, x.m)
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("verification took %v", d)
	}
}
