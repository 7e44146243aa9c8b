; ModuleID = 'bench/reach/src/09_particles_struct.cu'
source_filename = "bench/reach/src/09_particles_struct.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.State = type { ptr, ptr, ptr, i32 }

@__hip_cuid_74792d8c963e48c3 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_74792d8c963e48c3 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z17accumulate_forces5State7Scratchi(ptr readonly captures(none) %0, ptr writeonly captures(none) %1, i32 %2, ptr captures(none) %3, i32 noundef %4) unnamed_addr #0 {
  br label %12

6:                                                ; preds = %12
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %18, %6
  br label %38

9:                                                ; preds = %6
  %10 = sext i32 %4 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  br label %18

12:                                               ; preds = %5, %12
  %13 = phi i32 [ 0, %5 ], [ %16, %12 ]
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %3, i64 %14
  store float 0.000000e+00, ptr %15, align 4, !tbaa !9
  %16 = add nuw nsw i32 %13, 1
  %17 = icmp eq i32 %16, 8
  br i1 %17, label %6, label %12, !llvm.loop !11

18:                                               ; preds = %9, %18
  %19 = phi i32 [ 0, %9 ], [ %33, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = load float, ptr %11, align 4, !tbaa !9
  %24 = fsub contract float %22, %23
  %25 = fmul contract float %24, %24
  %26 = fadd contract float %25, 0x3F847AE140000000
  %27 = fdiv contract float %24, %26
  %28 = and i32 %19, 7
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %3, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !9
  %32 = fadd contract float %31, %27
  store float %32, ptr %30, align 4, !tbaa !9
  %33 = add nuw nsw i32 %19, 1
  %34 = icmp eq i32 %33, %2
  br i1 %34, label %8, label %18, !llvm.loop !14

35:                                               ; preds = %38
  %36 = sext i32 %4 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  store float %44, ptr %37, align 4, !tbaa !9
  ret void

38:                                               ; preds = %8, %38
  %39 = phi i32 [ %45, %38 ], [ 0, %8 ]
  %40 = phi float [ %44, %38 ], [ 0.000000e+00, %8 ]
  %41 = zext nneg i32 %39 to i64
  %42 = getelementptr inbounds nuw float, ptr %3, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !9
  %44 = fadd contract float %40, %43
  %45 = add nuw nsw i32 %39, 1
  %46 = icmp eq i32 %45, 8
  br i1 %46, label %35, label %38, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z8leapfrog5Statefi(ptr captures(none) %0, ptr captures(none) %1, ptr readonly captures(none) %2, float noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds float, ptr %2, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = fmul contract float %3, %8
  %10 = getelementptr inbounds float, ptr %1, i64 %6
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fadd contract float %11, %9
  store float %12, ptr %10, align 4, !tbaa !9
  %13 = fmul contract float %3, %12
  %14 = getelementptr inbounds float, ptr %0, i64 %6
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fadd contract float %15, %13
  store float %16, ptr %14, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z4step5Statef(ptr addrspace(4) noundef readonly byref(%struct.State) align 8 captures(none) %0, float noundef %1) local_unnamed_addr #3 {
  %3 = alloca [8 x float], align 16, addrspace(5)
  %4 = load ptr, ptr addrspace(4) %0, align 8
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %6 = load ptr, ptr addrspace(4) %5, align 8
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %8 = load ptr, ptr addrspace(4) %7, align 8
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %10 = load i32, ptr addrspace(4) %9, align 8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #6
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 4
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !16
  %15 = zext i16 %14 to i32
  %16 = mul i32 %11, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %10
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = addrspacecast ptr addrspace(5) %3 to ptr
  call fastcc void @_Z17accumulate_forces5State7Scratchi(ptr %4, ptr %8, i32 %10, ptr %21, i32 noundef %18) #6
  tail call fastcc void @_Z8leapfrog5Statefi(ptr %4, ptr %6, ptr %8, float noundef %1, i32 noundef %18) #6
  br label %22

22:                                               ; preds = %2, %20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z8momentum5StatePf(ptr addrspace(4) noundef readonly byref(%struct.State) align 8 captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %4 = load i32, ptr addrspace(4) %3, align 8
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !16
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %23

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %16 = load ptr, ptr addrspace(4) %15, align 8
  %17 = addrspacecast ptr %16 to ptr addrspace(1)
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9
  %21 = and i32 %12, 3
  %22 = insertelement <4 x float> zeroinitializer, float %20, i32 %21
  br label %23

23:                                               ; preds = %14, %2
  %24 = phi <4 x float> [ %22, %14 ], [ zeroinitializer, %2 ]
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i32 [ 0, %23 ], [ %30, %25 ]
  %27 = phi float [ 0.000000e+00, %23 ], [ %29, %25 ]
  %28 = extractelement <4 x float> %24, i32 %26
  %29 = fadd contract float %27, %28
  %30 = add nuw nsw i32 %26, 1
  %31 = icmp eq i32 %30, 4
  br i1 %31, label %32, label %25, !llvm.loop !18

32:                                               ; preds = %25
  %33 = atomicrmw fadd ptr addrspace(1) %1, float %29 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = !{i32 5, i32 6}
!20 = !{}
