package addrspace

import (
	"testing"

	"memspace/ir"
	"memspace/llread"
	"memspace/target"
)

func parseModule(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := llread.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPartitionFollowsDirectCalls(t *testing.T) {
	m := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @a(ptr %p) {
  call void @h(ptr %p)
  ret void
}
define ptx_kernel void @b(ptr %p) {
  ret void
}
define internal void @h(ptr %q) {
  ret void
}
declare void @ext(ptr)
define ptx_kernel void @c(ptr %p) {
  call void @ext(ptr %p)
  call void @h(ptr %p)
  ret void
}
`)
	fc := newFacts(m, nil, true)
	var got [][]string
	for _, g := range partition(m, fc) {
		var names []string
		for _, f := range g {
			names = append(names, f.Name())
		}
		got = append(got, names)
	}
	want := [][]string{{"a", "h", "c"}, {"b"}}
	if len(got) != len(want) {
		t.Fatalf("parts = %v, want %v", got, want)
	}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("parts = %v, want %v", got, want)
		}
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Fatalf("parts = %v, want %v", got, want)
			}
		}
	}
}

// Module-wide memory couples parts: a store into host memory or a global
// variable in one kernel reaches the loads of another kernel, although the
// two are solved as separate parts.
func TestMemoryIsSettledAcrossParts(t *testing.T) {
	src := `target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [4 x i32] zeroinitializer
@g = internal global ptr null
define ptx_kernel void @writer(ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %out
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr @g
  ret void
}
define ptx_kernel void @reader(ptr %in) {
  %p = load ptr, ptr %in
  %q = load ptr, ptr @g
  ret void
}
`
	m := parseModule(t, src)
	r := Solve(m, DefaultConfig(target.NVPTX()))
	if len(r.Parts()) != 2 {
		t.Fatalf("%d parts, want 2", len(r.Parts()))
	}
	p := m.Function("reader").Blocks[0].Instrs[0]
	q := m.Function("reader").Blocks[0].Instrs[1]
	if got := r.Set(p).String(r.Target()); got != "{global,shared}" {
		t.Errorf("pointer loaded through @reader's parameter = %s, want {global,shared}", got)
	}
	if got := r.Set(q).String(r.Target()); got != "{global,shared}" {
		t.Errorf("pointer loaded from @g in @reader = %s, want {global,shared}", got)
	}
	if got := r.HostMemory().String(r.Target()); got != "{global,shared}" {
		t.Errorf("host memory holds %s, want {global,shared}", got)
	}
}

func TestTargetsFitInACell(t *testing.T) {
	for _, tg := range []*target.Target{target.NVPTX(), target.SPIR(), target.AMDGPU()} {
		if tg.NumConcrete() > maxSpaces {
			t.Errorf("%s has %d concrete spaces; cells hold %d", tg.Name(), tg.NumConcrete(), maxSpaces)
		}
	}
}

// TestSolvePartsSolvesOnlyTheChosenParts: SolveParts answers for the parts
// that hold a chosen function, as a solve of the whole module does, keeps
// the trust policy it is given, and answers for no other function.
func TestSolvePartsSolvesOnlyTheChosenParts(t *testing.T) {
	m := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [4 x float] undef
define ptx_kernel void @a(ptr %p) {
  call void @h(ptr %p)
  ret void
}
define internal void @h(ptr %q) {
  store float 1.0, ptr %q
  ret void
}
define ptx_kernel void @b() {
  call void @g(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  ret void
}
define internal void @g(ptr %r) {
  store float 2.0, ptr %r
  ret void
}
`)
	cfg := DefaultConfig(target.NVPTX())
	full := Solve(m, cfg)
	part := SolveParts(m, cfg, func(f *ir.Function) bool { return f.Name() == "h" }, full.Memory())
	for _, name := range []string{"a", "h"} {
		f := m.Function(name)
		if !part.Solved(f) || part.Set(f.Params[0]) != full.Set(f.Params[0]) {
			t.Errorf("@%s: solved %v, set %v, want %v", name, part.Solved(f), part.Set(f.Params[0]), full.Set(f.Params[0]))
		}
	}
	for _, name := range []string{"b", "g"} {
		if part.Solved(m.Function(name)) {
			t.Errorf("@%s solved, though its part holds no chosen function", name)
		}
	}
	if g := m.Function("g").Params[0]; full.Set(g).String(target.NVPTX()) != "{shared}" {
		t.Errorf("full solve: @g's %%r is %s", full.Set(g).String(target.NVPTX()))
	}
	if part.HostMemory() != full.HostMemory() || len(part.Parts()) != 1 {
		t.Errorf("host memory %s (want %s), %d parts", part.HostMemory().String(target.NVPTX()), full.HostMemory().String(target.NVPTX()), len(part.Parts()))
	}
}
