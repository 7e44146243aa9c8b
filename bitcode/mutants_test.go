package bitcode

import (
	"os"
	"slices"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/llwrite"
)

// Bitcode LLVM's writer cannot have written, found by the bitcode
// mutants (roundtrip.TestBitcodeMutantsAgreeWithLLVM), that LLVM reads
// as another module than memspace did.

// LLVM's writer names each global value once. Given two functions of one
// intrinsic's name, LLVM's reader renames the second but keeps it that
// intrinsic and merges the two; text of the new name would call an
// unknown function. memspace refuses such a file (bitcode mutant 1036 of
// seed 551 renamed one intrinsic declaration to another's name).
func TestIntrinsicNamedTwice(t *testing.T) {
	src := `target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
define i32 @f() {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %s = add i32 %x, %y
  ret i32 %s
}
`
	bc, err := asOf(t, []byte(src), "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	replaceOnce(t, bc, []byte("sreg.ntid.y"), []byte("sreg.ntid.x"))
	text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil || strings.Count(text, "declare") != 1 || strings.Count(text, "call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()") != 2 {
		t.Fatalf("llvm-dis-22 does not merge the two (%v):\n%s", err, text)
	}
	_, err = Read("k.bc", bc)
	if err == nil || !strings.Contains(err.Error(), "two global values are named @llvm.nvvm.read.ptx.sreg.ntid.x") {
		t.Fatalf("Read = %v, want the second name refused", err)
	}
}

// LLVM reads a DICompositeType's enumKind as none only when the operand
// is exactly 0xFFFFFFFF; 0x2FFFFFFFF (bitcode mutant 898 of seed 551) is
// kind 0xFFFFFFFF to it, which its text printer writes and no text
// reader takes back. memspace refuses it, as it refuses other kinds past
// the last one LLVM knows; it used to read it as none.
func TestEnumKindWholeOperand(t *testing.T) {
	bc, err := os.ReadFile("testdata/enumkind-wide.bc")
	if err != nil {
		t.Fatal(err)
	}
	text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil || !strings.Contains(text, "enumKind: 4294967295") {
		t.Fatalf("llvm-dis-22 does not print the kind (%v)", err)
	}
	_, err = Read("k.bc", bc)
	if err == nil || !strings.Contains(err.Error(), "enumKind 12884901887 of !DICompositeType is past the last one LLVM knows") {
		t.Fatalf("Read = %v, want the kind refused", err)
	}
}

// A use-list record that is no permutation still orders the uses to
// LLVM: it sorts them by their numbers, stably (bitcode mutant 1480 of
// seed 551 gave two uses of a block place 0), each number kept in 32 bits
// (record mutant 1146 of seed 9 gave one 2^32). memspace dropped such
// records, and wrote the blocks' predecessors in another order.
func TestUseListTies(t *testing.T) {
	if got, want := sortRanks([]uint64{0, 3, 2, 1, 0, 5}), []int{0, 4, 3, 2, 1, 5}; !slices.Equal(got, want) {
		t.Errorf("sortRanks = %v, want %v", got, want)
	}
	if got, want := sortRanks([]uint64{1, 1 << 32}), []int{1, 0}; !slices.Equal(got, want) {
		t.Errorf("sortRanks = %v, want %v", got, want)
	}
	for file, preds := range map[string]string{
		"testdata/uselist-ties.bc": "37:                                               ; preds = %34, %16, %18, %23, %26, %2\n",
		"testdata/uselist-wide.bc": "9:                                                ; preds = %4, %23\n",
	} {
		want, got := disassembledBoth(t, file)
		if !strings.Contains(want, preds) || !strings.Contains(got, preds) {
			t.Errorf("%s: want %q in both texts", file, preds)
		}
	}
}

// A function's metadata that wraps a value the body never defines, in a
// record no instruction refers to (bitcode mutant 1672 of seed 551): LLVM
// says "Never resolved value found in function"; memspace built such
// metadata after resolving the body's forward references, and read it.
func TestNeverResolvedMetadataValue(t *testing.T) {
	bc, err := os.ReadFile("testdata/never-resolved-md-value.bc")
	if err != nil {
		t.Fatal(err)
	}
	if _, stderr, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err == nil || !strings.Contains(stderr, "Never resolved value") {
		t.Fatalf("llvm-dis-22 takes it (%v): %s", err, stderr)
	}
	_, err = Read("k.bc", bc)
	if err == nil || !strings.Contains(err.Error(), "value 5415 is used but never defined") {
		t.Fatalf("Read = %v, want the value refused", err)
	}
}

// LLVM reads the record after a METADATA_NAME as the named list; bit-flip
// mutant 895 of seed 891 made it another record, which memspace skipped.
func TestNameFollowedByList(t *testing.T) {
	bc, err := os.ReadFile("testdata/name-without-list.bc")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err == nil {
		t.Error("llvm-dis-22 takes it")
	}
	want := "METADATA_NAME not followed by METADATA_NAMED_NODE"
	if _, err := Read("k.bc", bc); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Read = %v, want %q", err, want)
	}
}

