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
	"memspace/internal/textdiff"
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
// so the ModuleID line is the same whatever the source; use-list orders
// are kept.
func canonical(t *testing.T, src []byte, as, dis string) (string, error) {
	return canonicalWith(t, src, as, dis, "--preserve-ll-uselistorder")
}

// canonicalWith is canonical with dis given flags.
func canonicalWith(t *testing.T, src []byte, as, dis string, flags ...string) (string, error) {
	t.Helper()
	bc, stderr, err := llvmtools.RunInput(t, src, as, "-", "-o", "-")
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", as, err, stderr)
	}
	text, stderr, err := llvmtools.RunInput(t, []byte(bc), dis, append(flags, "-", "-o", "-")...)
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
		return append(problems, fmt.Sprintf("output rejected by LLVM: %v\n%s", err, textdiff.AtError(out, err)))
	}
	if d := textdiff.First(want, got); d != "" {
		problems = append(problems, "llvm-dis(llvm-as(input)) != llvm-dis(llvm-as(output)):\n"+d)
	}
	m2, err := llread.Parse(path+" (printed)", bytes.Clone(out))
	if err != nil {
		return append(problems, "llread.Parse(output): "+err.Error())
	}
	if d := textdiff.First(string(out), string(llwrite.Bytes(m2))); d != "" {
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
		if d := textdiff.First(string(one[i]), string(four[i])); d != "" {
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
