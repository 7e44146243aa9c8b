; ModuleID = 'src/06_schedules.c'
source_filename = "src/06_schedules.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.cells = type { ptr, ptr }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment }
@__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_guided_l35_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment }
@__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_dyn_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %9, align 4
  %17 = load i64, ptr %9, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load ptr, ptr %8, align 8
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4
  call void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %23 = load i32, ptr %8, align 4
  store i32 %23, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %28 = load i32, ptr %13, align 4
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %93

30:                                               ; preds = %5
  store i32 0, ptr %16, align 4
  %31 = load i32, ptr %14, align 4
  store i32 %31, ptr %17, align 4
  store i32 1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %34, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %32)
  %35 = load i32, ptr %17, align 4
  %36 = load i32, ptr %14, align 4
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %30
  %39 = load i32, ptr %14, align 4
  br label %42

40:                                               ; preds = %30
  %41 = load i32, ptr %17, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %17, align 4
  %44 = load i32, ptr %16, align 4
  store i32 %44, ptr %11, align 4
  br label %45

45:                                               ; preds = %86, %42
  %46 = load i32, ptr %11, align 4
  %47 = load i32, ptr %14, align 4
  %48 = add nsw i32 %47, 1
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %50, label %89

50:                                               ; preds = %45
  %51 = load i32, ptr %16, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %17, align 4
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %8, align 4
  store i32 %55, ptr %21, align 4
  %56 = load i64, ptr %21, align 8
  %57 = load ptr, ptr %9, align 8
  %58 = load ptr, ptr %10, align 8
  %59 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 0
  %60 = inttoptr i64 %52 to ptr
  store ptr %60, ptr %59, align 8
  %61 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 1
  %62 = inttoptr i64 %54 to ptr
  store ptr %62, ptr %61, align 8
  %63 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 2
  %64 = inttoptr i64 %56 to ptr
  store ptr %64, ptr %63, align 8
  %65 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 3
  store ptr %57, ptr %65, align 8
  %66 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 4
  store ptr %58, ptr %66, align 8
  %67 = load ptr, ptr %6, align 8
  %68 = load i32, ptr %67, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %68, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined, ptr null, ptr %22, i64 5, i32 0)
  br label %69

69:                                               ; preds = %50
  %70 = load i32, ptr %11, align 4
  %71 = load i32, ptr %18, align 4
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %11, align 4
  %73 = load i32, ptr %16, align 4
  %74 = load i32, ptr %18, align 4
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %16, align 4
  %76 = load i32, ptr %17, align 4
  %77 = load i32, ptr %18, align 4
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %17, align 4
  %79 = load i32, ptr %17, align 4
  %80 = load i32, ptr %14, align 4
  %81 = icmp sgt i32 %79, %80
  br i1 %81, label %82, label %84

82:                                               ; preds = %69
  %83 = load i32, ptr %14, align 4
  br label %86

84:                                               ; preds = %69
  %85 = load i32, ptr %17, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %83, %82 ], [ %85, %84 ]
  store i32 %87, ptr %17, align 4
  %88 = load i32, ptr %16, align 4
  store i32 %88, ptr %11, align 4
  br label %45

89:                                               ; preds = %45
  br label %90

90:                                               ; preds = %89
  %91 = load ptr, ptr %6, align 8
  %92 = load i32, ptr %91, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %92)
  br label %93

93:                                               ; preds = %90, %5
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.cells, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %26 = load i32, ptr %12, align 4
  store i32 %26, ptr %17, align 4
  %27 = load i32, ptr %17, align 4
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %31 = load i32, ptr %17, align 4
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %72

33:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %34 = load i32, ptr %18, align 4
  store i32 %34, ptr %21, align 4
  %35 = load i64, ptr %10, align 8
  %36 = trunc i64 %35 to i32
  %37 = load i64, ptr %11, align 8
  %38 = trunc i64 %37 to i32
  store i32 %36, ptr %20, align 4
  store i32 %38, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %39 = load i32, ptr %20, align 4
  %40 = load i32, ptr %21, align 4
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4
  call void @__kmpc_dispatch_init_4(ptr @1, i32 %42, i32 1073741859, i32 %39, i32 %40, i32 1, i32 2)
  br label %43

