; Two #dbg_value records of one constant expression, which the text
; reader makes two objects and LLVM one: the writer numbers the constant
; once (by its text) and must find it again for the second record, which
; LLVM writes as DEBUG_RECORD_VALUE_SIMPLE with the constant's value id.
; Found in rustc's -O2 -g bitcode (a dangling pointer, inttoptr of 8).
define void @f(ptr %p) !dbg !5 {
    #dbg_value(ptr inttoptr (i64 8 to ptr), !8, !DIExpression(), !9)
  store ptr inttoptr (i64 8 to ptr), ptr %p
    #dbg_value(ptr inttoptr (i64 8 to ptr), !8, !DIExpression(), !9)
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !10)
!9 = !DILocation(line: 1, scope: !5)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
