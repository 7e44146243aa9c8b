package bitcode

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/llread"
)

// LLVM refuses an instruction record with operands past those it reads
// in most records ("Invalid record"); memspace read them (record mutants
// of seed 1: a store, a br and an atomicrmw of one operand more). Each
// record below gets one more operand; a phi of an integer gets
// fast-math flags, and a cmp two operands more (its flags and one past).
func TestInstructionRecordSizes(t *testing.T) {
	src := `define i32 @f(ptr %p, i32 %a, i1 %c) {
entry:
  %s = alloca i32, align 4
  store i32 %a, ptr %p, align 4
  %l = load i32, ptr %s, align 4
  %x = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %y = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
  fence seq_cst
  %z = freeze i32 %a
  %q = icmp eq i32 %a, %z
  br i1 %q, label %t, label %t
t:
  %v = phi i32 [ %a, %entry ], [ %a, %entry ]
  ret i32 %v
}
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		code  uint64
		extra []uint64
		want  string
	}{
		{19, []uint64{0, 0}, "invalid ALLOCA record"}, // (the fifth is the address space)
		{44, []uint64{0}, "invalid instruction record (code 44) of 5 operands"},
		{20, []uint64{0}, "invalid instruction record (code 20) of 5 operands"},
		{59, []uint64{0, 0}, "invalid instruction record (code 59) of 9 operands"},
		{46, []uint64{0}, "invalid instruction record (code 46) of 10 operands"},
		{36, []uint64{0}, "invalid instruction record (code 36) of 3 operands"},
		{58, []uint64{0}, "invalid instruction record (code 58) of 2 operands"},
		{28, []uint64{0, 0}, "invalid instruction record (code 28) of 5 operands"},
		{11, []uint64{0}, "invalid instruction record (code 11) of 4 operands"},
		{16, []uint64{0}, "invalid phi record"},
	} {
		name := "code " + strconv.FormatUint(c.code, 10)
		done := false
		bc, err := EncodeEdited(m, func(block, code uint64, ops []uint64) []uint64 {
			if block != functionBlock || code != c.code || done {
				return ops
			}
			done = true
			return append(slices.Clone(ops), c.extra...)
		})
		if err != nil || !done {
			t.Fatalf("%s: %v (edited: %v)", name, err, done)
		}
		if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err == nil || !strings.Contains(stderr, "Invalid") {
			t.Errorf("%s: opt-22 takes it (%v) %s", name, err, stderr)
		}
		if _, err := Read("k.bc", bc); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Read = %v, want %q", name, err, c.want)
		}
	}
}

// Module records of fields LLVM reads into 32 bits, and a comdat whose
// name is empty (record mutants 111 and 1286 of seed 4): a dso_local of
// 2^32+1 is dso_local to LLVM; "$ = comdat any", which LLVM prints of
// the latter, no text reader takes back, so memspace refuses it.
func TestModuleRecordsAsLLVM(t *testing.T) {
	src := `$c = comdat any
define dso_local void @f() comdat($c) {
  ret void
}
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(code uint64, at int, v uint64) []byte {
		bc, err := EncodeEdited(m, func(block, c uint64, ops []uint64) []uint64 {
			if block != moduleBlock || c != code {
				return ops
			}
			ops = slices.Clone(ops)
			ops[at] = v
			return ops
		})
		if err != nil {
			t.Fatal(err)
		}
		return bc
	}
	bc := edit(modFunction, 17, 1<<32|1) // the dso_local field
	if text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err != nil || !strings.Contains(text, "define dso_local void @f()") {
		t.Errorf("llvm-dis-22 does not read dso_local (%v):\n%s", err, text)
	}
	if got, err := Read("k.bc", bc); err != nil || !got.Function("f").DSOLocal {
		t.Errorf("Read = %v, want @f dso_local", err)
	}
	if _, err := Read("k.bc", edit(modComdat, 1, 0)); err == nil || !strings.Contains(err.Error(), "comdat without a name") {
		t.Errorf("Read = %v, want the comdat refused", err)
	}
}

// A blockaddress has its function's address space to LLVM, whatever the
// constant's record says: a function moved to address space 1 under a
// table of `ptr` (record mutant 1079 of seed 5) leaves LLVM an array of
// the wrong element type ("Incorrect type in array initializer"), and
// memspace printed text no reader takes. It is refused.
func TestBlockAddressSpace(t *testing.T) {
	src := `@tbl = global [1 x ptr] [ptr blockaddress(@f, %b)]
define void @f() {
entry:
  br label %b
b:
  ret void
}
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := EncodeEdited(m, func(block, code uint64, ops []uint64) []uint64 {
		if block == moduleBlock && code == modFunction {
			ops = slices.Clone(ops)
			ops[18] = 1 // the address space
		}
		return ops
	})
	if err != nil {
		t.Fatal(err)
	}
	bothRefuse(t, bc, "Incorrect type in array initializer", "blockaddress of @f as ptr: the function is in address space 1")
}
