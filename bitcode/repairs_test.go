package bitcode

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/irverify"
	"memspace/llread"
)

// What LLVM's bitcode reader repairs as it reads, where its text reader
// would have the verifier refuse the module (record mutants of seed 1,
// TestRecordMutantsAgreeWithLLVM): attributes that do not fit their
// types go, so do an intrinsic declaration's (the intrinsic table's
// replace them; irverify's TestIntrinsicDeclarationAttrs), and an invalid
// access tag takes every !tbaa of the module with it, and branch weights
// of another count than the instruction's successors (a call's one, a
// select's two) go. memspace read such bitcode and refused it; now it
// reads it as llvm-dis-22 does, and its bitcode of it gives llvm-dis-22
// the same text.
func TestReadRepairsAsLLVM(t *testing.T) {
	unverified := func(src string) []byte {
		bc, stderr, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-disable-verify", "-", "-o", "-")
		if err != nil {
			t.Fatalf("llvm-as-22: %v\n%s", err, stderr)
		}
		return []byte(bc)
	}
	past, err := os.ReadFile("testdata/intrinsic-attrs-past-params.bc")
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		bc   []byte
		want string // in llvm-dis-22's text of it
	}{
		"attributes that do not fit": {unverified(`define noalias i8 @f(i8 readonly %a, i32 nonnull %x) {
  %r = call noalias i8 @g(i8 readonly 0, ptr zeroext null)
  ret i8 %r
}
declare i8 @g(i8 readonly, ptr)
declare noundef void @h(i8 dereferenceable(4))
`), "define i8 @f(i8 %a, i32 %x)"},
		// (record mutant 736 of seed 22: a call argument's range one bit
		// narrower than the argument)
		"ranges of another width": {unverified(`declare i16 @d(i16 range(i17 1, 5))
define i16 @f(i16 range(i17 1, 5) %x) {
  %r = call range(i15 1, 5) i16 @d(i16 range(i17 1, 5) %x)
  ret i16 %r
}
`), "%r = call i16 @d(i16 %x)"},
		"an invalid access tag": {unverified(`define i32 @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !0
  %v = load i32, ptr %p, !tbaa !4
  ret i32 %v
}
!0 = !{!1, !1, i64 0, !3}
!1 = !{!"int", !2}
!2 = !{!"root"}
!3 = !{}
!4 = !{!1, !1, i64 0}
`), "store i32 0, ptr %p, align 4\n"},
		// (record mutant 869 of seed 33: a br's weights one too many)
		"branch weights of another count": {unverified(`declare void @g()
define void @f(i1 %c, i32 %x, ptr %a) {
  br i1 %c, label %b1, label %b2, !prof !0
b1:
  br i1 %c, label %b2, label %b3, !prof !1
b2:
  switch i32 %x, label %b3 [ i32 1, label %b4 ], !prof !2
b3:
  call void @g(), !prof !3
  call void @g(), !prof !7
  %s = select i1 %c, i32 1, i32 2, !prof !4
  br i1 %c, label %b4, label %b5, !prof !5
b4:
  indirectbr ptr %a, [label %b5], !prof !6
b5:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
!1 = !{!"branch_weights", !"expected", i32 1, i32 2}
!2 = !{!"branch_weights", i32 1}
!3 = !{!"branch_weights", i32 1, i32 2}
!4 = !{!"branch_weights", i32 1}
!5 = !{!"branch_weights", !"expected", i32 1}
!6 = !{!"branch_weights", i32 1, i32 2}
!7 = !{!"branch_weights", !"expected", i32 1}
`), "br i1 %c, label %b2, label %b3, !prof !0\n"},
		// (mutant 246: an attribute of a parameter past the last of
		// @llvm.nvvm.read.ptx.sreg.ctaid.y)
		"intrinsic attributes past the parameters": {past, "@llvm.nvvm.read.ptx.sreg.ctaid.y()"},
	} {
		want, _, err := llvmtools.RunInput(t, c.bc, "opt-22", "-S", "-", "-o", "-")
		if err != nil || !strings.Contains(want, c.want) {
			t.Errorf("%s: opt-22 does not repair it (%v):\n%s", name, err, want)
			continue
		}
		m, err := Read("k.bc", c.bc)
		if err == nil {
			err = irverify.VerifyRead(m)
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		ours, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := llvmtools.RunInput(t, ours, "opt-22", "-S", "-", "-o", "-")
		if err != nil {
			t.Fatalf("%s: opt-22 refuses our bitcode: %v", name, err)
		}
		if d := textdiff.First(want, got); d != "" {
			t.Errorf("%s: our reading differs from LLVM's:\n%s", name, d)
		}
	}
}

