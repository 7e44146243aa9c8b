; ModuleID = 'corpus/cuda/17_fnptr_ops.cu'
source_filename = "corpus/cuda/17_fnptr_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_ops = dso_local addrspace(1) externally_initialized global [4 x void (float*, float*, float*, i32)*] [void (float*, float*, float*, i32)* @_ZL6op_addPfPKfS1_i, void (float*, float*, float*, i32)* @_ZL6op_mulPfPKfS1_i, void (float*, float*, float*, i32)* @_ZL6op_maxPfPKfS1_i, void (float*, float*, float*, i32)* @_Z6op_subPfPKfS1_i], align 8
@_ZZ12apply_sharedPfPKfS1_iiE2sa = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ12apply_sharedPfPKfS1_iiE2sb = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ12apply_sharedPfPKfS1_iiE2sd = internal addrspace(3) global [128 x float] undef, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast ([4 x void (float*, float*, float*, i32)*] addrspace(1)* @g_ops to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define dso_local void @_Z6op_subPfPKfS1_i(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i32 noundef %3) #0 !dbg !10 {
  %5 = sext i32 %3 to i64, !dbg !14
  %6 = getelementptr inbounds float, float* %1, i64 %5, !dbg !14
  %7 = load float, float* %6, align 4, !dbg !14, !tbaa !15
  %8 = getelementptr inbounds float, float* %2, i64 %5, !dbg !19
  %9 = load float, float* %8, align 4, !dbg !19, !tbaa !15
  %10 = fsub contract float %7, %9, !dbg !20
  %11 = getelementptr inbounds float, float* %0, i64 %5, !dbg !21
  store float %10, float* %11, align 4, !dbg !22, !tbaa !15
  ret void, !dbg !23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal void @_ZL6op_addPfPKfS1_i(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i32 noundef %3) #0 !dbg !24 {
  %5 = sext i32 %3 to i64, !dbg !25
  %6 = getelementptr inbounds float, float* %1, i64 %5, !dbg !25
  %7 = load float, float* %6, align 4, !dbg !25, !tbaa !15
  %8 = getelementptr inbounds float, float* %2, i64 %5, !dbg !26
  %9 = load float, float* %8, align 4, !dbg !26, !tbaa !15
  %10 = fadd contract float %7, %9, !dbg !27
  %11 = getelementptr inbounds float, float* %0, i64 %5, !dbg !28
  store float %10, float* %11, align 4, !dbg !29, !tbaa !15
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal void @_ZL6op_mulPfPKfS1_i(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i32 noundef %3) #0 !dbg !31 {
  %5 = sext i32 %3 to i64, !dbg !32
  %6 = getelementptr inbounds float, float* %1, i64 %5, !dbg !32
  %7 = load float, float* %6, align 4, !dbg !32, !tbaa !15
  %8 = getelementptr inbounds float, float* %2, i64 %5, !dbg !33
  %9 = load float, float* %8, align 4, !dbg !33, !tbaa !15
  %10 = fmul contract float %7, %9, !dbg !34
  %11 = getelementptr inbounds float, float* %0, i64 %5, !dbg !35
  store float %10, float* %11, align 4, !dbg !36, !tbaa !15
  ret void, !dbg !37
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal void @_ZL6op_maxPfPKfS1_i(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i32 noundef %3) #0 !dbg !38 {
  %5 = sext i32 %3 to i64, !dbg !39
  %6 = getelementptr inbounds float, float* %1, i64 %5, !dbg !39
  %7 = load float, float* %6, align 4, !dbg !39, !tbaa !15
  %8 = getelementptr inbounds float, float* %2, i64 %5, !dbg !40
  %9 = load float, float* %8, align 4, !dbg !40, !tbaa !15
  %10 = fcmp contract ogt float %7, %9, !dbg !41
  %11 = select contract i1 %10, float %7, float %9, !dbg !45
  %12 = getelementptr inbounds float, float* %0, i64 %5, !dbg !46
  store float %11, float* %12, align 4, !dbg !47, !tbaa !15
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12apply_globalPfPKfS1_ii(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !49 {
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !50
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !54
  %8 = mul i32 %6, %7, !dbg !57
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !58
  %10 = add i32 %8, %9, !dbg !61
  %11 = icmp slt i32 %10, %3, !dbg !62
  br i1 %11, label %12, label %18, !dbg !63

12:                                               ; preds = %5
  %13 = and i32 %4, 3, !dbg !64
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [4 x void (float*, float*, float*, i32)*], [4 x void (float*, float*, float*, i32)*] addrspace(1)* @g_ops, i64 0, i64 %14, !dbg !65
  %16 = addrspacecast void (float*, float*, float*, i32)* addrspace(1)* %15 to void (float*, float*, float*, i32)**, !dbg !65
  %17 = load void (float*, float*, float*, i32)*, void (float*, float*, float*, i32)** %16, align 8, !dbg !65, !tbaa !66
  call void %17(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %10) #2, !dbg !68
  br label %18, !dbg !68

18:                                               ; preds = %12, %5
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12apply_sharedPfPKfS1_ii(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !70 {
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !71
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !73
  %8 = shl i32 %7, 7, !dbg !75
  %9 = add i32 %8, %6, !dbg !76
  %10 = icmp slt i32 %9, %3, !dbg !77
  br i1 %10, label %11, label %15, !dbg !78

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64, !dbg !79
  %13 = getelementptr inbounds float, float* %1, i64 %12, !dbg !79
  %14 = load float, float* %13, align 4, !dbg !79, !tbaa !15
  br label %15, !dbg !78

15:                                               ; preds = %5, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %5 ], !dbg !78
  %17 = sext i32 %6 to i64, !dbg !80
  %18 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sa, i64 0, i64 %17, !dbg !80
  %19 = addrspacecast float addrspace(3)* %18 to float*, !dbg !80
  store float %16, float* %19, align 4, !dbg !81, !tbaa !15
  br i1 %10, label %20, label %24, !dbg !82

20:                                               ; preds = %15
  %21 = sext i32 %9 to i64, !dbg !83
  %22 = getelementptr inbounds float, float* %2, i64 %21, !dbg !83
  %23 = load float, float* %22, align 4, !dbg !83, !tbaa !15
  br label %24, !dbg !82

24:                                               ; preds = %15, %20
  %25 = phi contract float [ %23, %20 ], [ 0.000000e+00, %15 ], !dbg !82
  %26 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sb, i64 0, i64 %17, !dbg !84
  %27 = addrspacecast float addrspace(3)* %26 to float*, !dbg !84
  store float %25, float* %27, align 4, !dbg !85, !tbaa !15
  call void @llvm.nvvm.barrier0(), !dbg !86
  %28 = and i32 %4, 3, !dbg !87
  switch i32 %28, label %31 [
    i32 0, label %32
    i32 1, label %29
    i32 2, label %30
  ], !dbg !90

29:                                               ; preds = %24
  br label %32, !dbg !91

30:                                               ; preds = %24
  br label %32, !dbg !92

31:                                               ; preds = %24
  br label %32, !dbg !93

32:                                               ; preds = %24, %29, %30, %31
  %33 = phi void (float*, float*, float*, i32)* [ @_Z6op_subPfPKfS1_i, %31 ], [ @_ZL6op_maxPfPKfS1_i, %30 ], [ @_ZL6op_mulPfPKfS1_i, %29 ], [ @_ZL6op_addPfPKfS1_i, %24 ], !dbg !94
  call void %33(float* noundef getelementptr inbounds ([128 x float], [128 x float]* addrspacecast ([128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sd to [128 x float]*), i64 0, i64 0), float* noundef getelementptr inbounds ([128 x float], [128 x float]* addrspacecast ([128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sa to [128 x float]*), i64 0, i64 0), float* noundef getelementptr inbounds ([128 x float], [128 x float]* addrspacecast ([128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sb to [128 x float]*), i64 0, i64 0), i32 noundef %6) #2, !dbg !95, !callees !96
  call void @llvm.nvvm.barrier0(), !dbg !97
  br i1 %10, label %34, label %40, !dbg !98

34:                                               ; preds = %32
  %35 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12apply_sharedPfPKfS1_iiE2sd, i64 0, i64 %17, !dbg !99
  %36 = addrspacecast float addrspace(3)* %35 to float*, !dbg !99
  %37 = load float, float* %36, align 4, !dbg !99, !tbaa !15
  %38 = sext i32 %9 to i64, !dbg !100
  %39 = getelementptr inbounds float, float* %0, i64 %38, !dbg !100
  store float %37, float* %39, align 4, !dbg !101, !tbaa !15
  br label %40, !dbg !100

40:                                               ; preds = %34, %32
  ret void, !dbg !102
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "corpus/cuda/17_fnptr_ops.cu", directory: "/tmp/t14g")
!2 = !{void (float*, float*, float*, i32, i32)* @_Z12apply_globalPfPKfS1_ii, !"kernel", i32 1}
!3 = !{void (float*, float*, float*, i32, i32)* @_Z12apply_sharedPfPKfS1_ii, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "op_sub", scope: !11, file: !11, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DIFile(filename: "corpus/cuda/17_fnptr_ops.cu", directory: "")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 11, column: 91, scope: !10)
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !DILocation(line: 11, column: 98, scope: !10)
!20 = !DILocation(line: 11, column: 96, scope: !10)
!21 = !DILocation(line: 11, column: 84, scope: !10)
!22 = !DILocation(line: 11, column: 89, scope: !10)
!23 = !DILocation(line: 11, column: 104, scope: !10)
!24 = distinct !DISubprogram(name: "op_add", scope: !11, file: !11, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!25 = !DILocation(line: 8, column: 98, scope: !24)
!26 = !DILocation(line: 8, column: 105, scope: !24)
!27 = !DILocation(line: 8, column: 103, scope: !24)
!28 = !DILocation(line: 8, column: 91, scope: !24)
!29 = !DILocation(line: 8, column: 96, scope: !24)
!30 = !DILocation(line: 8, column: 111, scope: !24)
!31 = distinct !DISubprogram(name: "op_mul", scope: !11, file: !11, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!32 = !DILocation(line: 9, column: 98, scope: !31)
!33 = !DILocation(line: 9, column: 105, scope: !31)
!34 = !DILocation(line: 9, column: 103, scope: !31)
!35 = !DILocation(line: 9, column: 91, scope: !31)
!36 = !DILocation(line: 9, column: 96, scope: !31)
!37 = !DILocation(line: 9, column: 111, scope: !31)
!38 = distinct !DISubprogram(name: "op_max", scope: !11, file: !11, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!39 = !DILocation(line: 10, column: 105, scope: !38)
!40 = !DILocation(line: 10, column: 111, scope: !38)
!41 = !DILocation(line: 75, column: 77, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "fmaxf_", scope: !43, file: !43, line: 75, type: !12, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!43 = !DIFile(filename: "corpus/cuda/cuda_min.h", directory: "")
!44 = distinct !DILocation(line: 10, column: 98, scope: !38)
!45 = !DILocation(line: 75, column: 75, scope: !42, inlinedAt: !44)
!46 = !DILocation(line: 10, column: 91, scope: !38)
!47 = !DILocation(line: 10, column: 96, scope: !38)
!48 = !DILocation(line: 10, column: 118, scope: !38)
!49 = distinct !DISubprogram(name: "apply_global", scope: !11, file: !11, line: 24, type: !12, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!50 = !DILocation(line: 66, column: 3, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !52, file: !52, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!52 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!53 = distinct !DILocation(line: 26, column: 11, scope: !49)
!54 = !DILocation(line: 79, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !52, file: !52, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!56 = distinct !DILocation(line: 26, column: 24, scope: !49)
!57 = !DILocation(line: 26, column: 22, scope: !49)
!58 = !DILocation(line: 53, column: 3, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !52, file: !52, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!60 = distinct !DILocation(line: 26, column: 37, scope: !49)
!61 = !DILocation(line: 26, column: 35, scope: !49)
!62 = !DILocation(line: 28, column: 9, scope: !49)
!63 = !DILocation(line: 28, column: 7, scope: !49)
!64 = !DILocation(line: 27, column: 26, scope: !49)
!65 = !DILocation(line: 27, column: 15, scope: !49)
!66 = !{!67, !67, i64 0}
!67 = !{!"any pointer", !17, i64 0}
!68 = !DILocation(line: 29, column: 5, scope: !49)
!69 = !DILocation(line: 30, column: 1, scope: !49)
!70 = distinct !DISubprogram(name: "apply_shared", scope: !11, file: !11, line: 32, type: !12, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!71 = !DILocation(line: 53, column: 3, scope: !59, inlinedAt: !72)
!72 = distinct !DILocation(line: 35, column: 11, scope: !70)
!73 = !DILocation(line: 66, column: 3, scope: !51, inlinedAt: !74)
!74 = distinct !DILocation(line: 35, column: 28, scope: !70)
!75 = !DILocation(line: 35, column: 39, scope: !70)
!76 = !DILocation(line: 35, column: 45, scope: !70)
!77 = !DILocation(line: 36, column: 13, scope: !70)
!78 = !DILocation(line: 36, column: 11, scope: !70)
!79 = !DILocation(line: 36, column: 19, scope: !70)
!80 = !DILocation(line: 36, column: 3, scope: !70)
!81 = !DILocation(line: 36, column: 9, scope: !70)
!82 = !DILocation(line: 37, column: 11, scope: !70)
!83 = !DILocation(line: 37, column: 19, scope: !70)
!84 = !DILocation(line: 37, column: 3, scope: !70)
!85 = !DILocation(line: 37, column: 9, scope: !70)
!86 = !DILocation(line: 38, column: 3, scope: !70)
!87 = !DILocation(line: 16, column: 16, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "pick", scope: !11, file: !11, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!89 = distinct !DILocation(line: 39, column: 15, scope: !70)
!90 = !DILocation(line: 16, column: 3, scope: !88, inlinedAt: !89)
!91 = !DILocation(line: 18, column: 11, scope: !88, inlinedAt: !89)
!92 = !DILocation(line: 19, column: 11, scope: !88, inlinedAt: !89)
!93 = !DILocation(line: 20, column: 12, scope: !88, inlinedAt: !89)
!94 = !DILocation(line: 0, scope: !88, inlinedAt: !89)
!95 = !DILocation(line: 40, column: 3, scope: !70)
!96 = !{void (float*, float*, float*, i32)* @_Z6op_subPfPKfS1_i, void (float*, float*, float*, i32)* @_ZL6op_addPfPKfS1_i, void (float*, float*, float*, i32)* @_ZL6op_maxPfPKfS1_i, void (float*, float*, float*, i32)* @_ZL6op_mulPfPKfS1_i}
!97 = !DILocation(line: 41, column: 3, scope: !70)
!98 = !DILocation(line: 42, column: 7, scope: !70)
!99 = !DILocation(line: 43, column: 12, scope: !70)
!100 = !DILocation(line: 43, column: 5, scope: !70)
!101 = !DILocation(line: 43, column: 10, scope: !70)
!102 = !DILocation(line: 44, column: 1, scope: !70)
