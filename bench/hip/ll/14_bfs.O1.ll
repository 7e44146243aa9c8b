; ModuleID = 'bench/reach/src/14_bfs.cu'
source_filename = "bench/reach/src/14_bfs.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Graph = type { ptr, ptr, i32 }
%struct.Queue = type { ptr, ptr }

@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq = internal addrspace(3) global [512 x i32] undef, align 16
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail = internal addrspace(3) global i32 undef, align 4
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__hip_cuid_485e4d8cf31b5df5 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_485e4d8cf31b5df5 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z4pushPiS_i(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) unnamed_addr #0 {
  %4 = atomicrmw add ptr %1, i32 1 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  store i32 %2, ptr %6, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define internal fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr readonly captures(none) %0, ptr readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noundef writeonly captures(none) %5, ptr noundef captures(none) %6) unnamed_addr #1 {
  %8 = sext i32 %3 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = getelementptr i8, ptr %9, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %7
  %15 = add nsw i32 %4, 1
  br label %17

16:                                               ; preds = %29, %7
  ret void

17:                                               ; preds = %14, %29
  %18 = phi i32 [ 0, %14 ], [ %30, %29 ]
  %19 = phi i32 [ %10, %14 ], [ %31, %29 ]
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = cmpxchg ptr %24, i32 -1, i32 %15 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %26 = extractvalue { i32, i1 } %25, 1
  br i1 %26, label %27, label %29

27:                                               ; preds = %17
  tail call fastcc void @_Z4pushPiS_i(ptr noundef %5, ptr noundef %6, i32 noundef %22) #8
  %28 = add nsw i32 %18, 1
  br label %29

29:                                               ; preds = %27, %17
  %30 = phi i32 [ %28, %27 ], [ %18, %17 ]
  %31 = add nsw i32 %19, 1
  %32 = load i32, ptr %11, align 4, !tbaa !5
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %17, label %16, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z9bfs_level5GraphPi5QueueiS1_i(ptr addrspace(4) noundef readonly byref(%struct.Graph) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !14
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %30

16:                                               ; preds = %6
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %18 = load ptr, ptr addrspace(4) %17, align 8
  %19 = load ptr, ptr addrspace(4) %4, align 8
  %20 = load ptr, ptr addrspace(4) %2, align 8
  %21 = addrspacecast ptr %20 to ptr addrspace(1)
  %22 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %23 = load ptr, ptr addrspace(4) %22, align 8
  %24 = load ptr, ptr addrspace(4) %0, align 8
  %25 = ptrtoint ptr addrspace(1) %1 to i64
  %26 = inttoptr i64 %25 to ptr
  %27 = sext i32 %14 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !5
  tail call fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %24, ptr %23, ptr noundef %26, i32 noundef %29, i32 noundef %5, ptr noundef %19, ptr noundef %18) #8
  br label %30

30:                                               ; preds = %16, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z20bfs_level_blockqueue5GraphPiPKii5Queuei(ptr addrspace(4) noundef readonly byref(%struct.Graph) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = load ptr, ptr addrspace(4) %0, align 8
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %9 = load ptr, ptr addrspace(4) %8, align 8
  %10 = ptrtoint ptr addrspace(1) %1 to i64
  %11 = inttoptr i64 %10 to ptr
  %12 = load ptr, ptr addrspace(4) %4, align 8
  %13 = addrspacecast ptr %12 to ptr addrspace(1)
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %15 = load ptr, ptr addrspace(4) %14, align 8
  %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %6
  store i32 0, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %19, %6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %22 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %23 = getelementptr inbounds nuw i8, ptr addrspace(4) %22, i64 4
  %24 = load i16, ptr addrspace(4) %23, align 4, !tbaa !14
  %25 = zext i16 %24 to i32
  %26 = mul i32 %21, %25
  %27 = add i32 %26, %17
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %33

29:                                               ; preds = %20
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  tail call fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %7, ptr %9, ptr noundef %11, i32 noundef %32, i32 noundef %5, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr)) #8
  br label %33

33:                                               ; preds = %29, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %18, label %34, label %38

34:                                               ; preds = %33
  %35 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  %36 = tail call i32 @llvm.smin.i32(i32 %35, i32 512)
  %37 = atomicrmw add ptr addrspace(1) %16, i32 %36 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %37, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %34, %33
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  %40 = tail call i32 @llvm.smin.i32(i32 %39, i32 512)
  %41 = icmp slt i32 %17, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %38
  %43 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base, align 4, !tbaa !5
  br label %45

44:                                               ; preds = %45, %38
  ret void

45:                                               ; preds = %42, %45
  %46 = phi i32 [ %17, %42 ], [ %52, %45 ]
  %47 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !5
  %49 = add nsw i32 %43, %46
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %50
  store i32 %48, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = add nuw nsw i32 %46, %25
  %53 = icmp slt i32 %52, %40
  br i1 %53, label %45, label %44, !llvm.loop !16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @_Z8bfs_initPiii(ptr addrspace(1) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = icmp ne i32 %11, %2
  %15 = sext i1 %14 to i32
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  store i32 %15, ptr addrspace(1) %17, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = !{i32 5, i32 6}
!10 = !{}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = distinct !{!16, !12, !13}
