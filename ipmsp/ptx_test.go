package ipmsp_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
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
)

// TestPTXAgainstUpstream compiles every CUDA -O1 corpus file with llc-22,
// after memspace's default pipeline and after LLVM's infer-address-spaces,
// and checks the PTX:
//
//   - a function memspace reports nothing unresolved for (no Missed remark,
//     no warning) has no generic ld/st, and no generic atom but those of
//     its llvm.nvvm.atomic.* calls, which llc-22 emits without a state
//     space whatever the pointer's space;
//   - no file has more generic ld/st/atom than upstream's, and all files
//     together have fewer;
//   - all files together have fewer cvta than upstream's.
func TestPTXAgainstUpstream(t *testing.T) {
	if testing.Short() && !llvmtools.InCI() {
		t.Skip("runs LLVM on the whole corpus")
	}
	var files []string
	for _, path := range corpusFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(src, []byte(`target triple = "nvptx`)) {
			files = append(files, path)
		}
	}
	results := make([]ptxResult, len(files))
	t.Run("files", func(t *testing.T) {
		for i, path := range files {
			t.Run(filepath.Base(path), func(t *testing.T) {
				t.Parallel()
				results[i].skipped = true // until the file is compared
				results[i] = checkPTXFile(t, path)
			})
		}
	})
	checkPTXTotals(t, files, results)
}

// ptxResult is one file's PTX counts, ours and upstream's; skipped marks a
// file that was not compared (memspace rejects it with an error
// diagnostic, or its subtest stopped).
type ptxResult struct {
	ours, upstream ptxCount
	skipped        bool
}

// checkPTXFile runs both compilations of one file and checks its functions
// and its generic accesses against upstream's.
func checkPTXFile(t *testing.T, path string) ptxResult {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Base(path)
	out, ctx := runWithReports(t, base, src)
	if ctx.Diags.HasErrors() {
		t.Logf("%s: memspace reports an error; no output to compare", base)
		return ptxResult{skipped: true}
	}
	ours := compilePTX(t, base, out)
	up, stderr, err := llvmtools.RunInput(t, src, "opt-22", "-passes=infer-address-spaces", "-S", "-o", "-")
	if err != nil {
		t.Fatalf("%s: opt-22: %v\n%s", base, err, stderr)
	}
	upstream := compilePTX(t, base+" (upstream)", []byte(up))
	checkResolvedFunctions(t, base, out, ours, unresolvedFunctions(ctx))
	r := ptxResult{ours: ours.total(), upstream: upstream.total()}
	if r.ours.generic() > r.upstream.generic() {
		t.Errorf("%s: %d generic ld/st/atom in PTX, upstream %d", base, r.ours.generic(), r.upstream.generic())
	}
	return r
}

// checkPTXTotals compares the sums over all files.
func checkPTXTotals(t *testing.T, files []string, results []ptxResult) {
	var ours, upstream ptxCount
	var table strings.Builder
	fmt.Fprintf(&table, "%-36s %-13s %-13s\n", "file", "memspace", "upstream")
	compared := 0
	for i, r := range results {
		if r.skipped {
			continue
		}
		compared++
		ours, upstream = ours.add(r.ours), upstream.add(r.upstream)
		fmt.Fprintf(&table, "%-36s %-13s %-13s\n", filepath.Base(files[i]), r.ours, r.upstream)
	}
	if compared == 0 {
		if !t.Failed() {
			t.Skip("no file was compared")
		}
		return
	}
	fmt.Fprintf(&table, "%-36s %-13s %-13s\n", "total", ours, upstream)
	t.Logf("PTX generic ld+st/atom/cvta:\n%s", table.String())
	if ours.generic() >= upstream.generic() {
		t.Errorf("PTX: %d generic ld/st/atom in total, upstream %d", ours.generic(), upstream.generic())
	}
	if ours.cvta >= upstream.cvta {
		t.Errorf("PTX: %d cvta in total, upstream %d", ours.cvta, upstream.cvta)
	}
}

