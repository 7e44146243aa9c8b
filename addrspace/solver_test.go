package addrspace

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/addrspace/irtest"
	"memspace/ir"
	"memspace/llread"
	"memspace/target"
)

const nvptxTriple = "nvptx64-nvidia-cuda"

func solve(m *irtest.Module) *Result {
	t, _ := target.FromTriple(m.Triple)
	return Solve(m.Module, DefaultConfig(t))
}

func solveWith(m *irtest.Module, edit func(*Config)) *Result {
	t, _ := target.FromTriple(m.Triple)
	cfg := DefaultConfig(t)
	edit(&cfg)
	return Solve(m.Module, cfg)
}

func expectSet(t *testing.T, r *Result, v ir.Value, want string) {
	t.Helper()
	if got := r.Set(v).String(r.Target()); got != want {
		t.Errorf("set of %s = %s, want %s", r.Namer().Name(v), got, want)
	}
}

func expectOrigin(t *testing.T, r *Result, v ir.Value, want string) {
	t.Helper()
	var all []string
	for _, o := range r.Origins(v) {
		all = append(all, o.Describe(r.Target()))
	}
	joined := strings.Join(all, "; ")
	if !strings.Contains(joined, want) {
		t.Errorf("origins of %s = %q, want one containing %q", r.Namer().Name(v), joined, want)
	}
}

// kernel makes "define ptx_kernel void @k(params)" with an entry block.
func kernel(m *irtest.Module, params ...irtest.Param) *irtest.Func {
	k := m.Func("k", "ptx_kernel", ir.VoidType, params...)
	k.Block("entry")
	return k
}

func TestKernelParamIsGlobal(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("in", m.Ptr(0)))
	g := k.GEP("g", k.Arg(0), irtest.Int(m.I64(), 4))
	k.Load("v", m.I32(), g)
	k.Ret()
	r := solve(m)
	expectSet(t, r, g, "{global}")
	expectOrigin(t, r, g, "global: kernel parameter 'in'")
	if !r.IsGlobalKernelParam(k.Arg(0)) {
		t.Error("in should be a global kernel parameter")
	}
}

func TestSharedThroughConstantCast(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.Types.Array(256, m.F32()))
	k := kernel(m)
	g := k.GEP("g", irtest.ConstCast(tile, m.Ptr(0)), irtest.Int(m.I64(), 8))
	k.Load("v", m.F32(), g)
	k.Ret()
	r := solve(m)
	expectSet(t, r, g, "{shared}")
	expectOrigin(t, r, g, "shared: from @tile")
}

func TestAllocaIsLocal(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m)
	a := k.Alloca("buf", m.Types.Array(4, m.I32()))
	k.Ret()
	expectSet(t, solve(m), a, "{local}")
	off := solveWith(m, func(c *Config) { c.AllocaAlwaysLocal = false })
	expectSet(t, off, a, "{global,shared,constant,local}")
}

func TestPhiMeetsTwoSpaces(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.I32())
	k := kernel(m, irtest.P("p", m.Ptr(0)), irtest.P("c", m.I1()))
	entry := k.B
	left, join := k.Block("left"), k.Block("join")
	k.At(entry)
	k.CondBr(k.Arg(1), left, join)
	k.At(left)
	k.Br(join)
	k.At(join)
	phi := k.Phi("x", m.Ptr(0), k.Arg(0), entry, irtest.ConstCast(tile, m.Ptr(0)), left)
	k.Load("v", m.I32(), phi)
	k.Ret()
	r := solve(m)
	expectSet(t, r, phi, "{global,shared}")
	expectOrigin(t, r, phi, "global: kernel parameter 'p'")
	expectOrigin(t, r, phi, "shared: from @tile")
	cons := solveWith(m, func(c *Config) { c.Conservative = true })
	if got := cons.Set(phi); got.Len() != target.NVPTX().NumConcrete() {
		t.Errorf("conservative set = %s, want the full set", got.String(cons.Target()))
	}
}

func TestSelectWithNullKeepsSpace(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.I32())
	k := kernel(m, irtest.P("c", m.I1()))
	sel := k.Select("s", k.Arg(0), ir.NullOf(m.Ptr(0)), irtest.ConstCast(tile, m.Ptr(0)))
	k.Load("v", m.I32(), sel)
	k.Ret()
	expectSet(t, solve(m), sel, "{shared}")
}

