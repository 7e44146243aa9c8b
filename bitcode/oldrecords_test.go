package bitcode

import (
	"fmt"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/llread"
)

// oldForms are the records of the function block that an old record of
// another code replaces: an old store, cmpxchg and atomicrmw name no type
// for their value, an old getelementptr none for its source. Each takes
// the new record's operands, less those it lacks.
var oldForms = map[string]func(ops []uint64) (uint64, []uint64){
	// STORE [ptr, val, (valty,) align, vol] -> STORE_OLD, without the
	// type a forward reference has
	"store": func(ops []uint64) (uint64, []uint64) { return 24, withoutValueType(ops, 4) },
	// CMPXCHG [ptr, cmp, new, vol, success, ssid, failure, weak, align]
	// -> CMPXCHG_OLD, without the alignment
	"cmpxchg": func(ops []uint64) (uint64, []uint64) { return 37, ops[:len(ops)-1] },
	// ATOMICRMW [ptr, val, (valty,) op, vol, ordering, ssid, align] ->
	// ATOMICRMW_OLD, without the value's type and, as LLVM 12 wrote
	// it, without the alignment
	"atomicrmw": func(ops []uint64) (uint64, []uint64) {
		ops = withoutValueType(ops, 7)
		return 38, ops[:len(ops)-1]
	},
	// GEP [flags, srcty, ptr, idx...] -> GEP_OLD or INBOUNDS_GEP_OLD
	"getelementptr": func(ops []uint64) (uint64, []uint64) {
		if ops[0]&1 != 0 {
			return 30, ops[2:]
		}
		return 4, ops[2:]
	},
}

// throughLLVM returns text as llvm-dis-22 prints llvm-as-22's reading of
// it, without its source_filename.
func throughLLVM(t *testing.T) func(string) string {
	return func(text string) string {
		bc, _, err := llvmtools.RunInput(t, []byte(text), "llvm-as-22", "-", "-o", "-")
		if err != nil {
			t.Fatalf("llvm-as-22: %v", err)
		}
		out, _, err := llvmtools.RunInput(t, []byte(bc), "llvm-dis-22", "-", "-o", "-")
		if err != nil {
			t.Fatalf("llvm-dis-22: %v", err)
		}
		return noSourceName(dropModuleID(out))
	}
}

// withoutValueType drops the type of the second operand, which a record
// of n operands has where it is a forward reference (the first, the
// pointer, being defined).
func withoutValueType(ops []uint64, n int) []uint64 {
	if len(ops) == n+1 {
		return append(ops[:2:2], ops[3:]...)
	}
	return ops
}

// newCodes are the codes of the records oldForms replaces.
var newCodes = map[uint64]string{44: "store", 46: "cmpxchg", 59: "atomicrmw", 43: "getelementptr"}

// TestOldFormsTakeTheVirtualPointee: an old store, cmpxchg, atomicrmw or
// getelementptr record (LLVM 12 and before) is read as LLVM 22 reads it:
// the value's type (the source type) is the one LLVM's reader keeps
// beside the pointer, and where it keeps none, a value already read, or
// a forward reference an earlier record typed, is taken as it is.
// memspace refused a store to an argument; the edit hook never saw a
// record naming a forward reference.
func TestOldFormsTakeTheVirtualPointee(t *testing.T) {
	src := `%S = type { i16, [4 x i8] }
@g = global i32 7
@h = global %S zeroinitializer
define void @f(ptr %arg, i32 %x, i64 %y) {
  %a = alloca i64, align 8
  %b = alloca %S, align 8
  store i64 %y, ptr %a, align 8
  store i32 %x, ptr @g, align 4
  store i32 %x, ptr %arg, align 4
  store i32 %x, ptr %a, align 4
  %l = load ptr, ptr %a, align 8
  store i64 %y, ptr %l, align 8
  %p = getelementptr inbounds %S, ptr %b, i32 0, i32 1, i32 2
  %q = getelementptr %S, ptr %arg, i32 1
  %r = getelementptr i8, ptr %p, i64 1
  %s = getelementptr [4 x i8], ptr %l, i64 0, i64 1
  %c0 = cmpxchg ptr %a, i64 %y, i64 0 monotonic monotonic, align 8
  %c1 = cmpxchg ptr %arg, i32 %x, i32 0 seq_cst seq_cst, align 4
  %c2 = cmpxchg ptr @g, i64 %y, i64 0 monotonic monotonic, align 8
  %m0 = atomicrmw add ptr @g, i32 %x monotonic, align 4
  %m1 = atomicrmw xchg ptr %l, i64 %y acquire, align 8
  %m2 = atomicrmw add ptr %a, i32 %x monotonic, align 4
  store i8 0, ptr %p, align 1
  ret void
}
define void @fwd(ptr %arg, i32 %x) {
entry:
  br label %def
use:
  store i32 %v, ptr %arg, align 4
  %w = atomicrmw add ptr %arg, i32 %v monotonic, align 4
  ret void
def:
  %v = add i32 %x, 2
  br label %use
}
`
	// Refused: a value of another type than the pointee (store 3,
	// cmpxchg 2, atomicrmw 2), a forward reference no record has typed
	// yet (store 6; atomicrmw 3 takes the one the store made), and a
	// getelementptr without a source type (LLVM 22 crashes).
	reads := map[string]bool{"atomicrmw 3": true, "store 0": true, "store 1": true, "store 2": true, "store 4": true, "store 5": true,
		"getelementptr 0": true, "getelementptr 2": true,
		"cmpxchg 0": true, "cmpxchg 1": true, "atomicrmw 0": true, "atomicrmw 1": true}
	for _, name := range []string{"store 0", "store 1", "store 2", "store 3", "store 4", "store 5", "store 6",
		"getelementptr 0", "getelementptr 1", "getelementptr 2", "getelementptr 3",
		"cmpxchg 0", "cmpxchg 1", "cmpxchg 2", "atomicrmw 0", "atomicrmw 1", "atomicrmw 2", "atomicrmw 3"} {
		t.Run(name, func(t *testing.T) {
			seen := map[string]int{}
			m, err := llread.Parse("k.ll", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			bc, err := EncodeRecoded(m, func(block, code uint64, ops []uint64) (uint64, []uint64) {
				kind, ok := newCodes[code]
				if block != 12 || !ok {
					return code, ops
				}
				n := seen[kind]
				seen[kind]++
				if fmt.Sprintf("%s %d", kind, n) == name {
					return oldForms[kind](ops)
				}
				return code, ops
			})
			if err != nil {
				t.Fatal(err)
			}
			// An atomic without its alignment has the store size of its
			// type, in LLVM's reading of memspace's text too.
			readsAsLLVM(t, bc, reads[name], throughLLVM(t))
		})
	}
}
