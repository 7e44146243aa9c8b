package ir

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// layoutCases are data layouts LLVM takes and ones it refuses, one of
// each way each rule can fail.
var layoutCases = []string{
	"", "e", "E", "e-e", "ee", "m", "m:", "m:ee", "m:e", "m:a", "m:x", "S", "S0", "S8", "S12", "S65536", "S8x",
	"A", "A5", "A16777216", "Ax", "P1", "G", "G1x", "p", "p:", "p:64", "p:64:64:64:64:64", "p:64:64:32",
	"p:64:64:64:128", "p:32:32:32:32", "p:64:0", "p:64:8", "p:64:65536", "p1x:64:64", "p16777216:64:64",
	"p:64:64:64:0", "p::64", "p:64:", "p:64:64::32", "p:x:64", "p0:64:64", "p(foo):64:64", "p1(foo):64:64",
	"pe", "pu1:64:64", "p1u:64:64", "pzu:64:64", "puu:64:64", "pz(x):64:64", "p(x)z:64:64", "p(x:64:64", "p():64:64",
	"p(1):64:64", "pF(foo):64:64", "p1x", "pu(as)1:64:64", "p)::64:64",
	"i", "i8", "i8:16", "i08:16", "i8:8:16", "i1:8", "i64", "i64:", "i64:64:", "i64:64:64:64", "i64:0", "i64:64:0",
	"i64:12", "i64:8:12", "i64:64:32", "i0:8", "i16777216:64", "i:8", "v:8", "f:8", "v128:0", "v64:65536",
	"v64:64:65536", "v16:16:8", "f32:0", "f80:128", "a", "a:8", "a0:8", "a00:8", "ax:8", "a8:8", "a:0:64", "a:0:0", "a:8:0",
	"n", "n0", "n8:", "n8:16", "n8:16:x", "n16777216", "nx", "F", "Fi", "Fi0", "Fx8", "Fn8", "Fi8:8", "Fi12",
	"ni", "ni:", "ni:1:2", "ni:x", "ni:0", "ni:0:1", "ni:16777216", "x", "~", "e-", "-e", "s", "s0:64:64", "s:x:y",
	"e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9",
	"e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
}

// llvmLayoutVerdict returns llvm-as-22's message for a module of layout
// dl, or "".
func llvmLayoutVerdict(t *testing.T, dir, dl string) string {
	path := filepath.Join(dir, "dl.ll")
	if err := os.WriteFile(path, []byte(fmt.Sprintf("target datalayout = %q\n", dl)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, err := llvmtools.Run(t, "llvm-as-22", path, "-o", os.DevNull)
	if err == nil {
		return ""
	}
	m := regexp.MustCompile(`error: (.*)`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("%q: no message in %s", dl, stderr)
	}
	return m[1]
}

func TestDataLayoutMatchesLLVM(t *testing.T) {
	dir := t.TempDir()
	check := func(dl string) {
		if got, want := DataLayoutProblem(dl), llvmLayoutVerdict(t, dir, dl); got != want {
			t.Errorf("%q: we say %q, llvm-as-22 %q", dl, got, want)
		}
	}
	for _, dl := range layoutCases {
		check(dl)
	}
	// Mutants of the layouts above, from a fixed seed (MEMSPACE_LAYOUT_SEED
	// for another, MEMSPACE_LAYOUT_MUTANTS for more than 150).
	seed, _ := strconv.ParseUint(os.Getenv("MEMSPACE_LAYOUT_SEED"), 10, 64)
	n, err := strconv.Atoi(os.Getenv("MEMSPACE_LAYOUT_MUTANTS"))
	if err != nil || n <= 0 {
		n = 150
	}
	rng := rand.New(rand.NewPCG(5+seed, 6))
	pieces := []string{"0", "1", "8", "16", "12", "64", "65536", "16777216", ":", "-", "", "x", "p", "i", "a", "n", "ni:", "S", "F", "(as)"}
	for i := 0; i < n; i++ {
		dl := layoutCases[rng.IntN(len(layoutCases))]
		for k := 1 + rng.IntN(2); k > 0 && dl != ""; k-- {
			at := rng.IntN(len(dl) + 1)
			cut := min(at+rng.IntN(3), len(dl))
			dl = dl[:at] + pieces[rng.IntN(len(pieces))] + dl[cut:]
		}
		if !strings.ContainsAny(dl, "\"\\") {
			check(dl)
		}
	}
}
