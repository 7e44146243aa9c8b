package bitcode

import (
	"slices"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
)

// vectorConstSrc holds a scalable splat, which the writer spells
// shufflevector (insertelement (poison, v, 0), poison, zeroinitializer)
// with a mask of <vscale x 8 x i32>.
const vectorConstSrc = `define <vscale x 8 x i16> @ones() {
  ret <vscale x 8 x i16> splat (i16 -1)
}
`

// editVectorConsts writes vectorConstSrc with edit applied to its records.
func editVectorConsts(t *testing.T, edit RecordEdit) []byte {
	t.Helper()
	return editedSource(t, vectorConstSrc, edit)
}

// LLVM types a shufflevector constant by its operands, a vector of the
// mask's length, not by its record: with the mask's type made <vscale x 4
// x i32> (record mutant 333 of seed 6) the splat becomes a <vscale x 4 x
// i16>, which the function's ret then refuses. memspace took the record's
// type and read a module LLVM refuses.
func TestShuffleConstantTypedByMask(t *testing.T) {
	vectors := 0
	bc := editVectorConsts(t, func(block, code uint64, ops []uint64) []uint64 {
		if block != typeBlock || code != 12 {
			return ops
		}
		if vectors++; vectors != 2 {
			return ops // the first is the function's <vscale x 8 x i16>
		}
		return []uint64{4, ops[1], ops[2]} // the mask's <vscale x 8 x i32>
	})
	if vectors != 2 {
		t.Fatalf("%d vector types written, want 2", vectors)
	}
	if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err == nil || !strings.Contains(stderr, "does not match operand type of return") {
		t.Errorf("opt-22 = %v %s, want the ret refused", err, stderr)
	}
	m, err := Read("k.bc", bc)
	if err == nil {
		err = irverify.VerifyRead(m)
	}
	if err == nil || !strings.Contains(err.Error(), "ret value has type <vscale x 4 x i16>") {
		t.Errorf("Read and verify = %v, want the ret refused", err)
	}
}

// An insertelement constant record of three operands (no index type, as
// old LLVMs wrote it) is read by LLVM with operand 2 as the index; one
// whose type is no vector (record mutant 159 of seed 6) is refused.
func TestInsertElementConstantRecords(t *testing.T) {
	const ceInsertElt = 15
	bc := editVectorConsts(t, func(block, code uint64, ops []uint64) []uint64 {
		if block == constantsBlock && code == ceInsertElt && len(ops) == 4 {
			return []uint64{ops[0], ops[1], ops[3]}
		}
		return ops
	})
	want, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22: %v", err)
	}
	m, err := Read("k.bc", bc)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if got := string(llwrite.Bytes(m)); !strings.Contains(want, "splat (i16 -1)") || !strings.Contains(got, "splat (i16 -1)") {
		t.Errorf("the three-operand record read differently:\nllvm-dis-22:\n%s\nmemspace:\n%s", want, got)
	}
	// The type set last before the insertelement is its vector's: found by
	// one writing, set to type 0 (i16) by another.
	settypes, at := 0, 0
	editVectorConsts(t, func(block, code uint64, ops []uint64) []uint64 {
		switch {
		case block == constantsBlock && code == 1:
			settypes++
		case block == constantsBlock && code == ceInsertElt:
			at = settypes
		}
		return ops
	})
	settypes = 0
	bc = editVectorConsts(t, func(block, code uint64, ops []uint64) []uint64 {
		if block == constantsBlock && code == 1 {
			if settypes++; settypes == at {
				return []uint64{0}
			}
		}
		return ops
	})
	bothRefuse(t, bc, "Invalid insertelement constexpr record", "invalid insertelement constexpr record")
}

