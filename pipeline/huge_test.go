package pipeline_test

import (
	"fmt"
	"strings"
	"testing"

	"memspace/diag"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

// hugeKernel is one kernel of n steps in one block, the shape of a fully
// unrolled loop at -O0: each step keeps a pointer in a stack slot, picks
// between a __shared__ array and the global parameter, and reads and
// writes through the pick and through a helper that is cloned and
// inlined at every call.
func hugeKernel(n int) string {
	var b strings.Builder
	b.WriteString(`target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x float] undef, align 4

define internal void @bump(ptr %p, i64 %i) #0 {
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr %q, align 4
  ret void
}

define ptx_kernel void @k(ptr %g, i64 %n) {
entry:
  %slot = alloca ptr, align 8
`)
	for i := range n {
		fmt.Fprintf(&b, `  %%c%[1]d = icmp sgt i64 %%n, %[1]d
  %%p%[1]d = select i1 %%c%[1]d, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %%g
  store ptr %%p%[1]d, ptr %%slot, align 8
  %%l%[1]d = load ptr, ptr %%slot, align 8
  %%a%[1]d = getelementptr inbounds float, ptr %%l%[1]d, i64 %[2]d
  %%v%[1]d = load float, ptr %%a%[1]d, align 4
  store float %%v%[1]d, ptr %%g, align 4
  call void @bump(ptr %%g, i64 %[2]d)
`, i, i%256)
	}
	b.WriteString("  ret void\n}\n\nattributes #0 = { noinline }\n")
	return b.String()
}

// BenchmarkHugeFunction runs the default pipeline on one kernel of 1k, 4k
// and 16k steps (about 10, 40 and 160 thousand instructions in one
// block). The time per step should stay about the same as the kernel
// grows: bench/huge.sh measures the same on clang's output.
func BenchmarkHugeFunction(b *testing.B) {
	for _, n := range []int{1000, 4000, 16000} {
		src := []byte(hugeKernel(n))
		b.Run(fmt.Sprintf("steps%d", n), func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				m, err := llread.Parse("huge.ll", src)
				if err != nil {
					b.Fatal(err)
				}
				ctx := &pass.Context{Module: m, Target: target.NVPTX(), File: "huge.ll", Opts: &pass.Options{},
					Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
				b.StartTimer()
				if err := pass.Run(ctx, pipeline.Default(ctx.Target), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/step")
		})
	}
}

// TestHugeKernelReads keeps the benchmark's input honest: it must read,
// verify, and come out of the pipeline verified with every access
// resolved but the one per step through the pick of two spaces (the
// slot is local, the helper's clone, inlined, reads the global
// parameter).
func TestHugeKernelReads(t *testing.T) {
	m, err := llread.Parse("huge.ll", []byte(hugeKernel(50)))
	if err != nil {
		t.Fatal(err)
	}
	if err := irverify.VerifyRead(m); err != nil {
		t.Fatal(err)
	}
	ctx := &pass.Context{Module: m, Target: target.NVPTX(), File: "huge.ll", Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	if err := pass.Run(ctx, pipeline.Default(ctx.Target), irverify.Verify); err != nil {
		t.Fatal(err)
	}
	generic := 0
	for _, f := range m.Functions {
		if f.Name() != "k" {
			continue
		}
		f.Instructions(func(in *ir.Instruction) {
			if (in.Op == ir.OpLoad || in.Op == ir.OpStore) && in.Operand(in.NumOperands()-1).Type() == m.Types.Ptr(0) {
				generic++
			}
		})
	}
	if generic != 50 {
		t.Errorf("%d generic loads and stores left in @k, want 50", generic)
	}
}
