; What the bitcode writer once refused: !GenericDINode (with its
; "operands: {...}"), !DIFixedPointType (LLVM 21+) and splats of scalable
; vectors. Read from text, printed, assembled by LLVM, and read and written
; as bitcode by the bitcode tests.
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %x) {
  %y = add <vscale x 4 x i32> %x, splat (i32 1)
  %f = fadd <vscale x 2 x float> zeroinitializer, splat (float 2.0)
  %h = fadd <vscale x 2 x half> splat (half 0xH3C00), splat (half 0xH0000)
  %p = getelementptr i8, <vscale x 2 x ptr> splat (ptr null), <vscale x 2 x i64> splat (i64 1)
  %q = getelementptr i8, <vscale x 2 x ptr> splat (ptr @g), i64 1
  %b = and <vscale x 2 x i1> splat (i1 true), splat (i1 false)
  %z = add <vscale x 4 x i32> %y, splat (i32 0)
  %w = add <vscale x 4 x i32> %z, splat (i32 1)
  ret <vscale x 4 x i32> %w
}

define <vscale x 8 x i16> @ones() {
  ret <vscale x 8 x i16> splat (i16 -1)
}

!named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18}

!0 = !GenericDINode(tag: DW_TAG_entry_point, header: "some\00header", operands: {!1, null, !"x"})
!1 = distinct !GenericDINode(tag: DW_TAG_base_type)
!2 = !GenericDINode(tag: DW_TAG_variable, operands: {})
!3 = !GenericDINode(tag: DW_TAG_variable, header: "", operands: {i32 1, !{}, !DIFile(filename: "a", directory: "b"), !"", !3})
!4 = !GenericDINode(tag: 4660)
!5 = !GenericDINode(operands: {null}, header: "h", tag: 65535)
!6 = distinct !GenericDINode(tag: DW_TAG_GNU_template_parameter_pack, operands: {!6, !{!0}, <vscale x 2 x i64> splat (i64 5)})
!7 = !DIFixedPointType(name: "fx", size: 32, align: 32, encoding: DW_ATE_signed_fixed, flags: DIFlagArtificial, kind: Binary, factor: -4)
!8 = !DIFixedPointType(name: "fr", size: 16, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 1234, denominator: 5678)
!9 = distinct !DIFixedPointType(name: "fd", size: 64, encoding: DW_ATE_signed_fixed, kind: Decimal, factor: 3)
!10 = !DIFixedPointType(name: "a", encoding: DW_ATE_signed_fixed, kind: Binary)
!11 = !DIFixedPointType(name: "b", encoding: DW_ATE_signed_fixed, kind: Rational)
!12 = !DIFixedPointType(name: "c", encoding: DW_ATE_signed_fixed, kind: Decimal, factor: 0, size: 8)
!13 = !DIFixedPointType(name: "d", encoding: DW_ATE_unsigned_fixed, kind: Binary, factor: -2147483648)
!14 = !DIFixedPointType(name: "e", encoding: DW_ATE_signed_fixed, kind: Rational, numerator: -3, denominator: 1234)
!15 = !DIFixedPointType(name: "f", encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: -3, denominator: 18446744073709551615)
!16 = !DIFixedPointType(tag: DW_TAG_base_type, name: "g", align: 8, encoding: DW_ATE_signed_fixed, flags: DIFlagPrivate | DIFlagArtificial, kind: Decimal, factor: 2147483647)
!17 = !DIFixedPointType(name: "h", encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 9223372036854775807, denominator: -9223372036854775808)
!18 = !{!19}
!19 = !DIFixedPointType(name: "i", size: 128, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 0, denominator: 1)
