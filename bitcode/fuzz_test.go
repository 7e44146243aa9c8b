package bitcode

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
)

// FuzzRead: no input may panic the reader, an error must have the shape
// FILE: error: bitcode: ... (bit offset N), and a module read that is
// valid IR must print as text the text reader accepts, and be written
// as bitcode that reads back into a module printing the same text. The seeds are the bitcode of the
// project's small .ll inputs (assembled with llvm-as-22), hand-made
// modules and what clang 15, 16, 19 and 22, rustc and flang wrote (testdata);
// `go test` runs them as a plain test.
func FuzzRead(f *testing.F) {
	f.Add(module(nil, 1, ret))
	f.Add(module(nil, 1, func(b *blockWriter) { b.record(11, []uint64{0, 0, 5}) }))
	var seeds []string
	for _, pat := range []string{"../llread/testdata/*.ll", "../roundtrip/testdata/*.ll", "../soundness/testdata/*.ll"} {
		m, _ := filepath.Glob(pat)
		seeds = append(seeds, m...)
	}
	for _, p := range seeds {
		src, err := os.ReadFile(p)
		if err != nil || len(src) > 64<<10 {
			continue
		}
		as := "llvm-as-22"
		if strings.HasSuffix(p, ".typed.ll") {
			as = "llvm-as-14"
		}
		bc, _, err := llvmtools.RunInput(f, src, as, "-", "-o", "-")
		if err != nil {
			continue
		}
		f.Add([]byte(bc))
	}
	// Bitcode of older clangs, rustc, flang and clang 22, as they wrote
	// it (versions_test.go, disasm_test.go).
	others, _ := filepath.Glob("testdata/clang-versions/*/*.bc")
	for _, dir := range []string{"rustc", "flang", "clang22"} {
		m, _ := filepath.Glob(filepath.Join("testdata", dir, "*.bc"))
		others = append(others, m...)
	}
	for _, p := range others {
		if bc, err := os.ReadFile(p); err == nil {
			f.Add(bc)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read("k.bc", data)
		if err != nil {
			if !errShape.MatchString(err.Error()) {
				t.Fatalf("error %q has the wrong shape", err)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatal(err)
			}
			return
		}
		if irverify.VerifyRead(m) != nil {
			return // not valid IR: memspace rejects it before printing
		}
		out := llwrite.Bytes(m)
		if _, err := llread.Parse("printed", bytes.Clone(out)); err != nil {
			t.Fatalf("the printed module does not read back: %v\n%s", err, out)
		}
		bc, err := Encode(m)
		if err != nil {
			t.Fatalf("the writer refuses a valid module: %v\n%s", err, out)
		}
		back, err := Read("k.bc", bc)
		if err != nil {
			t.Fatalf("the reader refuses what the writer wrote: %v\n%s", err, out)
		}
		if again := llwrite.Bytes(back); !sameButUnusedTypes(again, out) && !fixedPointOnly(again, out) {
			t.Fatalf("written and read back, the module prints differently:\n%s\nbefore:\n%s", again, out)
		}
	})
}

// fixedPointOnly reports whether the bitcode round trip changed only
// the numerator or denominator of signed !DIFixedPointType nodes, into
// what LLVM's text reader makes of them: it reads a literal in as many bits
// as it needs, so a positive one of a signed type comes back negative
// ("numerator: 3" reads as -1 in LLVM 22 too), and the writer encodes
// what LLVM's text reader reads. No text holds such a value.
func fixedPointOnly(after, before []byte) bool {
	a, b := bytes.Split(after, []byte("\n")), bytes.Split(before, []byte("\n"))
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) && !bytes.Equal(a[i], signedFixed(b[i])) {
			return false
		}
	}
	return true
}

var fixedField = regexp.MustCompile(`(numerator|denominator): ([0-9]+)`)

// signedFixed rewrites the positive numerator and denominator of a signed
// DIFixedPointType line as LLVM's text reader reads them.
func signedFixed(line []byte) []byte {
	if !bytes.Contains(line, []byte("!DIFixedPointType(")) || !bytes.Contains(line, []byte("DW_ATE_signed_fixed")) {
		return line
	}
	return fixedField.ReplaceAllFunc(line, func(m []byte) []byte {
		parts := fixedField.FindSubmatch(m)
		v, _ := new(big.Int).SetString(string(parts[2]), 10)
		if v.Sign() > 0 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(v.BitLen())))
		}
		return []byte(string(parts[1]) + ": " + v.String())
	})
}

// sameButUnusedTypes compares a module printed after a bitcode round trip
// with the module printed before it. The writer, as LLVM's, writes only
// the named struct types the module uses, and LLVM's writer leaves out no
// other: only a hand-made file has one the reader keeps and the writer
// drops. So the type definitions after must be among those before, and
// the rest must be equal, blank lines aside and attribute groups
// renumbered in the order the text first names them (the reader numbers
// them in the order of the file's attribute lists, the writer in the
// order of use; LLVM's writer writes the lists in the order of use).
func sameButUnusedTypes(after, before []byte) bool {
	split := func(b []byte) (types map[string]bool, rest []byte) {
		types = map[string]bool{}
		for _, line := range bytes.SplitAfter(renumberGroups(b), []byte("\n")) {
			if bytes.HasPrefix(line, []byte("%")) && bytes.Contains(line, []byte(" = type ")) {
				types[string(line)] = true
				continue
			}
			if len(bytes.TrimSpace(line)) == 0 {
				continue // the blank line after the types goes with them
			}
			rest = append(rest, line...)
		}
		return types, rest
	}
	ta, ra := split(after)
	tb, rb := split(before)
	for line := range ta {
		if !tb[line] {
			return false
		}
	}
	return bytes.Equal(ra, rb)
}

var groupRef = regexp.MustCompile(`#[0-9]+\b`)

// renumberGroups numbers the attribute groups of printed text in the
// order it first names them, and sorts their definitions.
func renumberGroups(text []byte) []byte {
	number := map[string]string{}
	out := groupRef.ReplaceAllFunc(text, func(ref []byte) []byte {
		n, ok := number[string(ref)]
		if !ok {
			n = "#" + strconv.Itoa(len(number))
			number[string(ref)] = n
		}
		return []byte(n)
	})
	lines := bytes.SplitAfter(out, []byte("\n"))
	var defs [][]byte
	kept := lines[:0]
	for _, l := range lines {
		if bytes.HasPrefix(l, []byte("attributes #")) {
			defs = append(defs, l)
		} else {
			kept = append(kept, l)
		}
	}
	slices.SortFunc(defs, bytes.Compare)
	return bytes.Join(append(kept, defs...), nil)
}
