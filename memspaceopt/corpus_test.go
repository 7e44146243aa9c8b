package memspaceopt

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"memspace/diag"
	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/target"
)

// TestCorpus runs memspace-opt on every file of the shared corpus and
// checks that the output is valid IR for the LLVM generation that made the
// input (llvm-as-22, or llvm-as-14 for typed pointers) and that it leaves
// at most as many generic loads, stores and atomics as LLVM's own
// infer-address-spaces pass (run by opt-22; typed inputs are upgraded
// through LLVM 14 bitcode first, SPIR inputs use the spirv64 triple).
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run skipped in -short mode")
	}
	dir := filepath.Join(llvmtools.CorpusDir(t), "ll")
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files in %s", dir)
	}
	sort.Strings(files)
	var mu sync.Mutex
	var mine, upstream int
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			t.Run(filepath.Base(f), func(t *testing.T) {
				t.Parallel()
				m, u := corpusFile(t, f)
				mu.Lock()
				mine, upstream = mine+m, upstream+u
				mu.Unlock()
			})
		}
	})
	t.Logf("generic memory instructions left: memspace-opt %d, infer-address-spaces %d", mine, upstream)
}

// corpusFile checks one file and returns both generic-access counts.
func corpusFile(t *testing.T, path string) (mine, upstream int) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	typed := strings.HasSuffix(path, ".typed.ll")
	m, err := llread.Parse(path, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatal(err)
	}
	ctx := &pass.Context{Module: m, Target: tg, File: path, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	if err := Run(ctx); err != nil {
		t.Fatalf("memspace-opt: %v", err)
	}
	out := llwrite.Bytes(m)
	as := "llvm-as-22"
	if typed {
		as = "llvm-as-14"
	}
	if _, stderr, err := llvmtools.RunInput(t, out, as, "-o", os.DevNull); err != nil {
		t.Fatalf("%s rejects the output: %v\n%s", as, err, stderr)
	}
	mine = genericAccesses(m, tg)
	upstream = upstreamCount(t, path, src, typed, tg)
	if mine > upstream {
		t.Errorf("%d generic accesses left, infer-address-spaces leaves %d", mine, upstream)
	}
	return mine, upstream
}

// upstreamCount runs opt-22 -passes=infer-address-spaces and counts what
// it leaves generic.
func upstreamCount(t *testing.T, path string, src []byte, typed bool, tg *target.Target) int {
	input := path
	if typed {
		bc := filepath.Join(t.TempDir(), "in.bc")
		if _, stderr, err := llvmtools.Run(t, "llvm-as-14", path, "-o", bc); err != nil {
			t.Fatalf("llvm-as-14: %v\n%s", err, stderr)
		}
		input = bc
	}
	args := []string{"-S", "-passes=infer-address-spaces", input, "-o", "-"}
	if tg.Name() == "spir" {
		args = append([]string{"-mtriple=spirv64-unknown-unknown"}, args...)
	}
	stdout, stderr, err := llvmtools.Run(t, "opt-22", args...)
	if err != nil {
		t.Fatalf("opt-22: %v\n%s", err, stderr)
	}
	um, err := llread.Parse("upstream.ll", []byte(stdout))
	if err != nil {
		t.Fatalf("parse opt-22 output: %v", err)
	}
	return genericAccesses(um, tg)
}

// genericAccesses counts loads, stores, atomicrmw and cmpxchg whose
// address is in the target's generic space.
func genericAccesses(m *ir.Module, tg *target.Target) int {
	n := 0
	for _, f := range m.Functions {
		f.Instructions(func(in *ir.Instruction) {
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
				if as, ok := ir.AddrSpaceOf(in.Operand(in.PointerOperandIndex()).Type()); ok && tg.IsGeneric(target.AddrSpace(as)) {
					n++
				}
			}
		})
	}
	return n
}
