package hostrun

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/llread"
)

// TestOpenMPRuntime pins down the runtime's model of the OpenMP device
// runtime (rt/omp.c) on testdata/omp_semantics.c, compiled here by clang-22
// for NVPTX: in the SPMD kernel every iteration below n (64) runs exactly
// once, and the static schedules give iteration i to team 0's thread i
// (distribute deals chunks of 128, the default thread limit; the loop
// deals single iterations); in the generic kernel the parallel region runs
// on a team of one on each of the two teams.
func TestOpenMPRuntime(t *testing.T) {
	h := newHarness(t)
	ll := filepath.Join(t.TempDir(), "omp_semantics.ll")
	if _, stderr, err := llvmtools.Run(t, "clang-22", "-fopenmp", "-fopenmp-targets=nvptx64-nvidia-cuda",
		"--offload-arch=sm_70", "--offload-device-only", "-nogpulib", "-Xclang", "-target-feature", "-Xclang", "+ptx70",
		"-S", "-emit-llvm", "-O1", filepath.Join("testdata", "omp_semantics.c"), "-o", ll); err != nil {
		t.Fatalf("clang-22: %v\n%s", err, stderr)
	}
	src, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	o := h.Check("omp_semantics.ll", src, nil)
	if o.Err != nil || len(o.Before) != 2 {
		t.Fatalf("run: %v %+v", o.Err, o.Before)
	}
	m, err := llread.Parse(ll, src)
	if err != nil {
		t.Fatal(err)
	}
	specs, err := kernelSpecs(m)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range o.Before {
		if r.Status != StatusOK {
			t.Fatalf("%s: %s %s", r.Kernel, r.Status, r.Message)
		}
		// Each region's words before and after the run.
		var before, after [][]uint32
		for _, reg := range specs[i].regions {
			if reg.kind == regGlobal {
				before = append(before, words(reg.data))
				after = append(after, words(applyDump(t, reg.data, reg.name, r.Output)))
			}
		}
		var found []bool
		if i == 0 {
			found = []bool{
				anyRegion(before, after, func(b, a []uint32) bool { return spmdTwice(b, a, 64) }),
				anyRegion(before, after, func(b, a []uint32) bool { return spmdWho(a, 64) }),
			}
		} else {
			found = []bool{anyRegion(before, after, func(b, a []uint32) bool { return a[0] == 1102 && a[1] == 1102 })}
		}
		for j, ok := range found {
			if !ok {
				t.Errorf("%s: no buffer holds result %d:\n%s", r.Kernel, j, r.Output)
			}
		}
	}
}

func words(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func anyRegion(before, after [][]uint32, ok func(b, a []uint32) bool) bool {
	for i := range before {
		if ok(before[i], after[i]) {
			return true
		}
	}
	return false
}

// spmdTwice: x = 2x+1 ran once on each of the first n words, never beyond.
func spmdTwice(b, a []uint32, n int) bool {
	for i := range b {
		if want := b[i]; i < n && a[i] != 2*want+1 || i >= n && a[i] != want {
			return false
		}
	}
	return true
}

// spmdWho: iteration i ran on team 0's thread i.
func spmdWho(a []uint32, n int) bool {
	for i := range n {
		if a[i] != uint32(i) {
			return false
		}
	}
	return true
}
