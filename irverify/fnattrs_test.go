package irverify_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
)

// fnAttrCases are function attributes with arguments LLVM's verifier
// checks, and its message ("" when it takes them).
var fnAttrCases = map[string]string{
	"declare void @f() vscale_range(0, 4)\n":                                                "'vscale_range' minimum must be greater than 0",
	"declare void @f() vscale_range(4, 2)\n":                                                "'vscale_range' minimum cannot be greater than maximum",
	"declare void @f() vscale_range(2, 6)\n":                                                "'vscale_range' maximum must be power-of-two value",
	"declare void @f() vscale_range(3, 0)\n":                                                "'vscale_range' minimum must be power-of-two value",
	"declare void @f() vscale_range(2, 0) allockind(\"alloc,aligned\")\n":                   "",
	"declare void @f() allockind(\"free,zeroed\")\n":                                        `'allockind("free")' doesn't allow uninitialized, zeroed, or aligned modifiers.`,
	"declare void @f() allockind(\"alloc,zeroed,uninitialized\")\n":                         "'allockind()' can't be both zeroed and uninitialized",
	"declare void @f() allockind(\"zeroed\")\n":                                             "'allockind()' requires exactly one of alloc, realloc, and free",
	"declare void @f(i32) allocsize(0, 5)\n":                                                "'allocsize' number of elements argument is out of bounds",
	"declare void @f(float) allocsize(0)\n":                                                 "'allocsize' element size argument must refer to an integer parameter",
	"declare void @f(i32, i64) allocsize(1, 0)\n":                                           "",
	"declare void @f() #0\nattributes #0 = { allocsize(2) }\n":                              "'allocsize' element size argument is out of bounds",
	"define void @g() {\n  call void @f() allocsize(0)\n  ret void\n}\ndeclare void @f()\n": "'allocsize' element size argument is out of bounds",
}

func TestFnAttrArgs(t *testing.T)          { verifyCases(t, fnAttrCases) }
func TestFnAttrArgsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, fnAttrCases) }

// verifyCases checks that VerifyRead refuses each source with its message
// (any problem must be that one) or takes it ("").
func verifyCases(t *testing.T, cases map[string]string) {
	for src, want := range cases {
		m, err := llread.Parse("k.ll", []byte(src))
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		err = irverify.VerifyRead(m)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
}

// verifyCasesLLVM checks the same cases against llvm-as-22's verifier.
func verifyCasesLLVM(t *testing.T, cases map[string]string) { verifyCasesWith(t, "llvm-as-22", cases) }

// verifyCasesWith checks cases against the verifier of llvm-as tool.
func verifyCasesWith(t *testing.T, tool string, cases map[string]string) {
	as := llvmtools.Tool(t, tool)
	path := filepath.Join(t.TempDir(), "k.ll")
	for src, want := range cases {
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(as, path, "-o", os.DevNull).CombinedOutput()
		if want == "" && err != nil || want != "" && !strings.Contains(string(out), want) {
			t.Errorf("%q: %s says %s, want %q", src, tool, out, want)
		}
	}
}
