package textdiff

import (
	"fmt"
	"strings"
)

// First describes the first differing line of two texts with a little
// context, or returns "" when they are equal.
func First(want, got string) string {
	if want == got {
		return ""
	}
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "first difference at line %d (want %d lines, got %d)\n", i+1, len(w), len(g))
	for j := max(0, i-3); j < i; j++ {
		fmt.Fprintf(&b, "      %s\n", w[j])
	}
	for j := i; j < min(i+3, len(w)); j++ {
		fmt.Fprintf(&b, "want> %s\n", w[j])
	}
	for j := i; j < min(i+3, len(g)); j++ {
		fmt.Fprintf(&b, " got> %s\n", g[j])
	}
	return b.String()
}

// AtError shows the lines of out around the line an LLVM error message
// names ("<stdin>:LINE:COL: error: ..."), or "" when it names none.
func AtError(out []byte, err error) string {
	msg := err.Error()
	k := strings.Index(msg, "<stdin>:")
	if k < 0 {
		return ""
	}
	var line int
	if _, e := fmt.Sscanf(msg[k+len("<stdin>:"):], "%d", &line); e != nil || line <= 0 {
		return ""
	}
	lines := strings.Split(string(out), "\n")
	var b strings.Builder
	for j := max(0, line-3); j < min(line+2, len(lines)); j++ {
		fmt.Fprintf(&b, "%6d  %s\n", j+1, lines[j])
	}
	return b.String()
}
