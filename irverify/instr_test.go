package irverify

import (
	"testing"

	"memspace/ir"
)

// oneBlock makes @f(params) with an entry block; finish it with ret.
func oneBlock(x *fixture, ret ir.Type, params ...ir.Type) (*ir.Function, *ir.Block) {
	f := x.fn("f", ret, params...)
	return f, block(f, "entry")
}

func TestBinaryOperands(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32, x.t.I64)
	ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0], f.Params[1])
	ins(b, "r", ir.OpMul, x.t.I64, f.Params[0], f.Params[0])
	ins(b, "fl", ir.OpFAdd, x.t.I32, f.Params[0], f.Params[0])
	ins(b, "in", ir.OpXor, x.t.FloatOf(ir.Float), x.zeroFloat(), x.zeroFloat())
	ret(b)
	wantProblem(t, x.m, "%a = add i32 %0, i64 %1: operands have different types i32 and i64")
	wantProblem(t, x.m, "%r = mul i32 %0, i32 %0: result type i64 differs from the operand type i32")
	wantProblem(t, x.m, "%fl = fadd i32 %0, i32 %0: fadd needs floating-point operands, not i32")
	wantProblem(t, x.m, "xor needs integer operands, not float")
}

func (x *fixture) zeroFloat() *ir.ConstFloat {
	return ir.NewConstFloat(x.t.FloatOf(ir.Float), 0)
}

func TestOperandCount(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32)
	ins(b, "a", ir.OpAdd, x.t.I32, f.Params[0])
	ret(b)
	wantOnly(t, x.m, "add needs 2 operands, has 1")
}

func TestCompare(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32, x.t.Vector(4, x.t.I32, false))
	c := ins(b, "c", ir.OpICmp, x.t.I32, f.Params[0], f.Params[0])
	c.Pred = pred("eq")
	v := ins(b, "v", ir.OpICmp, x.t.Vector(4, x.t.I1, false), f.Params[1], f.Params[1])
	v.Pred = pred("ult")
	bad := ins(b, "p", ir.OpICmp, x.t.I1, f.Params[0], f.Params[0])
	bad.Pred = pred("olt")
	fc := ins(b, "fc", ir.OpFCmp, x.t.I1, f.Params[0], f.Params[0])
	fc.Pred = pred("olt")
	ret(b)
	wantProblem(t, x.m, "%c = icmp eq i32 %0, i32 %0: icmp result has type i32, expected i1")
	wantProblem(t, x.m, `%p = icmp olt i32 %0, i32 %0: invalid icmp predicate "olt"`)
	wantProblem(t, x.m, "fcmp compares floating-point values, not i32")
	if n := len(problems(x.m)); n != 3 {
		t.Fatalf("want 3 problems (the vector icmp is fine), got %d: %v", n, problems(x.m))
	}
}

func TestMemoryOperandsArePointers(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I64, x.ptr(1))
	ins(b, "v", ir.OpLoad, x.t.I32, f.Params[0])
	store(b, x.i32(1), f.Params[0])
	rmw := ins(b, "old", ir.OpAtomicRMW, x.t.I32, f.Params[1], x.i32(1))
	rmw.Ext().RMWOp = "add"
	cx := ins(b, "cx", ir.OpCmpXchg, x.t.Struct([]ir.Type{x.t.I32, x.t.I1}, false), f.Params[1], x.i32(0), x.i64(1))
	_ = cx
	ret(b)
	wantProblem(t, x.m, "%v = load i32, i64 %0: pointer operand has type i64, expected a pointer")
	wantProblem(t, x.m, "store i32 1, i64 %0: pointer operand has type i64, expected a pointer")
	wantProblem(t, x.m, "cmpxchg compare value has type i32 but new value has type i64")
	if n := len(problems(x.m)); n != 3 {
		t.Fatalf("want 3 problems, got %v", problems(x.m))
	}
}

func TestCmpXchgResult(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.ptr(1))
	ins(b, "cx", ir.OpCmpXchg, x.t.I32, f.Params[0], x.i32(0), x.i32(1))
	ret(b)
	wantOnly(t, x.m, "cmpxchg result has type i32, expected { i32, i1 }")
}

