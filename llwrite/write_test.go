package llwrite

import (
	"strings"
	"testing"

	"memspace/ir"
)

// build is a tiny DSL for test modules.
type build struct {
	m *ir.Module
	t *ir.TypeContext
}

func newBuild() *build {
	m := ir.NewModule()
	return &build{m: m, t: m.Types}
}

func (b *build) fn(name string, ret ir.Type, params ...ir.Type) *ir.Function {
	f := ir.NewFunction(name, b.t.Func(ret, params, false), b.t.Ptr(0))
	b.m.AddFunction(f)
	return f
}

func block(f *ir.Function, name string) *ir.Block {
	bb := ir.NewBlock(name)
	f.AddBlock(bb)
	return bb
}

func add(bb *ir.Block, op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := ir.NewInstruction(op, t, ops...)
	bb.Append(in)
	return in
}

func ci(t *ir.IntType, v int64) *ir.ConstInt { return ir.NewConstInt(t, v) }

// checkText compares printed output with want, showing the first
// differing line.
func checkText(t *testing.T, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			t.Fatalf("line %d:\n got: %q\nwant: %q\n\nfull output:\n%s", i+1, gl, wl, got)
		}
	}
}

func TestNumberingAndNames(t *testing.T) {
	b := newBuild()
	i32 := b.t.I32
	f := b.fn("f", i32, b.t.Ptr(1), i32, i32)
	f.Params[1].SetName("n")
	entry := block(f, "")
	gep := add(entry, ir.OpGetElementPtr, b.t.Ptr(1), f.Params[0], f.Params[2])
	gep.ElemType, gep.Flags = i32, ir.InBounds
	ld := add(entry, ir.OpLoad, i32, gep)
	ld.SetAlign(4)
	sum := add(entry, ir.OpAdd, i32, ld, f.Params[1])
	sum.Flags = ir.NSW | ir.NUW
	sum.SetName("sum")
	loop := block(f, "")
	exit := block(f, "a b")
	add(entry, ir.OpBr, ir.VoidType, loop)
	phi := add(loop, ir.OpPhi, i32, sum, entry, ci(i32, 0), loop)
	dup := add(loop, ir.OpSub, i32, phi, ci(i32, 1))
	dup.SetName("sum")
	c := add(loop, ir.OpICmp, b.t.I1, dup, ci(i32, 0))
	c.Pred = pred("eq")
	add(loop, ir.OpBr, ir.VoidType, c, exit, loop)
	add(exit, ir.OpRet, ir.VoidType, dup)

	want := `
define i32 @f(ptr addrspace(1) %0, i32 %n, i32 %1) {
  %3 = getelementptr inbounds i32, ptr addrspace(1) %0, i32 %1
  %4 = load i32, ptr addrspace(1) %3, align 4
  %sum = add nuw nsw i32 %4, %n
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i32 [ %sum, %2 ], [ 0, %5 ]
  %sum1 = sub i32 %6, 1
  %7 = icmp eq i32 %sum1, 0
  br i1 %7, label %"a b", label %5

"a b":                                            ; preds = %5
  ret i32 %sum1
}
`
	checkText(t, string(Bytes(b.m)), want)
	if got := Operand(f, dup); got != "%sum1" {
		t.Errorf("Operand(dup) = %q", got)
	}
	if got := ValueRef(c); got != "%7" {
		t.Errorf("ValueRef(cmp) = %q", got)
	}
	if got := InstrString(ld); got != "%4 = load i32, ptr addrspace(1) %3, align 4" {
		t.Errorf("InstrString = %q", got)
	}
}

// TestNumberingAfterErase checks that numbers close up when a pass removes
// a value: slots are assigned at print time, never stored.
func TestNumberingAfterErase(t *testing.T) {
	b := newBuild()
	i32 := b.t.I32
	f := b.fn("f", i32, i32)
	bb := block(f, "")
	x := add(bb, ir.OpMul, i32, f.Params[0], ci(i32, 3))
	y := add(bb, ir.OpAdd, i32, f.Params[0], ci(i32, 1))
	z := add(bb, ir.OpAdd, i32, y, y)
	add(bb, ir.OpRet, ir.VoidType, z)
	x.Erase()
	want := `
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %3 = add i32 %2, %2
  ret i32 %3
}
`
	checkText(t, string(Bytes(b.m)), want)
}

// pred returns the predicate spelled s.
func pred(s string) ir.Predicate {
	p, _ := ir.PredicateByName(s)
	return p
}
