package llread

import (
	"os"
	"path/filepath"
	"testing"
)

// corpusDir finds the shared corpus: $MEMSPACE_CORPUS, or ../shared/corpus/ll
// next to the module root (the directory holding go.mod).
func corpusDir(t testing.TB) string {
	if d := corpusDirOrEmpty(); d != "" {
		return d
	}
	t.Skip("go.mod not found")
	return ""
}

// corpusDirOrEmpty is corpusDir, or "" when there is none.
func corpusDirOrEmpty() string {
	if d := os.Getenv("MEMSPACE_CORPUS"); d != "" {
		return d
	}
	if root := moduleRoot(); root != "" {
		return filepath.Join(root, "..", "shared", "corpus", "ll")
	}
	return ""
}

// moduleRoot walks up from the package directory to the one holding
// go.mod, or returns "".
func moduleRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// corpusFiles lists the corpus's .ll files, skipping the test when there
// are none.
func corpusFiles(t testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "*.ll"))
	if len(files) == 0 {
		t.Skip("no corpus files")
	}
	return files
}

func TestParseCorpus(t *testing.T) {
	for _, f := range corpusFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(filepath.Base(f), src); err != nil {
			t.Errorf("%v", err)
		}
	}
}
