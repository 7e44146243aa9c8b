; Typed pointers with debug-info fields newer than LLVM 14: written in
; LLVM 22's layouts (LLVM 14 cannot hold them), and read back whole.
define void @f(i32* %p) !dbg !4 {
  call void @llvm.dbg.value(metadata i32* %p, metadata !7, metadata !DIExpression()), !dbg !8
  ret void
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition, targetFuncName: "g")
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 1, type: !10)
!8 = !DILocation(line: 1, scope: !4, atomGroup: 2, atomRank: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, num_extra_inhabitants: 3)
