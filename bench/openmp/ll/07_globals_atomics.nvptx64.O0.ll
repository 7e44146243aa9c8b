; ModuleID = 'src/07_globals_atomics.c'
source_filename = "src/07_globals_atomics.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@counters = protected global [16 x i32] zeroinitializer, align 4
@table = protected global [64 x i32] zeroinitializer, align 4
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment }
@current = protected global ptr @table, align 8
@__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment }
@__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_masked_single_l47_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 64, i32 2, i32 2, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment }
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_histo_atomic_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment, ptr %0)
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
  call void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  call void @__kmpc_parallel_60(ptr @1, i32 %68, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined, ptr null, ptr %22, i64 5, i32 0)
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
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %25 = alloca ptr, align 8
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
  br i1 %32, label %33, label %78

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
  %39 = load ptr, ptr %8, align 8
  %40 = load i32, ptr %39, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %40, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %41 = load i32, ptr %20, align 4
  store i32 %41, ptr %15, align 4
  br label %42

42:                                               ; preds = %70, %33
  %43 = load i32, ptr %15, align 4
  %44 = sext i32 %43 to i64
  %45 = load i64, ptr %11, align 8
  %46 = icmp ule i64 %44, %45
  br i1 %46, label %47, label %74

47:                                               ; preds = %42
  %48 = load i32, ptr %15, align 4
  %49 = mul nsw i32 %48, 1
  %50 = add nsw i32 0, %49
  store i32 %50, ptr %24, align 4
  %51 = load ptr, ptr %13, align 8
  %52 = load i32, ptr %24, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = call ptr @pick(i32 noundef %55) #13
  store ptr %56, ptr %25, align 8
  %57 = load ptr, ptr %25, align 8
  %58 = atomicrmw add ptr %57, i32 1 monotonic, align 4
  %59 = load ptr, ptr %14, align 8
  %60 = load ptr, ptr %13, align 8
  %61 = load i32, ptr %24, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %60, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = and i32 %64, 15
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %59, i64 %66
  %68 = atomicrmw add ptr %67, i32 1 monotonic, align 4
  br label %69

69:                                               ; preds = %47
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4
  %72 = load i32, ptr %22, align 4
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %15, align 4
  br label %42

74:                                               ; preds = %42
  br label %75

75:                                               ; preds = %74
  %76 = load ptr, ptr %8, align 8
  %77 = load i32, ptr %76, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %77)
  br label %78

78:                                               ; preds = %75, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline nounwind optnone
define internal ptr @pick(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = and i32 %7, 15
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [16 x i32], ptr @counters, i64 0, i64 %9
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %6
  %13 = phi ptr [ %10, %6 ], [ @counters, %11 ]
  ret ptr %13
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
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_firstprivate_rows_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 4 dereferenceable(16) %3) #0 {
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
  %12 = load ptr, ptr %8, align 8, !nonnull !14, !align !15
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %20

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4
  store i32 %17, ptr %9, align 4
  %18 = load i64, ptr %9, align 8
  %19 = load ptr, ptr %7, align 8
  store i32 0, ptr %10, align 4
  store i32 %16, ptr %11, align 4
  call void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined(ptr %11, ptr %10, i64 %18, ptr %19, ptr %12) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 4 dereferenceable(16) %4) #1 {
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
  %20 = alloca [4 x i32], align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %24 = load ptr, ptr %10, align 8, !nonnull !14, !align !15
  %25 = load i32, ptr %8, align 4
  store i32 %25, ptr %13, align 4
  %26 = load i32, ptr %13, align 4
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %30 = load i32, ptr %13, align 4
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %94

32:                                               ; preds = %5
  store i32 0, ptr %16, align 4
  %33 = load i32, ptr %14, align 4
  store i32 %33, ptr %17, align 4
  store i32 1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %24, i64 16, i1 false)
  %34 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %35, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %36, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %34)
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %14, align 4
  %39 = icmp sgt i32 %37, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %32
  %41 = load i32, ptr %14, align 4
  br label %44

42:                                               ; preds = %32
  %43 = load i32, ptr %17, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %41, %40 ], [ %43, %42 ]
  store i32 %45, ptr %17, align 4
  %46 = load i32, ptr %16, align 4
  store i32 %46, ptr %11, align 4
  br label %47

