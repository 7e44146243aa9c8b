package irverify

import (
	"strings"
	"testing"

	"memspace/ir"
)

// fixture builds small modules with the ir API.
type fixture struct {
	m *ir.Module
	t *ir.TypeContext
}

func newFixture() *fixture {
	m := ir.NewModule()
	return &fixture{m: m, t: m.Types}
}

func newTypedFixture() *fixture {
	x := newFixture()
	x.m.TypedPointers = true
	return x
}

func (x *fixture) ptr(as uint32) *ir.PointerType { return x.t.Ptr(as) }

func (x *fixture) i32(v int64) *ir.ConstInt { return ir.NewConstInt(x.t.I32, v) }
func (x *fixture) i64(v int64) *ir.ConstInt { return ir.NewConstInt(x.t.I64, v) }
func (x *fixture) i1(v bool) *ir.ConstInt {
	if v {
		return ir.NewConstInt(x.t.I1, 1)
	}
	return ir.NewConstInt(x.t.I1, 0)
}

// fn adds a function with the given return and parameter types.
func (x *fixture) fn(name string, ret ir.Type, params ...ir.Type) *ir.Function {
	sig := x.t.Func(ret, params, false)
	f := ir.NewFunction(name, sig, x.m.PtrType(sig, 0))
	x.m.AddFunction(f)
	return f
}

// global adds a global variable of value type vt in address space as.
func (x *fixture) global(name string, vt ir.Type, as uint32, init ir.Constant) *ir.GlobalVariable {
	g := ir.NewGlobalVariable(name, vt, x.m.PtrType(vt, as))
	g.AddrSpace = as
	g.Init = init
	x.m.AddGlobal(g)
	if init != nil {
		ir.LinkOperands(g)
	}
	return g
}

func block(f *ir.Function, name string) *ir.Block {
	b := ir.NewBlock(name)
	f.AddBlock(b)
	return b
}

// ins appends an instruction named name to b.
func ins(b *ir.Block, name string, op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := ir.NewInstruction(op, t, ops...)
	in.SetName(name)
	b.Append(in)
	return in
}

// gep appends a getelementptr of source element type elem and result
// type t.
func gep(b *ir.Block, name string, elem, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := ins(b, name, ir.OpGetElementPtr, t, ops...)
	in.ElemType = elem
	return in
}

func ret(b *ir.Block, v ...ir.Value) *ir.Instruction {
	return ins(b, "", ir.OpRet, ir.VoidType, v...)
}

func br(b *ir.Block, dest *ir.Block) *ir.Instruction {
	return ins(b, "", ir.OpBr, ir.VoidType, dest)
}

func condBr(b *ir.Block, c ir.Value, t, f *ir.Block) *ir.Instruction {
	return ins(b, "", ir.OpBr, ir.VoidType, c, t, f)
}

func store(b *ir.Block, v, p ir.Value) *ir.Instruction {
	return ins(b, "", ir.OpStore, ir.VoidType, v, p)
}

func call(b *ir.Block, name string, f *ir.Function, args ...ir.Value) *ir.Instruction {
	in := ir.NewCall(f, args...)
	in.SetName(name)
	b.Append(in)
	return in
}

// problems returns Verify's list (nil when clean).
func problems(m *ir.Module) []string {
	err := Verify(m)
	if err == nil {
		return nil
	}
	return err.(*Errors).List
}

func wantClean(t *testing.T, m *ir.Module) {
	t.Helper()
	if list := problems(m); len(list) > 0 {
		t.Fatalf("want a clean module, got:\n%s", strings.Join(list, "\n"))
	}
}

// wantProblem checks that some reported line contains every fragment.
func wantProblem(t *testing.T, m *ir.Module, fragments ...string) {
	t.Helper()
	list := problems(m)
	for _, line := range list {
		if containsAll(line, fragments) {
			return
		}
	}
	t.Fatalf("no problem contains %q; got:\n%s", fragments, strings.Join(list, "\n"))
}

