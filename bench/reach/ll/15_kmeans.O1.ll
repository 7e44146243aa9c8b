; ModuleID = 'src/15_kmeans.cu'
source_filename = "src/15_kmeans.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6assignPKfS0_PiiE4cent = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7sq_distPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %17, %7 ]
  ret float %6

7:                                                ; preds = %3, %7
  %8 = phi float [ %17, %7 ], [ 0.000000e+00, %3 ]
  %9 = phi i32 [ %18, %7 ], [ 0, %3 ]
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = fsub contract float %12, %14
  %16 = fmul contract float %15, %15
  %17 = fadd contract float %8, %16
  %18 = add nuw nsw i32 %9, 1
  %19 = icmp eq i32 %18, %2
  br i1 %19, label %5, label %7, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z7nearestPKfS0_ii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %3) #8
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ 0, %4 ], [ %20, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i32 [ %20, %10 ], [ 0, %6 ]
  %12 = phi i32 [ %21, %10 ], [ 1, %6 ]
  %13 = phi float [ %19, %10 ], [ %7, %6 ]
  %14 = mul nsw i32 %12, %3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %16, i32 noundef %3) #8
  %18 = fcmp contract olt float %17, %13
  %19 = select i1 %18, float %17, float %13
  %20 = select i1 %18, i32 %12, i32 %11
  %21 = add nuw nsw i32 %12, 1
  %22 = icmp eq i32 %21, %2
  br i1 %22, label %8, label %10, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9add_pointPfPKfi(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %6, %3
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %14, %6 ], [ 0, %3 ]
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = fadd contract float %10, %12
  store float %13, ptr %11, align 4, !tbaa !8
  %14 = add nuw nsw i32 %7, 1
  %15 = icmp eq i32 %14, %2
  br i1 %15, label %5, label %6, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6assignPKfS0_Pii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 128
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

9:                                                ; preds = %15, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %5
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %23, label %30

15:                                               ; preds = %7, %15
  %16 = phi i32 [ %5, %7 ], [ %21, %15 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i64 %17
  store float %19, ptr %20, align 4, !tbaa !8
  %21 = add nuw nsw i32 %16, %8
  %22 = icmp samesign ult i32 %21, 128
  br i1 %22, label %15, label %9, !llvm.loop !15

23:                                               ; preds = %9
  %24 = shl nsw i32 %13, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = tail call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %26, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i32 noundef 16, i32 noundef 8) #8
  %28 = sext i32 %13 to i64
  %29 = getelementptr inbounds i32, ptr %2, i64 %28
  store i32 %27, ptr %29, align 4, !tbaa !4
  br label %30

30:                                               ; preds = %23, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13assign_globalPKfS0_Pii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %18

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = tail call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %14, ptr noundef %1, i32 noundef 16, i32 noundef 8) #8
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !4
  br label %18

18:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6updatePKfPKiPfPii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #6 {
  %6 = alloca [8 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %32, label %53

13:                                               ; preds = %32
  %14 = shl nsw i32 %11, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i32 [ %25, %17 ], [ 0, %13 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr %16, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw float, ptr %6, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fadd contract float %21, %23
  store float %24, ptr %22, align 4, !tbaa !8
  %25 = add nuw nsw i32 %18, 1
  %26 = icmp eq i32 %25, 8
  br i1 %26, label %27, label %17, !llvm.loop !14

27:                                               ; preds = %17
  %28 = sext i32 %11 to i64
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !4
  %31 = shl nsw i32 %30, 3
  br label %42

32:                                               ; preds = %5, %32
  %33 = phi i32 [ %36, %32 ], [ 0, %5 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr %6, i64 %34
  store float 0.000000e+00, ptr %35, align 4, !tbaa !8
  %36 = add nuw nsw i32 %33, 1
  %37 = icmp eq i32 %36, 8
  br i1 %37, label %13, label %32, !llvm.loop !16

38:                                               ; preds = %42
  %39 = sext i32 %30 to i64
  %40 = getelementptr inbounds i32, ptr %3, i64 %39
  %41 = atomicrmw add ptr %40, i32 1 seq_cst, align 4
  br label %53

42:                                               ; preds = %27, %42
  %43 = phi i32 [ 0, %27 ], [ %51, %42 ]
  %44 = add nuw nsw i32 %43, %31
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  %47 = zext nneg i32 %43 to i64
  %48 = getelementptr inbounds nuw float, ptr %6, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = atomicrmw fadd ptr %46, float %49 seq_cst, align 4
  %51 = add nuw nsw i32 %43, 1
  %52 = icmp eq i32 %51, 8
  br i1 %52, label %38, label %42, !llvm.loop !17

53:                                               ; preds = %5, %38
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!17 = distinct !{!17, !11, !12}
