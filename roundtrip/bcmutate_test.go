package roundtrip

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llwrite"
)

// TestBitcodeMutantsAgreeWithLLVM does for the bitcode reader what
// TestMutantsAgreeWithLLVM does for the text reader: llvm-as-22's bitcode
// of the small inputs has one to three bits flipped or a byte replaced,
// and memspace must read the mutants LLVM reads (opt-22, which verifies
// them) as modules that mean the same (LLVM 22 reading memspace's text
// gives what llvm-dis-22 gives of the mutant): one read differently is a
// misreading. Mutants memspace reads and LLVM refuses are counted (an
// error under MEMSPACE_BC_STRICT=1); mutants LLVM reads and memspace
// refuses are not errors: LLVM skips records it does not know and takes
// characters past 255 in strings, where memspace refuses bitcode LLVM's
// writer cannot have written, as the issue asks.
// MEMSPACE_BC_MUTANTS=N asks for N mutants (default 200),
// MEMSPACE_MUTANT_SEED for another seed, MEMSPACE_BC_MUTANT_INPUTS=DIR
// adds DIR's bitcode files (see otherBitcode).
func TestBitcodeMutantsAgreeWithLLVM(t *testing.T) {
	n := envInt("MEMSPACE_BC_MUTANTS", 200)
	rng := rand.New(rand.NewPCG(uint64(envInt("MEMSPACE_MUTANT_SEED", 1)), 4))
	inputs, own := bitcodeMutationInputs(t)
	gaps := 0
	defer func() { t.Logf("%d of %d mutants read by memspace and refused by LLVM", gaps, n) }()
	for i := 0; i < n; i++ {
		k := rng.IntN(len(inputs))
		bc := bytes.Clone(inputs[k])
		flipBits(rng, bc)
		if judgeBitcodeMutant(t, i, bc, k >= own) == mutantGap {
			gaps++
		}
	}
}

// bitcodeMutationInputs returns llvm-as-22's bitcode of the small inputs
// and, past the first own, MEMSPACE_BC_MUTANT_INPUTS's (otherBitcode).
func bitcodeMutationInputs(t *testing.T) (inputs [][]byte, own int) {
	for _, src := range mutationInputs(t) {
		if src.as != "llvm-as-22" {
			continue
		}
		bc, _, err := llvmtools.RunInput(t, []byte(src.text), "llvm-as-22", "-", "-o", "-")
		if err == nil {
			inputs = append(inputs, []byte(bc))
		}
	}
	own = len(inputs)
	if dir := os.Getenv("MEMSPACE_BC_MUTANT_INPUTS"); dir != "" {
		inputs = append(inputs, otherBitcode(t, dir)...)
	}
	return inputs, own
}

// mutantOutcome is what LLVM and memspace make of a mutant.
type mutantOutcome int

const (
	mutantAgree      mutantOutcome = iota // both refuse it, or both read it alike
	mutantGap                             // memspace reads it, LLVM refuses it
	mutantOursRefuse                      // LLVM reads it, memspace refuses it
	mutantDiffers                         // both read it, as different modules (an error)
)

var outcomeNames = [...]string{"agree", "LLVM refuses it", "memspace refuses it", "read differently"}

// judgeBitcodeMutant reads bc with LLVM and memspace and fails t if both
// read it and memspace reads it as another module: compared through our
// bitcode of it (bitcodeDiff) if viaBitcode, else through our text.
func judgeBitcodeMutant(t *testing.T, i int, bc []byte, viaBitcode bool) mutantOutcome {
	// opt verifies what it reads; llvm-dis does not.
	_, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-")
	llvmOK := err == nil && !strings.Contains(stderr, "invalid debug info")
	m, ours := bitcode.Read("k.bc", bc)
	if ours == nil {
		ours = irverify.VerifyRead(m)
	}
	if strings.Contains(stderr, "unrecognized architecture") {
		return mutantAgree // opt needs a target it knows; llvm-as does not
	}
	switch {
	case !llvmOK && ours == nil && err != nil && !knownGap(stderr):
		// Corrupt bitcode LLVM refuses and memspace reads: counted,
		// and an error only when MEMSPACE_BC_STRICT is set, as some
		// kinds remain (see the README).
		if os.Getenv("MEMSPACE_BC_STRICT") != "" {
			t.Errorf("mutant %d: memspace reads it, opt-22 says %s", i, stderr)
		}
		saveMutant(t, "bc-mutant-", i, bc)
		return mutantGap
	case llvmOK && ours != nil:
		return mutantOursRefuse
	case llvmOK && viaBitcode:
		if d := bitcodeDiff(t, bc, m); d != "" {
			t.Errorf("mutant %d: memspace reads it as something else:\n%s", i, d)
			saveMutant(t, "bc-mutant-", i, bc)
			return mutantDiffers
		}
	case llvmOK:
		if d := textDiffOfMutant(t, bc, m); d != "" {
			t.Errorf("mutant %d: %s", i, d)
			saveMutant(t, "bc-mutant-", i, bc)
			return mutantDiffers
		}
	}
	return mutantAgree
}

