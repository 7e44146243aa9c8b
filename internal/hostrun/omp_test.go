package hostrun

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
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
// on a team of one on each of the two teams; the reduction kernels leave
// in their sum the sum of the first n elements of x added to it, through
// every part of the device runtime's reduction (see reduced).
func TestOpenMPRuntime(t *testing.T) {
	h := newHarness(t)
	for _, target := range []struct{ name, triple, arch, features string }{
		{"nvptx", "nvptx64-nvidia-cuda", "sm_70", "+ptx70"},
		{"amdgpu", "amdgcn-amd-amdhsa", "gfx90a", ""}, // wave64: the reductions' warps are 64 lanes
	} {
		t.Run(target.name, func(t *testing.T) {
			ll := filepath.Join(t.TempDir(), "omp_semantics.ll")
			args := []string{"-fopenmp", "-fopenmp-targets=" + target.triple, "--offload-arch=" + target.arch,
				"--offload-device-only", "-nogpulib"}
			if target.features != "" {
				args = append(args, "-Xclang", "-target-feature", "-Xclang", target.features)
			}
			args = append(args, "-S", "-emit-llvm", "-O1", filepath.Join("testdata", "omp_semantics.c"), "-o", ll)
			if _, stderr, err := llvmtools.Run(t, "clang-22", args...); err != nil {
				t.Fatalf("clang-22: %v\n%s", err, stderr)
			}
			checkOpenMPSemantics(t, h, ll)
		})
	}
}

// checkOpenMPSemantics runs the kernels of omp_semantics.c compiled into ll
// and checks what each left in memory.
func checkOpenMPSemantics(t *testing.T, h *Harness, ll string) {
	for i, k := range runKernels(t, h, ll, 6) {
		before, after := k.before, k.after
		var found []bool
		switch i {
		case 0:
			found = []bool{
				anyRegion(before, after, func(b, a []uint32) bool { return spmdTwice(b, a, 64) }),
				anyRegion(before, after, func(b, a []uint32) bool { return spmdWho(a, 64) }),
			}
		case 1:
			found = []bool{anyRegion(before, after, func(b, a []uint32) bool { return a[0] == 1102 && a[1] == 1102 })}
		case 2, 3:
			found = []bool{reduced(before, after, 64, i == 3)}
		case 4, 5:
			found = []bool{anyRegion(before, after, func(b, a []uint32) bool { return spmdTwice(b, a, 64) })}
		}
		for j, ok := range found {
			if !ok {
				t.Errorf("%s: no buffer holds result %d:\n%s", k.name, j, k.output)
			}
		}
	}
}

// kernelRun is one kernel's run: each buffer's words before and after it.
type kernelRun struct {
	name, output  string
	before, after [][]uint32
}

// runKernels runs the n kernels of the module in file ll, which must all
// run to the end.
func runKernels(t *testing.T, h *Harness, ll string, n int) []kernelRun {
	src, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	o := h.Check(filepath.Base(ll), src, nil)
	if o.Err != nil || len(o.Before) != n {
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
	runs := make([]kernelRun, n)
	for i, r := range o.Before {
		if r.Status != StatusOK {
			t.Fatalf("%s: %s %s", r.Kernel, r.Status, r.Message)
		}
		runs[i] = kernelRun{name: r.Kernel, output: r.Output}
		for _, reg := range specs[i].regions {
			if reg.kind == regGlobal {
				runs[i].before = append(runs[i].before, words(reg.data))
				runs[i].after = append(runs[i].after, words(applyDump(t, reg.data, reg.name, r.Output)))
			}
		}
	}
	return runs
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

// reduced: one region (the sum) changed only in its first word (wide: its
// first two words, as one 64-bit value), by twice the sum of another
// region's first n words (wide: each shifted left by 20).
func reduced(before, after [][]uint32, n int, wide bool) bool {
	changed := -1
	for i := range before {
		if !slices.Equal(before[i], after[i]) {
			if changed >= 0 {
				return false
			}
			changed = i
		}
	}
	if changed < 0 {
		return false
	}
	b, a := before[changed], after[changed]
	k := 1
	if wide {
		k = 2
	}
	if !slices.Equal(b[k:], a[k:]) {
		return false
	}
	for x := range before {
		if x == changed {
			continue
		}
		var sum uint64
		for _, v := range before[x][:n] {
			if wide {
				sum += 2 * uint64(int64(int32(v))) << 20
			} else {
				sum += 2 * uint64(v)
			}
		}
		if wide && uint64(a[0])|uint64(a[1])<<32 == uint64(b[0])|uint64(b[1])<<32+sum ||
			!wide && a[0] == b[0]+uint32(sum) {
			return true
		}
	}
	return false
}

// TestOpenMPLoops pins down the model's static loops (the OpenMPIRBuilder's
// __kmpc_*_static_loop_*, testdata/omp_loops.ll): in each kernel every
// iteration below n (64) calls the body exactly once, whether the
// iterations are dealt among teams (generic distribute), among the threads
// of one team (for, chunks of 3) or both (distribute-for, with the default
// chunks and with blocks of 16 in pieces of 4, at word 1024).
func TestOpenMPLoops(t *testing.T) {
	h := newHarness(t)
	for _, k := range runKernels(t, h, filepath.Join("testdata", "omp_loops.ll"), 3) {
		starts := []int{0}
		if k.name == "distribute_for" {
			starts = []int{0, 1024}
		}
		if !anyRegion(k.before, k.after, func(b, a []uint32) bool { return countedOnce(b, a, starts, 64) }) {
			t.Errorf("%s: no buffer counts each iteration once:\n%s", k.name, k.output)
		}
	}
}

// countedOnce: the n words at each start grew by one, no other word changed.
func countedOnce(b, a []uint32, starts []int, n int) bool {
	want := slices.Clone(b)
	for _, s := range starts {
		if s+n > len(want) {
			return false
		}
		for i := s; i < s+n; i++ {
			want[i]++
		}
	}
	return slices.Equal(a, want)
}
