package callgraph

import (
	"fmt"
	"strings"
	"testing"

	"memspace/ir"
	"memspace/llread"
)

const sample = `target triple = "nvptx64-nvidia-cuda"

@table = internal global [1 x ptr] [ptr @taken]

declare void @ext(ptr)

define internal void @leaf(ptr %p) {
  ret void
}

define internal void @taken(ptr %p) {
  ret void
}

define void @pub(ptr %p) {
  call void @leaf(ptr %p)
  call void @ext(ptr %p)
  ret void
}

define internal void @self(ptr %p) {
  call void @self(ptr %p)
  ret void
}

define internal void @a(ptr %p) {
  call void @b(ptr %p)
  ret void
}

define internal void @b(ptr %p) {
  call void @a(ptr %p)
  call void @leaf(ptr %p)
  ret void
}

define internal void @asarg(ptr %p) {
  ret void
}

define ptx_kernel void @k(ptr %p, ptr %fp) {
  call void @pub(ptr %p)
  call void %fp(ptr %p)
  call void @self(ptr %p)
  call void @a(ptr %p)
  call void @ext(ptr @asarg)
  call void @pub(ptr %p)
  ret void
}
`

func parse(t testing.TB, src string) *ir.Module {
	t.Helper()
	m, err := llread.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func names(ns []*Node) string {
	var s []string
	for _, n := range ns {
		s = append(s, n.F.Name())
	}
	return strings.Join(s, ",")
}

func callerNames(n *Node) string {
	var s []string
	for _, cs := range n.Callers() {
		s = append(s, cs.Caller.F.Name())
	}
	return strings.Join(s, ",")
}

func TestEdgesAndUses(t *testing.T) {
	m := parse(t, sample)
	g := Build(m)
	node := func(name string) *Node { return g.Node(m.Function(name)) }
	k := node("k")
	if got := names(k.Callees()); got != "pub,self,a,ext" {
		t.Errorf("callees of k = %s", got)
	}
	if len(k.Calls()) != 6 || len(k.IndirectCalls()) != 1 || k.IndirectCalls()[0].Direct() {
		t.Errorf("k: %d calls, %d indirect", len(k.Calls()), len(k.IndirectCalls()))
	}
	for name, want := range map[string]string{"leaf": "pub,b", "pub": "k,k", "ext": "pub,k", "a": "b,k", "taken": "", "asarg": ""} {
		if got := callerNames(node(name)); got != want {
			t.Errorf("callers of %s = %q, want %q", name, got, want)
		}
	}
	for name, want := range map[string]bool{"taken": true, "asarg": true, "leaf": false, "pub": false, "ext": false} {
		if got := node(name).AddressTaken(); got != want {
			t.Errorf("%s address taken = %v", name, got)
		}
	}
	if !node("pub").External() || node("leaf").External() || !node("ext").IsDeclaration() {
		t.Error("linkage or declaration wrong")
	}
}

func TestSCCs(t *testing.T) {
	m := parse(t, sample)
	g := Build(m)
	var comps []string
	for _, c := range g.SCCs() {
		comps = append(comps, "{"+names(c)+"}")
	}
	got := strings.Join(comps, " ")
	want := "{ext} {leaf} {taken} {pub} {self} {b,a} {asarg} {k}"
	if got != want {
		t.Errorf("SCCs = %s\nwant   %s", got, want)
	}
	node := func(name string) *Node { return g.Node(m.Function(name)) }
	for name, want := range map[string]bool{"self": true, "a": true, "b": true, "leaf": false, "k": false} {
		if g.Recursive(node(name)) != want {
			t.Errorf("Recursive(%s) = %v", name, !want)
		}
	}
	if g.SCCIndex(node("a")) != g.SCCIndex(node("b")) || g.SCCIndex(node("k")) <= g.SCCIndex(node("pub")) {
		t.Error("component indexes out of order")
	}
}

// TestDeepChain makes sure the walk is iterative: a recursive Tarjan would
// need a very deep Go stack here.
func TestDeepChain(t *testing.T) {
	const depth = 20000
	var b strings.Builder
	for i := range depth {
		fmt.Fprintf(&b, "define void @f%d() {\n", i)
		if i+1 < depth {
			fmt.Fprintf(&b, "  call void @f%d()\n", i+1)
		}
		b.WriteString("  ret void\n}\n")
	}
	g := Build(parse(t, b.String()))
	comps := g.SCCs()
	if len(comps) != depth || comps[0][0].F.Name() != fmt.Sprintf("f%d", depth-1) || comps[depth-1][0].F.Name() != "f0" {
		t.Fatalf("%d components, first %s", len(comps), comps[0][0].F.Name())
	}
}

func TestUpdates(t *testing.T) {
	m := parse(t, sample)
	g := Build(m)
	leaf, pub := g.Node(m.Function("leaf")), g.Node(m.Function("pub"))
	clone := ir.CloneFunction(leaf.F, "leaf.global", ir.ValueMap{})
	cn := g.AddFunction(clone)
	if cn.ID != len(m.Functions)-1 || len(cn.Callers()) != 0 {
		t.Fatalf("clone node %d, %d callers", cn.ID, len(cn.Callers()))
	}
	cs := leaf.Callers()[0]
	cs.Instr.SetOperand(cs.Instr.NumOperands()-1, clone)
	g.Retarget(cs, cn)
	if callerNames(leaf) != "b" || callerNames(cn) != "pub" {
		t.Errorf("after retarget: leaf <- %s, clone <- %s", callerNames(leaf), callerNames(cn))
	}
	g.Remove(pub)
	if callerNames(cn) != "" || callerNames(g.Node(m.Function("ext"))) != "k" {
		t.Errorf("after removing pub: clone <- %s", callerNames(cn))
	}
	if g.Node(pub.F) != nil {
		t.Error("removed node still found")
	}
	for _, c := range g.SCCs() {
		for _, n := range c {
			if n == pub {
				t.Error("removed node in a component")
			}
		}
	}
}

// TestAddrUsesOnce: each user that does more than call a function is
// listed once, in use-list order, however many there are (the list turns
// to a table past 16) and however often one user holds the function.
func TestAddrUsesOnce(t *testing.T) {
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n\ndefine void @f(ptr %p) {\n  ret void\n}\n\n")
	b.WriteString("define void @g(ptr %slots, i1 %c) {\n  call void @f(ptr %slots)\n")
	for i := range 20 {
		fmt.Fprintf(&b, "  %%s%d = getelementptr ptr, ptr %%slots, i64 %d\n  store ptr @f, ptr %%s%d\n", i, i, i)
		if i == 3 || i == 18 {
			fmt.Fprintf(&b, "  %%t%d = select i1 %%c, ptr @f, ptr @f\n", i)
		}
	}
	b.WriteString("  call void @f(ptr @f)\n  ret void\n}\n")
	m, err := llread.Parse("addr.ll", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	uses := Build(m).Node(m.Function("f")).AddrUses
	var got []string
	for _, u := range uses {
		in := u.(*ir.Instruction)
		got = append(got, in.Op.String())
	}
	// 20 stores, two selects (after the 4th and the 19th store), and the
	// call that passes @f as an argument.
	want := strings.Repeat("store ", 4) + "select " + strings.Repeat("store ", 15) + "select " + "store call"
	if strings.Join(got, " ") != want {
		t.Errorf("AddrUses = %s\nwant      %s", strings.Join(got, " "), want)
	}
	for i, u := range uses {
		for _, v := range uses[:i] {
			if u == v {
				t.Fatalf("user %d listed twice", i)
			}
		}
	}
}
