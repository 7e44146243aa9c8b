; ModuleID = 'src/02_stencil_pingpong.cu'
source_filename = "src/02_stencil_pingpong.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12jacobi_blockPKfPfiiiE4bufA = internal addrspace(3) global [324 x float] undef, align 4
@_ZZ12jacobi_blockPKfPfiiiE4bufB = internal addrspace(3) global [324 x float] undef, align 4
@_ZZ12jacobi_blockPKfPfiiiE3cur = internal unnamed_addr addrspace(3) global ptr undef, align 8
@_ZZ12jacobi_blockPKfPfiiiE3nxt = internal unnamed_addr addrspace(3) global ptr undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9load_tilePfPKfiiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %7, 1
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = icmp slt i32 %4, %2
  %11 = icmp slt i32 %5, %3
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %6
  %14 = mul nsw i32 %5, %2
  %15 = add nsw i32 %14, %4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  br label %19

19:                                               ; preds = %6, %13
  %20 = phi contract float [ %18, %13 ], [ 0.000000e+00, %6 ]
  %21 = mul nuw nsw i32 %9, 18
  %22 = add nuw nsw i32 %21, 18
  %23 = add nuw nsw i32 %22, %8
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  store float %20, ptr %25, align 4, !tbaa !8
  %26 = icmp eq i32 %7, 0
  br i1 %26, label %27, label %40

27:                                               ; preds = %19
  %28 = icmp sgt i32 %4, 0
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = mul nsw i32 %5, %2
  %31 = add nsw i32 %30, %4
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr %1, i64 %32
  %34 = getelementptr i8, ptr %33, i64 -4
  %35 = load float, ptr %34, align 4, !tbaa !8
  br label %36

36:                                               ; preds = %27, %29
  %37 = phi contract float [ %35, %29 ], [ 0.000000e+00, %27 ]
  %38 = zext nneg i32 %22 to i64
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  store float %37, ptr %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %36, %19
  %41 = icmp eq i32 %9, 0
  br i1 %41, label %42, label %55

42:                                               ; preds = %40
  %43 = icmp sgt i32 %5, 0
  br i1 %43, label %44, label %51

44:                                               ; preds = %42
  %45 = add nsw i32 %5, -1
  %46 = mul nsw i32 %45, %2
  %47 = add nsw i32 %46, %4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %42, %44
  %52 = phi contract float [ %50, %44 ], [ 0.000000e+00, %42 ]
  %53 = zext nneg i32 %8 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  store float %52, ptr %54, align 4, !tbaa !8
  br label %55

55:                                               ; preds = %51, %40
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7update5PKfii(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = mul nsw i32 %2, 18
  %5 = add i32 %4, %1
  %6 = sext i32 %5 to i64
  %7 = getelementptr float, ptr %0, i64 %6
  %8 = getelementptr i8, ptr %7, i64 -4
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = getelementptr i8, ptr %7, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fadd contract float %9, %11
  %13 = add i32 %5, -18
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = fadd contract float %12, %16
  %18 = add i32 %5, 18
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = fadd contract float %17, %21
  %23 = fmul contract float %22, 2.500000e-01
  ret float %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10store_tilePfPKfiiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = icmp slt i32 %4, %2
  %8 = icmp slt i32 %5, %3
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = mul nuw nsw i32 %11, 18
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nuw nsw i32 %13, 18
  %15 = add nuw nsw i32 %14, %12
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %1, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = mul nsw i32 %5, %2
  %21 = add nsw i32 %20, %4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %19, ptr %23, align 4, !tbaa !8
  br label %24

24:                                               ; preds = %10, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12jacobi_blockPKfPfiii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = or i32 %8, %12
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %5
  store ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE4bufA to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  store ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE4bufB to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt to ptr), align 8, !tbaa !10
  br label %17

17:                                               ; preds = %16, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  tail call void @_Z9load_tilePfPKfiiii(ptr noundef %18, ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %9, i32 noundef %13) #7
  %19 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt to ptr), align 8, !tbaa !10
  tail call void @_Z9load_tilePfPKfiiii(ptr noundef %19, ptr noundef %0, i32 noundef %2, i32 noundef %3, i32 noundef %9, i32 noundef %13) #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = add nuw nsw i32 %8, 1
  %23 = add nuw nsw i32 %12, 1
  %24 = mul nuw nsw i32 %23, 18
  %25 = add nuw nsw i32 %24, %22
  %26 = zext nneg i32 %25 to i64
  br label %45

27:                                               ; preds = %54, %17
  %28 = icmp slt i32 %9, %2
  %29 = icmp slt i32 %13, %3
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  %33 = mul nuw nsw i32 %12, 18
  %34 = add nuw nsw i32 %8, 18
  %35 = add nuw nsw i32 %34, %33
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr %32, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = mul nsw i32 %2, %13
  %41 = add nsw i32 %40, %9
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  store float %39, ptr %43, align 4, !tbaa !8
  br label %44

44:                                               ; preds = %27, %31
  ret void

45:                                               ; preds = %21, %54
  %46 = phi i32 [ 0, %21 ], [ %55, %54 ]
  %47 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  %48 = tail call contract noundef float @_Z7update5PKfii(ptr noundef %47, i32 noundef %22, i32 noundef %23) #7
  %49 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt to ptr), align 8, !tbaa !10
  %50 = getelementptr inbounds nuw float, ptr %49, i64 %26
  store float %48, ptr %50, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %51, label %54

51:                                               ; preds = %45
  %52 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  %53 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt to ptr), align 8, !tbaa !10
  store ptr %53, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur to ptr), align 8, !tbaa !10
  store ptr %52, ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt to ptr), align 8, !tbaa !10
  br label %54

54:                                               ; preds = %51, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = add nuw nsw i32 %46, 1
  %56 = icmp eq i32 %55, %4
  br i1 %56, label %27, label %45, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8residualPKfS0_Pfii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = add i32 %10, 1
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = add nuw nsw i32 %16, 1
  %18 = add nsw i32 %3, -1
  %19 = icmp slt i32 %11, %18
  %20 = add nsw i32 %4, -1
  %21 = icmp slt i32 %17, %20
  %22 = select i1 %19, i1 %21, i1 false
  br i1 %22, label %23, label %55

23:                                               ; preds = %5
  %24 = mul nsw i32 %3, %17
  %25 = add nsw i32 %24, %11
  %26 = add i32 %24, %10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = sext i32 %25 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = getelementptr i8, ptr %31, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = fadd contract float %29, %33
  %35 = mul nsw i32 %3, %16
  %36 = add nsw i32 %35, %11
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = fadd contract float %34, %39
  %41 = add nuw nsw i32 %16, 2
  %42 = mul nsw i32 %3, %41
  %43 = add nsw i32 %42, %11
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fadd contract float %40, %46
  %48 = load float, ptr %31, align 4, !tbaa !8
  %49 = fmul contract float %48, 4.000000e+00
  %50 = fsub contract float %47, %49
  %51 = getelementptr inbounds float, ptr %1, i64 %30
  %52 = load float, ptr %51, align 4, !tbaa !8
  %53 = fsub contract float %52, %50
  %54 = getelementptr inbounds float, ptr %2, i64 %30
  store float %53, ptr %54, align 4, !tbaa !8
  br label %55

55:                                               ; preds = %23, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"p1 float", !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
