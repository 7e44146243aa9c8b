package lowergeneric_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"memspace/internal/hostrun"
	"memspace/internal/llvmtools"
)

// The execution check of package hostrun runs lower-generic's output with
// the tags really in the pointer bits (hostrun's doc.go, "Tagged generic
// pointers"); the tests live here so that they run with the pass's own.

// newHarness returns a harness that keeps its files, and its runtime
// compiled for this test, under the test's directory.
func newHarness(t *testing.T) *hostrun.Harness {
	t.Helper()
	tools := hostrun.Tools{Clang: llvmtools.Tool(t, "clang-22"), LLC: llvmtools.Tool(t, "llc-22")}
	return hostrun.New(tools, t.TempDir())
}

// optionSet is one way of running memspace.
type optionSet struct {
	name string
	args []string
}

// memspaceRun runs the memspace command on path with args.
func memspaceRun(t *testing.T, path string, args []string) ([]byte, error) {
	cmd := exec.Command(llvmtools.Memspace(t), append(append([]string(nil), args...), path)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, errors.New(err.Error() + ": " + stderr.String())
	}
	return out, nil
}

// lgOptionSets are the ways TestLowerGenericExecution runs lower-generic:
// after the default pipeline, alone (the sets are wider, so more switches
// run), and with private memory kept apart from global memory (private
// blocks and private tags).
var lgOptionSets = []optionSet{
	{"lower-generic", []string{"-lower-generic"}},
	{"lower-generic-alone", []string{"-passes=lower-generic"}},
	{"private-not-global", []string{"-lower-generic", "-lower-generic-private-in-global=false"}},
}

// minLGScenarios is the floor on the scenario programs of lowergeneric/testdata/exec.
const minLGScenarios = 25

// execInput is one module the execution check drives.
type execInput struct {
	name, path string
	corpus     bool
}

