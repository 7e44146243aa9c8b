; ModuleID = 'bench/reach/src/04_spmv.cu'
source_filename = "bench/reach/src/04_spmv.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Csr = type { ptr, ptr, ptr, i32 }
%struct.Ell = type { ptr, ptr, i32, i32 }

@__hip_cuid_8b0d109ad99ddf53 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8b0d109ad99ddf53 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds i32, ptr %4, i64 %5
  %7 = load <2 x i32>, ptr %6, align 4, !tbaa !5
  %8 = extractelement <2 x i32> %7, i64 0
  %9 = extractelement <2 x i32> %7, i64 1
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  br label %18

16:                                               ; preds = %18, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %30, %18 ]
  ret float %17

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %8, %11 ], [ %31, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %30, %18 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %13, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = getelementptr inbounds i32, ptr %15, i64 %21
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = fmul contract float %23, %28
  %30 = fadd contract float %20, %29
  %31 = add nsw i32 %19, 1
  %32 = icmp slt i32 %31, %9
  br i1 %32, label %18, label %16, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z11ell_row_dot3EllPKfi(ptr readonly captures(none) %0, ptr readonly captures(none) %1, i32 %2, i32 %3, ptr noundef readonly captures(none) %4, i32 noundef %5) unnamed_addr #1 {
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %27, %6
  %9 = phi float [ 0.000000e+00, %6 ], [ %28, %27 ]
  ret float %9

10:                                               ; preds = %6, %27
  %11 = phi float [ %28, %27 ], [ 0.000000e+00, %6 ]
  %12 = phi i32 [ %29, %27 ], [ 0, %6 ]
  %13 = mul nsw i32 %12, %2
  %14 = add nsw i32 %13, %5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, -1
  br i1 %18, label %19, label %27

19:                                               ; preds = %10
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw float, ptr %4, i64 %20
  %22 = getelementptr inbounds float, ptr %1, i64 %15
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = load float, ptr %21, align 4, !tbaa !16
  %25 = fmul contract float %23, %24
  %26 = fadd contract float %11, %25
  br label %27

27:                                               ; preds = %19, %10
  %28 = phi float [ %26, %19 ], [ %11, %10 ]
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %8, label %10, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z15spmv_csr_scalar3CsrPKfPf(ptr addrspace(4) noundef readonly byref(%struct.Csr) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca %struct.Csr, align 8, addrspace(5)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noundef align 8 dereferenceable(32) %4, ptr addrspace(4) noundef align 8 dereferenceable(32) %0, i64 32, i1 false)
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !21
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 24
  %14 = load i32, ptr addrspace(5) %13, align 8, !tbaa !23
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %23

16:                                               ; preds = %3
  %17 = sext i32 %12 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %17
  %19 = ptrtoint ptr addrspace(1) %1 to i64
  %20 = inttoptr i64 %19 to ptr
  %21 = addrspacecast ptr addrspace(5) %4 to ptr
  %22 = call contract fastcc noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef nonnull %21, ptr noundef %20, i32 noundef %12) #9
  store float %22, ptr addrspace(1) %18, align 4, !tbaa !16
  br label %23

23:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z15spmv_csr_vector3CsrPKfPf(ptr addrspace(4) noundef readonly byref(%struct.Csr) align 8 captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %5 = load ptr, ptr addrspace(4) %4, align 8, !amdgpu.noclobber !24
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %8 = load ptr, ptr addrspace(4) %7, align 8, !amdgpu.noclobber !24
  %9 = addrspacecast ptr %8 to ptr addrspace(1)
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %11 = load i32, ptr addrspace(4) %10, align 8, !amdgpu.noclobber !24
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %13 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !21
  %16 = zext i16 %15 to i32
  %17 = mul i32 %12, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = add i32 %17, %18
  %20 = lshr i32 %19, 5
  %21 = and i32 %18, 31
  %22 = icmp slt i32 %20, %11
  br i1 %22, label %23, label %94

23:                                               ; preds = %3
  %24 = load ptr, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !24
  %25 = addrspacecast ptr %24 to ptr addrspace(1)
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5, !amdgpu.noclobber !24
  %29 = add nsw i32 %28, %21
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %27, i64 4
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !5, !amdgpu.noclobber !24
  %32 = icmp slt i32 %29, %31
  br i1 %32, label %75, label %33

33:                                               ; preds = %75, %23
  %34 = phi float [ 0.000000e+00, %23 ], [ %87, %75 ]
  %35 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %36 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %35)
  %37 = and i32 %36, 31
  %38 = bitcast float %34 to i32
  %39 = shl i32 %36, 2
  %40 = or i32 %39, 64
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %38)
  %42 = bitcast i32 %41 to float
  %43 = fadd contract float %34, %42
  %44 = bitcast float %43 to i32
  %45 = icmp samesign ult i32 %37, 24
  %46 = select i1 %45, i32 8, i32 0
  %47 = add i32 %46, %36
  %48 = shl i32 %47, 2
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %44)
  %50 = bitcast i32 %49 to float
  %51 = fadd contract float %43, %50
  %52 = bitcast float %51 to i32
  %53 = icmp samesign ult i32 %37, 28
  %54 = select i1 %53, i32 4, i32 0
  %55 = add i32 %54, %36
  %56 = shl i32 %55, 2
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %52)
  %58 = bitcast i32 %57 to float
  %59 = fadd contract float %51, %58
  %60 = bitcast float %59 to i32
  %61 = icmp samesign ult i32 %37, 30
  %62 = select i1 %61, i32 2, i32 0
  %63 = add i32 %62, %36
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %60)
  %66 = bitcast i32 %65 to float
  %67 = fadd contract float %59, %66
  %68 = bitcast float %67 to i32
  %69 = icmp ne i32 %37, 31
  %70 = zext i1 %69 to i32
  %71 = add i32 %36, %70
  %72 = shl i32 %71, 2
  %73 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %72, i32 %68)
  %74 = icmp eq i32 %21, 0
  br i1 %74, label %90, label %94

75:                                               ; preds = %23, %75
  %76 = phi i32 [ %88, %75 ], [ %29, %23 ]
  %77 = phi float [ %87, %75 ], [ 0.000000e+00, %23 ]
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !16, !amdgpu.noclobber !24
  %81 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %78
  %82 = load i32, ptr addrspace(1) %81, align 4, !tbaa !5, !amdgpu.noclobber !24
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !16
  %86 = fmul contract float %80, %85
  %87 = fadd contract float %77, %86
  %88 = add nsw i32 %76, 32
  %89 = icmp slt i32 %88, %31
  br i1 %89, label %75, label %33, !llvm.loop !25

90:                                               ; preds = %33
  %91 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %26
  %92 = bitcast i32 %73 to float
  %93 = fadd contract float %67, %92
  store float %93, ptr addrspace(1) %91, align 4, !tbaa !16
  br label %94

94:                                               ; preds = %33, %90, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z8spmv_ell3EllPKfPff(ptr addrspace(4) noundef readonly byref(%struct.Ell) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef captures(none) %2, float noundef %3) local_unnamed_addr #4 {
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %6 = load i32, ptr addrspace(4) %5, align 8, !amdgpu.noclobber !24
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !21
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %30

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 20
  %18 = load i32, ptr addrspace(4) %17, align 4, !amdgpu.noclobber !24
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %20 = load ptr, ptr addrspace(4) %19, align 8, !amdgpu.noclobber !24
  %21 = load ptr, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !24
  %22 = ptrtoint ptr addrspace(1) %1 to i64
  %23 = inttoptr i64 %22 to ptr
  %24 = tail call contract fastcc noundef float @_Z11ell_row_dot3EllPKfi(ptr %21, ptr %20, i32 %6, i32 %18, ptr noundef %23, i32 noundef %14) #9
  %25 = fmul contract float %3, %24
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = fadd contract float %25, %28
  store float %29, ptr addrspace(1) %27, align 4, !tbaa !16
  br label %30

30:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS3Csr", !11, i64 0, !11, i64 8, !13, i64 16, !6, i64 24}
!11 = !{!"p1 int", !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!"p1 float", !12, i64 0}
!14 = !{!10, !13, i64 16}
!15 = !{!10, !11, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !7, i64 0}
!23 = !{!10, !6, i64 24}
!24 = !{}
!25 = distinct !{!25, !19}