func TestUnknownCallersAndExternalCalls(t *testing.T) {
	m := irtest.New(nvptxTriple)
	ext := m.Declare("ext", m.Ptr(0))
	f := m.Func("helper", "", ir.VoidType, irtest.P("p", m.Ptr(0)))
	f.Block("entry")
	r1 := f.Call("r", ext)
	f.Ret()
	r := solve(m)
	expectSet(t, r, f.Arg(0), "{global,shared,constant,local}")
	expectOrigin(t, r, f.Arg(0), "whose callers are unknown")
	expectSet(t, r, r1, "{global,shared,constant,local}")
	expectOrigin(t, r, r1, "returned by @ext")
}

func TestInternalCalleeTakesCallerSpaces(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.I32())
	h := m.Func("h", "", m.Ptr(0), irtest.P("q", m.Ptr(0)))
	h.F.Linkage = ir.LinkInternal
	h.Block("entry")
	h.Ret(h.Arg(0))
	k := kernel(m, irtest.P("p", m.Ptr(0)))
	r1 := k.Call("r1", h.F, irtest.ConstCast(tile, m.Ptr(0)))
	k.Ret()
	r := solve(m)
	expectSet(t, r, h.Arg(0), "{shared}")
	expectSet(t, r, r1, "{shared}")
	// A second call with a global pointer makes both ambiguous.
	k.B.Instrs = k.B.Instrs[:len(k.B.Instrs)-1]
	k.Call("r2", h.F, k.Arg(0))
	k.Ret()
	r = solve(m)
	expectSet(t, r, h.Arg(0), "{global,shared}")
	expectSet(t, r, r1, "{global,shared}")
	alg1 := solveWith(m, func(c *Config) { c.Interprocedural = false })
	expectSet(t, alg1, h.Arg(0), "{global,shared,constant,local}")
}

func TestSlotRoundTrip(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("p", m.Ptr(0)))
	slot := k.Alloca("p.addr", m.Ptr(0))
	k.Store(k.Arg(0), slot)
	x := k.Load("x", m.Ptr(0), slot)
	k.Ret()
	expectSet(t, solve(m), x, "{global}")
	noIndir := solveWith(m, func(c *Config) { c.TrackIndirLoad = false })
	expectSet(t, noIndir, x, "{global,shared,constant,local}")
}

func TestEscapingSlotIsUnknown(t *testing.T) {
	m := irtest.New(nvptxTriple)
	ext := m.Declare("ext", ir.VoidType, m.Ptr(0))
	k := kernel(m, irtest.P("p", m.Ptr(0)))
	slot := k.Alloca("p.addr", m.Ptr(0))
	k.Store(k.Arg(0), slot)
	k.Call("", ext, slot)
	x := k.Load("x", m.Ptr(0), slot)
	k.Ret()
	expectSet(t, solve(m), x, "{global,shared,constant,local}")
}

func TestPointersLoadedThroughKernelParams(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("pp", m.Ptr(0)))
	q := k.Load("q", m.Ptr(0), k.Arg(0))
	q2 := k.Load("q2", m.Ptr(0), q)
	k.Ret()
	r := solve(m)
	expectSet(t, r, q, "{global}")
	expectSet(t, r, q2, "{global}")
	expectOrigin(t, r, q, "pointer loaded through parameter 'pp'")
	off := solveWith(m, func(c *Config) { c.ParamAlwaysGlobal = false })
	expectSet(t, off, q, "{global,shared,constant,local}")
}

func TestDeviceStoreOfSharedPointerBreaksTrust(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.I32())
	k := kernel(m, irtest.P("ro", m.Ptr(0), "readonly"), irtest.P("rw", m.Ptr(0)))
	k.Store(irtest.ConstCast(tile, m.Ptr(0)), k.Arg(1))
	a := k.Load("a", m.Ptr(0), k.Arg(0))
	b := k.Load("b", m.Ptr(0), k.Arg(1))
	k.Ret()
	r := solve(m)
	// readonly is not noalias: %ro and %rw may be the same buffer.
	expectSet(t, r, a, "{global,shared}")
	expectSet(t, r, b, "{global,shared}")
	expectOrigin(t, r, b, "from @tile")
	if got := r.HostMemory().String(r.Target()); got != "{global,shared}" {
		t.Errorf("host memory = %s, want {global,shared}", got)
	}
}

func TestStoreIntoLocalMemoryKeepsTrust(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.I32())
	k := kernel(m, irtest.P("pp", m.Ptr(0)))
	slot := k.Alloca("s", m.Ptr(0))
	k.Store(irtest.ConstCast(tile, m.Ptr(0)), slot)
	q := k.Load("q", m.Ptr(0), k.Arg(0))
	k.Ret()
	r := solve(m)
	expectSet(t, r, q, "{global}")
	if got := r.HostMemory().String(r.Target()); got != "{global}" {
		t.Errorf("host memory = %s, want {global}", got)
	}
}

