package bitcode

import (
	"strings"
	"testing"

	"memspace/internal/llvmtools"
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
