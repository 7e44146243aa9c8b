; ModuleID = 'bench/reach/src/18_raytrace.cu'
source_filename = "bench/reach/src/18_raytrace.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Sphere = type { %struct.Vec, float, %struct.Vec }
%struct.Vec = type { float, float, float }
%struct.Hit = type { float, i32, %struct.Vec }

@c_spheres = protected addrspace(4) externally_initialized constant [16 x %struct.Sphere] zeroinitializer, align 16
@__hip_cuid_259682779d386044 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_259682779d386044 to ptr), ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef readonly captures(none) %0, i32 noundef %1, float %2, float %3, float %4, float %5, float %6, float %7, ptr noundef captures(none) initializes((0, 8)) %8) unnamed_addr #0 {
  store float 0x46293E5940000000, ptr %8, align 4, !tbaa !9
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 -1, ptr %10, align 4, !tbaa !13
  %11 = icmp sgt i32 %1, 0
  br i1 %11, label %15, label %12

12:                                               ; preds = %53, %9
  %13 = load i32, ptr %10, align 4, !tbaa !13
  %14 = icmp sgt i32 %13, -1
  br i1 %14, label %56, label %86

15:                                               ; preds = %9, %53
  %16 = phi i32 [ %54, %53 ], [ 0, %9 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !14
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = fsub contract float %2, %19
  %25 = fsub contract float %3, %21
  %26 = fsub contract float %4, %23
  %27 = fmul contract float %5, %24
  %28 = fmul contract float %6, %25
  %29 = fadd contract float %27, %28
  %30 = fmul contract float %7, %26
  %31 = fadd contract float %29, %30
  %32 = fmul contract float %24, %24
  %33 = fmul contract float %25, %25
  %34 = fadd contract float %32, %33
  %35 = fmul contract float %26, %26
  %36 = fadd contract float %34, %35
  %37 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %38 = load float, ptr %37, align 4, !tbaa !15
  %39 = fmul contract float %38, %38
  %40 = fmul contract float %31, %31
  %41 = fsub contract float %39, %36
  %42 = fadd contract float %40, %41
  %43 = fcmp contract ogt float %42, 0.000000e+00
  br i1 %43, label %44, label %53

44:                                               ; preds = %15
  %45 = fneg contract float %31
  %46 = tail call contract noundef float @llvm.sqrt.f32(float %42)
  %47 = fsub contract float %45, %46
  %48 = fcmp contract ogt float %47, 0x3F50624DE0000000
  br i1 %48, label %49, label %53

49:                                               ; preds = %44
  %50 = load float, ptr %8, align 4, !tbaa !9
  %51 = fcmp contract olt float %47, %50
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store float %47, ptr %8, align 4, !tbaa !9
  store i32 %16, ptr %10, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %44, %49, %52, %15
  %54 = add nuw nsw i32 %16, 1
  %55 = icmp eq i32 %54, %1
  br i1 %55, label %12, label %15, !llvm.loop !17

56:                                               ; preds = %12
  %57 = load float, ptr %8, align 4, !tbaa !9
  %58 = fmul contract float %5, %57
  %59 = fadd contract float %2, %58
  %60 = fmul contract float %6, %57
  %61 = fadd contract float %3, %60
  %62 = fmul contract float %7, %57
  %63 = fadd contract float %4, %62
  %64 = zext nneg i32 %13 to i64
  %65 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !14
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !14
  %69 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %70 = load float, ptr %69, align 4, !tbaa !14
  %71 = fsub contract float %59, %66
  %72 = fsub contract float %61, %68
  %73 = fsub contract float %63, %70
  %74 = fmul contract float %71, %71
  %75 = fmul contract float %72, %72
  %76 = fadd contract float %74, %75
  %77 = fmul contract float %73, %73
  %78 = fadd contract float %76, %77
  %79 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %78)
  %80 = fmul contract float %71, %79
  %81 = fmul contract float %72, %79
  %82 = fmul contract float %73, %79
  %83 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float %80, ptr %83, align 4, !tbaa !14
  %84 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float %81, ptr %84, align 4, !tbaa !14
  %85 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %82, ptr %85, align 4, !tbaa !14
  br label %86

