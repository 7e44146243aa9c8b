; ModuleID = 'corpus/cuda/01_reduce_shared.cu'
source_filename = "corpus/cuda/01_reduce_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumPKfPfjE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ14reduce_abs_sumPKfPfjE7scratch = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10reduce_sumPKfPfj(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !14
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !18
  %6 = shl i32 %5, 9, !dbg !21
  %7 = add i32 %6, %4, !dbg !22
  %8 = icmp ult i32 %7, %2, !dbg !23
  br i1 %8, label %9, label %13, !dbg !24

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64, !dbg !25
  %11 = getelementptr inbounds float, float* %0, i64 %10, !dbg !25
  %12 = load float, float* %11, align 4, !dbg !25, !tbaa !26
  br label %13, !dbg !30

13:                                               ; preds = %9, %3
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ], !dbg !31
  %15 = add i32 %7, 256, !dbg !32
  %16 = icmp ult i32 %15, %2, !dbg !33
  br i1 %16, label %17, label %22, !dbg !34

17:                                               ; preds = %13
  %18 = zext i32 %15 to i64, !dbg !35
  %19 = getelementptr inbounds float, float* %0, i64 %18, !dbg !35
  %20 = load float, float* %19, align 4, !dbg !35, !tbaa !26
  %21 = fadd contract float %14, %20, !dbg !36
  br label %22, !dbg !37

22:                                               ; preds = %17, %13
  %23 = phi float [ %21, %17 ], [ %14, %13 ], !dbg !31
  %24 = zext i32 %4 to i64, !dbg !38
  %25 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ10reduce_sumPKfPfjE5sdata, i64 0, i64 %24, !dbg !38
  %26 = addrspacecast float addrspace(3)* %25 to float*, !dbg !38
  store float %23, float* %26, align 4, !dbg !39, !tbaa !26
  call void @llvm.nvvm.barrier0(), !dbg !40
  call fastcc void @_ZL10tree_stepsPfjj(float* noundef getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ10reduce_sumPKfPfjE5sdata to [256 x float]*), i64 0, i64 0), i32 noundef %4) #1, !dbg !41
  %27 = icmp ult i32 %4, 32, !dbg !42
  br i1 %27, label %28, label %29, !dbg !43

28:                                               ; preds = %22
  call fastcc void @_ZL9warp_tailPVfj(float* noundef getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ10reduce_sumPKfPfjE5sdata to [256 x float]*), i64 0, i64 0), i32 noundef %4) #5, !dbg !44
  br label %29, !dbg !44

29:                                               ; preds = %28, %22
  %30 = icmp eq i32 %4, 0, !dbg !45
  br i1 %30, label %31, label %35, !dbg !46

31:                                               ; preds = %29
  %32 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ10reduce_sumPKfPfjE5sdata to [256 x float]*), i64 0, i64 0), align 4, !dbg !47, !tbaa !26
  %33 = zext i32 %5 to i64, !dbg !48
  %34 = getelementptr inbounds float, float* %1, i64 %33, !dbg !48
  store float %32, float* %34, align 4, !dbg !49, !tbaa !26
  br label %35, !dbg !48

