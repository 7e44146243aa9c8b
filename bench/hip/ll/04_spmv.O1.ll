; ModuleID = 'bench/reach/src/04_spmv.cu'
source_filename = "bench/reach/src/04_spmv.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Csr = type { ptr, ptr, ptr, i32 }
%struct.Ell = type { ptr, ptr, i32, i32 }

@__hip_cuid_33de0e883259d77a = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_33de0e883259d77a to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = getelementptr i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  br label %18

16:                                               ; preds = %18, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %30, %18 ]
  ret float %17

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %7, %11 ], [ %31, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %30, %18 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %13, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = getelementptr inbounds i32, ptr %15, i64 %21
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = fmul contract float %23, %28
  %30 = fadd contract float %20, %29
  %31 = add nsw i32 %19, 1
  %32 = icmp slt i32 %31, %9
  br i1 %32, label %18, label %16, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z11ell_row_dot3EllPKfi(ptr readonly captures(none) %0, ptr readonly captures(none) %1, i32 %2, i32 %3, ptr noundef readonly captures(none) %4, i32 noundef %5) unnamed_addr #1 {
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %27, %6
  %9 = phi float [ 0.000000e+00, %6 ], [ %28, %27 ]
  ret float %9

10:                                               ; preds = %6, %27
  %11 = phi float [ %28, %27 ], [ 0.000000e+00, %6 ]
  %12 = phi i32 [ %29, %27 ], [ 0, %6 ]
  %13 = mul nsw i32 %12, %2
  %14 = add nsw i32 %13, %5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, -1
  br i1 %18, label %19, label %27

19:                                               ; preds = %10
  %20 = getelementptr inbounds float, ptr %1, i64 %15
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = zext nneg i32 %17 to i64
  %23 = getelementptr inbounds nuw float, ptr %4, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !16
  %25 = fmul contract float %21, %24
  %26 = fadd contract float %11, %25
  br label %27

27:                                               ; preds = %19, %10
  %28 = phi float [ %26, %19 ], [ %11, %10 ]
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %8, label %10, !llvm.loop !21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z15spmv_csr_scalar3CsrPKfPf(ptr addrspace(4) noundef readonly byref(%struct.Csr) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca %struct.Csr, align 8, addrspace(5)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noundef align 8 dereferenceable(32) %4, ptr addrspace(4) noundef align 8 dereferenceable(32) %0, i64 32, i1 false)
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !22
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 24
  %14 = load i32, ptr addrspace(5) %13, align 8, !tbaa !24
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %23

16:                                               ; preds = %3
  %17 = addrspacecast ptr addrspace(5) %4 to ptr
  %18 = ptrtoint ptr addrspace(1) %1 to i64
  %19 = inttoptr i64 %18 to ptr
  %20 = call contract fastcc noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef nonnull %17, ptr noundef %19, i32 noundef %12) #9
  %21 = sext i32 %12 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  store float %20, ptr addrspace(1) %22, align 4, !tbaa !16
  br label %23

23:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z15spmv_csr_vector3CsrPKfPf(ptr addrspace(4) noundef readonly byref(%struct.Csr) align 8 captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %5 = load ptr, ptr addrspace(4) %4, align 8
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %8 = load ptr, ptr addrspace(4) %7, align 8
  %9 = addrspacecast ptr %8 to ptr addrspace(1)
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %11 = load i32, ptr addrspace(4) %10, align 8
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !22
  %16 = zext i16 %15 to i32
  %17 = mul i32 %12, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = add i32 %17, %18
  %20 = lshr i32 %19, 5
  %21 = and i32 %18, 31
  %22 = icmp slt i32 %20, %11
  br i1 %22, label %23, label %71

23:                                               ; preds = %3
  %24 = load ptr, ptr addrspace(4) %0, align 8
  %25 = addrspacecast ptr %24 to ptr addrspace(1)
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %21
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !5
  %32 = icmp slt i32 %29, %31
  br i1 %32, label %54, label %33

33:                                               ; preds = %54, %23
  %34 = phi float [ 0.000000e+00, %23 ], [ %66, %54 ]
  %35 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %36 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %35)
  %37 = and i32 %36, 31
  %38 = sub nuw nsw i32 32, %37
  br label %39

39:                                               ; preds = %39, %33
  %40 = phi i32 [ 16, %33 ], [ %50, %39 ]
  %41 = phi float [ %34, %33 ], [ %49, %39 ]
  %42 = bitcast float %41 to i32
  %43 = icmp samesign ult i32 %40, %38
  %44 = select i1 %43, i32 %40, i32 0
  %45 = add i32 %44, %36
  %46 = shl i32 %45, 2
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = bitcast i32 %47 to float
  %49 = fadd contract float %41, %48
  %50 = lshr i32 %40, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %39, !llvm.loop !25

52:                                               ; preds = %39
  %53 = icmp eq i32 %21, 0
  br i1 %53, label %69, label %71

54:                                               ; preds = %23, %54
  %55 = phi i32 [ %67, %54 ], [ %29, %23 ]
  %56 = phi float [ %66, %54 ], [ 0.000000e+00, %23 ]
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !16
  %60 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %57
  %61 = load i32, ptr addrspace(1) %60, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !16
  %65 = fmul contract float %59, %64
  %66 = fadd contract float %56, %65
  %67 = add nsw i32 %55, 32
  %68 = icmp slt i32 %67, %31
  br i1 %68, label %54, label %33, !llvm.loop !26

69:                                               ; preds = %52
  %70 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  store float %49, ptr addrspace(1) %70, align 4, !tbaa !16
  br label %71

71:                                               ; preds = %52, %69, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z8spmv_ell3EllPKfPff(ptr addrspace(4) noundef readonly byref(%struct.Ell) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef captures(none) %2, float noundef %3) local_unnamed_addr #4 {
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %6 = load i32, ptr addrspace(4) %5, align 8
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !22
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %30

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 20
  %18 = load i32, ptr addrspace(4) %17, align 4
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %20 = load ptr, ptr addrspace(4) %19, align 8
  %21 = load ptr, ptr addrspace(4) %0, align 8
  %22 = ptrtoint ptr addrspace(1) %1 to i64
  %23 = inttoptr i64 %22 to ptr
  %24 = tail call contract fastcc noundef float @_Z11ell_row_dot3EllPKfi(ptr %21, ptr %20, i32 %6, i32 %18, ptr noundef %23, i32 noundef %14) #9
  %25 = fmul contract float %3, %24
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = fadd contract float %25, %28
  store float %29, ptr addrspace(1) %27, align 4, !tbaa !16
  br label %30

30:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS3Csr", !11, i64 0, !11, i64 8, !13, i64 16, !6, i64 24}
!11 = !{!"p1 int", !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!"p1 float", !12, i64 0}
!14 = !{!10, !13, i64 16}
!15 = !{!10, !11, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = !{!10, !6, i64 24}
!25 = distinct !{!25, !19, !20}
!26 = distinct !{!26, !19, !20}