func TestTypedPointerPointees(t *testing.T) {
	x := newTypedFixture()
	i32p := x.t.TypedPtr(x.t.I32, 1)
	f, b := oneBlock(x, ir.VoidType, i32p)
	store(b, x.i64(1), f.Params[0])
	ins(b, "v", ir.OpLoad, x.t.I64, f.Params[0])
	ok := ins(b, "w", ir.OpLoad, x.t.I32, f.Params[0])
	store(b, ok, f.Params[0])
	ret(b)
	wantProblem(t, x.m, "stored value has type i64, but the pointer points to i32")
	wantProblem(t, x.m, "loaded value has type i64, but the pointer points to i32")
	if n := len(problems(x.m)); n != 2 {
		t.Fatalf("want 2 problems, got %v", problems(x.m))
	}
}

func TestAddrSpaceCast(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.ptr(1), x.t.I64)
	ins(b, "same", ir.OpAddrSpaceCast, x.ptr(1), f.Params[0])
	ins(b, "int", ir.OpAddrSpaceCast, x.ptr(0), f.Params[1])
	ins(b, "ok", ir.OpAddrSpaceCast, x.ptr(0), f.Params[0])
	ret(b)
	wantProblem(t, x.m, "%same = addrspacecast ptr addrspace(1) %0 to ptr addrspace(1): invalid addrspacecast from ptr addrspace(1) to ptr addrspace(1): it must be between different address spaces")
	wantProblem(t, x.m, "invalid addrspacecast from i64 to ptr: source and result must be pointers")
	if n := len(problems(x.m)); n != 2 {
		t.Fatalf("want 2 problems, got %v", problems(x.m))
	}
}

func TestBitCast(t *testing.T) {
	x := newFixture()
	fl := x.t.FloatOf(ir.Float)
	f, b := oneBlock(x, ir.VoidType, x.ptr(1), x.t.I32, x.t.I64)
	ins(b, "as", ir.OpBitCast, x.ptr(0), f.Params[0])
	ins(b, "pi", ir.OpBitCast, x.t.I64, f.Params[0])
	ins(b, "sz", ir.OpBitCast, fl, f.Params[2])
	ins(b, "ok", ir.OpBitCast, fl, f.Params[1])
	ins(b, "vec", ir.OpBitCast, x.t.Vector(2, x.t.I32, false), f.Params[2])
	ins(b, "same", ir.OpBitCast, x.ptr(1), f.Params[0])
	ret(b)
	wantProblem(t, x.m, "invalid bitcast from ptr addrspace(1) to ptr: it changes the address space (use addrspacecast)")
	wantProblem(t, x.m, "invalid bitcast from ptr addrspace(1) to i64: a pointer can only be bitcast to a pointer")
	wantProblem(t, x.m, "invalid bitcast from i64 to float: the types have different sizes")
	if n := len(problems(x.m)); n != 3 {
		t.Fatalf("want 3 problems, got %v", problems(x.m))
	}
}

func TestIntegerAndPointerCasts(t *testing.T) {
	x := newFixture()
	fl := x.t.FloatOf(ir.Float)
	f, b := oneBlock(x, ir.VoidType, x.ptr(3), x.t.I32)
	ins(b, "pi", ir.OpPtrToInt, x.t.I64, f.Params[0])
	ins(b, "ip", ir.OpIntToPtr, x.ptr(3), f.Params[1])
	ins(b, "bad1", ir.OpPtrToInt, x.ptr(0), f.Params[0])
	ins(b, "bad2", ir.OpIntToPtr, x.t.I64, f.Params[1])
	ins(b, "tr", ir.OpTrunc, x.t.I64, f.Params[1])
	ins(b, "ze", ir.OpZExt, x.t.I64, f.Params[1])
	ins(b, "fp", ir.OpSIToFP, fl, f.Params[1])
	ins(b, "fe", ir.OpFPExt, fl, ir.NewConstFloat(x.t.FloatOf(ir.Double), 1))
	ins(b, "vz", ir.OpZExt, x.t.Vector(2, x.t.I64, false), f.Params[1])
	ret(b)
	wantProblem(t, x.m, "invalid ptrtoint from ptr addrspace(3) to ptr: it converts pointer to integer")
	wantProblem(t, x.m, "invalid inttoptr from i32 to i64: it converts integer to pointer")
	wantProblem(t, x.m, "invalid trunc from i32 to i64: the result must be narrower than the source")
	wantProblem(t, x.m, "invalid fpext from double to float: the result must be wider than the source")
	wantProblem(t, x.m, "invalid zext from i32 to <2 x i64>: source and result must both be scalars or vectors")
	if n := len(problems(x.m)); n != 5 {
		t.Fatalf("want 5 problems, got %v", problems(x.m))
	}
}

