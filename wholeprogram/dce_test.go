package wholeprogram

import (
	"os"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/pass"
)

// scanReach is the reachability walk done the slow way, as an oracle for
// refersTo: from the roots, read the operands of every live function body
// and the operands of every live symbol, looking through constants.
func scanReach(m *ir.Module, roots []ir.GlobalValue) map[ir.GlobalValue]bool {
	live := map[ir.GlobalValue]bool{}
	seen := map[ir.Value]bool{}
	var stack []ir.GlobalValue
	mark := func(g ir.GlobalValue) {
		if !live[g] {
			live[g] = true
			stack = append(stack, g)
		}
	}
	operands := func(ops []ir.Value) {
		for _, op := range ops {
			if c, ok := op.(ir.Constant); ok {
				globalsIn(c, seen, mark)
			}
		}
	}
	for _, g := range roots {
		mark(g)
	}
	for len(stack) > 0 {
		g := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f, ok := g.(*ir.Function); ok {
			f.Instructions(func(in *ir.Instruction) { operands(in.Operands()) })
		}
		if u, ok := g.(ir.User); ok {
			operands(u.Operands())
		}
	}
	return live
}

// TestRefersToMatchesScan checks, on the corpus, the reach programs and
// this package's scenarios with every definition made internal but the
// kernels, that the walk over use lists keeps exactly what reading every
// operand keeps.
func TestRefersToMatchesScan(t *testing.T) {
	var files []string
	for _, pat := range []string{
		filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"),
		filepath.Join(llvmtools.ModuleRoot(t), "bench", "reach", "ll", "*.ll"),
		filepath.Join("testdata", "*.ll"),
	} {
		more, _ := filepath.Glob(pat)
		files = append(files, more...)
	}
	if len(files) < 100 {
		t.Fatalf("found only %d modules", len(files))
	}
	dead := 0 // symbols left unreached, to show the test can tell
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := llread.Parse(path, src)
		if err != nil {
			continue // the corpus has invalid inputs on purpose
		}
		ctx := &pass.Context{Module: m, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
		entries := entryPoints(m)
		internalize(ctx, entries)
		var roots []ir.GlobalValue
		for _, f := range m.Functions {
			if entries[f] || !f.Linkage.IsLocal() || hasMetadataUser(f) {
				roots = append(roots, f)
			}
		}
		for _, g := range m.Globals {
			if entries[g] || !g.Linkage.IsLocal() || hasMetadataUser(g) {
				roots = append(roots, g)
			}
		}
		for _, a := range m.Aliases {
			roots = append(roots, a)
		}
		want := scanReach(m, roots)
		r := &reach{live: map[ir.GlobalValue]bool{}, refs: refersTo(m)}
		for _, g := range roots {
			r.mark(g)
		}
		r.drain()
		dead += len(m.Functions) + len(m.Globals) + len(m.Aliases) - len(want)
		if len(r.live) != len(want) {
			t.Errorf("%s: %d symbols live, want %d", path, len(r.live), len(want))
		}
		for g := range want {
			if !r.live[g] {
				t.Errorf("%s: @%s reached by the operands but not by the use lists", path, g.Name())
			}
		}
	}
	if dead < 50 {
		t.Errorf("only %d unreachable symbols in all modules: the comparison shows little", dead)
	}
	t.Logf("%d modules, %d unreachable symbols", len(files), dead)
}