43:                                               ; preds = %68, %33
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %44, align 4
  %46 = call i32 @__kmpc_dispatch_next_4(ptr @1, i32 %45, ptr %23, ptr %20, ptr %21, ptr %22)
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %69

48:                                               ; preds = %43
  %49 = load i32, ptr %20, align 4
  store i32 %49, ptr %15, align 4
  br label %50

50:                                               ; preds = %64, %48
  %51 = load i32, ptr %15, align 4, !llvm.access.group !11
  %52 = load i32, ptr %21, align 4, !llvm.access.group !11
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %54, label %67

54:                                               ; preds = %50
  %55 = load i32, ptr %15, align 4, !llvm.access.group !11
  %56 = mul nsw i32 %55, 1
  %57 = add nsw i32 0, %56
  store i32 %57, ptr %24, align 4, !llvm.access.group !11
  %58 = getelementptr inbounds nuw %struct.cells, ptr %25, i32 0, i32 0
  %59 = load ptr, ptr %13, align 8, !llvm.access.group !11
  store ptr %59, ptr %58, align 8, !llvm.access.group !11
  %60 = getelementptr inbounds nuw %struct.cells, ptr %25, i32 0, i32 1
  %61 = load ptr, ptr %14, align 8, !llvm.access.group !11
  store ptr %61, ptr %60, align 8, !llvm.access.group !11
  %62 = load i32, ptr %24, align 4, !llvm.access.group !11
  call void @bump(ptr noundef byval(%struct.cells) align 8 %25, i32 noundef %62, float noundef 1.000000e+00) #9, !llvm.access.group !11
  br label %63

63:                                               ; preds = %54
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %15, align 4, !llvm.access.group !11
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %15, align 4, !llvm.access.group !11
  br label %50, !llvm.loop !12

67:                                               ; preds = %50
  br label %68

68:                                               ; preds = %67
  br label %43

69:                                               ; preds = %43
  %70 = load ptr, ptr %8, align 8
  %71 = load i32, ptr %70, align 4
  call void @__kmpc_dispatch_deinit(ptr @1, i32 %71)
  br label %72

72:                                               ; preds = %69, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) #2

; Function Attrs: convergent noinline nounwind optnone
define internal void @bump(ptr noundef byval(%struct.cells) align 8 %0, i32 noundef %1, float noundef %2) #3 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  store i32 %1, ptr %4, align 4
  store float %2, ptr %5, align 4
  %6 = getelementptr inbounds nuw %struct.cells, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %7, i64 %9
  %11 = load float, ptr %10, align 4
  %12 = load float, ptr %5, align 4
  %13 = call float @llvm.fmuladd.f32(float %11, float 5.000000e-01, float %12)
  %14 = getelementptr inbounds nuw %struct.cells, ptr %0, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  store float %13, ptr %18, align 4
  %19 = getelementptr inbounds nuw %struct.cells, ptr %0, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_deinit(ptr, i32) #2

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #2

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_dyn_captured_l29(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8, !nonnull !14, !align !15
  %11 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment, ptr %0)
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = call i32 @__kmpc_global_thread_num(ptr @1)
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %7, align 4
  %16 = load i64, ptr %7, align 8
  store i32 0, ptr %8, align 4
  store i32 %14, ptr %9, align 4
  call void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined(ptr %9, ptr %8, i64 %16, ptr %10) #2
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(16) %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca [4 x ptr], align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %21 = load ptr, ptr %8, align 8, !nonnull !14, !align !15
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %11, align 4
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %12, align 4
  store i32 0, ptr %13, align 4
  %27 = load i32, ptr %11, align 4
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %89

29:                                               ; preds = %4
  store i32 0, ptr %14, align 4
  %30 = load i32, ptr %12, align 4
  store i32 %30, ptr %15, align 4
  store i32 1, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %31 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %32, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %33, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %31)
  %34 = load i32, ptr %15, align 4
  %35 = load i32, ptr %12, align 4
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %29
  %38 = load i32, ptr %12, align 4
  br label %41

