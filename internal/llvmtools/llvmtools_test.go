package llvmtools

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// recorder stands in for *testing.T to observe Skipf and Fatalf.
type recorder struct {
	testing.TB
	skipped, failed bool
}

func (r *recorder) Helper()                      {}
func (r *recorder) Skipf(string, ...any)         { r.skipped = true }
func (r *recorder) Fatalf(string, ...any)        { r.failed = true }
func (r *recorder) Logf(format string, a ...any) {}

func TestToolFound(t *testing.T) {
	if path := Tool(t, "sh"); !filepath.IsAbs(path) {
		t.Fatalf("Tool(sh) = %q, want an absolute path", path)
	}
}

func TestToolMissing(t *testing.T) {
	for _, ci := range []string{"", "true"} {
		t.Setenv("CI", ci)
		r := &recorder{TB: t}
		Tool(r, "no-such-tool-memspace")
		if ci == "true" && !r.failed || ci == "" && !r.skipped {
			t.Errorf("CI=%q: skipped=%v failed=%v", ci, r.skipped, r.failed)
		}
	}
}

func TestModuleRoot(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(ModuleRoot(t), "go.mod"))
	if err != nil || !strings.Contains(string(data), "module memspace") {
		t.Fatalf("go.mod at module root: %v %q", err, data)
	}
}

func TestCorpusDirFromEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MEMSPACE_CORPUS", dir)
	if got := CorpusDir(t); got != dir {
		t.Fatalf("CorpusDir = %q, want %q", got, dir)
	}
	t.Setenv("MEMSPACE_CORPUS", filepath.Join(dir, "absent"))
	t.Setenv("CI", "true")
	r := &recorder{TB: t}
	CorpusDir(r)
	if !r.failed {
		t.Fatal("missing corpus under CI must fail")
	}
}

func TestCorpusDirDefault(t *testing.T) {
	t.Setenv("MEMSPACE_CORPUS", "")
	dir := CorpusDir(t)
	if _, err := os.Stat(filepath.Join(dir, "ll")); err != nil {
		t.Fatalf("corpus %s has no ll/: %v", dir, err)
	}
}

func TestRun(t *testing.T) {
	out, errOut, err := Run(t, "sh", "-c", "echo out; echo err >&2; exit 3")
	var exit *exec.ExitError
	if out != "out\n" || errOut != "err\n" || !errors.As(err, &exit) || exit.ExitCode() != 3 {
		t.Fatalf("Run = %q, %q, %v", out, errOut, err)
	}
	out, _, err = RunInput(t, []byte("piped"), "cat")
	if out != "piped" || err != nil {
		t.Fatalf("RunInput = %q, %v", out, err)
	}
}
