; ModuleID = 'bench/reach/src/18_raytrace.cu'
source_filename = "bench/reach/src/18_raytrace.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Sphere = type { %struct.Vec, float, %struct.Vec }
%struct.Vec = type { float, float, float }
%struct.Hit = type { float, i32, %struct.Vec }

@c_spheres = protected addrspace(4) externally_initialized constant [16 x %struct.Sphere] zeroinitializer, align 16
@__hip_cuid_ee47f0a722b40a67 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ee47f0a722b40a67 to ptr), ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef readonly captures(none) %0, i32 noundef %1, float %2, float %3, float %4, float %5, float %6, float %7, ptr noundef writeonly captures(none) initializes((0, 8)) %8) unnamed_addr #0 {
  store float 0x46293E5940000000, ptr %8, align 4, !tbaa !9
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 -1, ptr %10, align 4, !tbaa !13
  %11 = icmp sgt i32 %1, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %9
  %13 = insertelement <2 x float> poison, float %2, i64 0
  %14 = insertelement <2 x float> %13, float %3, i64 1
  br label %19

15:                                               ; preds = %63, %9
  %16 = phi float [ 0x46293E5940000000, %9 ], [ %65, %63 ]
  %17 = phi i32 [ -1, %9 ], [ %64, %63 ]
  %18 = icmp sgt i32 %17, -1
  br i1 %18, label %68, label %99

19:                                               ; preds = %12, %63
  %20 = phi i32 [ %64, %63 ], [ -1, %12 ]
  %21 = phi float [ %65, %63 ], [ 0x46293E5940000000, %12 ]
  %22 = phi i32 [ %66, %63 ], [ 0, %12 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %26 = load float, ptr %25, align 4, !tbaa !14
  %27 = fsub contract float %4, %26
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !15
  %30 = load <2 x float>, ptr %24, align 4, !tbaa !14
  %31 = fsub contract <2 x float> %14, %30
  %32 = insertelement <2 x float> %31, float %6, i64 1
  %33 = fmul contract <2 x float> %32, %31
  %34 = insertelement <2 x float> %31, float %5, i64 0
  %35 = fmul contract <2 x float> %34, %31
  %36 = shufflevector <2 x float> %35, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %37 = fadd contract <2 x float> %33, %36
  %38 = insertelement <2 x float> poison, float %27, i64 0
  %39 = insertelement <2 x float> %38, float %7, i64 1
  %40 = shufflevector <2 x float> %38, <2 x float> poison, <2 x i32> zeroinitializer
  %41 = fmul contract <2 x float> %39, %40
  %42 = fadd contract <2 x float> %37, %41
  %43 = insertelement <2 x float> %37, float %29, i64 0
  %44 = insertelement <2 x float> %41, float %29, i64 0
  %45 = fadd contract <2 x float> %43, %44
  %46 = fmul contract <2 x float> %43, %44
  %47 = shufflevector <2 x float> %46, <2 x float> %45, <2 x i32> <i32 0, i32 3>
  %48 = fmul contract <2 x float> %47, %42
  %49 = fsub contract <2 x float> %47, %42
  %50 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %51 = fadd contract <2 x float> %50, %49
  %52 = extractelement <2 x float> %51, i64 0
  %53 = fcmp contract ogt float %52, 0.000000e+00
  br i1 %53, label %54, label %63

54:                                               ; preds = %19
  %55 = extractelement <2 x float> %45, i64 1
  %56 = fneg contract float %55
  %57 = tail call contract noundef float @llvm.sqrt.f32(float %52)
  %58 = fsub contract float %56, %57
  %59 = fcmp contract ogt float %58, 0x3F50624DE0000000
  %60 = fcmp contract olt float %58, %21
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %62, label %63

62:                                               ; preds = %54
  store float %58, ptr %8, align 4, !tbaa !9
  store i32 %22, ptr %10, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %54, %62, %19
  %64 = phi i32 [ %20, %54 ], [ %20, %19 ], [ %22, %62 ]
  %65 = phi float [ %21, %54 ], [ %21, %19 ], [ %58, %62 ]
  %66 = add nuw nsw i32 %22, 1
  %67 = icmp eq i32 %66, %1
  br i1 %67, label %15, label %19, !llvm.loop !17

68:                                               ; preds = %15
  %69 = insertelement <2 x float> poison, float %5, i64 0
  %70 = insertelement <2 x float> %69, float %6, i64 1
  %71 = insertelement <2 x float> poison, float %16, i64 0
  %72 = shufflevector <2 x float> %71, <2 x float> poison, <2 x i32> zeroinitializer
  %73 = fmul contract <2 x float> %70, %72
  %74 = fmul contract float %7, %16
  %75 = fadd contract float %4, %74
  %76 = zext nneg i32 %17 to i64
  %77 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %79 = load float, ptr %78, align 4, !tbaa !14
  %80 = fsub contract float %75, %79
  %81 = fmul contract float %80, %80
  %82 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %83 = insertelement <2 x float> poison, float %2, i64 0
  %84 = insertelement <2 x float> %83, float %3, i64 1
  %85 = fadd contract <2 x float> %84, %73
  %86 = load <2 x float>, ptr %77, align 4, !tbaa !14
  %87 = fsub contract <2 x float> %85, %86
  %88 = fmul contract <2 x float> %87, %87
  %89 = shufflevector <2 x float> %88, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %90 = fadd contract <2 x float> %88, %89
  %91 = extractelement <2 x float> %90, i64 0
  %92 = fadd contract float %91, %81
  %93 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %92)
  %94 = insertelement <2 x float> poison, float %93, i64 0
  %95 = shufflevector <2 x float> %94, <2 x float> poison, <2 x i32> zeroinitializer
  %96 = fmul contract <2 x float> %87, %95
  %97 = fmul contract float %80, %93
  store <2 x float> %96, ptr %82, align 4, !tbaa !14
  %98 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %97, ptr %98, align 4, !tbaa !14
  br label %99