func TestGEPResultType(t *testing.T) {
	x := newFixture()
	arr := x.t.Array(4, x.t.I32)
	f, b := oneBlock(x, ir.VoidType, x.ptr(1))
	gep(b, "ok", arr, x.ptr(1), f.Params[0], x.i64(0), x.i64(2))
	gep(b, "bad", arr, x.ptr(0), f.Params[0], x.i64(0))
	gep(b, "oob", x.t.Struct([]ir.Type{x.t.I32}, false), x.ptr(1), f.Params[0], x.i64(0), x.i32(3))
	gep(b, "idx", x.t.I32, x.ptr(1), f.Params[0], x.zeroFloat())
	ret(b)
	wantProblems(t, x.m,
		"%bad = getelementptr [4 x i32], ptr addrspace(1) %0, i64 0: getelementptr result has type ptr, expected ptr addrspace(1)",
		"%oob = getelementptr { i32 }, ptr addrspace(1) %0, i64 0, i32 3: invalid getelementptr indices",
		"getelementptr index 0 has type float, expected an integer")
}

// TestGEPVectorWidths: the vector operands of a getelementptr have one
// element count (the text reader refuses other widths; bitcode may hold
// them).
func TestGEPVectorWidths(t *testing.T) {
	x := newFixture()
	vec := func(n uint64, elem ir.Type, scalable bool) *ir.VectorType { return x.t.Vector(n, elem, scalable) }
	zero := func(t ir.Type) ir.Value { return ir.NewConstSimple(t, ir.KindZero) }
	_, b := oneBlock(x, ir.VoidType)
	gep(b, "ok", x.t.I8, vec(2, x.ptr(0), false), zero(vec(2, x.ptr(0), false)), zero(vec(2, x.t.I64, false)))
	gep(b, "bad", x.t.I8, vec(3, x.ptr(0), true), zero(vec(3, x.ptr(0), true)), zero(vec(2, x.t.I64, true)))
	gep(b, "idx", x.t.I8, vec(2, x.ptr(0), false), ir.NullOf(x.ptr(0)), zero(vec(2, x.t.I64, false)), zero(vec(3, x.t.I64, false)))
	ret(b)
	wantProblems(t, x.m,
		"%bad = getelementptr i8, <vscale x 3 x ptr> zeroinitializer, <vscale x 2 x i64> zeroinitializer: Invalid GEP index vector width",
		"%idx = getelementptr i8, ptr null, <2 x i64> zeroinitializer, <3 x i64> zeroinitializer: Invalid GEP index vector width")
}

func TestTypedGEP(t *testing.T) {
	x := newTypedFixture()
	arr := x.t.Array(4, x.t.I32)
	f, b := oneBlock(x, ir.VoidType, x.t.TypedPtr(arr, 1))
	gep(b, "ok", arr, x.t.TypedPtr(x.t.I32, 1), f.Params[0], x.i64(0), x.i64(2))
	gep(b, "bad", arr, x.t.TypedPtr(arr, 1), f.Params[0], x.i64(0), x.i64(2))
	gep(b, "src", x.t.I64, x.t.TypedPtr(x.t.I64, 1), f.Params[0], x.i64(0))
	ret(b)
	wantProblems(t, x.m,
		"getelementptr result has type [4 x i32] addrspace(1)*, expected i32 addrspace(1)*",
		"getelementptr source element type i64 differs from the pointee [4 x i32]")
}

