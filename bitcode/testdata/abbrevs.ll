; Records that LLVM's writer abbreviates in more than one way: names in
; char6, 7 and 8 bits, C strings and strings, short and long global
; records, named structs, debug records whose value comes before or after
; them, a source file name that is not char6.
source_filename = "dir/abbrevs-1.cu"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, ptr, [4 x float] }
%"struct.with space" = type { i8 }

@g = global i32 5, align 4
@h = internal addrspace(1) global [3 x i32] [i32 1, i32 2, i32 3], align 4
@s6 = private unnamed_addr constant [6 x i8] c"hello\00"
@s7 = private constant [4 x i8] c"a-b\00"
@s8 = private constant [3 x i8] c"\C3\A9\00"
@raw = constant [3 x i8] c"a-b"
@agg = global %struct.S zeroinitializer, align 16
@sp = global %"struct.with space" zeroinitializer, section "data.x"

define i32 @f(i32 %x, ptr %p, ptr %name.with-dash) !dbg !4 {
entry:
  %cmp = icmp slt i32 %x, 3
  %fc = fcmp fast olt float 1.0, 2.0
  store i32 %x, ptr %p, align 4
  br i1 %cmp, label %then, label %"else block"
then:
  %v = load i32, ptr %p
  br label %"else block"
"else block":
  %r = phi i32 [ 0, %entry ], [ %v, %then ]
    #dbg_value(i32 %r, !7, !DIExpression(), !8)
    #dbg_value(i32 %later, !7, !DIExpression(), !8)
    #dbg_value(i32 poison, !7, !DIExpression(), !8)
  %later = add i32 %r, 1
  %"\C3\A9" = add i32 %later, 2
  %n = fneg float 1.0
  %c = sitofp i32 %later to float
  ret i32 %"\C3\A9"
}

define void @"with-dash"() {
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!named.md = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 1, type: !10)
!8 = !DILocation(line: 1, scope: !4)
!9 = !GenericDINode(tag: DW_TAG_entry_point, header: "h", operands: {!1})
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
