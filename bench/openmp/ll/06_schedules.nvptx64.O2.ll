; ModuleID = 'src/06_schedules.c'
source_filename = "src/06_schedules.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment }
@__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_guided_l35_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment }
@__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_dyn_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [5 x ptr], align 8
  %10 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment, ptr %0) #2
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %54
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %16 = trunc i64 %1 to i32
  %17 = add nsw i32 %16, -1
  %18 = icmp sgt i32 %16, 0
  br i1 %18, label %19, label %54

19:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10, !noalias !15
  %20 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !15
  %21 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !15
  %22 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %22, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10, !noalias !15
  %23 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !11, !noalias !15
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %14, i32 91, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 128) #2, !noalias !15
  %24 = load i32, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !15
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %17)
  store i32 %25, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !15
  %26 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !15
  %27 = icmp slt i32 %26, %16
  br i1 %27, label %28, label %53

28:                                               ; preds = %19
  %29 = addrspacecast ptr %9 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %31 = addrspacecast ptr %30 to ptr addrspace(5)
  %32 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %33 = inttoptr i64 %15 to ptr
  %34 = addrspacecast ptr %32 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %38 = addrspacecast ptr %37 to ptr addrspace(5)
  br label %39

39:                                               ; preds = %28, %39
  %40 = phi i32 [ %25, %28 ], [ %51, %39 ]
  %41 = phi i32 [ %26, %28 ], [ %48, %39 ]
  %42 = zext i32 %41 to i64
  %43 = zext i32 %40 to i64
  %44 = inttoptr i64 %42 to ptr
  store ptr %44, ptr addrspace(5) %29, align 8, !tbaa !18, !noalias !15
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %31, align 8, !tbaa !18, !noalias !15
  store ptr %33, ptr addrspace(5) %34, align 8, !tbaa !18, !noalias !15
  store ptr %2, ptr addrspace(5) %36, align 8, !tbaa !18, !noalias !15
  store ptr %3, ptr addrspace(5) %38, align 8, !tbaa !18, !noalias !15
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined, ptr null, ptr nonnull %9, i64 5, i32 0) #2, !noalias !15
  %46 = load i32, ptr addrspace(5) %22, align 4, !tbaa !11, !noalias !15
  %47 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !15
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !15
  %49 = load i32, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !15
  %50 = add nsw i32 %49, %46
  %51 = call i32 @llvm.smin.i32(i32 %50, i32 %17)
  store i32 %51, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !15
  %52 = icmp slt i32 %48, %16
  br i1 %52, label %39, label %53

53:                                               ; preds = %39, %19
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %14) #2, !noalias !15
  br label %54

54:                                               ; preds = %13, %53
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !15
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !15
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !15
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !15
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @__kmpc_target_deinit() #2
  br label %12
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef captures(none) %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %67

14:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %15 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %16 = addrspacecast ptr %9 to ptr addrspace(5)
  %17 = trunc i64 %2 to i32
  %18 = trunc i64 %3 to i32
  store i32 %17, ptr addrspace(5) %15, align 4, !tbaa !11
  store i32 %18, ptr addrspace(5) %16, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %19, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %20 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !11
  %21 = load i32, ptr %0, align 4, !tbaa !11
  tail call void @__kmpc_dispatch_init_4(ptr nonnull @1, i32 %21, i32 1073741859, i32 %17, i32 %18, i32 1, i32 2) #2
  %22 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %21, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10) #2
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %66, label %27

24:                                               ; preds = %44, %47, %27
  %25 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %21, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10) #2
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %66, label %27

27:                                               ; preds = %14, %24
  %28 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11
  %29 = load i32, ptr addrspace(5) %16, align 4, !tbaa !11, !llvm.access.group !21
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %24, label %31

31:                                               ; preds = %27
  %32 = add i32 %29, %28
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %44

35:                                               ; preds = %31
  %36 = sext i32 %28 to i64
  %37 = getelementptr inbounds float, ptr %5, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !22, !llvm.access.group !21
  %39 = call float @llvm.fmuladd.f32(float %38, float 5.000000e-01, float 1.000000e+00) #11
  store float %39, ptr %37, align 4, !tbaa !22, !llvm.access.group !21
  %40 = getelementptr inbounds i32, ptr %6, i64 %36
  %41 = load i32, ptr %40, align 4, !tbaa !11, !llvm.access.group !21
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 4, !tbaa !11, !llvm.access.group !21
  %43 = add i32 %28, 1
  br label %44