47:                                               ; preds = %87, %44
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %14, align 4
  %50 = add nsw i32 %49, 1
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %52, label %90

52:                                               ; preds = %47
  %53 = load i32, ptr %16, align 4
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %17, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %8, align 4
  store i32 %57, ptr %22, align 4
  %58 = load i64, ptr %22, align 8
  %59 = load ptr, ptr %9, align 8
  %60 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %61 = inttoptr i64 %54 to ptr
  store ptr %61, ptr %60, align 8
  %62 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %63 = inttoptr i64 %56 to ptr
  store ptr %63, ptr %62, align 8
  %64 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8
  %66 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  store ptr %59, ptr %66, align 8
  %67 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  store ptr %20, ptr %67, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %68, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %69, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5, i32 0)
  br label %70

70:                                               ; preds = %52
  %71 = load i32, ptr %11, align 4
  %72 = load i32, ptr %18, align 4
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %11, align 4
  %74 = load i32, ptr %16, align 4
  %75 = load i32, ptr %18, align 4
  %76 = add nsw i32 %74, %75
  store i32 %76, ptr %16, align 4
  %77 = load i32, ptr %17, align 4
  %78 = load i32, ptr %18, align 4
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %17, align 4
  %80 = load i32, ptr %17, align 4
  %81 = load i32, ptr %14, align 4
  %82 = icmp sgt i32 %80, %81
  br i1 %82, label %83, label %85

83:                                               ; preds = %70
  %84 = load i32, ptr %14, align 4
  br label %87

85:                                               ; preds = %70
  %86 = load i32, ptr %17, align 4
  br label %87

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ]
  store i32 %88, ptr %17, align 4
  %89 = load i32, ptr %16, align 4
  store i32 %89, ptr %11, align 4
  br label %47

90:                                               ; preds = %47
  br label %91

91:                                               ; preds = %90
  %92 = load ptr, ptr %6, align 8
  %93 = load i32, ptr %92, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %93)
  br label %94

94:                                               ; preds = %91, %5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 4 dereferenceable(16) %6) #1 {
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
  %24 = alloca [4 x i32], align 4
  %25 = alloca i32, align 4
  %26 = alloca [4 x i32], align 4
  %27 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %28 = load ptr, ptr %14, align 8, !nonnull !14, !align !15
  %29 = load i32, ptr %12, align 4
  store i32 %29, ptr %17, align 4
  %30 = load i32, ptr %17, align 4
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %34 = load i32, ptr %17, align 4
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %99

36:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %37 = load i32, ptr %18, align 4
  store i32 %37, ptr %21, align 4
  %38 = load i64, ptr %10, align 8
  %39 = trunc i64 %38 to i32
  %40 = load i64, ptr %11, align 8
  %41 = trunc i64 %40 to i32
  store i32 %39, ptr %20, align 4
  store i32 %41, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %28, i64 16, i1 false)
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %42, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %43, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %44 = load i32, ptr %20, align 4
  store i32 %44, ptr %15, align 4
  br label %45

45:                                               ; preds = %91, %36
  %46 = load i32, ptr %15, align 4
  %47 = sext i32 %46 to i64
  %48 = load i64, ptr %11, align 8
  %49 = icmp ule i64 %47, %48
  br i1 %49, label %50, label %95

50:                                               ; preds = %45
  %51 = load i32, ptr %15, align 4
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4
  store i32 0, ptr %27, align 4
  br label %54

54:                                               ; preds = %74, %50
  %55 = load i32, ptr %27, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %77

57:                                               ; preds = %54
  %58 = load ptr, ptr %13, align 8
  %59 = load i32, ptr %25, align 4
  %60 = mul nsw i32 4, %59
  %61 = load i32, ptr %27, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %58, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load i32, ptr %27, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4 x i32], ptr %24, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = mul nsw i32 %65, %69
  %71 = load i32, ptr %27, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x i32], ptr %26, i64 0, i64 %72
  store i32 %70, ptr %73, align 4
  br label %74

74:                                               ; preds = %57
  %75 = load i32, ptr %27, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %27, align 4
  br label %54, !llvm.loop !16

