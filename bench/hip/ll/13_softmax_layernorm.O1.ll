; ModuleID = 'bench/reach/src/13_softmax_layernorm.cu'
source_filename = "bench/reach/src/13_softmax_layernorm.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14softmax_sharedPKfPfiE3row = internal addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_e40add2fbfb7b1d3 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e40add2fbfb7b1d3 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7row_maxPKfi(ptr noundef readonly captures(none) %0) unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret float %10

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi float [ 0xC7EC363CC0000000, %1 ], [ %10, %3 ]
  %6 = zext nneg i32 %4 to i64
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = fcmp contract ogt float %5, %8
  %10 = select contract i1 %9, float %5, float %8
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 256
  br i1 %12, label %2, label %3, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef readonly captures(none) %0, float noundef %1) unnamed_addr #0 {
  br label %4

3:                                                ; preds = %4
  ret float %13

4:                                                ; preds = %2, %4
  %5 = phi i32 [ 0, %2 ], [ %14, %4 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %13, %4 ]
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !9
  %10 = fsub contract float %9, %1
  %11 = fmul contract float %10, 0x3FF7154760000000
  %12 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %11)
  %13 = fadd contract float %6, %12
  %14 = add nuw nsw i32 %5, 1
  %15 = icmp eq i32 %14, 256
  br i1 %15, label %3, label %4, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z7momentsPKfiPfS1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) unnamed_addr #2 {
  br label %9

4:                                                ; preds = %9
  %5 = fmul contract float %16, 3.906250e-03
  store float %5, ptr %1, align 4, !tbaa !9
  %6 = fmul contract float %18, 3.906250e-03
  %7 = fmul contract float %5, %5
  %8 = fsub contract float %6, %7
  store float %8, ptr %2, align 4, !tbaa !9
  ret void

9:                                                ; preds = %3, %9
  %10 = phi i32 [ 0, %3 ], [ %19, %9 ]
  %11 = phi float [ 0.000000e+00, %3 ], [ %18, %9 ]
  %12 = phi float [ 0.000000e+00, %3 ], [ %16, %9 ]
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fadd contract float %12, %15
  %17 = fmul contract float %15, %15
  %18 = fadd contract float %11, %17
  %19 = add nuw nsw i32 %10, 1
  %20 = icmp eq i32 %19, 256
  br i1 %20, label %4, label %9, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12softmax_rowsPKfPfi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !16
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %34

13:                                               ; preds = %3
  %14 = shl nsw i32 %11, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = addrspacecast ptr addrspace(1) %16 to ptr
  %18 = tail call fastcc noundef float @_Z7row_maxPKfi(ptr noundef %17) #9
  %19 = tail call fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef %17, float noundef %18) #9
  br label %20

20:                                               ; preds = %13, %20
  %21 = phi i32 [ 0, %13 ], [ %32, %20 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = fsub contract float %24, %18
  %26 = fmul contract float %25, 0x3FF7154760000000
  %27 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %26)
  %28 = fdiv contract float %27, %19
  %29 = or disjoint i32 %21, %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !9
  %32 = add nuw nsw i32 %21, 1
  %33 = icmp eq i32 %32, 256
  br i1 %33, label %34, label %20, !llvm.loop !18

34:                                               ; preds = %20, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14softmax_sharedPKfPfi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %21

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = icmp samesign ult i32 %7, 256
  %9 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 4
  %11 = icmp samesign ult i32 %7, 256
  %12 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 4
  %14 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 12
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !5
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 4
  %18 = load i16, ptr addrspace(4) %17, align 4, !tbaa !16
  %19 = zext i16 %18 to i32
  %20 = udiv i32 %16, %19
  br label %22

21:                                               ; preds = %44, %3
  ret void

22:                                               ; preds = %6, %44
  %23 = phi i32 [ %4, %6 ], [ %45, %44 ]
  br i1 %8, label %24, label %28

24:                                               ; preds = %22
  %25 = shl nsw i32 %23, 8
  %26 = load i16, ptr addrspace(4) %10, align 4, !tbaa !16
  %27 = zext i16 %26 to i32
  br label %35

28:                                               ; preds = %35, %22
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %29 = tail call fastcc noundef float @_Z7row_maxPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr)) #9
  %30 = tail call fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), float noundef %29) #9
  br i1 %11, label %31, label %44

31:                                               ; preds = %28
  %32 = shl nsw i32 %23, 8
  %33 = load i16, ptr addrspace(4) %13, align 4, !tbaa !16
  %34 = zext i16 %33 to i32
  br label %47

35:                                               ; preds = %24, %35
  %36 = phi i32 [ %7, %24 ], [ %42, %35 ]
  %37 = add nuw nsw i32 %36, %25
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9
  %41 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %36
  store float %40, ptr addrspace(3) %41, align 4, !tbaa !9
  %42 = add nuw nsw i32 %36, %27
  %43 = icmp samesign ult i32 %42, 256
  br i1 %43, label %35, label %28, !llvm.loop !19

44:                                               ; preds = %47, %28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = add i32 %20, %23
  %46 = icmp slt i32 %45, %2
  br i1 %46, label %22, label %21, !llvm.loop !20

47:                                               ; preds = %31, %47
  %48 = phi i32 [ %7, %31 ], [ %58, %47 ]
  %49 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %48
  %50 = load float, ptr addrspace(3) %49, align 4, !tbaa !9
  %51 = fsub contract float %50, %29
  %52 = fmul contract float %51, 0x3FF7154760000000
  %53 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %52)
  %54 = fdiv contract float %53, %30
  %55 = add nuw nsw i32 %48, %32
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  store float %54, ptr addrspace(1) %57, align 4, !tbaa !9
  %58 = add nuw nsw i32 %48, %34
  %59 = icmp samesign ult i32 %58, 256
  br i1 %59, label %47, label %44, !llvm.loop !21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9layernormPfPKfS1_i(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !16
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %43

16:                                               ; preds = %4
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #9
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #9
  %19 = shl nsw i32 %14, 8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr
  call fastcc void @_Z7momentsPKfiPfS1_(ptr noundef %22, ptr noundef %18, ptr noundef %17) #9
  %23 = load float, ptr addrspace(5) %5, align 4, !tbaa !9
  %24 = load float, ptr addrspace(5) %6, align 4, !tbaa !9
  %25 = fadd contract float %24, 0x3EE4F8B580000000
  %26 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %25)
  br label %27

27:                                               ; preds = %27, %16
  %28 = phi i32 [ 0, %16 ], [ %40, %27 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = fsub contract float %31, %23
  %33 = fmul contract float %26, %32
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %29
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = fmul contract float %35, %33
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %29
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = fadd contract float %38, %36
  store float %39, ptr addrspace(1) %30, align 4, !tbaa !9
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, 256
  br i1 %41, label %42, label %27, !llvm.loop !22

42:                                               ; preds = %27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #9
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #9
  br label %43

43:                                               ; preds = %4, %42
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.exp2.f32(float) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
