; ModuleID = 'src/06_schedules.c'
source_filename = "src/06_schedules.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment to ptr) }
@__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_guided_l35_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment to ptr) }
@__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment to ptr) }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared.2 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_dyn_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [5 x ptr], align 8, addrspace(5)
  %10 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment to ptr), ptr %0) #11
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %50
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #11
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9)
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = trunc i64 %1 to i32
  %18 = add nsw i32 %17, -1
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %50

20:                                               ; preds = %13
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12, !noalias !14
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !14
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12, !noalias !14
  store i32 %18, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !14
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #12, !noalias !14
  store i32 1, ptr addrspace(5) %7, align 4, !tbaa !10, !noalias !14
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #12, !noalias !14
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !10, !noalias !14
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14, i32 91, ptr %21, ptr %24, ptr %23, ptr %22, i32 1, i32 256) #11, !noalias !14
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !14
  %26 = call i32 @llvm.smin.i32(i32 %25, i32 %18)
  store i32 %26, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !14
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !14
  %28 = icmp slt i32 %27, %17
  br i1 %28, label %29, label %49

29:                                               ; preds = %20
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 8
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 16
  %32 = inttoptr i64 %15 to ptr
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 24
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 32
  br label %35

35:                                               ; preds = %29, %35
  %36 = phi i32 [ %27, %29 ], [ %44, %35 ]
  %37 = phi i32 [ %26, %29 ], [ %47, %35 ]
  %38 = zext i32 %36 to i64
  %39 = zext i32 %37 to i64
  %40 = inttoptr i64 %38 to ptr
  store ptr %40, ptr addrspace(5) %9, align 8, !tbaa !17, !noalias !14
  %41 = inttoptr i64 %39 to ptr
  store ptr %41, ptr addrspace(5) %30, align 8, !tbaa !17, !noalias !14
  store ptr %32, ptr addrspace(5) %31, align 8, !tbaa !17, !noalias !14
  store ptr %2, ptr addrspace(5) %33, align 8, !tbaa !17, !noalias !14
  store ptr %3, ptr addrspace(5) %34, align 8, !tbaa !17, !noalias !14
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined, ptr null, ptr %16, i64 5, i32 0) #11, !noalias !14
  %42 = load i32, ptr addrspace(5) %7, align 4, !tbaa !10, !noalias !14
  %43 = load i32, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !14
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !14
  %45 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !14
  %46 = add nsw i32 %45, %42
  %47 = call i32 @llvm.smin.i32(i32 %46, i32 %18)
  store i32 %47, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !14
  %48 = icmp slt i32 %44, %17
  br i1 %48, label %35, label %49

49:                                               ; preds = %35, %20
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #11, !noalias !14
  br label %50

50:                                               ; preds = %13, %49
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9)
  call void @__kmpc_target_deinit() #11
  br label %12
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef captures(none) %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = trunc i64 %4 to i32
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %66

18:                                               ; preds = %7
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #11
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !10
  store i32 %20, ptr addrspace(5) %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #11
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #11
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !10
  %21 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %21, i32 1073741859, i32 %19, i32 %20, i32 1, i32 2) #11
  %22 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %21, ptr %15, ptr %12, ptr %13, ptr %14) #11
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %65, label %27

24:                                               ; preds = %54, %50, %27
  %25 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %21, ptr %15, ptr %12, ptr %13, ptr %14) #11
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %65, label %27

27:                                               ; preds = %18, %24
  %28 = load i32, ptr addrspace(5) %8, align 4, !tbaa !10
  %29 = load i32, ptr addrspace(5) %9, align 4, !tbaa !10, !llvm.access.group !20
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %24, label %31

31:                                               ; preds = %27
  %32 = add i32 %29, 1
  %33 = sub i32 %32, %28
  %34 = icmp ult i32 %33, 2
  br i1 %34, label %52, label %35

35:                                               ; preds = %31
  %36 = and i32 %33, -2
  %37 = add i32 %28, %36
  br label %38

