package aaeval

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	sa "memspace/spacealias"
	"memspace/target"
)

func TestMain(m *testing.M) { llvmtools.Main(m) }

// input is one module compared with opt-22.
type input struct {
	path  string
	aa    string // nvptx-aa or amdgpu-aa
	exact bool   // compare the whole text (LLVM-printed opaque IR), not only the verdicts
}

// inputs are every corpus NVPTX module, the corpus OpenCL sources
// compiled for AMDGPU by clang-22 (-O1, -O3; the corpus has no AMDGPU IR),
// and the NVPTX and AMDGPU scenario files of the passes' tests.
func inputs(t *testing.T) []input {
	corpus := llvmtools.CorpusDir(t)
	var out []input
	files, _ := filepath.Glob(filepath.Join(corpus, "ll", "*.ll"))
	for _, f := range files {
		if triple(t, f) == "nvptx" {
			out = append(out, input{f, "nvptx-aa", !strings.HasSuffix(f, ".typed.ll")})
		}
	}
	tmp := t.TempDir()
	srcs, _ := filepath.Glob(filepath.Join(corpus, "opencl", "*.cl"))
	for _, src := range srcs {
		for _, o := range []string{"-O1", "-O3"} {
			dst := filepath.Join(tmp, strings.TrimSuffix(filepath.Base(src), ".cl")+o+".amdgcn.ll")
			_, stderr, err := llvmtools.Run(t, "clang-22", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
				"-mcpu=gfx90a", "-nogpulib", "-Xclang", "-finclude-default-header", o, "-S", "-emit-llvm", src, "-o", dst)
			if err != nil {
				t.Fatalf("clang-22 %s: %v\n%s", src, err, stderr)
			}
			out = append(out, input{dst, "amdgpu-aa", true})
		}
	}
	root := llvmtools.ModuleRoot(t)
	for _, dir := range []string{"soundness/testdata", "memspaceopt/testdata", "ipmsp/testdata", "aaeval/testdata"} {
		files, _ := filepath.Glob(filepath.Join(root, dir, "*.ll"))
		for _, f := range files {
			switch triple(t, f) {
			case "nvptx":
				out = append(out, input{f, "nvptx-aa", false})
			case "amdgpu":
				out = append(out, input{f, "amdgpu-aa", false})
			}
		}
	}
	return out
}

var tripleRE = regexp.MustCompile(`(?m)^target triple = "([a-z0-9_]+)`)

// triple returns the target of a file: "nvptx", "amdgpu" or "".
func triple(t *testing.T, path string) string {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := tripleRE.FindSubmatch(src)
	switch {
	case m == nil:
		return ""
	case strings.HasPrefix(string(m[1]), "nvptx") && !bytes.Contains(src, []byte("nvidia-nvcl")):
		return "nvptx"
	case string(m[1]) == "amdgcn":
		return "amdgpu"
	}
	return ""
}

// evalOpt runs opt-22's aa-eval; ok is false when opt rejects the file.
func evalOpt(t *testing.T, in input) (string, bool) {
	_, stderr, err := llvmtools.Run(t, "opt-22", "-passes=aa-eval", "-aa-pipeline="+in.aa,
		"-print-all-alias-modref-info", "-disable-output", in.path)
	return stderr, err == nil
}