77:                                               ; preds = %54
  %78 = load ptr, ptr %13, align 8
  %79 = load i32, ptr %25, align 4
  %80 = mul nsw i32 4, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  %83 = getelementptr inbounds [4 x i32], ptr %26, i64 0, i64 0
  call void @accumulate(ptr noundef %82, ptr noundef %83, i32 noundef 4) #13
  %84 = load ptr, ptr @current, align 8
  %85 = load i32, ptr %25, align 4
  %86 = and i32 %85, 15
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %84, i64 %87
  %89 = getelementptr inbounds [4 x i32], ptr %26, i64 0, i64 0
  call void @accumulate(ptr noundef %88, ptr noundef %89, i32 noundef 4) #13
  br label %90

90:                                               ; preds = %77
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %15, align 4
  %93 = load i32, ptr %22, align 4
  %94 = add nsw i32 %92, %93
  store i32 %94, ptr %15, align 4
  br label %45

95:                                               ; preds = %45
  br label %96

96:                                               ; preds = %95
  %97 = load ptr, ptr %8, align 8
  %98 = load i32, ptr %97, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %98)
  br label %99

99:                                               ; preds = %96, %7
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @accumulate(ptr noundef %0, ptr noundef %1, i32 noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, %17
  store i32 %23, ptr %21, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !18

27:                                               ; preds = %8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_simd_scale_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
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
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %22

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4
  store i32 %17, ptr %9, align 4
  %18 = load i64, ptr %9, align 8
  %19 = load ptr, ptr %7, align 8
  %20 = load double, ptr %8, align 8
  store double %20, ptr %10, align 8
  %21 = load i64, ptr %10, align 8
  store i32 0, ptr %11, align 4
  store i32 %16, ptr %12, align 4
  call void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined(ptr %12, ptr %11, i64 %18, ptr %19, i64 %21) #2
  call void @__kmpc_target_deinit()
  ret void

22:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
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
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %24 = load i32, ptr %8, align 4
  store i32 %24, ptr %13, align 4
  %25 = load i32, ptr %13, align 4
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %29 = load i32, ptr %13, align 4
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %105

31:                                               ; preds = %5
  store i32 0, ptr %16, align 4
  %32 = load i32, ptr %14, align 4
  store i32 %32, ptr %17, align 4
  store i32 1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %33 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %35, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %33)
  %36 = load i32, ptr %17, align 4
  %37 = load i32, ptr %14, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %31
  %40 = load i32, ptr %14, align 4
  br label %43

41:                                               ; preds = %31
  %42 = load i32, ptr %17, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %17, align 4
  %45 = load i32, ptr %16, align 4
  store i32 %45, ptr %11, align 4
  br label %46

46:                                               ; preds = %89, %43
  %47 = load i32, ptr %11, align 4, !llvm.access.group !19
  %48 = load i32, ptr %14, align 4, !llvm.access.group !19
  %49 = add nsw i32 %48, 1
  %50 = icmp slt i32 %47, %49
  br i1 %50, label %51, label %92

51:                                               ; preds = %46
  %52 = load i32, ptr %16, align 4, !llvm.access.group !19
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %17, align 4, !llvm.access.group !19
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !llvm.access.group !19
  store i32 %56, ptr %21, align 4, !llvm.access.group !19
  %57 = load i64, ptr %21, align 8, !llvm.access.group !19
  %58 = load ptr, ptr %9, align 8, !llvm.access.group !19
  %59 = load double, ptr %10, align 8, !llvm.access.group !19
  store double %59, ptr %22, align 8, !llvm.access.group !19
  %60 = load i64, ptr %22, align 8, !llvm.access.group !19
  %61 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %62 = inttoptr i64 %53 to ptr
  store ptr %62, ptr %61, align 8, !llvm.access.group !19
  %63 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %64 = inttoptr i64 %55 to ptr
  store ptr %64, ptr %63, align 8, !llvm.access.group !19
  %65 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %66 = inttoptr i64 %57 to ptr
  store ptr %66, ptr %65, align 8, !llvm.access.group !19
  %67 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  store ptr %58, ptr %67, align 8, !llvm.access.group !19
  %68 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  %69 = inttoptr i64 %60 to ptr
  store ptr %69, ptr %68, align 8, !llvm.access.group !19
  %70 = load ptr, ptr %6, align 8, !llvm.access.group !19
  %71 = load i32, ptr %70, align 4, !llvm.access.group !19
  call void @__kmpc_parallel_60(ptr @1, i32 %71, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5, i32 0), !llvm.access.group !19
  br label %72