38:                                               ; preds = %38, %35
  %39 = phi i32 [ 0, %35 ], [ %48, %38 ]
  %40 = add i32 %28, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %5, i64 %41
  %43 = load <2 x float>, ptr %42, align 4, !tbaa !21, !llvm.access.group !20
  %44 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %43, <2 x float> splat (float 5.000000e-01), <2 x float> splat (float 1.000000e+00))
  store <2 x float> %44, ptr %42, align 4, !tbaa !21, !llvm.access.group !20
  %45 = getelementptr inbounds i32, ptr %6, i64 %41
  %46 = load <2 x i32>, ptr %45, align 4, !tbaa !10, !llvm.access.group !20
  %47 = add nsw <2 x i32> %46, splat (i32 1)
  store <2 x i32> %47, ptr %45, align 4, !tbaa !10, !llvm.access.group !20
  %48 = add nuw i32 %39, 2
  %49 = icmp eq i32 %48, %36
  br i1 %49, label %50, label %38, !llvm.loop !23

50:                                               ; preds = %38
  %51 = icmp eq i32 %33, %36
  br i1 %51, label %24, label %52

52:                                               ; preds = %31, %50
  %53 = phi i32 [ %28, %31 ], [ %37, %50 ]
  br label %54

54:                                               ; preds = %52, %54
  %55 = phi i32 [ %63, %54 ], [ %53, %52 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %5, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !21, !llvm.access.group !20
  %59 = call float @llvm.fmuladd.f32(float %58, float 5.000000e-01, float 1.000000e+00) #13
  store float %59, ptr %57, align 4, !tbaa !21, !llvm.access.group !20
  %60 = getelementptr inbounds i32, ptr %6, i64 %56
  %61 = load i32, ptr %60, align 4, !tbaa !10, !llvm.access.group !20
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !10, !llvm.access.group !20
  %63 = add nsw i32 %55, 1
  %64 = icmp slt i32 %55, %29
  br i1 %64, label %54, label %24, !llvm.loop !26

65:                                               ; preds = %24, %18
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %21) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11
  br label %66

66:                                               ; preds = %65, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_dispatch_deinit(ptr, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_dyn_captured_l29(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca [4 x ptr], align 8, addrspace(5)
  %9 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment to ptr), ptr %0) #11
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %3, %48
  ret void

12:                                               ; preds = %3
  %13 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #11
  %14 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8)
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = trunc i64 %1 to i32
  %17 = add nsw i32 %16, -1
  %18 = icmp sgt i32 %16, 0
  br i1 %18, label %19, label %48

19:                                               ; preds = %12
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %5 to ptr
  %23 = addrspacecast ptr addrspace(5) %4 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12, !noalias !28
  store i32 0, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !28
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12, !noalias !28
  store i32 %17, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !28
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12, !noalias !28
  store i32 1, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !28
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #12, !noalias !28
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !10, !noalias !28
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %13, i32 91, ptr %20, ptr %23, ptr %22, ptr %21, i32 1, i32 256) #11, !noalias !28
  %24 = load i32, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !28
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %17)
  store i32 %25, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !28
  %26 = load i32, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !28
  %27 = icmp slt i32 %26, %16
  br i1 %27, label %28, label %47

28:                                               ; preds = %19
  %29 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 8
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 16
  %31 = inttoptr i64 %14 to ptr
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 24
  br label %33

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %26, %28 ], [ %42, %33 ]
  %35 = phi i32 [ %25, %28 ], [ %45, %33 ]
  %36 = zext i32 %34 to i64
  %37 = zext i32 %35 to i64
  %38 = inttoptr i64 %36 to ptr
  store ptr %38, ptr addrspace(5) %8, align 8, !tbaa !17, !noalias !28
  %39 = inttoptr i64 %37 to ptr
  store ptr %39, ptr addrspace(5) %29, align 8, !tbaa !17, !noalias !28
  store ptr %31, ptr addrspace(5) %30, align 8, !tbaa !17, !noalias !28
  store ptr %2, ptr addrspace(5) %32, align 8, !tbaa !17, !noalias !28
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %13, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined, ptr null, ptr %15, i64 4, i32 0) #11, !noalias !28
  %40 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !28
  %41 = load i32, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !28
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !28
  %43 = load i32, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !28
  %44 = add nsw i32 %43, %40
  %45 = call i32 @llvm.smin.i32(i32 %44, i32 %17)
  store i32 %45, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !28
  %46 = icmp slt i32 %42, %16
  br i1 %46, label %33, label %47

47:                                               ; preds = %33, %19
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %13) #11, !noalias !28
  br label %48