39:                                               ; preds = %29
  %40 = load i32, ptr %15, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ]
  store i32 %42, ptr %15, align 4
  %43 = load i32, ptr %14, align 4
  store i32 %43, ptr %9, align 4
  br label %44

44:                                               ; preds = %82, %41
  %45 = load i32, ptr %9, align 4
  %46 = load i32, ptr %12, align 4
  %47 = add nsw i32 %46, 1
  %48 = icmp slt i32 %45, %47
  br i1 %48, label %49, label %85

49:                                               ; preds = %44
  %50 = load i32, ptr %14, align 4
  %51 = zext i32 %50 to i64
  %52 = load i32, ptr %15, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %7, align 4
  store i32 %54, ptr %19, align 4
  %55 = load i64, ptr %19, align 8
  %56 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %57 = inttoptr i64 %51 to ptr
  store ptr %57, ptr %56, align 8
  %58 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %59 = inttoptr i64 %53 to ptr
  store ptr %59, ptr %58, align 8
  %60 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %61 = inttoptr i64 %55 to ptr
  store ptr %61, ptr %60, align 8
  %62 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %21, ptr %62, align 8
  %63 = load ptr, ptr %5, align 8
  %64 = load i32, ptr %63, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %64, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %65

65:                                               ; preds = %49
  %66 = load i32, ptr %9, align 4
  %67 = load i32, ptr %16, align 4
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr %9, align 4
  %69 = load i32, ptr %14, align 4
  %70 = load i32, ptr %16, align 4
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr %14, align 4
  %72 = load i32, ptr %15, align 4
  %73 = load i32, ptr %16, align 4
  %74 = add nsw i32 %72, %73
  store i32 %74, ptr %15, align 4
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %12, align 4
  %77 = icmp sgt i32 %75, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %65
  %79 = load i32, ptr %12, align 4
  br label %82

80:                                               ; preds = %65
  %81 = load i32, ptr %15, align 4
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %79, %78 ], [ %81, %80 ]
  store i32 %83, ptr %15, align 4
  %84 = load i32, ptr %14, align 4
  store i32 %84, ptr %9, align 4
  br label %44

85:                                               ; preds = %44
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %5, align 8
  %88 = load i32, ptr %87, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %88)
  br label %89

89:                                               ; preds = %86, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(16) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %23 = load ptr, ptr %12, align 8, !nonnull !14, !align !15
  %24 = load i32, ptr %11, align 4
  store i32 %24, ptr %15, align 4
  %25 = load i32, ptr %15, align 4
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %29 = load i32, ptr %15, align 4
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %66

31:                                               ; preds = %6
  store i32 0, ptr %18, align 4
  %32 = load i32, ptr %16, align 4
  store i32 %32, ptr %19, align 4
  %33 = load i64, ptr %9, align 8
  %34 = trunc i64 %33 to i32
  %35 = load i64, ptr %10, align 8
  %36 = trunc i64 %35 to i32
  store i32 %34, ptr %18, align 4
  store i32 %36, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %37 = load i32, ptr %18, align 4
  %38 = load i32, ptr %19, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = load i32, ptr %39, align 4
  call void @__kmpc_dispatch_init_4(ptr @1, i32 %40, i32 1073741859, i32 %37, i32 %38, i32 1, i32 2)
  br label %41

41:                                               ; preds = %62, %31
  %42 = load ptr, ptr %7, align 8
  %43 = load i32, ptr %42, align 4
  %44 = call i32 @__kmpc_dispatch_next_4(ptr @1, i32 %43, ptr %21, ptr %18, ptr %19, ptr %20)
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %63

46:                                               ; preds = %41
  %47 = load i32, ptr %18, align 4
  store i32 %47, ptr %13, align 4
  br label %48

