; ModuleID = 'bench/reach/src/07_transpose.cu'
source_filename = "bench/reach/src/07_transpose.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ15transpose_tiledPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 16
@_ZZ18transpose_diagonalPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 16
@__hip_cuid_d99f34900da5395a = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d99f34900da5395a to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul nsw i32 %4, %2
  %9 = add nsw i32 %8, %3
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !9
  %13 = mul nuw nsw i32 %6, 33
  %14 = add nuw nsw i32 %13, %7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(3)
  store float %12, ptr addrspace(3) %17, align 4, !tbaa !9, !noalias.addrspace !11
  %18 = add nsw i32 %4, 8
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = mul nuw nsw i32 %6, 33
  %25 = add nuw nsw i32 %24, 264
  %26 = add nuw nsw i32 %25, %7
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr %0, i64 %27
  %29 = addrspacecast ptr %28 to ptr addrspace(3)
  store float %23, ptr addrspace(3) %29, align 4, !tbaa !9, !noalias.addrspace !11
  %30 = add nsw i32 %4, 16
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = mul nuw nsw i32 %6, 33
  %37 = add nuw nsw i32 %36, 528
  %38 = add nuw nsw i32 %37, %7
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = addrspacecast ptr %40 to ptr addrspace(3)
  store float %35, ptr addrspace(3) %41, align 4, !tbaa !9, !noalias.addrspace !11
  %42 = add nsw i32 %4, 24
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %43, %3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = mul nuw nsw i32 %6, 33
  %49 = add nuw nsw i32 %48, 792
  %50 = add nuw nsw i32 %49, %7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = addrspacecast ptr %52 to ptr addrspace(3)
  store float %47, ptr addrspace(3) %53, align 4, !tbaa !9, !noalias.addrspace !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = mul nuw nsw i32 %6, 33
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %1, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = load float, ptr addrspace(3) %12, align 4, !tbaa !9, !noalias.addrspace !11
  %14 = mul nsw i32 %4, %2
  %15 = add nsw i32 %14, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  store float %13, ptr %17, align 4, !tbaa !9
  %18 = zext nneg i32 %9 to i64
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %21 = addrspacecast ptr %20 to ptr addrspace(3)
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !9, !noalias.addrspace !11
  %23 = add nsw i32 %4, 8
  %24 = mul nsw i32 %23, %2
  %25 = add nsw i32 %24, %3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %22, ptr %27, align 4, !tbaa !9
  %28 = zext nneg i32 %9 to i64
  %29 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %31 = addrspacecast ptr %30 to ptr addrspace(3)
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !9, !noalias.addrspace !11
  %33 = add nsw i32 %4, 16
  %34 = mul nsw i32 %33, %2
  %35 = add nsw i32 %34, %3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %32, ptr %37, align 4, !tbaa !9
  %38 = zext nneg i32 %9 to i64
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %41 = addrspacecast ptr %40 to ptr addrspace(3)
  %42 = load float, ptr addrspace(3) %41, align 4, !tbaa !9, !noalias.addrspace !11
  %43 = add nsw i32 %4, 24
  %44 = mul nsw i32 %43, %2
  %45 = add nsw i32 %44, %3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %42, ptr %47, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10copy_naivePfPKfi(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 5
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %11 = add i32 %9, %10
  %12 = mul nsw i32 %11, %2
  %13 = add nsw i32 %7, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  store float %16, ptr addrspace(1) %17, align 4, !tbaa !9
  %18 = add nsw i32 %11, 8
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %7, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !9
  %25 = add nsw i32 %11, 16
  %26 = mul nsw i32 %25, %2
  %27 = add nsw i32 %7, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !9
  %32 = add nsw i32 %11, 24
  %33 = mul nsw i32 %32, %2
  %34 = add nsw i32 %7, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15transpose_naivePfPKfii(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = shl i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %12 = add i32 %10, %11
  %13 = mul nsw i32 %3, %8
  %14 = add nsw i32 %13, %12
  %15 = mul nsw i32 %12, %2
  %16 = add nsw i32 %15, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %19, ptr addrspace(1) %21, align 4, !tbaa !9
  %22 = add nsw i32 %12, 8
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, %8
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = sext i32 %14 to i64
  %29 = getelementptr float, ptr addrspace(1) %0, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 32
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !9
  %31 = add nsw i32 %12, 16
  %32 = mul nsw i32 %31, %2
  %33 = add nsw i32 %32, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !9
  %37 = sext i32 %14 to i64
  %38 = getelementptr float, ptr addrspace(1) %0, i64 %37
  %39 = getelementptr i8, ptr addrspace(1) %38, i64 64
  store float %36, ptr addrspace(1) %39, align 4, !tbaa !9
  %40 = add nsw i32 %12, 24
  %41 = mul nsw i32 %40, %2
  %42 = add nsw i32 %41, %8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !9
  %46 = sext i32 %14 to i64
  %47 = getelementptr float, ptr addrspace(1) %0, i64 %46
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 96
  store float %45, ptr addrspace(1) %48, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z15transpose_tiledPfPKfii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = ptrtoint ptr addrspace(1) %0 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = ptrtoint ptr addrspace(1) %1 to i64
  %8 = inttoptr i64 %7 to ptr
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %14 = shl i32 %13, 5
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %16 = add i32 %14, %15
  tail call fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), ptr noundef %8, i32 noundef %2, i32 noundef %12, i32 noundef %16) #6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = add i32 %14, %11
  %18 = add i32 %10, %15
  tail call fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef %6, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %17, i32 noundef %18) #6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z18transpose_diagonalPfPKfii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = ptrtoint ptr addrspace(1) %0 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = ptrtoint ptr addrspace(1) %1 to i64
  %8 = inttoptr i64 %7 to ptr
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %11 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 12
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !12
  %16 = zext i16 %15 to i32
  %17 = udiv i32 %13, %16
  %18 = add nsw i32 %10, %9
  %19 = srem i32 %18, %17
  %20 = shl nsw i32 %19, 5
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %22 = add i32 %20, %21
  %23 = shl nsw i32 %9, 5
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %25 = add i32 %23, %24
  tail call fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), ptr noundef %8, i32 noundef %2, i32 noundef %22, i32 noundef %25) #6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %26 = add i32 %23, %21
  %27 = add i32 %20, %24
  tail call fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef %6, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %26, i32 noundef %27) #6
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = !{i32 1, i32 3, i32 4, i32 10}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