48:                                               ; preds = %12, %47
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11, !noalias !28
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11, !noalias !28
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11, !noalias !28
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #11, !noalias !28
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8)
  call void @__kmpc_target_deinit() #11
  br label %11
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %5) #4 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = trunc i64 %4 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %47

17:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #11
  %18 = trunc i64 %2 to i32
  %19 = trunc i64 %3 to i32
  store i32 %18, ptr addrspace(5) %7, align 4, !tbaa !10
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #11
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #11
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !10
  %20 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20, i32 1073741859, i32 %18, i32 %19, i32 1, i32 2) #11
  %21 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20, ptr %14, ptr %11, ptr %12, ptr %13) #11
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %46, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %28

25:                                               ; preds = %32, %28
  %26 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20, ptr %14, ptr %11, ptr %12, ptr %13) #11
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %46, label %28

28:                                               ; preds = %23, %25
  %29 = load i32, ptr addrspace(5) %7, align 4, !tbaa !10
  %30 = load i32, ptr addrspace(5) %8, align 4, !tbaa !10, !llvm.access.group !31
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %25, label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %43, %32 ], [ %29, %28 ]
  %34 = load ptr, ptr %5, align 8, !llvm.access.group !31
  %35 = load ptr, ptr %24, align 8, !llvm.access.group !31
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !21, !llvm.access.group !31
  %39 = call float @llvm.fmuladd.f32(float %38, float 5.000000e-01, float 1.000000e+00) #13
  store float %39, ptr %37, align 4, !tbaa !21, !llvm.access.group !31
  %40 = getelementptr inbounds i32, ptr %35, i64 %36
  %41 = load i32, ptr %40, align 4, !tbaa !10, !llvm.access.group !31
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 4, !tbaa !10, !llvm.access.group !31
  %43 = add nsw i32 %33, 1
  %44 = load i32, ptr addrspace(5) %8, align 4, !tbaa !10, !llvm.access.group !31
  %45 = icmp slt i32 %33, %44
  br i1 %45, label %32, label %25, !llvm.loop !32

46:                                               ; preds = %25, %17
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11
  br label %47

47:                                               ; preds = %46, %6
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_guided_l35(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [5 x ptr], align 8, addrspace(5)
  %10 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_guided_l35_kernel_environment to ptr), ptr %0) #11
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %46
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9)
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = add nsw i64 %1, -1
  %17 = icmp sgt i64 %1, 0
  br i1 %17, label %18, label %46

18:                                               ; preds = %13
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12, !noalias !34
  store i64 0, ptr addrspace(5) %5, align 8, !tbaa !37, !noalias !34
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12, !noalias !34
  store i64 %16, ptr addrspace(5) %6, align 8, !tbaa !37, !noalias !34
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #12, !noalias !34
  store i64 1, ptr addrspace(5) %7, align 8, !tbaa !37, !noalias !34
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #12, !noalias !34
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !10, !noalias !34
  call void @__kmpc_distribute_static_init_8(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14, i32 91, ptr %19, ptr %22, ptr %21, ptr %20, i64 1, i64 256) #11, !noalias !34
  %23 = load i64, ptr addrspace(5) %6, align 8, !tbaa !37, !noalias !34
  %24 = call i64 @llvm.smin.i64(i64 %23, i64 %16)
  store i64 %24, ptr addrspace(5) %6, align 8, !tbaa !37, !noalias !34
  %25 = load i64, ptr addrspace(5) %5, align 8, !tbaa !37, !noalias !34
  %26 = icmp slt i64 %25, %1
  br i1 %26, label %27, label %45

27:                                               ; preds = %18
  %28 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 8
  %29 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 16
  %30 = inttoptr i64 %1 to ptr
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 24
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 32
  br label %33