72:                                               ; preds = %51
  %73 = load i32, ptr %11, align 4, !llvm.access.group !19
  %74 = load i32, ptr %18, align 4, !llvm.access.group !19
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %11, align 4, !llvm.access.group !19
  %76 = load i32, ptr %16, align 4, !llvm.access.group !19
  %77 = load i32, ptr %18, align 4, !llvm.access.group !19
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %16, align 4, !llvm.access.group !19
  %79 = load i32, ptr %17, align 4, !llvm.access.group !19
  %80 = load i32, ptr %18, align 4, !llvm.access.group !19
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %17, align 4, !llvm.access.group !19
  %82 = load i32, ptr %17, align 4, !llvm.access.group !19
  %83 = load i32, ptr %14, align 4, !llvm.access.group !19
  %84 = icmp sgt i32 %82, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %72
  %86 = load i32, ptr %14, align 4, !llvm.access.group !19
  br label %89

87:                                               ; preds = %72
  %88 = load i32, ptr %17, align 4, !llvm.access.group !19
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ]
  store i32 %90, ptr %17, align 4, !llvm.access.group !19
  %91 = load i32, ptr %16, align 4, !llvm.access.group !19
  store i32 %91, ptr %11, align 4, !llvm.access.group !19
  br label %46, !llvm.loop !20

92:                                               ; preds = %46
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %6, align 8
  %95 = load i32, ptr %94, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %95)
  %96 = load i32, ptr %19, align 4
  %97 = icmp ne i32 %96, 0
  br i1 %97, label %98, label %104

98:                                               ; preds = %93
  %99 = load i32, ptr %13, align 4
  %100 = sub nsw i32 %99, 0
  %101 = sdiv i32 %100, 1
  %102 = mul nsw i32 %101, 1
  %103 = add nsw i32 0, %102
  store i32 %103, ptr %20, align 4
  br label %104

104:                                              ; preds = %98, %93
  br label %105

105:                                              ; preds = %104, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
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
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %25 = load i32, ptr %12, align 4
  store i32 %25, ptr %17, align 4
  %26 = load i32, ptr %17, align 4
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %30 = load i32, ptr %17, align 4
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %81

32:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %33 = load i32, ptr %18, align 4
  store i32 %33, ptr %21, align 4
  %34 = load i64, ptr %10, align 8
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4
  store i32 %37, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %20, align 4
  store i32 %40, ptr %15, align 4
  br label %41

41:                                               ; preds = %64, %32
  %42 = load i32, ptr %15, align 4, !llvm.access.group !23
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %11, align 8, !llvm.access.group !23
  %45 = icmp ule i64 %43, %44
  br i1 %45, label %46, label %68

46:                                               ; preds = %41
  %47 = load i32, ptr %15, align 4, !llvm.access.group !23
  %48 = mul nsw i32 %47, 1
  %49 = add nsw i32 0, %48
  store i32 %49, ptr %24, align 4, !llvm.access.group !23
  %50 = load ptr, ptr %13, align 8, !llvm.access.group !23
  %51 = load i32, ptr %24, align 4, !llvm.access.group !23
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8, !llvm.access.group !23
  %55 = load double, ptr %14, align 8, !llvm.access.group !23
  %56 = load i32, ptr %24, align 4, !llvm.access.group !23
  %57 = sitofp i32 %56 to double
  %58 = call double @llvm.fmuladd.f64(double %54, double %55, double %57)
  %59 = load ptr, ptr %13, align 8, !llvm.access.group !23
  %60 = load i32, ptr %24, align 4, !llvm.access.group !23
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  store double %58, ptr %62, align 8, !llvm.access.group !23
  br label %63

63:                                               ; preds = %46
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %15, align 4, !llvm.access.group !23
  %66 = load i32, ptr %22, align 4, !llvm.access.group !23
  %67 = add nsw i32 %65, %66
  store i32 %67, ptr %15, align 4, !llvm.access.group !23
  br label %41, !llvm.loop !24

68:                                               ; preds = %41
  br label %69

69:                                               ; preds = %68
  %70 = load ptr, ptr %8, align 8
  %71 = load i32, ptr %70, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %71)
  %72 = load i32, ptr %23, align 4
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %80

