package irverify

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"memspace/llread"
)

// corpusDir finds ../shared/corpus/ll next to the module root (the
// directory holding go.mod, found by walking up from the package).
func corpusDir(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "corpus", "ll")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the package directory")
		}
		dir = parent
	}
}

// corpusFiles lists the corpus's .ll files, skipping the test when the
// corpus is absent (failing instead under CI=true).
func corpusFiles(t *testing.T) []string {
	t.Helper()
	dir := corpusDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no corpus at %s", dir)
		}
		t.Skipf("no corpus at %s", dir)
	}
	sort.Strings(files)
	return files
}

// TestCorpusVerifiesClean reads every corpus file and checks that the
// verifier finds nothing wrong with what the reader built.
func TestCorpusVerifiesClean(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := llread.Parse(filepath.Base(path), src)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if err := Verify(m); err != nil {
				list := err.(*Errors).List
				t.Errorf("%d problems, first ones:\n%s", len(list), strings.Join(list[:min(len(list), 15)], "\n"))
			}
		})
	}
}
