; An atomic that reachable code runs on a pointer proven local is an
; error (exit 1, nothing written); the one a space test makes dead is not
; reported.
; RUN: not memspace -passes=memspace-opt %s -o - 2>&1 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)

; CHECK-NOT: atom.cu:4
; CHECK: atom.cu:6:3: error: Cannot do atomic on local memory
; CHECK-NEXT: note: local: alloca %x
; CHECK-NOT: error
define void @f() !dbg !5 {
entry:
  %x = alloca i32, align 4
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %x)
  br i1 %l, label %local, label %other

other:
  %a = atomicrmw add ptr %x, i32 1 seq_cst, align 4, !dbg !10
  br label %local

local:
  %b = atomicrmw add ptr %x, i32 2 seq_cst, align 4, !dbg !11
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "memspace test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "atom.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = !DILocation(line: 4, column: 3, scope: !5)
!11 = !DILocation(line: 6, column: 3, scope: !5)

; An atomic in a block the input left unreachable never runs: no error,
; and the block stays as it was (no test folded in this function).
; CHECK-NOT: @unreachable_block
define void @unreachable_block() {
entry:
  %x = alloca i32, align 4
  ret void

orphan:
  %c = atomicrmw add ptr %x, i32 1 seq_cst, align 4
  ret void
}
