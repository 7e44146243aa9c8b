package llread

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"memspace/ir"
)

// bigLoop writes a function of n numbered values whose first k are phis
// that refer to later values, at random distances: each forward reference
// beyond the dense table's reach goes to its sparse map, and later
// references grow the dense table past it. It returns the text and, for
// each phi, the number of the value it refers to.
func bigLoop(n, k int, seed int64) (string, []int) {
	r := rand.New(rand.NewSource(seed))
	targets := r.Perm(n - k)[:k]
	var b strings.Builder
	b.WriteString("define i32 @big(i32 %a) {\nentry:\n  br label %loop\nloop:\n")
	for i := range targets {
		targets[i] += k
		fmt.Fprintf(&b, "  %%%d = phi i32 [ 0, %%entry ], [ %%%d, %%%d ]\n", i, targets[i], n)
	}
	for i := k; i < n; i++ {
		fmt.Fprintf(&b, "  %%%d = add i32 %%%d, %%a\n", i, i-1)
	}
	fmt.Fprintf(&b, "  br label %%%d\n%d:\n  %%c = icmp slt i32 %%%d, 100\n", n, n, n-1)
	fmt.Fprintf(&b, "  br i1 %%c, label %%loop, label %%exit\nexit:\n  ret i32 %%%d\n}\n", n-1)
	return b.String(), targets
}

// TestForwardNumbersFar reads functions of thousands of values with many
// far forward references: every phi must end up with its value.
func TestForwardNumbersFar(t *testing.T) {
	for _, c := range []struct{ n, k int }{{3000, 10}, {5000, 200}, {20000, 2000}} {
		for seed := int64(1); seed <= 3; seed++ {
			src, targets := bigLoop(c.n, c.k, seed)
			m := mustParse(t, "big.ll", []byte(src))
			loop := m.Functions[0].Blocks[1]
			for i, want := range targets {
				got := loop.Instrs[i].Operand(2)
				if got != ir.Value(loop.Instrs[want]) {
					t.Fatalf("n=%d seed=%d: phi %%%d refers to the wrong value", c.n, seed, i)
				}
			}
			out1 := printModule(t, m)
			if out2 := printModule(t, mustParse(t, "out1.ll", out1)); string(out1) != string(out2) {
				t.Fatalf("n=%d seed=%d: second print differs", c.n, seed)
			}
		}
	}
}

// TestForwardNumberUndefined checks that a far number never defined is
// still reported, the smallest first, at its use.
func TestForwardNumberUndefined(t *testing.T) {
	src, _ := bigLoop(3000, 10, 1)
	src = strings.Replace(src, "%a\n", "%7777\n", 1) // a use of %7777 at line 15
	src = strings.Replace(src, "[ 0, %entry ]", "[ %9999, %entry ]", 1)
	_, err := Parse("undef.ll", []byte(src))
	want := "undef.ll:15:21: error: use of undefined value '%7777'"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// TestForwardMetadataFar refers to a far metadata number, then defines the
// numbers below and above it before it, on the careful path (a type
// defined after a body sends Parse there).
func TestForwardMetadataFar(t *testing.T) {
	var b strings.Builder
	b.WriteString("define void @f() {\n  ret void\n}\n%T = type { i32 }\n!named = !{!3000}\n")
	for i := 0; i < 3500; i++ {
		if i != 3000 {
			fmt.Fprintf(&b, "!%d = !{i32 %d}\n", i, i)
		}
	}
	b.WriteString("!3000 = !{!\"late\"}\n")
	m := mustParse(t, "md.ll", []byte(b.String()))
	n, _ := m.NamedMetadata("named").Nodes[0].(*ir.MDNode)
	if s, ok := n.Ops[0].(*ir.MDString); n == nil || !ok || s.Value != "late" {
		t.Errorf("!named refers to %v, want the node !{!\"late\"}", n.Ops)
	}
}

// TestArrayLengthPastInt64: an array length needs only fit in 64 bits, as
// in LLVM (text mutant 622 of seed 341 held 2^64-1 elements).
func TestArrayLengthPastInt64(t *testing.T) {
	src := "@g = global [18446744073709551615 x i8] zeroinitializer\n"
	m := mustParse(t, "k.ll", []byte(src))
	if got := string(printModule(t, m)); !strings.Contains(got, "[18446744073709551615 x i8]") {
		t.Errorf("printed %q", got)
	}
	if _, err := Parse("k.ll", []byte("@g = external global [18446744073709551616 x i8]\n")); err == nil {
		t.Error("a length past 64 bits was taken")
	}
}
