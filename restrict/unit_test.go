package restrict

import (
	"strings"
	"testing"

	"memspace/diag"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
)

func parse(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := llread.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func run(t *testing.T, m *ir.Module) string {
	t.Helper()
	ctx := &pass.Context{Module: m, File: "t.ll", Opts: &pass.Options{}, Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	if err := Run(ctx); err != nil {
		t.Fatal(err)
	}
	return string(llwrite.Bytes(m))
}

func TestSet(t *testing.T) {
	var s set
	s.add(3)
	s.add(70)
	if !s.has(3) || !s.has(70) || s.has(4) || s.empty() {
		t.Fatalf("set %v", s)
	}
	var u set
	u.add(70)
	if u.union(s) != true || u.union(s) != false {
		t.Fatal("union does not report growth")
	}
	var got []int
	u.minus(func() set { var x set; x.add(3); return x }()).each(func(l int) { got = append(got, l) })
	if len(got) != 1 || got[0] != 70 {
		t.Fatalf("minus/each: %v", got)
	}
}

// Callers come before the local functions they call; functions in call
// cycles come last and inherit nothing.
func TestVisitOrder(t *testing.T) {
	m := parse(t, `
define internal void @leaf(ptr %p) {
  ret void
}
define internal void @mid(ptr %p) {
  call void @leaf(ptr %p)
  ret void
}
define void @k(ptr noalias %p) {
  call void @mid(ptr %p)
  call void @self(ptr %p)
  ret void
}
define internal void @self(ptr %p) {
  call void @self(ptr %p)
  ret void
}
define internal void @taken(ptr %p) {
  ret void
}
@fp = global ptr @taken
`)
	fns, calls := visitOrder(m)
	var names []string
	for _, f := range fns {
		names = append(names, f.Name())
	}
	if got := strings.Join(names, ","); got != "k,taken,mid,leaf,self" {
		t.Fatalf("order %s", got)
	}
	if calls[m.Function("self")] != nil || calls[m.Function("taken")] != nil || len(calls[m.Function("leaf")]) != 1 {
		t.Fatalf("call sites: %v", calls)
	}
}

// A list that is not a tuple of scopes is left as it is; the access keeps
// it and gets its !noalias.
func TestOddListsLeftAlone(t *testing.T) {
	m := parse(t, `
define void @k(ptr noalias %a, ptr noalias %b) {
  store i32 1, ptr %a, align 4, !alias.scope !0
  ret void
}
!0 = !{!"not a scope list"}
`)
	out := run(t, m)
	if !strings.Contains(out, "store i32 1, ptr %a, align 4, !alias.scope !0, !noalias !") {
		t.Fatalf("output:\n%s", out)
	}
}

// The same input gives the same output, byte for byte.
func TestDeterministic(t *testing.T) {
	src := `
define void @k(ptr noalias %a, ptr noalias %b, ptr noalias %c, i1 %x) {
  %s = select i1 %x, ptr %a, ptr %c
  store i32 1, ptr %s, align 4
  store i32 2, ptr %b, align 4
  call void @h(ptr %a, ptr %b)
  ret void
}
define internal void @h(ptr %p, ptr %q) {
  store i32 3, ptr %p, align 4
  store i32 4, ptr %q, align 4
  ret void
}
`
	first := run(t, parse(t, src))
	for i := 0; i < 5; i++ {
		if again := run(t, parse(t, src)); again != first {
			t.Fatalf("run %d differs:\n%s\n---\n%s", i, first, again)
		}
	}
	if !strings.Contains(first, "store i32 3, ptr %p, align 4, !alias.scope") {
		t.Fatalf("@h did not inherit:\n%s", first)
	}
}