48:                                               ; preds = %58, %46
  %49 = load i32, ptr %13, align 4, !llvm.access.group !16
  %50 = load i32, ptr %19, align 4, !llvm.access.group !16
  %51 = icmp sle i32 %49, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %48
  %53 = load i32, ptr %13, align 4, !llvm.access.group !16
  %54 = mul nsw i32 %53, 1
  %55 = add nsw i32 0, %54
  store i32 %55, ptr %22, align 4, !llvm.access.group !16
  %56 = load i32, ptr %22, align 4, !llvm.access.group !16
  call void @bump(ptr noundef byval(%struct.cells) align 8 %23, i32 noundef %56, float noundef 1.000000e+00) #9, !llvm.access.group !16
  br label %57

57:                                               ; preds = %52
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %13, align 4, !llvm.access.group !16
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %13, align 4, !llvm.access.group !16
  br label %48, !llvm.loop !17

61:                                               ; preds = %48
  br label %62

62:                                               ; preds = %61
  br label %41

63:                                               ; preds = %41
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %64, align 4
  call void @__kmpc_dispatch_deinit(ptr @1, i32 %65)
  br label %66

66:                                               ; preds = %63, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_guided_l35(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_5121ba_guided_l35_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i64, ptr %6, align 8
  store i64 %16, ptr %9, align 8
  %17 = load i64, ptr %9, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load ptr, ptr %8, align 8
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4
  call void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %23 = load i64, ptr %8, align 8
  store i64 %23, ptr %13, align 8
  %24 = load i64, ptr %13, align 8
  %25 = sub nsw i64 %24, 0
  %26 = sdiv i64 %25, 1
  %27 = sub nsw i64 %26, 1
  store i64 %27, ptr %14, align 8
  store i64 0, ptr %15, align 8
  %28 = load i64, ptr %13, align 8
  %29 = icmp slt i64 0, %28
  br i1 %29, label %30, label %92

30:                                               ; preds = %5
  store i64 0, ptr %16, align 8
  %31 = load i64, ptr %14, align 8
  store i64 %31, ptr %17, align 8
  store i64 1, ptr %18, align 8
  store i32 0, ptr %19, align 4
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = zext i32 %32 to i64
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4
  call void @__kmpc_distribute_static_init_8(ptr @2, i32 %35, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i64 1, i64 %33)
  %36 = load i64, ptr %17, align 8
  %37 = load i64, ptr %14, align 8
  %38 = icmp sgt i64 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = load i64, ptr %14, align 8
  br label %43

41:                                               ; preds = %30
  %42 = load i64, ptr %17, align 8
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i64 [ %40, %39 ], [ %42, %41 ]
  store i64 %44, ptr %17, align 8
  %45 = load i64, ptr %16, align 8
  store i64 %45, ptr %11, align 8
  br label %46

46:                                               ; preds = %85, %43
  %47 = load i64, ptr %11, align 8
  %48 = load i64, ptr %14, align 8
  %49 = add nsw i64 %48, 1
  %50 = icmp slt i64 %47, %49
  br i1 %50, label %51, label %88

51:                                               ; preds = %46
  %52 = load i64, ptr %16, align 8
  %53 = load i64, ptr %17, align 8
  %54 = load i64, ptr %8, align 8
  store i64 %54, ptr %21, align 8
  %55 = load i64, ptr %21, align 8
  %56 = load ptr, ptr %9, align 8
  %57 = load ptr, ptr %10, align 8
  %58 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 0
  %59 = inttoptr i64 %52 to ptr
  store ptr %59, ptr %58, align 8
  %60 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 1
  %61 = inttoptr i64 %53 to ptr
  store ptr %61, ptr %60, align 8
  %62 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 2
  %63 = inttoptr i64 %55 to ptr
  store ptr %63, ptr %62, align 8
  %64 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 3
  store ptr %56, ptr %64, align 8
  %65 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 4
  store ptr %57, ptr %65, align 8
  %66 = load ptr, ptr %6, align 8
  %67 = load i32, ptr %66, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %67, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined, ptr null, ptr %22, i64 5, i32 0)
  br label %68