func TestIntToPtrRoundTrip(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("p", m.Ptr(0)))
	i := k.Cast("i", ir.OpPtrToInt, k.Arg(0), m.I64())
	back := k.Cast("back", ir.OpIntToPtr, i, m.Ptr(0))
	add := ir.NewInstruction(ir.OpAdd, m.I64(), i, irtest.Int(m.I64(), 4))
	add.SetName("add")
	k.B.Append(add)
	moved := k.Cast("moved", ir.OpIntToPtr, add, m.Ptr(0))
	k.Ret()
	r := solve(m)
	expectSet(t, r, back, "{global}")
	expectSet(t, r, moved, "{global,shared,constant,local}")
	off := solveWith(m, func(c *Config) { c.TrackInt2Ptr = false })
	expectSet(t, off, back, "{global,shared,constant,local}")
}

func TestInlineAsmIsUnknown(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m)
	asm := ir.NewInlineAsm(m.Types.Func(m.Ptr(0), nil, false), "mov.u64 $0, 0;", "=l")
	call := ir.NewInstruction(ir.OpCall, m.Ptr(0), asm)
	call.ElemType = m.Types.Func(m.Ptr(0), nil, false)
	call.Ext().Call = &ir.CallInfo{}
	call.SetName("a")
	k.B.Append(call)
	k.Ret()
	r := solve(m)
	expectSet(t, r, call, "{global,shared,constant,local}")
	expectOrigin(t, r, call, "inline asm")
}

func TestByvalAndGridConstant(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("s", m.Ptr(0), "byval"), irtest.P("gc", m.Ptr(0), "byval", `"nvvm.grid_constant"`))
	f := k.GEP("f", k.Arg(0), irtest.Int(m.I64(), 8))
	q := k.Load("q", m.Ptr(0), f)
	k.Ret()
	r := solve(m)
	expectSet(t, r, f, "{param}")
	expectSet(t, r, q, "{global}")
	expectSet(t, r, k.Arg(1), "{param}")
}

func TestEscapingByvalStaysAmbiguous(t *testing.T) {
	m := irtest.New(nvptxTriple)
	ext := m.Declare("ext", ir.VoidType, m.Ptr(0))
	k := kernel(m, irtest.P("s", m.Ptr(0), "byval"))
	k.Call("", ext, k.Arg(0))
	k.Ret()
	if set := solve(m).Set(k.Arg(0)); !set.Ambiguous() {
		t.Errorf("escaping byval set = %v, want ambiguous", set)
	}
}

func TestWMMAConstraint(t *testing.T) {
	m := irtest.New(nvptxTriple)
	wmma := m.Declare("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0", m.I32(), m.Ptr(0), m.I32())
	f := m.Func("helper", "", ir.VoidType, irtest.P("p", m.Ptr(0)))
	f.Block("entry")
	g := f.GEP("g", f.Arg(0), irtest.Int(m.I64(), 16))
	f.Call("frag", wmma, g, irtest.Int(m.I32(), 16))
	f.Ret()
	r := solve(m)
	// WMMA loads accept generic pointers: nothing flows back.
	expectSet(t, r, f.Arg(0), "{global,shared,constant,local}")
	expectSet(t, r, g, "{global,shared,constant,local}")
}

func TestWMMAConstraintContradiction(t *testing.T) {
	m := irtest.New(nvptxTriple)
	tile := m.Global("tile", 3, m.Types.Array(256, m.I32()))
	wmma := m.Declare("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0", m.I32(), m.Ptr(0), m.I32())
	k := kernel(m)
	g := k.GEP("g", irtest.ConstCast(tile, m.Ptr(0)), irtest.Int(m.I64(), 16))
	k.Call("frag", wmma, g, irtest.Int(m.I32(), 16))
	k.Ret()
	r := solve(m)
	if len(r.Conflicts()) != 0 {
		t.Fatalf("conflicts = %d, want none", len(r.Conflicts()))
	}
	expectSet(t, r, g, "{shared}")
}

