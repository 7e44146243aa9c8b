; ModuleID = 'src/04_spmv.cu'
source_filename = "src/04_spmv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Ell = type { ptr, ptr, i32, i32 }
%struct.Csr = type { ptr, ptr, ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !8
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = getelementptr i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  br label %18

16:                                               ; preds = %18, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %30, %18 ]
  ret float %17

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %7, %11 ], [ %31, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %30, %18 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %13, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !15
  %24 = getelementptr inbounds i32, ptr %15, i64 %21
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !15
  %29 = fmul contract float %23, %28
  %30 = fadd contract float %20, %29
  %31 = add nsw i32 %19, 1
  %32 = icmp eq i32 %31, %9
  br i1 %32, label %16, label %18, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z11ell_row_dot3EllPKfi(ptr noundef readonly byval(%struct.Ell) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %5 = load i32, ptr %4, align 4, !tbaa !20
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load ptr, ptr %0, align 8, !tbaa !22
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !23
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  br label %15

13:                                               ; preds = %32, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %33, %32 ]
  ret float %14

15:                                               ; preds = %7, %32
  %16 = phi float [ 0.000000e+00, %7 ], [ %33, %32 ]
  %17 = phi i32 [ 0, %7 ], [ %34, %32 ]
  %18 = mul nsw i32 %10, %17
  %19 = add nsw i32 %18, %2
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %8, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = icmp sgt i32 %22, -1
  br i1 %23, label %24, label %32

24:                                               ; preds = %15
  %25 = getelementptr inbounds float, ptr %12, i64 %20
  %26 = load float, ptr %25, align 4, !tbaa !15
  %27 = zext nneg i32 %22 to i64
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !15
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %16, %30
  br label %32

32:                                               ; preds = %24, %15
  %33 = phi float [ %31, %24 ], [ %16, %15 ]
  %34 = add nuw nsw i32 %17, 1
  %35 = icmp eq i32 %34, %5
  br i1 %35, label %13, label %15, !llvm.loop !24
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #1 {
  br label %3

2:                                                ; preds = %3
  ret float %7

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 16, %1 ], [ %8, %3 ]
  %5 = phi float [ %0, %1 ], [ %7, %3 ]
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 range(i32 1, -2147483648) %4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = lshr i32 %4, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %2, label %3, !llvm.loop !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z15spmv_csr_scalar3CsrPKfPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !26
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = call contract noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef nonnull %0, ptr noundef %1, i32 noundef %8) #6
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %13, ptr %15, align 4, !tbaa !15
  br label %16

16:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z15spmv_csr_vector3CsrPKfPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = lshr i32 %8, 5
  %10 = and i32 %7, 31
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !26
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %56

14:                                               ; preds = %3
  %15 = load ptr, ptr %0, align 8, !tbaa !8
  %16 = zext nneg i32 %9 to i64
  %17 = getelementptr inbounds nuw i32, ptr %15, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = add nsw i32 %18, %10
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !4
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %25, label %23

23:                                               ; preds = %39, %14
  %24 = phi float [ 0.000000e+00, %14 ], [ %51, %39 ]
  br label %30

25:                                               ; preds = %14
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !13
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  br label %39

30:                                               ; preds = %23, %30
  %31 = phi i32 [ %35, %30 ], [ 16, %23 ]
  %32 = phi float [ %34, %30 ], [ %24, %23 ]
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %32, i32 range(i32 1, -2147483648) %31, i32 31)
  %34 = fadd contract float %32, %33
  %35 = lshr i32 %31, 1
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %30, !llvm.loop !25

37:                                               ; preds = %30
  %38 = icmp eq i32 %10, 0
  br i1 %38, label %54, label %56

39:                                               ; preds = %25, %39
  %40 = phi i32 [ %19, %25 ], [ %52, %39 ]
  %41 = phi float [ 0.000000e+00, %25 ], [ %51, %39 ]
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds float, ptr %27, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !15
  %45 = getelementptr inbounds i32, ptr %29, i64 %42
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !15
  %50 = fmul contract float %44, %49
  %51 = fadd contract float %41, %50
  %52 = add nsw i32 %40, 32
  %53 = icmp slt i32 %52, %21
  br i1 %53, label %39, label %23, !llvm.loop !27

54:                                               ; preds = %37
  %55 = getelementptr inbounds nuw float, ptr %2, i64 %16
  store float %34, ptr %55, align 4, !tbaa !15
  br label %56

56:                                               ; preds = %37, %54, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z8spmv_ell3EllPKfPff(ptr noundef readonly byval(%struct.Ell) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, float noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !23
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %4
  %14 = tail call contract noundef float @_Z11ell_row_dot3EllPKfi(ptr noundef nonnull byval(%struct.Ell) align 8 %0, ptr noundef %1, i32 noundef %9) #6
  %15 = fmul contract float %3, %14
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fadd contract float %15, %18
  store float %19, ptr %17, align 4, !tbaa !15
  br label %20

20:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS3Csr", !10, i64 0, !10, i64 8, !12, i64 16, !5, i64 24}
!10 = !{!"p1 int", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!"p1 float", !11, i64 0}
!13 = !{!9, !12, i64 16}
!14 = !{!9, !10, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !6, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!21, !5, i64 20}
!21 = !{!"_ZTS3Ell", !10, i64 0, !12, i64 8, !5, i64 16, !5, i64 20}
!22 = !{!21, !10, i64 0}
!23 = !{!21, !5, i64 16}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !18, !19}
!26 = !{!9, !5, i64 24}
!27 = distinct !{!27, !18, !19}
