; Forms met in LLVM's own Bitcode and Assembler tests that memspace once
; read wrong or refused (each is compared, text and bitcode, with LLVM).
target datalayout = "e-i64:64-s0:64:64-n32:64"

; A metadata attachment on an ifunc (aliases take none).
@ifn = ifunc void (), ptr @resolver, !foo !0

; A range attribute wider than 64 bits.
define void @wide(i128 range(i128 618970019642690137449562111, 618970019642690137449562114) %a, i128 range(i128 -5, 340282366920938463463374607431768211455) %b) {
  ret void
}

define ptr @resolver() {
  ret ptr null
}

declare void @callee(i32)

; Metadata inputs of operand bundles, strings and nodes.
define void @bundles(i32 %x) {
  %y = add i32 %x, 1
  call void @callee(i32 %y) [ "op_type"(metadata !"s", i32 %y), "other"(metadata !"t") ]
  call void @callee(i32 %x) [ "op_type"(metadata !"s") ]
  ret void
}

; dso_local_equivalent and no_cfi before a callee.
define void @refs() {
  call void dso_local_equivalent @callee(i32 1)
  call void no_cfi @callee(i32 2)
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3}
!named = !{!4, !5, !6, !7, !8, !9, !10, !11, !12}

!0 = !{}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "t.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
; Pointer authentication of a derived type.
!4 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !6, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234)
!5 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !6, ptrAuthKey: 0, ptrAuthIsAddressDiscriminated: true, ptrAuthIsaPointer: true, ptrAuthAuthenticatesNullValues: true)
; No size and "size: 0" are two nodes to LLVM.
!6 = !DIBasicType()
!7 = !DIBasicType(size: 0)
!8 = !DICompositeType(tag: DW_TAG_structure_type, name: "S")
!9 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", size: 0, offset: 0)
; A virtual index without a virtuality.
!10 = distinct !DISubprogram(name: "v", scope: !2, file: !2, line: 1, virtualIndex: 6, spFlags: DISPFlagDefinition, unit: !1)
; Alignment and pointer authentication share LLVM's field.
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, ptrAuthKey: 2, ptrAuthExtraDiscriminator: 7)
!12 = !DIDerivedType(tag: DW_TAG_LLVM_ptrauth_type, baseType: !6, align: 8)
