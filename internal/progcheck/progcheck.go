package progcheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"memspace/internal/gencount"
	"memspace/internal/llvmtools"
)

// Run checks every file of dir/*.ll (NAME.LEVEL.ll, or
// NAME.TARGET.LEVEL.ll; at least min of them) as the package doc says;
// levels lists the levels that must each have a file llc-22 compiles.
func Run(t *testing.T, dir string, min int, levels []string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) < min {
		t.Fatalf("%d modules in %s, want at least %d", len(files), dir, min)
	}
	ms := llvmtools.Memspace(t)
	modes := [][]string{nil, {"-whole-program"}}
	var mu sync.Mutex
	sums := map[string][]int{} // per level: llc alone, then the modes
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			name := filepath.Base(f)
			level := filepath.Ext(strings.TrimSuffix(name, ".ll"))[1:]
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				base, baseOK := compile(t, f)
				got := make([]int, len(modes))
				for i, flags := range modes {
					out := filepath.Join(t.TempDir(), name)
					cmd := exec.Command(ms, append(append([]string{}, flags...), f, "-o", out)...)
					if msg, err := cmd.CombinedOutput(); err != nil {
						t.Fatalf("memspace %v %s: %v\n%s", flags, name, err, msg)
					}
					n, ok := compile(t, out)
					switch {
					case baseOK && !ok:
						t.Errorf("llc-22 compiles %s but not memspace %v's output", name, flags)
					case n > base:
						t.Errorf("memspace %v leaves %d generic accesses, llc-22 alone %d", flags, n, base)
					}
					got[i] = n
				}
				if !baseOK {
					return
				}
				mu.Lock()
				defer mu.Unlock()
				acc := sums[level]
				if acc == nil {
					acc = make([]int, 1+len(modes))
					sums[level] = acc
				}
				acc[0] += base
				for i, n := range got {
					acc[1+i] += n
				}
			})
		}
	})
	for _, level := range levels {
		c := sums[level]
		if c == nil {
			t.Fatalf("no %s file compiled", level)
		}
		t.Logf("-%s: generic accesses: llc-22 alone %d, memspace %d, memspace -whole-program %d", level, c[0], c[1], c[2])
		if c[1] >= c[0] {
			t.Errorf("-%s: memspace leaves %d generic accesses, llc-22 alone %d: want fewer", level, c[1], c[0])
		}
	}
}

// compile checks path with llvm-as-22 and compiles it with llc-22 for the
// module's own target: ok is false when llc-22 refuses it, and n counts the
// generic accesses of what it wrote.
func compile(t *testing.T, path string) (n int, ok bool) {
	t.Helper()
	if _, stderr, err := llvmtools.Run(t, "llvm-as-22", path, "-o", os.DevNull); err != nil {
		t.Fatalf("llvm-as-22 %s: %v\n%s", path, err, stderr)
	}
	asm, _, err := llvmtools.Run(t, "llc-22", path, "-o", "-")
	if err != nil {
		return 0, false
	}
	if isNVPTX(t, path) {
		return gencount.PTX(asm).Total(), true
	}
	return gencount.AMDGPU(asm), true
}

// isNVPTX reads the module's target triple.
func isNVPTX(t *testing.T, path string) bool {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "target triple = ") {
			return strings.Contains(line, "nvptx")
		}
	}
	return false
}