// LLVM reads a location's line and column into 32 bits (and then a
// column past 16 bits is 0), and the key-instruction atom of a DEBUG_LOC
// only from a record of 7 operands (record mutants 405, 1599, 1670 and
// 1773 of seed 3). Each edit below is read as llvm-dis-22 reads it.
func TestLocationsReadAsLLVM(t *testing.T) {
	src := `define void @f() !dbg !4 {
  ret void, !dbg !6
}
define void @g() !dbg !7 {
  ret void, !dbg !DILocation(line: 3, column: 7, scope: !4, inlinedAt: !8)
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition, keyInstructions: true)
!5 = !DISubroutineType(types: !{null})
!6 = !DILocation(line: 2, column: 5, scope: !4, atomGroup: 1, atomRank: 1)
!7 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 3, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!8 = distinct !DILocation(line: 9, column: 4, scope: !7)
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(ops []uint64) []uint64{
		"DEBUG_LOC column past 32 bits": func(ops []uint64) []uint64 { ops[1] |= 1 << 32; return ops },
		"DEBUG_LOC of 6 operands":       func(ops []uint64) []uint64 { return ops[:6] },
		"DEBUG_LOC of 8 operands":       func(ops []uint64) []uint64 { return append(ops, 0) },
	} {
		bc, err := EncodeEdited(m, func(block, code uint64, ops []uint64) []uint64 {
			if block == functionBlock && code == 35 && len(ops) == 7 {
				return edit(slices.Clone(ops))
			}
			if block == metadataBlock && code == mdLocation && name == "DEBUG_LOC column past 32 bits" {
				ops = slices.Clone(ops)
				ops[2] |= 1 << 32
			}
			return ops
		})
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
		if err != nil || strings.Count(want, "!DILocation(") != 3 {
			t.Fatalf("%s: llvm-dis-22 does not keep the locations (%v):\n%s", name, err, want)
		}
		got, err := Read("k.bc", bc)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ours, err := Encode(got)
		if err != nil {
			t.Fatal(err)
		}
		text, _, err := llvmtools.RunInput(t, ours, "llvm-dis-22", "-", "-o", "-")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := textdiff.First(want, text); d != "" {
			t.Errorf("%s: read otherwise than LLVM reads it:\n%s", name, d)
		}
	}
}

// TestUnknownEnumsReadAsLLVM: a global value's linkage, visibility, DLL
// storage class, thread-local mode and unnamed_addr are read in 32 bits,
// and a value LLVM 22 does not know is read as its reader reads it (as
// external, default, default, general dynamic, none), where memspace
// refused it (record mutants 698 and 2743 of seed 33).
func TestUnknownEnumsReadAsLLVM(t *testing.T) {
	src := `@g = dllexport thread_local unnamed_addr global i32 0, section "x", partition "p"
define dllexport void @f() unnamed_addr section "y" {
  ret void
}
`
	for _, c := range []struct {
		code uint64 // MODULE_CODE_GLOBALVAR or MODULE_CODE_FUNCTION
		op   int
		v    uint64
	}{
		{7, 5, 20}, {7, 5, 1<<32 | 3}, {7, 8, 3}, {7, 9, 5}, {7, 9, 1 << 32}, {7, 10, 3}, {7, 12, 7}, {7, 12, 1<<32 | 1},
		{8, 5, 30}, {8, 9, 9}, {8, 11, 3}, {8, 13, 5},
	} {
		name := fmt.Sprintf("code %d op %d = %d", c.code, c.op, c.v)
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block != 8 || code != c.code || len(ops) <= c.op {
				return ops
			}
			o := slices.Clone(ops)
			o[c.op] = c.v
			return o
		})
		if _, err := Read("k.bc", bc); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d := disassemblyDiff(t, "k.bc", bc, "llvm-dis-22", noSourceName, noSourceName); d != "" {
			t.Errorf("%s: %s", name, d)
		}
	}
}

// TestUnknownSyncScopeIsSystem: an atomic's sync scope id is read in 32
// bits, and one past the module's scope names as the system scope, as
// LLVM 22 reads it (record mutants of seed 33 gave ids memspace refused).
func TestUnknownSyncScopeIsSystem(t *testing.T) {
	src := `define i32 @f(ptr %p) {
  %x = atomicrmw add ptr %p, i32 1 syncscope("agent") seq_cst, align 4
  ret i32 %x
}
`
	for _, id := range []uint64{7, 1 << 32, 1<<32 | 2} {
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block != 12 || code != 59 {
				return ops
			}
			o := slices.Clone(ops)
			o[len(o)-2] = id // [ptr, val, op, vol, ordering, ssid, align]
			return o
		})
		if d := disassemblyDiff(t, "k.bc", bc, "llvm-dis-22", noSourceName, noSourceName); d != "" {
			t.Errorf("sync scope %d: %s", id, d)
		}
	}
}

// TestAlignmentsReadAsLLVM: an align or alignstack attribute is read in
// 32 bits, zero as none and another value as the highest power of two in
// it, as LLVM 22's reader reads it (record mutants 583 and 955 of seed
// 33 gave align(0), which memspace refused).
func TestAlignmentsReadAsLLVM(t *testing.T) {
	src := `define void @f(ptr align 8 %p) alignstack(16) {
  ret void
}
`
	for _, c := range []struct{ kind, v uint64 }{
		{1, 0}, {1, 3}, {1, 1 << 32}, {1, 1<<32 | 16}, {1, 1 << 31}, {25, 0}, {25, 48},
	} {
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block != 10 || code != 3 {
				return ops
			}
			o := slices.Clone(ops)
			for i := 2; i+2 < len(o); i++ {
				if o[i] == 1 && o[i+1] == c.kind { // [.., int attribute, kind, value]
					o[i+2] = c.v
				}
			}
			return o
		})
		if d := disassemblyDiff(t, "k.bc", bc, "llvm-dis-22", noSourceName, noSourceName); d != "" {
			t.Errorf("attribute %d = %d: %s", c.kind, c.v, d)
		}
	}
}

// TestPartitionsReadAsLLVM: a partition name outside the string table is
// an error for an alias or an ifunc, even an empty one (record mutant
// 1523 of seed 39 gave an ifunc's empty name the offset 2^32), and no
// partition for a function, as LLVM 22 reads them.
func TestPartitionsReadAsLLVM(t *testing.T) {
	src := `@g = global i32 0, partition "pg"
@a = alias i32, ptr @g, partition "pa"
@i = ifunc void (), ptr @r, partition "pi"
define ptr @r() partition "pr" {
  ret ptr null
}
define void @f() {
  ret void
}
`
	const far = 1 << 32
	for _, tc := range []struct {
		name  string
		code  uint64
		at    int // the partition's index in the record, the name's two included
		set   func([]uint64)
		reads bool
	}{
		{"ifunc empty and far", modIFunc, 8, func(p []uint64) { p[0], p[1] = far, 0 }, false},
		{"alias far", modAlias, 11, func(p []uint64) { p[0] = far }, false},
		{"function far", modFunction, 19, func(p []uint64) { p[0] = far }, true},
		{"function empty", modFunction, 19, func(p []uint64) { p[1] = 0 }, true},
		{"ifunc empty", modIFunc, 8, func(p []uint64) { p[1] = 0 }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
				if block == moduleBlock && code == tc.code && len(ops) > tc.at+1 && ops[tc.at+1] != 0 {
					ops = append([]uint64(nil), ops...)
					tc.set(ops[tc.at:])
				}
				return ops
			})
			readsAsLLVM(t, bc, tc.reads, noSourceName)
		})
	}
}
