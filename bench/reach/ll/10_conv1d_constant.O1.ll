; ModuleID = 'src/10_conv1d_constant.cu'
source_filename = "src/10_conv1d_constant.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_filter = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@_ZZ12conv1d_tiledPKfPfiE4tile = internal addrspace(3) global [136 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_filter to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z12apply_filterPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  br label %5

4:                                                ; preds = %5
  ret float %17

5:                                                ; preds = %3, %5
  %6 = phi i32 [ -4, %3 ], [ %18, %5 ]
  %7 = phi float [ 0.000000e+00, %3 ], [ %17, %5 ]
  %8 = add nsw i32 %6, %2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = sext i32 %6 to i64
  %13 = getelementptr float, ptr %1, i64 %12
  %14 = getelementptr i8, ptr %13, i64 16
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fmul contract float %11, %15
  %17 = fadd contract float %7, %16
  %18 = add nsw i32 %6, 1
  %19 = icmp eq i32 %18, 5
  br i1 %19, label %4, label %5, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9load_haloPfPKfii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 136
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %10

9:                                                ; preds = %21, %4
  ret void

10:                                               ; preds = %7, %21
  %11 = phi i32 [ %5, %7 ], [ %25, %21 ]
  %12 = add nsw i32 %11, %3
  %13 = add nsw i32 %12, -4
  %14 = icmp sgt i32 %12, 3
  %15 = icmp slt i32 %13, %2
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %21

17:                                               ; preds = %10
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  br label %21

21:                                               ; preds = %10, %17
  %22 = phi contract float [ %20, %17 ], [ 0.000000e+00, %10 ]
  %23 = zext nneg i32 %11 to i64
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  store float %22, ptr %24, align 4, !tbaa !8
  %25 = add nuw nsw i32 %11, %8
  %26 = icmp samesign ult i32 %25, 136
  br i1 %26, label %10, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12conv1d_naivePKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %8, 3
  %10 = add nsw i32 %2, -4
  %11 = icmp slt i32 %8, %10
  %12 = select i1 %9, i1 %11, i1 false
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = tail call contract noundef float @_Z12apply_filterPKfS0_i(ptr noundef %0, ptr noundef addrspacecast (ptr addrspace(4) @c_filter to ptr), i32 noundef %8) #6
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds nuw float, ptr %1, i64 %15
  store float %14, ptr %16, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12conv1d_tiledPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  tail call void @_Z9load_haloPfPKfii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ12conv1d_tiledPKfPfiE4tile to ptr), ptr noundef %0, i32 noundef %2, i32 noundef %5) #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %6, 4
  %11 = tail call contract noundef float @_Z12apply_filterPKfS0_i(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ12conv1d_tiledPKfPfiE4tile to ptr), ptr noundef addrspacecast (ptr addrspace(4) @c_filter to ptr), i32 noundef %10) #6
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  store float %11, ptr %13, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9conv_rowsPKfPfS0_ii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = icmp sgt i32 %10, 3
  %13 = add nsw i32 %3, -4
  %14 = icmp slt i32 %10, %13
  %15 = select i1 %12, i1 %14, i1 false
  %16 = icmp slt i32 %11, %4
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %26

18:                                               ; preds = %5
  %19 = mul nsw i32 %3, %11
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = tail call contract noundef float @_Z12apply_filterPKfS0_i(ptr noundef %21, ptr noundef %2, i32 noundef %10) #6
  %23 = add nsw i32 %19, %10
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  store float %22, ptr %25, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %18, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
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