99:                                               ; preds = %68, %15
  ret i1 %18
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
  %9 = fmul contract float %2, %7
  %10 = load <2 x float>, ptr %8, align 4, !tbaa !14
  %11 = insertelement <2 x float> poison, float %3, i64 0
  %12 = insertelement <2 x float> %11, float %4, i64 1
  %13 = fmul contract <2 x float> %12, %10
  %14 = extractelement <2 x float> %13, i64 0
  %15 = fadd contract float %9, %14
  %16 = extractelement <2 x float> %13, i64 1
  %17 = fadd contract float %15, %16
  %18 = fcmp contract olt float %17, 0.000000e+00
  %19 = select contract i1 %18, float 0.000000e+00, float %17
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !13
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.Sphere, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %25 = load float, ptr %24, align 4, !tbaa !14
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 20
  %27 = load float, ptr %26, align 4, !tbaa !14
  %28 = getelementptr inbounds nuw i8, ptr %23, i64 24
  %29 = load float, ptr %28, align 4, !tbaa !14
  %30 = fmul contract float %25, %19
  %31 = fmul contract float %27, %19
  %32 = fmul contract float %29, %19
  %33 = insertvalue { float, float, float } poison, float %30, 0
  %34 = insertvalue { float, float, float } %33, float %31, 1
  %35 = insertvalue { float, float, float } %34, float %32, 2
  ret { float, float, float } %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @_Z12render_constPfiii3Vec(ptr addrspace(1) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Vec) align 4 captures(none) %4) local_unnamed_addr #3 {
  %6 = alloca %struct.Hit, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %6 to ptr
  %8 = load float, ptr addrspace(4) %4, align 4, !amdgpu.noclobber !19
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %10 = load float, ptr addrspace(4) %9, align 4, !amdgpu.noclobber !19
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %12 = load float, ptr addrspace(4) %11, align 4, !amdgpu.noclobber !19
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
  br i1 %42, label %43, label %50

43:                                               ; preds = %31
  %44 = call fastcc { float, float, float } @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), ptr noundef %7, float %8, float %10, float %12) #7
  %45 = extractvalue { float, float, float } %44, 0
  %46 = extractvalue { float, float, float } %44, 1
  %47 = extractvalue { float, float, float } %44, 2
  %48 = insertelement <2 x float> poison, float %45, i64 0
  %49 = insertelement <2 x float> %48, float %46, i64 1
  br label %50

50:                                               ; preds = %43, %31
  %51 = phi float [ %47, %43 ], [ 0.000000e+00, %31 ]
  %52 = phi <2 x float> [ %49, %43 ], [ zeroinitializer, %31 ]
  %53 = mul nsw i32 %27, %1
  %54 = add nsw i32 %53, %20
  %55 = mul nsw i32 %54, 3
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  store <2 x float> %52, ptr addrspace(1) %57, align 4, !tbaa !14
  %58 = getelementptr i8, ptr addrspace(1) %57, i64 8
  store float %51, ptr addrspace(1) %58, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #7
  br label %59

59:                                               ; preds = %5, %50
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z13render_globalPK6SpherePfiii3Vec(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr addrspace(4) noundef readonly byref(%struct.Vec) align 4 captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca [2 x %struct.Hit], align 16, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %7 to ptr
  %9 = ptrtoint ptr addrspace(1) %0 to i64
  %10 = inttoptr i64 %9 to ptr
  %11 = load float, ptr addrspace(4) %5, align 4, !amdgpu.noclobber !19
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %13 = load float, ptr addrspace(4) %12, align 4, !amdgpu.noclobber !19
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 8
  %15 = load float, ptr addrspace(4) %14, align 4, !amdgpu.noclobber !19
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
  br i1 %45, label %46, label %64

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
  %56 = fmul contract float %49, 5.000000e-01
  %57 = fmul contract float %48, 5.000000e-01
  %58 = fmul contract float %50, 5.000000e-01
  %59 = select i1 %55, float %58, float %50
  %60 = select i1 %55, float %56, float %49
  %61 = select i1 %55, float %57, float %48
  %62 = insertelement <2 x float> poison, float %61, i64 0
  %63 = insertelement <2 x float> %62, float %60, i64 1
  br label %64

64:                                               ; preds = %46, %34
  %65 = phi float [ %59, %46 ], [ 0.000000e+00, %34 ]
  %66 = phi <2 x float> [ %63, %46 ], [ zeroinitializer, %34 ]
  %67 = mul nsw i32 %30, %2
  %68 = add nsw i32 %67, %23
  %69 = mul nsw i32 %68, 3
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %70
  store <2 x float> %66, ptr addrspace(1) %71, align 4, !tbaa !14
  %72 = getelementptr i8, ptr addrspace(1) %71, i64 8
  store float %65, ptr addrspace(1) %72, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #7
  br label %73

73:                                               ; preds = %6, %64
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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !7, i64 0}
