package memspaceopt

import (
	"strings"
	"testing"

	"memspace/addrspace/irtest"
	"memspace/diag"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/target"
)

// These tests build modules with the irtest DSL, run the pass and look at
// the printed result; the .ll scenarios in testdata/ cover the rest.

func runOn(t *testing.T, m *irtest.Module, opts ...string) (string, *pass.Context) {
	t.Helper()
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatal(err)
	}
	ctx := &pass.Context{Module: m.Module, Target: tg, File: "test.ll", Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		if err := ctx.Opts.Set(name, value); err != nil {
			t.Fatal(err)
		}
	}
	if err := Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := irverify.Verify(m.Module); err != nil {
		t.Errorf("verifier: %v\n%s", err, llwrite.Bytes(m.Module))
	}
	return string(llwrite.Bytes(m.Module)), ctx
}

func expectLines(t *testing.T, out string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestRewriteKernelChain(t *testing.T) {
	m := irtest.New("nvptx64-nvidia-cuda")
	tile := m.Global("tile", 3, m.Types.Array(64, m.F32()))
	k := m.Func("k", "ptx_kernel", ir.VoidType, irtest.P("in", m.Ptr(0)), irtest.P("i", m.I64()))
	k.Block("entry")
	p := k.GEP("p", irtest.ConstCast(tile, m.Ptr(0)), k.Arg(1))
	q := k.GEP("q", k.Arg(0), k.Arg(1))
	v := k.Load("v", m.F32(), q)
	k.Store(v, p)
	ext := m.Declare("ext", ir.VoidType, m.Ptr(0))
	k.Call("", ext, q)
	k.Ret()
	out, ctx := runOn(t, m)
	expectLines(t, out,
		"%in.global = addrspacecast ptr %in to ptr addrspace(1)",
		"%q = getelementptr i8, ptr addrspace(1) %in.global, i64 %i",
		"%v = load float, ptr addrspace(1) %q",
		"store float %v, ptr addrspace(3) %p",
		"%p = getelementptr i8, ptr addrspace(3) @tile, i64 %i",
		"call void @ext(ptr %")
	if ctx.Stats.Get(StatGenericOps) != 0 {
		t.Errorf("generic accesses left = %d", ctx.Stats.Get(StatGenericOps))
	}
}

// parseRun reads IR text and runs the pass on it.
func parseRun(t *testing.T, src string, opts ...string) (string, *pass.Context) {
	t.Helper()
	m, err := llread.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return runOn(t, &irtest.Module{Module: m}, opts...)
}

func TestLocalAtomicIsAnError(t *testing.T) {
	_, ctx := parseRun(t, `target triple = "nvptx64-nvidia-cuda"
define void @f() {
entry:
  %counter = alloca i32, align 4
  %old = atomicrmw add ptr %counter, i32 1 seq_cst
  ret void
}
`)
	if !ctx.Diags.HasErrors() {
		t.Fatal("no error for an atomic on local memory")
	}
	d := ctx.Diags.All()[0]
	if d.Msg != MsgLocalAtomic || d.Loc.String() != "test.ll:@f:%counter" {
		t.Errorf("diagnostic = %s: %s", d.Loc, d.Msg)
	}
	if len(d.Notes) != 1 || d.Notes[0].Msg != "local: alloca %counter" {
		t.Errorf("notes = %+v", d.Notes)
	}
}
