; ModuleID = 'bench/reach/src/02_stencil_pingpong.cu'
source_filename = "bench/reach/src/02_stencil_pingpong.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ12jacobi_blockPKfPfiiiE4bufA = internal addrspace(3) global [324 x float] undef, align 16
@_ZZ12jacobi_blockPKfPfiiiE4bufB = internal addrspace(3) global [324 x float] undef, align 16
@_ZZ12jacobi_blockPKfPfiiiE3cur = internal unnamed_addr addrspace(3) global ptr undef, align 8
@_ZZ12jacobi_blockPKfPfiiiE3nxt = internal unnamed_addr addrspace(3) global ptr undef, align 8
@__hip_cuid_9eeac2fc19f28280 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_9eeac2fc19f28280 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z9load_tilePfPKfiiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = add nuw nsw i32 %7, 1
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %10 = icmp slt i32 %4, %2
  %11 = icmp slt i32 %5, %3
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %6
  %14 = mul nsw i32 %5, %2
  %15 = add nsw i32 %14, %4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %6, %13
  %20 = phi contract float [ %18, %13 ], [ 0.000000e+00, %6 ]
  %21 = mul nuw nsw i32 %9, 18
  %22 = add nuw nsw i32 %21, 18
  %23 = add nuw nsw i32 %22, %8
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  store float %20, ptr %25, align 4, !tbaa !9
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
  %35 = load float, ptr %34, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %27, %29
  %37 = phi contract float [ %35, %29 ], [ 0.000000e+00, %27 ]
  %38 = zext nneg i32 %22 to i64
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  store float %37, ptr %39, align 4, !tbaa !9
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
  %50 = load float, ptr %49, align 4, !tbaa !9
  br label %51

51:                                               ; preds = %42, %44
  %52 = phi contract float [ %50, %44 ], [ 0.000000e+00, %42 ]
  %53 = zext nneg i32 %8 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  store float %52, ptr %54, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %51, %40
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7update5PKfii(ptr noundef readonly captures(none) %0, i32 noundef range(i32 1, 1025) %1, i32 noundef range(i32 1, 1025) %2) unnamed_addr #1 {
  %4 = mul nuw nsw i32 %2, 18
  %5 = add nuw nsw i32 %4, %1
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr float, ptr %0, i64 %6
  %8 = getelementptr i8, ptr %7, i64 -4
  %9 = load float, ptr %8, align 4, !tbaa !9
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fadd contract float %9, %11
  %13 = add nuw nsw i32 %4, %1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr float, ptr %0, i64 %14
  %16 = getelementptr i8, ptr %15, i64 -72
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = fadd contract float %12, %17
  %19 = add nuw nsw i32 %4, %1
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 72
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fadd contract float %18, %23
  %25 = fmul contract float %24, 2.500000e-01
  ret float %25
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z12jacobi_blockPKfPfiii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = ptrtoint ptr addrspace(1) %0 to i64
  %7 = inttoptr i64 %6 to ptr
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %9 = shl i32 %8, 4
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %13 = shl i32 %12, 4
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %15 = add i32 %13, %14
  %16 = or i32 %10, %14
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE4bufA to ptr), ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  store ptr addrspacecast (ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE4bufB to ptr), ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt, align 8, !tbaa !11
  br label %19

19:                                               ; preds = %18, %5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  tail call fastcc void @_Z9load_tilePfPKfiiii(ptr noundef %20, ptr noundef %7, i32 noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef %15) #6
  %21 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt, align 8, !tbaa !11
  tail call fastcc void @_Z9load_tilePfPKfiiii(ptr noundef %21, ptr noundef %7, i32 noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef %15) #6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %22 = icmp sgt i32 %4, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %19
  %24 = add nuw nsw i32 %10, 1
  %25 = add nuw nsw i32 %14, 1
  %26 = mul nuw nsw i32 %25, 18
  %27 = add nuw nsw i32 %26, %24
  %28 = zext nneg i32 %27 to i64
  %29 = or i32 %10, %14
  %30 = icmp eq i32 %29, 0
  br label %49

31:                                               ; preds = %58, %19
  %32 = icmp slt i32 %11, %2
  %33 = icmp slt i32 %15, %3
  %34 = and i1 %32, %33
  br i1 %34, label %35, label %48

35:                                               ; preds = %31
  %36 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  %37 = mul nuw nsw i32 %14, 18
  %38 = add nuw nsw i32 %10, 18
  %39 = add nuw nsw i32 %38, %37
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %36, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !9
  %44 = mul nsw i32 %2, %15
  %45 = add nsw i32 %44, %11
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  store float %43, ptr addrspace(1) %47, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %31, %35
  ret void

49:                                               ; preds = %23, %58
  %50 = phi i32 [ 0, %23 ], [ %59, %58 ]
  %51 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  %52 = tail call contract fastcc noundef float @_Z7update5PKfii(ptr noundef %51, i32 noundef %24, i32 noundef %25) #6
  %53 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt, align 8, !tbaa !11
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %28
  store float %52, ptr %54, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %30, label %55, label %58

55:                                               ; preds = %49
  %56 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  %57 = load ptr, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt, align 8, !tbaa !11
  store ptr %57, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3cur, align 8, !tbaa !11
  store ptr %56, ptr addrspace(3) @_ZZ12jacobi_blockPKfPfiiiE3nxt, align 8, !tbaa !11
  br label %58

58:                                               ; preds = %55, %49
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = add nuw nsw i32 %50, 1
  %60 = icmp eq i32 %59, %4
  br i1 %60, label %31, label %49, !llvm.loop !14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8residualPKfS0_Pfii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !17
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = add i32 %13, 1
  %15 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 6
  %17 = load i16, ptr addrspace(4) %16, align 2, !tbaa !17
  %18 = zext i16 %17 to i32
  %19 = mul i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add i32 %19, %20
  %22 = add i32 %21, 1
  %23 = add nsw i32 %3, -1
  %24 = icmp slt i32 %14, %23
  %25 = add nsw i32 %4, -1
  %26 = icmp slt i32 %22, %25
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %28, label %60

28:                                               ; preds = %5
  %29 = mul nsw i32 %22, %3
  %30 = add nsw i32 %29, %14
  %31 = add i32 %29, %13
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = sext i32 %30 to i64
  %36 = getelementptr float, ptr addrspace(1) %0, i64 %35
  %37 = getelementptr i8, ptr addrspace(1) %36, i64 4
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = fadd contract float %34, %38
  %40 = mul nsw i32 %21, %3
  %41 = add nsw i32 %40, %14
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !9
  %45 = fadd contract float %39, %44
  %46 = add i32 %21, 2
  %47 = mul nsw i32 %46, %3
  %48 = add nsw i32 %47, %14
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !9
  %52 = fadd contract float %45, %51
  %53 = load float, ptr addrspace(1) %36, align 4, !tbaa !9
  %54 = fmul contract float %53, 4.000000e+00
  %55 = fsub contract float %52, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9
  %58 = fsub contract float %57, %55
  %59 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35
  store float %58, ptr addrspace(1) %59, align 4, !tbaa !9
  br label %60

60:                                               ; preds = %28, %5
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
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 float", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