// runWithReports runs the default pipeline on src in-process, collecting
// remarks and diagnostics, and returns the printed module and the context.
func runWithReports(t *testing.T, name string, src []byte) ([]byte, *pass.Context) {
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ctx := &pass.Context{Module: m, Target: tg, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	if err := pass.Run(ctx, pipeline.Default(tg), irverify.Verify); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return llwrite.Bytes(m), ctx
}

// unresolvedFunctions names the functions memspace reports an unresolved
// pointer in: a Missed remark of memspace-opt, or a warning.
func unresolvedFunctions(ctx *pass.Context) map[string]bool {
	out := map[string]bool{}
	for _, rm := range ctx.Remarks.List {
		if rm.Kind == "Missed" && rm.Pass == "memspace-opt" {
			out[rm.Function] = true
		}
	}
	for _, d := range ctx.Diags.All() {
		if d.Severity == diag.Warning && d.Loc.Func != "" {
			out[d.Loc.Func] = true
		}
	}
	return out
}

// checkResolvedFunctions checks that every function with nothing
// unresolved has no generic access in ptx, but the atomics of its
// llvm.nvvm.atomic.* calls.
func checkResolvedFunctions(t *testing.T, base string, ll []byte, ptx ptxModule, unresolved map[string]bool) {
	m, err := llread.Parse(base, ll)
	if err != nil {
		t.Fatalf("%s: %v", base, err)
	}
	for _, f := range m.Functions {
		if f.IsDeclaration() || unresolved[f.Name()] {
			continue
		}
		c := ptx[ptxName(f.Name())]
		if c.ldst > 0 || c.atom > nvvmAtomicCalls(f) {
			t.Errorf("%s: @%s: %d generic ld/st and %d generic atom in PTX, though memspace reports nothing unresolved",
				base, f.Name(), c.ldst, c.atom)
		}
	}
}

// nvvmAtomicCalls counts f's calls of llvm.nvvm.atomic.* intrinsics.
func nvvmAtomicCalls(f *ir.Function) int {
	n := 0
	f.Instructions(func(in *ir.Instruction) {
		if callee := in.CalledFunction(); in.IsCallLike() && callee != nil && strings.HasPrefix(callee.Name(), "llvm.nvvm.atomic.") {
			n++
		}
	})
	return n
}

// ptxName is the name llc gives an IR function in PTX ("." is not allowed).
func ptxName(name string) string { return strings.ReplaceAll(name, ".", "_$_") }

// compilePTX runs llc-22 on an IR module and counts its PTX.
func compilePTX(t *testing.T, name string, ll []byte) ptxModule {
	ptx, stderr, err := llvmtools.RunInput(t, ll, "llc-22", "-march=nvptx64", "-mcpu=sm_90", "-mattr=+ptx80", "-o", "-")
	if err != nil {
		t.Fatalf("%s: llc-22: %v\n%s", name, err, stderr)
	}
	return countPTX(ptx)
}

// ptxCount is the generic ld/st, generic atom/red and cvta of some PTX.
type ptxCount struct{ ldst, atom, cvta int }

func (c ptxCount) generic() int { return c.ldst + c.atom }

func (c ptxCount) add(d ptxCount) ptxCount {
	return ptxCount{c.ldst + d.ldst, c.atom + d.atom, c.cvta + d.cvta}
}

func (c ptxCount) String() string { return fmt.Sprintf("%d/%d/%d", c.ldst, c.atom, c.cvta) }

// ptxModule holds the counts of each .entry and .func.
type ptxModule map[string]ptxCount

func (m ptxModule) total() ptxCount {
	var sum ptxCount
	for _, c := range m {
		sum = sum.add(c)
	}
	return sum
}

// countPTX counts per function as the corpus's count.sh counts per file:
// cvta of any kind; ld, ldu, st, atom and red without a .global, .shared,
// .local or .const qualifier (.param accesses pass arguments and are not
// counted).
func countPTX(ptx string) ptxModule {
	m := ptxModule{}
	fn := ""
	sc := bufio.NewScanner(strings.NewReader(ptx))
	for sc.Scan() {
		line := sc.Text()
		if name, ok := ptxFunction(line); ok {
			fn = name
			continue
		}
		if fn == "" {
			continue
		}
		c := m[fn]
		switch ptxKind(line) {
		case "cvta":
			c.cvta++
		case "ldst":
			c.ldst++
		case "atom":
			c.atom++
		default:
			continue
		}
		m[fn] = c
	}
	return m
}

// ptxFunction returns the function a .entry or .func line opens.
func ptxFunction(line string) (string, bool) {
	for _, p := range []string{".visible ", ".weak ", ".extern "} {
		line = strings.TrimPrefix(line, p)
	}
	rest, ok := strings.CutPrefix(line, ".entry")
	if !ok {
		if rest, ok = strings.CutPrefix(line, ".func"); !ok {
			return "", false
		}
	}
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "(") { // a .func's return value
		if i := strings.Index(rest, ")"); i >= 0 {
			rest = strings.TrimSpace(rest[i+1:])
		}
	}
	name, _, _ := strings.Cut(rest, "(")
	name = strings.TrimRight(strings.TrimSpace(name), ";")
	return name, name != ""
}

// ptxKind classifies one PTX line: "cvta", a generic "ldst" or "atom", or
// "" for anything else.
func ptxKind(line string) string {
	s, _, _ := strings.Cut(line, "//")
	fields := strings.Fields(s)
	if len(fields) > 0 && strings.HasPrefix(fields[0], "@") {
		fields = fields[1:]
	}
	if len(fields) == 0 {
		return ""
	}
	parts := strings.Split(strings.TrimSuffix(fields[0], ";"), ".")
	switch parts[0] {
	case "cvta":
		return "cvta"
	case "ld", "ldu", "st", "atom", "red":
	default:
		return ""
	}
	for _, q := range parts[1:] {
		q, _, _ = strings.Cut(q, "::")
		switch q {
		case "param", "global", "shared", "local", "const":
			return ""
		}
	}
	if parts[0] == "atom" || parts[0] == "red" {
		return "atom"
	}
	return "ldst"
}
