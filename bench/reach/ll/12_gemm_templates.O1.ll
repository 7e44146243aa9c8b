; ModuleID = 'src/12_gemm_templates.cu'
source_filename = "src/12_gemm_templates.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff = comdat any

$_Z8tile_dotILi16EEfPKfS1_ii = comdat any

$_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff = comdat any

$_Z8tile_dotILi32EEfPKfS1_ii = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = comdat any

@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = linkonce_odr dso_local addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = mul nsw i32 %4, %2
  br label %12

10:                                               ; preds = %12, %6
  %11 = phi float [ 0.000000e+00, %6 ], [ %25, %12 ]
  ret float %11

12:                                               ; preds = %8, %12
  %13 = phi i32 [ 0, %8 ], [ %26, %12 ]
  %14 = phi float [ 0.000000e+00, %8 ], [ %25, %12 ]
  %15 = add nsw i32 %13, %9
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = mul nsw i32 %13, %3
  %20 = add nsw i32 %19, %5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fmul contract float %18, %23
  %25 = fadd contract float %14, %24
  %26 = add nuw nsw i32 %13, 1
  %27 = icmp eq i32 %26, %2
  br i1 %27, label %10, label %12, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8epiloguePfifff(ptr noundef captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #1 {
  %6 = fmul contract float %2, %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = fmul contract float %4, %9
  %11 = fadd contract float %6, %10
  store float %11, ptr %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 comdat {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = icmp slt i32 %12, %3
  %20 = mul nuw nsw i32 %5, %12
  %21 = add nuw i32 %20, %15
  %22 = shl nuw nsw i32 %11, 4
  %23 = add nuw nsw i32 %22, %15
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As to ptr), i64 %24
  %26 = icmp slt i32 %16, %4
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs to ptr), i64 %24
  br label %33

28:                                               ; preds = %55, %8
  %29 = phi float [ 0.000000e+00, %8 ], [ %58, %55 ]
  %30 = icmp slt i32 %12, %3
  %31 = icmp slt i32 %16, %4
  %32 = and i1 %30, %31
  br i1 %32, label %61, label %70

33:                                               ; preds = %18, %55
  %34 = phi i32 [ 0, %18 ], [ %59, %55 ]
  %35 = phi float [ 0.000000e+00, %18 ], [ %58, %55 ]
  %36 = add nuw i32 %34, %15
  %37 = icmp ult i32 %36, %5
  %38 = and i1 %19, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = add i32 %21, %34
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !8
  br label %44

44:                                               ; preds = %33, %39
  %45 = phi contract float [ %43, %39 ], [ 0.000000e+00, %33 ]
  store float %45, ptr %25, align 4, !tbaa !8
  br i1 %26, label %46, label %55

46:                                               ; preds = %44
  %47 = add nuw i32 %34, %11
  %48 = icmp ult i32 %47, %5
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = mul i32 %47, %4
  %51 = add i32 %50, %16
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds nuw float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  br label %55

55:                                               ; preds = %44, %46, %49
  %56 = phi contract float [ %54, %49 ], [ 0.000000e+00, %46 ], [ 0.000000e+00, %44 ]
  store float %56, ptr %27, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = tail call contract noundef float @_Z8tile_dotILi16EEfPKfS1_ii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs to ptr), i32 noundef %11, i32 noundef %15) #7
  %58 = fadd contract float %35, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = add nuw nsw i32 %34, 16
  %60 = icmp slt i32 %59, %5
  br i1 %60, label %33, label %28, !llvm.loop !13

61:                                               ; preds = %28
  %62 = mul nsw i32 %4, %12
  %63 = add nsw i32 %62, %16
  %64 = fmul contract float %6, %29
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = fmul contract float %7, %67
  %69 = fadd contract float %64, %68
  store float %69, ptr %66, align 4, !tbaa !8
  br label %70

70:                                               ; preds = %61, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z8tile_dotILi16EEfPKfS1_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat {
  %5 = shl nsw i32 %2, 4
  br label %7

6:                                                ; preds = %7
  ret float %56

7:                                                ; preds = %7, %4
  %8 = phi i32 [ 0, %4 ], [ %57, %7 ]
  %9 = phi float [ 0.000000e+00, %4 ], [ %56, %7 ]
  %10 = add nuw nsw i32 %8, %5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = shl nuw nsw i32 %8, 4
  %15 = add nsw i32 %14, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fmul contract float %13, %18
  %20 = fadd contract float %9, %19
  %21 = or disjoint i32 %8, 1
  %22 = add nuw nsw i32 %21, %5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = shl nuw nsw i32 %21, 4
  %27 = add nsw i32 %26, %3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %25, %30
  %32 = fadd contract float %20, %31
  %33 = or disjoint i32 %8, 2
  %34 = add nuw nsw i32 %33, %5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = shl nuw nsw i32 %33, 4
  %39 = add nsw i32 %38, %3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fmul contract float %37, %42
  %44 = fadd contract float %32, %43
  %45 = or disjoint i32 %8, 3
  %46 = add nuw nsw i32 %45, %5
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = shl nuw nsw i32 %45, 4
  %51 = add nsw i32 %50, %3
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fmul contract float %49, %54
  %56 = fadd contract float %44, %55
  %57 = add nuw nsw i32 %8, 4
  %58 = icmp eq i32 %57, 16
  br i1 %58, label %6, label %7, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 comdat {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 5
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = icmp slt i32 %12, %3
  %20 = mul nuw nsw i32 %5, %12
  %21 = add nuw i32 %20, %15
  %22 = shl nuw nsw i32 %11, 5
  %23 = add nuw nsw i32 %22, %15
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As to ptr), i64 %24
  %26 = icmp slt i32 %16, %4
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs to ptr), i64 %24
  br label %33

