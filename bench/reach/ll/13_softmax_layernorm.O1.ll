; ModuleID = 'src/13_softmax_layernorm.cu'
source_filename = "src/13_softmax_layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14softmax_sharedPKfPfiE3row = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7row_maxPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi float [ 0xC7EC363CC0000000, %2 ], [ %13, %6 ]
  ret float %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %14, %6 ], [ 0, %2 ]
  %8 = phi float [ %13, %6 ], [ 0xC7EC363CC0000000, %2 ]
  %9 = zext nneg i32 %7 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fcmp contract ogt float %8, %11
  %13 = select contract i1 %12, float %8, float %11
  %14 = add nuw nsw i32 %7, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %6, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11row_sum_expPKffi(ptr noundef readonly captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %16, %7 ]
  ret float %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %17, %7 ], [ 0, %3 ]
  %9 = phi float [ %16, %7 ], [ 0.000000e+00, %3 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = fsub contract float %12, %1
  %14 = fmul contract float %13, 0x3FF7154760000000
  %15 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %14)
  %16 = fadd contract float %9, %15
  %17 = add nuw nsw i32 %8, 1
  %18 = icmp eq i32 %17, %2
  br i1 %18, label %5, label %7, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7momentsPKfiPfS1_(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %14, label %6

6:                                                ; preds = %14, %4
  %7 = phi float [ 0.000000e+00, %4 ], [ %21, %14 ]
  %8 = phi float [ 0.000000e+00, %4 ], [ %23, %14 ]
  %9 = sitofp i32 %1 to float
  %10 = fdiv contract float %7, %9
  store float %10, ptr %2, align 4, !tbaa !8
  %11 = fdiv contract float %8, %9
  %12 = fmul contract float %10, %10
  %13 = fsub contract float %11, %12
  store float %13, ptr %3, align 4, !tbaa !8
  ret void

14:                                               ; preds = %4, %14
  %15 = phi i32 [ %24, %14 ], [ 0, %4 ]
  %16 = phi float [ %23, %14 ], [ 0.000000e+00, %4 ]
  %17 = phi float [ %21, %14 ], [ 0.000000e+00, %4 ]
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %17, %20
  %22 = fmul contract float %20, %20
  %23 = fadd contract float %16, %22
  %24 = add nuw nsw i32 %15, 1
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %6, label %14, !llvm.loop !14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9normalizePfiffPKfS1_(ptr noundef captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, ptr noundef readonly captures(none) %4, ptr noundef readonly captures(none) %5) local_unnamed_addr #3 {
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %9, %6
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i32 [ %22, %9 ], [ 0, %6 ]
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = fsub contract float %13, %2
  %15 = fmul contract float %3, %14
  %16 = getelementptr inbounds nuw float, ptr %4, i64 %11
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = fmul contract float %17, %15
  %19 = getelementptr inbounds nuw float, ptr %5, i64 %11
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %20, %18
  store float %21, ptr %12, align 4, !tbaa !8
  %22 = add nuw nsw i32 %10, 1
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %8, label %9, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12softmax_rowsPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %30

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = tail call contract noundef float @_Z7row_maxPKfi(ptr noundef %13, i32 noundef 256) #9
  %15 = tail call contract noundef float @_Z11row_sum_expPKffi(ptr noundef %13, float noundef %14, i32 noundef 256) #9
  br label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ 0, %10 ], [ %28, %16 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %13, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fsub contract float %20, %14
  %22 = fmul contract float %21, 0x3FF7154760000000
  %23 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %22)
  %24 = fdiv contract float %23, %15
  %25 = or disjoint i32 %17, %11
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  store float %24, ptr %27, align 4, !tbaa !8
  %28 = add nuw nsw i32 %17, 1
  %29 = icmp eq i32 %28, 256
  br i1 %29, label %30, label %16, !llvm.loop !16

30:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14softmax_sharedPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %13

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, 256
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp samesign ult i32 %7, 256
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %14

13:                                               ; preds = %33, %3
  ret void

14:                                               ; preds = %6, %33
  %15 = phi i32 [ %4, %6 ], [ %34, %33 ]
  br i1 %8, label %16, label %18

16:                                               ; preds = %14
  %17 = shl nsw i32 %15, 8
  br label %23

18:                                               ; preds = %23, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = tail call contract noundef float @_Z7row_maxPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i32 noundef 256) #9
  %20 = tail call contract noundef float @_Z11row_sum_expPKffi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), float noundef %19, i32 noundef 256) #9
  br i1 %10, label %21, label %33

21:                                               ; preds = %18
  %22 = shl nsw i32 %15, 8
  br label %36

23:                                               ; preds = %16, %23
  %24 = phi i32 [ %7, %16 ], [ %31, %23 ]
  %25 = add nsw i32 %24, %17
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = zext nneg i32 %24 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 %29
  store float %28, ptr %30, align 4, !tbaa !8
  %31 = add nuw nsw i32 %24, %9
  %32 = icmp samesign ult i32 %31, 256
  br i1 %32, label %23, label %18, !llvm.loop !17

33:                                               ; preds = %36, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = add i32 %15, %12
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %14, label %13, !llvm.loop !18

36:                                               ; preds = %21, %36
  %37 = phi i32 [ %7, %21 ], [ %48, %36 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = fsub contract float %40, %19
  %42 = fmul contract float %41, 0x3FF7154760000000
  %43 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %42)
  %44 = fdiv contract float %43, %20
  %45 = add nsw i32 %37, %22
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  store float %44, ptr %47, align 4, !tbaa !8
  %48 = add nuw nsw i32 %37, %11
  %49 = icmp samesign ult i32 %48, 256
  br i1 %49, label %36, label %33, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9layernormPfPKfS1_i(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %37

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  %14 = shl nsw i32 %11, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  call void @_Z7momentsPKfiPfS1_(ptr noundef %16, i32 noundef 256, ptr noundef nonnull %5, ptr noundef nonnull %6) #9
  %17 = load float, ptr %5, align 4, !tbaa !8
  %18 = load float, ptr %6, align 4, !tbaa !8
  %19 = fadd contract float %18, 0x3EE4F8B580000000
  %20 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %19)
  br label %21

21:                                               ; preds = %21, %13
  %22 = phi i32 [ %34, %21 ], [ 0, %13 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fsub contract float %25, %17
  %27 = fmul contract float %20, %26
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = fmul contract float %29, %27
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %23
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fadd contract float %32, %30
  store float %33, ptr %24, align 4, !tbaa !8
  %34 = add nuw nsw i32 %22, 1
  %35 = icmp eq i32 %34, 256
  br i1 %35, label %36, label %21, !llvm.loop !15

36:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %37

37:                                               ; preds = %4, %36
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
