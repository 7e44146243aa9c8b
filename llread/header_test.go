package llread

import (
	"strings"
	"testing"
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

// parsePrefixes is parseBad for cases that give the start of the message
// (memspace's adds what it found).
func parsePrefixes(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	parseBadWith(t, bad, good, strings.HasPrefix)
}

// matchLLVMPrefixes is matchLLVM for the same cases.
func matchLLVMPrefixes(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	matchLLVMWith(t, bad, good, strings.HasPrefix)
}
