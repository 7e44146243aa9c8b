; ModuleID = 'bench/reach/src/15_kmeans.cu'
source_filename = "bench/reach/src/15_kmeans.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6assignPKfS0_PiiE4cent = internal addrspace(3) global [128 x float] undef, align 16
@__hip_cuid_52c6753c43c98c71 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_52c6753c43c98c71 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #0 {
  br label %4

3:                                                ; preds = %4
  ret float %14

4:                                                ; preds = %2, %4
  %5 = phi float [ 0.000000e+00, %2 ], [ %14, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %15, %4 ]
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !9
  %10 = getelementptr inbounds nuw float, ptr %1, i64 %7
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fsub contract float %9, %11
  %13 = fmul contract float %12, %12
  %14 = fadd contract float %5, %13
  %15 = add nuw nsw i32 %6, 1
  %16 = icmp eq i32 %15, 8
  br i1 %16, label %3, label %4, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_Z7nearestPKfS0_ii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #0 {
  %3 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %1) #6
  br label %5

4:                                                ; preds = %5
  ret i32 %15

5:                                                ; preds = %2, %5
  %6 = phi i32 [ 0, %2 ], [ %15, %5 ]
  %7 = phi i32 [ 1, %2 ], [ %16, %5 ]
  %8 = phi float [ %3, %2 ], [ %14, %5 ]
  %9 = shl nuw nsw i32 %7, 3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %1, i64 %10
  %12 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %11) #6
  %13 = fcmp contract olt float %12, %8
  %14 = select i1 %13, float %12, float %8
  %15 = select i1 %13, i32 %7, i32 %6
  %16 = add nuw nsw i32 %7, 1
  %17 = icmp eq i32 %16, 16
  br i1 %17, label %4, label %5, !llvm.loop !14
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z6assignPKfS0_Pii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = addrspacecast ptr addrspace(1) %0 to ptr
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp samesign ult i32 %6, 128
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 4
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !15
  %12 = zext i16 %11 to i32
  br label %22

13:                                               ; preds = %22, %4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %16 = getelementptr inbounds nuw i8, ptr addrspace(4) %15, i64 4
  %17 = load i16, ptr addrspace(4) %16, align 4, !tbaa !15
  %18 = zext i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = add i32 %19, %6
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %30, label %37

22:                                               ; preds = %8, %22
  %23 = phi i32 [ %6, %8 ], [ %28, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !9
  %27 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %23
  store float %26, ptr addrspace(3) %27, align 4, !tbaa !9
  %28 = add nuw nsw i32 %23, %12
  %29 = icmp samesign ult i32 %28, 128
  br i1 %29, label %22, label %13, !llvm.loop !17

30:                                               ; preds = %13
  %31 = shl nsw i32 %20, 3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %5, i64 %32
  %34 = tail call fastcc noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %33, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr)) #6
  %35 = sext i32 %20 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %35
  store i32 %34, ptr addrspace(1) %36, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %30, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z13assign_globalPKfS0_Pii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !15
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %24

14:                                               ; preds = %4
  %15 = ptrtoint ptr addrspace(1) %1 to i64
  %16 = inttoptr i64 %15 to ptr
  %17 = addrspacecast ptr addrspace(1) %0 to ptr
  %18 = shl nsw i32 %12, 3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = tail call fastcc noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %20, ptr noundef %16) #6
  %22 = sext i32 %12 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z6updatePKfPKiPfPii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !15
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %35, label %54

15:                                               ; preds = %35
  %16 = shl nsw i32 %13, 3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi <8 x float> [ %38, %15 ], [ %27, %19 ]
  %21 = phi i32 [ 0, %15 ], [ %28, %19 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = extractelement <8 x float> %20, i32 %21
  %26 = fadd contract float %24, %25
  %27 = insertelement <8 x float> %20, float %26, i32 %21
  %28 = add nuw nsw i32 %21, 1
  %29 = icmp eq i32 %28, 8
  br i1 %29, label %30, label %19, !llvm.loop !18

30:                                               ; preds = %19
  %31 = sext i32 %13 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = shl nsw i32 %33, 3
  br label %45

35:                                               ; preds = %5, %35
  %36 = phi i32 [ %39, %35 ], [ 0, %5 ]
  %37 = phi <8 x float> [ %38, %35 ], [ zeroinitializer, %5 ]
  %38 = insertelement <8 x float> %37, float 0.000000e+00, i32 %36
  %39 = add nuw nsw i32 %36, 1
  %40 = icmp eq i32 %39, 8
  br i1 %40, label %15, label %35, !llvm.loop !19

41:                                               ; preds = %45
  %42 = sext i32 %33 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %42
  %44 = atomicrmw add ptr addrspace(1) %43, i32 1 syncscope("agent") monotonic, align 4, !noalias.addrspace !20, !amdgpu.no.fine.grained.memory !21, !amdgpu.no.remote.memory !21
  br label %54

45:                                               ; preds = %30, %45
  %46 = phi i32 [ 0, %30 ], [ %52, %45 ]
  %47 = add nuw nsw i32 %46, %34
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %48
  %50 = extractelement <8 x float> %27, i32 %46
  %51 = atomicrmw fadd ptr addrspace(1) %49, float %50 syncscope("agent") monotonic, align 4, !noalias.addrspace !20, !amdgpu.no.fine.grained.memory !21, !amdgpu.no.remote.memory !21
  %52 = add nuw nsw i32 %46, 1
  %53 = icmp eq i32 %52, 8
  br i1 %53, label %41, label %45, !llvm.loop !22

54:                                               ; preds = %5, %41
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = !{i32 5, i32 6}
!21 = !{}
!22 = distinct !{!22, !12, !13}
