; ModuleID = 'bench/reach/src/19_virtual_fnptr.cu'
source_filename = "bench/reach/src/19_virtual_fnptr.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.square = type { %struct.shape }
%struct.shape = type { ptr, ptr }
%struct.circle = type { %struct.shape, ptr }

$_ZTV6square = comdat any

$_ZTV5shape = comdat any

$_ZTV6circle = comdat any

@ops = protected addrspace(1) externally_initialized global [2 x ptr] [ptr @_ZL5firstPKfi, ptr @_ZL6secondPKfi], align 16
@_ZZ8dispatchPfPKfiE4tile = internal addrspace(3) global [64 x float] undef, align 16
@dyn = external hidden addrspace(3) global [0 x float], align 4
@_ZTV6square = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK6square4areaEf to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK5shape4emitEif to ptr addrspace(1))] }, comdat, align 8
@_ZTV5shape = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @__cxa_pure_virtual to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK5shape4emitEif to ptr addrspace(1))] }, comdat, align 8
@_ZTV6circle = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK6circle4areaEf to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK6circle4emitEif to ptr addrspace(1))] }, comdat, align 8
@__hip_cuid_620c2797fe30cb01 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_620c2797fe30cb01 to ptr), ptr addrspacecast (ptr addrspace(1) @ops to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z6shapesPfS_PKfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.square, align 8, addrspace(5)
  %6 = alloca %struct.circle, align 8, addrspace(5)
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !9
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %34

16:                                               ; preds = %4
  %17 = ptrtoint ptr addrspace(1) %1 to i64
  %18 = inttoptr i64 %17 to ptr
  %19 = ptrtoint ptr addrspace(1) %0 to i64
  %20 = inttoptr i64 %19 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12
  store ptr addrspace(1) getelementptr inbounds nuw inrange(-16, 16) (i8, ptr addrspace(1) @_ZTV5shape, i64 16), ptr addrspace(5) %5, align 8, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 8
  store ptr %20, ptr addrspace(5) %21, align 8, !tbaa !13
  store ptr addrspace(1) getelementptr inbounds nuw inrange(-16, 16) (i8, ptr addrspace(1) @_ZTV6square, i64 16), ptr addrspace(5) %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12
  store ptr addrspace(1) getelementptr inbounds nuw inrange(-16, 16) (i8, ptr addrspace(1) @_ZTV5shape, i64 16), ptr addrspace(5) %6, align 8, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  store ptr %20, ptr addrspace(5) %22, align 8, !tbaa !13
  store ptr addrspace(1) getelementptr inbounds nuw inrange(-16, 16) (i8, ptr addrspace(1) @_ZTV6circle, i64 16), ptr addrspace(5) %6, align 8, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 16
  store ptr %18, ptr addrspace(5) %23, align 8, !tbaa !17
  %24 = and i32 %14, 1
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, ptr addrspace(5) %5, ptr addrspace(5) %6
  %27 = addrspacecast ptr addrspace(5) %26 to ptr
  %28 = sext i32 %14 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !19
  %31 = load ptr addrspace(1), ptr addrspace(5) %26, align 8, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 8
  %33 = load ptr addrspace(1), ptr addrspace(1) %32, align 8
  call addrspace(1) void %33(ptr noundef nonnull align 8 dereferenceable(16) %27, i32 noundef %14, float noundef %30) #13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #12
  br label %34

34:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZL5firstPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) #2 {
  %3 = load float, ptr %0, align 4, !tbaa !19
  %4 = sitofp i32 %1 to float
  %5 = fadd contract float %3, %4
  ret float %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZL6secondPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) #2 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !19
  %5 = sitofp i32 %1 to float
  %6 = fmul contract float %4, %5
  ret float %6
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8dispatchPfPKfi(ptr addrspace(1) noundef writeonly captures(none) %0, ptr addrspace(1) noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = srem i32 %4, %2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %6
  %8 = addrspacecast ptr addrspace(1) %7 to ptr
  %9 = load float, ptr addrspace(1) %7, align 4, !tbaa !19
  %10 = and i32 %4, 63
  %11 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile, i32 %10
  store float %9, ptr addrspace(3) %11, align 4, !tbaa !19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = and i32 %4, 1
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw ptr, ptr addrspace(1) @ops, i64 %13
  %15 = load ptr, ptr addrspace(1) %14, align 8, !tbaa !21
  %16 = and i32 %4, 2
  %17 = icmp eq i32 %16, 0
  %18 = add nuw nsw i32 %4, 1
  %19 = and i32 %18, 62
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile to ptr), i64 %20
  %22 = select i1 %17, ptr %8, ptr %21
  %23 = tail call contract noundef float %15(ptr noundef %22, i32 noundef %4) #13
  %24 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !19
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14dynamic_sharedPfi(ptr addrspace(1) noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [8 x float], align 16, addrspace(5)
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 256)
  tail call fastcc void @_ZL4fillPfif(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %4, float noundef 1.000000e+00) #12
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = tail call contract fastcc noundef float @_ZL3sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %4) #12
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %10
  store float %8, ptr addrspace(1) %11, align 4, !tbaa !19
  br label %12

