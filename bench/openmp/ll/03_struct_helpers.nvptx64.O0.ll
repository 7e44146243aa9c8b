; ModuleID = 'src/03_struct_helpers.c'
source_filename = "src/03_struct_helpers.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512116_advance_l16_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_advance_l16_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512116_advance_l16_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512116_smooth_l24_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_smooth_l24_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512116_smooth_l24_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512116_advance_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512116_advance_l16_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %25

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4
  store i32 %19, ptr %11, align 4
  %20 = load i64, ptr %11, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = load float, ptr %10, align 4
  store float %23, ptr %12, align 4
  %24 = load i64, ptr %12, align 8
  store i32 0, ptr %13, align 4
  store i32 %18, ptr %14, align 4
  call void @__omp_offloading_fe00_512116_advance_l16_omp_outlined(ptr %14, ptr %13, i64 %20, ptr %21, ptr %22, i64 %24) #2
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
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
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i64 %5, ptr %12, align 8
  %26 = load i32, ptr %9, align 4
  store i32 %26, ptr %15, align 4
  %27 = load i32, ptr %15, align 4
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %31 = load i32, ptr %15, align 4
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %100

33:                                               ; preds = %6
  store i32 0, ptr %18, align 4
  %34 = load i32, ptr %16, align 4
  store i32 %34, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 91, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 %35)
  %38 = load i32, ptr %19, align 4
  %39 = load i32, ptr %16, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = load i32, ptr %16, align 4
  br label %45

43:                                               ; preds = %33
  %44 = load i32, ptr %19, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %19, align 4
  %47 = load i32, ptr %18, align 4
  store i32 %47, ptr %13, align 4
  br label %48

48:                                               ; preds = %93, %45
  %49 = load i32, ptr %13, align 4
  %50 = load i32, ptr %16, align 4
  %51 = add nsw i32 %50, 1
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %53, label %96

53:                                               ; preds = %48
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %19, align 4
  %57 = zext i32 %56 to i64
  %58 = load i32, ptr %9, align 4
  store i32 %58, ptr %23, align 4
  %59 = load i64, ptr %23, align 8
  %60 = load ptr, ptr %10, align 8
  %61 = load ptr, ptr %11, align 8
  %62 = load float, ptr %12, align 4
  store float %62, ptr %24, align 4
  %63 = load i64, ptr %24, align 8
  %64 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %55 to ptr
  store ptr %65, ptr %64, align 8
  %66 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %57 to ptr
  store ptr %67, ptr %66, align 8
  %68 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %59 to ptr
  store ptr %69, ptr %68, align 8
  %70 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 3
  store ptr %60, ptr %70, align 8
  %71 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 4
  store ptr %61, ptr %71, align 8
  %72 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 5
  %73 = inttoptr i64 %63 to ptr
  store ptr %73, ptr %72, align 8
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %75, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined, ptr null, ptr %25, i64 6, i32 0)
  br label %76

76:                                               ; preds = %53
  %77 = load i32, ptr %13, align 4
  %78 = load i32, ptr %20, align 4
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %13, align 4
  %80 = load i32, ptr %18, align 4
  %81 = load i32, ptr %20, align 4
  %82 = add nsw i32 %80, %81
  store i32 %82, ptr %18, align 4
  %83 = load i32, ptr %19, align 4
  %84 = load i32, ptr %20, align 4
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %19, align 4
  %86 = load i32, ptr %19, align 4
  %87 = load i32, ptr %16, align 4
  %88 = icmp sgt i32 %86, %87
  br i1 %88, label %89, label %91

89:                                               ; preds = %76
  %90 = load i32, ptr %16, align 4
  br label %93

91:                                               ; preds = %76
  %92 = load i32, ptr %19, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %90, %89 ], [ %92, %91 ]
  store i32 %94, ptr %19, align 4
  %95 = load i32, ptr %18, align 4
  store i32 %95, ptr %13, align 4
  br label %48

96:                                               ; preds = %48
  br label %97

97:                                               ; preds = %96
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %98, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %99)
  br label %100

100:                                              ; preds = %97, %6
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca [3 x float], align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %28 = load i32, ptr %13, align 4
  store i32 %28, ptr %19, align 4
  %29 = load i32, ptr %19, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %33 = load i32, ptr %19, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %97

