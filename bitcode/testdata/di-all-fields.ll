; Every field of every debug-info node kind, set (LLVM 22's names): the text
; memspace prints from LLVM's bitcode must be llvm-dis's, field order included.
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0, !dbg !20

define void @f(i32 %x) !dbg !10 {
entry:
  #dbg_value(!DIArgList(i32 %x, i32 1), !32, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !11)
  #dbg_label(!43, !11)
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!named = !{!30, !31, !33, !34, !38, !39, !41, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !64}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "memspace", isOptimized: true, flags: "-O2", runtimeVersion: 2, splitDebugFilename: "a.dwo", emissionKind: FullDebug, enums: !13, retainedTypes: !13, globals: !19, imports: !13, macros: !13, dwoId: 77, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: GNU, rangesBaseAddress: true, sysroot: "/sys", sdk: "s.sdk")
!1 = !DIFile(filename: "k.c", directory: "/tmp", checksumkind: CSK_SHA1, checksum: "0123456789abcdef0123456789abcdef01234567", source: "int x;")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1f", scope: !1, file: !1, line: 5, type: !12, scopeLine: 6, containingType: !47, virtualIndex: 3, thisAdjustment: 8, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagPureVirtual | DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !13, declaration: !60, retainedNodes: !13, thrownTypes: !13, annotations: !61, targetFuncName: "tf", keyInstructions: true)
!11 = !DILocation(line: 6, column: 1, scope: !10, inlinedAt: !62, isImplicitCode: true, atomGroup: 3, atomRank: 2)
!12 = !DISubroutineType(flags: DIFlagLValueReference, cc: DW_CC_LLVM_Swift, types: !13)
!13 = !{}
!19 = !{!20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!21 = distinct !DIGlobalVariable(name: "g", linkageName: "_g", scope: !1, file: !1, line: 1, type: !23, isLocal: true, isDefinition: true, declaration: !63, templateParams: !13, align: 64, annotations: !61)
!23 = !DIBasicType(tag: DW_TAG_base_type, name: "int", size: 32, align: 32, dataSize: 24, encoding: DW_ATE_signed, num_extra_inhabitants: 2, flags: DIFlagBigEndian)
!30 = !DIModule(scope: !1, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 9, isDecl: true)
!31 = !DIStringType(tag: DW_TAG_string_type, name: "character(*)", stringLength: !32, stringLengthExpression: !DIExpression(), stringLocationExpression: !DIExpression(DW_OP_deref), size: 32, align: 8, encoding: DW_ATE_UTF)
!32 = !DILocalVariable(name: "len", arg: 1, scope: !10, file: !1, line: 5, type: !23, flags: DIFlagArtificial, align: 32, annotations: !61)
!33 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 4), lowerBound: !DIExpression(DW_OP_constu, 1), stride: !DIExpression(DW_OP_constu, 8))
!34 = !DIObjCProperty(name: "p", file: !1, line: 7, setter: "setP:", getter: "getP", attributes: 2316, type: !23)
!38 = !DISubrangeType(name: "r", scope: !1, file: !1, line: 3, size: 32, align: 32, flags: DIFlagArtificial, baseType: !23, lowerBound: i64 1, upperBound: i64 10, stride: i64 2, bias: i64 5)
!39 = !DIFixedPointType(name: "fx", size: 32, align: 32, encoding: DW_ATE_signed_fixed, flags: DIFlagArtificial, kind: Binary, factor: -4)
!41 = !DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "N", type: !23, defaulted: true, value: i32 4)
!43 = !DILabel(scope: !10, name: "L", file: !1, line: 2, column: 7, isArtificial: true, coroSuspendIdx: 3)
!45 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !1, entity: !10, file: !1, line: 4, elements: !13)
!46 = !DIFixedPointType(name: "fr", size: 16, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 3, denominator: 7)
!47 = distinct !DICompositeType(tag: DW_TAG_array_type, name: "C", scope: !1, file: !1, line: 2, baseType: !23, size: 64, align: 64, offset: 8, flags: DIFlagFwdDecl, elements: !13, runtimeLang: DW_LANG_C, vtableHolder: !47, templateParams: !13, identifier: "_ZTS1C", dataLocation: !DIExpression(DW_OP_push_object_address), associated: !DIExpression(DW_OP_constu, 1), allocated: !DIExpression(DW_OP_constu, 1), rank: !DIExpression(DW_OP_constu, 2), annotations: !61, num_extra_inhabitants: 1, enumKind: DW_APPLE_ENUM_KIND_Open, specification: !48, bitStride: i32 4)
!48 = !DICompositeType(tag: DW_TAG_structure_type, name: "D")
!49 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !47, file: !1, line: 3, baseType: !23, size: 32, align: 32, offset: 32, flags: DIFlagBitField, extraData: i64 0, annotations: !61)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 5, ptrAuthIsaPointer: true, ptrAuthAuthenticatesNullValues: true)
!51 = !DISubrange(count: 10, lowerBound: 2, stride: 4)
!52 = !DISubrange(upperBound: !DIExpression(DW_OP_constu, 3))
!53 = !DIEnumerator(name: "E", value: 18446744073709551615, isUnsigned: true)
!54 = !DILexicalBlock(scope: !10, file: !1, line: 4, column: 9)
!55 = !DILexicalBlockFile(scope: !54, file: !1, discriminator: 3)
!56 = !DINamespace(name: "ns", scope: !1, exportSymbols: true)
!57 = !DICommonBlock(scope: !10, declaration: !21, name: "blk", file: !1, line: 4)
!58 = !DITemplateTypeParameter(name: "T", type: !23, defaulted: true)
!59 = !DIMacroFile(type: DW_MACINFO_start_file, line: 1, file: !1, nodes: !{!DIMacro(type: DW_MACINFO_define, line: 2, name: "N", value: "64")})
!60 = !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !12, spFlags: DISPFlagOptimized)
!61 = !{!{!"btf_decl_tag", !"tag"}}
!62 = distinct !DILocation(line: 9, column: 2, scope: !10)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !47, file: !1, baseType: !23, flags: DIFlagStaticMember, extraData: i32 1)
!64 = !DICompositeType(tag: DW_TAG_variant_part, scope: !47, file: !1, discriminator: !49)
