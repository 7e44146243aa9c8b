; ModuleID = 'src/16_bitonic.cu'
source_filename = "src/16_bitonic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14bitonic_sharedPfPiE2sk = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ14bitonic_sharedPfPiE2sv = internal addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8cmp_swapPfPiiib(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i1 noundef zeroext %4) local_unnamed_addr #0 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = sext i32 %3 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fcmp ule float %8, %11
  %13 = xor i1 %4, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %5
  store float %11, ptr %7, align 4, !tbaa !8
  store float %8, ptr %10, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, ptr %1, i64 %6
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds i32, ptr %1, i64 %9
  %18 = load i32, ptr %17, align 4, !tbaa !4
  store i32 %18, ptr %15, align 4, !tbaa !4
  store i32 %16, ptr %17, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10load_pairsPfPiPKfPKii(ptr noundef writeonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

8:                                                ; preds = %9
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %6, %5 ], [ %20, %9 ]
  %11 = add nsw i32 %10, %4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = zext nneg i32 %10 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !8
  %17 = getelementptr inbounds i32, ptr %3, i64 %12
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  store i32 %18, ptr %19, align 4, !tbaa !4
  %20 = add nuw nsw i32 %10, %7
  %21 = icmp samesign ult i32 %20, 1024
  br i1 %21, label %9, label %8, !llvm.loop !10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14bitonic_sharedPfPi(ptr noundef captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 10
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i32 [ %5, %2 ], [ %18, %7 ]
  %9 = add nsw i32 %8, %4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), i64 %13
  store float %12, ptr %14, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, ptr %1, i64 %10
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i64 %13
  store i32 %16, ptr %17, align 4, !tbaa !4
  %18 = add nuw nsw i32 %8, %6
  %19 = icmp samesign ult i32 %18, 1024
  br i1 %19, label %7, label %20, !llvm.loop !10

20:                                               ; preds = %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = icmp samesign ult i32 %5, 512
  br label %22

22:                                               ; preds = %20, %30
  %23 = phi i32 [ 2, %20 ], [ %31, %30 ]
  %24 = ashr exact i32 %23, 1
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %22, %33
  %27 = phi i32 [ %34, %33 ], [ %24, %22 ]
  br i1 %21, label %28, label %33

28:                                               ; preds = %26
  %29 = add nsw i32 %27, -1
  br label %36

30:                                               ; preds = %33, %22
  %31 = shl i32 %23, 1
  %32 = icmp slt i32 %31, 1025
  br i1 %32, label %22, label %47, !llvm.loop !13

33:                                               ; preds = %36, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = lshr i32 %27, 1
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %30, label %26, !llvm.loop !14

36:                                               ; preds = %28, %36
  %37 = phi i32 [ %5, %28 ], [ %44, %36 ]
  %38 = shl nuw nsw i32 %37, 1
  %39 = and i32 %37, %29
  %40 = sub nsw i32 %38, %39
  %41 = add nsw i32 %40, %27
  %42 = and i32 %40, %23
  %43 = icmp eq i32 %42, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %40, i32 noundef %41, i1 noundef zeroext %43) #6
  %44 = add nuw nsw i32 %37, %6
  %45 = icmp samesign ult i32 %44, 512
  br i1 %45, label %36, label %33, !llvm.loop !15

46:                                               ; preds = %47
  ret void

47:                                               ; preds = %30, %47
  %48 = phi i32 [ %58, %47 ], [ %5, %30 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = add nsw i32 %48, %4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  store float %51, ptr %54, align 4, !tbaa !8
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i64 %49
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = getelementptr inbounds i32, ptr %1, i64 %53
  store i32 %56, ptr %57, align 4, !tbaa !4
  %58 = add nuw nsw i32 %48, %6
  %59 = icmp samesign ult i32 %58, 1024
  br i1 %59, label %47, label %46, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19bitonic_global_stepPfPiiii(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sdiv i32 %2, 2
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %21

13:                                               ; preds = %5
  %14 = shl nsw i32 %10, 1
  %15 = add nsw i32 %4, -1
  %16 = and i32 %15, %10
  %17 = sub nsw i32 %14, %16
  %18 = add nsw i32 %17, %4
  %19 = and i32 %17, %3
  %20 = icmp eq i32 %19, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef %0, ptr noundef %1, i32 noundef %17, i32 noundef %18, i1 noundef zeroext %20) #6
  br label %21

21:                                               ; preds = %5, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
