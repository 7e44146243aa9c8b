; ModuleID = 'corpus/cuda/05_histogram_shared_atomics.cu'
source_filename = "corpus/cuda/05_histogram_shared_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12histogram256PKhjPjE10local_bins = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12histogram256PKhjPj(i8* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 !dbg !10 {
  call fastcc void @_ZL10clear_binsPj() #6, !dbg !14
  call void @llvm.nvvm.barrier0(), !dbg !15
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !16
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6, !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6, !dbg !24
  %8 = mul i32 %7, %4, !dbg !27
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !28
  %10 = add i32 %8, %9, !dbg !31
  %11 = icmp ult i32 %10, %1, !dbg !32
  br i1 %11, label %14, label %12, !dbg !33

12:                                               ; preds = %14, %3
  call void @llvm.nvvm.barrier0(), !dbg !34
  %13 = icmp ult i32 %9, 256, !dbg !35
  br i1 %13, label %23, label %22, !dbg !36

14:                                               ; preds = %3, %14
  %15 = phi i32 [ %20, %14 ], [ %10, %3 ]
  %16 = zext i32 %15 to i64, !dbg !37
  %17 = getelementptr inbounds i8, i8* %0, i64 %16, !dbg !37
  %18 = load i8, i8* %17, align 1, !dbg !37, !tbaa !38
  %19 = zext i8 %18 to i32, !dbg !37
  call fastcc void @_ZL4bumpPjjj(i32* noundef getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ12histogram256PKhjPjE10local_bins to [256 x i32]*), i64 0, i64 0), i32 noundef %19, i32 noundef 1) #6, !dbg !41
  %20 = add i32 %15, %6, !dbg !42
  %21 = icmp ult i32 %20, %1, !dbg !32
  br i1 %21, label %14, label %12, !dbg !33, !llvm.loop !43

22:                                               ; preds = %31, %12
  ret void, !dbg !47

23:                                               ; preds = %12, %31
  %24 = phi i32 [ %32, %31 ], [ %9, %12 ]
  %25 = zext i32 %24 to i64, !dbg !48
  %26 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ12histogram256PKhjPjE10local_bins, i64 0, i64 %25, !dbg !48
  %27 = addrspacecast i32 addrspace(3)* %26 to i32*, !dbg !48
  %28 = load i32, i32* %27, align 4, !dbg !48, !tbaa !49
  %29 = icmp eq i32 %28, 0, !dbg !51
  br i1 %29, label %31, label %30, !dbg !51

30:                                               ; preds = %23
  call fastcc void @_ZL4bumpPjjj(i32* noundef %2, i32 noundef %24, i32 noundef %28) #6, !dbg !52
  br label %31, !dbg !52

31:                                               ; preds = %30, %23
  %32 = add i32 %24, %4, !dbg !53
  %33 = icmp ult i32 %32, 256, !dbg !35
  br i1 %33, label %23, label %22, !dbg !36, !llvm.loop !54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind writeonly
define internal fastcc void @_ZL10clear_binsPj() unnamed_addr #1 !dbg !56 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !57
  %2 = icmp ult i32 %1, 256, !dbg !59
  br i1 %2, label %3, label %5, !dbg !60

3:                                                ; preds = %0
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !61
  br label %6, !dbg !60