func TestBudgetFreezesFunction(t *testing.T) {
	defer func(old int32) { budgetCap = old }(budgetCap)
	budgetCap = 2
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("p", m.Ptr(0)), irtest.P("c", m.I1()))
	entry := k.B
	loop, exit := k.Block("loop"), k.Block("exit")
	k.At(entry)
	k.Br(loop)
	k.At(loop)
	phi := k.Phi("x", m.Ptr(0), k.Arg(0), entry, k.Arg(0), loop)
	next := k.GEP("next", phi, irtest.Int(m.I64(), 4))
	irtest.SetIncoming(phi, 1, next)
	k.CondBr(k.Arg(1), loop, exit)
	k.At(exit)
	k.Ret()
	// The loop block needs a second visit once the back edge's GEP is
	// known: a cap of 2 suffices, a cap of 1 does not.
	if r := solve(m); r.Frozen(k.F) {
		t.Fatalf("frozen under a cap of 2")
	}
	budgetCap = 1
	r := solve(m)
	if !r.Frozen(k.F) || len(r.OverBudget()) != 1 {
		t.Fatalf("function not frozen over budget")
	}
	if !r.Set(next).Ambiguous() {
		t.Errorf("frozen value set = %s, want the full set", r.Set(next).String(r.Target()))
	}
}

// A value that grows queues the blocks of its users again, but not the
// block being visited for users after it: the visit reaches them anyway.
// A straight-line block is visited once, so a cap of 1 leaves it alone;
// the loop of TestBudgetFreezesFunction, whose phi comes before the GEP
// that feeds it, still needs its second visit.
func TestStraightLineBlockVisitedOnce(t *testing.T) {
	defer func(old int32) { budgetCap = old }(budgetCap)
	budgetCap = 1
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("p", m.Ptr(0)))
	g1 := k.GEP("g1", k.Arg(0), irtest.Int(m.I64(), 4))
	g2 := k.GEP("g2", g1, irtest.Int(m.I64(), 4))
	k.Load("v", m.I32(), g2)
	k.Ret()
	r := solve(m)
	if r.Frozen(k.F) {
		t.Fatalf("straight-line kernel frozen under a cap of 1")
	}
	expectSet(t, r, g2, "{global}")
}

func TestTraceLines(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("in", m.Ptr(0)))
	k.GEP("g", k.Arg(0), irtest.Int(m.I64(), 4))
	k.Ret()
	var b strings.Builder
	solveWith(m, func(c *Config) { c.Trace = &b })
	if !strings.Contains(b.String(), "memspace-opt: @k: %g: bottom -> {global}") {
		t.Errorf("trace = %q", b.String())
	}
}

func TestSPIRGenericFromLocal(t *testing.T) {
	m := irtest.New("spir64-unknown-unknown")
	lds := m.Global("lds", 3, m.I32())
	f := m.Func("f", "spir_func", ir.VoidType)
	f.Block("entry")
	c := f.Cast("c", ir.OpAddrSpaceCast, lds, m.Ptr(4))
	p := f.Alloca("priv", m.I32())
	f.Ret()
	r := solve(m)
	expectSet(t, r, c, "{local}")
	expectSet(t, r, p, "{private}")
}

func TestTypedPointers(t *testing.T) {
	m := irtest.New(nvptxTriple)
	m.TypedPointers = true
	fp := m.PtrTo(m.F32(), 0)
	k := kernel(m, irtest.P("a", fp))
	g := k.GEP("g", k.Arg(0), irtest.Int(m.I64(), 1))
	k.Load("v", m.F32(), g)
	k.Ret()
	expectSet(t, solve(m), g, "{global}")
}

func TestNamerNumbersUnnamedValues(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := m.Func("k", "ptx_kernel", ir.VoidType, irtest.P("", m.Ptr(0)))
	k.Block("")
	g := k.GEP("", k.Arg(0), irtest.Int(m.I64(), 1))
	k.Ret()
	n := NewNamer()
	if got := n.Name(g); got != "%2" {
		t.Errorf("name = %s, want %%2", got)
	}
}

func TestLoadThroughSharedOrGlobalIsUnknown(t *testing.T) {
	// A helper walks nodes that may be in shared memory: what it loads
	// from them was written by device code, so it is not trusted global.
	m := irtest.New(nvptxTriple)
	pool := m.Global("pool", 3, m.Types.Array(8, m.Ptr(0)))
	h := m.Func("next", "", m.Ptr(0), irtest.P("n", m.Ptr(0)))
	h.F.Linkage = ir.LinkInternal
	h.Block("entry")
	nx := h.Load("nx", m.Ptr(0), h.Arg(0))
	h.Ret(nx)
	k := kernel(m, irtest.P("heads", m.Ptr(0)))
	head := k.Load("head", m.Ptr(0), k.Arg(0))
	k.Call("a", h.F, head)
	k.Call("b", h.F, irtest.ConstCast(pool, m.Ptr(0)))
	k.Ret()
	r := solve(m)
	expectSet(t, r, head, "{global}")
	expectSet(t, r, h.Arg(0), "{global,shared}")
	// Nothing is ever stored into @pool, and shared memory starts empty:
	// only the host's global pointers can be read.
	expectSet(t, r, nx, "{global}")
}

