package irverify

import (
	"testing"

	"memspace/ir"
)

func TestEmptyBlock(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	block(f, "entry")
	wantOnly(t, x.m, "function @f: block %entry: block has no terminator")
}

func TestMissingTerminator(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I32)
	b := block(f, "entry")
	ins(b, "s", ir.OpAdd, x.t.I32, f.Params[0], x.i32(1))
	wantOnly(t, x.m, "block %entry: block does not end with a terminator (it ends with %s = add i32 %0, i32 1)")
}

func TestTerminatorInTheMiddle(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	b := block(f, "entry")
	ret(b)
	ret(b)
	wantOnly(t, x.m, "function @f: block %entry: ret: terminator in the middle of the block")
}

func TestWrongParents(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	g := x.fn("g", ir.VoidType)
	b := block(f, "entry")
	r := ret(b)
	r.Parent = ir.NewBlock("elsewhere")
	wantProblem(t, x.m, "function @f: block %entry: ret: instruction's Parent is not its block %entry")

	x2 := newFixture()
	f2 := x2.fn("f", ir.VoidType)
	b2 := block(f2, "entry")
	ret(b2)
	b2.Parent = g
	wantOnly(t, x2.m, "function @f: block %entry: block's Parent is not this function")
}

func TestInstructionListedTwice(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I32)
	b := block(f, "entry")
	a := ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	ret(b, a)
	b.Instrs = []*ir.Instruction{a, a, b.Instrs[1]}
	wantProblem(t, x.m, "%a = add i32 %0, i32 %0: instruction is listed more than once in the function")
}

func TestNilBlockAndInstruction(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	b := block(f, "entry")
	ret(b)
	b.Instrs = append([]*ir.Instruction{nil}, b.Instrs...)
	f.Blocks = append(f.Blocks, nil)
	wantProblem(t, x.m, "function @f: block %entry: instruction 0 is nil")
	wantProblem(t, x.m, "function @f: block 1 is nil")
}

func TestEntryWithPredecessors(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	entry := block(f, "entry")
	loop := block(f, "loop")
	br(entry, loop)
	br(loop, entry)
	wantOnly(t, x.m, "function @f: block %entry: entry block has predecessors (%loop)")
}

// diamond builds entry -> (a | b) -> merge with a phi in merge.
func diamond(x *fixture) (f *ir.Function, phi *ir.Instruction) {
	f = x.fn("f", x.t.I32, x.t.I1)
	entry, a, b, merge := block(f, "entry"), block(f, "a"), block(f, "b"), block(f, "merge")
	condBr(entry, f.Params[0], a, b)
	br(a, merge)
	br(b, merge)
	phi = ins(merge, "r", ir.OpPhi, x.t.I32, x.i32(1), a, x.i32(2), b)
	ret(merge, phi)
	return f, phi
}

func TestDiamondIsClean(t *testing.T) {
	x := newFixture()
	diamond(x)
	wantClean(t, x.m)
}

func TestPhiNotAtTop(t *testing.T) {
	x := newFixture()
	f, phi := diamond(x)
	merge := blockNamed(f, "merge")
	add := ir.NewInstruction(ir.OpAdd, x.t.I32, x.i32(1), x.i32(2))
	add.SetName("early")
	ir.InsertBefore(phi, add)
	wantOnly(t, x.m, "block %merge: %r = phi i32 [ i32 1, %a ], [ i32 2, %b ]: phi is not grouped at the top of the block")
	_ = merge
}

func TestPhiMissingEntry(t *testing.T) {
	x := newFixture()
	_, phi := diamond(x)
	ir.UnlinkOperands(phi)
	phi.SetOperandsRaw(phi.Operands()[:2])
	ir.LinkOperands(phi)
	wantOnly(t, x.m, "%r = phi i32 [ i32 1, %a ]: phi has no entry for predecessor %b")
}

func TestPhiEntryForNonPredecessor(t *testing.T) {
	x := newFixture()
	f, phi := diamond(x)
	addIncoming(phi, x.i32(3), blockNamed(f, "entry"))
	wantOnly(t, x.m, "phi has an entry for %entry, which is not a predecessor")
}

func TestPhiConflictingValues(t *testing.T) {
	x := newFixture()
	f, phi := diamond(x)
	addIncoming(phi, x.i32(3), blockNamed(f, "a"))
	wantProblem(t, x.m, "phi has different values for predecessor %a (1 and 3)")
}

func TestPhiRepeatedEntrySameValue(t *testing.T) {
	// Two entries for %a with one edge: LLVM wants one entry per edge.
	x := newFixture()
	f, phi := diamond(x)
	one := phi.Operand(0)
	addIncoming(phi, one, blockNamed(f, "a"))
	wantOnly(t, x.m, "phi has 2 entries for predecessor %a, which branches here once")
}

func TestPhiTwoEdgesFromOneBlock(t *testing.T) {
	// br i1 %c, label %m, label %m: two edges, so two equal entries.
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I1)
	entry, m := block(f, "entry"), block(f, "m")
	condBr(entry, f.Params[0], m, m)
	phi := ins(m, "r", ir.OpPhi, x.t.I32, x.i32(7), entry, x.i32(7), entry)
	ret(m, phi)
	wantClean(t, x.m)

	ir.UnlinkOperands(phi)
	phi.SetOperandsRaw(phi.Operands()[:2])
	ir.LinkOperands(phi)
	wantOnly(t, x.m, "phi has 1 entry for predecessor %entry, which branches here twice")
}

func TestPhiIncomingType(t *testing.T) {
	x := newFixture()
	_, phi := diamond(x)
	phi.SetOperand(0, x.i64(1))
	wantOnly(t, x.m, "incoming value 1 has type i64, expected i32")
}

func TestPhiBlockOperandNotABlock(t *testing.T) {
	x := newFixture()
	_, phi := diamond(x)
	phi.SetOperand(1, x.i32(0))
	wantProblem(t, x.m, "phi operand 1 is not a block")
}

func TestDuplicateLocalNames(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I32)
	f.Params[0].SetName("x")
	b := block(f, "x")
	a := ins(b, "x", ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	ret(b, a)
	wantProblem(t, x.m, "function @f: block %x: name %x is already used by another value of the function")
	wantProblem(t, x.m, "%x = add i32 %x, i32 %x: name %x is already used")
}

func TestVoidInstructionWithName(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	b := block(f, "entry")
	r := ret(b)
	r.SetName("oops")
	wantOnly(t, x.m, "instruction has a name but produces no value")
}

func TestUnnamedValuesAreNumbered(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I32)
	b := block(f, "")
	a := ins(b, "", ir.OpAdd, x.t.I32, f.Params[0], x.i64(1))
	ret(b, a)
	// %0 is the argument, %1 the entry block, %2 the add.
	wantOnly(t, x.m, "function @f: block %1: %2 = add i32 %0, i64 1: operands have different types i32 and i64")
}
