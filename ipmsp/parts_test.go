package ipmsp

import (
	"slices"
	"strings"
	"testing"

	"memspace/callgraph"
	"memspace/diag"
	"memspace/ir"
	"memspace/llread"
	"memspace/pass"
	"memspace/target"
)

// partsModule has five groups of functions: @k1 calls @h1 (a call joins);
// @k2 stores the address of @cb, which nothing calls (a use of an address
// in a body joins); @k3 and @k4 reach @g only through a constant
// expression in their bodies; @init is named only in an initializer,
// which joins nothing; @lone calls no one.
const partsModule = `target triple = "nvptx64-nvidia-cuda"

@table = global ptr @init
@slot = global ptr null

define void @h1(ptr %p) {
  store float 0.0, ptr %p
  ret void
}

define ptx_kernel void @k1(ptr %p) {
  call void @h1(ptr %p)
  ret void
}

define void @cb(ptr %p) {
  store float 1.0, ptr %p
  ret void
}

define ptx_kernel void @k2(ptr %p) {
  store ptr @cb, ptr @slot
  ret void
}

define void @g(ptr %p) {
  ret void
}

define ptx_kernel void @k3(ptr %p) {
  store ptr getelementptr (i8, ptr @g, i64 1), ptr @slot
  ret void
}

define ptx_kernel void @k4(ptr %p) {
  store ptr getelementptr (i8, ptr @g, i64 2), ptr @slot
  ret void
}

define void @init(ptr %p) {
  ret void
}

define void @lone(ptr %p) {
  store float 2.0, ptr %p
  ret void
}
`

// partsOf runs the steps of a round that come before the worklist and
// returns the parts as lists of function names.
func partsOf(t *testing.T, src string) [][]string {
	t.Helper()
	m, err := llread.Parse("parts.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ctx := &pass.Context{Module: m, Target: target.NVPTX(), Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	s := newState(ctx, solverConfig(ctx))
	s.solve()
	s.cg = callgraph.Build(m)
	var out [][]string
	for _, p := range s.partition() {
		var names []string
		for _, n := range p {
			names = append(names, n.F.Name())
		}
		out = append(out, names)
	}
	return out
}

func TestPartition(t *testing.T) {
	got := partsOf(t, partsModule)
	want := [][]string{{"h1", "k1"}, {"cb", "k2"}, {"g", "k3", "k4"}, {"init"}, {"lone"}}
	if !slices.EqualFunc(got, want, slices.Equal[[]string]) {
		t.Errorf("parts = %v, want %v", got, want)
	}
}

// TestPartitionWholeWhenNamesMeet: a function named like a clone of
// another part's function (@lone.global, @lone with a .global suffix)
// could meet that part's clone names, so the graph is one part.
func TestPartitionWholeWhenNamesMeet(t *testing.T) {
	src := partsModule + `
define void @lone.global(ptr %p) {
  ret void
}
`
	got := partsOf(t, src)
	if len(got) != 1 || len(got[0]) != 10 {
		t.Errorf("parts = %v, want one part of all 10 functions", got)
	}
	// Two unnamed functions in different parts: clones of both would be
	// named unnamed.SPACE.
	unnamed := strings.Replace(partsModule, `target triple = "nvptx64-nvidia-cuda"`, `target triple = "nvptx64-nvidia-cuda"

define void @0(ptr %p) {
  ret void
}

define void @1(ptr %p) {
  ret void
}`, 1)
	if got := partsOf(t, unnamed); len(got) != 1 {
		t.Errorf("two unnamed functions: parts = %v, want one", got)
	}
	// A function named unnamed.local meets an unnamed function's clones.
	if got := partsOf(t, unnamed[:strings.Index(unnamed, "define void @1")]+"define void @unnamed.local(ptr %p) {\n  ret void\n}\n"); len(got) != 1 {
		t.Errorf("@0 and @unnamed.local: parts = %v, want one", got)
	}
	// Names that only share a prefix without a dot stay apart.
	src = partsModule + `
define void @lonely(ptr %p) {
  ret void
}
`
	if got := partsOf(t, src); len(got) != 6 {
		t.Errorf("parts = %v, want 6", got)
	}
}

// TestTableLayers: a layer reads through to the table beneath, hides
// what it deletes, and fold writes both kinds of change down.
func TestTableLayers(t *testing.T) {
	base := newTable[string, int]()
	base.set("a", 1)
	base.set("b", 2)
	l := base.layer()
	l.set("c", 3)
	l.del("a")
	l.set("b", 20)
	if _, ok := l.get("a"); ok {
		t.Error("a deleted in the layer is still there")
	}
	if l.at("b") != 20 || l.at("c") != 3 || base.at("b") != 2 {
		t.Errorf("layer b=%d c=%d, base b=%d", l.at("b"), l.at("c"), base.at("b"))
	}
	if _, ok := base.get("c"); ok {
		t.Error("the layer wrote through before fold")
	}
	l.fold()
	if _, ok := base.get("a"); ok || base.at("b") != 20 || base.at("c") != 3 {
		t.Errorf("after fold: %v", base.m)
	}
}

// TestLayoutNames: a layout names clones as the module will be after its
// flush: its own clones' names are taken, a removed function's is free.
func TestLayoutNames(t *testing.T) {
	m, err := llread.Parse("names.ll", []byte(partsModule))
	if err != nil {
		t.Fatal(err)
	}
	l := newLayout(m)
	if got := l.uniqueName("h1"); got != "h1.1" {
		t.Errorf("uniqueName(h1) = %s, want h1.1", got)
	}
	c := l.clone(m.Function("h1"), l.uniqueName("h1.global"), ir.ValueMap{})
	if got := l.uniqueName("h1.global"); got != "h1.global.1" {
		t.Errorf("after a clone: uniqueName(h1.global) = %s", got)
	}
	if m.Lookup("h1.global") != nil || slices.Contains(m.Functions, c) {
		t.Error("the clone is in the module before the flush")
	}
	l.remove(m.Function("lone"))
	if got := l.uniqueName("lone"); got != "lone" {
		t.Errorf("a removed function's name: uniqueName(lone) = %s", got)
	}
	l.flush()
	i := slices.Index(m.Functions, m.Function("h1"))
	if m.Function("h1.global") != c || m.Functions[i+1] != c || m.Function("lone") != nil {
		var names []string
		for _, f := range m.Functions {
			names = append(names, f.Name())
		}
		t.Errorf("after the flush: functions %s", strings.Join(names, " "))
	}
}
