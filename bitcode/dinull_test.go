package bitcode

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/llwrite"
)

// A DILexicalBlock whose scope is null (record mutants 548 and 1401 of
// seed 8): LLVM's reader takes it and crashes; memspace printed
// "scope: null", which no text reader takes. It is refused.
func TestDINodeRequiredScope(t *testing.T) {
	src := `define void @f() !dbg !4 {
  ret void, !dbg !6
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = distinct !DILexicalBlock(scope: !4, file: !1, line: 2)
!6 = !DILocation(line: 2, scope: !5)
`
	const lexicalBlock = 22
	bc := editedBitcode(t, src, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != metadataBlock || code != lexicalBlock {
			return nil, false
		}
		ops[1] = 0 // the scope, 1-based: none
		return ops, true
	})
	if text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err == nil {
		if _, _, err := llvmtools.RunInput(t, []byte(text), "llvm-as-22", "-o", "/dev/null", "-"); err == nil {
			t.Errorf("LLVM reads and writes it back; memspace refuses it:\n%s", text)
		}
	}
	got, err := Read("k.bc", bc)
	switch {
	case err == nil:
		t.Errorf("Read takes it, and writes:\n%s", llwrite.Bytes(got))
	case !strings.Contains(err.Error(), "invalid DILexicalBlock record: 'scope' cannot be null"):
		t.Errorf("Read = %v, want the record refused", err)
	}
}

// A derived type's size that is a string (record mutant 2319 of seed 14):
// LLVM's verifier wants a constant, a variable or an expression there,
// and drops the module's debug info with a warning; memspace printed
// `size: !"k.c"`, which no text reader takes, and now refuses the file
// (it has no debug-info stripping).
func TestDITypeSizeKinds(t *testing.T) {
	src := `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug, retainedTypes: !2)
!1 = !DIFile(filename: "k.c", directory: "/")
!2 = !{!4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
`
	const derivedType, sizeAt = 17, 7
	bc := editedBitcode(t, src, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != metadataBlock || code != derivedType || ops[0]&2 == 0 {
			return nil, false
		}
		ops[sizeAt] = 1 // metadata 0, a string
		return ops, true
	})
	const msg = "SizeInBits must be a constant or DIVariable or DIExpression"
	if _, stderr, _ := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); !strings.Contains(stderr, msg) || !strings.Contains(stderr, "ignoring invalid debug info") {
		t.Errorf("opt-22 says %s, want %q and its debug info dropped", stderr, msg)
	}
	if _, err := Read("k.bc", bc); err == nil || !strings.Contains(err.Error(), "!DIDerivedType: "+msg) {
		t.Errorf("Read = %v, want %q", err, msg)
	}
}

// diModule is a module with a global's debug info and an enumeration of
// two enumerators, for record edits.
const diModule = `@g = global i32 0, !dbg !5
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug, enums: !2, globals: !4)
!1 = !DIFile(filename: "k.c", directory: "/")
!2 = !{!7}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !8, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "e", file: !1, line: 1, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !11}
!10 = !DIEnumerator(name: "a", value: -1)
!11 = !DIEnumerator(name: "b", value: 2)
`

// An enumerator of zero bits (record mutant 2380 of seed 16) is 0 to
// LLVM; memspace read it as one bit and printed -1.
func TestZeroWidthEnumerator(t *testing.T) {
	const enumerator = 14
	bc := editedBitcode(t, diModule, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != metadataBlock || code != enumerator || ops[0]&4 == 0 || len(ops) != 4 || ops[3] != 3 {
			return nil, false
		}
		ops[1] = 0 // the width of -1 (sign-rotated 3)
		return ops, true
	})
	file := filepath.Join(t.TempDir(), "k.bc")
	if err := os.WriteFile(file, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	want, got := disassembledBoth(t, file)
	if !strings.Contains(want, `!DIEnumerator(name: "a", value: 0)`) {
		t.Fatalf("llvm-dis-22 no longer reads the enumerator as 0:\n%s", want)
	}
	if want != got {
		t.Errorf("read differently:\n%s", textdiff.First(want, got))
	}
}

// A global variable expression whose var is its expression (record
// mutant 2237 of seed 16): LLVM's reader and its text reader crash on it.
func TestGlobalVarExprVar(t *testing.T) {
	const globalVarExpr = 37
	bc := editedBitcode(t, diModule, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != metadataBlock || code != globalVarExpr {
			return nil, false
		}
		ops[1] = ops[2]
		return ops, true
	})
	if _, err := Read("k.bc", bc); err == nil || !strings.Contains(err.Error(), "the var of a !DIGlobalVariableExpression is no DIGlobalVariable") {
		t.Errorf("Read = %v, want the record refused", err)
	}
}
