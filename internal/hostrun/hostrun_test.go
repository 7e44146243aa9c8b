package hostrun

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"memspace/internal/llvmtools"
)

func TestMain(m *testing.M) {
	code := m.Run()
	llvmtools.CleanupMemspace()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// shared is the test run's harness directory: the runtime is compiled once
// for all tests.
var shared struct {
	once sync.Once
	dir  string
	err  error
	h    *Harness
}

// newHarness returns a harness that shares the test run's runtime object
// (its settings are the test's own).
func newHarness(t testing.TB) *Harness {
	t.Helper()
	tools := Tools{Clang: llvmtools.Tool(t, "clang-22"), LLC: llvmtools.Tool(t, "llc-22")}
	shared.once.Do(func() {
		if shared.dir, shared.err = os.MkdirTemp("", "hostrun-test"); shared.err == nil {
			shared.h = New(tools, shared.dir)
			_, shared.err = shared.h.runtimeObject()
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.h.Fork(t.TempDir())
}

// optionSet is one way of running memspace.
type optionSet struct {
	name string
	args []string
}

var optionSets = []optionSet{
	{"default", nil},
	{"memspace-opt", []string{"-passes=memspace-opt"}},
	{"no-clone", []string{"-do-clone-for-ip-msp=0"}},
	{"param-not-global", []string{"-param-always-point-to-global=false"}},
	{"keep-kernel-sigs", []string{"-ipmsp-global-kernel-params=false"}},
	{"whole-program", []string{"-whole-program"}},
	{"no-size-bound", []string{"-ipmsp-max-growth=-1"}}, // every clone, beside exported originals
}

// input is one module the execution check drives.
type input struct {
	name   string // as reported: corpus/NAME.O1.ll, soundness/NAME.ll, reach/NAME.O1.ll or openmp/NAME.nvptx64.O2.ll
	path   string
	corpus bool
}

var kernelRE = regexp.MustCompile(`\b(ptx_kernel|spir_kernel|amdgpu_kernel)\b`)

// inputs lists the corpus modules (not the typed-pointer ones, which the
// host compiler cannot read), the soundness scenarios that have kernels,
// the benchmark-style programs of bench/reach and the OpenMP offload
// programs of bench/openmp.
//
// HOSTRUN_DIR=DIR drives DIR/*.ll (those with a kernel) instead, for
// third-party modules kept outside the repository (bench/third-party.sh's
// inputs); the corpus floor does not apply then.
func inputs(t *testing.T) []input {
	var out []input
	if d := os.Getenv("HOSTRUN_DIR"); d != "" {
		files, _ := filepath.Glob(filepath.Join(d, "*.ll"))
		for _, f := range files {
			if data, err := os.ReadFile(f); err == nil && kernelRE.Match(data) {
				out = append(out, input{name: filepath.Base(f), path: f})
			}
		}
		return out
	}
	ll := filepath.Join(llvmtools.CorpusDir(t), "ll")
	files, _ := filepath.Glob(filepath.Join(ll, "*.ll"))
	for _, f := range files {
		if !strings.HasSuffix(f, ".typed.ll") {
			out = append(out, input{name: "corpus/" + filepath.Base(f), path: f, corpus: true})
		}
	}
	for _, dir := range []string{"reach", "openmp", "hip"} {
		files, _ := filepath.Glob(filepath.Join(llvmtools.ModuleRoot(t), "bench", dir, "ll", "*.ll"))
		for _, f := range files {
			out = append(out, input{name: dir + "/" + filepath.Base(f), path: f})
		}
	}
	sc, _ := filepath.Glob(filepath.Join(llvmtools.ModuleRoot(t), "soundness", "testdata", "*.ll"))
	for _, f := range sc {
		if data, err := os.ReadFile(f); err == nil && kernelRE.Match(data) {
			out = append(out, input{name: "soundness/" + filepath.Base(f), path: f})
		}
	}
	return out
}

// memspaceRun runs memspace on a file with some options. rejected is set
// when memspace refused the module with an error diagnostic (exit status
// 1), which is not a difference in what the module computes.
func memspaceRun(t testing.TB, path string, args []string) (out []byte, rejected string, err error) {
	bin := os.Getenv("HOSTRUN_MEMSPACE") // another memspace to judge, e.g. an older build
	if bin == "" {
		bin = llvmtools.Memspace(t)
	}
	cmd := exec.Command(bin, append(append([]string(nil), args...), path)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err = cmd.Output()
	if err == nil {
		return out, "", nil
	}
	msg := firstLine(stderr.String())
	for _, l := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(l, ": error: ") {
			msg = l
			break
		}
	}
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 && strings.Contains(msg, ": error: ") {
		return nil, msg, nil
	}
	return nil, "", fmt.Errorf("memspace %s: %v: %s", strings.Join(args, " "), err, msg)
}

// finding is one kernel's verdict under one option set.
type finding struct {
	input, kernel, opts string
	corpus              bool
	rejected            string // memspace refused the module: its error
	silent              bool   // the kernel's run before memspace changed no memory
	beforeFailed        bool   // the kernel's run before memspace failed
	Verdict
}

// checkInput drives one module before memspace and after it under every
// option set.
func checkInput(t *testing.T, h *Harness, in input) []finding {
	src, err := os.ReadFile(in.path)
	if err != nil {
		t.Error(err)
		return nil
	}
	var variants []Variant
	var out []finding
	crashed := map[string]error{}
	rejected := map[string]string{}
	for _, o := range optionSets {
		after, rej, err := memspaceRun(t, in.path, o.args)
		switch {
		case rej != "":
			rejected[o.name] = rej
		case err != nil:
			crashed[o.name] = err
		default:
			variants = append(variants, Variant{Name: o.name, Src: after})
		}
	}
	res := h.Check(in.name, src, variants)
	if res.Err != nil {
		return []finding{{input: in.name, kernel: "*", opts: "*", corpus: in.corpus,
			Verdict: Verdict{Kernel: "*", Skip: "module: " + res.Err.Error()}}}
	}
	for _, o := range optionSets {
		vs := res.Verdicts[o.name]
		if err := crashed[o.name]; err != nil {
			vs = Compare(res.Before, failAll(res.Before, err))
		}
		for i, b := range res.Before {
			f := finding{input: in.name, kernel: b.Kernel, opts: o.name, corpus: in.corpus, rejected: rejected[o.name],
				silent: b.Status == StatusOK && b.Output == "END\n", beforeFailed: b.Status != StatusOK}
			if f.rejected == "" {
				f.Verdict = vs[i]
			} else {
				f.Verdict = Verdict{Kernel: b.Kernel}
			}
			out = append(out, f)
		}
	}
	return out
}

func failAll(before []Result, err error) []Result {
	out := make([]Result, len(before))
	for i, b := range before {
		out[i] = Result{Kernel: b.Kernel, Status: StatusOther, Message: err.Error()}
	}
	return out
}

// knownBad lists kernels whose run after memspace differs today because of
// a memspace bug being fixed, keyed "input kernel option-set" ("*" matches
// every option set). A listed failure is logged, not failed; a listed
// kernel that passes is reported so the entry can go.
var knownBad = map[string]string{}

func knownBadReason(f finding) (string, bool) {
	if r, ok := knownBad[f.input+" "+f.kernel+" "+f.opts]; ok {
		return r, true
	}
	r, ok := knownBad[f.input+" "+f.kernel+" *"]
	return r, ok
}

// minDrivenCorpus is the floor on corpus kernels the check drives (counted
// once per option set); a drop below it means the harness lost coverage.
const minDrivenCorpus = 330

// minDrivenOpenMP is the floor on bench/openmp kernels: every one (22
// kernels in 8 sources, 2 targets, 2 levels), so a __kmpc_* function the
// runtime's OpenMP model lacks shows at once.
const minDrivenOpenMP = 88

// TestExecutionCheck runs every corpus kernel (and every soundness scenario
// with a kernel) on the host before and after memspace under each option
// set, and fails when memory differs or a space check fails only after.
func TestExecutionCheck(t *testing.T) {
	h := newHarness(t)
	llvmtools.Memspace(t)
	ins := inputs(t)
	start := time.Now()
	var (
		mu       sync.Mutex
		findings []finding
		wg       sync.WaitGroup
		next     = make(chan input)
	)
	for range max(2, runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			for in := range next {
				fs := checkInput(t, h, in)
				mu.Lock()
				findings = append(findings, fs...)
				mu.Unlock()
			}
		})
	}
	for _, in := range ins {
		next <- in
	}
	close(next)
	wg.Wait()
	sort.Slice(findings, func(i, j int) bool {
		a, b := findings[i], findings[j]
		if a.input != b.input {
			return a.input < b.input
		}
		if a.kernel != b.kernel {
			return a.kernel < b.kernel
		}
		return a.opts < b.opts
	})
	report(t, findings, len(ins), time.Since(start))
	st := &h.Stats
	t.Logf("%d builds: host modules %v, compile %v, link %v; %d kernel runs %v (summed over workers)", st.Builds.Load(),
		time.Duration(st.Host.Load()).Round(time.Millisecond), time.Duration(st.Compile.Load()).Round(time.Millisecond),
		time.Duration(st.Link.Load()).Round(time.Millisecond), st.Runs.Load(), time.Duration(st.Run.Load()).Round(time.Millisecond))
}

func report(t *testing.T, findings []finding, inputs int, took time.Duration) {
	type tally struct {
		driven, corpusDriven, ompDriven, failed, rejected int
		skips                                             map[string]int
	}
	per := map[string]*tally{}
	for _, o := range optionSets {
		per[o.name] = &tally{skips: map[string]int{}}
	}
	var failures, known []string
	loggedRejection := map[string]bool{}
	ranClean := map[string]bool{} // inputs all of whose kernels ran before memspace
	for _, f := range findings {
		if _, seen := ranClean[f.input]; !seen {
			ranClean[f.input] = true
		}
		if f.beforeFailed {
			ranClean[f.input] = false
		}
	}
	for _, f := range findings {
		opts := []string{f.opts}
		if f.opts == "*" {
			opts = nil
			for _, o := range optionSets {
				opts = append(opts, o.name)
			}
		}
		for _, o := range opts {
			tl := per[o]
			if f.rejected != "" {
				tl.rejected++
				continue
			}
			if f.Skip != "" {
				tl.skips[skipClass(f.Skip)]++
				continue
			}
			tl.driven++
			if f.corpus {
				tl.corpusDriven++
			}
			if strings.HasPrefix(f.input, "openmp/") {
				tl.ompDriven++
			}
		}
		if f.silent && f.opts == "default" {
			t.Logf("writes nothing: %s @%s", f.input, f.kernel)
		}
		if f.Skip != "" && f.opts == "default" {
			t.Logf("not drivable: %s @%s: %s", f.input, f.kernel, f.Skip)
		}
		if f.rejected != "" {
			if key := f.input + " " + f.opts; !loggedRejection[key] {
				loggedRejection[key] = true
				note := ""
				if ranClean[f.input] {
					note = " (every kernel ran before memspace, without an atomic on local memory)"
				}
				t.Logf("rejected by memspace [%s]: %s: %s%s", f.opts, f.input, f.rejected, note)
			}
			continue
		}
		if f.Failure == "" {
			if r, ok := knownBadReason(f); ok {
				t.Logf("knownBad entry passes now, remove it: %s @%s [%s] (%s)", f.input, f.kernel, f.opts, r)
			}
			continue
		}
		per[f.opts].failed++
		line := fmt.Sprintf("%s @%s [%s]: %s", f.input, f.kernel, f.opts, f.Failure)
		if r, ok := knownBadReason(f); ok {
			known = append(known, line+" (known: "+r+")")
		} else {
			failures = append(failures, line)
		}
	}
	t.Logf("%d modules in %v", inputs, took.Round(time.Millisecond))
	for _, o := range optionSets {
		tl := per[o.name]
		var sk []string
		for r, n := range tl.skips {
			sk = append(sk, fmt.Sprintf("%s %d", r, n))
		}
		sort.Strings(sk)
		t.Logf("%-17s driven %d (corpus %d), differ %d, rejected by memspace %d, not drivable: %s", o.name,
			tl.driven, tl.corpusDriven, tl.failed, tl.rejected, strings.Join(sk, ", "))
		if os.Getenv("HOSTRUN_DIR") != "" {
			continue
		}
		if tl.corpusDriven < minDrivenCorpus {
			t.Errorf("%s: drove %d corpus kernels, fewer than the floor %d", o.name, tl.corpusDriven, minDrivenCorpus)
		}
		if tl.ompDriven < minDrivenOpenMP {
			t.Errorf("%s: drove %d OpenMP kernels, fewer than the floor %d", o.name, tl.ompDriven, minDrivenOpenMP)
		}
	}
	for _, k := range known {
		t.Logf("known difference: %s", k)
	}
	for _, f := range failures {
		t.Errorf("memspace changed what a kernel computes: %s", f)
	}
}

// skipClass groups not-drivable reasons for the summary.
func skipClass(s string) string {
	class, rest, _ := strings.Cut(s, ": ")
	if class == StatusBuild {
		if strings.HasPrefix(rest, "unsupported builtin ") {
			return "unsupported builtin"
		}
		return "build"
	}
	return class
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