// A DILocation whose inlinedAt is a string, or a compile unit whose
// imports are one, makes LLVM's reader crash (bitcode mutants 299 of seed
// 551 and 1483 of seed 561); memspace refuses them.
func TestNodeFieldsNotStrings(t *testing.T) {
	for file, want := range map[string]string{
		"testdata/inlinedat-string.bc":  "the inlinedAt of a !DILocation is no node",
		"testdata/cu-imports-string.bc": "the imports of a !DICompileUnit is no node",
	} {
		bc, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err == nil {
			t.Errorf("%s: llvm-dis-22 takes it", file)
		}
		_, err = Read("k.bc", bc)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Read = %v, want %q", file, err, want)
		}
	}
}

// LLVM 22 reads each kind of debug-info record at a few operand counts
// only (bitcode mutants 1185 and 362 of seed 561 changed a record's code:
// a DINamespace of 10 operands, a DISubroutineType of 22).
func TestDebugInfoRecordSizes(t *testing.T) {
	for _, c := range []struct {
		code uint64
		n    int
		ok   bool
	}{
		{mdNamespace, 3, true}, {mdNamespace, 5, true}, {mdNamespace, 4, false}, {mdNamespace, 10, false},
		{mdSubroutine, 4, true}, {mdSubroutine, 22, false}, {mdLocation, 8, true}, {mdLocation, 7, false},
		{mdCompositeType, 26, true}, {mdCompositeType, 27, false}, {mdExpression, 1, true},
		// (record mutants 1882 and 1933 of seed 3)
		{mdBasicType, 9, true}, {mdBasicType, 10, false}, {mdCompileUnit, 23, true}, {mdCompileUnit, 24, false},
		{mdNode, 100, true}, // not a debug-info record
	} {
		if got := diSizeOK(c.code, c.n); got != c.ok {
			t.Errorf("diSizeOK(%d, %d) = %v, want %v", c.code, c.n, got, c.ok)
		}
	}
}

// Records LLVM's reader refuses or crashes on, which memspace read
// (bitcode mutants of seed 581): use-list orders of a block or value the
// function has not got (1299, 2860), and a DIArgList of something other
// than values (2281). LLVM reads past its arrays on the use-list orders
// and the expression (2020): it crashes most runs, but not every one (1
// run in 30 took uselist-block-past.bc), so only its refusals are checked.
func TestRecordsLLVMCannotRead(t *testing.T) {
	for _, c := range []struct {
		file, want string
		refused    bool // LLVM refuses it every time, not crashes
	}{
		{"testdata/uselist-block-past.bc", "use-list order of block 20, past the function's last", false},
		{"testdata/uselist-value-past.bc", "use-list order of value 177, past the function's last", false},
		{"testdata/arglist-not-value.bc", "invalid DIArgList record: metadata 1 is no value", true},
		{"testdata/gve-expr-not-expression.bc", "the expr of a !DIGlobalVariableExpression is no DIExpression", false},
	} {
		bc, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if c.refused {
			if _, _, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err == nil {
				t.Errorf("%s: opt-22 takes it", c.file)
			}
		}
		_, err = Read("k.bc", bc)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Read = %v, want %q", c.file, err, c.want)
		}
	}
}

// A DIGlobalVariableExpression without an expression is one with the
// empty expression to LLVM's bitcode reader, as llvm-dis-22 prints it.
func TestGlobalVariableExpressionWithoutExpression(t *testing.T) {
	src := `@g = global i32 0, !dbg !0
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6}
!0 = !DIGlobalVariableExpression(var: !1, expr: null)
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "a.c", directory: "/")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
`
	bc, err := asOf(t, []byte(src), "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	const want = "!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())"
	if text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err != nil || !strings.Contains(text, want) {
		t.Fatalf("llvm-dis-22 (%v) does not print %q", err, want)
	}
	m, err := Read("k.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	if text := string(llwrite.Bytes(m)); !strings.Contains(text, want) {
		t.Errorf("our text lacks %q:\n%s", want, text)
	}
}

// Mutants LLVM reads as memspace did not: a DICompositeType's offset
// given as an i1 true (LLVM prints it zero-extended, 1; mutant 13 of seed
// 591), a DIFile with a checksum kind but no checksum (LLVM drops the
// kind; 1313 of 591), and a DIDerivedType record of 14 operands whose
// last is an annotations list (LLVM reads it only from records of 15,
// which have room for the pointer authentication too; 2761 of 631).
// llvm-dis-22 must print the file and memspace's bitcode of it alike,
// module summaries aside.
func TestReadAsLLVMReads(t *testing.T) {
	for _, file := range []string{"testdata/offset-i1.bc", "testdata/checksum-kind-alone.bc", "testdata/derived-annotations-short.bc"} {
		want, got := disassembledBoth(t, file)
		if d := textdiff.First(dropModuleID(dropSummaries(want)), dropModuleID(got)); d != "" {
			t.Errorf("%s:\n%s", file, d)
		}
	}
}

// disassembledBoth returns llvm-dis-22's text of bitcode file, and of
// memspace's bitcode of the module memspace reads from it.
func disassembledBoth(t *testing.T, file string) (want, got string) {
	t.Helper()
	bc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want, _, err = llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read(file, bc)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err = llvmtools.RunInput(t, ours, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	return want, got
}
