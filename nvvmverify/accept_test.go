package nvvmverify_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/diag"
	"memspace/internal/llvmtools"
	"memspace/llread"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

// verify runs nvvm-verify on a module, after the default pipeline when
// withPipeline is set. It returns the errors of the verifier alone; ok is
// false when the pipeline itself rejects the module (a local atomic).
func verify(t *testing.T, name string, src []byte, withPipeline bool) (errs []diag.Diagnostic, ok bool) {
	t.Helper()
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ctx := &pass.Context{Module: m, Target: tg, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	if withPipeline {
		if err := pass.Run(ctx, pipeline.Default(tg), nil); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if ctx.Diags.HasErrors() {
			return nil, false
		}
	}
	p, _ := pass.Lookup("nvvm-verify")
	if err := pass.Run(ctx, []pass.Pass{p}, nil); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, d := range ctx.Diags.All() {
		if d.Severity == diag.Error {
			errs = append(errs, d)
		}
	}
	return errs, true
}

// accepts fails the test if the verifier rejects the module, alone or
// after the pipeline; it returns how many modules were checked after the
// pipeline (0 when the pipeline rejects the module on purpose).
func accepts(t *testing.T, name string, src []byte) int {
	t.Helper()
	n := 0
	for _, withPipeline := range []bool{false, true} {
		errs, ok := verify(t, name, src, withPipeline)
		for _, d := range errs {
			t.Errorf("%s (pipeline %v): rejected: %s: %s", name, withPipeline, d.Loc, d.Msg)
		}
		if ok && withPipeline {
			n++
		}
	}
	return n
}

func isNVPTX(src []byte) bool {
	return strings.Contains(string(src), `target triple = "nvptx`)
}

// TestAcceptsCorpusAndScenarios: every corpus NVPTX module and every NVPTX
// scenario of the soundness suite passes, before and after the pipeline.
func TestAcceptsCorpusAndScenarios(t *testing.T) {
	corpus, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	scen, _ := filepath.Glob(filepath.Join(llvmtools.ModuleRoot(t), "soundness", "testdata", "*.ll"))
	files, after := 0, 0
	for _, f := range append(corpus, scen...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !isNVPTX(src) {
			continue
		}
		files++
		after += accepts(t, f, src)
	}
	t.Logf("%d NVPTX modules accepted (%d also after the default pipeline)", files, after)
}

// TestAcceptsClangOutput: what clang-22 emits for the corpus' CUDA sources
// at -O0 to -O3, with and without -g, passes.
func TestAcceptsClangOutput(t *testing.T) {
	llvmtools.Tool(t, "clang-22")
	dir := filepath.Join(llvmtools.CorpusDir(t), "cuda")
	srcs, _ := filepath.Glob(filepath.Join(dir, "*.cu"))
	tmp := t.TempDir()
	variants := [][]string{{"-O0"}, {"-O1"}, {"-O2"}, {"-O3"}, {"-O0", "-g"}, {"-O3", "-g"}}
	files, after := 0, 0
	for _, src := range srcs {
		for _, v := range variants {
			out := filepath.Join(tmp, strings.TrimSuffix(filepath.Base(src), ".cu")+strings.Join(v, "")+".ll")
			args := append([]string{"-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_90",
				"-Xclang", "-target-feature", "-Xclang", "+ptx80", "-nocudainc", "-nocudalib",
				"-I" + dir, "-S", "-emit-llvm", "-o", out, src}, v...)
			if _, stderr, err := llvmtools.Run(t, "clang-22", args...); err != nil {
				t.Fatalf("clang-22 %s %v: %v\n%s", src, v, err, stderr)
			}
			ll, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			files++
			after += accepts(t, out, ll)
		}
	}
	t.Logf("%d clang-22 modules accepted (%d also after the default pipeline)", files, after)
}

func TestMain(m *testing.M) { llvmtools.Main(m) }