// LLVM checks a constant record's shape as it reads it, used or not;
// memspace built (and checked) constants only as something used them, and
// read a file whose one malformed constant nothing uses (record mutant
// 1060 of seed 5). Here @b's initializer is made @a's, leaving the
// constant 2 unused, and the constant's record is emptied.
func TestUnusedMalformedConstant(t *testing.T) {
	const initField = 4 // of a global's record: its initializer's value id + 1
	var first []uint64
	bc := editedBitcode(t, "@a = global i32 1\n@b = global i32 2\n", func(block, code uint64, ops []uint64) ([]uint64, bool) {
		switch {
		case block == moduleBlock && code == modGlobalVar && first == nil:
			first = ops
		case block == moduleBlock && code == modGlobalVar:
			ops[initField] = first[initField]
			return ops, true
		case block == constantsBlock && code == cstInteger && len(ops) == 1 && ops[0] == 4: // 2, sign-rotated
			return nil, true
		}
		return nil, false
	})
	bothRefuse(t, bc, "Invalid integer const record", "(code 4) of 0 operands")
}

// bothRefuse checks that opt-22 refuses bitcode bc with a message holding
// llvm, and memspace's reader with one holding ours.
func bothRefuse(t *testing.T, bc []byte, llvm, ours string) {
	t.Helper()
	if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err == nil || !strings.Contains(stderr, llvm) {
		t.Errorf("opt-22 = %v %s, want %q", err, stderr, llvm)
	}
	if _, err := Read("k.bc", bc); err == nil || !strings.Contains(err.Error(), ours) {
		t.Errorf("Read = %v, want %q", err, ours)
	}
}

// A data record holds integers of 8 to 64 bits or floating-point numbers
// of 16 to 64 (LLVM: "Invalid type for value"); record mutant 1565 of
// seed 11 made an array's i32 an i48.
func TestDataElementTypes(t *testing.T) {
	const integerType = 7
	bc := editedBitcode(t, "@a = global [2 x i32] [i32 1, i32 2]\n", func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block == typeBlock && code == integerType && len(ops) == 1 && ops[0] == 32 {
			return []uint64{48}, true
		}
		return nil, false
	})
	bothRefuse(t, bc, "Invalid type for value", "data constant of i48 elements")
}

// editedBitcode parses src and writes it with edit applied to each record
// (edit gets a copy of the operands, and reports whether it changed
// them); the test fails unless some record changed.
func editedBitcode(t *testing.T, src string, edit func(block, code uint64, ops []uint64) ([]uint64, bool)) []byte {
	t.Helper()
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	edited := false
	bc, err := EncodeEdited(m, func(block, code uint64, ops []uint64) []uint64 {
		if out, ok := edit(block, code, slices.Clone(ops)); ok {
			edited = true
			return out
		}
		return ops
	})
	if err != nil || !edited {
		t.Fatalf("%v (edited: %v)", err, edited)
	}
	return bc
}

// A blockaddress of the entry block (record mutant 1753 of seed 18):
// LLVM's reader refuses it ("Invalid ID"), and its verifier refuses one
// in text; memspace printed it.
func TestBlockAddressOfEntry(t *testing.T) {
	const blockAddress = 21
	src := "@g = global ptr blockaddress(@f, %b)\ndefine void @f() {\nentry:\n  br label %b\nb:\n  ret void\n}\n"
	bc := editedBitcode(t, src, func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != constantsBlock || code != blockAddress || len(ops) != 3 || ops[2] != 1 {
			return nil, false
		}
		ops[2] = 0
		return ops, true
	})
	bothRefuse(t, bc, "Invalid ID", "blockaddress of the entry block of @f")
}