// textDiffOfMutant compares llvm-dis-22's text of bc with LLVM's reading
// of memspace's text of m, and returns what differs, or "".
// (Use-list orders are compared where llvm-dis shows them, in the
// "; preds =" comments: memspace keeps those of a function's own values
// and prints them as uselistorder directives.)
func textDiffOfMutant(t *testing.T, bc []byte, m *ir.Module) string {
	want, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		return "" // LLVM's own tools disagree on it
	}
	got, err := canonicalWith(t, llwrite.Bytes(m), "llvm-as-22", "llvm-dis-22")
	if err != nil {
		if _, own := canonicalWith(t, []byte(want), "llvm-as-22", "llvm-dis-22"); own != nil {
			return "" // LLVM cannot read its own text of it either
		}
		if knownGap(err.Error()) {
			return ""
		}
		return "LLVM refuses memspace's text of it: " + err.Error()
	}
	d := textdiff.First(want, got)
	if d == "" {
		return ""
	}
	own, err := canonicalWith(t, []byte(want), "llvm-as-22", "llvm-dis-22")
	if err == nil && own == got {
		return "" // LLVM's text of it reads back as ours does (a wide literal's width is lost)
	}
	if err != nil {
		// LLVM cannot read its own text of it back (a ptrauth key past
		// 7): no text round trip to compare ours with, and what text
		// drops (a hidden size) may then differ (seed 291, mutant 718).
		return ""
	}
	return "memspace reads it as something else:\n" + d
}

// otherBitcode returns the bitcode files in dir of at most 40 kB with
// opaque pointers that LLVM and memspace read: clang's of other
// versions, whose bitcode LLVM 22 upgrades as it reads it (bench/features
// makes 502 such files). Their mutants are compared through our bitcode
// (bitcodeDiff), as LLVM's upgrade of text and of bitcode order
// declarations differently.
func otherBitcode(t *testing.T, dir string) [][]byte {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.bc"))
	sort.Strings(paths)
	var out [][]byte
	for _, p := range paths {
		bc, err := os.ReadFile(p)
		if err != nil || len(bc) > 40000 {
			continue
		}
		m, err := bitcode.Read(p, bc)
		if err != nil || m.TypedPointers || irverify.VerifyRead(m) != nil {
			continue
		}
		if _, _, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err != nil {
			continue
		}
		out = append(out, bc)
	}
	t.Logf("%d bitcode files from %s", len(out), dir)
	return out
}

// bitcodeDiff compares llvm-dis-22's text of bc with its text of our
// bitcode of m, and returns the first difference or "".
func bitcodeDiff(t *testing.T, bc []byte, m *ir.Module) string {
	want, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		return "" // LLVM's own tools disagree on it
	}
	ourBC, err := bitcode.Encode(m)
	if err != nil {
		return "our writer: " + err.Error()
	}
	got, _, err := llvmtools.RunInput(t, ourBC, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		return "llvm-dis-22 refuses our bitcode of it: " + err.Error()
	}
	return textdiff.First(normalDis(want), normalDis(got))
}

// summaryLine matches a line of a module summary (ThinLTO), which
// memspace drops as opt-22 does.
var summaryLine = regexp.MustCompile(`(?m)^\^.*\n`)

// normalDis drops the "; ModuleID" line, which names the input, and the
// summary.
func normalDis(s string) string {
	_, rest, _ := strings.Cut(s, "\n")
	return strings.TrimRight(summaryLine.ReplaceAllString(rest, ""), "\n")
}

// flipBits flips one to three bits of bc past its magic number, or
// replaces a byte.
func flipBits(rng *rand.Rand, bc []byte) {
	if rng.IntN(4) == 0 {
		bc[4+rng.IntN(len(bc)-4)] = byte(rng.IntN(256))
		return
	}
	for k := 1 + rng.IntN(3); k > 0; k-- {
		bit := 32 + rng.IntN(len(bc)*8-32)
		bc[bit/8] ^= 1 << (bit % 8)
	}
}

// saveMutant keeps a disagreeing mutant for a closer look.
func saveMutant(t *testing.T, prefix string, i int, bc []byte) {
	dir := os.Getenv("MEMSPACE_MUTANT_DIR")
	if dir == "" {
		return
	}
	if err := os.WriteFile(filepath.Join(dir, prefix+strconv.Itoa(i)+".bc"), bc, 0o644); err != nil {
		t.Log(err)
	}
}