68:                                               ; preds = %51
  %69 = load i64, ptr %11, align 8
  %70 = load i64, ptr %18, align 8
  %71 = add nsw i64 %69, %70
  store i64 %71, ptr %11, align 8
  %72 = load i64, ptr %16, align 8
  %73 = load i64, ptr %18, align 8
  %74 = add nsw i64 %72, %73
  store i64 %74, ptr %16, align 8
  %75 = load i64, ptr %17, align 8
  %76 = load i64, ptr %18, align 8
  %77 = add nsw i64 %75, %76
  store i64 %77, ptr %17, align 8
  %78 = load i64, ptr %17, align 8
  %79 = load i64, ptr %14, align 8
  %80 = icmp sgt i64 %78, %79
  br i1 %80, label %81, label %83

81:                                               ; preds = %68
  %82 = load i64, ptr %14, align 8
  br label %85

83:                                               ; preds = %68
  %84 = load i64, ptr %17, align 8
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i64 [ %82, %81 ], [ %84, %83 ]
  store i64 %86, ptr %17, align 8
  %87 = load i64, ptr %16, align 8
  store i64 %87, ptr %11, align 8
  br label %46

88:                                               ; preds = %46
  br label %89

89:                                               ; preds = %88
  %90 = load ptr, ptr %6, align 8
  %91 = load i32, ptr %90, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %91)
  br label %92

92:                                               ; preds = %89, %5
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %25 = load i64, ptr %12, align 8
  store i64 %25, ptr %17, align 8
  %26 = load i64, ptr %17, align 8
  %27 = sub nsw i64 %26, 0
  %28 = sdiv i64 %27, 1
  %29 = sub nsw i64 %28, 1
  store i64 %29, ptr %18, align 8
  store i64 0, ptr %19, align 8
  %30 = load i64, ptr %17, align 8
  %31 = icmp slt i64 0, %30
  br i1 %31, label %32, label %81

32:                                               ; preds = %7
  store i64 0, ptr %20, align 8
  %33 = load i64, ptr %18, align 8
  store i64 %33, ptr %21, align 8
  %34 = load i64, ptr %10, align 8
  %35 = load i64, ptr %11, align 8
  store i64 %34, ptr %20, align 8
  store i64 %35, ptr %21, align 8
  store i64 1, ptr %22, align 8
  store i32 0, ptr %23, align 4
  %36 = load i64, ptr %20, align 8
  %37 = load i64, ptr %21, align 8
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4
  call void @__kmpc_dispatch_init_8(ptr @1, i32 %39, i32 1073741860, i64 %36, i64 %37, i64 1, i64 4)
  br label %40

40:                                               ; preds = %77, %32
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4
  %43 = call i32 @__kmpc_dispatch_next_8(ptr @1, i32 %42, ptr %23, ptr %20, ptr %21, ptr %22)
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %78

45:                                               ; preds = %40
  %46 = load i64, ptr %20, align 8
  store i64 %46, ptr %15, align 8
  br label %47

47:                                               ; preds = %73, %45
  %48 = load i64, ptr %15, align 8, !llvm.access.group !19
  %49 = load i64, ptr %21, align 8, !llvm.access.group !19
  %50 = icmp sle i64 %48, %49
  br i1 %50, label %51, label %76

51:                                               ; preds = %47
  %52 = load i64, ptr %15, align 8, !llvm.access.group !19
  %53 = mul nsw i64 %52, 1
  %54 = add nsw i64 0, %53
  store i64 %54, ptr %24, align 8, !llvm.access.group !19
  %55 = load ptr, ptr %14, align 8, !llvm.access.group !19
  %56 = load i64, ptr %24, align 8, !llvm.access.group !19
  %57 = getelementptr inbounds i64, ptr %55, i64 %56
  %58 = load i64, ptr %57, align 8, !llvm.access.group !19
  %59 = load ptr, ptr %14, align 8, !llvm.access.group !19
  %60 = load i64, ptr %24, align 8, !llvm.access.group !19
  %61 = add nsw i64 %60, 1
  %62 = load i64, ptr %12, align 8, !llvm.access.group !19
  %63 = srem i64 %61, %62
  %64 = getelementptr inbounds i64, ptr %59, i64 %63
  %65 = load i64, ptr %64, align 8, !llvm.access.group !19
  %66 = mul nsw i64 %58, %65
  %67 = load ptr, ptr %13, align 8, !llvm.access.group !19
  %68 = load i64, ptr %24, align 8, !llvm.access.group !19
  %69 = getelementptr inbounds i64, ptr %67, i64 %68
  %70 = load i64, ptr %69, align 8, !llvm.access.group !19
  %71 = add nsw i64 %70, %66
  store i64 %71, ptr %69, align 8, !llvm.access.group !19
  br label %72