86:                                               ; preds = %56, %12
  ret i1 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float, float } @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, float %2, float %3, float %4) unnamed_addr #2 {
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %11 = load float, ptr %10, align 4, !tbaa !14
  %12 = fmul contract float %2, %7
  %13 = fmul contract float %3, %9
  %14 = fadd contract float %12, %13
  %15 = fmul contract float %4, %11
  %16 = fadd contract float %14, %15
  %17 = fcmp contract olt float %16, 0.000000e+00
  %18 = select contract i1 %17, float 0.000000e+00, float %16
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !13
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Sphere, ptr %0, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %24 = load float, ptr %23, align 4, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 20
  %26 = load float, ptr %25, align 4, !tbaa !14
  %27 = getelementptr inbounds nuw i8, ptr %22, i64 24
  %28 = load float, ptr %27, align 4, !tbaa !14
  %29 = fmul contract float %24, %18
  %30 = fmul contract float %26, %18
  %31 = fmul contract float %28, %18
  %32 = insertvalue { float, float, float } poison, float %29, 0
  %33 = insertvalue { float, float, float } %32, float %30, 1
  %34 = insertvalue { float, float, float } %33, float %31, 2
  ret { float, float, float } %34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @_Z12render_constPfiii3Vec(ptr addrspace(1) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Vec) align 4 captures(none) %4) local_unnamed_addr #3 {
  %6 = alloca %struct.Hit, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %6 to ptr
  %8 = load float, ptr addrspace(4) %4, align 4
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %10 = load float, ptr addrspace(4) %9, align 4
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %12 = load float, ptr addrspace(4) %11, align 4
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %14 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 4
  %16 = load i16, ptr addrspace(4) %15, align 4, !tbaa !20
  %17 = zext i16 %16 to i32
  %18 = mul i32 %13, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %20 = add i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %22 = getelementptr inbounds nuw i8, ptr addrspace(4) %14, i64 6
  %23 = load i16, ptr addrspace(4) %22, align 2, !tbaa !20
  %24 = zext i16 %23 to i32
  %25 = mul i32 %21, %24
  %26 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %27 = add i32 %25, %26
  %28 = icmp slt i32 %20, %1
  %29 = icmp slt i32 %27, %2
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %59

31:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #7
  %32 = sitofp i32 %20 to float
  %33 = sitofp i32 %1 to float
  %34 = fmul contract float %33, 5.000000e-01
  %35 = fsub contract float %32, %34
  %36 = fdiv contract float %35, %33
  %37 = sitofp i32 %27 to float
  %38 = sitofp i32 %2 to float
  %39 = fmul contract float %38, 5.000000e-01
  %40 = fsub contract float %37, %39
  %41 = fdiv contract float %40, %38
  %42 = call fastcc noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), i32 noundef %3, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float %36, float %41, float 1.000000e+00, ptr noundef %7) #7
  br i1 %42, label %43, label %48

43:                                               ; preds = %31
  %44 = call fastcc { float, float, float } @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), ptr noundef %7, float %8, float %10, float %12) #7
  %45 = extractvalue { float, float, float } %44, 0
  %46 = extractvalue { float, float, float } %44, 1
  %47 = extractvalue { float, float, float } %44, 2
  br label %48

48:                                               ; preds = %43, %31
  %49 = phi float [ %47, %43 ], [ 0.000000e+00, %31 ]
  %50 = phi float [ %46, %43 ], [ 0.000000e+00, %31 ]
  %51 = phi float [ %45, %43 ], [ 0.000000e+00, %31 ]
  %52 = mul nsw i32 %27, %1
  %53 = add nsw i32 %52, %20
  %54 = mul nsw i32 %53, 3
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  store float %51, ptr addrspace(1) %56, align 4, !tbaa !14
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 4
  store float %50, ptr addrspace(1) %57, align 4, !tbaa !14
  %58 = getelementptr i8, ptr addrspace(1) %56, i64 8
  store float %49, ptr addrspace(1) %58, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #7
  br label %59

