package bitcode

import (
	"strings"
	"testing"

	"memspace/llwrite"
)

// TestOldSubrangeKeepsLowerBound: a DISubrange record of version 0 (LLVM
// 10 and older: the count and the lower bound as numbers) gets a lower
// bound even when it is 0, as LLVM makes one of the number and prints it
// (record mutant 2533 of seed 30 made a record of version 2 one of
// version 0, which memspace read without its lowerBound: 0); the bound's
// sign is encoded as LLVM's debug-info records encode it, not as its
// constants (7 is -4, not -3).
func TestOldSubrangeKeepsLowerBound(t *testing.T) {
	src := "!n = !{!0}\n!0 = !DISubrange(count: 5)\n"
	for _, tc := range []struct {
		ops  []uint64
		want string
	}{
		{[]uint64{0, 228, 0}, "!DISubrange(count: 228, lowerBound: 0)"},
		{[]uint64{0, 228, 7}, "!DISubrange(count: 228, lowerBound: -4)"}, // ~(7 >> 1)
		{[]uint64{0, 228, 0, 0, 4}, "!DISubrange(count: 228, lowerBound: 0)"},
	} {
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block == metadataBlock && code == mdSubrange {
				return tc.ops
			}
			return ops
		})
		m, err := Read("k.bc", bc)
		if err != nil {
			t.Fatal(err)
		}
		if text := string(llwrite.Bytes(m)); !strings.Contains(text, tc.want) {
			t.Errorf("%v: want %q in:\n%s", tc.ops, tc.want, text)
		}
		llvmDisShows(t, bc, tc.want)
	}
}

// TestOldEnumeratorSign: a DIEnumerator of 64 bits (LLVM 11 and older)
// encodes its value's sign as the subrange's bound does: 1 is -1 (it was
// read as the smallest int64).
func TestOldEnumeratorSign(t *testing.T) {
	src := "!n = !{!0}\n!0 = !DIEnumerator(name: \"a\", value: 5)\n"
	for v, want := range map[uint64]string{1: "value: -1)", 6: "value: 3)", 5: "value: -3)"} {
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block == metadataBlock && code == mdEnumerator {
				return []uint64{0, v, ops[2]}
			}
			return ops
		})
		m, err := Read("k.bc", bc)
		if err != nil {
			t.Fatal(err)
		}
		if text := string(llwrite.Bytes(m)); !strings.Contains(text, want) {
			t.Errorf("%d: want %q in:\n%s", v, want, text)
		}
		llvmDisShows(t, bc, want)
	}
}