44:                                               ; preds = %35, %31
  %45 = phi i32 [ %28, %31 ], [ %43, %35 ]
  %46 = icmp eq i32 %29, %28
  br i1 %46, label %24, label %47

47:                                               ; preds = %44, %47
  %48 = phi i32 [ %64, %47 ], [ %45, %44 ]
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %5, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !22, !llvm.access.group !21
  %52 = call float @llvm.fmuladd.f32(float %51, float 5.000000e-01, float 1.000000e+00) #11
  store float %52, ptr %50, align 4, !tbaa !22, !llvm.access.group !21
  %53 = getelementptr inbounds i32, ptr %6, i64 %49
  %54 = load i32, ptr %53, align 4, !tbaa !11, !llvm.access.group !21
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %53, align 4, !tbaa !11, !llvm.access.group !21
  %56 = add i32 %48, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %5, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !22, !llvm.access.group !21
  %60 = call float @llvm.fmuladd.f32(float %59, float 5.000000e-01, float 1.000000e+00) #11
  store float %60, ptr %58, align 4, !tbaa !22, !llvm.access.group !21
  %61 = getelementptr inbounds i32, ptr %6, i64 %57
  %62 = load i32, ptr %61, align 4, !tbaa !11, !llvm.access.group !21
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 4, !tbaa !11, !llvm.access.group !21
  %64 = add i32 %48, 2
  %65 = icmp eq i32 %56, %29
  br i1 %65, label %24, label %47, !llvm.loop !24

66:                                               ; preds = %24, %14
  call void @__kmpc_dispatch_deinit(ptr nonnull @1, i32 %21) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %67

67:                                               ; preds = %66, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @__kmpc_dispatch_deinit(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #2

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_dyn_captured_l29(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x ptr], align 8
  %9 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment, ptr %0) #2
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %3, %51
  ret void

12:                                               ; preds = %3
  %13 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %14 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %15 = trunc i64 %1 to i32
  %16 = add nsw i32 %15, -1
  %17 = icmp sgt i32 %15, 0
  br i1 %17, label %18, label %51

18:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #10, !noalias !26
  %19 = addrspacecast ptr %4 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10, !noalias !26
  %20 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 %16, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !26
  %21 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !26
  %22 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !11, !noalias !26
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %13, i32 91, ptr nonnull %7, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, i32 1, i32 128) #2, !noalias !26
  %23 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !26
  %24 = call i32 @llvm.smin.i32(i32 %23, i32 %16)
  store i32 %24, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !26
  %25 = load i32, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !26
  %26 = icmp slt i32 %25, %15
  br i1 %26, label %27, label %50

27:                                               ; preds = %18
  %28 = addrspacecast ptr %8 to ptr addrspace(5)
  %29 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %30 = addrspacecast ptr %29 to ptr addrspace(5)
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %32 = inttoptr i64 %14 to ptr
  %33 = addrspacecast ptr %31 to ptr addrspace(5)
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %35 = addrspacecast ptr %34 to ptr addrspace(5)
  br label %36

36:                                               ; preds = %27, %36
  %37 = phi i32 [ %24, %27 ], [ %48, %36 ]
  %38 = phi i32 [ %25, %27 ], [ %45, %36 ]
  %39 = zext i32 %38 to i64
  %40 = zext i32 %37 to i64
  %41 = inttoptr i64 %39 to ptr
  store ptr %41, ptr addrspace(5) %28, align 8, !tbaa !18, !noalias !26
  %42 = inttoptr i64 %40 to ptr
  store ptr %42, ptr addrspace(5) %30, align 8, !tbaa !18, !noalias !26
  store ptr %32, ptr addrspace(5) %33, align 8, !tbaa !18, !noalias !26
  store ptr %2, ptr addrspace(5) %35, align 8, !tbaa !18, !noalias !26
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %13, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined, ptr null, ptr nonnull %8, i64 4, i32 0) #2, !noalias !26
  %43 = load i32, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !26
  %44 = load i32, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !26
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !26
  %46 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !26
  %47 = add nsw i32 %46, %43
  %48 = call i32 @llvm.smin.i32(i32 %47, i32 %16)
  store i32 %48, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !26
  %49 = icmp slt i32 %45, %15
  br i1 %49, label %36, label %50

50:                                               ; preds = %36, %18
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %13) #2, !noalias !26
  br label %51