59:                                               ; preds = %5, %48
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z13render_globalPK6SpherePfiii3Vec(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr addrspace(4) noundef readonly byref(%struct.Vec) align 4 captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca [2 x %struct.Hit], align 16, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %7 to ptr
  %9 = ptrtoint ptr addrspace(1) %0 to i64
  %10 = inttoptr i64 %9 to ptr
  %11 = load float, ptr addrspace(4) %5, align 4
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %13 = load float, ptr addrspace(4) %12, align 4
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 8
  %15 = load float, ptr addrspace(4) %14, align 4
  %16 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %17 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %17, i64 4
  %19 = load i16, ptr addrspace(4) %18, align 4, !tbaa !20
  %20 = zext i16 %19 to i32
  %21 = mul i32 %16, %20
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %23 = add i32 %21, %22
  %24 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %25 = getelementptr inbounds nuw i8, ptr addrspace(4) %17, i64 6
  %26 = load i16, ptr addrspace(4) %25, align 2, !tbaa !20
  %27 = zext i16 %26 to i32
  %28 = mul i32 %24, %27
  %29 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %30 = add i32 %28, %29
  %31 = icmp slt i32 %23, %2
  %32 = icmp slt i32 %30, %3
  %33 = and i1 %31, %32
  br i1 %33, label %34, label %73

34:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #7
  %35 = sitofp i32 %23 to float
  %36 = sitofp i32 %2 to float
  %37 = fmul contract float %36, 5.000000e-01
  %38 = fsub contract float %35, %37
  %39 = fdiv contract float %38, %36
  %40 = sitofp i32 %30 to float
  %41 = sitofp i32 %3 to float
  %42 = fmul contract float %41, 5.000000e-01
  %43 = fsub contract float %40, %42
  %44 = fdiv contract float %43, %41
  %45 = call fastcc noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %10, i32 noundef %4, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float %39, float %44, float 1.000000e+00, ptr noundef %8) #7
  br i1 %45, label %46, label %62

46:                                               ; preds = %34
  %47 = call fastcc { float, float, float } @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef %10, ptr noundef %8, float %11, float %13, float %15) #7
  %48 = extractvalue { float, float, float } %47, 0
  %49 = extractvalue { float, float, float } %47, 1
  %50 = extractvalue { float, float, float } %47, 2
  %51 = load float, ptr addrspace(5) %7, align 16, !tbaa !9
  %52 = fmul contract float %39, %51
  %53 = fmul contract float %44, %51
  %54 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %55 = call fastcc noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %10, i32 noundef %4, float %52, float %53, float %51, float %11, float %13, float %15, ptr noundef nonnull %54) #7
  %56 = fmul contract float %48, 5.000000e-01
  %57 = fmul contract float %49, 5.000000e-01
  %58 = fmul contract float %50, 5.000000e-01
  %59 = select i1 %55, float %58, float %50
  %60 = select i1 %55, float %57, float %49
  %61 = select i1 %55, float %56, float %48
  br label %62

62:                                               ; preds = %46, %34
  %63 = phi float [ %59, %46 ], [ 0.000000e+00, %34 ]
  %64 = phi float [ %60, %46 ], [ 0.000000e+00, %34 ]
  %65 = phi float [ %61, %46 ], [ 0.000000e+00, %34 ]
  %66 = mul nsw i32 %30, %2
  %67 = add nsw i32 %66, %23
  %68 = mul nsw i32 %67, 3
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %69
  store float %65, ptr addrspace(1) %70, align 4, !tbaa !14
  %71 = getelementptr i8, ptr addrspace(1) %70, i64 4
  store float %64, ptr addrspace(1) %71, align 4, !tbaa !14
  %72 = getelementptr i8, ptr addrspace(1) %70, i64 8
  store float %63, ptr addrspace(1) %72, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #7
  br label %73

73:                                               ; preds = %6, %62
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!10 = !{!"_ZTS3Hit", !11, i64 0, !6, i64 4, !12, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!"_ZTS3Vec", !11, i64 0, !11, i64 4, !11, i64 8}
!13 = !{!10, !6, i64 4}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !11, i64 12}
!16 = !{!"_ZTS6Sphere", !12, i64 0, !11, i64 12, !12, i64 16}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !7, i64 0}