33:                                               ; preds = %27, %33
  %34 = phi i64 [ %25, %27 ], [ %40, %33 ]
  %35 = phi i64 [ %24, %27 ], [ %43, %33 ]
  %36 = inttoptr i64 %34 to ptr
  store ptr %36, ptr addrspace(5) %9, align 8, !tbaa !17, !noalias !34
  %37 = inttoptr i64 %35 to ptr
  store ptr %37, ptr addrspace(5) %28, align 8, !tbaa !17, !noalias !34
  store ptr %30, ptr addrspace(5) %29, align 8, !tbaa !17, !noalias !34
  store ptr %2, ptr addrspace(5) %31, align 8, !tbaa !17, !noalias !34
  store ptr %3, ptr addrspace(5) %32, align 8, !tbaa !17, !noalias !34
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined, ptr null, ptr %15, i64 5, i32 0) #11, !noalias !34
  %38 = load i64, ptr addrspace(5) %7, align 8, !tbaa !37, !noalias !34
  %39 = load i64, ptr addrspace(5) %5, align 8, !tbaa !37, !noalias !34
  %40 = add nsw i64 %39, %38
  store i64 %40, ptr addrspace(5) %5, align 8, !tbaa !37, !noalias !34
  %41 = load i64, ptr addrspace(5) %6, align 8, !tbaa !37, !noalias !34
  %42 = add nsw i64 %41, %38
  %43 = call i64 @llvm.smin.i64(i64 %42, i64 %16)
  store i64 %43, ptr addrspace(5) %6, align 8, !tbaa !37, !noalias !34
  %44 = icmp slt i64 %40, %1
  br i1 %44, label %33, label %45

45:                                               ; preds = %33, %18
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #11, !noalias !34
  br label %46

46:                                               ; preds = %13, %45
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11, !noalias !34
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11, !noalias !34
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11, !noalias !34
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11, !noalias !34
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9)
  call void @__kmpc_target_deinit() #11
  br label %12
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6) #4 {
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = icmp sgt i64 %4, 0
  br i1 %16, label %17, label %42

17:                                               ; preds = %7
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #11
  store i64 %2, ptr addrspace(5) %8, align 8, !tbaa !37
  store i64 %3, ptr addrspace(5) %9, align 8, !tbaa !37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #11
  store i64 1, ptr addrspace(5) %10, align 8, !tbaa !37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #11
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !10
  %18 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_8(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, i32 1073741860, i64 %2, i64 %3, i64 1, i64 4) #11
  %19 = call i32 @__kmpc_dispatch_next_8(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, ptr %15, ptr %12, ptr %13, ptr %14) #11
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %41, label %24

21:                                               ; preds = %28, %24
  %22 = call i32 @__kmpc_dispatch_next_8(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, ptr %15, ptr %12, ptr %13, ptr %14) #11
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %17, %21
  %25 = load i64, ptr addrspace(5) %8, align 8, !tbaa !37
  %26 = load i64, ptr addrspace(5) %9, align 8, !tbaa !37, !llvm.access.group !39
  %27 = icmp sgt i64 %25, %26
  br i1 %27, label %21, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %32, %28 ], [ %25, %24 ]
  %30 = getelementptr inbounds i64, ptr %6, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !37, !llvm.access.group !39
  %32 = add nsw i64 %29, 1
  %33 = srem i64 %32, %4
  %34 = getelementptr inbounds i64, ptr %6, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !37, !llvm.access.group !39
  %36 = mul nsw i64 %35, %31
  %37 = getelementptr inbounds i64, ptr %5, i64 %29
  %38 = load i64, ptr %37, align 8, !tbaa !37, !llvm.access.group !39
  %39 = add nsw i64 %38, %36
  store i64 %39, ptr %37, align 8, !tbaa !37, !llvm.access.group !39
  %40 = icmp slt i64 %29, %26
  br i1 %40, label %28, label %21, !llvm.loop !40

41:                                               ; preds = %21, %17
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11
  br label %42

42:                                               ; preds = %41, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_runtime_rows_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #6 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [3 x ptr], align 8, addrspace(5)
  %10 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment to ptr), ptr %0) #11
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %54
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = trunc i64 %1 to i32
  %21 = add nsw i32 %20, -1
  %22 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !42
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %13
  %25 = trunc i64 %3 to i32
  store i32 %25, ptr addrspace(3) @_shared.2, align 16, !tbaa !10, !noalias !42
  store i32 0, ptr addrspace(3) @_shared, align 16, !tbaa !10, !noalias !42
  br label %26

26:                                               ; preds = %24, %13
  tail call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %22), !noalias !42
  %27 = icmp sgt i32 %20, 0
  br i1 %27, label %28, label %54