// LLVM folds shufflevector (insertelement (x, v, 0), poison,
// zeroinitializer) into a splat only where v is an integer or a
// floating-point value; a splat of a pointer stays that expression as
// written. memspace read one whose index was an i15 (record mutant 945 of
// seed 23: the module's i64 made i15) as the splat, and wrote it back
// with an i64 index. Here the same mutation, then our bitcode of what we
// read must disassemble as the mutant does.
func TestPointerSplatAsWritten(t *testing.T) {
	const typeInteger = 7
	bc := editedSource(t, "@g = global i32 0\n"+
		"define <vscale x 2 x ptr> @f() {\n  ret <vscale x 2 x ptr> splat (ptr @g)\n}\n",
		func(block, code uint64, ops []uint64) []uint64 {
			if block == typeBlock && code == typeInteger && ops[0] == 64 {
				return []uint64{15}
			}
			return ops
		})
	llvmDisShows(t, bc, "ptr @g, i15 0)")
	read, err := Read("k.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := Encode(read)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := llvmtools.RunInput(t, ours, "llvm-dis-22", "-", "-o", "-")
	if err != nil || !strings.Contains(got, "ptr @g, i15 0)") {
		t.Errorf("our bitcode of it (%v):\n%s", err, got)
	}
}

// LLVM keeps a shufflevector's mask as ints and reads a mask element of
// all ones as poison, where its text reader refuses it; memspace refused
// such bitcode (record mutant 1055 of seed 25: an element of the mask's
// data record made 2^64-1). Here the same edit, then both readings
// disassemble alike.
func TestShuffleMaskAllOnesIsPoison(t *testing.T) {
	const cstData = 22
	bc := editedSource(t, "define <2 x i32> @f(<2 x i32> %a, <2 x i32> %b) {\n"+
		"  %s = shufflevector <2 x i32> %a, <2 x i32> %b, <2 x i32> <i32 2, i32 3>\n  ret <2 x i32> %s\n}\n",
		func(block, code uint64, ops []uint64) []uint64 {
			if block == constantsBlock && code == cstData && len(ops) == 2 && ops[0] == 2 {
				return []uint64{^uint64(0), ops[1]}
			}
			return ops
		})
	llvmDisShows(t, bc, "<2 x i32> <i32 poison, i32 3>")
	read, err := Read("k.bc", bc)
	if err == nil {
		err = irverify.VerifyRead(read)
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := string(llwrite.Bytes(read)); !strings.Contains(got, "<2 x i32> <i32 poison, i32 3>") {
		t.Errorf("memspace reads it as:\n%s", got)
	}
}

// editedSource is memspace's bitcode of the module src with edit applied
// to its records.
func editedSource(t *testing.T, src string, edit RecordEdit) []byte {
	t.Helper()
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := EncodeEdited(m, edit)
	if err != nil {
		t.Fatal(err)
	}
	return bc
}

// llvmDisShows fails t unless llvm-dis-22's text of bc holds want.
func llvmDisShows(t *testing.T, bc []byte, want string) {
	t.Helper()
	text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil || !strings.Contains(text, want) {
		t.Fatalf("llvm-dis-22 (%v), want %q:\n%s", err, want, text)
	}
}

// LLVM folds shufflevector (insertelement (x, v, 0), poison,
// zeroinitializer) into a splat only where x is undef or poison; with
// another x it keeps the expression, and so does memspace now (record
// mutant 2238 of seed 36 made x zeroinitializer, which memspace read as
// the splat: the same lanes, another text).
func TestSplatNeedsAnUndefinedBase(t *testing.T) {
	src := "define <vscale x 2 x float> @f() {\n" +
		"  %a = fadd <vscale x 2 x float> zeroinitializer, shufflevector (<vscale x 2 x float> insertelement (<vscale x 2 x float> zeroinitializer, float 2.000000e+00, i64 0), <vscale x 2 x float> poison, <vscale x 2 x i32> zeroinitializer)\n" +
		"  %b = fadd <vscale x 2 x float> %a, shufflevector (<vscale x 2 x float> insertelement (<vscale x 2 x float> undef, float 3.000000e+00, i64 0), <vscale x 2 x float> poison, <vscale x 2 x i32> zeroinitializer)\n" +
		"  ret <vscale x 2 x float> %b\n}\n"
	bc, err := asOf(t, []byte(src), "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	llvmDisShows(t, bc, "insertelement (<vscale x 2 x float> zeroinitializer")
	llvmDisShows(t, bc, "splat (float 3.000000e+00)")
	if d := disassemblyDiff(t, "k.bc", bc, "llvm-dis-22", nil, nil); d != "" {
		t.Error(d)
	}
}
