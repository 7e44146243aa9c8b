; ModuleID = 'bench/reach/src/17_optional_outputs.cu'
source_filename = "bench/reach/src/17_optional_outputs.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_5a489e09571037b8 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_5a489e09571037b8 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef captures(address_is_null) %3, ptr noundef captures(address_is_null) %4, ptr noundef captures(address_is_null) %5) unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = icmp eq ptr %3, null
  %11 = icmp eq ptr %4, null
  %12 = icmp eq ptr %5, null
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !9
  %16 = zext i16 %15 to i32
  br label %18

17:                                               ; preds = %40, %6
  ret void

18:                                               ; preds = %9, %40
  %19 = phi i32 [ %7, %9 ], [ %41, %40 ]
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = load float, ptr %2, align 4, !tbaa !11
  %24 = fadd contract float %22, %23
  store float %24, ptr %2, align 4, !tbaa !11
  br i1 %10, label %29, label %25

25:                                               ; preds = %18
  %26 = fmul contract float %22, %22
  %27 = load float, ptr %3, align 4, !tbaa !11
  %28 = fadd contract float %26, %27
  store float %28, ptr %3, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %25, %18
  br i1 %11, label %34, label %30

30:                                               ; preds = %29
  %31 = load float, ptr %4, align 4, !tbaa !11
  %32 = fcmp contract ogt float %31, %22
  %33 = select contract i1 %32, float %31, float %22
  store float %33, ptr %4, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %30, %29
  br i1 %12, label %40, label %35

35:                                               ; preds = %34
  %36 = fcmp contract une float %22, 0.000000e+00
  %37 = zext i1 %36 to i32
  %38 = load i32, ptr %5, align 4, !tbaa !5
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %5, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %35, %34
  %41 = add i32 %19, %16
  %42 = icmp slt i32 %41, %1
  br i1 %42, label %18, label %17, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z9mean_onlyPKfiPf(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %4 to ptr
  %6 = addrspacecast ptr addrspace(1) %0 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #5
  store float 0.000000e+00, ptr addrspace(5) %4, align 4, !tbaa !11
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = mul i32 %1, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %6, i64 %9
  call fastcc void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %10, i32 noundef %1, ptr noundef nonnull %5, ptr noundef null, ptr noundef null, ptr noundef null) #5
  %11 = load float, ptr addrspace(5) %4, align 4, !tbaa !11
  %12 = atomicrmw fadd ptr addrspace(1) %2, float %11 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z8mean_varPKfiPf(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  %7 = addrspacecast ptr addrspace(5) %5 to ptr
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #5
  store float 0.000000e+00, ptr addrspace(5) %4, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #5
  store float 0.000000e+00, ptr addrspace(5) %5, align 4, !tbaa !11
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %1, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr %8, i64 %11
  call fastcc void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %12, i32 noundef %1, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef null, ptr noundef null) #5
  %13 = load float, ptr addrspace(5) %4, align 4, !tbaa !11
  %14 = atomicrmw fadd ptr addrspace(1) %2, float %13 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  %15 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 4
  %16 = load float, ptr addrspace(5) %5, align 4, !tbaa !11
  %17 = atomicrmw fadd ptr addrspace(1) %15, float %16 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10full_statsPKfiPfPi(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3) local_unnamed_addr #3 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(1) %0 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #5
  store float 0.000000e+00, ptr addrspace(5) %5, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #5
  store float 0.000000e+00, ptr addrspace(5) %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #5
  store float 0xC7EC363CC0000000, ptr addrspace(5) %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #5
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !5
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = mul i32 %1, %14
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %13, i64 %16
  call fastcc void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %17, i32 noundef %1, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12) #5
  %18 = load float, ptr addrspace(5) %5, align 4, !tbaa !11
  %19 = atomicrmw fadd ptr addrspace(1) %2, float %18 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 4
  %21 = load float, ptr addrspace(5) %6, align 4, !tbaa !11
  %22 = atomicrmw fadd ptr addrspace(1) %20, float %21 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 8
  %24 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11
  %25 = atomicrmw max ptr addrspace(1) %23, i32 %24 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  %26 = load i32, ptr addrspace(5) %8, align 4, !tbaa !5
  %27 = atomicrmw add ptr addrspace(1) %3, i32 %26 syncscope("agent") monotonic, align 4, !noalias.addrspace !15, !amdgpu.no.fine.grained.memory !16, !amdgpu.no.remote.memory !16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #5
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i32 5, i32 6}
!16 = !{}
