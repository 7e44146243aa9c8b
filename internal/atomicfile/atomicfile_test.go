package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
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

// TestSpecialFilesWrittenInPlace: -o /dev/null used to rename a temporary
// file over /dev/null, turning the device into a regular file for the whole
// machine when memspace ran as root. A named pipe stands for the device.
func TestSpecialFilesWrittenInPlace(t *testing.T) {
	for _, commit := range []bool{true, false} {
		p := filepath.Join(t.TempDir(), "pipe")
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Skip("no named pipes:", err)
		}
		got := make(chan string)
		go func() {
			b, _ := os.ReadFile(p)
			got <- string(b)
		}()
		f, err := Create(p)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("data")
		if commit {
			err = f.Commit()
		} else {
			f.Abort()
		}
		if err != nil {
			t.Fatal(err)
		}
		if g := <-got; g != "data" {
			t.Errorf("read %q through the pipe", g)
		}
		if st, err := os.Stat(p); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("commit=%v: the pipe is gone or replaced: %v %v", commit, st, err)
		}
	}
	p := filepath.Join(t.TempDir(), "pipe2")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skip("no named pipes:", err)
	}
	done := make(chan struct{})
	go func() { os.ReadFile(p); close(done) }()
	if err := Write(p, []byte("x")); err != nil {
		t.Fatal(err)
	}
	<-done
	if st, err := os.Stat(p); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("Write replaced the pipe: %v %v", st, err)
	}
	if err := Write(os.DevNull, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st, err)
	}
}
