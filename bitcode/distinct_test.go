package bitcode

import (
	"strings"
	"testing"

	"memspace/llwrite"
)

// TestDistinctFlagAsLLVMReadsIt: the first operand of a debug-info record
// says whether the node is distinct, in a way that differs by record:
// older records take any nonzero value, those that pack a version or
// flags beside it test the low bit, a compile unit is always distinct,
// and LLVM makes subranges and expressions uniqued whatever the flag (a
// flipped bit in a DIFile's flag, bitcode mutant 1289 of seed 371, was
// read as uniqued where LLVM reads it as distinct).
func TestDistinctFlagAsLLVMReadsIt(t *testing.T) {
	tests := []struct {
		name string
		code uint64
		ops  []uint64
		want string
	}{
		{"file, flag 2", mdFile, []uint64{2, 0, 0}, "!0 = distinct !DIFile("},
		{"file, flag 0", mdFile, []uint64{0, 0, 0}, "!0 = !DIFile("},
		{"lexical block, flag 4", mdLexicalBlock, []uint64{4, 1, 0, 1, 2}, "!0 = distinct !DILexicalBlock("}, // (its own scope)
		{"subroutine type, flag 2", mdSubroutine, []uint64{2, 0, 0}, "!0 = !DISubroutineType("},
		{"subroutine type, flag 3", mdSubroutine, []uint64{3, 0, 0}, "!0 = distinct !DISubroutineType("},
		{"subrange, flag 1", mdSubrange, []uint64{1, 5, 0}, "!0 = !DISubrange(count: 5, lowerBound: 0)"},
		{"expression, flag 1", mdExpression, []uint64{1 | 3<<1}, "!n = !{!DIExpression()}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Read("k.bc", namedNode(tc.code, tc.ops))
			if err != nil {
				t.Fatal(err)
			}
			if text := string(llwrite.Bytes(m)); !strings.Contains(text, tc.want) {
				t.Errorf("want %q in:\n%s", tc.want, text)
			}
		})
	}
}

// TestDistinctFlagErrors: LLVM refuses a DIAssignID that is not distinct
// and a DISubrange of a version it does not know; a compile unit whose
// flag says uniqued is read (as distinct), as LLVM reads it.
func TestDistinctFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		code uint64
		ops  []uint64
		want string
	}{
		{"assign id", mdAssignID, []uint64{0}, "must be distinct"},
		{"subrange version 3", mdSubrange, []uint64{6, 0, 0, 0, 0}, "invalid DISubrange record: version 3"},
	} {
		_, err := Read("k.bc", namedNode(tc.code, tc.ops))
		if err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	cu := []uint64{0, 0x1d, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0} // (its own file)
	m, err := Read("k.bc", namedNode(mdCompileUnit, cu))
	if err != nil {
		t.Fatal(err)
	}
	if text := string(llwrite.Bytes(m)); !strings.Contains(text, "!0 = distinct !DICompileUnit(") {
		t.Errorf("want a distinct compile unit in:\n%s", text)
	}
}

// namedNode is a minimal module whose named metadata !n holds the one
// node a record of code and ops makes.
func namedNode(code uint64, ops []uint64) []byte {
	return module(func(b *blockWriter) {
		b.enter(metadataBlock, 4)
		b.record(code, ops)
		b.record(mdName, strOps("n"))
		b.record(mdNamedNode, []uint64{0})
		b.exit()
	}, 1, ret)
}
