package bitcode

import (
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
)

// TestTypedBitcodeForLLVM14 writes every typed-pointer module of the
// corpus, and clang 14's -g output of four corpus sources
// (testdata/llvm14, made with clang-14 -O1 -g as the corpus's build.sh
// makes its files) and of host_dispatch.c (x86-64 host code as
// PostgreSQL's JIT bitcode has it: uwtable, blockaddress in a global, a
// phi with repeated constant expressions), and checks that LLVM 14 reads
// our bitcode as the module its own llvm-as makes of the text:
// llvm-dis-14 prints both alike. LLVM 22 is not enough to check it: LLVM
// 14 reads a constant record of a code it does not know as undef, and
// refuses debug-info records of LLVM 22's lengths (see wllvm14.go).
func TestTypedBitcodeForLLVM14(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.typed.ll"))
	local, _ := filepath.Glob("testdata/llvm14/*.ll")
	files = append(files, local...)
	if len(local) < 4 || len(files) < 20 {
		t.Fatalf("%d files, %d of them clang 14's", len(files), len(local))
	}
	for _, path := range files {
		src, _, ours := encodeFile(t, path)
		got, err := disOf(t, ours, "llvm-dis-14")
		if err != nil {
			t.Errorf("%s: LLVM 14 refuses our bitcode: %v", path, err)
			continue
		}
		bc, err := asOf(t, src, "llvm-as-14")
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want, err := disOf(t, bc, "llvm-dis-14")
		if err != nil {
			t.Fatal(err)
		}
		// LLVM's text reader drops the fast-math flags of phis with a
		// debug location.
		if d := textdiff.First(phiFlagsOff(want), phiFlagsOff(got)); d != "" {
			t.Errorf("%s: llvm-dis-14 reads our bitcode otherwise than llvm-as-14's:\n%s", path, d)
		}
	}
}

// TestPointerlessLLVM14Module: bitcode of LLVM 14 with no pointer type at
// all (no global, no function: a C file whose code the preprocessor left
// out, compiled with -g) gives no sign of typed pointers, yet it goes back
// to LLVM 14, which refuses LLVM 22's longer debug-info records. The
// producer tells: such a module is written in LLVM 14's layouts.
func TestPointerlessLLVM14Module(t *testing.T) {
	src := []byte(`source_filename = "empty.c"
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "empty.c", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
`)
	bc, err := asOf(t, src, "llvm-as-14")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read("empty.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := disOf(t, ours, "llvm-dis-14")
	if err != nil {
		t.Fatalf("LLVM 14 refuses our bitcode: %v", err)
	}
	want, err := disOf(t, bc, "llvm-dis-14")
	if err != nil {
		t.Fatal(err)
	}
	if d := textdiff.First(want, got); d != "" {
		t.Errorf("llvm-dis-14 reads our bitcode otherwise:\n%s", d)
	}
}
