package bitcode

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/llread"
	"memspace/llwrite"
)

// TestDisassemblyMatchesLLVM: memspace's text of a module read from
// bitcode is llvm-dis's text, byte for byte (the "; ModuleID" line aside),
// for every corpus file assembled by llvm-as-22 (typed pointers: LLVM 14's
// tools). That takes LLVM's orders where bitcode leaves them open: named
// types as LLVM's TypeFinder meets them, metadata numbered as its slot
// tracker numbers it (a node's operands in LLVM's operand order, debug
// records before their instruction), equal locations made one node, and
// the fields llvm-dis prints or leaves out.
func TestDisassemblyMatchesLLVM(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			as, dis := toolsFor(path)
			bc, err := asOf(t, src, as)
			if err != nil {
				t.Fatal(err)
			}
			if d := disassemblyDiff(t, path, bc, dis, nil, nil); d != "" {
				t.Error(d)
			}
		})
	}
}

// TestOtherProducers reads bitcode that llvm-as did not write: rustc's
// (testdata/rustc), flang's (testdata/flang) and clang 22's own of host
// C++ (testdata/clang22), each made by its folder's make.sh (the tests
// need none of those compilers). It runs TestOtherClangBitcode's checks
// and compares our text with llvm-dis-22's as TestDisassemblyMatchesLLVM
// does, but for two things. LLVM's readers give intrinsic declarations
// the attributes of LLVM's own table (rustc, flang and clang add
// mustprogress), which memspace has not got, so attribute groups are left
// out of the comparison. And memspace prints the use-list orders of a
// function's values as directives (llvm-dis does with
// --preserve-ll-uselistorder), which are left out of ours.
func TestOtherProducers(t *testing.T) {
	var files []string
	for _, dir := range []string{"rustc", "flang", "clang22"} {
		m, _ := filepath.Glob(filepath.Join("testdata", dir, "*.bc"))
		files = append(files, m...)
	}
	if len(files) != 7 {
		t.Fatalf("found %d bitcode files in testdata/rustc, flang and clang22, want 7", len(files))
	}
	groups := regexp.MustCompile(`(?m)^(; Function Attrs: .*|attributes #\d+ = .*)\n|#\d+\b`)
	orders := regexp.MustCompile(`(?m)^\n; uselistorder directives\n(  uselistorder .*\n)+`)
	fixWant := func(text string) string { return groups.ReplaceAllString(text, "") }
	fixGot := func(text string) string { return fixWant(orders.ReplaceAllString(text, "")) }
	for _, path := range files {
		rel, _ := filepath.Rel("testdata", path)
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			checkOtherClang(t, path)
			bc, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if d := disassemblyDiff(t, path, bc, "llvm-dis-22", fixGot, fixWant); d != "" {
				t.Error(d)
			}
		})
	}
}

// disassemblyDiff returns the first difference between llvm-dis's text of
// bc and ours ("" if none), after ours goes through fixGot and llvm-dis's
// through fixWant, when not nil.
func disassemblyDiff(t *testing.T, path string, bc []byte, dis string, fixGot, fixWant func(string) string) string {
	want, err := disOf(t, bc, dis)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read(path, bc)
	if err != nil {
		t.Fatal(err)
	}
	got := string(llwrite.Bytes(m))
	want = dropModuleID(dropSummaries(want))
	got = dropModuleID(got)
	if fixGot != nil {
		got, want = fixGot(got), fixWant(want)
	}
	if d := textdiff.First(want, got); d != "" {
		return "llvm-dis's text != ours:\n" + d
	}
	return ""
}

// dropModuleID removes the "; ModuleID = ..." line, which names the input.
func dropModuleID(text string) string {
	if strings.HasPrefix(text, "; ModuleID") {
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			return text[i+1:]
		}
	}
	return text
}

// TestInlinedAtCycle: two locations inlined at each other (a crafted file;
// llvm-as-22 never returns on the text) are read back from our bitcode as
// they were, where making equal locations one node recursed without end.
func TestInlinedAtCycle(t *testing.T) {
	src := "define void @f() !dbg !5 {\n  ret void, !dbg !9\n}\n" +
		"!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n" +
		"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n" +
		"!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n" +
		"!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n" +
		"!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)\n" +
		"!6 = !DISubroutineType(types: !7)\n!7 = !{}\n" +
		"!9 = !DILocation(line: 1, scope: !5, inlinedAt: !10)\n" +
		"!10 = !DILocation(line: 2, scope: !5, inlinedAt: !9)\n"
	m, err := llread.Parse("cycle.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Read("cycle.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	got := string(llwrite.Bytes(back))
	for _, want := range []string{"!DILocation(line: 1, scope: !3, inlinedAt: !7)", "!DILocation(line: 2, scope: !3, inlinedAt: !6)"} {
		if !strings.Contains(got, want) {
			t.Errorf("read back without %q:\n%s", want, got)
		}
	}
}

// TestDebugInfoTestdataMatchesLLVM: the rare debug-info nodes of the
// package's own inputs, read from llvm-as-22's bitcode, print as llvm-dis
// prints them, field order included (a DIImportedEntity's name after its
// tag, a DIBasicType's dataSize before its encoding, a DICompositeType's
// extra inhabitants before its flags).
func TestDebugInfoTestdataMatchesLLVM(t *testing.T) {
	for _, name := range []string{"di-rare.ll", "di-forms.ll", "di-all-fields.ll"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("testdata", name)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			bc, err := asOf(t, src, "llvm-as-22")
			if err != nil {
				t.Fatal(err)
			}
			if d := disassemblyDiff(t, path, bc, "llvm-dis-22", nil, nil); d != "" {
				t.Error(d)
			}
		})
	}
}
