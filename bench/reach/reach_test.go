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

// counts are the generic accesses of one PTX file: all of them, and
// those in functions the file's kernels reach (kernel).
type counts struct {
	ldst, atom int
	kernel     struct{ ldst, atom int }
}

func (c counts) total() int { return c.ldst + c.atom }

// kernelTotal is total for the functions the kernels reach.
func (c counts) kernelTotal() int { return c.kernel.ldst + c.kernel.atom }

var (
	ptxOp     = regexp.MustCompile(`^\s*(?:@!?%p\d+\s+)?((?:ld|ldu|st|atom|red)(?:\.[a-z0-9:]+)*)\s`)
	ptxHeader = regexp.MustCompile(`^(?:\.visible |\.weak |\.extern )*\.(entry|func)[ \t(]`)
	ptxName   = regexp.MustCompile(`[A-Za-z_$][A-Za-z0-9_$]*`)
)

// ptxFunc is one function of a PTX file: its generic accesses and the
// names its body mentions.
type ptxFunc struct {
	entry, defined bool
	ldst, atom     int
	names          map[string]bool
}

// countPTX counts the ld/ldu/st/atom/red instructions with no state space
// (.param accesses are argument passing, not counted), in the file and in
// the functions its kernels reach: the entries, the functions named in
// module-level initializers, and every function a reachable body names,
// called or not; as bench/ptx-count.awk does.
func countPTX(ptx string) counts {
	funcs := map[string]*ptxFunc{}
	roots := map[string]bool{}
	var cur *ptxFunc
	body := false
	for _, line := range strings.Split(ptx, "\n") {
		switch {
		case ptxHeader.MatchString(line):
			cur, body = ptxFunction(funcs, line), false
			continue
		case strings.HasPrefix(line, "{"):
			if cur != nil {
				body, cur.defined = true, true
			}
			continue
		case strings.HasPrefix(line, "}"):
			cur, body = nil, false
			continue
		case !body:
			if _, init, ok := strings.Cut(line, "="); ok && line != "" && line[0] != ' ' && line[0] != '\t' {
				for _, n := range ptxName.FindAllString(init, -1) {
					roots[n] = true
				}
			}
			continue
		}
		code, _, _ := strings.Cut(line, "//")
		for _, n := range ptxName.FindAllString(code, -1) {
			cur.names[n] = true
		}
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
			cur.atom++
		} else {
			cur.ldst++
		}
	}
	return ptxCounts(funcs, roots)
}

// ptxFunction returns the record of the function a header line names.
func ptxFunction(funcs map[string]*ptxFunc, line string) *ptxFunc {
	rest := ptxHeader.ReplaceAllString(line, "")
	rest = strings.TrimLeft(rest, " \t")
	if strings.HasPrefix(rest, "(") { // a .func's return value
		if _, after, ok := strings.Cut(rest, ")"); ok {
			rest = after
		}
	}
	name := ptxName.FindString(rest)
	f := funcs[name]
	if f == nil {
		f = &ptxFunc{names: map[string]bool{}}
		funcs[name] = f
	}
	f.entry = f.entry || strings.Contains(line, ".entry")
	return f
}

// ptxCounts sums the accesses of all functions and of those reachable
// from the entries and roots.
func ptxCounts(funcs map[string]*ptxFunc, roots map[string]bool) counts {
	var c counts
	reach := map[string]bool{}
	var work []string
	visit := func(n string) {
		if f := funcs[n]; f != nil && f.defined && !reach[n] {
			reach[n] = true
			work = append(work, n)
		}
	}
	for n, f := range funcs {
		c.ldst, c.atom = c.ldst+f.ldst, c.atom+f.atom
		if f.entry || roots[n] {
			visit(n)
		}
	}
	for len(work) > 0 {
		f := funcs[work[len(work)-1]]
		work = work[:len(work)-1]
		c.kernel.ldst, c.kernel.atom = c.kernel.ldst+f.ldst, c.kernel.atom+f.atom
		for n := range f.names {
			visit(n)
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
	sums := make([]counts, 1+len(modes)) // llc alone, then the modes
	add := func(i int, c counts) {
		mu.Lock()
		acc := &sums[i]
		acc.ldst, acc.atom = acc.ldst+c.ldst, acc.atom+c.atom
		acc.kernel.ldst, acc.kernel.atom = acc.kernel.ldst+c.kernel.ldst, acc.kernel.atom+c.kernel.atom
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
					if got.total() > base.total() || got.kernelTotal() > base.kernelTotal() {
						t.Errorf("memspace %v leaves %d generic ld/st/atom in PTX (%d the kernels reach), llc-22 alone %d (%d)",
							flags, got.total(), got.kernelTotal(), base.total(), base.kernelTotal())
					}
					if i == 2 && base.kernelTotal() > 0 && got.kernelTotal() >= base.kernelTotal() {
						t.Errorf("memspace %v leaves %d generic ld/st/atom where the kernels reach, llc-22 alone %d: want fewer",
							flags, got.kernelTotal(), base.kernelTotal())
					}
				}
			})
		}
	})
	for i, what := range []string{"llc-22", "memspace", "memspace -whole-program", "memspace -ipmsp-max-growth=-1"} {
		c := sums[i]
		t.Logf("%s: generic ld+st/atom in PTX %d/%d, in code the kernels reach %d/%d", what, c.ldst, c.atom, c.kernel.ldst, c.kernel.atom)
	}
	if llc, wp := sums[0], sums[2]; wp.total() >= llc.total() {
		t.Errorf("-whole-program leaves %d generic accesses, llc-22 alone %d: want fewer", wp.total(), llc.total())
	}
}

// TestCountPTX: the counts of a small PTX file, whose kernel calls one
// function and takes the address of another, a table names a third, and
// a fourth is named by no one.
func TestCountPTX(t *testing.T) {
	ptx := `.visible .global .align 8 .u64 table[1] = {fromTable};
.extern .func  (.param .b32 func_retval0) vprintf(
	.param .b64 vprintf_param_0
)
;
.visible .func  (.param .b32 func_retval0) called(
	.param .b64 called_param_0
)
{
	ld.u32 	%r1, [%rd1];
	ld.global.u32 	%r2, [%rd1];
	st.param.b32 	[func_retval0], %r1;
	ret;
}
.visible .func addressTaken()
{
	atom.add.u32 	%r1, [%rd1], 1;
	ret;
}
.visible .func fromTable()
{
	st.u32 	[%rd1], %r1;
	ret;
}
.visible .func unused()
{
	ld.u64 	%rd2, [%rd1];
	st.u64 	[%rd1], %rd2;
	ret;
}
.visible .entry k(
	.param .u64 k_param_0
)
{
	mov.u64 	%rd3, addressTaken;
	{ // callseq 0, 0
	call.uni (retval0),
	called,
	(
	param0
	);
	} // callseq 0
	ld.u32 	%r3, [%rd3]; // unused() in a comment names nothing
	ret;
}
`
	c := countPTX(ptx)
	if c.ldst != 5 || c.atom != 1 {
		t.Errorf("all: %d ld+st, %d atom; want 5 and 1", c.ldst, c.atom)
	}
	if c.kernel.ldst != 3 || c.kernel.atom != 1 {
		t.Errorf("reached from the kernel: %d ld+st, %d atom; want 3 (called, fromTable, k) and 1 (addressTaken)", c.kernel.ldst, c.kernel.atom)
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