51:                                               ; preds = %12, %50
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #2, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @__kmpc_target_deinit() #2
  br label %11
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %5) #3 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = trunc i64 %4 to i32
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %47

13:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #2
  %14 = addrspacecast ptr %7 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %15 = addrspacecast ptr %8 to ptr addrspace(5)
  %16 = trunc i64 %2 to i32
  %17 = trunc i64 %3 to i32
  store i32 %16, ptr addrspace(5) %14, align 4, !tbaa !11
  store i32 %17, ptr addrspace(5) %15, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %18, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %19, align 4, !tbaa !11
  %20 = load i32, ptr %0, align 4, !tbaa !11
  tail call void @__kmpc_dispatch_init_4(ptr nonnull @1, i32 %20, i32 1073741859, i32 %16, i32 %17, i32 1, i32 2) #2
  %21 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %20, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9) #2
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %46, label %23

23:                                               ; preds = %13
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %28

25:                                               ; preds = %32, %28
  %26 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %20, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9) #2
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %46, label %28

28:                                               ; preds = %23, %25
  %29 = load i32, ptr addrspace(5) %14, align 4, !tbaa !11
  %30 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11, !llvm.access.group !29
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %25, label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %43, %32 ], [ %29, %28 ]
  %34 = load ptr, ptr %5, align 8, !llvm.access.group !29
  %35 = load ptr, ptr %24, align 8, !llvm.access.group !29
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !22, !llvm.access.group !29
  %39 = call float @llvm.fmuladd.f32(float %38, float 5.000000e-01, float 1.000000e+00) #11
  store float %39, ptr %37, align 4, !tbaa !22, !llvm.access.group !29
  %40 = getelementptr inbounds i32, ptr %35, i64 %36
  %41 = load i32, ptr %40, align 4, !tbaa !11, !llvm.access.group !29
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 4, !tbaa !11, !llvm.access.group !29
  %43 = add nsw i32 %33, 1
  %44 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11, !llvm.access.group !29
  %45 = icmp slt i32 %33, %44
  br i1 %45, label %32, label %25, !llvm.loop !30

46:                                               ; preds = %25, %13
  call void @__kmpc_dispatch_deinit(ptr nonnull @1, i32 %20) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2
  br label %47

47:                                               ; preds = %46, %6
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_guided_l35(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca [5 x ptr], align 8
  %10 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5121ba_guided_l35_kernel_environment, ptr %0) #2
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %50
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %15 = add nsw i64 %1, -1
  %16 = icmp sgt i64 %1, 0
  br i1 %16, label %17, label %50

17:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10, !noalias !32
  %18 = addrspacecast ptr %5 to ptr addrspace(5)
  store i64 0, ptr addrspace(5) %18, align 8, !tbaa !35, !noalias !32
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !32
  %19 = addrspacecast ptr %6 to ptr addrspace(5)
  store i64 %15, ptr addrspace(5) %19, align 8, !tbaa !35, !noalias !32
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !32
  %20 = addrspacecast ptr %7 to ptr addrspace(5)
  store i64 1, ptr addrspace(5) %20, align 8, !tbaa !35, !noalias !32
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10, !noalias !32
  %21 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !32
  call void @__kmpc_distribute_static_init_8(ptr nonnull @2, i32 %14, i32 91, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i64 1, i64 128) #2, !noalias !32
  %22 = load i64, ptr addrspace(5) %19, align 8, !tbaa !35, !noalias !32
  %23 = call i64 @llvm.smin.i64(i64 %22, i64 %15)
  store i64 %23, ptr addrspace(5) %19, align 8, !tbaa !35, !noalias !32
  %24 = load i64, ptr addrspace(5) %18, align 8, !tbaa !35, !noalias !32
  %25 = icmp slt i64 %24, %1
  br i1 %25, label %26, label %49

26:                                               ; preds = %17
  %27 = addrspacecast ptr %9 to ptr addrspace(5)
  %28 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %29 = addrspacecast ptr %28 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %31 = inttoptr i64 %1 to ptr
  %32 = addrspacecast ptr %30 to ptr addrspace(5)
  %33 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %34 = addrspacecast ptr %33 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  br label %37

