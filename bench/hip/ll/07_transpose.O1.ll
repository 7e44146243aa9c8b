; ModuleID = 'bench/reach/src/07_transpose.cu'
source_filename = "bench/reach/src/07_transpose.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ15transpose_tiledPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 16
@_ZZ18transpose_diagonalPfPKfiiE4tile = internal addrspace(3) global [1056 x float] undef, align 16
@__hip_cuid_23065fb3f88cfcd6 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_23065fb3f88cfcd6 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  br label %9

8:                                                ; preds = %9
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %23, %9 ]
  %11 = add nsw i32 %10, %4
  %12 = mul nsw i32 %11, %2
  %13 = add nsw i32 %12, %3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = add nuw nsw i32 %10, %6
  %18 = mul nuw nsw i32 %17, 33
  %19 = add nuw nsw i32 %18, %7
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = addrspacecast ptr %21 to ptr addrspace(3)
  store float %16, ptr addrspace(3) %22, align 4, !tbaa !9, !noalias.addrspace !11
  %23 = add nuw nsw i32 %10, 8
  %24 = icmp samesign ult i32 %10, 24
  br i1 %24, label %9, label %8, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = mul nuw nsw i32 %6, 33
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %9 = add nuw nsw i32 %7, %8
  br label %11

10:                                               ; preds = %11
  ret void

11:                                               ; preds = %5, %11
  %12 = phi i32 [ 0, %5 ], [ %23, %11 ]
  %13 = add nuw nsw i32 %9, %12
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = load float, ptr addrspace(3) %16, align 4, !tbaa !9, !noalias.addrspace !11
  %18 = add nsw i32 %12, %4
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  store float %17, ptr %22, align 4, !tbaa !9
  %23 = add nuw nsw i32 %12, 8
  %24 = icmp samesign ult i32 %12, 24
  br i1 %24, label %11, label %10, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10copy_naivePfPKfi(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 5
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 5
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %11 = add i32 %9, %10
  br label %13

12:                                               ; preds = %13
  ret void

13:                                               ; preds = %3, %13
  %14 = phi i32 [ 0, %3 ], [ %22, %13 ]
  %15 = add nsw i32 %11, %14
  %16 = mul nsw i32 %15, %2
  %17 = add nsw i32 %7, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !9
  %22 = add nuw nsw i32 %14, 8
  %23 = icmp samesign ult i32 %14, 24
  br i1 %23, label %13, label %12, !llvm.loop !16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15transpose_naivePfPKfii(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %10 = shl i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %12 = add i32 %10, %11
  %13 = mul nsw i32 %3, %8
  %14 = add nsw i32 %13, %12
  br label %16

15:                                               ; preds = %16
  ret void

16:                                               ; preds = %4, %16
  %17 = phi i32 [ 0, %4 ], [ %27, %16 ]
  %18 = add nsw i32 %17, %12
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = add nsw i32 %14, %17
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !9
  %27 = add nuw nsw i32 %17, 8
  %28 = icmp samesign ult i32 %17, 24
  br i1 %28, label %16, label %15, !llvm.loop !17
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z15transpose_tiledPfPKfii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = ptrtoint ptr addrspace(1) %0 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = ptrtoint ptr addrspace(1) %1 to i64
  %8 = inttoptr i64 %7 to ptr
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %14 = shl i32 %13, 5
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %16 = add i32 %14, %15
  tail call fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), ptr noundef %8, i32 noundef %2, i32 noundef %12, i32 noundef %16) #6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = add i32 %14, %11
  %18 = add i32 %10, %15
  tail call fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef %6, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %17, i32 noundef %18) #6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z18transpose_diagonalPfPKfii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = ptrtoint ptr addrspace(1) %0 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = ptrtoint ptr addrspace(1) %1 to i64
  %8 = inttoptr i64 %7 to ptr
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %11 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 12
  %13 = load i32, ptr addrspace(4) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !18
  %16 = zext i16 %15 to i32
  %17 = udiv i32 %13, %16
  %18 = add nsw i32 %10, %9
  %19 = srem i32 %18, %17
  %20 = shl nsw i32 %19, 5
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %22 = add i32 %20, %21
  %23 = shl nsw i32 %9, 5
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %25 = add i32 %23, %24
  tail call fastcc void @_Z12copy_tile_inPfPKfiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), ptr noundef %8, i32 noundef %2, i32 noundef %22, i32 noundef %25) #6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %26 = add i32 %23, %21
  %27 = add i32 %20, %24
  tail call fastcc void @_Z13copy_tile_outPfPKfiii(ptr noundef %6, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18transpose_diagonalPfPKfiiE4tile to ptr), i32 noundef %3, i32 noundef %26, i32 noundef %27) #6
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = !{i32 1, i32 3, i32 4, i32 10}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
