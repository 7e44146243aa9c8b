; ModuleID = 'src/01_axpy_dot.c'
source_filename = "src/01_axpy_dot.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512281_axpy_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_axpy_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512281_axpy_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_scale2d_l9_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512281_axpy_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512281_axpy_l3_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %25

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4
  store i32 %19, ptr %11, align 4
  %20 = load i64, ptr %11, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load float, ptr %9, align 4
  store float %22, ptr %12, align 4
  %23 = load i64, ptr %12, align 8
  %24 = load ptr, ptr %10, align 8
  store i32 0, ptr %13, align 4
  store i32 %18, ptr %14, align 4
  call void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined(ptr %14, ptr %13, i64 %20, ptr %21, i64 %23, ptr %24) #2
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
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
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
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
  %61 = load float, ptr %11, align 4
  store float %61, ptr %24, align 4
  %62 = load i64, ptr %24, align 8
  %63 = load ptr, ptr %12, align 8
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
  %72 = inttoptr i64 %62 to ptr
  store ptr %72, ptr %71, align 8
  %73 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 5
  store ptr %63, ptr %73, align 8
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %75, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined, ptr null, ptr %25, i64 6, i32 0)
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
define internal void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
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
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store ptr %7, ptr %16, align 8
  %27 = load i32, ptr %13, align 4
  store i32 %27, ptr %19, align 4
  %28 = load i32, ptr %19, align 4
  %29 = sub nsw i32 %28, 0
  %30 = sdiv i32 %29, 1
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %32 = load i32, ptr %19, align 4
  %33 = icmp slt i32 0, %32
  br i1 %33, label %34, label %78

34:                                               ; preds = %8
  store i32 0, ptr %22, align 4
  %35 = load i32, ptr %20, align 4
  store i32 %35, ptr %23, align 4
  %36 = load i64, ptr %11, align 8
  %37 = trunc i64 %36 to i32
  %38 = load i64, ptr %12, align 8
  %39 = trunc i64 %38 to i32
  store i32 %37, ptr %22, align 4
  store i32 %39, ptr %23, align 4
  store i32 1, ptr %24, align 4
  store i32 0, ptr %25, align 4
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %40, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %41, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %42 = load i32, ptr %22, align 4
  store i32 %42, ptr %17, align 4
  br label %43

43:                                               ; preds = %70, %34
  %44 = load i32, ptr %17, align 4
  %45 = sext i32 %44 to i64
  %46 = load i64, ptr %12, align 8
  %47 = icmp ule i64 %45, %46
  br i1 %47, label %48, label %74

48:                                               ; preds = %43
  %49 = load i32, ptr %17, align 4
  %50 = mul nsw i32 %49, 1
  %51 = add nsw i32 0, %50
  store i32 %51, ptr %26, align 4
  %52 = load ptr, ptr %14, align 8
  %53 = load i32, ptr %26, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr %15, align 4
  %58 = load ptr, ptr %16, align 8
  %59 = load i32, ptr %26, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul float %57, %62
  %64 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %56, float %63)
  %65 = load ptr, ptr %14, align 8
  %66 = load i32, ptr %26, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %65, i64 %67
  store float %64, ptr %68, align 4
  br label %69

69:                                               ; preds = %48
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %17, align 4
  %72 = load i32, ptr %24, align 4
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %17, align 4
  br label %43

74:                                               ; preds = %43
  br label %75

75:                                               ; preds = %74
  %76 = load ptr, ptr %9, align 8
  %77 = load i32, ptr %76, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %77)
  br label %78

