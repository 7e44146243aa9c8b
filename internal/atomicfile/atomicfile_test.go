package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
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

// TestSpecialFileWrittenInPlace: an existing file that is not a regular
// file (here a FIFO; /dev/null in practice) is written in place, never
// replaced by a renamed temporary file.
func TestSpecialFileWrittenInPlace(t *testing.T) {
	p := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	read := func() chan string {
		ch := make(chan string, 1)
		go func() {
			b, _ := os.ReadFile(p)
			ch <- string(b)
		}()
		return ch
	}
	ch := read()
	if err := Write(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	wait(t, ch, "one")
	ch = read()
	f, err := Create(p)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("two")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	wait(t, ch, "two")
	if st, err := os.Lstat(p); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("%s is no longer a FIFO: %v %v", p, st.Mode(), err)
	}
}

// wait checks what the FIFO's reader got (a FIFO replaced by a regular
// file is never written, and its reader never returns).
func wait(t *testing.T, ch chan string, want string) {
	t.Helper()
	select {
	case got := <-ch:
		if got != want {
			t.Fatalf("read %q, want %q", got, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("nothing written to the FIFO")
	}
}