// lgInputs lists the SPIR corpus modules (not the typed-pointer ones) and
// lower-generic's execution scenarios; HOSTRUN_LG_ONLY keeps the inputs
// whose name contains it.
func lgInputs(t *testing.T) (ins []execInput, scenarios int) {
	ll := filepath.Join(llvmtools.CorpusDir(t), "ll")
	files, _ := filepath.Glob(filepath.Join(ll, "*.ll"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || strings.HasSuffix(f, ".typed.ll") || !strings.Contains(string(data), `target triple = "spir`) {
			continue
		}
		ins = append(ins, execInput{name: "corpus/" + filepath.Base(f), path: f, corpus: true})
	}
	sc, _ := filepath.Glob(filepath.Join("testdata", "exec", "*.ll"))
	for _, f := range sc {
		ins = append(ins, execInput{name: "exec/" + filepath.Base(f), path: f})
	}
	scenarios = len(sc)
	if only := os.Getenv("HOSTRUN_LG_ONLY"); only != "" {
		var kept []execInput
		for _, in := range ins {
			if strings.Contains(in.name, only) {
				kept = append(kept, in)
			}
		}
		ins = kept
	}
	return ins, scenarios
}

// lgVariants runs memspace under each option set on path; the outputs are
// tagged variants.
func lgVariants(t *testing.T, path string, sets []optionSet) []hostrun.Variant {
	var out []hostrun.Variant
	for _, o := range sets {
		after, err := memspaceRun(t, path, o.args)
		if err != nil {
			t.Errorf("%s: memspace %s: %v", path, strings.Join(o.args, " "), err)
			continue
		}
		out = append(out, hostrun.Variant{Name: o.name, Src: after, Tagged: true, PrivateApart: o.name == "private-not-global"})
	}
	return out
}

// TestLowerGenericExecution runs every OpenCL corpus kernel and every
// lower-generic scenario before memspace and after lower-generic (tags
// really set in bits 61-63, every access in a concrete space), and
// requires the same bytes. Before memspace, casts are plain no-op
// conversions (a generic pointer is its object's own address); the output
// of the default pipeline is also compared with a run before in which
// generic pointers live in the harness's generic windows, whose checks
// catch a specific address used as a generic one.
func TestLowerGenericExecution(t *testing.T) {
	ins, scenarios := lgInputs(t)
	if scenarios < minLGScenarios {
		t.Errorf("%d scenario programs, want at least %d", scenarios, minLGScenarios)
	}
	noop := newHarness(t)
	noop.BeforeNoopCasts = true
	windows := newHarness(t)
	var mu sync.Mutex
	driven, skipped := map[bool]int{}, map[bool]int{}
	var wg sync.WaitGroup
	next := make(chan execInput)
	for range 2 {
		wg.Go(func() {
			for in := range next {
				d, s := lgCheck(t, noop, in, lgOptionSets)
				d2, _ := lgCheck(t, windows, in, lgOptionSets[:1])
				mu.Lock()
				driven[in.corpus] += d + d2
				skipped[in.corpus] += s
				mu.Unlock()
			}
		})
	}
	for _, in := range ins {
		next <- in
	}
	close(next)
	wg.Wait()
	t.Logf("corpus: %d kernel runs compared, %d kernels not drivable; scenarios: %d compared, %d not drivable",
		driven[true], skipped[true], driven[false], skipped[false])
	if os.Getenv("HOSTRUN_LG_ONLY") == "" && (driven[false] < minLGScenarios*(len(lgOptionSets)+1) || driven[true] == 0) {
		t.Errorf("too few kernels driven: %d corpus, %d scenario runs", driven[true], driven[false])
	}
}

// lgCheck drives one input; it returns the kernel runs compared and the
// kernels not drivable. A scenario kernel must be drivable.
func lgCheck(t *testing.T, h *hostrun.Harness, in execInput, sets []optionSet) (driven, skipped int) {
	src, err := os.ReadFile(in.path)
	if err != nil {
		t.Error(err)
		return 0, 0
	}
	o := h.Check(in.name, src, lgVariants(t, in.path, sets))
	if o.Err != nil {
		t.Errorf("%s: %v", in.name, o.Err)
		return 0, 0
	}
	for name, vs := range o.Verdicts {
		for _, v := range vs {
			switch {
			case v.Skip != "":
			case v.Failure != "":
				t.Errorf("%s @%s (%s, noop casts before: %v): %s", in.name, v.Kernel, name, h.BeforeNoopCasts, v.Failure)
			default:
				driven++
			}
		}
	}
	for _, b := range o.Before {
		if b.Status == hostrun.StatusOK && b.Output == "END\n" && !in.corpus {
			t.Errorf("%s @%s changes no memory: the comparison would prove nothing", in.name, b.Kernel)
		}
		if b.Status != hostrun.StatusOK {
			skipped++
			if !in.corpus {
				t.Errorf("%s @%s is not drivable: %s %s", in.name, b.Kernel, b.Status, b.Message)
			} else {
				t.Logf("%s @%s not drivable: %s %s", in.name, b.Kernel, b.Status, firstLine(b.Message))
			}
		}
	}
	return driven, skipped
}

// lgMutant breaks lower-generic's output of a scenario the way a bug in
// the pass would; the harness must catch it.
type lgMutant struct {
	name, file string
	args       []string
	apart      bool // made with private memory apart
	re         *regexp.Regexp
	repl       string
}

var lgMutants = []lgMutant{
	{
		// The tag of a local pointer is not cleared before the access.
		name: "no tag clear", file: "01_helper_three_spaces.ll", args: []string{"-passes=lower-generic"},
		re:   regexp.MustCompile(`(?m)^(\s*%\S+ = )shl i64 (%\S+), 4\n(\s*%\S+ = )ashr i64 (%\S+), 4$`),
		repl: "${1}add i64 ${2}, 0\n${3}add i64 ${4}, 0",
	},
	{
		// The switch forgets the local case: local pointers take the
		// global block.
		name: "missing switch case", file: "01_helper_three_spaces.ll", args: []string{"-passes=lower-generic"},
		re:   regexp.MustCompile(`\n\s*i64 2, label %lg\.local\S*`),
		repl: "",
	},
	{
		// With private memory apart, the switch forgets the private case:
		// private pointers take the global block.
		name: "missing private case", file: "01_helper_three_spaces.ll", apart: true,
		args: []string{"-passes=lower-generic", "-lower-generic-private-in-global=false"},
		re:   regexp.MustCompile(`\n\s*i64 1, label %lg\.private\S*`),
		repl: "",
	},
	{
		// A local pointer made generic is not tagged.
		name: "no tag set", file: "01_helper_three_spaces.ll", args: []string{"-passes=lower-generic"},
		re:   regexp.MustCompile(`or i64 (%\S+), 4611686018427387904`),
		repl: "or i64 ${1}, 0",
	},
}

// TestLowerGenericMutants requires the harness to catch each broken
// lowering, and to pass the unbroken one.
func TestLowerGenericMutants(t *testing.T) {
	h := newHarness(t)
	dir := filepath.Join("testdata", "exec")
	for _, c := range lgMutants {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(dir, c.file)
			after, err := memspaceRun(t, path, c.args)
			if err != nil {
				t.Fatalf("memspace: %v", err)
			}
			loc := c.re.FindIndex(after)
			if loc == nil {
				t.Fatalf("the pattern to break is not in lower-generic's output of %s", c.file)
			}
			broken := string(after[:loc[0]]) + string(c.re.Expand(nil, []byte(c.repl), after, c.re.FindSubmatchIndex(after))) + string(after[loc[1]:])
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			o := h.Check(c.file, src, []hostrun.Variant{{Name: "good", Src: after, Tagged: true, PrivateApart: c.apart},
				{Name: "broken", Src: []byte(broken), Tagged: true, PrivateApart: c.apart}})
			if o.Err != nil {
				t.Fatal(o.Err)
			}
			caught := false
			for i, v := range o.Verdicts["broken"] {
				if g := o.Verdicts["good"][i]; g.Failure != "" {
					t.Errorf("@%s fails unbroken: %s", g.Kernel, g.Failure)
				}
				if v.Failure != "" {
					t.Logf("caught in @%s: %s", v.Kernel, v.Failure)
					caught = true
				}
			}
			if !caught {
				t.Errorf("no kernel reports the breakage: %+v", o.Verdicts["broken"])
			}
		})
	}
}