78:                                               ; preds = %75, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

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
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512281_scale2d_l9(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512281_scale2d_l9_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %27

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4
  store i32 %20, ptr %11, align 4
  %21 = load i64, ptr %11, align 8
  %22 = load i32, ptr %8, align 4
  store i32 %22, ptr %12, align 4
  %23 = load i64, ptr %12, align 8
  %24 = load ptr, ptr %9, align 8
  %25 = load double, ptr %10, align 8
  store double %25, ptr %13, align 8
  %26 = load i64, ptr %13, align 8
  store i32 0, ptr %14, align 4
  store i32 %19, ptr %15, align 4
  call void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined(ptr %15, ptr %14, i64 %21, i64 %23, ptr %24, i64 %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i64 %5, ptr %12, align 8
  %31 = load i32, ptr %9, align 4
  store i32 %31, ptr %16, align 4
  %32 = load i32, ptr %10, align 4
  store i32 %32, ptr %17, align 4
  %33 = load i32, ptr %16, align 4
  %34 = sub nsw i32 %33, 0
  %35 = sdiv i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %17, align 4
  %38 = sub nsw i32 %37, 0
  %39 = sdiv i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %36, %40
  %42 = sub nsw i64 %41, 1
  store i64 %42, ptr %18, align 8
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %43 = load i32, ptr %16, align 4
  %44 = icmp slt i32 0, %43
  br i1 %44, label %45, label %116

45:                                               ; preds = %6
  %46 = load i32, ptr %17, align 4
  %47 = icmp slt i32 0, %46
  br i1 %47, label %48, label %116

48:                                               ; preds = %45
  store i64 0, ptr %21, align 8
  %49 = load i64, ptr %18, align 8
  store i64 %49, ptr %22, align 8
  store i64 1, ptr %23, align 8
  store i32 0, ptr %24, align 4
  %50 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %51 = zext i32 %50 to i64
  %52 = load ptr, ptr %7, align 8
  %53 = load i32, ptr %52, align 4
  call void @__kmpc_distribute_static_init_8(ptr @2, i32 %53, i32 91, ptr %24, ptr %21, ptr %22, ptr %23, i64 1, i64 %51)
  %54 = load i64, ptr %22, align 8
  %55 = load i64, ptr %18, align 8
  %56 = icmp sgt i64 %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %48
  %58 = load i64, ptr %18, align 8
  br label %61

59:                                               ; preds = %48
  %60 = load i64, ptr %22, align 8
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i64 [ %58, %57 ], [ %60, %59 ]
  store i64 %62, ptr %22, align 8
  %63 = load i64, ptr %21, align 8
  store i64 %63, ptr %13, align 8
  br label %64

64:                                               ; preds = %109, %61
  %65 = load i64, ptr %13, align 8
  %66 = load i64, ptr %18, align 8
  %67 = add nsw i64 %66, 1
  %68 = icmp slt i64 %65, %67
  br i1 %68, label %69, label %112

69:                                               ; preds = %64
  %70 = load i64, ptr %21, align 8
  %71 = load i64, ptr %22, align 8
  %72 = load i32, ptr %9, align 4
  store i32 %72, ptr %27, align 4
  %73 = load i64, ptr %27, align 8
  %74 = load i32, ptr %10, align 4
  store i32 %74, ptr %28, align 4
  %75 = load i64, ptr %28, align 8
  %76 = load ptr, ptr %11, align 8
  %77 = load double, ptr %12, align 8
  store double %77, ptr %29, align 8
  %78 = load i64, ptr %29, align 8
  %79 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 0
  %80 = inttoptr i64 %70 to ptr
  store ptr %80, ptr %79, align 8
  %81 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 1
  %82 = inttoptr i64 %71 to ptr
  store ptr %82, ptr %81, align 8
  %83 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 2
  %84 = inttoptr i64 %73 to ptr
  store ptr %84, ptr %83, align 8
  %85 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 3
  %86 = inttoptr i64 %75 to ptr
  store ptr %86, ptr %85, align 8
  %87 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 4
  store ptr %76, ptr %87, align 8
  %88 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 5
  %89 = inttoptr i64 %78 to ptr
  store ptr %89, ptr %88, align 8
  %90 = load ptr, ptr %7, align 8
  %91 = load i32, ptr %90, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %91, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined, ptr null, ptr %30, i64 6, i32 0)
  br label %92

92:                                               ; preds = %69
  %93 = load i64, ptr %13, align 8
  %94 = load i64, ptr %23, align 8
  %95 = add nsw i64 %93, %94
  store i64 %95, ptr %13, align 8
  %96 = load i64, ptr %21, align 8
  %97 = load i64, ptr %23, align 8
  %98 = add nsw i64 %96, %97
  store i64 %98, ptr %21, align 8
  %99 = load i64, ptr %22, align 8
  %100 = load i64, ptr %23, align 8
  %101 = add nsw i64 %99, %100
  store i64 %101, ptr %22, align 8
  %102 = load i64, ptr %22, align 8
  %103 = load i64, ptr %18, align 8
  %104 = icmp sgt i64 %102, %103
  br i1 %104, label %105, label %107

105:                                              ; preds = %92
  %106 = load i64, ptr %18, align 8
  br label %109

107:                                              ; preds = %92
  %108 = load i64, ptr %22, align 8
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i64 [ %106, %105 ], [ %108, %107 ]
  store i64 %110, ptr %22, align 8
  %111 = load i64, ptr %21, align 8
  store i64 %111, ptr %13, align 8
  br label %64

112:                                              ; preds = %64
  br label %113

113:                                              ; preds = %112
  %114 = load ptr, ptr %7, align 8
  %115 = load i32, ptr %114, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %115)
  br label %116

