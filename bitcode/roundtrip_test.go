package bitcode

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/ir"
	"memspace/llwrite"
)

// inputFiles returns the corpus .ll files and the project's own test
// inputs (every testdata .ll outside the fuzz corpora), sorted.
func inputFiles(t testing.TB) []string {
	t.Helper()
	dir := llvmtools.CorpusDir(t)
	if st, err := os.Stat(filepath.Join(dir, "ll")); err == nil && st.IsDir() {
		dir = filepath.Join(dir, "ll")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no .ll files in %s", dir)
	}
	root := llvmtools.ModuleRoot(t)
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "fuzz" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".ll") && strings.Contains(p, "testdata") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files
}

// toolsFor returns the assembler and disassembler of a file's LLVM.
func toolsFor(path string) (as, dis string) {
	if strings.HasSuffix(path, ".typed.ll") {
		return "llvm-as-14", "llvm-dis-14"
	}
	return "llvm-as-22", "llvm-dis-22"
}

// disOf disassembles bitcode with dis.
func disOf(t *testing.T, bc []byte, dis string) (string, error) {
	text, stderr, err := llvmtools.RunInput(t, bc, dis, "-", "-o", "-")
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", dis, err, stderr)
	}
	return text, nil
}

func asOf(t *testing.T, src []byte, as string) ([]byte, error) {
	bc, stderr, err := llvmtools.RunInput(t, src, as, "-", "-o", "-")
	if err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", as, err, stderr)
	}
	return []byte(bc), nil
}

// bcRoundTrip assembles path with LLVM, reads the bitcode, prints it
// and checks that LLVM reads the print as the same module.
func bcRoundTrip(t *testing.T, path string) (skip bool, problems []string) {
	src, err := readFile(path)
	if err != nil {
		return false, []string{err.Error()}
	}
	as, dis := toolsFor(path)
	bc, err := asOf(t, src, as)
	if err != nil {
		return true, nil // not valid for LLVM (an error test's input)
	}
	want, err := disOf(t, bc, dis)
	if err != nil {
		return false, []string{err.Error()}
	}
	want = dropSummaries(want)
	m, err := Read(path, bc)
	if err != nil {
		return false, []string{"Read: " + err.Error()}
	}
	out := llwrite.Bytes(m)
	bc2, err := asOf(t, out, as)
	if err != nil {
		// Even where LLVM cannot read its own disassembly back (a
		// dso_local_equivalent of a function outside the globals address
		// space, before the function), ours must read.
		return false, []string{fmt.Sprintf("our text rejected by LLVM: %v\n%s", err, textdiff.AtError(out, err))}
	}
	got, err := disOf(t, bc2, dis)
	if err != nil {
		return false, []string{err.Error()}
	}
	if d := textdiff.First(want, got); d != "" {
		same, err := sameAsLLVMRoundTrip(t, want, got, as, dis)
		if err != nil {
			// LLVM cannot read its own text of the module back: the
			// reader is checked through our bitcode instead.
			same = encodesAs(t, m, want, dis)
		}
		if !same {
			return false, []string{"llvm-dis(bc) != llvm-dis(llvm-as(Read(bc))):\n" + d}
		}
	}
	return false, nil
}

// encodesAs reports whether m, written as bitcode, disassembles as want.
func encodesAs(t *testing.T, m *ir.Module, want, dis string) bool {
	bc, err := Encode(m)
	if err != nil {
		return false
	}
	text, err := disOf(t, bc, dis)
	return err == nil && text == want
}

// sameAsLLVMRoundTrip reports whether got is what LLVM's own text round
// trip makes of want (llvm-dis(llvm-as(want))). Our text is llvm-dis's, so
// it loses what llvm-dis's loses: two nodes that differ only in a zero
// size held as a constant or as null print alike, and LLVM's text reader
// makes them one.
func sameAsLLVMRoundTrip(t *testing.T, want, got, as, dis string) (bool, error) {
	bc, err := asOf(t, []byte(want), as)
	if err != nil {
		return false, err
	}
	again, err := disOf(t, bc, dis)
	if err != nil {
		return false, err
	}
	return again == got, nil
}

// dropSummaries removes the module summary entries ("^N = ...") that
// llvm-as makes of a module's summary lines: memspace drops them, as opt
// does.
func dropSummaries(text string) string {
	lines := strings.SplitAfter(text, "\n")
	out := lines[:0]
	for _, l := range lines {
		if !strings.HasPrefix(l, "^") {
			out = append(out, l)
		}
	}
	if len(out) == len(lines) {
		return text
	}
	return strings.TrimRight(strings.Join(out, ""), "\n") + "\n" // and the blank line before them
}

func TestBitcodeRoundTrip(t *testing.T) {
	eachInput(t, "bitcode round trip", bcRoundTrip)
}

// eachInput runs check on every input file in parallel subtests and logs
// how many passed, failed and were skipped (inputs LLVM rejects or cannot
// read back).
func eachInput(t *testing.T, what string, check func(t *testing.T, path string) (skip bool, problems []string)) {
	files := inputFiles(t)
	var passed, skipped, failed atomic.Int32
	t.Run("files", func(t *testing.T) {
		for _, path := range files {
			t.Run(relName(path), func(t *testing.T) {
				t.Parallel()
				skip, problems := check(t, path)
				switch {
				case skip:
					skipped.Add(1)
				case len(problems) > 0:
					failed.Add(1)
				default:
					passed.Add(1)
				}
				for _, p := range problems {
					t.Error(p)
				}
			})
		}
	})
	t.Logf("%s: %d passed, %d failed, %d skipped", what, passed.Load(), failed.Load(), skipped.Load())
}

func relName(path string) string {
	parts := strings.Split(filepath.ToSlash(path), "/")
	if len(parts) > 3 {
		parts = parts[len(parts)-3:]
	}
	return strings.Join(parts, "/")
}

func readFile(path string) ([]byte, error) { return os.ReadFile(path) }
