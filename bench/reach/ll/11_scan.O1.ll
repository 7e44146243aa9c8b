; ModuleID = 'src/11_scan.cu'
source_filename = "src/11_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11scan_blocksPKfPfS1_iE4temp = internal addrspace(3) global [512 x float] undef, align 4
@_ZZ9scan_sumsPfiE4temp = internal addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z7upsweepPfi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = ashr i32 %1, 1
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = shl nuw nsw i32 %3, 1
  %8 = or disjoint i32 %7, 1
  %9 = add nuw nsw i32 %7, 2
  br label %11

10:                                               ; preds = %27, %2
  ret void

11:                                               ; preds = %6, %27
  %12 = phi i32 [ %4, %6 ], [ %29, %27 ]
  %13 = phi i32 [ 1, %6 ], [ %28, %27 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp slt i32 %3, %12
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = mul nsw i32 %13, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr %0, i64 %17
  %19 = getelementptr i8, ptr %18, i64 -4
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = mul nsw i32 %13, %9
  %22 = sext i32 %21 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -4
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fadd contract float %20, %25
  store float %26, ptr %24, align 4, !tbaa !8
  br label %27

27:                                               ; preds = %15, %11
  %28 = shl i32 %13, 1
  %29 = lshr i32 %12, 1
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %10, label %11, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z9downsweepPfi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = shl nuw nsw i32 %3, 1
  %7 = or disjoint i32 %6, 1
  %8 = add nuw nsw i32 %6, 2
  br label %10

9:                                                ; preds = %28, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void

10:                                               ; preds = %5, %28
  %11 = phi i32 [ %1, %5 ], [ %13, %28 ]
  %12 = phi i32 [ 1, %5 ], [ %29, %28 ]
  %13 = lshr i32 %11, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp slt i32 %3, %12
  br i1 %14, label %15, label %28

15:                                               ; preds = %10
  %16 = mul nuw nsw i32 %13, %7
  %17 = mul nuw nsw i32 %13, %8
  %18 = zext nneg i32 %16 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = getelementptr i8, ptr %19, i64 -4
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = zext nneg i32 %17 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -4
  %25 = load float, ptr %24, align 4, !tbaa !8
  store float %25, ptr %20, align 4, !tbaa !8
  %26 = load float, ptr %24, align 4, !tbaa !8
  %27 = fadd contract float %21, %26
  store float %27, ptr %24, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %10, %15
  %29 = shl i32 %12, 1
  %30 = icmp slt i32 %29, %1
  br i1 %30, label %10, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10add_offsetPffii(ptr noundef captures(none) %0, float noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = icmp slt i32 %2, %3
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = fadd contract float %1, %9
  store float %10, ptr %8, align 4, !tbaa !8
  br label %11

11:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11scan_blocksPKfPfS1_i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 1
  %9 = add nsw i32 %6, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %17 = zext nneg i32 %8 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr), i64 %17
  store float %16, ptr %18, align 4, !tbaa !8
  %19 = or disjoint i32 %9, 1
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !8
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi contract float [ %24, %21 ], [ 0.000000e+00, %15 ]
  %27 = getelementptr i8, ptr %18, i64 4
  store float %26, ptr %27, align 4, !tbaa !8
  tail call void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr), i32 noundef 512) #6
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr), i64 2044), align 4, !tbaa !8
  %31 = zext nneg i32 %5 to i64
  %32 = getelementptr inbounds nuw float, ptr %2, i64 %31
  store float %30, ptr %32, align 4, !tbaa !8
  store float 0.000000e+00, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr), i64 2044), align 4, !tbaa !8
  br label %33

33:                                               ; preds = %29, %25
  tail call void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr), i32 noundef 512) #6
  br i1 %10, label %34, label %38

34:                                               ; preds = %33
  %35 = load float, ptr %18, align 4, !tbaa !8
  %36 = sext i32 %9 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  store float %35, ptr %37, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %34, %33
  br i1 %20, label %39, label %43

39:                                               ; preds = %38
  %40 = load float, ptr %27, align 4, !tbaa !8
  %41 = sext i32 %19 to i64
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  store float %40, ptr %42, align 4, !tbaa !8
  br label %43

43:                                               ; preds = %39, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_sumsPfi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 1
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  br label %10

10:                                               ; preds = %2, %6
  %11 = phi contract float [ %9, %6 ], [ 0.000000e+00, %2 ]
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr), i64 %12
  store float %11, ptr %13, align 4, !tbaa !8
  %14 = or disjoint i32 %4, 1
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  br label %20

20:                                               ; preds = %10, %16
  %21 = phi contract float [ %19, %16 ], [ 0.000000e+00, %10 ]
  %22 = zext nneg i32 %14 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr), i64 %22
  store float %21, ptr %23, align 4, !tbaa !8
  tail call void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr), i32 noundef 512) #6
  %24 = icmp eq i32 %3, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store float 0.000000e+00, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr), i64 2044), align 4, !tbaa !8
  br label %26

26:                                               ; preds = %25, %20
  tail call void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr), i32 noundef 512) #6
  br i1 %5, label %27, label %30

27:                                               ; preds = %26
  %28 = load float, ptr %13, align 4, !tbaa !8
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %12
  store float %28, ptr %29, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %27, %26
  br i1 %15, label %31, label %34

31:                                               ; preds = %30
  %32 = load float, ptr %23, align 4, !tbaa !8
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %22
  store float %32, ptr %33, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %31, %30
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8add_sumsPfPKfi(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext nneg i32 %4 to i64
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %8
  %10 = icmp slt i32 %7, %2
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = load float, ptr %9, align 4, !tbaa !8
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fadd contract float %12, %15
  store float %16, ptr %14, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %3, %11
  %18 = add nsw i32 %7, 256
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = load float, ptr %9, align 4, !tbaa !8
  %22 = sext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = fadd contract float %21, %24
  store float %25, ptr %23, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %17, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
