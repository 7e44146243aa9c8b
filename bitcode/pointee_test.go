package bitcode

import (
	"fmt"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
)

// TestOldRecordsTakeTheVirtualPointee: a load record without its type and
// a call record without its function type (the forms of bitcode before
// LLVM 3.7; record mutants 1077, 1392 and others of seed 33) are read as
// LLVM 22 reads them, from the type its reader keeps beside an alloca, a
// getelementptr, a global variable, an alias and a function, and refused
// where LLVM refuses them: a load from an argument, from a loaded pointer,
// from a constant getelementptr, and from an alloca a use or a debug
// record named before its definition (record mutant 2226 of seed 34).
func TestOldRecordsTakeTheVirtualPointee(t *testing.T) {
	src := `%S = type { i16, [4 x i8] }
@g = global i32 7
@h = global %S zeroinitializer
@al = alias i32, ptr @g
declare i32 @callee(i32)
define i32 @f(ptr %arg) {
  %a = alloca i64, align 8
  %b = alloca %S, align 8
  %l0 = load i64, ptr %a, align 8
  %l1 = load i32, ptr @g, align 4
  %p = getelementptr %S, ptr %b, i32 0, i32 1, i32 2
  %l2 = load i8, ptr %p, align 1
  %q = getelementptr %S, ptr @h, i32 0, i32 0
  %l3 = load i16, ptr %q, align 2
  %l4 = load i32, ptr %arg, align 4
  %l5 = load ptr, ptr %a, align 8
  %l6 = load i32, ptr %l5, align 4
  %l7 = load i16, ptr getelementptr (%S, ptr @h, i32 0, i32 1, i32 3), align 2
  %l8 = load i32, ptr @al, align 4
  %c = call i32 @callee(i32 %l4)
  ret i32 %c
}
define i64 @later() {
entry:
  br label %def
use:
  %u = load i64, ptr %a, align 8
  ret i64 %u
def:
  %a = alloca i64, align 8
  %l9 = load i64, ptr %a, align 8
  br label %use
}
define i64 @declared() !dbg !4 {
  %a = alloca i64, align 8
    #dbg_declare(ptr %a, !7, !DIExpression(), !8)
  %l10 = load i64, ptr %a, align 8
  ret i64 %l10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "declared", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{null})
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DILocalVariable(name: "a", scope: !4, file: !1, line: 1, type: !6)
!8 = !DILocation(line: 1, scope: !4)
`
	reads := map[string]bool{"load 0": true, "load 1": true, "load 2": true, "load 3": true, "load 8": true, "call": true}
	for _, name := range []string{"load 0", "load 1", "load 2", "load 3", "load 4", "load 5", "load 6", "load 7", "load 8", "load 9", "load 10", "call"} {
		t.Run(name, func(t *testing.T) {
			n := -1
			bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
				switch {
				case block != 12:
				case code == 20 && len(ops) == 4:
					if n++; fmt.Sprintf("load %d", n) == name {
						return []uint64{ops[0], ops[2], ops[3]}
					}
				case code == 34 && name == "call":
					// [attrs, cc with the explicit-type bit, fnty, callee, args]
					return append([]uint64{ops[0], ops[1] &^ (1 << 15)}, ops[3:]...)
				}
				return ops
			})
			readsAsLLVM(t, bc, reads[name], noSourceName)
		})
	}
}

// readsAsLLVM fails t unless llvm-dis-22 and memspace both read bc (and
// memspace's verifier takes it) or both refuse it, as reads says; where
// they read it, memspace's text, passed through fixGot, must be
// llvm-dis-22's without its source_filename.
func readsAsLLVM(t *testing.T, bc []byte, reads bool, fixGot func(string) string) {
	t.Helper()
	_, _, llvmErr := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if (llvmErr == nil) != reads {
		t.Fatalf("llvm-dis-22: %v, want it to read: %v", llvmErr, reads)
	}
	m, err := Read("k.bc", bc)
	if err == nil {
		err = irverify.VerifyRead(m)
	}
	switch {
	case reads && err != nil:
		t.Fatalf("LLVM reads it, memspace: %v", err)
	case !reads && err == nil:
		t.Fatal("LLVM refuses it, memspace reads it")
	case reads:
		if d := disassemblyDiff(t, "k.bc", bc, "llvm-dis-22", fixGot, noSourceName); d != "" {
			t.Error(d)
		}
	}
}

// noSourceName drops llvm-dis's source_filename of a module read from
// stdin, which has none.
func noSourceName(s string) string {
	return strings.Replace(s, "source_filename = \"<stdin>\"\n", "", 1)
}