116:                                              ; preds = %113, %45, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %31 = load i32, ptr %13, align 4
  store i32 %31, ptr %20, align 4
  %32 = load i32, ptr %14, align 4
  store i32 %32, ptr %21, align 4
  %33 = load i32, ptr %20, align 4
  %34 = sub nsw i32 %33, 0
  %35 = sdiv i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %21, align 4
  %38 = sub nsw i32 %37, 0
  %39 = sdiv i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %36, %40
  %42 = sub nsw i64 %41, 1
  store i64 %42, ptr %22, align 8
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  %43 = load i32, ptr %20, align 4
  %44 = icmp slt i32 0, %43
  br i1 %44, label %45, label %119

45:                                               ; preds = %8
  %46 = load i32, ptr %21, align 4
  %47 = icmp slt i32 0, %46
  br i1 %47, label %48, label %119

48:                                               ; preds = %45
  store i64 0, ptr %25, align 8
  %49 = load i64, ptr %22, align 8
  store i64 %49, ptr %26, align 8
  %50 = load i64, ptr %11, align 8
  %51 = load i64, ptr %12, align 8
  store i64 %50, ptr %25, align 8
  store i64 %51, ptr %26, align 8
  store i64 1, ptr %27, align 8
  store i32 0, ptr %28, align 4
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %52, align 4
  call void @__kmpc_for_static_init_8(ptr @3, i32 %53, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1)
  %54 = load i64, ptr %25, align 8
  store i64 %54, ptr %17, align 8
  br label %55

55:                                               ; preds = %111, %48
  %56 = load i64, ptr %17, align 8
  %57 = load i64, ptr %12, align 8
  %58 = icmp ule i64 %56, %57
  br i1 %58, label %59, label %115

59:                                               ; preds = %55
  %60 = load i64, ptr %17, align 8
  %61 = load i32, ptr %21, align 4
  %62 = sub nsw i32 %61, 0
  %63 = sdiv i32 %62, 1
  %64 = mul nsw i32 1, %63
  %65 = sext i32 %64 to i64
  %66 = sdiv i64 %60, %65
  %67 = mul nsw i64 %66, 1
  %68 = add nsw i64 0, %67
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %29, align 4
  %70 = load i64, ptr %17, align 8
  %71 = load i64, ptr %17, align 8
  %72 = load i32, ptr %21, align 4
  %73 = sub nsw i32 %72, 0
  %74 = sdiv i32 %73, 1
  %75 = mul nsw i32 1, %74
  %76 = sext i32 %75 to i64
  %77 = sdiv i64 %71, %76
  %78 = load i32, ptr %21, align 4
  %79 = sub nsw i32 %78, 0
  %80 = sdiv i32 %79, 1
  %81 = mul nsw i32 1, %80
  %82 = sext i32 %81 to i64
  %83 = mul nsw i64 %77, %82
  %84 = sub nsw i64 %70, %83
  %85 = mul nsw i64 %84, 1
  %86 = add nsw i64 0, %85
  %87 = trunc i64 %86 to i32
  store i32 %87, ptr %30, align 4
  %88 = load ptr, ptr %15, align 8
  %89 = load i32, ptr %29, align 4
  %90 = load i32, ptr %14, align 4
  %91 = mul nsw i32 %89, %90
  %92 = load i32, ptr %30, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %88, i64 %94
  %96 = load double, ptr %95, align 8
  %97 = load double, ptr %16, align 8
  %98 = call double @llvm.fmuladd.f64(double %96, double 2.000000e+00, double %97)
  %99 = load i32, ptr %29, align 4
  %100 = sitofp i32 %99 to double
  %101 = fadd double %98, %100
  %102 = load ptr, ptr %15, align 8
  %103 = load i32, ptr %29, align 4
  %104 = load i32, ptr %14, align 4
  %105 = mul nsw i32 %103, %104
  %106 = load i32, ptr %30, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, ptr %102, i64 %108
  store double %101, ptr %109, align 8
  br label %110

110:                                              ; preds = %59
  br label %111

111:                                              ; preds = %110
  %112 = load i64, ptr %17, align 8
  %113 = load i64, ptr %27, align 8
  %114 = add nsw i64 %112, %113
  store i64 %114, ptr %17, align 8
  br label %55

115:                                              ; preds = %55
  br label %116

116:                                              ; preds = %115
  %117 = load ptr, ptr %9, align 8
  %118 = load i32, ptr %117, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %118)
  br label %119

119:                                              ; preds = %116, %45, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5317249, !"axpy", i32 3, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5317249, !"scale2d", i32 9, i32 0, i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