28:                                               ; preds = %26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #11, !noalias !42
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !42
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #11, !noalias !42
  store i32 %21, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !42
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #11, !noalias !42
  store i32 1, ptr addrspace(5) %7, align 4, !tbaa !10, !noalias !42
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #11, !noalias !42
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !10, !noalias !42
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14, i32 92, ptr %18, ptr %15, ptr %16, ptr %17, i32 1, i32 1) #11, !noalias !42
  %29 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !42
  %30 = call i32 @llvm.smin.i32(i32 %29, i32 %21)
  store i32 %30, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !42
  %31 = load i32, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !42
  %32 = icmp sgt i32 %31, %30
  br i1 %32, label %53, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 8
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 16
  br label %36

36:                                               ; preds = %33, %49
  %37 = phi i32 [ %31, %33 ], [ %50, %49 ]
  %38 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !42
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %36
  store i32 %37, ptr addrspace(3) @_shared, align 16, !tbaa !10, !noalias !42
  br label %41

41:                                               ; preds = %40, %36
  call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %38), !noalias !42
  %42 = load i32, ptr addrspace(3) @_shared.2, align 16, !tbaa !10, !noalias !42
  %43 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !42
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %41
  %46 = mul nsw i32 %42, %37
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  store ptr %48, ptr addrspace(3) @_shared.1, align 16, !tbaa !45, !noalias !42
  br label %49

49:                                               ; preds = %45, %41
  call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %43), !noalias !42
  store ptr addrspacecast (ptr addrspace(3) @_shared.2 to ptr), ptr addrspace(5) %9, align 8, !tbaa !17, !noalias !42
  store ptr addrspacecast (ptr addrspace(3) @_shared.1 to ptr), ptr addrspace(5) %34, align 8, !tbaa !17, !noalias !42
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %35, align 8, !tbaa !17, !noalias !42
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper, ptr %19, i64 3, i32 0) #11, !noalias !42
  %50 = add nsw i32 %37, 1
  %51 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !42
  %52 = icmp slt i32 %37, %51
  br i1 %52, label %36, label %53

53:                                               ; preds = %49, %28
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #11, !noalias !42
  br label %54

54:                                               ; preds = %26, %53
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11, !noalias !42
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11, !noalias !42
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11, !noalias !42
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11, !noalias !42
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9)
  call void @__kmpc_target_deinit() #11
  br label %12
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %4) #4 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = load i32, ptr %2, align 4, !tbaa !10
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %42

16:                                               ; preds = %5
  %17 = add nsw i32 %14, -1
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #12
  store i32 %17, ptr addrspace(5) %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #12
  store i32 1, ptr addrspace(5) %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #12
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !10
  %18 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, i32 1073741861, i32 0, i32 %17, i32 1, i32 1) #11
  %19 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, ptr %13, ptr %10, ptr %11, ptr %12) #11
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %41, label %24

21:                                               ; preds = %30, %24
  %22 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, ptr %13, ptr %10, ptr %11, ptr %12) #11
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %16, %21
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !10
  %26 = load i32, ptr addrspace(5) %7, align 4, !tbaa !10, !llvm.access.group !47
  %27 = icmp sgt i32 %25, %26
  br i1 %27, label %21, label %28

28:                                               ; preds = %24
  %29 = load ptr, ptr %3, align 8, !tbaa !45, !llvm.access.group !47
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i32 [ %25, %28 ], [ %38, %30 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %29, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10, !llvm.access.group !47
  %35 = mul nsw i32 %34, 3
  %36 = load i32, ptr %4, align 4, !tbaa !10, !llvm.access.group !47
  %37 = add nsw i32 %35, %36
  store i32 %37, ptr %33, align 4, !tbaa !10, !llvm.access.group !47
  %38 = add nsw i32 %31, 1
  %39 = load i32, ptr addrspace(5) %7, align 4, !tbaa !10, !llvm.access.group !47
  %40 = icmp slt i32 %31, %39
  br i1 %40, label %30, label %21, !llvm.loop !48

41:                                               ; preds = %21, %16
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11
  br label %42

42:                                               ; preds = %41, %5
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #7 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @__kmpc_get_shared_variables(ptr %8) #11
  %9 = load ptr, ptr addrspace(5) %7, align 8
  %10 = load ptr, ptr %9, align 8, !tbaa !50
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !50
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !50
  %15 = addrspacecast ptr addrspace(5) %3 to ptr
  %16 = addrspacecast ptr addrspace(5) %4 to ptr
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = addrspacecast ptr addrspace(5) %6 to ptr
  %19 = load i32, ptr %10, align 4, !tbaa !10, !noalias !51
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %46

21:                                               ; preds = %2
  %22 = add nsw i32 %19, -1
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #12, !noalias !51
  store i32 0, ptr addrspace(5) %3, align 4, !tbaa !10, !noalias !51
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12, !noalias !51
  store i32 %22, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !51
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12, !noalias !51
  store i32 1, ptr addrspace(5) %5, align 4, !tbaa !10, !noalias !51
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #12, !noalias !51
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !10, !noalias !51
  call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1, i32 1073741861, i32 0, i32 %22, i32 1, i32 1) #11, !noalias !51
  %23 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1, ptr %18, ptr %15, ptr %16, ptr %17) #11, !noalias !51
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %45, label %28