74:                                               ; preds = %69
  %75 = load i32, ptr %17, align 4
  %76 = sub nsw i32 %75, 0
  %77 = sdiv i32 %76, 1
  %78 = mul nsw i32 %77, 1
  %79 = add nsw i32 0, %78
  store i32 %79, ptr %24, align 4
  br label %80

80:                                               ; preds = %74, %69
  br label %81

81:                                               ; preds = %80, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_masked_single_l47(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) #7 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512189_masked_single_l47_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %6, align 4
  store i32 %15, ptr %7, align 4
  %16 = load i64, ptr %7, align 8
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4
  call void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined(ptr %9, ptr %8, ptr %14, i64 %16) #2
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i64 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca [3 x ptr], align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %10, ptr %11, align 8
  %12 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %13 = load i32, ptr %8, align 4
  %14 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %13, ptr %14, align 4
  store i32 0, ptr %12, align 4
  %15 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  store ptr %11, ptr %15, align 8
  %16 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  store ptr %12, ptr %16, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  store ptr %14, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %18, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %19, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper, ptr %9, i64 3, i32 0)
  call void @__kmpc_free_shared(ptr %14, i64 4)
  call void @__kmpc_free_shared(ptr %12, i64 4)
  call void @__kmpc_free_shared(ptr %11, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #8

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8, !nonnull !14, !align !26
  %12 = load ptr, ptr %9, align 8, !nonnull !14, !align !15
  %13 = load ptr, ptr %10, align 8, !nonnull !14, !align !15
  %14 = load ptr, ptr %6, align 8
  %15 = load i32, ptr %14, align 4
  %16 = call i32 @__kmpc_masked(ptr @1, i32 %15, i32 0)
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %5
  %19 = load ptr, ptr %11, align 8
  %20 = call i32 @omp_get_team_num() #13
  %21 = and i32 %20, 3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  call void @__kmpc_end_masked(ptr @1, i32 %15)
  br label %26

26:                                               ; preds = %18, %5
  %27 = call i32 @__kmpc_single(ptr @1, i32 %15)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = load i32, ptr %13, align 4
  store i32 %30, ptr %12, align 4
  call void @__kmpc_end_single(ptr @1, i32 %15)
  br label %31

31:                                               ; preds = %29, %26
  call void @__kmpc_barrier(ptr @4, i32 %15)
  %32 = call i32 @omp_get_thread_num() #13
  %33 = and i32 %32, 15
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [16 x i32], ptr @counters, i64 0, i64 %34
  %36 = load i32, ptr %12, align 4
  %37 = atomicrmw add ptr %35, i32 %36 monotonic, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_masked(ptr, i32, i32) #2

; Function Attrs: nounwind
declare void @__kmpc_end_masked(ptr, i32) #2

; Function Attrs: convergent
declare i32 @omp_get_team_num() #9

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) #10

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) #10

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #10

; Function Attrs: convergent
declare i32 @omp_get_thread_num() #9

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #11 {
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
  call void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #12

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="2" "nvvm.maxntid"="64" "omp_target_num_teams"="2" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #8 = { nosync nounwind allocsize(0) }
attributes #9 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #10 = { convergent nounwind }
attributes #11 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #12 = { nosync nounwind }
attributes #13 = { convergent }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !{i32 0, i32 65024, i32 5317001, !"firstprivate_rows", i32 30, i32 0, i32 4}
!1 = !{i32 0, i32 65024, i32 5317001, !"histo_atomic", i32 18, i32 0, i32 3}
!2 = !{i32 0, i32 65024, i32 5317001, !"masked_single", i32 47, i32 0, i32 6}
!3 = !{i32 0, i32 65024, i32 5317001, !"simd_scale", i32 41, i32 0, i32 5}
!4 = !{i32 1, !"table", i32 0, i32 1}
!5 = !{i32 1, !"counters", i32 0, i32 0}
!6 = !{i32 1, !"current", i32 0, i32 2}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 7, !"openmp-device", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!14 = !{}
!15 = !{i64 4}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.parallel_accesses", !19}
!22 = !{!"llvm.loop.vectorize.enable", i1 true}
!23 = distinct !{}
!24 = distinct !{!24, !25, !22}
!25 = !{!"llvm.loop.parallel_accesses", !23}
!26 = !{i64 8}
