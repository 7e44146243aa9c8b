package bitcode

import (
	"bytes"
	"fmt"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/llwrite"
)

// writeRoundTrip reads LLVM's bitcode of path, writes it with Encode and
// checks: llvm-bcanalyzer-22 reads our bytes, and llvm-dis-22 of them is
// llvm-dis-22 of llvm-as of our text; encoding twice gives the same bytes.
func writeRoundTrip(t *testing.T, path string) (skip bool, problems []string) {
	src, err := readFile(path)
	if err != nil {
		return false, []string{err.Error()}
	}
	as, _ := toolsFor(path)
	bc, err := asOf(t, src, as)
	if err != nil {
		return true, nil
	}
	m, err := Read(path, bc)
	if err != nil {
		return false, []string{"Read: " + err.Error()}
	}
	ours, err := Encode(m)
	if err != nil {
		return false, []string{"Encode: " + err.Error()}
	}
	again, _ := Encode(m)
	if !bytes.Equal(ours, again) {
		problems = append(problems, "Encode is not deterministic")
	}
	if _, stderr, err := llvmtools.RunInput(t, ours, "llvm-bcanalyzer-22", "-"); err != nil {
		return false, append(problems, fmt.Sprintf("llvm-bcanalyzer-22 rejects our bitcode: %v\n%s", err, stderr))
	}
	text := llwrite.Bytes(m)
	bc2, err := asOf(t, text, as)
	if err != nil {
		return true, nil // LLVM cannot read the text back (see bcRoundTrip)
	}
	want, err := disOf(t, bc2, "llvm-dis-22")
	if err != nil {
		// LLVM 22 cannot read LLVM 14's own bitcode of this module (an
		// icmp constant expression in an initializer): nothing to compare.
		return true, nil
	}
	got, err := disOf(t, ours, "llvm-dis-22")
	if err != nil {
		return false, append(problems, "llvm-dis-22 rejects our bitcode: "+err.Error())
	}
	if d := firstDiff(want, got); d != "" {
		problems = append(problems, "llvm-dis-22(Encode) != llvm-dis-22(llvm-as(text)):\n"+d)
	}
	return false, problems
}

func TestBitcodeWriteRoundTrip(t *testing.T) {
	eachInput(t, "bitcode writer round trip", writeRoundTrip)
}
