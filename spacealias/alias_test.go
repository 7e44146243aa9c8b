package spacealias

import (
	"fmt"
	"strings"
	"testing"

	"memspace/ir"
	"memspace/llread"
	"memspace/target"
)

// parse reads a module and returns a lookup of named values of @f.
func parse(t *testing.T, src string) (*ir.Module, func(string) ir.Value) {
	t.Helper()
	m, err := llread.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("f")
	return m, func(name string) ir.Value {
		if name[0] == '@' {
			return m.Lookup(name[1:])
		}
		for _, p := range f.Params {
			if p.Name() == name {
				return p
			}
		}
		var found ir.Value
		f.Instructions(func(in *ir.Instruction) {
			if in.Name() == name {
				found = in
			}
		})
		if found == nil {
			t.Fatalf("no value %s", name)
		}
		return found
	}
}

const nvptxSrc = `target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [4 x i32] zeroinitializer
define void @f(ptr addrspace(1) %g, ptr addrspace(101) %prm, ptr addrspace(4) %c, ptr addrspace(7) %cl, ptr %gen, i1 %b) {
entry:
  %gs = addrspacecast ptr addrspace(3) @s to ptr
  %gg = addrspacecast ptr addrspace(1) %g to ptr
  %e1 = getelementptr i32, ptr %gs, i64 1
  %e2 = getelementptr i32, ptr %e1, i64 1
  %e3 = getelementptr i32, ptr %e2, i64 1
  %e4 = getelementptr i32, ptr %e3, i64 1
  %e5 = getelementptr i32, ptr %e4, i64 1
  %e6 = getelementptr i32, ptr %e5, i64 1
  %same = select i1 %b, ptr %gs, ptr %e1
  %mixed = select i1 %b, ptr %gs, ptr %gg
  %unknown = select i1 %b, ptr %gs, ptr %gen
  %gc = addrspacecast ptr addrspace(4) %c to ptr
  br label %loop
loop:
  %p = phi ptr [ %gs, %entry ], [ %next, %loop ]
  %next = getelementptr i32, ptr %p, i64 1
  br i1 %b, label %loop, label %exit
exit:
  ret void
}
`

func TestSpaceOf(t *testing.T) {
	_, v := parse(t, nvptxSrc)
	mine := New(target.NVPTX(), Options{Limit: DefaultLimit})
	llvm := New(target.NVPTX(), Options{Limit: DefaultLimit, Mode: LLVM})
	for _, c := range []struct {
		name       string
		mine, llvm target.AddrSpace
	}{
		{"gs", 3, 3}, {"gg", 1, 1}, {"e5", 3, 3}, // six steps back to @s
		{"e6", 0, 0}, // seven steps: past the limit
		{"same", 3, 0}, {"mixed", 0, 0}, {"unknown", 0, 0},
		{"p", 3, 0}, {"next", 3, 0}, // a phi that reaches itself
		{"gen", 0, 0}, {"prm", 101, 101},
	} {
		if got := mine.SpaceOf(v(c.name)); got != c.mine {
			t.Errorf("SpaceOf(%%%s) = %d, want %d", c.name, got, c.mine)
		}
		if got := llvm.SpaceOf(v(c.name)); got != c.llvm {
			t.Errorf("LLVM mode: SpaceOf(%%%s) = %d, want %d", c.name, got, c.llvm)
		}
	}
}

func TestNVPTXRules(t *testing.T) {
	_, v := parse(t, nvptxSrc)
	mine := New(target.NVPTX(), Options{Limit: DefaultLimit})
	llvm := New(target.NVPTX(), Options{Limit: DefaultLimit, Mode: LLVM})
	for _, c := range []struct {
		p, q       string
		mine, llvm Result
	}{
		{"g", "prm", MayAlias, NoAlias},  // §6: a param's generic address is in the global window
		{"gs", "cl", MayAlias, MayAlias}, // shared vs shared::cluster
		{"gs", "g", NoAlias, NoAlias},
		{"gg", "g", MayAlias, MayAlias},  // same space
		{"gen", "g", MayAlias, MayAlias}, // generic
		{"c", "g", NoAlias, NoAlias},
		{"same", "g", NoAlias, MayAlias}, // through the select
		{"mixed", "g", MayAlias, MayAlias},
	} {
		if got := mine.Alias(v(c.p), v(c.q)); got != c.mine {
			t.Errorf("Alias(%%%s, %%%s) = %v, want %v", c.p, c.q, got, c.mine)
		}
		if got := llvm.Alias(v(c.q), v(c.p)); got != c.llvm {
			t.Errorf("LLVM mode: Alias(%%%s, %%%s) = %v, want %v", c.q, c.p, got, c.llvm)
		}
	}
	for name, want := range map[string]ModRef{"c": NoModRef, "gc": NoModRef, "prm": NoModRef, "g": ModRefAll, "gen": ModRefAll} {
		if got := mine.ModRefMask(v(name)); got != want {
			t.Errorf("ModRefMask(%%%s) = %d, want %d", name, got, want)
		}
	}
}