12:                                               ; preds = %7, %2
  %13 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #12
  call fastcc void @_ZL4fillPfif(ptr noundef %13, i32 noundef 8, float noundef 2.000000e+00) #12
  %14 = call contract fastcc noundef float @_ZL3sumPKfi(ptr noundef %13, i32 noundef 8) #12
  %15 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %16 = add i32 %15, 64
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %17
  store float %14, ptr addrspace(1) %18, align 4, !tbaa !19
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @_ZL4fillPfif(ptr noundef writeonly captures(none) %0, i32 noundef %1, float noundef %2) unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !9
  %10 = zext i16 %9 to i32
  br label %12

11:                                               ; preds = %12, %3
  ret void

12:                                               ; preds = %6, %12
  %13 = phi i32 [ %4, %6 ], [ %18, %12 ]
  %14 = sitofp i32 %13 to float
  %15 = fadd contract float %2, %14
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !19
  %18 = add i32 %13, %10
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %12, label %11, !llvm.loop !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_ZL3sumPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi float [ 0.000000e+00, %2 ], [ %12, %6 ]
  ret float %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi float [ %12, %6 ], [ 0.000000e+00, %2 ]
  %9 = zext nneg i32 %7 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !19
  %12 = fadd contract float %8, %11
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef float @_ZNK6square4areaEf(ptr nonnull readnone align 8 captures(none) %0, float noundef %1) unnamed_addr #6 align 2 {
  %3 = fmul contract float %1, %1
  ret float %3
}

; Function Attrs: convergent mustprogress nounwind
define internal void @_ZNK5shape4emitEif(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, float noundef %2) unnamed_addr #7 align 2 {
  %4 = load ptr addrspace(1), ptr %0, align 8, !tbaa !11
  %5 = load ptr addrspace(1), ptr addrspace(1) %4, align 8
  %6 = tail call contract noundef addrspace(1) float %5(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %2) #13
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !13
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds float, ptr %8, i64 %9
  store float %6, ptr %10, align 4, !tbaa !19
  ret void
}

declare void @__cxa_pure_virtual() unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef float @_ZNK6circle4areaEf(ptr nonnull readnone align 8 captures(none) %0, float noundef %1) unnamed_addr #6 align 2 {
  %3 = fmul contract float %1, 0x400921FA00000000
  %4 = fmul contract float %1, %3
  ret float %4
}

; Function Attrs: convergent mustprogress nounwind
define internal void @_ZNK6circle4emitEif(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, float noundef %2) unnamed_addr #7 align 2 {
  %4 = load ptr addrspace(1), ptr %0, align 8, !tbaa !11
  %5 = load ptr addrspace(1), ptr addrspace(1) %4, align 8
  %6 = tail call contract noundef addrspace(1) float %5(ptr noundef nonnull align 8 dereferenceable(24) %0, float noundef %2) #13
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !13
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds float, ptr %8, i64 %9
  store float %6, ptr %10, align 4, !tbaa !19
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  %13 = getelementptr inbounds float, ptr %12, i64 %9
  store float %2, ptr %13, align 4, !tbaa !19
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind }

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
!12 = !{!"vtable pointer", !8, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS5shape", !15, i64 8}
!15 = !{!"p1 float", !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !15, i64 16}
!18 = !{!"_ZTS6circle", !14, i64 0, !15, i64 16}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !7, i64 0}
!21 = !{!16, !16, i64 0}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !23, !24}
