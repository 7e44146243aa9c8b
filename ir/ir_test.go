package ir

import "testing"

// kernel builds:
//
//	define void @k(ptr %p) {
//	entry:
//	  %q = getelementptr float, ptr %p, i64 1
//	  %v = load float, ptr %q
//	  store float %v, ptr %p
//	  ret void
//	}
func kernel(m *Module) (*Function, *Instruction, *Instruction, *Instruction) {
	ptr := m.Types.Ptr(0)
	f := NewFunction("k", m.Types.Func(VoidType, []Type{ptr}, false), ptr)
	f.Params[0].SetName("p")
	m.AddFunction(f)
	b := NewBlock("entry")
	f.AddBlock(b)
	gep := NewInstruction(OpGetElementPtr, ptr, f.Params[0], NewConstInt(m.Types.I64, 1))
	gep.ElemType = m.Types.FloatOf(Float)
	gep.SetName("q")
	ld := NewInstruction(OpLoad, m.Types.FloatOf(Float), gep)
	ld.SetName("v")
	st := NewInstruction(OpStore, VoidType, ld, f.Params[0])
	for _, in := range []*Instruction{gep, ld, st, NewInstruction(OpRet, VoidType)} {
		b.Append(in)
	}
	return f, gep, ld, st
}

func TestTypesAreInterned(t *testing.T) {
	c := NewTypeContext()
	if c.Ptr(3) != c.Ptr(3) || c.Ptr(3) == c.Ptr(1) {
		t.Fatal("pointer types not interned by address space")
	}
	s1 := c.Struct([]Type{c.I32, c.Ptr(1)}, false)
	if s1 != c.Struct([]Type{c.I32, c.Ptr(1)}, false) || s1 == c.Struct([]Type{c.I32, c.Ptr(1)}, true) {
		t.Fatal("literal structs not interned by body and packing")
	}
	if got := c.Func(c.I32, []Type{c.Ptr(0)}, true).String(); got != "i32 (ptr, ...)" {
		t.Fatalf("func type prints %q", got)
	}
	if got := c.TypedPtr(c.Int(32), 4).String(); got != "i32 addrspace(4)*" {
		t.Fatalf("typed pointer prints %q", got)
	}
	if got := c.Named("struct.S x", false).String(); got != `%"struct.S x"` {
		t.Fatalf("named struct prints %q", got)
	}
}

func TestUseListsAndRAUW(t *testing.T) {
	m := NewModule()
	f, gep, ld, st := kernel(m)
	p := f.Params[0]
	if p.NumUses() != 2 || gep.NumUses() != 1 || ld.NumUses() != 1 {
		t.Fatalf("uses: p=%d gep=%d ld=%d", p.NumUses(), gep.NumUses(), ld.NumUses())
	}
	cast := NewCast(OpAddrSpaceCast, p, m.Types.Ptr(1))
	InsertBefore(gep, cast)
	ReplaceUsesIf(p, cast, func(u User) bool { return u != cast })
	if p.NumUses() != 1 || cast.NumUses() != 2 {
		t.Fatalf("after RAUW: p=%d cast=%d", p.NumUses(), cast.NumUses())
	}
	if st.Operand(1) != cast || gep.Operand(0) != cast {
		t.Fatal("operands not replaced")
	}
	if f.Blocks[0].Instrs[0] != cast {
		t.Fatal("cast not inserted first")
	}
}

func TestEraseUnlinksAndMovesRecords(t *testing.T) {
	m := NewModule()
	f, gep, ld, st := kernel(m)
	rec := &DbgRecord{Kind: "value"}
	ld.SetDbgRecords([]*DbgRecord{rec})
	st.SetOperand(0, NewConstFloat(m.Types.FloatOf(Float), 1))
	ld.Erase()
	if gep.NumUses() != 0 {
		t.Fatalf("gep still used %d times", gep.NumUses())
	}
	if len(f.Blocks[0].Instrs) != 3 || len(st.DbgRecords()) != 1 || st.DbgRecords()[0] != rec {
		t.Fatal("erase did not remove the load or move its debug record")
	}
}

func TestCloneFunctionRemapsEverything(t *testing.T) {
	m := NewModule()
	f, _, _, _ := kernel(m)
	vmap := ValueMap{}
	g := CloneFunction(f, "k.global", vmap)
	if m.Function("k.global") != g || m.Functions[1] != g {
		t.Fatal("clone not registered after the original")
	}
	for _, in := range g.Blocks[0].Instrs {
		for _, op := range in.Operands() {
			if a, ok := op.(*Argument); ok && a.Parent != g {
				t.Fatal("clone uses an argument of the original")
			}
			if i, ok := op.(*Instruction); ok && i.Parent.Parent != g {
				t.Fatal("clone uses an instruction of the original")
			}
		}
	}
	if f.Params[0].NumUses() != 2 || g.Params[0].NumUses() != 2 {
		t.Fatalf("uses: orig %d clone %d", f.Params[0].NumUses(), g.Params[0].NumUses())
	}
	if vmap[f.Blocks[0]] != g.Blocks[0] {
		t.Fatal("block not mapped")
	}
}