37:                                               ; preds = %26, %37
  %38 = phi i64 [ %23, %26 ], [ %47, %37 ]
  %39 = phi i64 [ %24, %26 ], [ %44, %37 ]
  %40 = inttoptr i64 %39 to ptr
  store ptr %40, ptr addrspace(5) %27, align 8, !tbaa !18, !noalias !32
  %41 = inttoptr i64 %38 to ptr
  store ptr %41, ptr addrspace(5) %29, align 8, !tbaa !18, !noalias !32
  store ptr %31, ptr addrspace(5) %32, align 8, !tbaa !18, !noalias !32
  store ptr %2, ptr addrspace(5) %34, align 8, !tbaa !18, !noalias !32
  store ptr %3, ptr addrspace(5) %36, align 8, !tbaa !18, !noalias !32
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined, ptr null, ptr nonnull %9, i64 5, i32 0) #2, !noalias !32
  %42 = load i64, ptr addrspace(5) %20, align 8, !tbaa !35, !noalias !32
  %43 = load i64, ptr addrspace(5) %18, align 8, !tbaa !35, !noalias !32
  %44 = add nsw i64 %43, %42
  store i64 %44, ptr addrspace(5) %18, align 8, !tbaa !35, !noalias !32
  %45 = load i64, ptr addrspace(5) %19, align 8, !tbaa !35, !noalias !32
  %46 = add nsw i64 %45, %42
  %47 = call i64 @llvm.smin.i64(i64 %46, i64 %15)
  store i64 %47, ptr addrspace(5) %19, align 8, !tbaa !35, !noalias !32
  %48 = icmp slt i64 %44, %1
  br i1 %48, label %37, label %49

49:                                               ; preds = %37, %17
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %14) #2, !noalias !32
  br label %50

50:                                               ; preds = %13, %49
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !32
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !32
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !32
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !32
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @__kmpc_target_deinit() #2
  br label %12
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6) #3 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = icmp sgt i64 %4, 0
  br i1 %12, label %13, label %42

13:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %14 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %15 = addrspacecast ptr %9 to ptr addrspace(5)
  store i64 %2, ptr addrspace(5) %14, align 8, !tbaa !35
  store i64 %3, ptr addrspace(5) %15, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %16 = addrspacecast ptr %10 to ptr addrspace(5)
  store i64 1, ptr addrspace(5) %16, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %17 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %17, align 4, !tbaa !11
  %18 = load i32, ptr %0, align 4, !tbaa !11
  tail call void @__kmpc_dispatch_init_8(ptr nonnull @1, i32 %18, i32 1073741860, i64 %2, i64 %3, i64 1, i64 4) #2
  %19 = call i32 @__kmpc_dispatch_next_8(ptr nonnull @1, i32 %18, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10) #2
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %41, label %24

21:                                               ; preds = %28, %24
  %22 = call i32 @__kmpc_dispatch_next_8(ptr nonnull @1, i32 %18, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10) #2
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %13, %21
  %25 = load i64, ptr addrspace(5) %14, align 8, !tbaa !35
  %26 = load i64, ptr addrspace(5) %15, align 8, !tbaa !35, !llvm.access.group !37
  %27 = icmp sgt i64 %25, %26
  br i1 %27, label %21, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %32, %28 ], [ %25, %24 ]
  %30 = getelementptr inbounds i64, ptr %6, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !35, !llvm.access.group !37
  %32 = add nsw i64 %29, 1
  %33 = srem i64 %32, %4
  %34 = getelementptr inbounds i64, ptr %6, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !35, !llvm.access.group !37
  %36 = mul nsw i64 %35, %31
  %37 = getelementptr inbounds i64, ptr %5, i64 %29
  %38 = load i64, ptr %37, align 8, !tbaa !35, !llvm.access.group !37
  %39 = add nsw i64 %38, %36
  store i64 %39, ptr %37, align 8, !tbaa !35, !llvm.access.group !37
  %40 = icmp eq i64 %29, %26
  br i1 %40, label %21, label %28, !llvm.loop !38

41:                                               ; preds = %21, %13
  call void @__kmpc_dispatch_deinit(ptr nonnull @1, i32 %18) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %42

42:                                               ; preds = %41, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #2

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_runtime_rows_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [3 x ptr], align 8
  %10 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment, ptr %0) #2
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %56
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %15 = trunc i64 %1 to i32
  %16 = add nsw i32 %15, -1
  %17 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !40
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %13
  %20 = trunc i64 %3 to i32
  store i32 %20, ptr addrspace(3) @_shared2, align 16, !tbaa !11, !noalias !40
  store i32 0, ptr addrspace(3) @_shared, align 16, !tbaa !11, !noalias !40
  br label %21

