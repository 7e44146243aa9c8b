; ModuleID = 'bench/reach/src/05_nbody.cu'
source_filename = "bench/reach/src/05_nbody.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.float4 = type { float, float, float, float }

@_ZZ10nbody_stepP6float4S0_ifE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@__hip_cuid_bdfc1710152f209c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_bdfc1710152f209c to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { float, float, float } @_Z9body_body6float4S_7float3_(float %0, float %1, float %2, float %3, float %4, float %5, float %6, float %7, float %8, float %9) unnamed_addr #0 {
  %11 = insertelement <2 x float> poison, float %3, i64 0
  %12 = insertelement <2 x float> %11, float %5, i64 1
  %13 = insertelement <2 x float> poison, float %0, i64 0
  %14 = insertelement <2 x float> %13, float %2, i64 1
  %15 = fsub contract <2 x float> %12, %14
  %16 = fsub contract float %4, %1
  %17 = fmul contract float %16, %16
  %18 = fmul contract <2 x float> %15, %15
  %19 = extractelement <2 x float> %18, i64 0
  %20 = fadd contract float %19, %17
  %21 = extractelement <2 x float> %18, i64 1
  %22 = fadd contract float %20, %21
  %23 = fadd contract float %22, 0x3E112E0BE0000000
  %24 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %23)
  %25 = fmul contract float %6, %24
  %26 = fmul contract float %24, %25
  %27 = fmul contract float %24, %26
  %28 = extractelement <2 x float> %15, i64 0
  %29 = fmul contract float %28, %27
  %30 = fadd contract float %7, %29
  %31 = fmul contract float %16, %27
  %32 = fadd contract float %8, %31
  %33 = extractelement <2 x float> %15, i64 1
  %34 = fmul contract float %33, %27
  %35 = fadd contract float %9, %34
  %36 = insertvalue { float, float, float } poison, float %30, 0
  %37 = insertvalue { float, float, float } %36, float %32, 1
  %38 = insertvalue { float, float, float } %37, float %35, 2
  ret { float, float, float } %38
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
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !13
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
  br i1 %22, label %23, label %28

23:                                               ; preds = %4
  %24 = getelementptr inbounds nuw %struct.float4, ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile, i32 %11
  br label %31

25:                                               ; preds = %41
  %26 = insertelement <2 x float> poison, float %45, i64 0
  %27 = insertelement <2 x float> %26, float %46, i64 1
  br label %28

28:                                               ; preds = %25, %4
  %29 = phi float [ 0.000000e+00, %4 ], [ %47, %25 ]
  %30 = phi <2 x float> [ zeroinitializer, %4 ], [ %27, %25 ]
  br i1 %13, label %50, label %74

31:                                               ; preds = %23, %41
  %32 = phi float [ 0.000000e+00, %23 ], [ %45, %41 ]
  %33 = phi float [ 0.000000e+00, %23 ], [ %46, %41 ]
  %34 = phi float [ 0.000000e+00, %23 ], [ %47, %41 ]
  %35 = phi i32 [ 0, %23 ], [ %48, %41 ]
  %36 = add nuw i32 %35, %11
  %37 = icmp ult i32 %36, %2
  br i1 %37, label %38, label %41

38:                                               ; preds = %31
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds nuw %struct.float4, ptr addrspace(1) %0, i64 %39
  tail call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noundef align 16 dereferenceable(16) %24, ptr addrspace(1) noundef align 4 dereferenceable(16) %40, i64 16, i1 false), !tbaa.struct !15
  br label %41

41:                                               ; preds = %38, %31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = sub nsw i32 %2, %35
  %43 = tail call i32 @llvm.smin.i32(i32 %42, i32 128)
  %44 = tail call fastcc { float, float, float } @_Z10tile_accel6float4PKS_i7float3_(float %17, float %19, float %21, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i32 noundef %43, float %32, float %33, float %34) #10
  %45 = extractvalue { float, float, float } %44, 0
  %46 = extractvalue { float, float, float } %44, 1
  %47 = extractvalue { float, float, float } %44, 2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = add nuw nsw i32 %35, 128
  %49 = icmp slt i32 %48, %2
  br i1 %49, label %31, label %25, !llvm.loop !16

50:                                               ; preds = %28
  %51 = sext i32 %12 to i64
  %52 = getelementptr inbounds %struct.float4, ptr addrspace(1) %1, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 8
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !9
  %55 = getelementptr inbounds %struct.float4, ptr addrspace(1) %0, i64 %51
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %55, i64 8
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %55, i64 12
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !9
  %60 = insertelement <2 x float> poison, float %3, i64 0
  %61 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> zeroinitializer
  %62 = fmul contract <2 x float> %61, %30
  %63 = fmul contract float %3, %29
  %64 = fadd contract float %63, %54
  %65 = fmul contract float %3, %64
  %66 = fadd contract float %65, %57
  %67 = load <2 x float>, ptr addrspace(1) %52, align 4, !tbaa !9
  %68 = fadd contract <2 x float> %62, %67
  %69 = load <2 x float>, ptr addrspace(1) %55, align 4, !tbaa !9
  %70 = fmul contract <2 x float> %61, %68
  %71 = fadd contract <2 x float> %70, %69
  store <2 x float> %68, ptr addrspace(1) %52, align 4, !tbaa !9
  store float %64, ptr addrspace(1) %53, align 4, !tbaa !9
  store <2 x float> %71, ptr addrspace(1) %55, align 4, !tbaa !9
  %72 = insertelement <2 x float> poison, float %66, i64 0
  %73 = insertelement <2 x float> %72, float %59, i64 1
  store <2 x float> %73, ptr addrspace(1) %56, align 4, !tbaa !9
  br label %74

74:                                               ; preds = %50, %28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z11nbody_naivePK6float4PS_i(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
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
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
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
  %30 = atomicrmw fadd ptr addrspace(1) %1, float %29 syncscope("agent") monotonic, align 4, !noalias.addrspace !17, !amdgpu.no.fine.grained.memory !18, !amdgpu.no.remote.memory !18
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9}
!16 = distinct !{!16, !12}
!17 = !{i32 5, i32 6}
!18 = !{}
