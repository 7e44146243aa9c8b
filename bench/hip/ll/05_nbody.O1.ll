; ModuleID = 'bench/reach/src/05_nbody.cu'
source_filename = "bench/reach/src/05_nbody.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.float4 = type { float, float, float, float }

@_ZZ10nbody_stepP6float4S0_ifE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@__hip_cuid_f70e74f239fc6edc = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f70e74f239fc6edc to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { float, float, float } @_Z9body_body6float4S_7float3_(float %0, float %1, float %2, float %3, float %4, float %5, float %6, float %7, float %8, float %9) unnamed_addr #0 {
  %11 = fsub contract float %3, %0
  %12 = fsub contract float %4, %1
  %13 = fsub contract float %5, %2
  %14 = fmul contract float %11, %11
  %15 = fmul contract float %12, %12
  %16 = fadd contract float %14, %15
  %17 = fmul contract float %13, %13
  %18 = fadd contract float %16, %17
  %19 = fadd contract float %18, 0x3E112E0BE0000000
  %20 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %19)
  %21 = fmul contract float %6, %20
  %22 = fmul contract float %20, %21
  %23 = fmul contract float %20, %22
  %24 = fmul contract float %11, %23
  %25 = fadd contract float %7, %24
  %26 = fmul contract float %12, %23
  %27 = fadd contract float %8, %26
  %28 = fmul contract float %13, %23
  %29 = fadd contract float %9, %28
  %30 = insertvalue { float, float, float } poison, float %25, 0
  %31 = insertvalue { float, float, float } %30, float %27, 1
  %32 = insertvalue { float, float, float } %31, float %29, 2
  ret { float, float, float } %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float, float } @_Z10tile_accel6float4PKS_i7float3_(float %0, float %1, float %2, ptr noundef readonly captures(none) %3, i32 noundef %4, float %5, float %6, float %7) unnamed_addr #1 {
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %17, %8
  %11 = phi float [ %5, %8 ], [ %32, %17 ]
  %12 = phi float [ %6, %8 ], [ %33, %17 ]
  %13 = phi float [ %7, %8 ], [ %34, %17 ]
  %14 = insertvalue { float, float, float } poison, float %11, 0
  %15 = insertvalue { float, float, float } %14, float %12, 1
  %16 = insertvalue { float, float, float } %15, float %13, 2
  ret { float, float, float } %16