func TestCloneGetsOwnSubprogram(t *testing.T) {
	m := NewModule()
	f, gep, _, _ := kernel(m)
	file := m.AddMetadata(&MDNode{Kind: "DIFile", Fields: []MDField{{"filename", &MDRaw{`"k.cu"`}}}})
	sp := m.AddMetadata(&MDNode{Kind: "DISubprogram", Distinct: true,
		Fields: []MDField{{"name", &MDRaw{`"k"`}}, {"file", file}, {"line", &MDRaw{"3"}}}})
	loc := m.AddMetadata(&MDNode{Kind: "DILocation", Fields: []MDField{{"line", &MDRaw{"7"}}, {"column", &MDRaw{"5"}}, {"scope", sp}}})
	f.SetMetadata("dbg", sp)
	gep.SetMetadata("dbg", loc)

	pos, ok := DebugLoc(gep)
	if !ok || pos.String() != "k.cu:7:5" {
		t.Fatalf("DebugLoc = %v %v", pos, ok)
	}
	g := CloneFunction(f, "k2", ValueMap{})
	gsp := g.Metadata("dbg").(*MDNode)
	if gsp == sp || !gsp.Distinct {
		t.Fatal("clone shares the DISubprogram")
	}
	gloc := g.Blocks[0].Instrs[0].Metadata("dbg").(*MDNode)
	if gloc == loc || gloc.NodeField("scope") != gsp {
		t.Fatal("clone's locations do not point at its own subprogram")
	}
	if len(m.Metadata) != 5 {
		t.Fatalf("module has %d numbered nodes, want 5", len(m.Metadata))
	}
}

func TestQuoteName(t *testing.T) {
	for in, want := range map[string]string{
		"x": "x", "a.b$c-d_1": "a.b$c-d_1", "1x": `"1x"`, "a b": `"a b"`, `q"`: `"q\22"`, "": `""`,
	} {
		if got := QuoteName(in); got != want {
			t.Errorf("QuoteName(%q) = %s, want %s", in, got, want)
		}
	}
	if UnescapeString(EscapeString("a\"\\\x01é")) != "a\"\\\x01é" {
		t.Error("escape/unescape do not round trip")
	}
}

func TestGEPResultType(t *testing.T) {
	m := NewModule()
	m.TypedPointers = true
	st := m.Types.Struct([]Type{m.Types.I32, m.Types.Array(4, m.Types.FloatOf(Float))}, false)
	base := NewArgument(m.Types.TypedPtr(st, 3), "p")
	ops := []Value{base, NewConstInt(m.Types.I64, 0), NewConstInt(m.Types.I32, 1), NewConstInt(m.Types.I64, 2)}
	rt, err := m.GEPResultType(st, base.Type(), ops)
	if err != nil || rt.String() != "float addrspace(3)*" {
		t.Fatalf("got %v, %v", rt, err)
	}
	ops[2] = NewConstInt(m.Types.I32, 5)
	if _, err := m.GEPResultType(st, base.Type(), ops); err == nil {
		t.Fatal("out-of-range struct index accepted")
	}
}

func TestKernelFunctions(t *testing.T) {
	m := NewModule()
	f, _, _, _ := kernel(m)
	ptr := m.Types.Ptr(0)
	h := NewFunction("h", m.Types.Func(VoidType, nil, false), ptr)
	h.CC = "ptx_kernel"
	m.AddFunction(h)
	ann := m.AddMetadata(NewTuple(&ValueAsMetadata{V: f}, &MDString{"kernel"}, &ValueAsMetadata{V: NewConstInt(m.Types.I32, 1)}))
	m.NamedMD = append(m.NamedMD, &NamedMD{Name: "nvvm.annotations", Nodes: []Metadata{ann}})
	ks := m.KernelFunctions()
	if len(ks) != 2 || ks[0] != f || ks[1] != h {
		t.Fatalf("kernels = %v", ks)
	}
}

func TestLinkModuleCountsEachUseOnce(t *testing.T) {
	m := NewModule()
	i32 := m.Types.I32
	f := NewFunction("f", m.Types.Func(i32, []Type{i32}, false), m.Types.Ptr(0))
	m.AddFunction(f)
	b := NewBlock("entry")
	f.AddBlock(b)
	x := NewInstruction(OpAdd, i32, f.Params[0], NewConstInt(i32, 1))
	y := NewInstruction(OpAdd, i32, x, x)
	b.Instrs = []*Instruction{x, y, NewInstruction(OpRet, VoidType, y)}
	for _, in := range b.Instrs {
		in.Parent = b
	}
	LinkModule(m)
	if f.Params[0].NumUses() != 1 || x.NumUses() != 2 || y.NumUses() != 1 {
		t.Fatalf("uses: a=%d x=%d y=%d", f.Params[0].NumUses(), x.NumUses(), y.NumUses())
	}
}

// StripCasts walks back through casts and all-zero GEPs, constant or
// instruction, and stops on a cycle of casts (unreachable code's).
func TestStripCasts(t *testing.T) {
	m := NewModule()
	f, _, _, _ := kernel(m)
	p := f.Params[0]
	c := m.Types
	zero := NewConstInt(c.I32, 0)
	gep := NewInstruction(OpGetElementPtr, p.Type(), p, zero)
	gep.ElemType = c.I32
	cast := NewCast(OpAddrSpaceCast, gep, c.Ptr(1))
	if got := StripCasts(cast); got != Value(p) {
		t.Errorf("StripCasts(cast of zero GEP) = %v, want the parameter", got)
	}
	if got := StripCasts(NewInstruction(OpGetElementPtr, p.Type(), p, NewConstInt(c.I32, 1))); got == Value(p) {
		t.Error("StripCasts went through a GEP of a nonzero index")
	}
	loop := NewCast(OpBitCast, p, p.Type())
	loop.SetOperand(0, loop)
	if got := StripCasts(loop); got != Value(loop) {
		t.Errorf("StripCasts on a cycle = %v, want the cast", got)
	}
}
