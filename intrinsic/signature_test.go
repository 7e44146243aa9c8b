package intrinsic_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/intrinsic"
	"memspace/ir"
	"memspace/llread"
)

// TestSignaturesOfCorpus: every intrinsic that is not overloaded and that
// the corpus calls (clang's output, which LLVM 22 verifies) is declared
// there with the types intrinsic.Signature gives it.
func TestSignaturesOfCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	seen := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, ".typed.ll") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := llread.Parse(f, src)
		if err != nil || m.TypedPointers {
			continue
		}
		for _, fn := range m.Functions {
			ret, params, ok := intrinsic.Signature(fn.Name())
			if !ok || seen[fn.Name()] {
				continue
			}
			seen[fn.Name()] = true
			if got, want := signatureOf(fn.Sig), ret+"("+strings.Join(params, ", ")+")"; got != want {
				t.Errorf("%s: declared %s, table %s", fn.Name(), got, want)
			}
		}
	}
	if len(seen) < 15 {
		t.Errorf("compared %d intrinsics, want at least 15", len(seen))
	}
}

func signatureOf(ft *ir.FuncType) string {
	params := make([]string, len(ft.Params))
	for i, p := range ft.Params {
		params[i] = p.String()
	}
	return ft.Ret.String() + "(" + strings.Join(params, ", ") + ")"
}

// TestSignature: a few signatures as LLVM 22's Intrinsics*.td gives them.
func TestSignature(t *testing.T) {
	for name, want := range map[string]string{
		"llvm.nvvm.read.ptx.sreg.tid.x":          "i32()",
		"llvm.nvvm.barrier.cta.sync.aligned.all": "void(i32)",
		"llvm.amdgcn.dispatch.ptr":               "ptr addrspace(4)()",
		"llvm.nvvm.shfl.sync.down.i32p":          "{ i32, i1 }(i32, i32, i32, i32)",
		"llvm.nvvm.isspacep.shared":              "i1(ptr)",
	} {
		ret, params, ok := intrinsic.Signature(name)
		if got := ret + "(" + strings.Join(params, ", ") + ")"; !ok || got != want {
			t.Errorf("%s: %s (%v), want %s", name, got, ok, want)
		}
	}
	for _, name := range []string{"llvm.memcpy", "llvm.memcpy.p0.p0.i64", "llvm.nvvm.no.such", "llvm.localescape"} {
		if _, _, ok := intrinsic.Signature(name); ok {
			t.Errorf("%s: a signature, want none (overloaded, unknown or variadic)", name)
		}
	}
}
