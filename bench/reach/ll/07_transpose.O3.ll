; ModuleID = 'src/07_transpose.cu'
source_filename = "src/07_transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15transpose_tiledPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 4
@_ZZ18transpose_diagonalPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12copy_tile_inPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = mul nsw i32 %4, %2
  %9 = add nsw i32 %8, %3
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = mul nuw nsw i32 %6, 33
  %14 = add nuw nsw i32 %13, %7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  store float %12, ptr %16, align 4, !tbaa !8
  %17 = add nsw i32 %4, 8
  %18 = mul nsw i32 %17, %2
  %19 = add nsw i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = mul nuw nsw i32 %6, 33
  %24 = add nuw nsw i32 %23, 264
  %25 = add nuw nsw i32 %24, %7
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %26
  store float %22, ptr %27, align 4, !tbaa !8
  %28 = add nsw i32 %4, 16
  %29 = mul nsw i32 %28, %2
  %30 = add nsw i32 %29, %3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = mul nuw nsw i32 %6, 33
  %35 = add nuw nsw i32 %34, 528
  %36 = add nuw nsw i32 %35, %7
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  store float %33, ptr %38, align 4, !tbaa !8
  %39 = add nsw i32 %4, 24
  %40 = mul nsw i32 %39, %2
  %41 = add nsw i32 %40, %3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = mul nuw nsw i32 %6, 33
  %46 = add nuw nsw i32 %45, 792
  %47 = add nuw nsw i32 %46, %7
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw float, ptr %0, i64 %48
  store float %44, ptr %49, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13copy_tile_outPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = mul nuw nsw i32 %6, 33
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = mul nsw i32 %4, %2
  %14 = add nsw i32 %13, %3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  store float %12, ptr %16, align 4, !tbaa !8
  %17 = zext nneg i32 %9 to i64
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = add nsw i32 %4, 8
  %22 = mul nsw i32 %21, %2
  %23 = add nsw i32 %22, %3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  store float %20, ptr %25, align 4, !tbaa !8
  %26 = zext nneg i32 %9 to i64
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 64
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = add nsw i32 %4, 16
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %29, ptr %34, align 4, !tbaa !8
  %35 = zext nneg i32 %9 to i64
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = add nsw i32 %4, 24
  %40 = mul nsw i32 %39, %2
  %41 = add nsw i32 %40, %3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %38, ptr %43, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z10diag_blockiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = add nsw i32 %1, %0
  %5 = srem i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10copy_naivePfPKfi(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add nuw nsw i32 %9, %10
  %12 = mul nsw i32 %11, %2
  %13 = add nsw i32 %7, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds float, ptr %0, i64 %14
  store float %16, ptr %17, align 4, !tbaa !8
  %18 = add nuw nsw i32 %11, 8
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %7, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store float %23, ptr %24, align 4, !tbaa !8
  %25 = add nuw nsw i32 %11, 16
  %26 = mul nsw i32 %25, %2
  %27 = add nsw i32 %7, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = getelementptr inbounds float, ptr %0, i64 %28
  store float %30, ptr %31, align 4, !tbaa !8
  %32 = add nuw nsw i32 %11, 24
  %33 = mul nsw i32 %32, %2
  %34 = add nsw i32 %7, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = getelementptr inbounds float, ptr %0, i64 %35
  store float %37, ptr %38, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
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
  %15 = mul nsw i32 %12, %2
  %16 = add nsw i32 %15, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  store float %19, ptr %21, align 4, !tbaa !8
  %22 = add nuw nsw i32 %12, 8
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, %8
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = sext i32 %14 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 32
  store float %27, ptr %30, align 4, !tbaa !8
  %31 = add nuw nsw i32 %12, 16
  %32 = mul nsw i32 %31, %2
  %33 = add nsw i32 %32, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = sext i32 %14 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = getelementptr i8, ptr %38, i64 64
  store float %36, ptr %39, align 4, !tbaa !8
  %40 = add nuw nsw i32 %12, 24
  %41 = mul nsw i32 %40, %2
  %42 = add nsw i32 %41, %8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = sext i32 %14 to i64
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = getelementptr i8, ptr %47, i64 96
  store float %45, ptr %48, align 4, !tbaa !8
  ret void
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
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
