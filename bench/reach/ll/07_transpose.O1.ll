; ModuleID = 'src/07_transpose.cu'
source_filename = "src/07_transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15transpose_tiledPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 4
@_ZZ18transpose_diagonalPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12copy_tile_inPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %9

8:                                                ; preds = %9
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %22, %9 ]
  %11 = add nsw i32 %10, %4
  %12 = mul nsw i32 %11, %2
  %13 = add nsw i32 %12, %3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = add nuw nsw i32 %10, %6
  %18 = mul nuw nsw i32 %17, 33
  %19 = add nuw nsw i32 %18, %7
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !8
  %22 = add nuw nsw i32 %10, 8
  %23 = icmp samesign ult i32 %10, 24
  br i1 %23, label %9, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z13copy_tile_outPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = mul nuw nsw i32 %6, 33
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  br label %11

10:                                               ; preds = %11
  ret void

11:                                               ; preds = %5, %11
  %12 = phi i32 [ 0, %5 ], [ %22, %11 ]
  %13 = add nuw nsw i32 %9, %12
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = add nsw i32 %12, %4
  %18 = mul nsw i32 %17, %2
  %19 = add nsw i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %16, ptr %21, align 4, !tbaa !8
  %22 = add nuw nsw i32 %12, 8
  %23 = icmp samesign ult i32 %12, 24
  br i1 %23, label %11, label %10, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z10diag_blockiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = add nsw i32 %1, %0
  %5 = srem i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10copy_naivePfPKfi(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add nuw nsw i32 %9, %10
  br label %13

12:                                               ; preds = %13
  ret void

13:                                               ; preds = %3, %13
  %14 = phi i32 [ 0, %3 ], [ %22, %13 ]
  %15 = add nuw nsw i32 %11, %14
  %16 = mul nsw i32 %15, %2
  %17 = add nsw i32 %7, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds float, ptr %0, i64 %18
  store float %20, ptr %21, align 4, !tbaa !8
  %22 = add nuw nsw i32 %14, 8
  %23 = icmp samesign ult i32 %14, 24
  br i1 %23, label %13, label %12, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15transpose_naivePfPKfii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = mul nsw i32 %3, %8
  %14 = add nsw i32 %13, %12
  br label %16

15:                                               ; preds = %16
  ret void

16:                                               ; preds = %4, %16
  %17 = phi i32 [ 0, %4 ], [ %27, %16 ]
  %18 = add nuw nsw i32 %17, %12
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = add nsw i32 %14, %17
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  store float %23, ptr %26, align 4, !tbaa !8
  %27 = add nuw nsw i32 %17, 8
  %28 = icmp samesign ult i32 %17, 24
  br i1 %28, label %16, label %15, !llvm.loop !15
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15transpose_tiledPfPKfii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  tail call void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), ptr noundef %1, i32 noundef %2, i32 noundef %8, i32 noundef %12) #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = add nuw nsw i32 %10, %7
  %14 = add i32 %6, %11
  tail call void @_Z13copy_tile_outPfPKfiii(ptr noundef %0, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %13, i32 noundef %14) #6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18transpose_diagonalPfPKfii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = add nuw nsw i32 %6, %5
  %9 = urem i32 %8, %7
  %10 = shl nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw i32 %10, %11
  %13 = shl nsw i32 %5, 5
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw i32 %13, %14
  tail call void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), ptr noundef %1, i32 noundef %2, i32 noundef %12, i32 noundef %15) #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = add nuw i32 %13, %11
  %17 = add nuw i32 %10, %14
  tail call void @_Z13copy_tile_outPfPKfiii(ptr noundef %0, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %16, i32 noundef %17) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
