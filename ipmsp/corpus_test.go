package ipmsp_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
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
	_ "memspace/wholeprogram"
)

// runPipeline runs the default pipeline on src in-process, verifying after
// each pass, and returns the printed module.
func runPipeline(t testing.TB, name string, src []byte) []byte {
	t.Helper()
	return runPasses(t, name, src, "")
}

// runPasses runs the comma-separated passes on src (the default pipeline
// when list is empty), verifying after each, and returns the module printed.
func runPasses(t testing.TB, name string, src []byte, list string) []byte {
	t.Helper()
	out, err := run(t, name, src, list, true)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}

// run is runPasses that returns the pipeline's error, and collects remarks
// only when remarks is set.
func run(t testing.TB, name string, src []byte, list string, remarks bool) ([]byte, error) {
	t.Helper()
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	passes := pipeline.Default(tg)
	if list != "" {
		if passes, err = pass.ParseList(list); err != nil {
			t.Fatal(err)
		}
	}
	ctx := &pass.Context{Module: m, Target: tg, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	if remarks {
		ctx.Remarks = &pass.Remarks{}
	}
	if err := pass.Run(ctx, passes, irverify.Verify); err != nil {
		return nil, err
	}
	return llwrite.Bytes(m), nil
}

// genericAccesses counts the loads, stores, atomicrmw and cmpxchg whose
// address is in the flat space, as the corpus's count.sh does.
func genericAccesses(t testing.TB, name string, src []byte, flat uint32) int {
	t.Helper()
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	n := 0
	for _, f := range m.Functions {
		f.Instructions(func(in *ir.Instruction) {
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
				if pt, ok := in.Operand(in.PointerOperandIndex()).Type().(*ir.PointerType); ok && pt.AddrSpace == flat {
					n++
				}
			}
		})
	}
	return n
}

// corpusFiles lists the corpus's -O1 files (not typed, not -g).
func corpusFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.O1.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	sort.Strings(files)
	return files
}

// TestCorpusAgainstUpstream runs the default pipeline on every -O1 file of
// the corpus: the output must assemble (and, for CUDA, compile with llc),
// and leave no more generic accesses than LLVM's infer-address-spaces on
// any file, and strictly fewer in total, for CUDA and OpenCL alike.
func TestCorpusAgainstUpstream(t *testing.T) {
	if testing.Short() {
		t.Skip("runs LLVM on the whole corpus")
	}
	files := corpusFiles(t)
	totals := map[bool][2]int{} // by isSPIR: ours, upstream
	var table strings.Builder
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(path)
		spir := bytes.Contains(src, []byte(`target triple = "spir`))
		ours, upstream := compareFile(t, base, src, spir)
		tot := totals[spir]
		totals[spir] = [2]int{tot[0] + ours, tot[1] + upstream}
		fmt.Fprintf(&table, "%-42s %4d %4d\n", base, ours, upstream)
		if ours > upstream {
			t.Errorf("%s: %d generic accesses, infer-address-spaces leaves %d", base, ours, upstream)
		}
	}
	for _, spir := range []bool{false, true} {
		kind := map[bool]string{false: "CUDA", true: "OpenCL"}[spir]
		tot := totals[spir]
		fmt.Fprintf(&table, "%-42s %4d %4d\n", "total "+kind, tot[0], tot[1])
		if tot[0] >= tot[1] {
			t.Errorf("%s: %d generic accesses in total, infer-address-spaces %d", kind, tot[0], tot[1])
		}
	}
	t.Logf("generic accesses (memspace, infer-address-spaces):\n%s", table.String())
}

// compareFile runs both tools on one file and returns the generic access
// counts of memspace's and opt's outputs.
func compareFile(t *testing.T, base string, src []byte, spir bool) (ours, upstream int) {
	out := runPipeline(t, base, src)
	if _, stderr, err := llvmtools.RunInput(t, out, "llvm-as-22", "-o", os.DevNull); err != nil {
		t.Errorf("%s: llvm-as-22 rejects the output: %v\n%s", base, err, stderr)
	}
	flat, optArgs := uint32(0), []string{"-passes=infer-address-spaces", "-S", "-o", "-"}
	if spir {
		flat, optArgs = 4, append([]string{"-mtriple=spirv64-unknown-unknown"}, optArgs...)
	} else if _, stderr, err := llvmtools.RunInput(t, out, "llc-22", "-march=nvptx64", "-mcpu=sm_90", "-mattr=+ptx80", "-o", os.DevNull); err != nil {
		t.Errorf("%s: llc-22 rejects the output: %v\n%s", base, err, stderr)
	}
	up, stderr, err := llvmtools.RunInput(t, src, "opt-22", optArgs...)
	if err != nil {
		t.Fatalf("%s: opt-22: %v\n%s", base, err, stderr)
	}
	return genericAccesses(t, base, out, flat), genericAccesses(t, base+" (opt)", []byte(up), flat)
}

// TestIdempotentAndDeterministic checks, on every corpus file, that the
// default pipeline's output is the same with one thread and with many,
// that ipmsp changes nothing in it, and that running the whole pipeline on
// it changes nothing either.
func TestIdempotentAndDeterministic(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	eachCorpusFile(t, nil, func(base string, src []byte) {
		runtime.GOMAXPROCS(1)
		one := runPipeline(t, base, src)
		runtime.GOMAXPROCS(8)
		many := runPipeline(t, base, src)
		if !bytes.Equal(one, many) {
			t.Errorf("%s: output differs between GOMAXPROCS=1 and 8:\n%s", base, firstDiff(one, many))
		}
		if again := runPasses(t, base, one, "ipmsp"); !bytes.Equal(one, again) {
			t.Errorf("%s: ipmsp changes the pipeline's output:\n%s", base, firstDiff(one, again))
		}
		if again := runPipeline(t, base, one); !bytes.Equal(one, again) {
			t.Errorf("%s: a second run changes the output:\n%s", base, firstDiff(one, again))
		}
	})
}

// TestPartsRunAsOneWorklist: without remarks the round's parts run on all
// processors; with remarks they run one after another, in order. The
// module must come out the same, on every corpus file (all levels, typed
// and with debug info) and every reach program, with and without
// whole-program (a module the pipeline rejects gives the same error).
func TestPartsRunAsOneWorklist(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	reach, _ := filepath.Glob(filepath.Join("..", "bench", "reach", "ll", "*.ll"))
	eachCorpusFile(t, reach, func(base string, src []byte) {
		for _, list := range []string{"", "whole-program,ipmsp,always-inline,memspace-opt,process-restrict"} {
			runtime.GOMAXPROCS(1)
			serial, err1 := run(t, base, src, list, true)
			runtime.GOMAXPROCS(8)
			parallel, err2 := run(t, base, src, list, false)
			if fmt.Sprint(err1) != fmt.Sprint(err2) || !bytes.Equal(serial, parallel) {
				t.Errorf("%s (%q): parts in parallel differ from parts in order: errors %v, %v\n%s",
					base, list, err1, err2, firstDiff(serial, parallel))
			}
		}
	})
}

// eachCorpusFile calls fn with every .ll file of the corpus (the first
// ten with -short) and then the extra files, in name order.
func eachCorpusFile(t *testing.T, extra []string, fn func(base string, src []byte)) {
	files, err := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	sort.Strings(files)
	if testing.Short() {
		files = files[:10]
	}
	for _, path := range append(files, extra...) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		fn(filepath.Base(path), src)
	}
}

// firstDiff shows the first differing line of two outputs.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("lengths %d and %d lines", len(la), len(lb))
}