func TestCalls(t *testing.T) {
	x := newFixture()
	callee := x.fn("callee", x.t.I32, x.ptr(0), x.t.I32)
	psig := x.t.Func(x.t.I32, []ir.Type{x.ptr(0)}, true)
	printf := ir.NewFunction("printf", psig, x.ptr(0))
	x.m.AddFunction(printf)
	f, b := oneBlock(x, ir.VoidType, x.ptr(1), x.ptr(0))
	call(b, "ok", callee, f.Params[1], x.i32(1))
	call(b, "few", callee, f.Params[1])
	call(b, "ty", callee, f.Params[0], x.i32(1))
	r := call(b, "rt", callee, f.Params[1], x.i32(1))
	r.SetType(x.t.I64)
	v := ir.NewCall(printf, f.Params[1], x.i32(1), x.i64(2))
	v.ElemType = printf.Sig
	b.Append(v)
	ret(b)
	wantProblem(t, x.m, "%few = call i32 @callee(ptr %1): call passes 1 arguments to a function type with 2 parameters")
	wantProblem(t, x.m, "%ty = call i32 @callee(ptr addrspace(1) %0, i32 1): argument 0 has type ptr addrspace(1), but the parameter has type ptr")
	wantProblem(t, x.m, "%rt = call i64 @callee(ptr %1, i32 1): call result has type i64, but the function type returns i32")
	if n := len(problems(x.m)); n != 3 {
		t.Fatalf("want 3 problems (variadic call is fine), got %v", problems(x.m))
	}
}

func TestCallLayout(t *testing.T) {
	x := newFixture()
	callee := x.fn("callee", ir.VoidType, x.t.I32)
	_, b := oneBlock(x, ir.VoidType)
	c := call(b, "", callee, x.i32(1))
	c.Call().NumArgs = 2
	nofn := call(b, "", callee, x.i32(1))
	nofn.ElemType = nil
	ret(b)
	wantProblem(t, x.m, "call has 2 operands, expected 3 (2 arguments, 0 bundle inputs, 0 destinations, callee)")
	wantProblem(t, x.m, "call has no function type")
}

func TestRetAndBranches(t *testing.T) {
	x := newFixture()
	f := x.fn("f", x.t.I32, x.t.I32)
	entry, a, b := block(f, "entry"), block(f, "a"), block(f, "b")
	condBr(entry, f.Params[0], a, b)
	ret(a, x.i64(0))
	ret(b)
	wantProblem(t, x.m, "block %entry: br i32 %0, label %a, label %b: branch condition has type i32, expected i1")
	wantProblem(t, x.m, "block %a: ret i64 0: ret value has type i64, but the function returns i32")
	wantProblem(t, x.m, "block %b: ret: ret without a value in a function returning i32")
}

func TestSwitch(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType, x.t.I32)
	entry, a, d := block(f, "entry"), block(f, "a"), block(f, "d")
	ins(entry, "", ir.OpSwitch, ir.VoidType, f.Params[0], d,
		x.i32(1), a, x.i64(2), a, x.i32(1), a, f.Params[0], a)
	ret(a)
	ret(d)
	wantProblem(t, x.m, "switch case value 2 has type i64, expected i32")
	wantProblem(t, x.m, "switch has the case value 1 twice")
	wantProblem(t, x.m, "switch case value %0 is not an integer constant")
}

func TestSelect(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32, x.t.I1)
	ins(b, "s", ir.OpSelect, x.t.I32, f.Params[0], f.Params[0], f.Params[0])
	ins(b, "t", ir.OpSelect, x.t.I32, f.Params[1], f.Params[0], x.i64(0))
	ins(b, "ok", ir.OpSelect, x.t.I32, f.Params[1], f.Params[0], x.i32(0))
	ret(b)
	wantProblem(t, x.m, "%s = select i32 %0, i32 %0, i32 %0: select condition has type i32, expected i1")
	wantProblem(t, x.m, "select values have different types i32 and i64")
	if n := len(problems(x.m)); n != 2 {
		t.Fatalf("want 2 problems, got %v", problems(x.m))
	}
}

