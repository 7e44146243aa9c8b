package llwrite_test

import (
	"strings"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// TestEquivalentsReadBack prints modules, read from LLVM's bitcode (whose
// order is llvm-dis's: variables, aliases, ifuncs, then functions) or,
// where LLVM cannot read the text, by memspace in the text's order, in
// which a dso_local_equivalent names a function or alias LLVM's text
// reader must have seen first (another address space than the layout's
// globals, or typed pointers). LLVM must read every print; want lists
// lines in the order they must print.
func TestEquivalentsReadBack(t *testing.T) {
	tests := []struct {
		name, src, as string
		want          []string
	}{
		{"variable", "target datalayout = \"G1\"\n" +
			"declare void @e()\ndeclare void @f()\n@g = global ptr dso_local_equivalent @f\n@h = global i32 0\n",
			"llvm-as-22", []string{"declare void @e()", "declare void @f()", "@g = ", "@h = "}},
		{"body", "target datalayout = \"G1\"\n" +
			"define void @h() {\n  call void @use(ptr dso_local_equivalent @f)\n  ret void\n}\n" +
			"declare void @use(ptr)\ndeclare void @f()\n",
			"llvm-as-22", []string{"declare void @f()", "define void @h()"}},
		{"alias", "target datalayout = \"G1\"\n" +
			"define void @f() {\n  ret void\n}\n@a = alias void (), ptr @f\n@g = global ptr dso_local_equivalent @a\n",
			"llvm-as-22", []string{"@a = alias", "@g = "}},
		{"typed pointers", "declare void @use(void ()*)\ndeclare void @f()\ndeclare void @k()\n" +
			"@g = global void ()* dso_local_equivalent @f\n" +
			"define void @h() {\n  call void @use(void ()* dso_local_equivalent @k)\n  ret void\n}\n",
			"llvm-as-14", []string{"declare void @f()", "@g = ", "define void @h()"}},
		{"same space", "target datalayout = \"G1\"\n" +
			"declare void @f() addrspace(1)\n@g = addrspace(1) global ptr addrspace(1) dso_local_equivalent @f\n",
			"llvm-as-22", []string{"@g = ", "declare void @f()"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := read(t, tc.src, tc.as)
			out := llwrite.Bytes(m)
			if _, stderr, err := llvmtools.RunInput(t, out, tc.as, "-", "-o", "/dev/null"); err != nil {
				t.Errorf("%s refuses the print: %v\n%s\n%s", tc.as, err, stderr, out)
			}
			at := 0
			for _, w := range tc.want {
				i := strings.Index(string(out[at:]), w)
				if i < 0 {
					t.Fatalf("%q not found in order in\n%s", w, out)
				}
				at += i + len(w)
			}
		})
	}
}

// read reads src through as's bitcode or, if as refuses it (a body that
// names a function before it is declared), as memspace reads text.
func read(t *testing.T, src, as string) *ir.Module {
	t.Helper()
	bc, _, err := llvmtools.RunInput(t, []byte(src), as, "-", "-o", "-")
	var m *ir.Module
	if err == nil {
		m, err = bitcode.Read("in.bc", []byte(bc))
	} else {
		m, err = llread.Parse("in.ll", []byte(src))
	}
	if err != nil {
		t.Fatal(err)
	}
	return m
}