72:                                               ; preds = %51
  br label %73

73:                                               ; preds = %72
  %74 = load i64, ptr %15, align 8, !llvm.access.group !19
  %75 = add nsw i64 %74, 1
  store i64 %75, ptr %15, align 8, !llvm.access.group !19
  br label %47, !llvm.loop !20

76:                                               ; preds = %47
  br label %77

77:                                               ; preds = %76
  br label %40

78:                                               ; preds = %40
  %79 = load ptr, ptr %8, align 8
  %80 = load i32, ptr %79, align 4
  call void @__kmpc_dispatch_deinit(ptr @1, i32 %80)
  br label %81

81:                                               ; preds = %78, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5121ba_runtime_rows_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %22

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4
  store i32 %17, ptr %9, align 4
  %18 = load i64, ptr %9, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %8, align 4
  store i32 %20, ptr %10, align 4
  %21 = load i64, ptr %10, align 8
  store i32 0, ptr %11, align 4
  store i32 %16, ptr %12, align 4
  call void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined(ptr %12, ptr %11, i64 %18, ptr %19, i64 %21) #2
  call void @__kmpc_target_deinit()
  ret void

22:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [3 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %20 = load ptr, ptr %9, align 8
  %21 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %20, ptr %21, align 8
  %22 = load i32, ptr %10, align 4
  %23 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %22, ptr %23, align 4
  %24 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  %25 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %26 = load i32, ptr %8, align 4
  store i32 %26, ptr %13, align 4
  %27 = load i32, ptr %13, align 4
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %14, align 4
  store i32 0, ptr %25, align 4
  %31 = load i32, ptr %13, align 4
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %74

33:                                               ; preds = %5
  store i32 0, ptr %15, align 4
  %34 = load i32, ptr %14, align 4
  store i32 %34, ptr %16, align 4
  store i32 1, ptr %17, align 4
  store i32 0, ptr %18, align 4
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %35, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %36, i32 92, ptr %18, ptr %15, ptr %16, ptr %17, i32 1, i32 1)
  %37 = load i32, ptr %16, align 4
  %38 = load i32, ptr %14, align 4
  %39 = icmp sgt i32 %37, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %33
  %41 = load i32, ptr %14, align 4
  br label %44

42:                                               ; preds = %33
  %43 = load i32, ptr %16, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %41, %40 ], [ %43, %42 ]
  store i32 %45, ptr %16, align 4
  %46 = load i32, ptr %15, align 4
  store i32 %46, ptr %11, align 4
  br label %47

47:                                               ; preds = %67, %44
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %16, align 4
  %50 = icmp sle i32 %48, %49
  br i1 %50, label %51, label %70

51:                                               ; preds = %47
  %52 = load i32, ptr %11, align 4
  %53 = mul nsw i32 %52, 1
  %54 = add nsw i32 0, %53
  store i32 %54, ptr %25, align 4
  %55 = load ptr, ptr %21, align 8
  %56 = load i32, ptr %25, align 4
  %57 = load i32, ptr %23, align 4
  %58 = mul nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %55, i64 %59
  store ptr %60, ptr %24, align 8
  %61 = getelementptr inbounds [3 x ptr], ptr %19, i64 0, i64 0
  store ptr %23, ptr %61, align 8
  %62 = getelementptr inbounds [3 x ptr], ptr %19, i64 0, i64 1
  store ptr %24, ptr %62, align 8
  %63 = getelementptr inbounds [3 x ptr], ptr %19, i64 0, i64 2
  store ptr %25, ptr %63, align 8
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %64, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper, ptr %19, i64 3, i32 0)
  br label %66

