package roundtrip

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"memspace/bitcode"
)

// TestRecordMutantsAgreeWithLLVM mutates bitcode a record at a time, where
// TestBitcodeMutantsAgreeWithLLVM flips bits: memspace's writer writes an
// input with one operand of one record changed (one more or less, zero, a
// value past 32 bits, a random one), or an operand dropped, added or
// swapped with another, and the mutant is judged as a bit-flipped one
// (judgeBitcodeMutant, through our bitcode). A flipped bit mostly breaks
// the bitstream; a changed operand reaches the reader's checks of what
// the records mean (type and value ids, flags, kinds, counts).
// MEMSPACE_REC_MUTANTS=N asks for N mutants (default 100);
// MEMSPACE_MUTANT_SEED and MEMSPACE_BC_MUTANT_INPUTS are as for the bit
// flips. Mutants memspace refuses and LLVM reads are saved as
// rec-refused-N.bc under MEMSPACE_MUTANT_DIR, for a look by hand: most are
// records LLVM's writer cannot write, which LLVM reads some way and
// memspace refuses, as the issue asks.
func TestRecordMutantsAgreeWithLLVM(t *testing.T) {
	n := envInt("MEMSPACE_REC_MUTANTS", 100)
	rng := rand.New(rand.NewPCG(uint64(envInt("MEMSPACE_MUTANT_SEED", 1)), 5))
	inputs, _ := bitcodeMutationInputs(t)
	counts := map[int]int{} // records of each input, counted once
	var outcomes [4]int
	defer func() {
		t.Logf("%d record mutants: %d read by memspace and refused by LLVM, %d refused by memspace and read by LLVM",
			n, outcomes[mutantGap], outcomes[mutantOursRefuse])
	}()
	for i := 0; i < n; i++ {
		k := rng.IntN(len(inputs))
		m, err := bitcode.Read("k.bc", inputs[k])
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := counts[k]; !ok {
			if _, err := bitcode.EncodeEdited(m, func(_, _ uint64, ops []uint64) []uint64 {
				counts[k]++
				return ops
			}); err != nil {
				t.Fatal(err)
			}
		}
		target, seen, what := rng.IntN(counts[k]), 0, ""
		mutate := mutateOps(rng)
		bc, err := bitcode.EncodeEdited(m, func(block, code uint64, ops []uint64) []uint64 {
			seen++
			if seen-1 != target {
				return ops
			}
			out := mutate(slices.Clone(ops))
			what = fmt.Sprintf("block %d, record code %d: %v -> %v", block, code, ops, out)
			return out
		})
		if err != nil {
			t.Fatal(err)
		}
		o := judgeBitcodeMutant(t, i, bc, true)
		outcomes[o]++
		if o == mutantOursRefuse {
			saveMutant(t, "rec-refused-", i, bc)
		}
		if o == mutantDiffers || o != mutantAgree && os.Getenv("MEMSPACE_MUTANT_DIR") != "" {
			t.Logf("mutant %d (%s): %s", i, outcomeNames[o], what)
		}
	}
}

// mutateOps returns one change to a record's operands, picked at random.
func mutateOps(rng *rand.Rand) func(ops []uint64) []uint64 {
	kind, pick, r := rng.IntN(9), rng.Uint64(), rng.Uint64()
	return func(ops []uint64) []uint64 {
		if len(ops) == 0 {
			return append(ops, r%4)
		}
		j := int(pick % uint64(len(ops)))
		switch kind {
		case 0:
			ops[j]++
		case 1:
			ops[j]--
		case 2:
			ops[j] = 0
		case 3:
			ops[j] = r % (2*ops[j] + 4)
		case 4:
			ops[j] += 1 << 32
		case 5:
			ops = ops[:len(ops)-1]
		case 6:
			ops = append(ops, r%4)
		case 7:
			o := int(r % uint64(len(ops)))
			ops[j], ops[o] = ops[o], ops[j]
		default:
			ops[j] ^= 1 << (r % 8)
		}
		return ops
	}
}
