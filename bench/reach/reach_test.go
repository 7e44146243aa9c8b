package reach

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"testing"

	"memspace/internal/gencount"
	"memspace/internal/llvmtools"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// compile checks path with llvm-as-22, compiles it with llc-22 for sm_90
// and counts the generic accesses of the PTX.
func compile(t *testing.T, path string) gencount.Counts {
	t.Helper()
	if _, stderr, err := llvmtools.Run(t, "llvm-as-22", path, "-o", os.DevNull); err != nil {
		t.Fatalf("llvm-as-22 %s: %v\n%s", path, err, stderr)
	}
	ptx, stderr, err := llvmtools.Run(t, "llc-22", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-mattr=+ptx80", path, "-o", "-")
	if err != nil {
		t.Fatalf("llc-22 %s: %v\n%s", path, err, stderr)
	}
	return gencount.PTX(ptx)
}

// TestPrograms runs memspace on every program with and without
// -whole-program, and with the size guard lifted (-ipmsp-max-growth=-1):
// every output must assemble and compile, none may leave more generic
// accesses in PTX than llc-22 alone on any file, in all or in the code the
// kernels reach, and -whole-program must leave fewer than llc-22 in total.
// Without the size guard, the code the kernels reach must have strictly
// fewer generic accesses than llc-22 alone leaves there, on every file
// where llc leaves any: every program has a called helper or a pointer
// kept in memory. (With the guard, a helper whose exported original stays
// is cloned only when that does not make the module bigger; the original,
// which other modules may call, keeps its generic accesses either way.)
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("ll", "*.ll"))
	if len(files) < 30 {
		t.Fatalf("%d programs in ll/, want at least 30 (15 sources at -O1 and -O3)", len(files))
	}
	ms := llvmtools.Memspace(t)
	modes := [][]string{nil, {"-whole-program"}, {"-ipmsp-max-growth=-1"}}
	var mu sync.Mutex
	sums := make([]gencount.Counts, 1+len(modes)) // llc alone, then the modes
	add := func(i int, c gencount.Counts) {
		mu.Lock()
		acc := &sums[i]
		acc.LdSt, acc.Atom = acc.LdSt+c.LdSt, acc.Atom+c.Atom
		acc.Kernel.LdSt, acc.Kernel.Atom = acc.Kernel.LdSt+c.Kernel.LdSt, acc.Kernel.Atom+c.Kernel.Atom
		mu.Unlock()
	}
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			name := filepath.Base(f)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				base := compile(t, f)
				add(0, base)
				for i, flags := range modes {
					out := filepath.Join(t.TempDir(), name)
					cmd := exec.Command(ms, append(append([]string{}, flags...), f, "-o", out)...)
					if msg, err := cmd.CombinedOutput(); err != nil {
						t.Fatalf("memspace %v %s: %v\n%s", flags, name, err, msg)
					}
					got := compile(t, out)
					add(1+i, got)
					if got.Total() > base.Total() || got.KernelTotal() > base.KernelTotal() {
						t.Errorf("memspace %v leaves %d generic ld/st/atom in PTX (%d the kernels reach), llc-22 alone %d (%d)",
							flags, got.Total(), got.KernelTotal(), base.Total(), base.KernelTotal())
					}
					if i == 2 && base.KernelTotal() > 0 && got.KernelTotal() >= base.KernelTotal() {
						t.Errorf("memspace %v leaves %d generic ld/st/atom where the kernels reach, llc-22 alone %d: want fewer",
							flags, got.KernelTotal(), base.KernelTotal())
					}
				}
			})
		}
	})
	for i, what := range []string{"llc-22", "memspace", "memspace -whole-program", "memspace -ipmsp-max-growth=-1"} {
		c := sums[i]
		t.Logf("%s: generic ld+st/atom in PTX %d/%d, in code the kernels reach %d/%d", what, c.LdSt, c.Atom, c.Kernel.LdSt, c.Kernel.Atom)
	}
	if llc, wp := sums[0], sums[2]; wp.Total() >= llc.Total() {
		t.Errorf("-whole-program leaves %d generic accesses, llc-22 alone %d: want fewer", wp.Total(), llc.Total())
	}
}

// TestPTXReportNamesDeclinedClones: bench/ptx-report.sh prints, under a
// PTX function that keeps generic accesses because the size bound declined
// its clone (16_bitonic.O1's cmp_swap) or a byval copy (09_particles_struct.O1's
// step kernel), ipmsp's remark saying so.
func TestPTXReportNamesDeclinedClones(t *testing.T) {
	llvmtools.Tool(t, "llc-22")
	root := llvmtools.ModuleRoot(t)
	cmd := exec.Command("bash", filepath.Join(root, "bench", "ptx-report.sh"),
		filepath.Join(root, "bench", "reach", "ll", "16_bitonic.O1.ll"),
		filepath.Join(root, "bench", "reach", "ll", "09_particles_struct.O1.ll"))
	cmd.Env = append(os.Environ(), "MEMSPACE="+llvmtools.Memspace(t))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("ptx-report.sh: %v\n%s", err, out)
	}
	for _, want := range []string{
		`(?m)^  _Z8cmp_swapPfPiiib +\d+/0\n(    .*\n)*    declined: no clone for the calls passing \(global, global, _, _, _\): its body, inlined at 1 call\(s\), would add about \d+ loads and stores to the module \(ipmsp-max-growth=0; -1 lifts the bound\); load through %7 stays generic: the clone would make it global`,
		`(?m)^  _Z4step5Statef +\d+/0\n(    .*\n)*    declined: byval parameter #0 not copied to local memory: the copy would add about 8 loads and stores`,
	} {
		if !regexp.MustCompile(want).Match(out) {
			t.Errorf("the report does not match %s:\n%s", want, out)
		}
	}
}
