package ipmsp_test

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"memspace/diag"
	"memspace/ipmsp"
	"memspace/irverify"
	"memspace/llread"
	"memspace/pass"
	"memspace/target"
)

// wideModule makes a module of about n functions in units of four: an
// external helper that reads and writes through its pointer, an internal
// one that calls it, an external one returning a pointer into its
// argument, and a kernel calling them with its parameter, with shared
// memory, and with the next unit's helper, so the call graph is wide and
// every helper is cloned once or twice.
func wideModule(n int) string {
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n\n")
	b.WriteString("@tile = internal addrspace(3) global [64 x float] undef, align 4\n\n")
	units := max(n/4, 1)
	for i := range units {
		next := (i + 1) % units
		fmt.Fprintf(&b, `define void @h%[1]d(ptr %%p, i64 %%j) #0 {
  %%q = getelementptr inbounds float, ptr %%p, i64 %%j
  %%v = load float, ptr %%q, align 4
  %%w = fadd float %%v, 1.0
  store float %%w, ptr %%q, align 4
  ret void
}

define internal void @g%[1]d(ptr %%p, i64 %%j) #0 {
  store float 0.0, ptr %%p, align 4
  call void @h%[1]d(ptr %%p, i64 %%j)
  ret void
}

define ptr @r%[1]d(ptr %%p, i64 %%j) #0 {
  %%q = getelementptr inbounds float, ptr %%p, i64 %%j
  ret ptr %%q
}

define ptx_kernel void @k%[1]d(ptr %%a, i64 %%j) {
  call void @g%[1]d(ptr %%a, i64 %%j)
  call void @h%[2]d(ptr %%a, i64 %%j)
  call void @h%[1]d(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %%j)
  %%r = call ptr @r%[1]d(ptr %%a, i64 %%j)
  store float 2.0, ptr %%r, align 4
  ret void
}

`, i, next)
	}
	b.WriteString("attributes #0 = { noinline nounwind }\n")
	return b.String()
}

// chainModule makes a kernel calling a chain of depth external helpers,
// each passing its pointer one element further down.
func chainModule(depth int) string {
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n\n")
	for i := range depth {
		fmt.Fprintf(&b, "define void @f%d(ptr %%p) #0 {\n", i)
		if i+1 < depth {
			fmt.Fprintf(&b, "  %%q = getelementptr inbounds float, ptr %%p, i64 1\n  call void @f%d(ptr %%q)\n", i+1)
		} else {
			b.WriteString("  store float 1.0, ptr %p, align 4\n")
		}
		b.WriteString("  ret void\n}\n\n")
	}
	b.WriteString("define ptx_kernel void @k(ptr %p) {\n  call void @f0(ptr %p)\n  ret void\n}\n\n")
	b.WriteString("attributes #0 = { noinline nounwind }\n")
	return b.String()
}

// timeIPMSP parses src, runs ipmsp alone and returns its time and stats.
func timeIPMSP(t testing.TB, src string, verify bool) (time.Duration, *pass.Stats) {
	t.Helper()
	m, err := llread.Parse("synthetic.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ctx := &pass.Context{Module: m, Target: target.NVPTX(), File: "synthetic.ll", Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	runtime.GC() // do not charge the parse's garbage to the pass
	start := time.Now()
	if err := ipmsp.Run(ctx); err != nil {
		t.Fatal(err)
	}
	d := time.Since(start)
	if verify {
		if err := irverify.Verify(m); err != nil {
			t.Fatal(err)
		}
	}
	return d, ctx.Stats
}

// TestScaling runs the pass on wide modules of 1k, 10k and 100k functions
// and on chains 1000 and 4000 deep, printing the times. The pass is meant
// to be linear: the worklist visits and the uses walked per function must
// not grow with the size (measures that do not depend on the machine's
// load), and with MEMSPACE_TIMING=1 neither may the time per function
// (within a factor).
func TestScaling(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules of 100k functions")
	}
	var perFn, visits, steps []float64
	for _, n := range []int{1000, 10000, 100000} {
		d, st := timeIPMSP(t, wideModule(n), n <= 10000)
		if want := 3 * n / 4; st.Get(ipmsp.StatClones) != want {
			t.Errorf("%d functions: %d clones, want %d", n, st.Get(ipmsp.StatClones), want)
		}
		perFn = append(perFn, float64(d)/float64(n))
		visits = append(visits, float64(st.Get(ipmsp.StatVisits))/float64(n))
		steps = append(steps, float64(st.Get(ipmsp.StatGainSteps))/float64(n))
		t.Logf("wide, %6d functions: ipmsp %v (%.1f µs/function, %d clones, %.2f visits/function)", n,
			d.Round(time.Millisecond), float64(d.Microseconds())/float64(n), st.Get(ipmsp.StatClones), visits[len(visits)-1])
	}
	var chainSteps []float64
	for _, depth := range []int{1000, 4000} {
		d, st := timeIPMSP(t, chainModule(depth), depth <= 1000)
		chainSteps = append(chainSteps, float64(st.Get(ipmsp.StatGainSteps))/float64(depth))
		t.Logf("chain, %4d deep: ipmsp %v (%.1f µs/function, %d clones, %d visits, %.1f uses walked/function)", depth,
			d.Round(time.Millisecond), float64(d.Microseconds())/float64(depth), st.Get(ipmsp.StatClones),
			st.Get(ipmsp.StatVisits), chainSteps[len(chainSteps)-1])
		if st.Get(ipmsp.StatClones) != depth || st.Get(ipmsp.StatVisits) > 3*depth {
			t.Errorf("chain %d: %d clones (want %d), %d visits", depth, st.Get(ipmsp.StatClones), depth, st.Get(ipmsp.StatVisits))
		}
	}
	if chainSteps[1] > 1.1*chainSteps[0] {
		t.Errorf("uses walked per function grow with the chain's depth: %.1f at 4000 vs %.1f at 1000", chainSteps[1], chainSteps[0])
	}
	if steps[2] > 1.1*steps[0] {
		t.Errorf("uses walked per function grow with size: %.2f at 100k vs %.2f at 1k", steps[2], steps[0])
	}
	if visits[2] > 1.1*visits[0] {
		t.Errorf("visits per function grow with size: %.2f at 100k vs %.2f at 1k", visits[2], visits[0])
	}
	if best := min(perFn[0], perFn[1]); os.Getenv("MEMSPACE_TIMING") == "1" && perFn[2] > 8*best {
		t.Errorf("time per function grows with size: %.0f ns at 100k vs %.0f ns", perFn[2], best)
	}
}

// BenchmarkIPMSP measures the pass alone on the synthetic modules.
func BenchmarkIPMSP(b *testing.B) {
	for _, c := range []struct {
		name string
		src  string
	}{
		{"wide1k", wideModule(1000)},
		{"wide10k", wideModule(10000)},
		{"wide100k", wideModule(100000)},
		{"chain1000", chainModule(1000)},
	} {
		b.Run(c.name, func(b *testing.B) {
			var total time.Duration
			for b.Loop() {
				d, _ := timeIPMSP(b, c.src, false)
				total += d
			}
			b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/pass")
		})
	}
}