func TestVectorAndAggregate(t *testing.T) {
	x := newFixture()
	v4 := x.t.Vector(4, x.t.I32, false)
	st := x.t.Struct([]ir.Type{x.t.I32, x.t.I64}, false)
	f, b := oneBlock(x, ir.VoidType, v4, st)
	ins(b, "e", ir.OpExtractElement, x.t.I64, f.Params[0], x.i32(0))
	ins(b, "i", ir.OpInsertElement, v4, f.Params[0], x.i64(0), x.i32(0))
	mask := ir.NewConstSimple(x.t.Vector(2, x.t.I32, false), ir.KindZero)
	ins(b, "s", ir.OpShuffleVector, v4, f.Params[0], f.Params[0], mask)
	ev := ins(b, "ev", ir.OpExtractValue, x.t.I32, f.Params[1])
	ev.SetIndices([]uint32{1})
	iv := ins(b, "iv", ir.OpInsertValue, st, f.Params[1], x.i32(0))
	iv.SetIndices([]uint32{2})
	ret(b)
	wantProblem(t, x.m, "extractelement result has type i64, expected i32")
	wantProblem(t, x.m, "inserted element has type i64, expected i32")
	wantProblem(t, x.m, "shufflevector result has type <4 x i32>, expected a vector of 2 i32")
	wantProblem(t, x.m, "extractvalue result has type i32, expected i64")
	wantProblem(t, x.m, "insertvalue indices [2] do not select a member of { i32, i64 }")
}

func TestNilOperandAndType(t *testing.T) {
	x := newFixture()
	f, b := oneBlock(x, ir.VoidType, x.t.I32)
	a := ir.NewInstruction(ir.OpAdd, x.t.I32, f.Params[0], nil)
	a.SetName("a")
	b.Append(a)
	n := ir.NewInstruction(ir.OpFreeze, nil, f.Params[0])
	b.Append(n)
	ret(b)
	wantProblem(t, x.m, "%a = add i32 %0, <no type> <nil>: operand 1 is nil")
	wantProblem(t, x.m, "instruction has no result type")
}

func TestInvalidOpcode(t *testing.T) {
	x := newFixture()
	_, b := oneBlock(x, ir.VoidType)
	ins(b, "", ir.OpInvalid, ir.VoidType)
	ins(b, "", ir.Opcode(250), ir.VoidType)
	ret(b)
	wantProblem(t, x.m, "invalid opcode 0")
	wantProblem(t, x.m, "invalid opcode 250")
}

func TestForeignReferences(t *testing.T) {
	x := newFixture()
	g := x.fn("g", x.t.I32, x.t.I32)
	gb := block(g, "gentry")
	gv := ins(gb, "gv", ir.OpAdd, x.t.I32, g.Params[0], x.i32(1))
	ret(gb, gv)

	f, b := oneBlock(x, x.t.I32, x.t.I32)
	ins(b, "a", ir.OpAdd, x.t.I32, gv, x.i32(1))
	ins(b, "arg", ir.OpAdd, x.t.I32, g.Params[0], x.i32(1))
	erased := ir.NewInstruction(ir.OpAdd, x.t.I32, f.Params[0], f.Params[0])
	erased.SetName("gone")
	ins(b, "e", ir.OpAdd, x.t.I32, erased, x.i32(1))
	br(b, gb)
	wantProblem(t, x.m, "%a = add i32 %gv, i32 1: operand 0 refers to an instruction of another function")
	wantProblem(t, x.m, "%arg = add i32 %<argument 0 of @g>, i32 1: operand 0 refers to an argument of another function")
	wantProblem(t, x.m, "%e = add i32 %gone, i32 1: operand 0 refers to an instruction that is in no block (erased?)")
	wantProblem(t, x.m, "br label %gentry: operand 0 refers to block %gentry, which is not in this function")
}