25:                                               ; preds = %34, %28
  %26 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1, ptr %18, ptr %15, ptr %16, ptr %17) #11, !noalias !51
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %45, label %28

28:                                               ; preds = %21, %25
  %29 = load i32, ptr addrspace(5) %3, align 4, !tbaa !10, !noalias !51
  %30 = load i32, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !51, !llvm.access.group !47
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %25, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %12, align 8, !tbaa !45, !noalias !51, !llvm.access.group !47
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i32 [ %29, %32 ], [ %42, %34 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !10, !noalias !51, !llvm.access.group !47
  %39 = mul nsw i32 %38, 3
  %40 = load i32, ptr %14, align 4, !tbaa !10, !noalias !51, !llvm.access.group !47
  %41 = add nsw i32 %39, %40
  store i32 %41, ptr %37, align 4, !tbaa !10, !noalias !51, !llvm.access.group !47
  %42 = add nsw i32 %35, 1
  %43 = load i32, ptr addrspace(5) %4, align 4, !tbaa !10, !noalias !51, !llvm.access.group !47
  %44 = icmp slt i32 %35, %43
  br i1 %44, label %34, label %25, !llvm.loop !48

45:                                               ; preds = %25, %21
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1) #11, !noalias !51
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11, !noalias !51
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11, !noalias !51
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #11, !noalias !51
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #11, !noalias !51
  br label %46

46:                                               ; preds = %2, %45
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #10

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind memory(readwrite) }
attributes #13 = { nosync }

!omp_offload.info = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = !{i32 0, i32 65024, i32 5317050, !"dyn", i32 16, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5317050, !"dyn_captured", i32 29, i32 0, i32 1}
!2 = !{i32 0, i32 65024, i32 5317050, !"guided", i32 35, i32 0, i32 2}
!3 = !{i32 0, i32 65024, i32 5317050, !"runtime_rows", i32 41, i32 0, i32 3}
!4 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"openmp", i32 51}
!7 = !{i32 7, !"openmp-device", i32 51}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined: argument 0"}
!16 = distinct !{!16, !"__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined"}
!17 = !{!18, !18, i64 0}
!18 = !{!"any p2 pointer", !19, i64 0}
!19 = !{!"any pointer", !12, i64 0}
!20 = distinct !{}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !12, i64 0}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.parallel_accesses", !20}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !24, !27, !25}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = !{!29}
!29 = distinct !{!29, !30, !"__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined: argument 0"}
!30 = distinct !{!30, !"__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined"}
!31 = distinct !{}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.parallel_accesses", !31}
!34 = !{!35}
!35 = distinct !{!35, !36, !"__omp_offloading_fe00_5121ba_guided_l35_omp_outlined: argument 0"}
!36 = distinct !{!36, !"__omp_offloading_fe00_5121ba_guided_l35_omp_outlined"}
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !12, i64 0}
!39 = distinct !{}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.parallel_accesses", !39}
!42 = !{!43}
!43 = distinct !{!43, !44, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined: argument 0"}
!44 = distinct !{!44, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined"}
!45 = !{!46, !46, i64 0}
!46 = !{!"p1 int", !19, i64 0}
!47 = distinct !{}
!48 = distinct !{!48, !49}
!49 = !{!"llvm.loop.parallel_accesses", !47}
!50 = !{!19, !19, i64 0}
!51 = !{!52}
!52 = distinct !{!52, !53, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined: argument 0"}
!53 = distinct !{!53, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined"}
