package openmp

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

func TestMain(m *testing.M) { llvmtools.Main(m) }

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
	if strings.Contains(path, ".nvptx64.") {
		return gencount.PTX(asm).Total(), true
	}
	return gencount.AMDGPU(asm), true
}

// TestPrograms runs memspace on every module, with and without
// -whole-program: every output must assemble, compile with llc-22
// wherever the input does (an AMDGPU team-shared tile with an initializer
// does not), and leave no more generic accesses than llc-22 alone. At each
// level (-O0, -O2), over all files, memspace must leave fewer: at -O2 the
// parameters of parallel regions the runtime runs take their arguments'
// spaces (addrspace/openmp.go).
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("ll", "*.ll"))
	if len(files) < 16 {
		t.Fatalf("%d modules in ll/, want at least 16 (4 sources, 2 targets, -O0 and -O2)", len(files))
	}
	ms := llvmtools.Memspace(t)
	modes := [][]string{nil, {"-whole-program"}}
	var mu sync.Mutex
	sums := map[string][]int{} // per level: llc alone, then the modes
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			name := filepath.Base(f)
			level := filepath.Ext(strings.TrimSuffix(name, ".ll"))[1:] // O0 or O2
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
				if baseOK {
					mu.Lock()
					acc := sums[level]
					if acc == nil {
						acc = make([]int, 1+len(modes))
						sums[level] = acc
					}
					acc[0] += base
					for i, n := range got {
						acc[1+i] += n
					}
					mu.Unlock()
				}
			})
		}
	})
	for _, level := range []string{"O0", "O2"} {
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
