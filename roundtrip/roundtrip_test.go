package roundtrip

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// corpusFiles returns the .ll files of the corpus, sorted.
func corpusFiles(t testing.TB) []string {
	t.Helper()
	dir := llvmtools.CorpusDir(t)
	if st, err := os.Stat(filepath.Join(dir, "ll")); err == nil && st.IsDir() {
		dir = filepath.Join(dir, "ll")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no .ll files in %s", dir)
	}
	sort.Strings(files)
	return files
}

// toolsFor returns the assembler and disassembler matching a file: LLVM 14
// for typed-pointer IR, LLVM 22 otherwise.
func toolsFor(path string) (as, dis string) {
	if strings.HasSuffix(path, ".typed.ll") {
		return "llvm-as-14", "llvm-dis-14"
	}
	return "llvm-as-22", "llvm-dis-22"
}

// canonical assembles src and disassembles it again, both through stdin,
// so the ModuleID line is the same whatever the source.
func canonical(t *testing.T, src []byte, as, dis string) (string, error) {
	t.Helper()
	bc, stderr, err := llvmtools.RunInput(t, src, as, "-", "-o", "-")
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", as, err, stderr)
	}
	text, stderr, err := llvmtools.RunInput(t, []byte(bc), dis, "--preserve-ll-uselistorder", "-", "-o", "-")
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", dis, err, stderr)
	}
	return text, nil
}

func TestCorpusRoundTrip(t *testing.T) {
	files := corpusFiles(t)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			for _, p := range roundTrip(t, path) {
				t.Error(p)
			}
		})
	}
}

// TestFeatureFiles runs the same checks on testdata/*.ll: small files
// with the constructs the corpus lacks (EH, callbr, inline asm, exotic
// floats, comdats, aliases, debug records, typed-pointer constant
// expressions, ...).
func TestFeatureFiles(t *testing.T) {
	for _, path := range testdataFiles(t, "testdata") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			for _, p := range roundTrip(t, path) {
				t.Error(p)
			}
		})
	}
}

func testdataFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no .ll files in %s: %v", dir, err)
	}
	return files
}

// roundTrip checks one file and returns its problems: LLVM must accept the
// printed module, it must mean what the input means, and reading and
// printing it again must change nothing.
func roundTrip(t *testing.T, path string) []string {
	src, err := os.ReadFile(path)
	if err != nil {
		return []string{err.Error()}
	}
	as, dis := toolsFor(path)
	typed := strings.HasSuffix(path, ".typed.ll")
	m, err := llread.Parse(path, bytes.Clone(src))
	if err != nil {
		return []string{"llread.Parse(input): " + err.Error()}
	}
	var problems []string
	if m.TypedPointers != typed {
		problems = append(problems, fmt.Sprintf("TypedPointers = %v, want %v", m.TypedPointers, typed))
	}
	out := llwrite.Bytes(m)
	want, err := canonical(t, src, as, dis)
	if err != nil {
		return append(problems, "input rejected by LLVM: "+err.Error())
	}
	got, err := canonical(t, out, as, dis)
	if err != nil {
		return append(problems, fmt.Sprintf("output rejected by LLVM: %v\n%s", err, excerptAtError(out, err)))
	}
	if d := firstDiff(want, got); d != "" {
		problems = append(problems, "llvm-dis(llvm-as(input)) != llvm-dis(llvm-as(output)):\n"+d)
	}
	m2, err := llread.Parse(path+" (printed)", bytes.Clone(out))
	if err != nil {
		return append(problems, "llread.Parse(output): "+err.Error())
	}
	if d := firstDiff(string(out), string(llwrite.Bytes(m2))); d != "" {
		problems = append(problems, "printing is not idempotent:\n"+d)
	}
	return problems
}

// TestGOMAXPROCS prints every corpus file with one worker and with four:
// the bytes must not differ. It changes GOMAXPROCS, so it must not run in
// parallel with other tests.
func TestGOMAXPROCS(t *testing.T) {
	files := corpusFiles(t)
	mods := make([]*ir.Module, len(files))
	for i, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := llread.Parse(path, src)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(path), err)
			continue
		}
		mods[i] = m
	}
	old := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(old)
	one := printAll(mods)
	runtime.GOMAXPROCS(4)
	four := printAll(mods)
	for i, path := range files {
		if d := firstDiff(string(one[i]), string(four[i])); d != "" {
			t.Errorf("%s: GOMAXPROCS 1 and 4 differ:\n%s", filepath.Base(path), d)
		}
	}
}

func printAll(mods []*ir.Module) [][]byte {
	out := make([][]byte, len(mods))
	for i, m := range mods {
		if m != nil {
			out[i] = llwrite.Bytes(m)
		}
	}
	return out
}

// firstDiff describes the first differing line of two texts with a little
// context, or returns "" when they are equal.
func firstDiff(want, got string) string {
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

// excerptAtError shows the printed lines around the line an LLVM error
// message names ("<stdin>:LINE:COL: error: ...").
func excerptAtError(out []byte, err error) string {
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
