; ModuleID = 'bench/reach/src/11_scan.cu'
source_filename = "bench/reach/src/11_scan.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11scan_blocksPKfPfS1_iE4temp = internal addrspace(3) global [512 x float] undef, align 16
@_ZZ9scan_sumsPfiE4temp = internal addrspace(3) global [512 x float] undef, align 16
@__hip_cuid_a3e21f1c9f1c1ad9 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a3e21f1c9f1c1ad9 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc void @_Z7upsweepPfi(ptr noundef captures(none) %0) unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = shl nuw nsw i32 %2, 1
  %4 = or disjoint i32 %3, 1
  %5 = add nuw nsw i32 %3, 2
  br label %7

6:                                                ; preds = %26
  ret void

7:                                                ; preds = %1, %26
  %8 = phi i32 [ 256, %1 ], [ %28, %26 ]
  %9 = phi i32 [ 1, %1 ], [ %27, %26 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %10 = icmp samesign ult i32 %2, %8
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = mul nsw i32 %9, %4
  %13 = sext i32 %12 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = getelementptr i8, ptr %14, i64 -4
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = load float, ptr addrspace(3) %16, align 4, !tbaa !9, !noalias.addrspace !11
  %18 = mul nsw i32 %9, %5
  %19 = sext i32 %18 to i64
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = getelementptr i8, ptr %20, i64 -4
  %22 = addrspacecast ptr %21 to ptr addrspace(3)
  %23 = load float, ptr addrspace(3) %22, align 4, !tbaa !9, !noalias.addrspace !11
  %24 = fadd contract float %17, %23
  %25 = addrspacecast ptr %21 to ptr addrspace(3)
  store float %24, ptr addrspace(3) %25, align 4, !tbaa !9, !noalias.addrspace !11
  br label %26

26:                                               ; preds = %11, %7
  %27 = shl i32 %9, 1
  %28 = lshr i32 %8, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %6, label %7, !llvm.loop !12
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc void @_Z9downsweepPfi(ptr noundef captures(none) %0) unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = shl nuw nsw i32 %2, 1
  %4 = or disjoint i32 %3, 1
  %5 = add nuw nsw i32 %3, 2
  br label %7

6:                                                ; preds = %30
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void

7:                                                ; preds = %1, %30
  %8 = phi i32 [ 512, %1 ], [ %10, %30 ]
  %9 = phi i32 [ 1, %1 ], [ %31, %30 ]
  %10 = lshr i32 %8, 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %11 = icmp slt i32 %2, %9
  br i1 %11, label %12, label %30

12:                                               ; preds = %7
  %13 = mul nuw nsw i32 %10, %4
  %14 = mul nuw nsw i32 %10, %5
  %15 = zext nneg i32 %13 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -4
  %18 = addrspacecast ptr %17 to ptr addrspace(3)
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !9, !noalias.addrspace !11
  %20 = zext nneg i32 %14 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = getelementptr i8, ptr %21, i64 -4
  %23 = addrspacecast ptr %22 to ptr addrspace(3)
  %24 = load float, ptr addrspace(3) %23, align 4, !tbaa !9, !noalias.addrspace !11
  %25 = addrspacecast ptr %17 to ptr addrspace(3)
  store float %24, ptr addrspace(3) %25, align 4, !tbaa !9, !noalias.addrspace !11
  %26 = addrspacecast ptr %22 to ptr addrspace(3)
  %27 = load float, ptr addrspace(3) %26, align 4, !tbaa !9, !noalias.addrspace !11
  %28 = fadd contract float %19, %27
  %29 = addrspacecast ptr %22 to ptr addrspace(3)
  store float %28, ptr addrspace(3) %29, align 4, !tbaa !9, !noalias.addrspace !11
  br label %30

30:                                               ; preds = %7, %12
  %31 = shl i32 %9, 1
  %32 = icmp slt i32 %31, 512
  br i1 %32, label %7, label %6, !llvm.loop !15
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11scan_blocksPKfPfS1_i(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 9
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = shl nuw nsw i32 %7, 1
  %9 = add nsw i32 %6, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %17 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 %8
  store float %16, ptr addrspace(3) %17, align 8, !tbaa !9
  %18 = or disjoint i32 %9, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %24

20:                                               ; preds = %15
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %15, %20
  %25 = phi contract float [ %23, %20 ], [ 0.000000e+00, %15 ]
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 4
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !9
  tail call fastcc void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr)) #5
  %27 = icmp eq i32 %7, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 2044), align 4, !tbaa !9
  %30 = zext i32 %5 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %30
  store float %29, ptr addrspace(1) %31, align 4, !tbaa !9
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 2044), align 4, !tbaa !9
  br label %32

32:                                               ; preds = %28, %24
  tail call fastcc void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr)) #5
  br i1 %10, label %33, label %37

33:                                               ; preds = %32
  %34 = load float, ptr addrspace(3) %17, align 8, !tbaa !9
  %35 = sext i32 %9 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  store float %34, ptr addrspace(1) %36, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %33, %32
  br i1 %19, label %38, label %42

38:                                               ; preds = %37
  %39 = load float, ptr addrspace(3) %26, align 4, !tbaa !9
  %40 = sext i32 %18 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  store float %39, ptr addrspace(1) %41, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %38, %37
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9scan_sumsPfi(ptr addrspace(1) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 1
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %2, %6
  %11 = phi contract float [ %9, %6 ], [ 0.000000e+00, %2 ]
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 %4
  store float %11, ptr addrspace(3) %13, align 8, !tbaa !9
  %14 = or disjoint i32 %4, 1
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  br label %20

20:                                               ; preds = %10, %16
  %21 = phi contract float [ %19, %16 ], [ 0.000000e+00, %10 ]
  %22 = zext nneg i32 %14 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 %14
  store float %21, ptr addrspace(3) %23, align 4, !tbaa !9
  tail call fastcc void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr)) #5
  %24 = icmp eq i32 %3, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 2044), align 4, !tbaa !9
  br label %26

26:                                               ; preds = %25, %20
  tail call fastcc void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr)) #5
  br i1 %5, label %27, label %30

27:                                               ; preds = %26
  %28 = load float, ptr addrspace(3) %13, align 8, !tbaa !9
  %29 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %12
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %27, %26
  br i1 %15, label %31, label %34

31:                                               ; preds = %30
  %32 = load float, ptr addrspace(3) %23, align 4, !tbaa !9
  %33 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %22
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !9
  br label %34

34:                                               ; preds = %31, %30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8add_sumsPfPKfi(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 9
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %4 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = icmp slt i32 %7, %2
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !9
  %16 = fadd contract float %12, %15
  store float %16, ptr addrspace(1) %14, align 4, !tbaa !9
  br label %17

17:                                               ; preds = %3, %11
  %18 = add nsw i32 %7, 256
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  %22 = sext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = fadd contract float %21, %24
  store float %25, ptr addrspace(1) %23, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %17, %20
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
