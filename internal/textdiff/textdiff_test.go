package textdiff

import (
	"errors"
	"strings"
	"testing"
)

func TestFirst(t *testing.T) {
	if First("a\nb", "a\nb") != "" {
		t.Fatal("equal texts differ")
	}
	d := First("a\nb\nc", "a\nx\nc")
	if !strings.Contains(d, "line 2") || !strings.Contains(d, "want> b") || !strings.Contains(d, " got> x") {
		t.Fatalf("First = %q", d)
	}
}

func TestAtError(t *testing.T) {
	out := []byte("l1\nl2\nl3\nl4\nl5\nl6")
	got := AtError(out, errors.New("llvm-as: <stdin>:4:2: error: bad"))
	if !strings.Contains(got, "     4  l4") || strings.Contains(got, "l1") {
		t.Fatalf("AtError = %q", got)
	}
	if AtError(out, errors.New("no position")) != "" {
		t.Fatal("a message without a position gave lines")
	}
}
