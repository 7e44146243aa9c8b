package bitcode

import (
	"strings"
	"testing"
)

// TestVectorLengthIn32Bits: LLVM keeps a vector type's length in 32 bits
// and reads the low 32 of the record's operand, so a length of 2^32+2 is
// 2 (record mutant 977 of seed 21, checked with llvm-dis-22: memspace
// kept the 64-bit length); one whose low 32 bits are zero is refused, as
// the vector LLVM makes of it (<0 x i32>) is one its text refuses.
func TestVectorLengthIn32Bits(t *testing.T) {
	withLength := func(n uint64) []byte {
		return editedSource(t, "define <2 x i32> @f(<2 x i32> %x) {\n  ret <2 x i32> %x\n}\n",
			func(block, code uint64, ops []uint64) []uint64 {
				if block == typeBlock && code == typeVector {
					ops[0] = n
				}
				return ops
			})
	}
	got, err := Read("k.bc", withLength(1<<32+2))
	if err != nil {
		t.Fatal(err)
	}
	if ft := got.Function("f").Sig.String(); ft != "<2 x i32> (<2 x i32>)" {
		t.Errorf("2^32+2 elements: read as %s, want <2 x i32> (<2 x i32>)", ft)
	}
	if _, err := Read("k.bc", withLength(1<<32)); err == nil || !strings.Contains(err.Error(), "vector of zero elements") {
		t.Errorf("2^32 elements: %v, want vector of zero elements", err)
	}
}
