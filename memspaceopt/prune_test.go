package memspaceopt

import (
	"strings"
	"testing"

	"memspace/ir"
)

// TestPruneKeepsUseListsRight prunes a switch with two edges to one block
// (whose phis have an entry per edge), a dead block whose values live code
// never named, and a debug record in a dead block that names a live value;
// runOn checks the result with irverify, use lists included.
func TestPruneKeepsUseListsRight(t *testing.T) {
	out, ctx := parseRun(t, `target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare void @use(i32)
define void @f(i32 %n) !dbg !5 {
entry:
  %x = alloca i32, align 4
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %x)
  %z = zext i1 %l to i32
  switch i32 %z, label %dead [
    i32 1, label %live
    i32 2, label %live
  ]

dead:
    #dbg_value(i32 %n, !9, !DIExpression(), !10)
  %d = atomicrmw add ptr %x, i32 %n seq_cst, align 4
  %e = add i32 %d, 1
  br label %live

live:
  %p = phi i32 [ %e, %dead ], [ 1, %entry ], [ 1, %entry ]
  call void @use(i32 %p)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "p.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocalVariable(name: "n", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocation(line: 3, column: 5, scope: !5)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`)
	if n := ctx.Module.Function("f").Params[0]; len(ir.UsersOf(n)) != 0 {
		t.Errorf("%%n keeps %d users after its uses were deleted", len(ir.UsersOf(n)))
	}
	if ctx.Diags.HasErrors() {
		t.Errorf("diagnostics: %v", ctx.Diags.All())
	}
	expectLines(t, out, "br label %live", "call void @use(i32 1)")
	for _, gone := range []string{"dead:", "atomicrmw", "#dbg_value", "switch", "phi"} {
		if strings.Contains(out, gone) {
			t.Errorf("output keeps %q:\n%s", gone, out)
		}
	}
}
