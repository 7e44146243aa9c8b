package irverify

import (
	"testing"

	"memspace/ir"
)

func TestRawOperandChangeBreaksUseLists(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	ret(b, a)
	// Replace %0 by %1 without touching use lists.
	a.SetOperandsRaw([]ir.Value{f.Params[1], f.Params[0]})
	wantProblem(t, x.m, "function @f: argument %0: use list has 1 entry too many for %a = add i32 %1, i32 %0")
	wantProblem(t, x.m, "block %entry: %a = add i32 %1, i32 %0: its use of %1 is missing from that value's use list (1 entry)")
	if n := len(problems(x.m)); n != 2 {
		t.Fatalf("want 2 problems, got %v", problems(x.m))
	}
	// VerifyRead, meant for modules the reader built, leaves use lists alone.
	if err := VerifyRead(x.m); err != nil {
		t.Fatalf("VerifyRead: %v", err)
	}
}

func TestStaleUseOfRemovedInstruction(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], x.i32(1))
	dead := ins(b, "dead", ir.OpMul, x.t.I32, a, a)
	ret(b, a)
	// Drop %dead from the block without unlinking its operands.
	b.Instrs = []*ir.Instruction{a, b.Instrs[2]}
	dead.Parent = nil
	wantOnly(t, x.m, "block %entry: %a = add i32 %0, i32 1: use list has 2 entries too many for an instruction in no function (%dead = mul i32 %a, i32 %a)")
	// Erase does it right.
	b.Instrs = []*ir.Instruction{a, dead, b.Instrs[1]}
	dead.Parent = b
	dead.Erase()
	wantClean(t, x.m)
}

func TestBlockUseLists(t *testing.T) {
	x := newFixture()
	f, _ := diamond(x)
	merge := blockNamed(f, "merge")
	entry := blockNamed(f, "entry")
	// Retarget entry's false edge to %merge behind the use lists' back.
	term := entry.Instrs[0]
	term.SetOperandsRaw([]ir.Value{term.Operand(0), term.Operand(1), merge})
	wantProblem(t, x.m, "block %b: use list has 1 entry too many for br i1 %0, label %a, label %merge")
	wantProblem(t, x.m, "br i1 %0, label %a, label %merge: its use of %merge is missing")
}

func TestGlobalUseLists(t *testing.T) {
	x := newFixture()
	g := x.global("g", x.t.I32, 1, x.i32(0))
	h := x.global("h", x.t.I32, 1, x.i32(0))
	f, b := oneBlock(x, x.t.I32)
	l := ins(b, "v", ir.OpLoad, x.t.I32, g)
	ret(b, l)
	wantClean(t, x.m)
	l.SetOperandsRaw([]ir.Value{h})
	wantProblem(t, x.m, "global @g: use list has 1 entry too many for function @f: block %entry: %v = load i32, ptr addrspace(1) @h")
	wantProblem(t, x.m, "function @f: block %entry: %v = load i32, ptr addrspace(1) @h: its use of @h is missing from that value's use list (1 entry)")
	_ = f
}

func TestGlobalUsesThroughConstantsAndMetadata(t *testing.T) {
	x := newFixture()
	tile := x.global("tile", x.t.Array(4, x.t.I32), 3, nil)
	tile.Init = ir.NewConstSimple(tile.ValueType, ir.KindUndef)
	cast := ir.NewConstExpr(ir.OpAddrSpaceCast, x.ptr(0), tile)
	x.global("alias_ptr", x.ptr(0), 0, cast)
	k := x.kernel()
	// !nvvm.annotations = !{!0}; !0 = !{ptr @k, !"kernel", i32 1}
	vam := &ir.ValueAsMetadata{V: k}
	ir.LinkOperands(vam)
	node := x.m.AddMetadata(ir.NewTuple(vam, &ir.MDString{Value: "kernel"}, &ir.ValueAsMetadata{V: x.i32(1)}))
	x.m.NamedMD = append(x.m.NamedMD, &ir.NamedMD{Name: "nvvm.annotations", Nodes: []ir.Metadata{node}})
	// A second load through the constant expression.
	loop := blockNamed(k, "loop")
	ld := ir.NewInstruction(ir.OpLoad, x.ptr(0), cast)
	ld.SetName("q")
	ir.InsertBefore(loop.Instrs[1], ld)
	wantClean(t, x.m)

	// A dead constant user is tolerated.
	ir.NewConstExpr(ir.OpAddrSpaceCast, x.ptr(0), tile)
	wantClean(t, x.m)

	// Metadata that names @k without being in its use list is reported.
	x.m.NamedMD[0].Nodes = append(x.m.NamedMD[0].Nodes, ir.NewTuple(&ir.ValueAsMetadata{V: k}))
	wantOnly(t, x.m, "function @k: use list misses 1 entry for metadata wrapping @k")
}

func TestLinkModuleBuildsCleanUseLists(t *testing.T) {
	// Build unlinked, the way a reader does, then link once.
	x := newFixture()
	g := ir.NewGlobalVariable("g", x.t.I32, x.ptr(1))
	g.AddrSpace = 1
	g.Init = x.i32(5)
	x.m.AddGlobal(g)
	sig := x.t.Func(x.t.I32, []ir.Type{x.t.I32}, false)
	f := ir.NewFunction("f", sig, x.ptr(0))
	x.m.AddFunction(f)
	b := ir.NewBlock("entry")
	f.AddBlock(b)
	gep := ir.NewConstExprUnlinked(ir.OpGetElementPtr, x.ptr(1), g, x.i64(0))
	gep.ElemType = x.t.I32
	ld := ir.NewInstruction(ir.OpLoad, x.t.I32, gep)
	ld.SetName("v")
	sum := ir.NewInstruction(ir.OpAdd, x.t.I32, ld, f.Params[0])
	sum.SetName("s")
	r := ir.NewInstruction(ir.OpRet, ir.VoidType, sum)
	for _, in := range []*ir.Instruction{ld, sum, r} {
		in.Parent = b
		b.Instrs = append(b.Instrs, in)
	}
	wantProblem(t, x.m, "its use of %v is missing")
	ir.LinkModule(x.m)
	wantClean(t, x.m)
}

func TestNilUseListEntry(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, x.t.I32, x.t.I32)
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	ret(b, a)
	// A user whose operand is a as far as a knows, but nil: simulate with
	// an unlinked instruction that claims a, then clear it.
	ghost := ir.NewInstruction(ir.OpAdd, x.t.I32, a, a)
	ir.LinkOperands(ghost)
	wantProblem(t, x.m, "use list has 2 entries too many for an instruction in no function")
}

// A node holding a function's own value is reported (only a DIArgList
// may hold one).
func TestNodeHoldsLocalValue(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32)
	ret(b)
	vam := &ir.ValueAsMetadata{V: f.Params[0]}
	ir.LinkOperands(vam)
	node := x.m.AddMetadata(ir.NewTuple(vam))
	x.m.NamedMD = append(x.m.NamedMD, &ir.NamedMD{Name: "n", Nodes: []ir.Metadata{node}})
	wantProblem(t, x.m, "Invalid operand for global metadata!")
}