21:                                               ; preds = %19, %13
  tail call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %17), !noalias !40
  %22 = icmp sgt i32 %15, 0
  br i1 %22, label %23, label %56

23:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #2, !noalias !40
  %24 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %24, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #2, !noalias !40
  %25 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %16, ptr addrspace(5) %25, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #2, !noalias !40
  %26 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %26, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2, !noalias !40
  %27 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %27, align 4, !tbaa !11, !noalias !40
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %14, i32 92, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1) #2, !noalias !40
  %28 = load i32, ptr addrspace(5) %25, align 4, !tbaa !11, !noalias !40
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %16)
  store i32 %29, ptr addrspace(5) %25, align 4, !tbaa !11, !noalias !40
  %30 = load i32, ptr addrspace(5) %24, align 4, !tbaa !11, !noalias !40
  %31 = icmp sgt i32 %30, %29
  br i1 %31, label %55, label %32

32:                                               ; preds = %23
  %33 = addrspacecast ptr %9 to ptr addrspace(5)
  %34 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %35 = addrspacecast ptr %34 to ptr addrspace(5)
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %37 = addrspacecast ptr %36 to ptr addrspace(5)
  br label %38

38:                                               ; preds = %32, %51
  %39 = phi i32 [ %30, %32 ], [ %52, %51 ]
  %40 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !40
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %38
  store i32 %39, ptr addrspace(3) @_shared, align 16, !tbaa !11, !noalias !40
  br label %43

43:                                               ; preds = %42, %38
  call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %40), !noalias !40
  %44 = load i32, ptr addrspace(3) @_shared2, align 16, !tbaa !11, !noalias !40
  %45 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !40
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %43
  %48 = mul nsw i32 %44, %39
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %2, i64 %49
  store ptr %50, ptr addrspace(3) @_shared1, align 16, !tbaa !43, !noalias !40
  br label %51

51:                                               ; preds = %47, %43
  call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %45), !noalias !40
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr addrspace(5) %33, align 8, !tbaa !18, !noalias !40
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr addrspace(5) %35, align 8, !tbaa !18, !noalias !40
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %37, align 8, !tbaa !18, !noalias !40
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper, ptr nonnull %9, i64 3, i32 0) #2, !noalias !40
  %52 = add nsw i32 %39, 1
  %53 = load i32, ptr addrspace(5) %25, align 4, !tbaa !11, !noalias !40
  %54 = icmp slt i32 %39, %53
  br i1 %54, label %38, label %55

55:                                               ; preds = %51, %23
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %14) #2, !noalias !40
  br label %56

56:                                               ; preds = %21, %55
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @__kmpc_target_deinit() #2
  br label %12
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %4) #3 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i32, ptr %2, align 4, !tbaa !11
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %42

12:                                               ; preds = %5
  %13 = add nsw i32 %10, -1
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  %14 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %14, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  %15 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 %13, ptr addrspace(5) %15, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10
  %16 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %16, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  %17 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %17, align 4, !tbaa !11
  %18 = load i32, ptr %0, align 4, !tbaa !11
  tail call void @__kmpc_dispatch_init_4(ptr nonnull @1, i32 %18, i32 1073741861, i32 0, i32 %13, i32 1, i32 1) #2
  %19 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %18, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8) #2
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %41, label %24

21:                                               ; preds = %30, %24
  %22 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %18, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8) #2
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %12, %21
  %25 = load i32, ptr addrspace(5) %14, align 4, !tbaa !11
  %26 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11, !llvm.access.group !45
  %27 = icmp sgt i32 %25, %26
  br i1 %27, label %21, label %28

