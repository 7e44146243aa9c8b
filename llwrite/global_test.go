package llwrite

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"memspace/ir"
)

func TestGlobalsAliasesOrder(t *testing.T) {
	b := newBuild()
	tc := b.t
	m := b.m
	m.Comdats = []*ir.Comdat{{Name: "c1", Kind: "any"}, {Name: "a b", Kind: "largest"}}
	g1 := b.global("dup", tc.I32, 0, ci(tc.I32, 1))
	g1.HasComdat, g1.Comdat = true, "c1"
	f := b.fn("f", ir.VoidType)
	bb0 := block(f, "")
	bb1 := block(f, "")
	add(bb0, ir.OpBr, ir.VoidType, bb1)
	add(bb1, ir.OpRet, ir.VoidType)
	g2 := b.global("dup", tc.I32, 0, ci(tc.I32, 2)) // a pass made a duplicate
	g2.HasComdat, g2.HasSect, g2.Section = true, true, ".data"
	un := b.global("", tc.Ptr(0), 0, ir.NewConstRef(tc.Ptr(0), ir.RefBlockAddress, f, bb1))
	un.Linkage = ir.LinkPrivate
	al := ir.NewAlias("al", tc.I32, tc.Ptr(0), g2, false)
	al.Linkage = ir.LinkInternal
	m.AddAlias(al)
	gepAl := ir.NewConstExpr(ir.OpGetElementPtr, tc.Ptr(0), g1, ci(tc.I64, 1))
	gepAl.ElemType = tc.I8
	m.AddAlias(ir.NewAlias("", tc.I8, tc.Ptr(0), gepAl, false))
	m.AddFunction(ir.NewFunction("", tc.Func(ir.VoidType, nil, false), tc.Ptr(0)))
	f.UseListOrders = []*ir.UseListOrder{{Value: bb1, Indexes: []int{1, 0}}}
	m.UseListOrders = []*ir.UseListOrder{{Value: g1, Indexes: []int{1, 0}}, {Func: f, Block: bb1, Indexes: []int{0, 1}}}

	want := `
$c1 = comdat any

$"a b" = comdat largest

@dup = global i32 1, comdat($c1)

define void @f() {
  br label %1

1:                                                ; preds = %0
  ret void

; uselistorder directives
  uselistorder label %1, { 1, 0 }
}

@dup.1 = global i32 2, section ".data", comdat
@0 = private global ptr blockaddress(@f, %1)

@al = internal alias i32, ptr @dup.1
@1 = alias i8, getelementptr (i8, ptr @dup, i64 1)

declare void @2()

; uselistorder directives
uselistorder ptr @dup, { 1, 0 }
uselistorder_bb @f, %1, { 0, 1 }
`
	checkText(t, string(Bytes(m)), want)
}

// TestParallelDeterminism prints a module of many functions with one and
// with eight workers.
func TestParallelDeterminism(t *testing.T) {
	b := newBuild()
	for i := range 300 {
		f := b.fn("f"+strconv.Itoa(i), b.t.I32, b.t.I32)
		bb := block(f, "")
		var x ir.Value = f.Params[0]
		for j := range 20 {
			x = add(bb, ir.OpAdd, b.t.I32, x, ci(b.t.I32, int64(j)))
		}
		add(bb, ir.OpRet, ir.VoidType, x)
		b.global("g"+strconv.Itoa(i), b.t.I32, 1, ci(b.t.I32, int64(i)))
	}
	for i := range 5000 {
		b.m.AddMetadata(ir.NewTuple(&ir.MDString{Value: strconv.Itoa(i)}))
	}
	old := runtime.GOMAXPROCS(1)
	one := Bytes(b.m)
	runtime.GOMAXPROCS(8)
	eight := Bytes(b.m)
	runtime.GOMAXPROCS(old)
	if !bytes.Equal(one, eight) {
		t.Fatal("output depends on GOMAXPROCS")
	}
	var w bytes.Buffer
	if err := Write(&w, b.m); err != nil || !bytes.Equal(w.Bytes(), one) {
		t.Fatalf("Write differs from Bytes (err %v)", err)
	}
}

// TestMalformedNoPanic prints values that a broken pass could leave
// behind: nil operands, missing call info, foreign instructions.
func TestMalformedNoPanic(t *testing.T) {
	b := newBuild()
	f := b.fn("f", ir.VoidType)
	bb := block(f, "")
	g := b.fn("g", ir.VoidType)
	gb := block(g, "")
	foreign := add(gb, ir.OpAdd, b.t.I32, ci(b.t.I32, 1), ci(b.t.I32, 2))
	add(gb, ir.OpRet, ir.VoidType)
	add(bb, ir.OpAdd, b.t.I32, foreign, nil)
	c := ir.NewInstruction(ir.OpCall, ir.VoidType, g)
	bb.Append(c)
	add(bb, ir.OpSwitch, ir.VoidType)
	add(bb, ir.OpPhi, b.t.I32, ci(b.t.I32, 1))
	add(bb, ir.OpRet, ir.VoidType)
	var w bytes.Buffer
	if err := Write(&w, b.m); err != nil {
		t.Fatalf("Write: %v", err)
	}
	for _, want := range []string{"%1 = add i32 %1, <null operand!>", "  call void @g()\n", "  %2 = phi i32 \n"} {
		if !strings.Contains(w.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, w.String())
		}
	}
}