35:                                               ; preds = %31, %29
  ret void, !dbg !50
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define internal fastcc void @_ZL10tree_stepsPfjj(float* nocapture noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !51 {
  %3 = zext i32 %1 to i64
  %4 = getelementptr inbounds float, float* %0, i64 %3
  br label %6, !dbg !52

5:                                                ; preds = %16
  ret void, !dbg !53

6:                                                ; preds = %2, %16
  %7 = phi i32 [ 128, %2 ], [ %17, %16 ]
  %8 = icmp ugt i32 %7, %1, !dbg !54
  br i1 %8, label %9, label %16, !dbg !55

9:                                                ; preds = %6
  %10 = add i32 %7, %1, !dbg !56
  %11 = zext i32 %10 to i64, !dbg !57
  %12 = getelementptr inbounds float, float* %0, i64 %11, !dbg !57
  %13 = load float, float* %12, align 4, !dbg !57, !tbaa !26
  %14 = load float, float* %4, align 4, !dbg !58, !tbaa !26
  %15 = fadd contract float %13, %14, !dbg !58
  store float %15, float* %4, align 4, !dbg !58, !tbaa !26
  br label %16, !dbg !59

16:                                               ; preds = %9, %6
  call void @llvm.nvvm.barrier0(), !dbg !60
  %17 = lshr i32 %7, 1, !dbg !61
  %18 = icmp ugt i32 %7, 65, !dbg !62
  br i1 %18, label %6, label %5, !dbg !52, !llvm.loop !63
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind
define internal fastcc void @_ZL9warp_tailPVfj(float* noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !67 {
  %3 = add i32 %1, 32, !dbg !68
  %4 = zext i32 %3 to i64, !dbg !69
  %5 = getelementptr inbounds float, float* %0, i64 %4, !dbg !69
  %6 = load volatile float, float* %5, align 4, !dbg !69, !tbaa !26
  %7 = zext i32 %1 to i64, !dbg !70
  %8 = getelementptr inbounds float, float* %0, i64 %7, !dbg !70
  %9 = load volatile float, float* %8, align 4, !dbg !71, !tbaa !26
  %10 = fadd contract float %6, %9, !dbg !71
  store volatile float %10, float* %8, align 4, !dbg !71, !tbaa !26
  %11 = add i32 %1, 16, !dbg !72
  %12 = zext i32 %11 to i64, !dbg !73
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !73
  %14 = load volatile float, float* %13, align 4, !dbg !73, !tbaa !26
  %15 = load volatile float, float* %8, align 4, !dbg !74, !tbaa !26
  %16 = fadd contract float %14, %15, !dbg !74
  store volatile float %16, float* %8, align 4, !dbg !74, !tbaa !26
  %17 = add i32 %1, 8, !dbg !75
  %18 = zext i32 %17 to i64, !dbg !76
  %19 = getelementptr inbounds float, float* %0, i64 %18, !dbg !76
  %20 = load volatile float, float* %19, align 4, !dbg !76, !tbaa !26
  %21 = load volatile float, float* %8, align 4, !dbg !77, !tbaa !26
  %22 = fadd contract float %20, %21, !dbg !77
  store volatile float %22, float* %8, align 4, !dbg !77, !tbaa !26
  %23 = add i32 %1, 4, !dbg !78
  %24 = zext i32 %23 to i64, !dbg !79
  %25 = getelementptr inbounds float, float* %0, i64 %24, !dbg !79
  %26 = load volatile float, float* %25, align 4, !dbg !79, !tbaa !26
  %27 = load volatile float, float* %8, align 4, !dbg !80, !tbaa !26
  %28 = fadd contract float %26, %27, !dbg !80
  store volatile float %28, float* %8, align 4, !dbg !80, !tbaa !26
  %29 = add i32 %1, 2, !dbg !81
  %30 = zext i32 %29 to i64, !dbg !82
  %31 = getelementptr inbounds float, float* %0, i64 %30, !dbg !82
  %32 = load volatile float, float* %31, align 4, !dbg !82, !tbaa !26
  %33 = load volatile float, float* %8, align 4, !dbg !83, !tbaa !26
  %34 = fadd contract float %32, %33, !dbg !83
  store volatile float %34, float* %8, align 4, !dbg !83, !tbaa !26
  %35 = add i32 %1, 1, !dbg !84
  %36 = zext i32 %35 to i64, !dbg !85
  %37 = getelementptr inbounds float, float* %0, i64 %36, !dbg !85
  %38 = load volatile float, float* %37, align 4, !dbg !85, !tbaa !26
  %39 = load volatile float, float* %8, align 4, !dbg !86, !tbaa !26
  %40 = fadd contract float %38, %39, !dbg !86
  store volatile float %40, float* %8, align 4, !dbg !86, !tbaa !26
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14reduce_abs_sumPKfPfj(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !88 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !89
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !91
  %6 = shl i32 %5, 8, !dbg !93
  %7 = add i32 %6, %4, !dbg !94
  %8 = icmp ult i32 %7, %2, !dbg !95
  br i1 %8, label %9, label %13, !dbg !96

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64, !dbg !97
  %11 = getelementptr inbounds float, float* %0, i64 %10, !dbg !97
  %12 = load float, float* %11, align 4, !dbg !97, !tbaa !26
  br label %13, !dbg !96

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ], !dbg !96
  %15 = fcmp contract olt float %14, 0.000000e+00, !dbg !98
  %16 = fneg contract float %14, !dbg !99
  %17 = select contract i1 %15, float %16, float %14, !dbg !99
  %18 = zext i32 %4 to i64, !dbg !100
  %19 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_abs_sumPKfPfjE7scratch, i64 0, i64 %18, !dbg !100
  %20 = addrspacecast float addrspace(3)* %19 to float*, !dbg !100
  store float %17, float* %20, align 4, !dbg !101, !tbaa !26
  call void @llvm.nvvm.barrier0(), !dbg !102
  call fastcc void @_ZL10tree_stepsPfjj(float* noundef getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_abs_sumPKfPfjE7scratch to [256 x float]*), i64 0, i64 0), i32 noundef %4) #1, !dbg !103
  %21 = icmp ult i32 %4, 32, !dbg !104
  br i1 %21, label %22, label %23, !dbg !105

22:                                               ; preds = %13
  call fastcc void @_ZL9warp_tailPVfj(float* noundef getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_abs_sumPKfPfjE7scratch to [256 x float]*), i64 0, i64 0), i32 noundef %4) #5, !dbg !106
  br label %23, !dbg !106

