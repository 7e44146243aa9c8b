package hostrun

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"memspace/internal/randprog"
)

// randomOptionSets are the ways TestRandomPrograms runs memspace; on
// SPIR also with lower-generic, whose output runs with tags in the
// generic pointers (and, private-not-global, private memory apart).
var randomOptionSets = []optionSet{
	{"default", nil},
	{"memspace-opt", []string{"-passes=memspace-opt"}},
	{"whole-program", []string{"-whole-program"}},
	{"no-size-bound", []string{"-ipmsp-max-growth=-1"}},
}

var randomSPIRSets = []optionSet{
	{"lower-generic", []string{"-lower-generic"}},
	{"private-not-global", []string{"-lower-generic", "-lower-generic-private-in-global=false"}},
}

// TestRandomPrograms runs random programs (internal/randprog: pointers to
// every space through selects, phis, loops, slots in memory, helpers,
// integers and space tests), for NVPTX, AMDGPU and SPIR, before and after
// memspace (on SPIR also after lower-generic). Each program is
// defined and drivable by construction, so every kernel must run before
// memspace, and after it must compute the same bytes with every access in
// its space; memspace must accept every program. CI runs a few seeds;
// HOSTRUN_RANDOM=N runs N (from HOSTRUN_RANDOM_SEED, default 1) for a
// longer hunt. A failing program is written to the test's log directory
// (printed) to reproduce with `go run ./cmd/memspace FILE`.
func TestRandomPrograms(t *testing.T) {
	n, first := envInt(t, "HOSTRUN_RANDOM", 16), envInt(t, "HOSTRUN_RANDOM_SEED", 1)
	h := newHarness(t)
	dir := t.TempDir()
	if d := os.Getenv("HOSTRUN_RANDOM_KEEP"); d != "" {
		dir = d
	}
	seeds := make(chan int)
	var wg sync.WaitGroup
	for range max(2, min(8, n)) {
		wg.Go(func() {
			for seed := range seeds {
				for _, tg := range []randprog.Target{randprog.NVPTX, randprog.AMDGPU, randprog.SPIR} {
					for _, msg := range checkRandom(t, h, dir, tg, int64(seed)) {
						t.Error(msg)
					}
				}
			}
		})
	}
	for s := first; s < first+n; s++ {
		seeds <- s
	}
	close(seeds)
	wg.Wait()
}

// checkRandom runs the program of seed and returns what went wrong.
func checkRandom(t *testing.T, h *Harness, dir string, tg randprog.Target, seed int64) []string {
	src := []byte(randprog.GenerateFor(tg, seed))
	path := filepath.Join(dir, fmt.Sprintf("randprog-%s-%d.ll", tg, seed))
	if err := os.WriteFile(path, src, 0o644); err != nil {
		return []string{err.Error()}
	}
	var errs []string
	var variants []Variant
	sets := randomOptionSets
	if tg == randprog.SPIR {
		sets = append(append([]optionSet(nil), sets...), randomSPIRSets...)
	}
	for i, o := range sets {
		out, rej, err := memspaceRun(t, path, o.args)
		switch {
		case rej != "":
			errs = append(errs, fmt.Sprintf("%s [%s]: rejected a valid program: %s", path, o.name, rej))
		case err != nil:
			errs = append(errs, fmt.Sprintf("%s [%s]: %v", path, o.name, err))
		default:
			tagged := i >= len(randomOptionSets)
			variants = append(variants, Variant{Name: o.name, Src: out, Tagged: tagged, PrivateApart: o.name == "private-not-global"})
		}
	}
	res := h.Check(path, src, variants)
	if res.Err != nil {
		return append(errs, fmt.Sprintf("%s: %v", path, res.Err))
	}
	for _, b := range res.Before {
		if b.Status == StatusOK && b.Output == quietOutput {
			errs = append(errs, fmt.Sprintf("%s @%s: writes nothing before memspace (a randprog bug)", path, b.Kernel))
		}
		if b.Status != StatusOK {
			errs = append(errs, fmt.Sprintf("%s @%s: does not run before memspace (a randprog bug): %s: %s", path, b.Kernel, b.Status, b.Message))
		}
	}
	t.Logf("%s: %d kernels, %d variants", path, len(res.Before), len(variants))
	for _, v := range variants {
		for _, vd := range res.Verdicts[v.Name] {
			if vd.Failure != "" {
				errs = append(errs, fmt.Sprintf("%s @%s [%s]: %s", path, vd.Kernel, v.Name, vd.Failure))
			}
		}
	}
	return errs
}

// envInt reads a count from the environment.
func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		t.Fatalf("%s=%q: want a count", name, s)
	}
	return n
}
