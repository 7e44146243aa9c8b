; ModuleID = 'host_dispatch.c'
source_filename = "host_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"DEBUG\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"LOG\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"INFO\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"NOTICE\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"WARNING\00", align 1
@run.table = internal unnamed_addr constant [4 x i8*] [i8* blockaddress(@run, %3), i8* blockaddress(@run, %8), i8* blockaddress(@run, %10), i8* blockaddress(@run, %12)], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i8* @severity(i32 noundef %0) local_unnamed_addr #0 !dbg !32 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !39, metadata !DIExpression()), !dbg !41
  switch i32 %0, label %8 [
    i32 10, label %10
    i32 11, label %10
    i32 12, label %10
    i32 13, label %2
    i32 14, label %3
    i32 15, label %3
    i32 16, label %4
    i32 17, label %5
    i32 18, label %5
    i32 19, label %6
  ], !dbg !42

2:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !43

3:                                                ; preds = %1, %1
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !45

4:                                                ; preds = %1
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !46

5:                                                ; preds = %1, %1
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !47

6:                                                ; preds = %1
  %7 = call i8* @unknown(i32 noundef -19) #5, !dbg !48
  call void @llvm.dbg.value(metadata i8* %7, metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !49

8:                                                ; preds = %1
  %9 = call i8* @unknown(i32 noundef %0) #5, !dbg !50
  call void @llvm.dbg.value(metadata i8* %9, metadata !40, metadata !DIExpression()), !dbg !41
  br label %10, !dbg !51

10:                                               ; preds = %1, %1, %1, %8, %6, %5, %4, %3, %2
  %11 = phi i8* [ %9, %8 ], [ %7, %6 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), %5 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), %4 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), %3 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %2 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), %1 ], !dbg !52
  call void @llvm.dbg.value(metadata i8* %11, metadata !40, metadata !DIExpression()), !dbg !41
  ret i8* %11, !dbg !53
}

declare !dbg !54 i8* @unknown(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @run(i8* nocapture noundef readonly %0, i32 noundef %1) #2 !dbg !2 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !13, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i32 %1, metadata !14, metadata !DIExpression()), !dbg !56
  br label %13, !dbg !57

3:                                                ; preds = %13
  call void @llvm.dbg.label(metadata !15), !dbg !58
  %4 = add nsw i32 %15, 1, !dbg !59
  call void @llvm.dbg.value(metadata i32 %4, metadata !14, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i8* %14, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  br label %5, !dbg !60

5:                                                ; preds = %3, %8, %10
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ], [ %11, %10 ]
  %7 = getelementptr inbounds i8, i8* %14, i64 1, !dbg !56
  br label %13, !dbg !56

8:                                                ; preds = %13
  call void @llvm.dbg.label(metadata !16), !dbg !61
  %9 = add nsw i32 %15, -1, !dbg !62
  call void @llvm.dbg.value(metadata i32 %9, metadata !14, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i8* %14, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  br label %5, !dbg !63

10:                                               ; preds = %13
  call void @llvm.dbg.label(metadata !17), !dbg !64
  %11 = shl nsw i32 %15, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %11, metadata !14, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i8* %14, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  br label %5, !dbg !66

12:                                               ; preds = %13
  call void @llvm.dbg.label(metadata !18), !dbg !67
  ret i32 %15, !dbg !68

13:                                               ; preds = %5, %2
  %14 = phi i8* [ %0, %2 ], [ %7, %5 ]
  %15 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %16 = load i8, i8* %14, align 1, !dbg !56, !tbaa !69
  %17 = zext i8 %16 to i64, !dbg !56
  %18 = getelementptr inbounds [4 x i8*], [4 x i8*]* @run.table, i64 0, i64 %17, !dbg !56
  %19 = load i8*, i8** %18, align 8, !dbg !56, !tbaa !72
  call void @llvm.dbg.value(metadata i32 %15, metadata !14, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i8* %14, metadata !13, metadata !DIExpression()), !dbg !56
  indirectbr i8* %19, [label %3, label %8, label %10, label %12]
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 22, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 21, type: !4, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "host_dispatch.c", directory: "/tmp/hc", checksumkind: CSK_MD5, checksum: "6e56a267cda9e38741490ab329e55289")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{!13, !14, !15, !16, !17, !18}
!13 = !DILocalVariable(name: "code", arg: 1, scope: !2, file: !3, line: 21, type: !7)
!14 = !DILocalVariable(name: "acc", arg: 2, scope: !2, file: !3, line: 21, type: !6)
!15 = !DILabel(scope: !2, name: "op_add", file: !3, line: 24)
!16 = !DILabel(scope: !2, name: "op_sub", file: !3, line: 27)
!17 = !DILabel(scope: !2, name: "op_dbl", file: !3, line: 30)
!18 = !DILabel(scope: !2, name: "op_end", file: !3, line: 33)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !23)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "severity", scope: !3, file: !3, line: 7, type: !33, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !6}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "level", arg: 1, scope: !32, file: !3, line: 7, type: !6)
!40 = !DILocalVariable(name: "s", scope: !32, file: !3, line: 8, type: !35)
!41 = !DILocation(line: 0, scope: !32)
!42 = !DILocation(line: 9, column: 3, scope: !32)
!43 = !DILocation(line: 11, column: 23, scope: !44)
!44 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 18)
!45 = !DILocation(line: 12, column: 33, scope: !44)
!46 = !DILocation(line: 13, column: 26, scope: !44)
!47 = !DILocation(line: 14, column: 36, scope: !44)
!48 = !DILocation(line: 15, column: 16, scope: !44)
!49 = !DILocation(line: 15, column: 33, scope: !44)
!50 = !DILocation(line: 16, column: 16, scope: !44)
!51 = !DILocation(line: 16, column: 32, scope: !44)
!52 = !DILocation(line: 0, scope: !44)
!53 = !DILocation(line: 18, column: 3, scope: !32)
!54 = !DISubprogram(name: "unknown", scope: !3, file: !3, line: 5, type: !33, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !55)
!55 = !{}
!56 = !DILocation(line: 0, scope: !2)
!57 = !DILocation(line: 23, column: 3, scope: !2)
!58 = !DILocation(line: 24, column: 1, scope: !2)
!59 = !DILocation(line: 25, column: 7, scope: !2)
!60 = !DILocation(line: 26, column: 3, scope: !2)
!61 = !DILocation(line: 27, column: 1, scope: !2)
!62 = !DILocation(line: 28, column: 7, scope: !2)
!63 = !DILocation(line: 29, column: 3, scope: !2)
!64 = !DILocation(line: 30, column: 1, scope: !2)
!65 = !DILocation(line: 31, column: 7, scope: !2)
!66 = !DILocation(line: 32, column: 3, scope: !2)
!67 = !DILocation(line: 33, column: 1, scope: !2)
!68 = !DILocation(line: 34, column: 3, scope: !2)
!69 = !{!70, !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !{!73, !73, i64 0}
!73 = !{!"any pointer", !70, i64 0}