28:                                               ; preds = %55, %8
  %29 = phi float [ 0.000000e+00, %8 ], [ %58, %55 ]
  %30 = icmp slt i32 %12, %3
  %31 = icmp slt i32 %16, %4
  %32 = and i1 %30, %31
  br i1 %32, label %61, label %70

33:                                               ; preds = %18, %55
  %34 = phi i32 [ 0, %18 ], [ %59, %55 ]
  %35 = phi float [ 0.000000e+00, %18 ], [ %58, %55 ]
  %36 = add nuw i32 %34, %15
  %37 = icmp ult i32 %36, %5
  %38 = and i1 %19, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = add i32 %21, %34
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !8
  br label %44

44:                                               ; preds = %33, %39
  %45 = phi contract float [ %43, %39 ], [ 0.000000e+00, %33 ]
  store float %45, ptr %25, align 4, !tbaa !8
  br i1 %26, label %46, label %55

46:                                               ; preds = %44
  %47 = add nuw i32 %34, %11
  %48 = icmp ult i32 %47, %5
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = mul i32 %47, %4
  %51 = add i32 %50, %16
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds nuw float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  br label %55

55:                                               ; preds = %44, %46, %49
  %56 = phi contract float [ %54, %49 ], [ 0.000000e+00, %46 ], [ 0.000000e+00, %44 ]
  store float %56, ptr %27, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = tail call contract noundef float @_Z8tile_dotILi32EEfPKfS1_ii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs to ptr), i32 noundef %11, i32 noundef %15) #7
  %58 = fadd contract float %35, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = add nuw nsw i32 %34, 32
  %60 = icmp slt i32 %59, %5
  br i1 %60, label %33, label %28, !llvm.loop !15

61:                                               ; preds = %28
  %62 = mul nsw i32 %4, %12
  %63 = add nsw i32 %62, %16
  %64 = fmul contract float %6, %29
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = fmul contract float %7, %67
  %69 = fadd contract float %64, %68
  store float %69, ptr %66, align 4, !tbaa !8
  br label %70

70:                                               ; preds = %61, %28
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z8tile_dotILi32EEfPKfS1_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat {
  %5 = shl nsw i32 %2, 5
  br label %7

6:                                                ; preds = %7
  ret float %56

7:                                                ; preds = %7, %4
  %8 = phi i32 [ 0, %4 ], [ %57, %7 ]
  %9 = phi float [ 0.000000e+00, %4 ], [ %56, %7 ]
  %10 = add nuw nsw i32 %8, %5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = shl nuw nsw i32 %8, 5
  %15 = add nsw i32 %14, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fmul contract float %13, %18
  %20 = fadd contract float %9, %19
  %21 = or disjoint i32 %8, 1
  %22 = add nuw nsw i32 %21, %5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = shl nuw nsw i32 %21, 5
  %27 = add nsw i32 %26, %3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %25, %30
  %32 = fadd contract float %20, %31
  %33 = or disjoint i32 %8, 2
  %34 = add nuw nsw i32 %33, %5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = shl nuw nsw i32 %33, 5
  %39 = add nsw i32 %38, %3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fmul contract float %37, %42
  %44 = fadd contract float %32, %43
  %45 = or disjoint i32 %8, 3
  %46 = add nuw nsw i32 %45, %5
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = shl nuw nsw i32 %45, 5
  %51 = add nsw i32 %50, %3
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fmul contract float %49, %54
  %56 = fadd contract float %44, %55
  %57 = add nuw nsw i32 %8, 4
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %6, label %7, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10gemm_naivePKfS0_Pfiiiff(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #5 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = mul nuw nsw i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %13, %3
  %20 = icmp slt i32 %18, %4
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %8
  %23 = mul nsw i32 %4, %13
  %24 = add nsw i32 %23, %18
  %25 = tail call contract noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %4, i32 noundef %13, i32 noundef %18) #7
  %26 = fmul contract float %6, %25
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = fmul contract float %7, %29
  %31 = fadd contract float %26, %30
  store float %31, ptr %28, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %22, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