5:                                                ; preds = %6, %0
  ret void, !dbg !62

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %1, %3 ], [ %11, %6 ]
  %8 = zext i32 %7 to i64, !dbg !63
  %9 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ12histogram256PKhjPjE10local_bins, i64 0, i64 %8, !dbg !63
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !63
  store i32 0, i32* %10, align 4, !dbg !64, !tbaa !49
  %11 = add i32 %7, %4, !dbg !65
  %12 = icmp ult i32 %11, 256, !dbg !59
  br i1 %12, label %6, label %5, !dbg !60, !llvm.loop !66
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define internal fastcc void @_ZL4bumpPjjj(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !68 {
  %4 = zext i32 %1 to i64, !dbg !69
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !69
  %6 = atomicrmw add i32* %5, i32 %2 seq_cst, align 4, !dbg !70
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z18histogram256_naivePKhjPj(i8* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #4 !dbg !75 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6, !dbg !76
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !78
  %6 = mul i32 %4, %5, !dbg !80
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !81
  %8 = add i32 %6, %7, !dbg !83
  %9 = icmp ult i32 %8, %1, !dbg !84
  br i1 %9, label %10, label %15, !dbg !85

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64, !dbg !86
  %12 = getelementptr inbounds i8, i8* %0, i64 %11, !dbg !86
  %13 = load i8, i8* %12, align 1, !dbg !86, !tbaa !38
  %14 = zext i8 %13 to i32, !dbg !86
  call fastcc void @_ZL4bumpPjjj(i32* noundef %2, i32 noundef %14, i32 noundef 1) #6, !dbg !87
  br label %15, !dbg !87

15:                                               ; preds = %10, %3
  ret void, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "corpus/cuda/05_histogram_shared_atomics.cu", directory: "/tmp/t14g")
!2 = !{void (i8*, i32, i32*)* @_Z12histogram256PKhjPj, !"kernel", i32 1}
!3 = !{void (i8*, i32, i32*)* @_Z18histogram256_naivePKhjPj, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "histogram256", scope: !11, file: !11, line: 17, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DIFile(filename: "corpus/cuda/05_histogram_shared_atomics.cu", directory: "")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 20, column: 3, scope: !10)
!15 = !DILocation(line: 21, column: 3, scope: !10)
!16 = !DILocation(line: 79, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!18 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 23, column: 21, scope: !10)
!20 = !DILocation(line: 92, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 92, type: !12, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!22 = distinct !DILocation(line: 23, column: 34, scope: !10)
!23 = !DILocation(line: 23, column: 32, scope: !10)
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!26 = distinct !DILocation(line: 24, column: 21, scope: !10)
!27 = !DILocation(line: 24, column: 32, scope: !10)
!28 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!30 = distinct !DILocation(line: 24, column: 47, scope: !10)
!31 = !DILocation(line: 24, column: 45, scope: !10)
!32 = !DILocation(line: 24, column: 62, scope: !10)
!33 = !DILocation(line: 24, column: 3, scope: !10)
!34 = !DILocation(line: 26, column: 3, scope: !10)
!35 = !DILocation(line: 28, column: 36, scope: !10)
!36 = !DILocation(line: 28, column: 3, scope: !10)
!37 = !DILocation(line: 25, column: 22, scope: !10)
!38 = !{!39, !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 25, column: 5, scope: !10)
!42 = !DILocation(line: 24, column: 69, scope: !10)
!43 = distinct !{!43, !33, !44, !45, !46}
!44 = !DILocation(line: 25, column: 33, scope: !10)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 33, column: 1, scope: !10)
!48 = !DILocation(line: 29, column: 18, scope: !10)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !39, i64 0}
!51 = !DILocation(line: 30, column: 9, scope: !10)
!52 = !DILocation(line: 31, column: 7, scope: !10)
!53 = !DILocation(line: 28, column: 47, scope: !10)
!54 = distinct !{!54, !36, !55, !45, !46}
!55 = !DILocation(line: 32, column: 3, scope: !10)
!56 = distinct !DISubprogram(name: "clear_bins", scope: !11, file: !11, line: 12, type: !12, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!57 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !58)
!58 = distinct !DILocation(line: 13, column: 21, scope: !56)
!59 = !DILocation(line: 13, column: 36, scope: !56)
!60 = !DILocation(line: 13, column: 3, scope: !56)
!61 = !DILocation(line: 0, scope: !56)
!62 = !DILocation(line: 15, column: 1, scope: !56)
!63 = !DILocation(line: 14, column: 5, scope: !56)
!64 = !DILocation(line: 14, column: 13, scope: !56)
!65 = !DILocation(line: 13, column: 47, scope: !56)
!66 = distinct !{!66, !60, !67, !45, !46}
!67 = !DILocation(line: 14, column: 15, scope: !56)
!68 = distinct !DISubprogram(name: "bump", scope: !11, file: !11, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!69 = !DILocation(line: 9, column: 14, scope: !68)
!70 = !DILocation(line: 37, column: 20, scope: !71, inlinedAt: !73)
!71 = distinct !DISubprogram(name: "atomicAdd", scope: !72, file: !72, line: 36, type: !12, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!72 = !DIFile(filename: "corpus/cuda/cuda_min.h", directory: "")
!73 = distinct !DILocation(line: 9, column: 3, scope: !68)
!74 = !DILocation(line: 10, column: 1, scope: !68)
!75 = distinct !DISubprogram(name: "histogram256_naive", scope: !11, file: !11, line: 36, type: !12, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!76 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !77)
!77 = distinct !DILocation(line: 38, column: 16, scope: !75)
!78 = !DILocation(line: 79, column: 3, scope: !17, inlinedAt: !79)
!79 = distinct !DILocation(line: 38, column: 29, scope: !75)
!80 = !DILocation(line: 38, column: 27, scope: !75)
!81 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !82)
!82 = distinct !DILocation(line: 38, column: 42, scope: !75)
!83 = !DILocation(line: 38, column: 40, scope: !75)
!84 = !DILocation(line: 39, column: 9, scope: !75)
!85 = !DILocation(line: 39, column: 7, scope: !75)
!86 = !DILocation(line: 40, column: 16, scope: !75)
!87 = !DILocation(line: 40, column: 5, scope: !75)
!88 = !DILocation(line: 41, column: 1, scope: !75)
