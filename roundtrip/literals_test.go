package roundtrip

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
	"memspace/llread"
	"memspace/llwrite"
)

// TestLiteralsMatchLLVM writes random integer and floating-point literals
// in every form the text takes (decimal of any size and sign, u0x and s0x
// hex, the 0x forms of each float type, decimal floats) as globals of
// random types, and requires the values memspace prints to be the ones
// llvm-dis-22 prints after llvm-as-22. A literal read wrongly is a silent
// miscompile: i64 9223372036854775808 once read as 128.
func TestLiteralsMatchLLVM(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(envInt("MEMSPACE_LITERAL_SEED", 1)), 3))
	var src strings.Builder
	for i := 0; i < envInt("MEMSPACE_LITERALS", 600); i++ {
		ty, lit := randomLiteral(rng)
		fmt.Fprintf(&src, "@g%d = global %s %s\n", i, ty, lit)
	}
	want := globalLines(t, llvmCanonical(t, src.String()))
	m, err := llread.Parse("lits.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	compare := func(how string, text string) {
		got := globalLines(t, text)
		for name, w := range want {
			if got[name] != w {
				t.Errorf("@%s: %s gives %q, LLVM %q", name, how, got[name], w)
			}
		}
	}
	compare("memspace's text", string(llwrite.Bytes(m)))
	// The same values through the bitcode writer (read by llvm-dis-22)
	// and the bitcode reader (of llvm-as-22's bitcode).
	bc, err := bitcode.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	text, stderr, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22 of memspace's bitcode: %v\n%s", err, stderr)
	}
	compare("memspace's bitcode", text)
	theirs, _, err := llvmtools.RunInput(t, []byte(src.String()), "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	m2, err := bitcode.Read("lits.bc", []byte(theirs))
	if err != nil {
		t.Fatal(err)
	}
	compare("memspace reading llvm-as-22's bitcode", string(llwrite.Bytes(m2)))
}

// randomLiteral returns a type and a literal of it.
func randomLiteral(rng *rand.Rand) (string, string) {
	if rng.IntN(3) == 0 {
		return randomFloat(rng)
	}
	widths := []int{1, 7, 8, 16, 31, 32, 33, 63, 64, 65, 100, 128, 129}
	w := widths[rng.IntN(len(widths))]
	digits := 1 + rng.IntN(45)
	var b strings.Builder
	switch rng.IntN(4) {
	case 0:
		b.WriteString("u0x")
		for i := 0; i < 1+digits/2; i++ {
			b.WriteByte("0123456789abcdefABCDEF"[rng.IntN(22)])
		}
	case 1:
		b.WriteString("s0x")
		for i := 0; i < 1+digits/2; i++ {
			b.WriteByte("0123456789ABCDEF"[rng.IntN(16)])
		}
	default:
		if rng.IntN(2) == 0 {
			b.WriteByte('-')
		}
		b.WriteByte("123456789"[rng.IntN(9)])
		for i := 1; i < digits; i++ {
			b.WriteByte("0123456789"[rng.IntN(10)])
		}
	}
	return fmt.Sprintf("i%d", w), b.String()
}

// randomFloat returns a floating-point type and a literal of it.
func randomFloat(rng *rand.Rand) (string, string) {
	hex := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteByte("0123456789ABCDEF"[rng.IntN(16)])
		}
		return b.String()
	}
	switch rng.IntN(8) {
	case 0:
		return "half", "0xH" + hex(1+rng.IntN(4))
	case 1:
		return "bfloat", "0xR" + hex(1+rng.IntN(4))
	case 2:
		return "double", "0x" + hex(16)
	case 3:
		return "fp128", "0xL" + hex(1+rng.IntN(34))
	case 4:
		return "x86_fp80", "0xK" + hex(1+rng.IntN(22))
	case 6:
		return "ppc_fp128", "0xM" + hex(1+rng.IntN(34))
	case 5:
		// A decimal float literal must be exact in float.
		f := float32((rng.Float64() - 0.5) * float64(int64(1)<<rng.IntN(60)))
		return "float", withPoint(strconv.FormatFloat(float64(f), 'e', -1, 64))
	}
	return "double", fmt.Sprintf("%.*e", 1+rng.IntN(18), (rng.Float64()-0.5)*float64(int64(1)<<rng.IntN(60)))
}

// withPoint gives a decimal float the point the text's lexer needs.
func withPoint(s string) string {
	if strings.Contains(s, ".") {
		return s
	}
	i := strings.IndexByte(s, 'e')
	return s[:i] + ".0" + s[i:]
}

// llvmCanonical returns llvm-dis-22 of llvm-as-22 of src.
func llvmCanonical(t *testing.T, src string) string {
	return llvmtools.Canonical(t, []byte(src))
}

var globalLine = regexp.MustCompile(`(?m)^@(g\d+) = global (.*)$`)

// globalLines maps each @gN of text to what follows "global".
func globalLines(t *testing.T, text string) map[string]string {
	out := map[string]string{}
	for _, m := range globalLine.FindAllStringSubmatch(text, -1) {
		out[m[1]] = m[2]
	}
	if len(out) == 0 {
		t.Fatalf("no globals in:\n%s", text)
	}
	return out
}
