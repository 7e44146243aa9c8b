; ModuleID = 'bench/reach/src/12_gemm_templates.cu'
source_filename = "bench/reach/src/12_gemm_templates.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

$_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff = comdat any

$_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = comdat any

@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = linkonce_odr hidden local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = linkonce_odr hidden local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = linkonce_odr hidden local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 16
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = linkonce_odr hidden local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 16
@__hip_cuid_6880c87c4b16c32f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_6880c87c4b16c32f to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #0 {
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
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = mul nsw i32 %13, %3
  %20 = add nsw i32 %19, %5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fmul contract float %18, %23
  %25 = fadd contract float %14, %24
  %26 = add nuw nsw i32 %13, 1
  %27 = icmp eq i32 %26, %2
  br i1 %27, label %10, label %12, !llvm.loop !11
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 comdat {
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = shl i32 %9, 4
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 4
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %8
  %19 = icmp slt i32 %12, %3
  %20 = mul nsw i32 %5, %12
  %21 = add i32 %20, %15
  %22 = shl nuw nsw i32 %11, 4
  %23 = add nuw nsw i32 %22, %15
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As, i32 %23
  %25 = icmp slt i32 %16, %4
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs, i32 %23
  br label %32

27:                                               ; preds = %54, %8
  %28 = phi float [ 0.000000e+00, %8 ], [ %57, %54 ]
  %29 = icmp slt i32 %12, %3
  %30 = icmp slt i32 %16, %4
  %31 = and i1 %29, %30
  br i1 %31, label %60, label %69

32:                                               ; preds = %18, %54
  %33 = phi i32 [ 0, %18 ], [ %58, %54 ]
  %34 = phi float [ 0.000000e+00, %18 ], [ %57, %54 ]
  %35 = add nuw i32 %33, %15
  %36 = icmp ult i32 %35, %5
  %37 = select i1 %19, i1 %36, i1 false
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = add i32 %21, %33
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %32, %38
  %44 = phi contract float [ %42, %38 ], [ 0.000000e+00, %32 ]
  store float %44, ptr addrspace(3) %24, align 4, !tbaa !9
  br i1 %25, label %45, label %54

45:                                               ; preds = %43
  %46 = add nuw i32 %33, %11
  %47 = icmp ult i32 %46, %5
  br i1 %47, label %48, label %54

48:                                               ; preds = %45
  %49 = mul i32 %46, %4
  %50 = add i32 %49, %16
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %43, %45, %48
  %55 = phi contract float [ %53, %48 ], [ 0.000000e+00, %45 ], [ 0.000000e+00, %43 ]
  store float %55, ptr addrspace(3) %26, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %56 = tail call fastcc noundef float @_Z8tile_dotILi16EEfPKfS1_ii(i32 noundef %11, i32 noundef %15) #6
  %57 = fadd contract float %34, %56
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %58 = add nuw nsw i32 %33, 16
  %59 = icmp slt i32 %58, %5
  br i1 %59, label %32, label %27, !llvm.loop !14

60:                                               ; preds = %27
  %61 = mul nsw i32 %4, %12
  %62 = add nsw i32 %61, %16
  %63 = fmul contract float %6, %28
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !9
  %67 = fmul contract float %7, %66
  %68 = fadd contract float %63, %67
  store float %68, ptr addrspace(1) %65, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %60, %27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_Z8tile_dotILi16EEfPKfS1_ii(i32 noundef range(i32 0, 1024) %0, i32 noundef range(i32 0, 1024) %1) unnamed_addr #2 {
  %3 = shl nuw nsw i32 %0, 6
  %4 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As, i32 %3
  %5 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs, i32 %1
  br label %7

6:                                                ; preds = %7
  ret float %40

7:                                                ; preds = %7, %2
  %8 = phi i32 [ 0, %2 ], [ %41, %7 ]
  %9 = phi float [ 0.000000e+00, %2 ], [ %40, %7 ]
  %10 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %8
  %11 = load float, ptr addrspace(3) %10, align 16, !tbaa !9
  %12 = shl nuw nsw i32 %8, 6
  %13 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %12
  %14 = load float, ptr addrspace(3) %13, align 4, !tbaa !9
  %15 = fmul contract float %11, %14
  %16 = fadd contract float %9, %15
  %17 = or disjoint i32 %8, 1
  %18 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %17
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !9
  %20 = shl nuw nsw i32 %17, 6
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %20
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !9
  %23 = fmul contract float %19, %22
  %24 = fadd contract float %16, %23
  %25 = or disjoint i32 %8, 2
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %25
  %27 = load float, ptr addrspace(3) %26, align 8, !tbaa !9
  %28 = shl nuw nsw i32 %25, 6
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %28
  %30 = load float, ptr addrspace(3) %29, align 4, !tbaa !9
  %31 = fmul contract float %27, %30
  %32 = fadd contract float %24, %31
  %33 = or disjoint i32 %8, 3
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %33
  %35 = load float, ptr addrspace(3) %34, align 4, !tbaa !9
  %36 = shl nuw nsw i32 %33, 6
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %36
  %38 = load float, ptr addrspace(3) %37, align 4, !tbaa !9
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %32, %39
  %41 = add nuw nsw i32 %8, 4
  %42 = icmp eq i32 %41, 16
  br i1 %42, label %6, label %7, !llvm.loop !15
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 comdat {
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = shl i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %14 = shl i32 %13, 5
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %8
  %19 = icmp slt i32 %12, %3
  %20 = mul nsw i32 %5, %12
  %21 = add i32 %20, %15
  %22 = shl nuw nsw i32 %11, 5
  %23 = add nuw nsw i32 %22, %15
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As, i32 %23
  %25 = icmp slt i32 %16, %4
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs, i32 %23
  br label %32

27:                                               ; preds = %54, %8
  %28 = phi float [ 0.000000e+00, %8 ], [ %57, %54 ]
  %29 = icmp slt i32 %12, %3
  %30 = icmp slt i32 %16, %4
  %31 = and i1 %29, %30
  br i1 %31, label %60, label %69

32:                                               ; preds = %18, %54
  %33 = phi i32 [ 0, %18 ], [ %58, %54 ]
  %34 = phi float [ 0.000000e+00, %18 ], [ %57, %54 ]
  %35 = add nuw i32 %33, %15
  %36 = icmp ult i32 %35, %5
  %37 = select i1 %19, i1 %36, i1 false
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = add i32 %21, %33
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %32, %38
  %44 = phi contract float [ %42, %38 ], [ 0.000000e+00, %32 ]
  store float %44, ptr addrspace(3) %24, align 4, !tbaa !9
  br i1 %25, label %45, label %54

45:                                               ; preds = %43
  %46 = add nuw i32 %33, %11
  %47 = icmp ult i32 %46, %5
  br i1 %47, label %48, label %54

48:                                               ; preds = %45
  %49 = mul i32 %46, %4
  %50 = add i32 %49, %16
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %43, %45, %48
  %55 = phi contract float [ %53, %48 ], [ 0.000000e+00, %45 ], [ 0.000000e+00, %43 ]
  store float %55, ptr addrspace(3) %26, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %56 = tail call fastcc noundef float @_Z8tile_dotILi32EEfPKfS1_ii(i32 noundef %11, i32 noundef %15) #6
  %57 = fadd contract float %34, %56
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %58 = add nuw nsw i32 %33, 32
  %59 = icmp slt i32 %58, %5
  br i1 %59, label %32, label %27, !llvm.loop !16

60:                                               ; preds = %27
  %61 = mul nsw i32 %4, %12
  %62 = add nsw i32 %61, %16
  %63 = fmul contract float %6, %28
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !9
  %67 = fmul contract float %7, %66
  %68 = fadd contract float %63, %67
  store float %68, ptr addrspace(1) %65, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %60, %27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_Z8tile_dotILi32EEfPKfS1_ii(i32 noundef range(i32 0, 1024) %0, i32 noundef range(i32 0, 1024) %1) unnamed_addr #2 {
  %3 = shl nuw nsw i32 %0, 7
  %4 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As, i32 %3
  %5 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs, i32 %1
  br label %7

6:                                                ; preds = %7
  ret float %40

7:                                                ; preds = %7, %2
  %8 = phi i32 [ 0, %2 ], [ %41, %7 ]
  %9 = phi float [ 0.000000e+00, %2 ], [ %40, %7 ]
  %10 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %8
  %11 = load float, ptr addrspace(3) %10, align 16, !tbaa !9
  %12 = shl nuw nsw i32 %8, 7
  %13 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %12
  %14 = load float, ptr addrspace(3) %13, align 4, !tbaa !9
  %15 = fmul contract float %11, %14
  %16 = fadd contract float %9, %15
  %17 = or disjoint i32 %8, 1
  %18 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %17
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !9
  %20 = shl nuw nsw i32 %17, 7
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %20
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !9
  %23 = fmul contract float %19, %22
  %24 = fadd contract float %16, %23
  %25 = or disjoint i32 %8, 2
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %25
  %27 = load float, ptr addrspace(3) %26, align 8, !tbaa !9
  %28 = shl nuw nsw i32 %25, 7
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %28
  %30 = load float, ptr addrspace(3) %29, align 4, !tbaa !9
  %31 = fmul contract float %27, %30
  %32 = fadd contract float %24, %31
  %33 = or disjoint i32 %8, 3
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %33
  %35 = load float, ptr addrspace(3) %34, align 4, !tbaa !9
  %36 = shl nuw nsw i32 %33, 7
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i32 %36
  %38 = load float, ptr addrspace(3) %37, align 4, !tbaa !9
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %32, %39
  %41 = add nuw nsw i32 %8, 4
  %42 = icmp eq i32 %41, 32
  br i1 %42, label %6, label %7, !llvm.loop !17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z10gemm_naivePKfS0_Pfiiiff(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #3 {
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 6
  %12 = load i16, ptr addrspace(4) %11, align 2, !tbaa !18
  %13 = zext i16 %12 to i32
  %14 = mul i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %16 = add i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 4
  %19 = load i16, ptr addrspace(4) %18, align 4, !tbaa !18
  %20 = zext i16 %19 to i32
  %21 = mul i32 %17, %20
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %16, %3
  %25 = icmp slt i32 %23, %4
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %41

27:                                               ; preds = %8
  %28 = ptrtoint ptr addrspace(1) %1 to i64
  %29 = inttoptr i64 %28 to ptr
  %30 = ptrtoint ptr addrspace(1) %0 to i64
  %31 = inttoptr i64 %30 to ptr
  %32 = mul nsw i32 %16, %4
  %33 = add nsw i32 %32, %23
  %34 = tail call contract fastcc noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef %31, ptr noundef %29, i32 noundef %5, i32 noundef %4, i32 noundef %16, i32 noundef %23) #6
  %35 = fmul contract float %6, %34
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = fmul contract float %7, %38
  %40 = fadd contract float %35, %39
  store float %40, ptr addrspace(1) %37, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %27, %8
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