// wantProblems checks that Verify reports exactly len(each) problems,
// one containing each string.
func wantProblems(t *testing.T, m *ir.Module, each ...string) {
	t.Helper()
	for _, s := range each {
		wantProblem(t, m, s)
	}
	if list := problems(m); len(list) != len(each) {
		t.Fatalf("want %d problems, got:\n%s", len(each), strings.Join(list, "\n"))
	}
}

// wantOnly checks that Verify reports exactly one problem, containing every
// fragment.
func wantOnly(t *testing.T, m *ir.Module, fragments ...string) {
	t.Helper()
	list := problems(m)
	if len(list) != 1 || !containsAll(list[0], fragments) {
		t.Fatalf("want exactly one problem containing %q; got:\n%s", fragments, strings.Join(list, "\n"))
	}
}

func containsAll(s string, fragments []string) bool {
	for _, f := range fragments {
		if !strings.Contains(s, f) {
			return false
		}
	}
	return true
}

// kernel builds a well-formed function that exercises most opcodes:
//
//	define void @k(ptr addrspace(1) %in, i32 %n) {
//	entry:
//	  %buf = alloca float, addrspace(5)
//	  %gen = addrspacecast ptr addrspace(1) %in to ptr
//	  br label %loop
//	loop:
//	  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
//	  %p = getelementptr float, ptr %gen, i32 %i
//	  %v = load float, ptr %p
//	  %w = fadd float %v, %v
//	  store float %w, ptr addrspace(5) %buf
//	  call void @use(ptr %p)
//	  %next = add i32 %i, 1
//	  %c = icmp slt i32 %next, %n
//	  br i1 %c, label %loop, label %exit
//	exit:
//	  ret void
//	}
func (x *fixture) kernel() *ir.Function {
	use := x.fn("use", ir.VoidType, x.ptr(0))
	f := x.fn("k", ir.VoidType, x.ptr(1), x.t.I32)
	f.Params[0].SetName("in")
	f.Params[1].SetName("n")
	entry, loop, exit := block(f, "entry"), block(f, "loop"), block(f, "exit")
	fl := x.t.FloatOf(ir.Float)
	buf := ins(entry, "buf", ir.OpAlloca, x.ptr(5))
	buf.ElemType = fl
	buf.Ext().AllocaAddrSpace = 5
	gen := ins(entry, "gen", ir.OpAddrSpaceCast, x.ptr(0), f.Params[0])
	br(entry, loop)
	i := ins(loop, "i", ir.OpPhi, x.t.I32, x.i32(0), entry)
	p := ins(loop, "p", ir.OpGetElementPtr, x.ptr(0), gen, i)
	p.ElemType = fl
	v := ins(loop, "v", ir.OpLoad, fl, p)
	w := ins(loop, "w", ir.OpFAdd, fl, v, v)
	store(loop, w, buf)
	call(loop, "", use, p)
	next := ins(loop, "next", ir.OpAdd, x.t.I32, i, x.i32(1))
	c := ins(loop, "c", ir.OpICmp, x.t.I1, next, f.Params[1])
	c.Pred = pred("slt")
	condBr(loop, c, loop, exit)
	addIncoming(i, next, loop)
	ret(exit)
	return f
}

// addIncoming appends a phi entry, keeping use lists right.
func addIncoming(phi *ir.Instruction, v ir.Value, b *ir.Block) {
	ops := append(append([]ir.Value(nil), phi.Operands()...), v, b)
	ir.UnlinkOperands(phi)
	phi.SetOperandsRaw(ops)
	ir.LinkOperands(phi)
}

// find returns the instruction of f called name.
func find(f *ir.Function, name string) *ir.Instruction {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Name() == name {
				return in
			}
		}
	}
	return nil
}

// blockNamed returns the block of f called name.
func blockNamed(f *ir.Function, name string) *ir.Block {
	for _, b := range f.Blocks {
		if b.Name() == name {
			return b
		}
	}
	return nil
}

// pred returns the predicate spelled s.
func pred(s string) ir.Predicate {
	p, _ := ir.PredicateByName(s)
	return p
}
