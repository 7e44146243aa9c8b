; ModuleID = 'bench/reach/src/01_blas1.cu'
source_filename = "bench/reach/src/01_blas1.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ4sdotiPKfS0_PfE5sdata = internal addrspace(3) global [256 x float] undef, align 16
@_ZZ5snrm2iPKfPfE5sdata = internal addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_c9de0deceb77ff6 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_c9de0deceb77ff6 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc noundef float @_Z9block_sumPff(ptr noundef captures(none) %0, float noundef %1) unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw float, ptr %0, i64 %4
  %6 = addrspacecast ptr %5 to ptr addrspace(3)
  store float %1, ptr addrspace(3) %6, align 4, !tbaa !9, !noalias.addrspace !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !12
  %10 = lshr i16 %9, 1
  %11 = icmp eq i16 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %2
  %13 = zext nneg i16 %10 to i32
  br label %17

14:                                               ; preds = %30, %2
  %15 = addrspacecast ptr %0 to ptr addrspace(3)
  %16 = load float, ptr addrspace(3) %15, align 4, !tbaa !9, !noalias.addrspace !11
  ret float %16

17:                                               ; preds = %12, %30
  %18 = phi i32 [ %31, %30 ], [ %13, %12 ]
  %19 = icmp samesign ult i32 %3, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = addrspacecast ptr %23 to ptr addrspace(3)
  %25 = load float, ptr addrspace(3) %24, align 4, !tbaa !9, !noalias.addrspace !11
  %26 = addrspacecast ptr %5 to ptr addrspace(3)
  %27 = load float, ptr addrspace(3) %26, align 4, !tbaa !9, !noalias.addrspace !11
  %28 = fadd contract float %25, %27
  %29 = addrspacecast ptr %5 to ptr addrspace(3)
  store float %28, ptr addrspace(3) %29, align 4, !tbaa !9, !noalias.addrspace !11
  br label %30

30:                                               ; preds = %20, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %31 = lshr i32 %18, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %14, label %17, !llvm.loop !14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !12
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %19

14:                                               ; preds = %4
  %15 = ptrtoint ptr addrspace(1) %2 to i64
  %16 = inttoptr i64 %15 to ptr
  %17 = ptrtoint ptr addrspace(1) %3 to i64
  %18 = inttoptr i64 %17 to ptr
  tail call fastcc void @_Z9axpy_elemIfEvT_PKS0_PS0_i(float noundef %1, ptr noundef %16, ptr noundef %18, i32 noundef %12) #7
  br label %19

19:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z9axpy_elemIfEvT_PKS0_PS0_i(float noundef %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) unnamed_addr #2 {
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !9
  %8 = fmul contract float %0, %7
  %9 = getelementptr inbounds float, ptr %2, i64 %5
  %10 = load float, ptr %9, align 4, !tbaa !9
  %11 = fadd contract float %8, %10
  store float %11, ptr %9, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z5daxpyidPKdPd(i32 noundef %0, double noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !12
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %19

14:                                               ; preds = %4
  %15 = ptrtoint ptr addrspace(1) %2 to i64
  %16 = inttoptr i64 %15 to ptr
  %17 = ptrtoint ptr addrspace(1) %3 to i64
  %18 = inttoptr i64 %17 to ptr
  tail call fastcc void @_Z9axpy_elemIdEvT_PKS0_PS0_i(double noundef %1, ptr noundef %16, ptr noundef %18, i32 noundef %12) #7
  br label %19

19:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z9axpy_elemIdEvT_PKS0_PS0_i(double noundef %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) unnamed_addr #2 {
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds double, ptr %1, i64 %5
  %7 = load double, ptr %6, align 8, !tbaa !16
  %8 = fmul contract double %0, %7
  %9 = getelementptr inbounds double, ptr %2, i64 %5
  %10 = load double, ptr %9, align 8, !tbaa !16
  %11 = fadd contract double %8, %10
  store double %11, ptr %9, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z5sscalifPf(i32 noundef %0, float noundef %1, ptr addrspace(1) noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !12
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = ptrtoint ptr addrspace(1) %2 to i64
  %15 = inttoptr i64 %14 to ptr
  tail call fastcc void @_Z9scal_elemIfEvT_PS0_i(float noundef %1, ptr noundef %15, i32 noundef %11) #7
  br label %16

16:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z9scal_elemIfEvT_PS0_i(float noundef %0, ptr noundef captures(none) %1, i32 noundef %2) unnamed_addr #2 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !9
  %7 = fmul contract float %0, %6
  store float %7, ptr %5, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z4sdotiPKfS0_Pf(i32 noundef %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef captures(none) %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !12
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %32

14:                                               ; preds = %4
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !5
  %17 = freeze i32 %16
  %18 = urem i32 %17, %9
  %19 = sub nuw i32 %17, %18
  br label %20

20:                                               ; preds = %20, %14
  %21 = phi i32 [ %12, %14 ], [ %30, %20 ]
  %22 = phi float [ 0.000000e+00, %14 ], [ %29, %20 ]
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %23
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = fmul contract float %25, %27
  %29 = fadd contract float %22, %28
  %30 = add i32 %21, %19
  %31 = icmp slt i32 %30, %0
  br i1 %31, label %20, label %32, !llvm.loop !18

32:                                               ; preds = %20, %4
  %33 = phi float [ 0.000000e+00, %4 ], [ %29, %20 ]
  %34 = tail call contract fastcc noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ4sdotiPKfS0_PfE5sdata to ptr), float noundef %33) #8
  %35 = icmp eq i32 %11, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %32
  %37 = atomicrmw fadd ptr addrspace(1) %3, float %34 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  br label %38

38:                                               ; preds = %36, %32
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z5snrm2iPKfPf(i32 noundef %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !12
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %13, label %29

13:                                               ; preds = %3
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %15 = load i32, ptr addrspace(4) %14, align 4, !tbaa !5
  %16 = freeze i32 %15
  %17 = urem i32 %16, %8
  %18 = sub nuw i32 %16, %17
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i32 [ %11, %13 ], [ %27, %19 ]
  %21 = phi float [ 0.000000e+00, %13 ], [ %26, %19 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = fmul contract float %24, %24
  %26 = fadd contract float %21, %25
  %27 = add i32 %20, %18
  %28 = icmp slt i32 %27, %0
  br i1 %28, label %19, label %29, !llvm.loop !18

29:                                               ; preds = %19, %3
  %30 = phi float [ 0.000000e+00, %3 ], [ %26, %19 ]
  %31 = tail call contract fastcc noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ5snrm2iPKfPfE5sdata to ptr), float noundef %30) #8
  %32 = icmp eq i32 %10, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %29
  %34 = tail call contract noundef float @llvm.sqrt.f32(float %31)
  store float %34, ptr addrspace(1) %2, align 4, !tbaa !9
  br label %35

35:                                               ; preds = %33, %29
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !15}
!19 = !{i32 5, i32 6}
!20 = !{}
