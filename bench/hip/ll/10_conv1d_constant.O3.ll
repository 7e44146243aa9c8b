; ModuleID = 'bench/reach/src/10_conv1d_constant.cu'
source_filename = "bench/reach/src/10_conv1d_constant.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@c_filter = protected addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 16
@_ZZ12conv1d_tiledPKfPfiE4tile = internal addrspace(3) global [136 x float] undef, align 16
@__hip_cuid_17a422cc035e7161 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_17a422cc035e7161 to ptr), ptr addrspacecast (ptr addrspace(4) @c_filter to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z12apply_filterPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef range(i32 4, 2147483643) %2) unnamed_addr #0 {
  %4 = zext nneg i32 %2 to i64
  %5 = getelementptr float, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -16
  %7 = load float, ptr %6, align 4, !tbaa !9
  %8 = load float, ptr %1, align 4, !tbaa !9
  %9 = fmul contract float %7, %8
  %10 = fadd contract float %9, 0.000000e+00
  %11 = zext nneg i32 %2 to i64
  %12 = getelementptr float, ptr %0, i64 %11
  %13 = getelementptr i8, ptr %12, i64 -12
  %14 = getelementptr i8, ptr %1, i64 4
  %15 = load <2 x float>, ptr %13, align 4, !tbaa !9
  %16 = load <2 x float>, ptr %14, align 4, !tbaa !9
  %17 = fmul contract <2 x float> %15, %16
  %18 = extractelement <2 x float> %17, i64 0
  %19 = fadd contract float %10, %18
  %20 = extractelement <2 x float> %17, i64 1
  %21 = fadd contract float %19, %20
  %22 = zext nneg i32 %2 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -4
  %25 = getelementptr i8, ptr %1, i64 12
  %26 = load <2 x float>, ptr %24, align 4, !tbaa !9
  %27 = load <2 x float>, ptr %25, align 4, !tbaa !9
  %28 = fmul contract <2 x float> %26, %27
  %29 = extractelement <2 x float> %28, i64 0
  %30 = fadd contract float %21, %29
  %31 = extractelement <2 x float> %28, i64 1
  %32 = fadd contract float %30, %31
  %33 = zext nneg i32 %2 to i64
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %36 = getelementptr i8, ptr %1, i64 20
  %37 = load <2 x float>, ptr %35, align 4, !tbaa !9
  %38 = load <2 x float>, ptr %36, align 4, !tbaa !9
  %39 = fmul contract <2 x float> %37, %38
  %40 = extractelement <2 x float> %39, i64 0
  %41 = fadd contract float %32, %40
  %42 = extractelement <2 x float> %39, i64 1
  %43 = fadd contract float %41, %42
  %44 = zext nneg i32 %2 to i64
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 12
  %47 = getelementptr i8, ptr %1, i64 28
  %48 = load <2 x float>, ptr %46, align 4, !tbaa !9
  %49 = load <2 x float>, ptr %47, align 4, !tbaa !9
  %50 = fmul contract <2 x float> %48, %49
  %51 = extractelement <2 x float> %50, i64 0
  %52 = fadd contract float %43, %51
  %53 = extractelement <2 x float> %50, i64 1
  %54 = fadd contract float %52, %53
  ret float %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_Z9load_haloPfPKfii(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp samesign ult i32 %4, 136
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !11
  %10 = zext i16 %9 to i32
  br label %12

11:                                               ; preds = %23, %3
  ret void

12:                                               ; preds = %6, %23
  %13 = phi i32 [ %4, %6 ], [ %26, %23 ]
  %14 = add nsw i32 %13, %2
  %15 = add nsw i32 %14, -4
  %16 = icmp sgt i32 %14, 3
  %17 = icmp slt i32 %15, %1
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %23

19:                                               ; preds = %12
  %20 = zext nneg i32 %15 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %12, %19
  %24 = phi contract float [ %22, %19 ], [ 0.000000e+00, %12 ]
  %25 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ12conv1d_tiledPKfPfiE4tile, i32 %13
  store float %24, ptr addrspace(3) %25, align 4, !tbaa !9
  %26 = add nuw nsw i32 %13, %10
  %27 = icmp samesign ult i32 %26, 136
  br i1 %27, label %12, label %11, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z12conv1d_naivePKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !11
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp sgt i32 %11, 3
  %13 = add nsw i32 %2, -4
  %14 = icmp slt i32 %11, %13
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %17
  %19 = ptrtoint ptr addrspace(1) %0 to i64
  %20 = inttoptr i64 %19 to ptr
  %21 = tail call contract fastcc noundef float @_Z12apply_filterPKfS0_i(ptr noundef %20, ptr noundef addrspacecast (ptr addrspace(4) @c_filter to ptr), i32 noundef %11) #7
  store float %21, ptr addrspace(1) %18, align 4, !tbaa !9
  br label %22

22:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z12conv1d_tiledPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = shl i32 %6, 7
  tail call fastcc void @_Z9load_haloPfPKfii(ptr noundef %5, i32 noundef %2, i32 noundef %7) #7
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = add nuw nsw i32 %8, 4
  %15 = tail call contract fastcc noundef float @_Z12apply_filterPKfS0_i(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ12conv1d_tiledPKfPfiE4tile to ptr), ptr noundef addrspacecast (ptr addrspace(4) @c_filter to ptr), i32 noundef %14) #7
  store float %15, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z9conv_rowsPKfPfS0_ii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !11
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %15 = icmp sgt i32 %13, 3
  %16 = add nsw i32 %3, -4
  %17 = icmp slt i32 %13, %16
  %18 = select i1 %15, i1 %17, i1 false
  %19 = icmp slt i32 %14, %4
  %20 = and i1 %19, %18
  br i1 %20, label %21, label %32

21:                                               ; preds = %5
  %22 = ptrtoint ptr addrspace(1) %2 to i64
  %23 = inttoptr i64 %22 to ptr
  %24 = addrspacecast ptr addrspace(1) %0 to ptr
  %25 = mul nsw i32 %3, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = tail call contract fastcc noundef float @_Z12apply_filterPKfS0_i(ptr noundef %27, ptr noundef %23, i32 noundef %13) #7
  %29 = add nsw i32 %13, %25
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %21, %5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
