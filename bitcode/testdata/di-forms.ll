; Debug-info spellings the text reader takes and the bitcode writer must
; encode as LLVM does: a source language name instead of a language,
; DISubprogram's fields from before spFlags, hexadecimal literals (u0x,
; s0x), integer bounds, ranks and constant sizes, flags of several bits,
; calling conventions whose numbers moved in LLVM 22.
target triple = "nvptx64-nvidia-cuda"

define void @f() !dbg !10 {
  call void @llvm.dbg.value(metadata i32 0, metadata !14, metadata !DIExpression(DW_OP_constu, u0x10, DW_OP_stack_value)), !dbg !11
  ret void, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!named = !{!20, !21, !22, !23, !24, !25, !26, !27, !28, !29}

!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C_plus_plus, sourceLanguageVersion: 201703, file: !1, producer: "memspace", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: u0x3, type: !12, isLocal: true, isDefinition: true, isOptimized: true, unit: !0)
!11 = !DILocation(line: 4, column: u0x2, scope: !10)
!12 = !DISubroutineType(cc: DW_CC_GNU_renesas_sh, types: !13)
!13 = !{null}
!14 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 3, type: !15, flags: DIFlagArtificial | DIFlagNameIsSimplified)
!15 = !DIBasicType(name: "int", size: i64 32, encoding: DW_ATE_signed)
!20 = !DISubrange(count: 5, lowerBound: s0x10)
!21 = !DISubrangeType(name: "r", baseType: !15, lowerBound: 1, upperBound: 10, stride: 2, bias: 3)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: i64 64, rank: 2)
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "s", flags: DIFlagIndirectVirtualBase | DIFlagPrivate, size: 32)
!24 = !DISubroutineType(cc: DW_CC_BORLAND_pascal, flags: u0x100, types: !13)
!25 = !DIBasicType(name: "h", size: 16, encoding: DW_ATE_HP_float128)
!26 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 9, type: !12, virtuality: DW_VIRTUALITY_pure_virtual, isDefinition: false)
!27 = !DIGenericSubrange(count: 5, lowerBound: 1, stride: 4)
!28 = !DIGenericSubrange(lowerBound: -1, upperBound: !DIExpression(DW_OP_constu, 5), stride: !DIExpression())
!29 = !DIGenericSubrange(count: !30, lowerBound: u0x0, stride: 5)
!30 = distinct !DIGlobalVariable(name: "n", type: !15, isLocal: false, isDefinition: true)
