package llvmtools

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"
)

// InCI reports whether the tests run under CI (CI=true).
func InCI() bool { return os.Getenv("CI") == "true" }

// missing fails the test under CI and skips it otherwise.
func missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if InCI() {
		t.Fatalf(format, args...)
	}
	t.Skipf(format, args...)
}

// Tool returns the path of the named program, such as "llvm-as-22".
func Tool(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		missing(t, "%s not found in PATH (run scripts/install-llvm.sh)", name)
	}
	return path
}

// ModuleRoot returns the directory holding go.mod, found by walking up
// from the working directory.
func ModuleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatalf("working directory: %v", err)
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatalf("no go.mod above the working directory")
			return ""
		}
		dir = parent
	}
}

// CorpusDir returns the corpus directory: $MEMSPACE_CORPUS when set,
// otherwise ../shared/corpus beside the module root.
func CorpusDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("MEMSPACE_CORPUS")
	if dir == "" {
		dir = filepath.Join(ModuleRoot(t), "..", "shared", "corpus")
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		missing(t, "corpus not found at %s (set MEMSPACE_CORPUS)", dir)
	}
	return filepath.Clean(dir)
}

// Run runs the named tool with args and returns its stdout, its stderr and
// the error from running it (an *exec.ExitError on a non-zero exit).
func Run(t testing.TB, name string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	return RunInput(t, nil, name, args...)
}

// toolTimeout bounds one run of a tool: LLVM's tools hang on some
// corrupt bitcode (opt-22 ran 14 minutes on a bitcode mutant of seed
// 561), and a run that long is an error, not a wait.
const toolTimeout = 5 * time.Minute

// RunInput is Run with stdin.
func RunInput(t testing.TB, stdin []byte, name string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), toolTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, Tool(t, name), args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	if ctx.Err() != nil {
		err = fmt.Errorf("%s ran past %v: %w", name, toolTimeout, err)
	}
	return out.String(), errb.String(), err
}

// Canonical returns llvm-dis-22's text of llvm-as-22's bitcode of src,
// failing the test when either refuses it.
func Canonical(t testing.TB, src []byte) string {
	t.Helper()
	bc, stderr, err := RunInput(t, src, "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-as-22: %v\n%s", err, stderr)
	}
	text, stderr, err := RunInput(t, []byte(bc), "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22: %v\n%s", err, stderr)
	}
	return text
}

var memspaceBin struct {
	once sync.Once
	dir  string
	path string
	err  error
	out  []byte
}

// Memspace builds cmd/memspace once per test binary and returns its path.
// Packages that use it remove the build with CleanupMemspace in TestMain.
func Memspace(t testing.TB) string {
	t.Helper()
	b := &memspaceBin
	b.once.Do(func() {
		if b.dir, b.err = os.MkdirTemp("", "memspace-test"); b.err != nil {
			return
		}
		b.path = filepath.Join(b.dir, "memspace")
		goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
		b.out, b.err = exec.Command(goTool, "build", "-o", b.path, "memspace/cmd/memspace").CombinedOutput()
	})
	if b.err != nil {
		t.Fatalf("building memspace: %v\n%s", b.err, b.out)
	}
	return b.path
}

// CleanupMemspace removes the binary Memspace built, if any.
func CleanupMemspace() {
	if memspaceBin.dir != "" {
		os.RemoveAll(memspaceBin.dir)
	}
}

// Main runs a package's tests and removes the binary Memspace built: the
// TestMain of packages that run the memspace command.
func Main(m *testing.M) {
	code := m.Run()
	CleanupMemspace()
	os.Exit(code)
}