// evalOurs runs memspace's aa-eval, with extra flags.
func evalOurs(t *testing.T, path string, args ...string) string {
	cmd := exec.Command(llvmtools.Memspace(t), append([]string{"-passes=aa-eval",
		"-print-all-alias-modref-info", "-disable-output", path}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("memspace aa-eval %s: %v\n%s", path, err, stderr.String())
	}
	return stderr.String()
}

var verdictRE = regexp.MustCompile(`^  (NoAlias|MayAlias|PartialAlias|MustAlias|NoModRef|Just Ref|Just Mod|Both ModRef):`)

// verdicts lists the answers of a report in order.
func verdicts(report string) []string {
	var out []string
	for _, l := range strings.Split(report, "\n") {
		if m := verdictRE.FindStringSubmatch(l); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// TestAAEvalMatchesLLVM shows that memspace's aa-eval answers as
// opt-22's, pair by pair: with -memspace-aa-llvm-rules exactly (the whole
// report, byte for byte, on LLVM-printed IR), and with our own rules
// except for the deliberate differences of §6, each of which is
// classified and listed; any other difference fails.
func TestAAEvalMatchesLLVM(t *testing.T) {
	llvmtools.Tool(t, "opt-22")
	llvmtools.Tool(t, "clang-22")
	classes := map[string]int{}
	var files, queries, exact int
	for _, in := range inputs(t) {
		want, ok := evalOpt(t, in)
		if !ok {
			continue // opt-22 rejects some hand-written scenario files
		}
		files++
		compat := evalOurs(t, in.path, "-aa-pipeline="+in.aa, "-memspace-aa-llvm-rules")
		if in.exact {
			exact++
			if compat != want {
				t.Errorf("%s: with LLVM's rules our report differs from opt-22's:\n%s", in.path, firstDiff(compat, want))
				continue
			}
		} else if !equal(verdicts(compat), verdicts(want)) {
			t.Errorf("%s: with LLVM's rules our verdicts differ from opt-22's:\n%s", in.path, firstDiff(compat, want))
			continue
		}
		ours := verdicts(evalOurs(t, in.path, "-aa-pipeline="+in.aa))
		theirs := verdicts(want)
		queries += len(theirs)
		for k, c := range classify(t, in.path, ours, theirs) {
			classes[k] += c
		}
	}
	var names []string
	for k := range classes {
		names = append(names, k)
	}
	sort.Strings(names)
	t.Logf("%d modules (%d compared byte for byte), %d answers compared with opt-22", files, exact, queries)
	for _, k := range names {
		t.Logf("  deliberate difference: %-60s %d", k, classes[k])
	}
}

// classify explains each answer where ours and opt-22's differ, by
// replaying the queries in aa-eval's order and asking the analysis in
// both modes why.
func classify(t *testing.T, path string, ours, theirs []string) map[string]int {
	if len(ours) != len(theirs) {
		t.Errorf("%s: %d answers, opt-22 gave %d", path, len(ours), len(theirs))
		return nil
	}
	diff := false
	for i := range ours {
		diff = diff || ours[i] != theirs[i]
	}
	if !diff {
		return nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llread.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	tg, _ := target.FromTriple(m.Triple)
	mine := sa.New(tg, sa.Options{Limit: sa.DefaultLimit})
	llvm := sa.New(tg, sa.Options{Limit: sa.DefaultLimit, Mode: sa.LLVM})
	qs := queriesOf(m)
	if len(qs) != len(ours) {
		t.Errorf("%s: replayed %d queries for %d answers", path, len(qs), len(ours))
		return nil
	}
	out := map[string]int{}
	for i, q := range qs {
		if ours[i] == theirs[i] {
			continue
		}
		why := q.explain(mine, llvm, ours[i], theirs[i])
		if why == "" {
			t.Errorf("%s: @%s: %s: ours %s, opt-22 %s: not a deliberate difference", path, q.fn, q.text(mine), ours[i], theirs[i])
			continue
		}
		out[why]++
		t.Logf("%s: @%s: %s: ours %s, opt-22 %s (%s)", filepath.Base(path), q.fn, q.text(mine), ours[i], theirs[i], why)
	}
	return out
}

// query is one question aa-eval asks: a pointer pair, a call against a
// pointer, or two calls.
type query struct {
	fn   string
	p, q ir.Value
}

// queriesOf lists the queries of every defined function in aa-eval's order.
func queriesOf(m *ir.Module) []query {
	var out []query
	for _, f := range m.Functions {
		if _, optnone := m.FnAttr(f, "optnone"); f.IsDeclaration() || optnone {
			continue
		}
		d := collect(f, nil, nil)
		for i := range d.pointers {
			for j := 0; j < i; j++ {
				out = append(out, query{f.Name(), d.pointers[i].v, d.pointers[j].v})
			}
		}
		for _, c := range d.calls {
			for _, p := range d.pointers {
				out = append(out, query{f.Name(), p.v, c})
			}
		}
		for _, a := range d.calls {
			for _, b := range d.calls {
				if a != b {
					out = append(out, query{f.Name(), a, b})
				}
			}
		}
	}
	return out
}

func (q query) text(a *sa.Analysis) string {
	return fmt.Sprintf("%s [%s] vs %s [%s]", q.p.Name(), a.Target().SpaceName(a.SpaceOf(q.p)),
		q.q.Name(), a.Target().SpaceName(a.SpaceOf(q.q)))
}

// explain names the deliberate difference behind a differing answer, or
// returns "".
func (q query) explain(mine, llvm *sa.Analysis, ours, theirs string) string {
	deeper := mine.SpaceOf(q.p) != llvm.SpaceOf(q.p) || mine.SpaceOf(q.q) != llvm.SpaceOf(q.q)
	call, isCall := q.q.(*ir.Instruction)
	isCall = isCall && call.Op == ir.OpCall && ir.IsPointer(q.p.Type())
	switch {
	case ours == "MayAlias" && theirs == "NoAlias" && globalParam(mine, q.p, q.q):
		return "global vs param: MayAlias for us (§6)"
	case ours == "NoAlias" && theirs == "MayAlias" && (kernelArgVsLocal(mine, q.p, q.q) || kernelArgVsLocal(mine, q.q, q.p)):
		return "AMDGPU: a kernel argument against any local or private pointer (amdgpu-aa: only against an identified object): NoAlias for us"
	case ours == "NoAlias" && theirs == "MayAlias" && deeper && mine.Target().Name() == "amdgpu":
		return "AMDGPU: space found walking back (amdgpu-aa reads only the pointer's type): NoAlias for us"
	case ours == "NoAlias" && theirs == "MayAlias" && deeper:
		return "NVPTX: space found through a phi or select: NoAlias for us"
	case isCall && ours == "NoModRef" && theirs == "Both ModRef" && deeper:
		return "read-only space found through phi/select (NoModRef for us)"
	}
	return ""
}

// kernelArgVsLocal reports whether p is a flat AMDGPU kernel argument
// (through GEPs and casts) and q a local or private pointer.
func kernelArgVsLocal(a *sa.Analysis, p, q ir.Value) bool {
	if a.Target().Name() != "amdgpu" || a.SpaceOf(p) != 0 || (a.SpaceOf(q) != 3 && a.SpaceOf(q) != 5) {
		return false
	}
	for {
		in, ok := p.(*ir.Instruction)
		if !ok || (in.Op != ir.OpGetElementPtr && in.Op != ir.OpBitCast && in.Op != ir.OpAddrSpaceCast) {
			break
		}
		p = in.Operand(0)
	}
	arg, ok := p.(*ir.Argument)
	return ok && arg.Parent != nil && arg.Parent.CC == "amdgpu_kernel"
}

func globalParam(a *sa.Analysis, p, q ir.Value) bool {
	x, y := a.SpaceOf(p), a.SpaceOf(q)
	return x == target.NVPTXGlobal && y == target.NVPTXParam || x == target.NVPTXParam && y == target.NVPTXGlobal
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// firstDiff shows the first differing line of two reports.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  ours:   %s\n  opt-22: %s", i+1, a, b)
		}
	}
	return ""
}

// TestScopedNoAliasMatchesLLVM: with scoped-noalias-aa after the
// address-space analysis and -evaluate-aa-metadata (load/store pairs with
// their !alias.scope and !noalias), the reports are byte for byte
// opt-22's on the -O1 modules compared exactly above and the scope
// scenario.
func TestScopedNoAliasMatchesLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt-22 on every corpus module; not in -short")
	}
	llvmtools.Tool(t, "opt-22")
	n := 0
	for _, in := range inputs(t) {
		// The -O1 modules (with and without debug info) cover what the
		// other levels would: they are here to check the printing of
		// loads and stores with their metadata.
		base := filepath.Base(in.path)
		o1 := strings.Contains(base, ".O1.") || strings.Contains(base, ".O1g.") || strings.Contains(base, "-O1.")
		if !(in.exact && o1) && !strings.Contains(in.path, "scoped-noalias") {
			continue
		}
		pipeline := "-aa-pipeline=" + in.aa + ",scoped-noalias-aa"
		_, want, err := llvmtools.Run(t, "opt-22", "-passes=aa-eval", pipeline, "-evaluate-aa-metadata",
			"-print-all-alias-modref-info", "-disable-output", in.path)
		if err != nil {
			t.Fatalf("opt-22 %s: %v", in.path, err)
		}
		got := evalOurs(t, in.path, pipeline, "-evaluate-aa-metadata", "-memspace-aa-llvm-rules")
		if got != want {
			t.Errorf("%s: our report differs from opt-22's:\n%s", in.path, firstDiff(got, want))
		}
		n++
	}
	t.Logf("%d modules: reports identical to opt-22's", n)
}

// TestLimitMatchesLLVM: nvptx-traverse-address-aliasing-limit means what
// it means to opt-22 (0: no walk; N: N steps, the value reached last
// counts), on the corpus' -O3 NVPTX modules.
func TestLimitMatchesLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt-22 three times per module; not in -short")
	}
	llvmtools.Tool(t, "opt-22")
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.O3.ll"))
	n := 0
	for _, f := range files {
		if triple(t, f) != "nvptx" {
			continue
		}
		for _, limit := range []string{"0", "1", "2"} {
			flag := "-nvptx-traverse-address-aliasing-limit=" + limit
			_, want, err := llvmtools.Run(t, "opt-22", "-passes=aa-eval", "-aa-pipeline=nvptx-aa", flag,
				"-print-all-alias-modref-info", "-disable-output", f)
			if err != nil {
				t.Fatalf("opt-22 %s: %v", f, err)
			}
			if got := evalOurs(t, f, "-aa-pipeline=nvptx-aa", flag, "-memspace-aa-llvm-rules"); got != want {
				t.Errorf("%s %s: our report differs from opt-22's:\n%s", f, flag, firstDiff(got, want))
			}
			n++
		}
	}
	t.Logf("%d reports identical to opt-22's", n)
}