66:                                               ; preds = %51
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %11, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %11, align 4
  br label %47

70:                                               ; preds = %47
  br label %71

71:                                               ; preds = %70
  %72 = load ptr, ptr %6, align 8
  %73 = load i32, ptr %72, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %73)
  br label %74

74:                                               ; preds = %71, %5
  call void @__kmpc_free_shared(ptr %25, i64 4)
  call void @__kmpc_free_shared(ptr %24, i64 8)
  call void @__kmpc_free_shared(ptr %23, i64 4)
  call void @__kmpc_free_shared(ptr %21, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %21 = load ptr, ptr %8, align 8, !nonnull !14, !align !22
  %22 = load ptr, ptr %9, align 8, !nonnull !14, !align !15
  %23 = load ptr, ptr %10, align 8, !nonnull !14, !align !22
  %24 = load i32, ptr %21, align 4
  store i32 %24, ptr %13, align 4
  %25 = load i32, ptr %13, align 4
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %29 = load i32, ptr %13, align 4
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %72

31:                                               ; preds = %5
  store i32 0, ptr %16, align 4
  %32 = load i32, ptr %14, align 4
  store i32 %32, ptr %17, align 4
  store i32 1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %33 = load i32, ptr %14, align 4
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4
  call void @__kmpc_dispatch_init_4(ptr @1, i32 %35, i32 1073741861, i32 0, i32 %33, i32 1, i32 1)
  br label %36

36:                                               ; preds = %68, %31
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %37, align 4
  %39 = call i32 @__kmpc_dispatch_next_4(ptr @1, i32 %38, ptr %19, ptr %16, ptr %17, ptr %18)
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %69

41:                                               ; preds = %36
  %42 = load i32, ptr %16, align 4
  store i32 %42, ptr %11, align 4
  br label %43

43:                                               ; preds = %64, %41
  %44 = load i32, ptr %11, align 4, !llvm.access.group !23
  %45 = load i32, ptr %17, align 4, !llvm.access.group !23
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %43
  %48 = load i32, ptr %11, align 4, !llvm.access.group !23
  %49 = mul nsw i32 %48, 1
  %50 = add nsw i32 0, %49
  store i32 %50, ptr %20, align 4, !llvm.access.group !23
  %51 = load ptr, ptr %22, align 8, !llvm.access.group !23
  %52 = load i32, ptr %20, align 4, !llvm.access.group !23
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4, !llvm.access.group !23
  %56 = mul nsw i32 %55, 3
  %57 = load i32, ptr %23, align 4, !llvm.access.group !23
  %58 = add nsw i32 %56, %57
  %59 = load ptr, ptr %22, align 8, !llvm.access.group !23
  %60 = load i32, ptr %20, align 4, !llvm.access.group !23
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4, !llvm.access.group !23
  br label %63

63:                                               ; preds = %47
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %11, align 4, !llvm.access.group !23
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %11, align 4, !llvm.access.group !23
  br label %43, !llvm.loop !24

67:                                               ; preds = %43
  br label %68

68:                                               ; preds = %67
  br label %36

69:                                               ; preds = %36
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %70, align 4
  call void @__kmpc_dispatch_deinit(ptr @1, i32 %71)
  br label %72

72:                                               ; preds = %69, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %7, i64 2
  %13 = load ptr, ptr %12, align 8
  call void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { nosync nounwind allocsize(0) }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #7 = { nosync nounwind }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent }

!omp_offload.info = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

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
!11 = distinct !{}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.parallel_accesses", !11}
!14 = !{}
!15 = !{i64 8}
!16 = distinct !{}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.parallel_accesses", !16}
!19 = distinct !{}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.parallel_accesses", !19}
!22 = !{i64 4}
!23 = distinct !{}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.parallel_accesses", !23}
