package alwaysinline_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"memspace/diag"
	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

// TestCorpus runs every corpus file through the default pipeline with and
// without always-inline. Every output must assemble (llvm-as-22, or
// llvm-as-14 for typed pointers); no internal alwaysinline function may be
// left in the output unless a call of it could not be inlined. For NVPTX,
// both outputs are compiled by llc-22: over the corpus, the PTX with
// always-inline has fewer .func and no more ld/st (state-space-qualified
// or not, .param excluded) than without. And per file, the PTX of the
// default pipeline has no more ld/st in total (.param and predicated ones
// included) than the PTX of the input itself: memspace's clones, inlined,
// must not grow the code (ipmsp's size guard). The reach programs
// (bench/reach/ll) count as corpus files too.
func TestCorpus(t *testing.T) {
	if testing.Short() && !llvmtools.InCI() {
		t.Skip("runs LLVM on the whole corpus")
	}
	files, err := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	reach, err := filepath.Glob(filepath.Join(llvmtools.ModuleRoot(t), "bench", "reach", "ll", "*.ll"))
	if err != nil || len(reach) == 0 {
		t.Fatalf("no reach programs: %v", err)
	}
	files = append(files, reach...)
	sort.Strings(files)
	var mu sync.Mutex
	var before, after ptxCount
	t.Run("files", func(t *testing.T) {
		for _, path := range files {
			t.Run(filepath.Base(path), func(t *testing.T) {
				t.Parallel()
				b, a, ok := checkFile(t, path)
				if ok {
					mu.Lock()
					before, after = before.add(b), after.add(a)
					mu.Unlock()
				}
			})
		}
	})
	t.Logf("PTX over the NVPTX corpus: without always-inline %d .func, %d ld/st; with it %d .func, %d ld/st",
		before.funcs, before.ldst, after.funcs, after.ldst)
	if after.funcs >= before.funcs {
		t.Errorf("always-inline leaves %d .func in PTX, %d without it", after.funcs, before.funcs)
	}
	if after.ldst > before.ldst {
		t.Errorf("always-inline gives %d ld/st in PTX, %d without it", after.ldst, before.ldst)
	}
}

// checkFile runs one file both ways and, for NVPTX, returns the PTX counts.
func checkFile(t *testing.T, path string) (before, after ptxCount, ok bool) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Base(path)
	typed := strings.Contains(base, ".typed.")
	outBefore, _ := runPipeline(t, base, src, false)
	outAfter, ctx := runPipeline(t, base, src, true)
	if outAfter == nil {
		return before, after, false
	}
	as := "llvm-as-22"
	if typed {
		as = "llvm-as-14"
	}
	if _, stderr, err := llvmtools.RunInput(t, outAfter, as, "-o", os.DevNull); err != nil || stderr != "" {
		t.Fatalf("%s: %s rejects the output: %v\n%s", base, as, err, stderr)
	}
	checkNoClonesLeft(t, base, outAfter, ctx)
	if typed || !bytes.Contains(src, []byte(`target triple = "nvptx`)) {
		return before, after, false
	}
	in, out := compile(t, base+" (input)", src), compile(t, base+" (always-inline)", outAfter)
	if out.all > in.all {
		t.Errorf("%s: the default pipeline's PTX has %d ld/st, the input's %d", base, out.all, in.all)
	}
	return compile(t, base, outBefore), out, true
}

// runPipeline runs the default pipeline, with or without always-inline;
// nil when memspace reports an error for the file.
func runPipeline(t *testing.T, name string, src []byte, inline bool) ([]byte, *pass.Context) {
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tg, _ := target.FromTriple(m.Triple)
	var passes []pass.Pass
	for _, p := range pipeline.Default(tg) {
		if inline || p.Name != "always-inline" {
			passes = append(passes, p)
		}
	}
	ctx := &pass.Context{Module: m, Target: tg, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	if err := pass.Run(ctx, passes, irverify.Verify); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if ctx.Diags.HasErrors() {
		return nil, ctx
	}
	return llwrite.Bytes(m), ctx
}

// checkNoClonesLeft fails when an internal alwaysinline function survives
// without a Missed remark explaining a call of it.
func checkNoClonesLeft(t *testing.T, name string, out []byte, ctx *pass.Context) {
	kept := map[string]bool{}
	for _, rm := range ctx.Remarks.List {
		if rm.Pass == "always-inline" && rm.Kind == "Missed" {
			for _, a := range rm.Args {
				if a.Key == "Callee" {
					kept[a.Value] = true
				}
			}
		}
	}
	m := ctx.Module
	for _, f := range m.Functions {
		if _, ai := m.FnAttr(f, "alwaysinline"); ai && f.Linkage.IsLocal() && !f.IsDeclaration() && !kept[f.Name()] && !selfRecursive(f) {
			t.Errorf("%s: @%s is internal and alwaysinline but stays", name, f.Name())
		}
	}
}

func selfRecursive(f *ir.Function) bool {
	rec := false
	f.Instructions(func(in *ir.Instruction) { rec = rec || in.CalledFunction() == f })
	return rec
}

// ptxCount is what the test counts in PTX: .func, ld/st but .param,
// and every ld/st.
type ptxCount struct{ funcs, ldst, all int }

func (c ptxCount) add(d ptxCount) ptxCount {
	return ptxCount{c.funcs + d.funcs, c.ldst + d.ldst, c.all + d.all}
}

var (
	funcLine = regexp.MustCompile(`(?m)^(\.visible |\.internal |\.weak |\.extern )?\.func\b`)
	ldstLine = regexp.MustCompile(`(?m)^\s*(ld|ldu|st)\.`)
	anyLdst  = regexp.MustCompile(`(?m)^\s*(@!?%p\d+\s+)?(ld|ldu|st)\.`)
	paramAcc = regexp.MustCompile(`(?m)^\s*(ld|st)\.param\.`)
)

func compile(t *testing.T, name string, ll []byte) ptxCount {
	ptx, stderr, err := llvmtools.RunInput(t, ll, "llc-22", "-mcpu=sm_90", "-mattr=+ptx80", "-o", "-")
	if err != nil {
		t.Fatalf("%s: llc-22: %v\n%s", name, err, stderr)
	}
	funcs := 0
	for _, l := range funcLine.FindAllString(ptx, -1) {
		if !strings.Contains(l, ".extern") {
			funcs++
		}
	}
	ldst := len(ldstLine.FindAllString(ptx, -1)) - len(paramAcc.FindAllString(ptx, -1))
	return ptxCount{funcs, ldst, len(anyLdst.FindAllString(ptx, -1))}
}
