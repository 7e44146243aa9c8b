package memspaceopt

import (
	"testing"

	"memspace/llread"
)

func TestDomTree(t *testing.T) {
	m, err := llread.Parse("test.ll", []byte(`define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %head
b:
  br label %head
head:
  br i1 %c, label %body, label %exit
body:
  br label %head
exit:
  ret void
dead:
  br label %exit
}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("f")
	block := map[string]int{}
	for i, b := range f.Blocks {
		block[b.Name()] = i
	}
	d := newDomTree(f)
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"entry", "exit", true}, {"head", "body", true}, {"head", "exit", true},
		{"a", "head", false}, {"body", "head", false}, {"body", "exit", false},
		{"exit", "exit", true}, {"dead", "exit", false}, {"entry", "dead", false},
	} {
		if got := d.dominates(f.Blocks[block[c.a]], f.Blocks[block[c.b]]); got != c.want {
			t.Errorf("dominates(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
