package irverify

import (
	"testing"

	"memspace/ir"
)

func TestConstantCastInInstruction(t *testing.T) {
	x := newFixture()
	tile := x.global("tile", x.t.I32, 3, x.i32(0))
	_, b := oneBlock(x, x.t.I32)
	cast := ir.NewConstExpr(ir.OpAddrSpaceCast, x.ptr(3), tile)
	ins(b, "v", ir.OpLoad, x.t.I32, cast)
	ret(b, x.i32(0))
	wantOnly(t, x.m, "function @f: block %entry: %v = load i32, ptr addrspace(3) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(3)): constant addrspacecast (ptr addrspace(3) @tile to ptr addrspace(3)): invalid addrspacecast from ptr addrspace(3) to ptr addrspace(3): it must be between different address spaces")
}

func TestAggregateInitializer(t *testing.T) {
	x := newFixture()
	a := x.global("a", x.t.I32, 1, x.i32(0))
	b := x.global("b", x.t.I32, 1, x.i32(0))
	arr := x.t.Array(2, x.ptr(1))
	init := ir.NewConstAggregate(arr, ir.AggArray, []ir.Value{a, b})
	x.global("table", arr, 0, init)
	wantClean(t, x.m)
	// @b moves to addrspace(3), but the initializer keeps its old type.
	b.SetType(x.ptr(3))
	b.AddrSpace = 3
	wantOnly(t, x.m, "global @table: constant [...]: element 1 has type ptr addrspace(3), expected ptr addrspace(1)")
}

func TestAggregateShapes(t *testing.T) {
	x := newFixture()
	st := x.t.Struct([]ir.Type{x.t.I32, x.t.I64}, false)
	x.global("s", st, 0, ir.NewConstAggregate(st, ir.AggStruct, []ir.Value{x.i32(1)}))
	v := x.t.Vector(4, x.t.I32, false)
	x.global("v", v, 0, ir.NewConstAggregate(v, ir.AggArray, []ir.Value{x.i32(1)}))
	x.global("sp", v, 0, ir.NewConstAggregate(v, ir.AggSplat, []ir.Value{x.i32(1)}))
	wantProblem(t, x.m, "global @s: constant {...}: constant has 1 elements, its type { i32, i64 } has 2")
	wantProblem(t, x.m, "global @v: constant [...]: array constant cannot have type <4 x i32>")
	if n := len(problems(x.m)); n != 2 {
		t.Fatalf("want 2 problems (the splat is fine), got %v", problems(x.m))
	}
}

func TestConstantGEP(t *testing.T) {
	x := newFixture()
	arr := x.t.Array(4, x.t.I32)
	g := x.global("g", arr, 1, ir.NewConstSimple(arr, ir.KindZero))
	gep := ir.NewConstExpr(ir.OpGetElementPtr, x.ptr(0), g, x.i64(0), x.i64(1))
	gep.ElemType = arr
	x.global("p", x.ptr(0), 0, gep)
	wantOnly(t, x.m, "global @p: constant getelementptr ([4 x i32], ptr addrspace(1) @g, i64 0, i64 1): getelementptr result has type ptr, expected ptr addrspace(1)")
}

// insertelement and extractelement constants have the types their
// operands give them (record mutant 1810 of seed 9: a vector of another
// type under an insertelement record).
func TestElementConstants(t *testing.T) {
	x := newFixture()
	v2, v4 := x.t.Vector(2, x.t.I32, false), x.t.Vector(4, x.t.I32, false)
	poison := func(t ir.Type) ir.Value { return ir.NewConstSimple(t, ir.KindPoison) }
	for _, c := range []struct {
		e    *ir.ConstExpr
		want string
	}{
		{ir.NewConstExpr(ir.OpInsertElement, v2, poison(v2), x.i32(1), x.i64(0)), ""},
		{ir.NewConstExpr(ir.OpInsertElement, v2, poison(v4), x.i32(1), x.i64(0)), "insertelement of i32 into <4 x i32> cannot have type <2 x i32>"},
		{ir.NewConstExpr(ir.OpInsertElement, v2, poison(v2), x.i64(1), x.i64(0)), "insertelement of i64 into <2 x i32> cannot have type <2 x i32>"},
		{ir.NewConstExpr(ir.OpExtractElement, x.t.I32, poison(v2), x.i32(0)), ""},
		{ir.NewConstExpr(ir.OpExtractElement, x.t.I64, poison(v2), x.i32(0)), "extractelement of <2 x i32> cannot have type i64"},
		{ir.NewConstExpr(ir.OpExtractElement, x.t.I32, poison(v2), poison(v2)), "extractelement of <2 x i32> at <2 x i32>"},
	} {
		if got := ConstantProblem(x.m, c.e); got != c.want {
			t.Errorf("%s: ConstantProblem = %q, want %q", c.e.Op, got, c.want)
		}
	}
}

// A blockaddress of the entry block (a pass could build one; the readers
// refuse it) is LLVM's verifier's error.
func TestBlockAddressOfEntry(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType)
	ret(b)
	x.global("g", x.ptr(0), 0, ir.NewConstRef(x.ptr(0), ir.RefBlockAddress, f, b))
	wantOnly(t, x.m, "blockaddress may not be used with the entry block!")
}
