; ModuleID = 'bench/reach/src/09_particles_struct.cu'
source_filename = "bench/reach/src/09_particles_struct.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.State = type { ptr, ptr, ptr, i32 }

@__hip_cuid_e666f13869d96469 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e666f13869d96469 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z17accumulate_forces5State7Scratchi(ptr readonly captures(none) %0, ptr writeonly captures(none) %1, i32 %2, ptr captures(none) initializes((0, 32)) %3, i32 noundef %4) unnamed_addr #0 {
  %6 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store <2 x float> zeroinitializer, ptr %3, align 4, !tbaa !9
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store <2 x float> zeroinitializer, ptr %7, align 4, !tbaa !9
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store <2 x float> zeroinitializer, ptr %9, align 4, !tbaa !9
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store <2 x float> zeroinitializer, ptr %11, align 4, !tbaa !9
  %13 = icmp sgt i32 %2, 0
  %14 = sext i32 %4 to i64
  br i1 %13, label %15, label %34

15:                                               ; preds = %5
  %16 = getelementptr inbounds float, ptr %0, i64 %14
  br label %37

17:                                               ; preds = %37
  %18 = load float, ptr %3, align 4, !tbaa !9
  %19 = load float, ptr %6, align 4, !tbaa !9
  %20 = load float, ptr %7, align 4, !tbaa !9
  %21 = load float, ptr %8, align 4, !tbaa !9
  %22 = load float, ptr %9, align 4, !tbaa !9
  %23 = load float, ptr %10, align 4, !tbaa !9
  %24 = load float, ptr %11, align 4, !tbaa !9
  %25 = load float, ptr %12, align 4, !tbaa !9
  %26 = fadd contract float %18, 0.000000e+00
  %27 = fadd contract float %26, %19
  %28 = fadd contract float %27, %20
  %29 = fadd contract float %28, %21
  %30 = fadd contract float %29, %22
  %31 = fadd contract float %30, %23
  %32 = fadd contract float %31, %24
  %33 = fadd contract float %32, %25
  br label %34

34:                                               ; preds = %5, %17
  %35 = phi float [ %33, %17 ], [ 0.000000e+00, %5 ]
  %36 = getelementptr inbounds float, ptr %1, i64 %14
  store float %35, ptr %36, align 4, !tbaa !9
  ret void

37:                                               ; preds = %15, %37
  %38 = phi i32 [ 0, %15 ], [ %52, %37 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !9
  %42 = load float, ptr %16, align 4, !tbaa !9
  %43 = fsub contract float %41, %42
  %44 = fmul contract float %43, %43
  %45 = fadd contract float %44, 0x3F847AE140000000
  %46 = fdiv contract float %43, %45
  %47 = and i32 %38, 7
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw float, ptr %3, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !9
  %51 = fadd contract float %50, %46
  store float %51, ptr %49, align 4, !tbaa !9
  %52 = add nuw nsw i32 %38, 1
  %53 = icmp eq i32 %52, %2
  br i1 %53, label %17, label %37, !llvm.loop !11
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
  %4 = load ptr, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !13
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %6 = load ptr, ptr addrspace(4) %5, align 8, !amdgpu.noclobber !13
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %8 = load ptr, ptr addrspace(4) %7, align 8, !amdgpu.noclobber !13
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %10 = load i32, ptr addrspace(4) %9, align 8, !amdgpu.noclobber !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #6
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 4
  %14 = load i16, ptr addrspace(4) %13, align 4, !tbaa !14
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

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z8momentum5StatePf(ptr addrspace(4) noundef readonly byref(%struct.State) align 8 captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %4 = load i32, ptr addrspace(4) %3, align 8, !amdgpu.noclobber !13
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !14
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %23

14:                                               ; preds = %2
  %15 = and i32 %12, 3
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %17 = load ptr, ptr addrspace(4) %16, align 8, !amdgpu.noclobber !13
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9, !amdgpu.noclobber !13
  %22 = insertelement <4 x float> zeroinitializer, float %21, i32 %15
  br label %23

23:                                               ; preds = %14, %2
  %24 = phi <4 x float> [ %22, %14 ], [ zeroinitializer, %2 ]
  %25 = extractelement <4 x float> %24, i64 0
  %26 = fadd contract float %25, 0.000000e+00
  %27 = extractelement <4 x float> %24, i64 1
  %28 = fadd contract float %27, %26
  %29 = extractelement <4 x float> %24, i64 2
  %30 = fadd contract float %29, %28
  %31 = extractelement <4 x float> %24, i64 3
  %32 = fadd contract float %31, %30
  %33 = atomicrmw fadd ptr addrspace(1) %1, float %32 syncscope("agent") monotonic, align 4, !noalias.addrspace !16, !amdgpu.no.fine.grained.memory !13, !amdgpu.no.remote.memory !13
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
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{i32 5, i32 6}
