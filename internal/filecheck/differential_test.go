package filecheck

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestDifferential compares this checker with LLVM's FileCheck on random
// check files and inputs (fixed seed): same verdict, same first diagnostic.
func TestDifferential(t *testing.T) {
	tool := llvmtools.Tool(t, "FileCheck-22")
	checkFile := filepath.Join(t.TempDir(), "c.txt")
	r := rand.New(rand.NewSource(12))
	for n := 0; n < 400; n++ {
		check, input, opts := randomCase(r)
		if sameLineBackref(check) {
			continue // emulated, and knowingly different when ambiguous
		}
		if err := os.WriteFile(checkFile, []byte(check), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(tool, append([]string{checkFile, "--dump-input=never"}, flags(opts)...)...)
		cmd.Stdin = strings.NewReader(input)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		theirs := cmd.Run()
		ours := Check(checkFile, []byte(check), []byte(input), opts)
		if (theirs == nil) != (ours == nil) ||
			ours != nil && firstLine(ours.Error()) != firstLine(stderr.String()) {
			t.Fatalf("check:\n%s\ninput: %q\noptions: %+v\nFileCheck: %v\n%s\nours: %v",
				check, input, opts, theirs, stderr.String(), ours)
		}
	}
}

var (
	randKinds    = []string{"CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT", "CHECK-DAG", "CHECK-LABEL", "CHECK-EMPTY", "CHECK-COUNT-2"}
	randPatterns = []string{"a", "b", "c", "ab", "a b", "b  c", "x", "{{a|b}}", "{{[a-c]+}}", "[[V:[a-c]]]",
		"[[V]]", "{{^}}a", "a{{$}}", "[[W:.*]]", "[[W]]", "{{.}}", "{{a*}}", "{{b?}}c", "[[V:a|ab]]", "a\tb", "[[V:]]"}
	randLines = []string{"a", "b", "c", "ab", "x", "a b", "b c", "ba", "", "cab", "a\tb", "ab\r", "  a", "A", "B a"}
)

// randomCase makes a small check file, input and option set.
func randomCase(r *rand.Rand) (string, string, Options) {
	var check, input strings.Builder
	for i := 0; i < 1+r.Intn(5); i++ {
		k := randKinds[r.Intn(len(randKinds))]
		if k == "CHECK-EMPTY" {
			check.WriteString("; " + k + ":\n")
			continue
		}
		p := randPatterns[r.Intn(len(randPatterns))]
		if r.Intn(2) == 0 {
			p += " " + randPatterns[r.Intn(len(randPatterns))]
		}
		check.WriteString("; " + k + ": " + p + "\n")
	}
	for i := 0; i < r.Intn(6); i++ {
		input.WriteString(randLines[r.Intn(len(randLines))])
		if r.Intn(3) == 0 {
			input.WriteString(" " + randLines[r.Intn(len(randLines))])
		}
		input.WriteString("\n")
	}
	opts := Options{AllowEmpty: true}
	switch r.Intn(6) {
	case 0:
		opts.StrictWhitespace = true
	case 1:
		opts.IgnoreCase = true
	case 2:
		opts.MatchFullLines = true
	case 3:
		opts.ImplicitCheckNot = []string{"x"}
	case 4:
		opts.EnableVarScope = true
	}
	return check.String(), input.String(), opts
}

// sameLineBackref reports whether a line both defines and uses a variable.
func sameLineBackref(s string) bool {
	for _, l := range strings.Split(s, "\n") {
		for _, v := range []string{"V", "W"} {
			if strings.Contains(l, "[["+v+":") && strings.Contains(l, "[["+v+"]]") {
				return true
			}
		}
	}
	return false
}
