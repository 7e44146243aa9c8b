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
	checkSignatures(t, intrinsic.Signature, map[string]string{
		"llvm.nvvm.read.ptx.sreg.tid.x":          "i32()",
		"llvm.nvvm.barrier.cta.sync.aligned.all": "void(i32)",
		"llvm.amdgcn.dispatch.ptr":               "ptr addrspace(4)()",
		"llvm.nvvm.shfl.sync.down.i32p":          "{ i32, i1 }(i32, i32, i32, i32)",
		"llvm.nvvm.isspacep.shared":              "i1(ptr)",
	}, "llvm.memcpy", "llvm.memcpy.p0.p0.i64", "llvm.nvvm.no.such", "llvm.localescape")
}

// TestOverloadedSignature: overloaded intrinsics' fixed types, the kinds
// of their overloaded types ("*i", "*f", "*v", "*p"; "*" any), and the
// types that follow an overloaded one's ("=P", "=P:iK"); none for one
// not overloaded, an unknown one.
func TestOverloadedSignature(t *testing.T) {
	checkSignatures(t, intrinsic.OverloadedSignature, map[string]string{
		"llvm.vp.store.v2i32.p0":             "void(*v, *p, =1:i1, i32)",
		"llvm.vp.add.nxv4i32":                "*v(=0, =0, =0:i1, i32)",
		"llvm.masked.load.v2i32.p0":          "*v(*p, =0:i1, =0)",
		"llvm.abs.i32":                       "*i(=0, i1)",
		"llvm.ctpop.i32":                     "*i(=0)",
		"llvm.vector.reduce.add.v4i32":       "=1.e(*v)",
		"llvm.vector.interleave2.v4i32":      "*v(=0/2, =0/2)",
		"llvm.is.fpclass.v2f32":              "=1:i1(*f, i32)",
		"llvm.memcpy.p0.p3.i64":              "void(*p, *p, *i, i1)",
		"llvm.nvvm.ldu.global.i.i32.p1":      "*i(*p, i32)",
		"llvm.experimental.vp.splice.v2i32":  "*v(=0, =0, i32, =0:i1, i32, i32)",
		"llvm.experimental.gc.relocate.p1":   "*(token, i32, i32)",
		"llvm.experimental.constrained.fadd": "*f(=0, =0, metadata, metadata)",
		"llvm.vector.deinterleave2.v4i32":    "*(*v)",
	}, "llvm.nvvm.read.ptx.sreg.tid.x", "llvm.no.such.p0")
}

// checkSignatures checks lookup's answer for each name of want, and that
// it has none for the names of none.
func checkSignatures(t *testing.T, lookup func(string) (string, []string, bool), want map[string]string, none ...string) {
	t.Helper()
	for name, w := range want {
		ret, params, ok := lookup(name)
		if got := ret + "(" + strings.Join(params, ", ") + ")"; !ok || got != w {
			t.Errorf("%s: %s (%v), want %s", name, got, ok, w)
		}
	}
	for _, name := range none {
		if _, _, ok := lookup(name); ok {
			t.Errorf("%s: a signature, want none", name)
		}
	}
}
