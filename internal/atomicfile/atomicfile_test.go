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

func TestCreateCommitAndAbort(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	f, err := Create(p)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("partial")
	if _, err := os.Stat(p); !os.IsNotExist(err) {
		t.Fatal("destination visible before Commit")
	}
	f.Abort()
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("Abort left %v", entries)
	}
	f, _ = Create(p)
	f.WriteString("whole")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); string(got) != "whole" {
		t.Fatalf("got %q", got)
	}
}