func TestAMDGPU(t *testing.T) {
	_, v := parse(t, `target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @f(ptr %karg, ptr addrspace(3) %l, ptr addrspace(3) noalias %nl, ptr addrspace(5) %pr, ptr addrspace(4) %c, ptr addrspace(4) %c2, ptr addrspace(2) %r, ptr addrspace(1) %g) {
  %ld = load ptr, ptr addrspace(4) %c
  %gl = addrspacecast ptr addrspace(3) %l to ptr
  ret void
}`)
	mine := New(target.AMDGPU(), Options{Limit: DefaultLimit})
	llvm := New(target.AMDGPU(), Options{Limit: DefaultLimit, Mode: LLVM})
	for _, c := range []struct {
		p, q       string
		mine, llvm Result
	}{
		{"karg", "l", NoAlias, MayAlias}, // a kernel argument is made by the host (LLVM: only against an identified object)
		{"karg", "nl", NoAlias, NoAlias},
		{"ld", "pr", NoAlias, NoAlias}, // loaded from constant memory
		{"c", "c2", NoAlias, NoAlias},  // nothing writes constant memory
		{"c", "g", MayAlias, MayAlias},
		{"r", "g", NoAlias, NoAlias}, // region aliases only itself
		{"r", "karg", NoAlias, NoAlias},
		{"gl", "g", NoAlias, MayAlias}, // we walk back through the cast
	} {
		if got := mine.Alias(v(c.p), v(c.q)); got != c.mine {
			t.Errorf("Alias(%%%s, %%%s) = %v, want %v", c.p, c.q, got, c.mine)
		}
		if got := llvm.Alias(v(c.p), v(c.q)); got != c.llvm {
			t.Errorf("LLVM mode: Alias(%%%s, %%%s) = %v, want %v", c.p, c.q, got, c.llvm)
		}
	}
	if mine.ModRefMask(v("c")) != NoModRef || mine.ModRefMask(v("g")) != ModRefAll {
		t.Error("constant memory is never modified, global memory may be")
	}
}

func TestSPIR(t *testing.T) {
	a := New(target.SPIR(), Options{Limit: DefaultLimit})
	for _, c := range []struct {
		x, y target.AddrSpace
		want Result
	}{
		{4, 0, MayAlias}, {4, 2, MayAlias}, {1, 2, MayAlias}, {1, 3, NoAlias}, {0, 3, NoAlias}, {2, 3, NoAlias}, {1, 1, MayAlias},
	} {
		if got := a.SpacesAlias(c.x, c.y); got != c.want {
			t.Errorf("SpacesAlias(%d, %d) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	if !a.IsReadOnlySpace(2) || a.IsReadOnlySpace(1) {
		t.Error("SPIR constant is read-only, global is not")
	}
}

// TestBoundedQuery: a 100000-step GEP chain and a phi of 100000 inputs
// cost one query at most maxVisits values, whatever the limit.
func TestBoundedQuery(t *testing.T) {
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n@s = addrspace(3) global i32 0\n")
	b.WriteString("define void @f(i1 %b, ptr %q) {\nentry:\n  %v0 = addrspacecast ptr addrspace(3) @s to ptr\n")
	const n = 100000
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  %%v%d = getelementptr i8, ptr %%v%d, i64 1\n", i, i-1)
	}
	b.WriteString("  br i1 %b, label %a, label %join\na:\n  br label %join\njoin:\n  %wide = phi ptr")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		if i%2 == 0 {
			b.WriteString(" [ %v0, %a ]")
		} else {
			b.WriteString(" [ %q, %entry ]")
		}
	}
	b.WriteString("\n  ret void\n}\n")
	_, v := parse(t, b.String())
	for _, limit := range []int{-1, DefaultLimit, n} {
		a := New(target.NVPTX(), Options{Limit: limit})
		w := walker{a: a, generic: 0}
		if s := w.space(v(fmt.Sprint("v", n)), a.depth()); s != 0 || w.visits > maxVisits {
			t.Errorf("limit %d: chain gave %d after %d visits", limit, s, w.visits)
		}
		w = walker{a: a, generic: 0}
		w.space(v("wide"), a.depth())
		if w.visits > maxVisits {
			t.Errorf("limit %d: phi took %d visits", limit, w.visits)
		}
	}
}
