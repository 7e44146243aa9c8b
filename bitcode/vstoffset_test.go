package bitcode

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// LLVM's reader jumps to the symbol table at the first function body, to
// the offset the module gives, and fails when the table is not there; it
// reads the bodies themselves in order. The files are llvm-as-22's with
// an offset changed in place.

const twoBodies = `define i32 @f() {
  ret i32 1
}

define i32 @g() {
  ret i32 2
}
`

// bitsOf returns the bits of data, least significant first in each byte.
func bitsOf(data []byte) []byte {
	out := make([]byte, 0, len(data)*8)
	for _, c := range data {
		for i := 0; i < 8; i++ {
			out = append(out, c>>i&1)
		}
	}
	return out
}

// packBits is the inverse of bitsOf.
func packBits(b []byte) []byte {
	out := make([]byte, len(b)/8)
	for i, v := range b {
		out[i/8] |= v << (i % 8)
	}
	return out
}

// fixedBits encodes v in width bits as the bitstream does.
func fixedBits(v uint64, width int) []byte {
	out := make([]byte, width)
	for i := range out {
		out[i] = byte(v >> i & 1)
	}
	return out
}

// replaceOnce replaces the one occurrence of old in b by new (as long).
func replaceOnce(t *testing.T, b, old, new []byte) {
	t.Helper()
	if i := bytes.Index(b, old); i < 0 || bytes.Index(b[i+1:], old) >= 0 {
		t.Fatalf("the pattern is not in the file exactly once")
	} else {
		copy(b[i:], new)
	}
}

// dumpOps returns the operands of the records named code in
// llvm-bcanalyzer-22's dump of bc.
func dumpOps(t *testing.T, bc []byte, code string) [][]uint64 {
	t.Helper()
	out, _, err := llvmtools.RunInput(t, bc, "llvm-bcanalyzer-22", "-dump", "-")
	if err != nil {
		t.Fatal(err)
	}
	var recs [][]uint64
	for _, m := range regexp.MustCompile(`<`+code+` abbrevid=\d+((?: op\d+=\d+)+)`).FindAllStringSubmatch(out, -1) {
		var ops []uint64
		for _, f := range strings.Fields(m[1]) {
			v, _ := strconv.ParseUint(f[strings.Index(f, "=")+1:], 10, 64)
			ops = append(ops, v)
		}
		recs = append(recs, ops)
	}
	return recs
}

// wrongVSTOffset returns llvm-as-22's bitcode of src with its
// MODULE_CODE_VSTOFFSET one word short.
func wrongVSTOffset(t *testing.T, src string) []byte {
	bc, _, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	off := dumpOps(t, []byte(bc), "VSTOFFSET")
	if len(off) != 1 {
		t.Fatalf("want one VSTOFFSET record, got %v", off)
	}
	all := bitsOf([]byte(bc))
	replaceOnce(t, all, fixedBits(off[0][0], 32), fixedBits(off[0][0]-1, 32))
	return packBits(all)
}

func TestSymbolTableOffsetMustAgree(t *testing.T) {
	bad := wrongVSTOffset(t, twoBodies)
	if _, _, err := llvmtools.RunInput(t, bad, "llvm-dis-22", "-", "-o", "-"); err == nil {
		t.Fatalf("llvm-dis-22 took a symbol table offset that is wrong")
	}
	_, err := Read("k.bc", bad)
	if err == nil || !strings.Contains(err.Error(), "expected the value symbol table at word") {
		t.Fatalf("Read = %v, want the symbol table offset refused", err)
	}
}

// Without function bodies LLVM reads the symbol table where it is and
// ignores the offset; so must we.
func TestSymbolTableOffsetWithoutBodies(t *testing.T) {
	bad := wrongVSTOffset(t, "@g = global i32 1\ndeclare void @f()\n")
	if _, _, err := llvmtools.RunInput(t, bad, "llvm-dis-22", "-", "-o", "-"); err != nil {
		t.Fatalf("llvm-dis-22: %v", err)
	}
	if _, err := Read("k.bc", bad); err != nil {
		t.Fatalf("Read = %v, want the module read", err)
	}
}