func TestStoreIntoSharedPoolIsRead(t *testing.T) {
	// Once a local address is stored into the pool, it can be read back.
	m := irtest.New(nvptxTriple)
	pool := m.Global("pool", 3, m.Types.Array(8, m.Ptr(0)))
	k := kernel(m)
	slot := k.Alloca("s", m.I32())
	k.Store(slot, irtest.ConstCast(pool, m.Ptr(0)))
	nx := k.Load("nx", m.Ptr(0), irtest.ConstCast(pool, m.Ptr(0)))
	k.Ret()
	expectSet(t, solve(m), nx, "{local}")
}

func TestByvalCopyOfDeviceFunction(t *testing.T) {
	// A device function's byval parameter is its own local copy of the
	// caller's memory: loads of pointers from it are as good as loads
	// from the caller's kernel parameter.
	m := irtest.New(nvptxTriple)
	h := m.Func("step", "", ir.VoidType, irtest.P("s", m.Ptr(0), "byval"))
	h.F.Linkage = ir.LinkInternal
	h.Block("entry")
	q := h.Load("q", m.Ptr(0), h.Arg(0))
	h.Ret()
	k := kernel(m, irtest.P("s", m.Ptr(0), "byval", "readonly"))
	k.Call("", h.F, k.Arg(0))
	k.Ret()
	r := solve(m)
	expectSet(t, r, h.Arg(0), "{local}")
	expectSet(t, r, q, "{global}")
}

func TestMemcpyIntoSlot(t *testing.T) {
	// Unoptimized code copies a byval struct into an alloca and reads the
	// pointers back from the copy.
	m := irtest.New(nvptxTriple)
	memcpy := m.Declare("llvm.memcpy.p0.p0.i64", ir.VoidType, m.Ptr(0), m.Ptr(0), m.I64(), m.I1())
	k := kernel(m, irtest.P("s", m.Ptr(0), "byval"))
	slot := k.Alloca("copy", m.Types.Array(2, m.Ptr(0)))
	k.Call("", memcpy, slot, k.Arg(0), irtest.Int(m.I64(), 16), irtest.Int(m.I1(), 0))
	f := k.GEP("f", slot, irtest.Int(m.I64(), 8))
	q := k.Load("q", m.Ptr(0), f)
	k.Ret()
	expectSet(t, solve(m), q, "{global}")
}

func TestIntegerStoreSpoilsSlot(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("p", m.Ptr(0)), irtest.P("n", m.I32()))
	slot := k.Alloca("s", m.I64())
	k.Store(k.Arg(0), slot)
	k.Store(k.Arg(1), slot)
	x := k.Load("x", m.Ptr(0), slot)
	k.Ret()
	r := solve(m)
	// %n is raw bits over the pointer's first four bytes (raw.go): the
	// pointer loaded back is made from an integer.
	expectSet(t, r, x, "{global,shared,constant,local}")
}

// IsGridConstantParam answers what the FromGridConstant origin records,
// for a kernel's parameter, also when the solve records no origins:
// checked on every kernel parameter of memspace-opt's tests and the corpus.
func TestGridConstantParamMatchesOrigins(t *testing.T) {
	files, _ := filepath.Glob("../memspaceopt/testdata/*.ll")
	corpus, _ := filepath.Glob("../../shared/corpus/*/*.ll")
	files = append(files, corpus...)
	checked, grid := 0, 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := llread.Parse(file, src)
		if err != nil {
			continue // bad-input tests
		}
		tg, err := target.FromTriple(m.Triple)
		if err != nil {
			continue
		}
		full := Solve(m, DefaultConfig(tg))
		cfg := DefaultConfig(tg)
		cfg.SetsOnly = true
		sets := Solve(m, cfg)
		for _, f := range m.Functions {
			if !full.IsKernel(f) {
				continue
			}
			for _, p := range f.Params {
				want := false
				for _, o := range full.Origins(p) {
					want = want || o.Kind == FromGridConstant
				}
				if got := sets.IsGridConstantParam(p); got != want {
					t.Errorf("%s: @%s %%%s: IsGridConstantParam = %v, origins say %v", file, f.Name(), p.Name(), got, want)
				}
				checked++
				if want {
					grid++
				}
			}
		}
	}
	if grid == 0 || checked < 100 {
		t.Fatalf("checked %d parameters, %d grid_constant: inputs missing", checked, grid)
	}
}