28:                                               ; preds = %24
  %29 = load ptr, ptr %3, align 8, !tbaa !43, !llvm.access.group !45
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i32 [ %25, %28 ], [ %38, %30 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %29, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !11, !llvm.access.group !45
  %35 = mul nsw i32 %34, 3
  %36 = load i32, ptr %4, align 4, !tbaa !11, !llvm.access.group !45
  %37 = add nsw i32 %35, %36
  store i32 %37, ptr %33, align 4, !tbaa !11, !llvm.access.group !45
  %38 = add nsw i32 %31, 1
  %39 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11, !llvm.access.group !45
  %40 = icmp slt i32 %31, %39
  br i1 %40, label %30, label %21, !llvm.loop !46

41:                                               ; preds = %21, %12
  call void @__kmpc_dispatch_deinit(ptr nonnull @1, i32 %18) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2
  br label %42

42:                                               ; preds = %41, %5
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #2
  %8 = addrspacecast ptr %7 to ptr addrspace(5)
  %9 = load ptr, ptr addrspace(5) %8, align 8
  %10 = load ptr, ptr %9, align 8, !tbaa !48
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !48
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !48
  %15 = load i32, ptr %10, align 4, !tbaa !11, !noalias !49
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %46

17:                                               ; preds = %2
  %18 = add nsw i32 %15, -1
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #10, !noalias !49
  %19 = addrspacecast ptr %3 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !49
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #10, !noalias !49
  %20 = addrspacecast ptr %4 to ptr addrspace(5)
  store i32 %18, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !49
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10, !noalias !49
  %21 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %21, align 4, !tbaa !11, !noalias !49
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !49
  %22 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !11, !noalias !49
  call void @__kmpc_dispatch_init_4(ptr nonnull @1, i32 %1, i32 1073741861, i32 0, i32 %18, i32 1, i32 1) #2, !noalias !49
  %23 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %1, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5) #2, !noalias !49
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %45, label %28

25:                                               ; preds = %34, %28
  %26 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @1, i32 %1, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5) #2, !noalias !49
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %45, label %28

28:                                               ; preds = %17, %25
  %29 = load i32, ptr addrspace(5) %19, align 4, !tbaa !11, !noalias !49
  %30 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !49, !llvm.access.group !45
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %25, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %12, align 8, !tbaa !43, !noalias !49, !llvm.access.group !45
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i32 [ %29, %32 ], [ %42, %34 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !11, !noalias !49, !llvm.access.group !45
  %39 = mul nsw i32 %38, 3
  %40 = load i32, ptr %14, align 4, !tbaa !11, !noalias !49, !llvm.access.group !45
  %41 = add nsw i32 %39, %40
  store i32 %41, ptr %37, align 4, !tbaa !11, !noalias !49, !llvm.access.group !45
  %42 = add nsw i32 %35, 1
  %43 = load i32, ptr addrspace(5) %20, align 4, !tbaa !11, !noalias !49, !llvm.access.group !45
  %44 = icmp slt i32 %35, %43
  br i1 %44, label %34, label %25, !llvm.loop !46

45:                                               ; preds = %25, %17
  call void @__kmpc_dispatch_deinit(ptr nonnull @1, i32 %1) #2, !noalias !49
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !49
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !49
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #2, !noalias !49
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #2, !noalias !49
  br label %46

46:                                               ; preds = %2, %45
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #6 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind memory(readwrite) }
attributes #11 = { nosync }

!omp_offload.info = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}
!llvm.errno.tbaa = !{!11}

!0 = !{i32 0, i32 65024, i32 5317050, !"dyn", i32 16, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5317050, !"dyn_captured", i32 29, i32 0, i32 1}
!2 = !{i32 0, i32 65024, i32 5317050, !"guided", i32 35, i32 0, i32 2}
!3 = !{i32 0, i32 65024, i32 5317050, !"runtime_rows", i32 41, i32 0, i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"openmp", i32 51}
!7 = !{i32 7, !"openmp-device", i32 51}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined: argument 0"}
!17 = distinct !{!17, !"__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any p2 pointer", !20, i64 0}
!20 = !{!"any pointer", !13, i64 0}
!21 = distinct !{}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !13, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.parallel_accesses", !21}
!26 = !{!27}
!27 = distinct !{!27, !28, !"__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined: argument 0"}
!28 = distinct !{!28, !"__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined"}
!29 = distinct !{}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.parallel_accesses", !29}
!32 = !{!33}
!33 = distinct !{!33, !34, !"__omp_offloading_fe00_5121ba_guided_l35_omp_outlined: argument 0"}
!34 = distinct !{!34, !"__omp_offloading_fe00_5121ba_guided_l35_omp_outlined"}
!35 = !{!36, !36, i64 0}
!36 = !{!"long", !13, i64 0}
!37 = distinct !{}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.parallel_accesses", !37}
!40 = !{!41}
!41 = distinct !{!41, !42, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined: argument 0"}
!42 = distinct !{!42, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined"}
!43 = !{!44, !44, i64 0}
!44 = !{!"p1 int", !20, i64 0}
!45 = distinct !{}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.parallel_accesses", !45}
!48 = !{!20, !20, i64 0}
!49 = !{!50}
!50 = distinct !{!50, !51, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined: argument 0"}
!51 = distinct !{!51, !"__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined"}