23:                                               ; preds = %22, %13
  %24 = icmp eq i32 %4, 0, !dbg !107
  br i1 %24, label %25, label %29, !dbg !108

25:                                               ; preds = %23
  %26 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_abs_sumPKfPfjE7scratch to [256 x float]*), i64 0, i64 0), align 4, !dbg !109, !tbaa !26
  %27 = zext i32 %5 to i64, !dbg !110
  %28 = getelementptr inbounds float, float* %1, i64 %27, !dbg !110
  store float %26, float* %28, align 4, !dbg !111, !tbaa !26
  br label %29, !dbg !110

29:                                               ; preds = %25, %23
  ret void, !dbg !112
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "corpus/cuda/01_reduce_shared.cu", directory: "/tmp/t14g")
!2 = !{void (float*, float*, i32)* @_Z10reduce_sumPKfPfj, !"kernel", i32 1}
!3 = !{void (float*, float*, i32)* @_Z14reduce_abs_sumPKfPfj, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "reduce_sum", scope: !11, file: !11, line: 27, type: !12, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DIFile(filename: "corpus/cuda/01_reduce_shared.cu", directory: "")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 29, column: 18, scope: !10)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!20 = distinct !DILocation(line: 30, column: 16, scope: !10)
!21 = !DILocation(line: 30, column: 27, scope: !10)
!22 = !DILocation(line: 30, column: 41, scope: !10)
!23 = !DILocation(line: 32, column: 9, scope: !10)
!24 = !DILocation(line: 32, column: 7, scope: !10)
!25 = !DILocation(line: 32, column: 18, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 32, column: 14, scope: !10)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 33, column: 9, scope: !10)
!33 = !DILocation(line: 33, column: 17, scope: !10)
!34 = !DILocation(line: 33, column: 7, scope: !10)
!35 = !DILocation(line: 33, column: 27, scope: !10)
!36 = !DILocation(line: 33, column: 24, scope: !10)
!37 = !DILocation(line: 33, column: 22, scope: !10)
!38 = !DILocation(line: 34, column: 3, scope: !10)
!39 = !DILocation(line: 34, column: 14, scope: !10)
!40 = !DILocation(line: 35, column: 3, scope: !10)
!41 = !DILocation(line: 37, column: 3, scope: !10)
!42 = !DILocation(line: 38, column: 11, scope: !10)
!43 = !DILocation(line: 38, column: 7, scope: !10)
!44 = !DILocation(line: 39, column: 5, scope: !10)
!45 = !DILocation(line: 40, column: 11, scope: !10)
!46 = !DILocation(line: 40, column: 7, scope: !10)
!47 = !DILocation(line: 41, column: 27, scope: !10)
!48 = !DILocation(line: 41, column: 5, scope: !10)
!49 = !DILocation(line: 41, column: 25, scope: !10)
!50 = !DILocation(line: 42, column: 1, scope: !10)
!51 = distinct !DISubprogram(name: "tree_steps", scope: !11, file: !11, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!52 = !DILocation(line: 20, column: 3, scope: !51)
!53 = !DILocation(line: 25, column: 1, scope: !51)
!54 = !DILocation(line: 21, column: 13, scope: !51)
!55 = !DILocation(line: 21, column: 9, scope: !51)
!56 = !DILocation(line: 22, column: 27, scope: !51)
!57 = !DILocation(line: 22, column: 19, scope: !51)
!58 = !DILocation(line: 22, column: 16, scope: !51)
!59 = !DILocation(line: 22, column: 7, scope: !51)
!60 = !DILocation(line: 23, column: 5, scope: !51)
!61 = !DILocation(line: 20, column: 42, scope: !51)
!62 = !DILocation(line: 20, column: 34, scope: !51)
!63 = distinct !{!63, !52, !64, !65, !66}
!64 = !DILocation(line: 24, column: 3, scope: !51)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = distinct !DISubprogram(name: "warp_tail", scope: !11, file: !11, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!68 = !DILocation(line: 10, column: 25, scope: !67)
!69 = !DILocation(line: 10, column: 16, scope: !67)
!70 = !DILocation(line: 10, column: 3, scope: !67)
!71 = !DILocation(line: 10, column: 13, scope: !67)
!72 = !DILocation(line: 11, column: 25, scope: !67)
!73 = !DILocation(line: 11, column: 16, scope: !67)
!74 = !DILocation(line: 11, column: 13, scope: !67)
!75 = !DILocation(line: 12, column: 25, scope: !67)
!76 = !DILocation(line: 12, column: 16, scope: !67)
!77 = !DILocation(line: 12, column: 13, scope: !67)
!78 = !DILocation(line: 13, column: 25, scope: !67)
!79 = !DILocation(line: 13, column: 16, scope: !67)
!80 = !DILocation(line: 13, column: 13, scope: !67)
!81 = !DILocation(line: 14, column: 25, scope: !67)
!82 = !DILocation(line: 14, column: 16, scope: !67)
!83 = !DILocation(line: 14, column: 13, scope: !67)
!84 = !DILocation(line: 15, column: 25, scope: !67)
!85 = !DILocation(line: 15, column: 16, scope: !67)
!86 = !DILocation(line: 15, column: 13, scope: !67)
!87 = !DILocation(line: 16, column: 1, scope: !67)
!88 = distinct !DISubprogram(name: "reduce_abs_sum", scope: !11, file: !11, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!89 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !90)
!90 = distinct !DILocation(line: 47, column: 18, scope: !88)
!91 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !92)
!92 = distinct !DILocation(line: 48, column: 16, scope: !88)
!93 = !DILocation(line: 48, column: 27, scope: !88)
!94 = !DILocation(line: 48, column: 35, scope: !88)
!95 = !DILocation(line: 49, column: 16, scope: !88)
!96 = !DILocation(line: 49, column: 13, scope: !88)
!97 = !DILocation(line: 49, column: 23, scope: !88)
!98 = !DILocation(line: 50, column: 20, scope: !88)
!99 = !DILocation(line: 50, column: 18, scope: !88)
!100 = !DILocation(line: 50, column: 3, scope: !88)
!101 = !DILocation(line: 50, column: 16, scope: !88)
!102 = !DILocation(line: 51, column: 3, scope: !88)
!103 = !DILocation(line: 52, column: 3, scope: !88)
!104 = !DILocation(line: 53, column: 11, scope: !88)
!105 = !DILocation(line: 53, column: 7, scope: !88)
!106 = !DILocation(line: 54, column: 5, scope: !88)
!107 = !DILocation(line: 55, column: 11, scope: !88)
!108 = !DILocation(line: 55, column: 7, scope: !88)
!109 = !DILocation(line: 56, column: 27, scope: !88)
!110 = !DILocation(line: 56, column: 5, scope: !88)
!111 = !DILocation(line: 56, column: 25, scope: !88)
!112 = !DILocation(line: 57, column: 1, scope: !88)
