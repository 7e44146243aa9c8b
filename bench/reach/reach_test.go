package reach

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"memspace/internal/llvmtools"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// counts are the generic accesses of one PTX file.
type counts struct{ ldst, atom int }

func (c counts) total() int { return c.ldst + c.atom }

var ptxOp = regexp.MustCompile(`^\s*(?:@!?%p\d+\s+)?((?:ld|ldu|st|atom|red)(?:\.[a-z0-9:]+)*)\s`)

// countPTX counts the ld/ldu/st/atom/red instructions with no state space
// (.param accesses are argument passing, not counted), as
// bench/reach-table.sh and bench/ptx-generic.awk do.
func countPTX(ptx string) counts {
	var c counts
	for _, line := range strings.Split(ptx, "\n") {
		m := ptxOp.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		parts := strings.Split(m[1], ".")
		qualified := false
		for _, q := range parts[1:] {
			q, _, _ = strings.Cut(q, "::")
			switch q {
			case "param", "global", "shared", "local", "const":
				qualified = true
			}
		}
		if qualified {
			continue
		}
		if parts[0] == "atom" || parts[0] == "red" {
			c.atom++
		} else {
			c.ldst++
		}
	}
	return c
}

// compile checks path with llvm-as-22, compiles it with llc-22 for sm_90
// and counts the generic accesses of the PTX.
func compile(t *testing.T, path string) counts {
	t.Helper()
	if _, stderr, err := llvmtools.Run(t, "llvm-as-22", path, "-o", os.DevNull); err != nil {
		t.Fatalf("llvm-as-22 %s: %v\n%s", path, err, stderr)
	}
	ptx, stderr, err := llvmtools.Run(t, "llc-22", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-mattr=+ptx80", path, "-o", "-")
	if err != nil {
		t.Fatalf("llc-22 %s: %v\n%s", path, err, stderr)
	}
	return countPTX(ptx)
}

// TestPrograms runs memspace on every program with and without
// -whole-program: both outputs must assemble and compile, neither may
// leave more generic accesses in PTX than llc-22 alone on any file, and
// -whole-program must leave fewer than llc-22 in total.
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("ll", "*.ll"))
	if len(files) < 30 {
		t.Fatalf("%d programs in ll/, want at least 30 (15 sources at -O1 and -O3)", len(files))
	}
	ms := llvmtools.Memspace(t)
	var mu sync.Mutex
	var llc, plain, wp counts
	add := func(acc *counts, c counts) {
		mu.Lock()
		acc.ldst, acc.atom = acc.ldst+c.ldst, acc.atom+c.atom
		mu.Unlock()
	}
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			name := filepath.Base(f)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				base := compile(t, f)
				add(&llc, base)
				for _, flags := range [][]string{nil, {"-whole-program"}} {
					out := filepath.Join(t.TempDir(), name)
					cmd := exec.Command(ms, append(append([]string{}, flags...), f, "-o", out)...)
					if msg, err := cmd.CombinedOutput(); err != nil {
						t.Fatalf("memspace %v %s: %v\n%s", flags, name, err, msg)
					}
					got := compile(t, out)
					if got.total() > base.total() {
						t.Errorf("memspace %v leaves %d generic ld/st/atom in PTX, llc-22 alone %d", flags, got.total(), base.total())
					}
					if flags == nil {
						add(&plain, got)
					} else {
						add(&wp, got)
					}
				}
			})
		}
	})
	t.Logf("generic ld+st/atom in PTX: llc-22 %d/%d, memspace %d/%d, memspace -whole-program %d/%d",
		llc.ldst, llc.atom, plain.ldst, plain.atom, wp.ldst, wp.atom)
	if wp.total() >= llc.total() {
		t.Errorf("-whole-program leaves %d generic accesses, llc-22 alone %d: want fewer", wp.total(), llc.total())
	}
}
