; ModuleID = 'bench/reach/src/16_bitonic.cu'
source_filename = "bench/reach/src/16_bitonic.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14bitonic_sharedPfPiE2sk = internal addrspace(3) global [1024 x float] undef, align 16
@_ZZ14bitonic_sharedPfPiE2sv = internal addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_bd9b45480bd79124 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_bd9b45480bd79124 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z8cmp_swapPfPiiib(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i1 noundef zeroext %4) unnamed_addr #0 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = sext i32 %3 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fcmp ule float %8, %11
  %13 = xor i1 %4, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %5
  store float %11, ptr %7, align 4, !tbaa !9
  store float %8, ptr %10, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, ptr %1, i64 %6
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %9
  %18 = load i32, ptr %17, align 4, !tbaa !5
  store i32 %18, ptr %15, align 4, !tbaa !5
  store i32 %16, ptr %17, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14bitonic_sharedPfPi(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 10
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !11
  %9 = zext i16 %8 to i32
  br label %10

10:                                               ; preds = %10, %2
  %11 = phi i32 [ %5, %2 ], [ %20, %10 ]
  %12 = add nsw i32 %11, %4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !9
  %16 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %11
  store float %15, ptr addrspace(3) %16, align 4, !tbaa !9
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %11
  store i32 %18, ptr addrspace(3) %19, align 4, !tbaa !5
  %20 = add nuw nsw i32 %11, %9
  %21 = icmp samesign ult i32 %20, 1024
  br i1 %21, label %10, label %22, !llvm.loop !13

22:                                               ; preds = %10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = icmp samesign ult i32 %5, 512
  br label %24

24:                                               ; preds = %22, %32
  %25 = phi i32 [ 2, %22 ], [ %33, %32 ]
  %26 = ashr exact i32 %25, 1
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %24, %35
  %29 = phi i32 [ %36, %35 ], [ %26, %24 ]
  br i1 %23, label %30, label %35

30:                                               ; preds = %28
  %31 = add nsw i32 %29, -1
  br label %38

32:                                               ; preds = %35, %24
  %33 = shl i32 %25, 1
  %34 = icmp slt i32 %33, 1025
  br i1 %34, label %24, label %49, !llvm.loop !16

35:                                               ; preds = %38, %28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = lshr i32 %29, 1
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %32, label %28, !llvm.loop !17

38:                                               ; preds = %30, %38
  %39 = phi i32 [ %5, %30 ], [ %46, %38 ]
  %40 = shl nuw nsw i32 %39, 1
  %41 = and i32 %39, %31
  %42 = sub nsw i32 %40, %41
  %43 = add nsw i32 %42, %29
  %44 = and i32 %42, %25
  %45 = icmp eq i32 %44, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %42, i32 noundef %43, i1 noundef zeroext %45) #5
  %46 = add nuw nsw i32 %39, %9
  %47 = icmp samesign ult i32 %46, 512
  br i1 %47, label %38, label %35, !llvm.loop !18

48:                                               ; preds = %49
  ret void

49:                                               ; preds = %32, %49
  %50 = phi i32 [ %59, %49 ], [ %5, %32 ]
  %51 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %50
  %52 = load float, ptr addrspace(3) %51, align 4, !tbaa !9
  %53 = or disjoint i32 %50, %4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  store float %52, ptr addrspace(1) %55, align 4, !tbaa !9
  %56 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %50
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %58 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %54
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = add nuw nsw i32 %50, %9
  %60 = icmp samesign ult i32 %59, 1024
  br i1 %60, label %49, label %48, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z19bitonic_global_stepPfPiiii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !11
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = sdiv i32 %2, 2
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %5
  %17 = ptrtoint ptr addrspace(1) %1 to i64
  %18 = inttoptr i64 %17 to ptr
  %19 = ptrtoint ptr addrspace(1) %0 to i64
  %20 = inttoptr i64 %19 to ptr
  %21 = shl nsw i32 %13, 1
  %22 = add nsw i32 %4, -1
  %23 = and i32 %13, %22
  %24 = sub nsw i32 %21, %23
  %25 = add nsw i32 %24, %4
  %26 = and i32 %24, %3
  %27 = icmp eq i32 %26, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef %20, ptr noundef %18, i32 noundef %24, i32 noundef %25, i1 noundef zeroext %27) #5
  br label %28

28:                                               ; preds = %5, %16
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
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
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