17:                                               ; preds = %8, %17
  %18 = phi float [ %34, %17 ], [ %7, %8 ]
  %19 = phi float [ %33, %17 ], [ %6, %8 ]
  %20 = phi float [ %32, %17 ], [ %5, %8 ]
  %21 = phi i32 [ %35, %17 ], [ 0, %8 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !9
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %28 = load float, ptr %27, align 4, !tbaa !9
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = tail call fastcc { float, float, float } @_Z9body_body6float4S_7float3_(float %0, float %1, float %2, float %24, float %26, float %28, float %30, float %20, float %19, float %18) #10
  %32 = extractvalue { float, float, float } %31, 0
  %33 = extractvalue { float, float, float } %31, 1
  %34 = extractvalue { float, float, float } %31, 2
  %35 = add nuw nsw i32 %21, 1
  %36 = icmp eq i32 %35, %4
  br i1 %36, label %10, label %17, !llvm.loop !11
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10nbody_stepP6float4S0_if(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !14
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  %14 = select i1 %13, i32 %12, i32 0
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.float4, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9
  %22 = icmp sgt i32 %2, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %4
  %24 = getelementptr inbounds nuw %struct.float4, ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile, i32 %11
  br label %29

25:                                               ; preds = %39, %4
  %26 = phi float [ 0.000000e+00, %4 ], [ %45, %39 ]
  %27 = phi float [ 0.000000e+00, %4 ], [ %44, %39 ]
  %28 = phi float [ 0.000000e+00, %4 ], [ %43, %39 ]
  br i1 %13, label %48, label %76

29:                                               ; preds = %23, %39
  %30 = phi float [ 0.000000e+00, %23 ], [ %43, %39 ]
  %31 = phi float [ 0.000000e+00, %23 ], [ %44, %39 ]
  %32 = phi float [ 0.000000e+00, %23 ], [ %45, %39 ]
  %33 = phi i32 [ 0, %23 ], [ %46, %39 ]
  %34 = add nuw i32 %33, %11
  %35 = icmp ult i32 %34, %2
  br i1 %35, label %36, label %39

36:                                               ; preds = %29
  %37 = zext nneg i32 %34 to i64
  %38 = getelementptr inbounds nuw %struct.float4, ptr addrspace(1) %0, i64 %37
  tail call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noundef align 16 dereferenceable(16) %24, ptr addrspace(1) noundef align 4 dereferenceable(16) %38, i64 16, i1 false), !tbaa.struct !16
  br label %39

39:                                               ; preds = %36, %29
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = sub nsw i32 %2, %33
  %41 = tail call i32 @llvm.smin.i32(i32 %40, i32 128)
  %42 = tail call fastcc { float, float, float } @_Z10tile_accel6float4PKS_i7float3_(float %17, float %19, float %21, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i32 noundef %41, float %30, float %31, float %32) #10
  %43 = extractvalue { float, float, float } %42, 0
  %44 = extractvalue { float, float, float } %42, 1
  %45 = extractvalue { float, float, float } %42, 2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %46 = add nuw nsw i32 %33, 128
  %47 = icmp slt i32 %46, %2
  br i1 %47, label %29, label %25, !llvm.loop !17

48:                                               ; preds = %25
  %49 = sext i32 %12 to i64
  %50 = getelementptr inbounds %struct.float4, ptr addrspace(1) %1, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !9
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 4
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !9
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 8
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !9
  %56 = getelementptr inbounds %struct.float4, ptr addrspace(1) %0, i64 %49
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %56, i64 4
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !9
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %56, i64 8
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !9
  %62 = getelementptr inbounds nuw i8, ptr addrspace(1) %56, i64 12
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !9
  %64 = fmul contract float %3, %28
  %65 = fadd contract float %64, %51
  %66 = fmul contract float %3, %27
  %67 = fadd contract float %66, %53
  %68 = fmul contract float %3, %26
  %69 = fadd contract float %68, %55
  %70 = fmul contract float %3, %65
  %71 = fadd contract float %70, %57
  %72 = fmul contract float %3, %67
  %73 = fadd contract float %72, %59
  %74 = fmul contract float %3, %69
  %75 = fadd contract float %74, %61
  store float %65, ptr addrspace(1) %50, align 4, !tbaa !9
  store float %67, ptr addrspace(1) %52, align 4, !tbaa !9
  store float %69, ptr addrspace(1) %54, align 4, !tbaa !9
  store float %71, ptr addrspace(1) %56, align 4, !tbaa !9
  store float %73, ptr addrspace(1) %58, align 4, !tbaa !9
  store float %75, ptr addrspace(1) %60, align 4, !tbaa !9
  store float %63, ptr addrspace(1) %62, align 4, !tbaa !9
  br label %76

76:                                               ; preds = %48, %25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z11nbody_naivePK6float4PS_i(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %30

13:                                               ; preds = %3
  %14 = addrspacecast ptr addrspace(1) %0 to ptr
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds %struct.float4, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9
  %22 = tail call fastcc { float, float, float } @_Z10tile_accel6float4PKS_i7float3_(float %17, float %19, float %21, ptr noundef %14, i32 noundef %2, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #10
  %23 = extractvalue { float, float, float } %22, 0
  %24 = extractvalue { float, float, float } %22, 1
  %25 = extractvalue { float, float, float } %22, 2
  %26 = getelementptr inbounds %struct.float4, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !9
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 4
  store float %24, ptr addrspace(1) %27, align 4, !tbaa !9
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 8
  store float %25, ptr addrspace(1) %28, align 4, !tbaa !9
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 12
  store float 0.000000e+00, ptr addrspace(1) %29, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z14kinetic_energyPK6float4Pfi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %31

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %15, i64 4
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !9
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %15, i64 8
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %15, i64 12
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !9
  %23 = fmul contract float %22, 5.000000e-01
  %24 = fmul contract float %16, %16
  %25 = fmul contract float %18, %18
  %26 = fadd contract float %24, %25
  %27 = fmul contract float %20, %20
  %28 = fadd contract float %26, %27
  %29 = fmul contract float %23, %28
  %30 = atomicrmw fadd ptr addrspace(1) %1, float %29 syncscope("agent") monotonic, align 4, !noalias.addrspace !18, !amdgpu.no.fine.grained.memory !19, !amdgpu.no.remote.memory !19
  br label %31

31:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9}
!17 = distinct !{!17, !12, !13}
!18 = !{i32 5, i32 6}
!19 = !{}
