; LLVM 22's #dbg_declare_value record reads and prints back.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-LABEL: define void @f(i32 %x)
; CHECK-NEXT: #dbg_declare_value(i32 %x, ![[VAR:[0-9]+]], !DIExpression(), ![[LOC:[0-9]+]])
; CHECK-NEXT: ret void, !dbg ![[LOC]]
define void @f(i32 %x) !dbg !5 {
    #dbg_declare_value(i32 %x, !9, !DIExpression(), !10)
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !13)
!10 = !DILocation(line: 1, column: 1, scope: !5)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
