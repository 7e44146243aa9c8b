package bitcode

import (
	"bytes"
	"os"
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
	return withVSTOffset(t, src, func(v uint64) uint64 { return v - 1 })
}

// withVSTOffset returns llvm-as-22's bitcode of src with its
// MODULE_CODE_VSTOFFSET changed by change.
func withVSTOffset(t *testing.T, src string, change func(uint64) uint64) []byte {
	bc, _, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	off := dumpOps(t, []byte(bc), "VSTOFFSET")
	if len(off) != 1 {
		t.Fatalf("want one VSTOFFSET record, got %v", off)
	}
	all := bitsOf([]byte(bc))
	replaceOnce(t, all, fixedBits(off[0][0], 32), fixedBits(change(off[0][0]), 32))
	return packBits(all)
}

// LLVM's reader takes the offset less one: 0 sends it past the end of
// the file, and 1 is no offset, with which the symbol table's entries for
// function bodies make it fail ("Malformed block"). So does a module
// without the record whose table has such entries (bitcode mutant 2146
// of seed 501: a record's operand count changed, and it swallowed the
// VSTOFFSET record after it).
func TestSymbolTableOffsetMissing(t *testing.T) {
	mutant, err := os.ReadFile("testdata/fnentry-without-vstoffset.bc")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		bc   []byte
		want string
	}{
		{"offset 0", withVSTOffset(t, twoBodies, func(uint64) uint64 { return 0 }), "invalid symbol table offset 0"},
		{"offset 1", withVSTOffset(t, twoBodies, func(uint64) uint64 { return 1 }), "malformed block"},
		{"no offset", mutant, "malformed block"},
	} {
		if _, _, err := llvmtools.RunInput(t, c.bc, "llvm-dis-22", "-", "-o", "-"); err == nil {
			t.Errorf("%s: llvm-dis-22 took it", c.name)
		}
		_, err := Read("k.bc", c.bc)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Read = %v, want %q", c.name, err, c.want)
		}
	}
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

// vbrBits encodes v as the bitstream's VBR of the given chunk width.
func vbrBits(v uint64, width int) []byte {
	var out []byte
	for {
		chunk := v & (1<<(width-1) - 1)
		v >>= width - 1
		if v != 0 {
			chunk |= 1 << (width - 1)
		}
		out = append(out, fixedBits(chunk, width)...)
		if v == 0 {
			return out
		}
	}
}

// The symbol table's entries for functions (FNENTRY) say where their
// bodies are, and LLVM reads each body there but the first (read in
// place): with the two offsets swapped, llvm-dis-22 gives @g the body of
// @f. A reader in file order would read another module; memspace
// refuses it.
func TestFunctionEntriesMustAgree(t *testing.T) {
	bc, ents := twoBodyEntries(t)
	all := bitsOf(bc)
	f, g := ents[0], ents[1]
	if len(entry(f[0], f[1])) != len(entry(f[0], g[1])) {
		t.Fatalf("offsets %d and %d do not encode in as many bits", f[1], g[1])
	}
	replaceOnce(t, all, entry(f[0], f[1]), entry(f[0], g[1]))
	replaceOnce(t, all, entry(g[0], g[1]), entry(g[0], f[1]))
	bad := packBits(all)
	text, _, err := llvmtools.RunInput(t, bad, "llvm-dis-22", "-", "-o", "-")
	if err != nil || !strings.Contains(text, "define i32 @g() {\n  ret i32 1") {
		t.Fatalf("llvm-dis-22 does not swap the bodies (%v):\n%s", err, text)
	}
	_, err = Read("k.bc", bad)
	if err == nil || !strings.Contains(err.Error(), "as its symbol table entry (FNENTRY) says") {
		t.Fatalf("Read = %v, want the misplaced body refused", err)
	}
}

// LLVM reads the first body in place, whatever its entry says, but
// resumes reading the module after the body the last entry names: an
// entry of the first body past the end of the file is refused by
// llvm-dis-22 ("Unexpected end of file"), and so by memspace.
func TestFirstFunctionEntryMustNameABody(t *testing.T) {
	bc, ents := twoBodyEntries(t)
	first := ents[0]
	if ents[1][1] < first[1] {
		first = ents[1]
	}
	const far = 10000 // words; the file has a few hundred
	if len(entry(first[0], first[1])) != len(entry(first[0], far)) {
		t.Fatalf("offsets %d and %d do not encode in as many bits", first[1], far)
	}
	all := bitsOf(bc)
	replaceOnce(t, all, entry(first[0], first[1]), entry(first[0], far))
	bad := packBits(all)
	if _, _, err := llvmtools.RunInput(t, bad, "llvm-dis-22", "-", "-o", "-"); err == nil {
		t.Fatalf("llvm-dis-22 took an entry past the end of the file")
	}
	_, err := Read("k.bc", bad)
	if err == nil || !strings.Contains(err.Error(), "where no function body starts") {
		t.Fatalf("Read = %v, want the entry refused", err)
	}
}

// twoBodyEntries returns llvm-as-22's bitcode of twoBodies and the
// operands of its two FNENTRY records.
func twoBodyEntries(t *testing.T) ([]byte, [][]uint64) {
	t.Helper()
	bc, err := asOf(t, []byte(twoBodies), "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	ents := dumpOps(t, bc, "FNENTRY")
	if len(ents) != 2 {
		t.Fatalf("want two FNENTRY records, got %v", ents)
	}
	return bc, ents
}

// entry encodes an FNENTRY record with LLVM's abbreviation for it.
func entry(id, off uint64) []byte {
	return append(append(fixedBits(8, 4), vbrBits(id, 8)...), vbrBits(off, 8)...)
}
