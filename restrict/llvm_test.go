package restrict_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// inputs returns the scenario files and the corpus files whose functions
// have noalias pointer parameters (what clang makes of __restrict__),
// leaving out typed-pointer files, which LLVM 22 cannot read.
func inputs(t *testing.T) []string {
	files, _ := filepath.Glob("testdata/*.ll")
	corpus, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	sort.Strings(corpus)
	noalias := regexp.MustCompile(`(?m)^define .*\bptr(?: addrspace\(\d+\))? noalias `)
	n := 0
	for _, f := range corpus {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(f, ".typed.ll") && noalias.Match(src) {
			files = append(files, f)
			n++
		}
	}
	if n == 0 {
		t.Fatal("no corpus file has noalias parameters")
	}
	return files
}

// pipeline runs memspace's default pipeline on path and returns the
// output file.
func pipeline(t *testing.T, path string) string {
	out := filepath.Join(t.TempDir(), "out.ll")
	if _, stderr, err := llvmtools.Run(t, llvmtools.Memspace(t), path, "-o", out); err != nil {
		t.Fatalf("memspace %s: %v\n%s", path, err, stderr)
	}
	return out
}

// TestScopedNoAliasAgreesWithLLVM runs the pipeline on every input, then
// LLVM's aa-eval with scoped-noalias-aa alone: every pair of accesses it
// reports whose addresses derive (by an independent walk back through
// GEP, casts, phi and select) from disjoint sets of noalias parameters of
// their function must be NoAlias.
func TestScopedNoAliasAgreesWithLLVM(t *testing.T) {
	total := 0
	for _, path := range inputs(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			out := pipeline(t, path)
			total += checkAAEval(t, out)
		})
	}
	if total == 0 {
		t.Fatal("no pair of accesses from two restrict roots was checked")
	}
	t.Logf("%d pairs of accesses from different restrict roots: all NoAlias", total)
}

// checkAAEval compares aa-eval's verdicts with the roots and returns the
// number of pairs checked.
func checkAAEval(t *testing.T, path string) int {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llread.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	roots := accessRoots(m)
	stdout, stderr, err := llvmtools.Run(t, "opt-22", "-passes=aa-eval", "-aa-pipeline=scoped-noalias-aa",
		"-evaluate-aa-metadata", "-print-all-alias-modref-info", "-disable-output", path)
	if err != nil {
		t.Fatalf("opt-22: %v\n%s", err, stderr)
	}
	fnLine := regexp.MustCompile(`^Function: (.+): \d+ pointers`)
	checked := 0
	var fn string
	for _, line := range strings.Split(stdout+stderr, "\n") {
		if g := fnLine.FindStringSubmatch(line); g != nil {
			fn = g[1]
			continue
		}
		verdict, a, b, ok := pairLine(line)
		if !ok {
			continue
		}
		ra, okA := roots[fn][a]
		rb, okB := roots[fn][b]
		if !okA || !okB || ra == nil || rb == nil || intersects(ra, rb) {
			continue
		}
		checked++
		if verdict != "NoAlias" {
			t.Errorf("@%s: %s between accesses through %s and %s, from different restrict roots:\n%s", fn, verdict, a, b, line)
		}
	}
	return checked
}

var ptrOperand = regexp.MustCompile(`ptr(?: addrspace\(\d+\))? (%[-\w.$]+)`)

// pairLine reads "  NoAlias:   %5 = load ... <->   store ...": the
// verdict and the address of each access (load, store or atomic).
func pairLine(line string) (verdict, a, b string, ok bool) {
	line = strings.TrimSpace(line)
	i := strings.Index(line, ":")
	j := strings.Index(line, "<->")
	if i < 0 || j < 0 || strings.Contains(line, "Ptr:") {
		return "", "", "", false
	}
	verdict = line[:i]
	a, okA := address(line[i+1 : j])
	b, okB := address(line[j+3:])
	return verdict, a, b, okA && okB
}

// address returns the pointer operand of a printed access.
func address(in string) (string, bool) {
	in = strings.TrimSpace(in)
	if k := strings.Index(in, ", align"); k >= 0 {
		in = in[:k]
	}
	ms := ptrOperand.FindAllStringSubmatch(in, -1)
	if len(ms) == 0 {
		return "", false
	}
	switch {
	case strings.HasPrefix(in, "store "):
		return ms[len(ms)-1][1], true
	case strings.Contains(in, "= load "), strings.Contains(in, "= atomicrmw "), strings.Contains(in, "= cmpxchg "):
		return ms[0][1], true
	}
	return "", false
}

