package llread

import (
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// headerBad are function headers and inline asm whose keywords repeat or
// come out of order, which LLVM refuses (it reads each at most once, in a
// fixed order), and dso_local dllimport symbols, with the start of its
// message.
var headerBad = []struct{ name, src, want string }{
	{"section_twice", "define void @f() section \"a\" section \"b\" {\n  ret void\n}\n", "1:30: error: expected '{' in function body"},
	{"comdat_twice", "$c = comdat any\ndefine void @f() comdat($c) comdat($c) {\n  ret void\n}\n", "2:29: error: expected '{' in function body"},
	{"gc_before_section", "define void @f() gc \"x\" section \"a\" {\n  ret void\n}\n", "1:25: error: expected '{' in function body"},
	{"declare_section_twice", "declare void @f() section \"a\" section \"b\"\n", "1:31: error: expected top-level entity"},
	{"asm_dialect_twice", "define void @f() {\n  call void asm inteldialect inteldialect \"nop\", \"\"()\n  ret void\n}\n", "2:30: error: expected "},
	{"dso_local_dllimport", "declare dso_local dllimport void @f()\n", "1:29: error: dso_location and DLL-StorageClass mismatch"},
	{"dso_local_dllimport_global", "@g = external dso_local dllimport global i32\n", "1:35: error: dso_location and DLL-StorageClass mismatch"},
	{"asm_out_of_order", "define void @f() {\n  call void asm inteldialect sideeffect \"nop\", \"\"()\n  ret void\n}\n", "2:30: error: expected "},
}

// headerGood are headers in LLVM's order.
var headerGood = []string{
	"$c = comdat any\ndefine void @f() section \"a\" partition \"p\" comdat($c) align 4 gc \"x\" {\n  ret void\n}\n",
	"define void @f() align 4 section \"a\" {\n  ret void\n}\n",
	"define void @f() {\n  call void asm sideeffect alignstack inteldialect unwind \"nop\", \"\"()\n  ret void\n}\n",
}

func TestHeaderOrder(t *testing.T)          { parsePrefixes(t, headerBad, headerGood) }
func TestHeaderOrderMatchLLVM(t *testing.T) { matchLLVMPrefixes(t, headerBad, headerGood) }

// parsePrefixes checks that Parse refuses each bad case with a message
// starting with its want, and takes every good one.
func parsePrefixes(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	for _, c := range bad {
		if _, err := Parse("k.ll", []byte(c.src)); err == nil || !strings.HasPrefix(err.Error(), "k.ll:"+c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	for i, src := range good {
		if _, err := Parse("k.ll", []byte(src)); err != nil {
			t.Errorf("good case %d: %v", i, err)
		}
	}
}

// matchLLVMPrefixes checks the same cases against llvm-as-22.
func matchLLVMPrefixes(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	as := llvmtools.Tool(t, as22)
	dir := t.TempDir()
	for _, c := range bad {
		if got, err := asMessage(t, as, dir, c.name, c.src); err == nil || !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: llvm-as-22 says %q, the case %q", c.name, got, c.want)
		}
	}
	for i, src := range good {
		if got, err := asMessage(t, as, dir, "good", src); err != nil {
			t.Errorf("good case %d: llvm-as-22 refuses it: %s", i, got)
		}
	}
}
