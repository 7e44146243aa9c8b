; ModuleID = 'src/01_blas1.cu'
source_filename = "src/01_blas1.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z9axpy_elemIfEvT_PKS0_PS0_i = comdat any

$_Z9axpy_elemIdEvT_PKS0_PS0_i = comdat any

$_Z9scal_elemIfEvT_PS0_i = comdat any

@_ZZ4sdotiPKfS0_PfE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ5snrm2iPKfPfE5sdata = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z9block_sumPff(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw float, ptr %0, i64 %4
  store float %1, ptr %5, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = lshr i32 %6, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %21, %2
  %10 = load float, ptr %0, align 4, !tbaa !8
  ret float %10

11:                                               ; preds = %2, %21
  %12 = phi i32 [ %22, %21 ], [ %7, %2 ]
  %13 = icmp samesign ult i32 %3, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = add nuw nsw i32 %12, %3
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = load float, ptr %5, align 4, !tbaa !8
  %20 = fadd contract float %18, %19
  store float %20, ptr %5, align 4, !tbaa !8
  br label %21

21:                                               ; preds = %14, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = lshr i32 %12, 1
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %9, label %11, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11dot_partialPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %24, %15 ]
  ret float %14

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %8, %10 ], [ %25, %15 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %24, %15 ]
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fmul contract float %20, %22
  %24 = fadd contract float %17, %23
  %25 = add i32 %16, %12
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %15, label %13, !llvm.loop !12
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  tail call void @_Z9axpy_elemIfEvT_PKS0_PS0_i(float noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %9) #8
  br label %12

12:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local void @_Z9axpy_elemIfEvT_PKS0_PS0_i(float noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat {
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !8
  %8 = fmul contract float %0, %7
  %9 = getelementptr inbounds float, ptr %2, i64 %5
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = fadd contract float %8, %10
  store float %11, ptr %9, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5daxpyidPKdPd(i32 noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  tail call void @_Z9axpy_elemIdEvT_PKS0_PS0_i(double noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %9) #8
  br label %12

12:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local void @_Z9axpy_elemIdEvT_PKS0_PS0_i(double noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat {
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds double, ptr %1, i64 %5
  %7 = load double, ptr %6, align 8, !tbaa !13
  %8 = fmul contract double %0, %7
  %9 = getelementptr inbounds double, ptr %2, i64 %5
  %10 = load double, ptr %9, align 8, !tbaa !13
  %11 = fadd contract double %8, %10
  store double %11, ptr %9, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5sscalifPf(i32 noundef %0, float noundef %1, ptr noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  tail call void @_Z9scal_elemIfEvT_PS0_i(float noundef %1, ptr noundef %2, i32 noundef %8) #8
  br label %11

11:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local void @_Z9scal_elemIfEvT_PS0_i(float noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 comdat {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !8
  %7 = fmul contract float %0, %6
  store float %7, ptr %5, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4sdotiPKfS0_Pf(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %26

11:                                               ; preds = %4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %12, %6
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i32 [ %9, %11 ], [ %24, %14 ]
  %16 = phi float [ 0.000000e+00, %11 ], [ %23, %14 ]
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds float, ptr %2, i64 %17
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = fmul contract float %19, %21
  %23 = fadd contract float %16, %22
  %24 = add i32 %15, %13
  %25 = icmp slt i32 %24, %0
  br i1 %25, label %14, label %26, !llvm.loop !12

26:                                               ; preds = %14, %4
  %27 = phi float [ 0.000000e+00, %4 ], [ %23, %14 ]
  %28 = tail call contract noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4sdotiPKfS0_PfE5sdata to ptr), float noundef %27) #9
  %29 = icmp eq i32 %8, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %26
  %31 = atomicrmw fadd ptr %3, float %28 seq_cst, align 4
  br label %32

32:                                               ; preds = %30, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5snrm2iPKfPf(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i32 [ %8, %10 ], [ %21, %13 ]
  %15 = phi float [ 0.000000e+00, %10 ], [ %20, %13 ]
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fmul contract float %18, %18
  %20 = fadd contract float %15, %19
  %21 = add i32 %14, %12
  %22 = icmp slt i32 %21, %0
  br i1 %22, label %13, label %23, !llvm.loop !12

23:                                               ; preds = %13, %3
  %24 = phi float [ 0.000000e+00, %3 ], [ %20, %13 ]
  %25 = tail call contract noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ5snrm2iPKfPfE5sdata to ptr), float noundef %24) #9
  %26 = icmp eq i32 %7, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %23
  %28 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %25)
  store float %28, ptr %2, align 4, !tbaa !8
  br label %29

29:                                               ; preds = %27, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !6, i64 0}
