; Debug-info nodes GPU code rarely carries (macros, modules, Fortran common
; blocks and strings, generic subranges and subrange types, Objective-C
; properties, coroutine labels, imported entities) and fields whose default
; is not zero, for the bitcode reader and writer: read from text, from LLVM's
; bitcode (its text llvm-dis's, byte for byte), and written back.
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0, !dbg !20

define void @f() !dbg !10 {
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!named = !{!30, !31, !32, !33, !34, !35, !38, !39, !40, !41, !42, !43, !44, !45, !46}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "memspace", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, macros: !5, globals: !19)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{!6, !8}
!6 = !DIMacroFile(file: !1, nodes: !7)
!7 = !{!9}
!8 = !DIMacro(type: DW_MACINFO_undef, line: 3, name: "OLD")
!9 = !DIMacro(type: DW_MACINFO_define, line: 2, name: "N", value: "64")
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 6, column: 1, scope: !10)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!19 = !{!20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "g", scope: !22, file: !1, line: 1, type: !23, isLocal: false, isDefinition: true)
!22 = !DICommonBlock(scope: !10, declaration: null, name: "blk", file: !1, line: 4)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 9, isDecl: true)
!31 = !DIStringType(name: "character(*)", stringLength: !32, stringLengthExpression: !DIExpression(), size: 32)
!32 = !DILocalVariable(name: "len", scope: !10, file: !1, line: 5, type: !23)
!33 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 48, DW_OP_deref), lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 40, DW_OP_deref))
!34 = !DIObjCProperty(name: "p", file: !1, line: 7, setter: "setP:", getter: "getP", attributes: 2316, type: !23)
!35 = !DIMacroFile(type: DW_MACINFO_start_file, line: 1, file: !1, nodes: !{})
!38 = !DISubrangeType(name: "r", file: !1, line: 3, size: 32, align: 32, baseType: !23, lowerBound: i64 1, upperBound: i64 10)
!39 = !DIStringType(tag: DW_TAG_string_type, name: "str", size: 64, align: 8, encoding: DW_ATE_ASCII)
!40 = !DIModule(scope: !1, name: "N")
!41 = !DITemplateValueParameter(name: "N", type: !23, value: i32 4)
!42 = distinct !DIGlobalVariable(name: "h", scope: !1, file: !1, line: 2, type: !23)
!43 = !DILabel(scope: !10, name: "L", file: !1, line: 2, coroSuspendIdx: 4294967295)
!44 = !DILabel(scope: !10, name: "M", file: !1, line: 3, column: 4, isArtificial: true, coroSuspendIdx: 0)
!45 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !1, entity: !10, file: !1, line: 4, elements: !13)
!46 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !10, entity: !40, file: !1, line: 5)