35:                                               ; preds = %8
  store i32 0, ptr %22, align 4
  %36 = load i32, ptr %20, align 4
  store i32 %36, ptr %23, align 4
  %37 = load i64, ptr %11, align 8
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %12, align 8
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %22, align 4
  store i32 %40, ptr %23, align 4
  store i32 1, ptr %24, align 4
  store i32 0, ptr %25, align 4
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %41, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %43 = load i32, ptr %22, align 4
  store i32 %43, ptr %17, align 4
  br label %44

44:                                               ; preds = %89, %35
  %45 = load i32, ptr %17, align 4
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %12, align 8
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %49, label %93

49:                                               ; preds = %44
  %50 = load i32, ptr %17, align 4
  %51 = mul nsw i32 %50, 1
  %52 = add nsw i32 0, %51
  store i32 %52, ptr %26, align 4
  %53 = load ptr, ptr %14, align 8
  %54 = load i32, ptr %26, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %53, i64 %55
  %57 = load float, ptr %56, align 4
  store float %57, ptr %27, align 4
  %58 = getelementptr inbounds float, ptr %27, i64 1
  %59 = load ptr, ptr %14, align 8
  %60 = load i32, ptr %26, align 4
  %61 = add nsw i32 %60, 1
  %62 = load i32, ptr %13, align 4
  %63 = srem i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %59, i64 %64
  %66 = load float, ptr %65, align 4
  store float %66, ptr %58, align 4
  %67 = getelementptr inbounds float, ptr %27, i64 2
  %68 = load ptr, ptr %14, align 8
  %69 = load i32, ptr %26, align 4
  %70 = add nsw i32 %69, 2
  %71 = load i32, ptr %13, align 4
  %72 = srem i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %68, i64 %73
  %75 = load float, ptr %74, align 4
  store float %75, ptr %67, align 4
  %76 = load ptr, ptr %15, align 8
  %77 = load i32, ptr %26, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %76, i64 %78
  %80 = load ptr, ptr %14, align 8
  %81 = load i32, ptr %26, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %80, i64 %82
  %84 = load float, ptr %16, align 4
  %85 = getelementptr inbounds [3 x float], ptr %27, i64 0, i64 0
  %86 = call float @norm3(ptr noundef %85) #8
  %87 = fadd float %84, %86
  call void @step(ptr noundef %79, ptr noundef %83, float noundef %87) #8
  br label %88

88:                                               ; preds = %49
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %17, align 4
  %91 = load i32, ptr %24, align 4
  %92 = add nsw i32 %90, %91
  store i32 %92, ptr %17, align 4
  br label %44

93:                                               ; preds = %44
  br label %94

94:                                               ; preds = %93
  %95 = load ptr, ptr %9, align 8
  %96 = load i32, ptr %95, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %96)
  br label %97

97:                                               ; preds = %94, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline nounwind optnone
define internal void @step(ptr noundef %0, ptr noundef %1, float noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load float, ptr %9, align 4
  %11 = load float, ptr %6, align 4
  %12 = fmul float %10, %11
  %13 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %8, float %12)
  %14 = load ptr, ptr %4, align 8
  store float %13, ptr %14, align 4
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal float @norm3(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds float, ptr %3, i64 0
  %5 = load float, ptr %4, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 0
  %8 = load float, ptr %7, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds float, ptr %9, i64 1
  %11 = load float, ptr %10, align 4
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds float, ptr %12, i64 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %11, %14
  %16 = call float @llvm.fmuladd.f32(float %5, float %8, float %15)
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds float, ptr %17, i64 2
  %19 = load float, ptr %18, align 4
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds float, ptr %20, i64 2
  %22 = load float, ptr %21, align 4
  %23 = call float @llvm.fmuladd.f32(float %19, float %22, float %16)
  ret float %23
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #2

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #2

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512116_smooth_l24(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512116_smooth_l24_kernel_environment, ptr %0)
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
  call void @__omp_offloading_fe00_512116_smooth_l24_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_smooth_l24_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %20 = call align 16 ptr @__kmpc_alloc_shared(i64 12)
  %21 = load ptr, ptr %9, align 8
  %22 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %21, ptr %22, align 8
  %23 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %24 = load ptr, ptr %10, align 8
  %25 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %24, ptr %25, align 8
  %26 = load i32, ptr %8, align 4
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %13, align 4
  %28 = load i32, ptr %13, align 4
  %29 = sub nsw i32 %28, 1
  %30 = sdiv i32 %29, 1
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %14, align 4
  store i32 1, ptr %23, align 4
  %32 = load i32, ptr %13, align 4
  %33 = icmp slt i32 1, %32
  br i1 %33, label %34, label %104

34:                                               ; preds = %5
  store i32 0, ptr %15, align 4
  %35 = load i32, ptr %14, align 4
  store i32 %35, ptr %16, align 4
  store i32 1, ptr %17, align 4
  store i32 0, ptr %18, align 4
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %36, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 92, ptr %18, ptr %15, ptr %16, ptr %17, i32 1, i32 1)
  %38 = load i32, ptr %16, align 4
  %39 = load i32, ptr %14, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %34
  %42 = load i32, ptr %14, align 4
  br label %45

