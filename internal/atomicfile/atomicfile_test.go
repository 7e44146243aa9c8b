package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, []byte("new contents")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "new contents" {
		t.Fatalf("got %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left: %v", entries)
	}
}

func TestWriteMissingDirLeavesNothing(t *testing.T) {
	p := filepath.Join(t.TempDir(), "no", "such", "out.ll")
	if err := Write(p, []byte("x")); err == nil {
		t.Fatal("expected an error for a missing directory")
	}
	if _, err := os.Stat(p); !os.IsNotExist(err) {
		t.Fatalf("output exists after failure: %v", err)
	}
}