func intersects(a, b map[*ir.Argument]bool) bool {
	for x := range a {
		if b[x] {
			return true
		}
	}
	return false
}

// accessRoots maps, per function, each address used by an access (as
// printed) to the noalias parameters it derives from, or nil when
// something else may reach it.
func accessRoots(m *ir.Module) map[string]map[string]map[*ir.Argument]bool {
	out := map[string]map[string]map[*ir.Argument]bool{}
	for _, f := range m.Functions {
		if f.IsDeclaration() {
			continue
		}
		names := llwrite.NewNames(f)
		byName := map[string]map[*ir.Argument]bool{}
		memo := map[ir.Value]map[*ir.Argument]bool{}
		f.Instructions(func(in *ir.Instruction) {
			if p := in.PointerOperand(); p != nil && in.Op != ir.OpGetElementPtr {
				byName[names.Ref(p)] = derivedFrom(p, memo, map[ir.Value]bool{})
			}
		})
		out[f.Name()] = byName
	}
	return out
}

// derivedFrom walks back from v; nil means "not only noalias parameters".
func derivedFrom(v ir.Value, memo map[ir.Value]map[*ir.Argument]bool, busy map[ir.Value]bool) map[*ir.Argument]bool {
	if r, ok := memo[v]; ok {
		return r
	}
	if busy[v] {
		return map[*ir.Argument]bool{} // a cycle adds nothing of its own
	}
	busy[v] = true
	defer delete(busy, v)
	var r map[*ir.Argument]bool
	switch x := v.(type) {
	case *ir.Argument:
		if x.Attrs.Has("noalias") {
			r = map[*ir.Argument]bool{x: true}
		}
	case *ir.ConstSimple:
		r = map[*ir.Argument]bool{}
	case *ir.Instruction:
		var ins []ir.Value
		switch x.Op {
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			ins = x.Operands()[:1]
		case ir.OpSelect:
			ins = x.Operands()[1:3]
		case ir.OpPhi:
			for i := 0; i < x.NumIncoming(); i++ {
				in, _ := x.Incoming(i)
				ins = append(ins, in)
			}
		}
		if ins != nil {
			r = map[*ir.Argument]bool{}
			for _, in := range ins {
				s := derivedFrom(in, memo, busy)
				if s == nil {
					r = nil
					break
				}
				for a := range s {
					r[a] = true
				}
			}
		}
	}
	if len(busy) == 1 {
		memo[v] = r
	}
	return r
}

// TestMetadataSurvivesLLVM checks that the scopes the pipeline writes on
// the corpus reach through opt-22 -O3 and into llc-22's machine memory
// operands, and that the pipeline is idempotent on them.
func TestMetadataSurvivesLLVM(t *testing.T) {
	for _, path := range inputs(t) {
		if !strings.Contains(path, "corpus") {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			out := pipeline(t, path)
			text, _ := os.ReadFile(out)
			if !strings.Contains(string(text), "!alias.scope") {
				return
			}
			again := pipeline(t, out)
			if text2, _ := os.ReadFile(again); string(text2) != string(text) {
				t.Errorf("the pipeline changed its own output")
			}
			o3 := filepath.Join(t.TempDir(), "o3.ll")
			if _, stderr, err := llvmtools.Run(t, "opt-22", "-O3", "-S", out, "-o", o3); err != nil {
				t.Fatalf("opt-22 -O3: %v\n%s", err, stderr)
			}
			if text, _ := os.ReadFile(o3); !strings.Contains(string(text), "restrict.domain.") {
				t.Errorf("opt-22 -O3 dropped the restrict scopes")
			}
			for _, in := range []string{out, o3} {
				mir, stderr, err := llvmtools.Run(t, "llc-22", "-march=nvptx64", "-mcpu=sm_90", "-mattr=+ptx80",
					"-stop-after=finalize-isel", in, "-o", "-")
				if err != nil {
					t.Fatalf("llc-22 %s: %v\n%s", filepath.Base(in), err, stderr)
				}
				if !strings.Contains(mir, "!alias.scope") {
					t.Errorf("llc-22 lost the scopes of %s", filepath.Base(in))
				}
			}
		})
	}
}