43:                                               ; preds = %34
  %44 = load i32, ptr %16, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %16, align 4
  %47 = load i32, ptr %15, align 4
  store i32 %47, ptr %11, align 4
  br label %48

48:                                               ; preds = %97, %45
  %49 = load i32, ptr %11, align 4
  %50 = load i32, ptr %16, align 4
  %51 = icmp sle i32 %49, %50
  br i1 %51, label %52, label %100

52:                                               ; preds = %48
  %53 = load i32, ptr %11, align 4
  %54 = mul nsw i32 %53, 1
  %55 = add nsw i32 1, %54
  store i32 %55, ptr %23, align 4
  store i32 0, ptr %19, align 4
  br label %56

56:                                               ; preds = %71, %52
  %57 = load i32, ptr %19, align 4
  %58 = icmp slt i32 %57, 3
  br i1 %58, label %59, label %74

59:                                               ; preds = %56
  %60 = load ptr, ptr %22, align 8
  %61 = load i32, ptr %23, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, ptr %19, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %60, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = load i32, ptr %19, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [3 x float], ptr %20, i64 0, i64 %69
  store float %67, ptr %70, align 4
  br label %71

71:                                               ; preds = %59
  %72 = load i32, ptr %19, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %19, align 4
  br label %56, !llvm.loop !9

74:                                               ; preds = %56
  %75 = getelementptr inbounds [3 x float], ptr %20, i64 0, i64 0
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds [3 x float], ptr %20, i64 0, i64 1
  %78 = load float, ptr %77, align 4
  %79 = fadd float %76, %78
  %80 = getelementptr inbounds [3 x float], ptr %20, i64 0, i64 2
  %81 = load float, ptr %80, align 4
  %82 = fadd float %79, %81
  %83 = fdiv float %82, 3.000000e+00
  %84 = load ptr, ptr %25, align 8
  %85 = load i32, ptr %23, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %84, i64 %86
  store float %83, ptr %87, align 4
  %88 = load ptr, ptr %22, align 8
  %89 = load i32, ptr %23, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %88, i64 %90
  %92 = load ptr, ptr %25, align 8
  %93 = load i32, ptr %23, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %92, i64 %94
  call void @step(ptr noundef %91, ptr noundef %95, float noundef 5.000000e-01) #8
  br label %96

96:                                               ; preds = %74
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %11, align 4
  br label %48

100:                                              ; preds = %48
  br label %101

101:                                              ; preds = %100
  %102 = load ptr, ptr %6, align 8
  %103 = load i32, ptr %102, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %103)
  br label %104

104:                                              ; preds = %101, %5
  call void @__kmpc_free_shared(ptr %25, i64 8)
  call void @__kmpc_free_shared(ptr %23, i64 4)
  call void @__kmpc_free_shared(ptr %22, i64 8)
  call void @__kmpc_free_shared(ptr %20, i64 12)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { nosync nounwind allocsize(0) }
attributes #6 = { nosync nounwind }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5316886, !"advance", i32 16, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316886, !"smooth", i32 24, i32 0, i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