func TestInvoke(t *testing.T) {
	x := newFixture()
	callee := x.fn("callee", x.t.I32)
	f := x.fn("f", x.t.I32)
	f.Personality = x.fn("pers", x.t.I32) // a landingpad needs one
	ir.LinkOperands(f)
	entry, normal, unwind := block(f, "entry"), block(f, "normal"), block(f, "unwind")
	inv := ir.NewInstruction(ir.OpInvoke, x.t.I32, normal, unwind, callee)
	inv.SetName("r")
	inv.ElemType = callee.Sig
	inv.Ext().Call = &ir.CallInfo{}
	entry.Append(inv)
	ret(normal, inv)
	lp := ins(unwind, "lp", ir.OpLandingPad, x.t.Struct([]ir.Type{x.ptr(0), x.t.I32}, false))
	lp.Flags |= ir.Cleanup
	ret(unwind, x.i32(0))
	wantClean(t, x.m)

	unwind.Instrs[1].SetOperand(0, inv)
	wantOnly(t, x.m, "block %unwind: ret i32 %r: %r is used where the normal edge of its invoke does not dominate")
}

// TestLandingPadClauses: a catch clause is a pointer constant, a filter
// an array constant (LLVM's verifier messages).
func TestLandingPadClauses(t *testing.T) {
	for _, c := range []struct {
		catch bool
		op    func(x *fixture) ir.Value
		want  string
	}{
		{true, func(x *fixture) ir.Value { return ir.NullOf(x.ptr(0)) }, ""},
		{false, func(x *fixture) ir.Value { return ir.NewConstSimple(x.t.Array(1, x.ptr(0)), ir.KindZero) }, ""},
		{true, func(x *fixture) ir.Value { return x.i32(0) }, "Catch operand does not have pointer type!"},
		{false, func(x *fixture) ir.Value { return ir.NullOf(x.ptr(0)) }, "Filter operand is not an array of constants!"},
		{false, func(x *fixture) ir.Value { return ir.NewConstSimple(x.t.Array(1, x.ptr(0)), ir.KindUndef) }, "Filter operand is not an array of constants!"},
	} {
		x := newFixture()
		callee := x.fn("callee", ir.VoidType)
		f := x.fn("f", ir.VoidType)
		f.Personality = x.fn("pers", x.t.I32)
		ir.LinkOperands(f)
		entry, normal, unwind := block(f, "entry"), block(f, "normal"), block(f, "unwind")
		inv := ir.NewInstruction(ir.OpInvoke, ir.VoidType, normal, unwind, callee)
		inv.ElemType = callee.Sig
		inv.Ext().Call = &ir.CallInfo{}
		entry.Append(inv)
		ret(normal)
		lp := ins(unwind, "lp", ir.OpLandingPad, x.t.Struct([]ir.Type{x.ptr(0), x.t.I32}, false), c.op(x))
		lp.Ext().Clauses = []bool{c.catch}
		ret(unwind)
		if c.want == "" {
			wantClean(t, x.m)
		} else {
			wantOnly(t, x.m, c.want)
		}
	}
}

// TestIntrinsicSignature: a call of an intrinsic through another function
// type is invalid (LLVM: "Intrinsic called with incompatible signature");
// an ordinary function may be called through any type.
func TestIntrinsicSignature(t *testing.T) {
	x := newFixture()
	intr := x.fn("llvm.prefetch.p0", x.t.Vector(1, x.t.FloatOf(ir.Float), false))
	plain := x.fn("plain", x.t.I32)
	f, b := oneBlock(x, ir.VoidType, x.ptr(0))
	for _, callee := range []*ir.Function{intr, plain} {
		c := call(b, "", callee, f.Params[0])
		c.SetType(ir.VoidType)
		c.ElemType = x.t.Func(ir.VoidType, []ir.Type{x.ptr(0)}, false)
	}
	ret(b)
	wantOnly(t, x.m, "intrinsic @llvm.prefetch.p0 called with incompatible signature void (ptr) (declared <1 x float> ())")
}
