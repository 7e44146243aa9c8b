; ModuleID = 'src/02_generic_team.c'
source_filename = "src/02_generic_team.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_team_sums_l8_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 2, i32 2, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512291_counters_l25_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_counters_l25_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512291_counters_l25_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512291_team_sums_l8(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512291_team_sums_l8_kernel_environment, ptr %0)
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %23

16:                                               ; preds = %5
  %17 = call i32 @__kmpc_global_thread_num(ptr @1)
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %8, align 4
  store i32 %19, ptr %11, align 4
  %20 = load i64, ptr %11, align 8
  %21 = load ptr, ptr %9, align 8
  %22 = load ptr, ptr %10, align 8
  store i32 0, ptr %12, align 4
  store i32 %17, ptr %13, align 4
  call void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined(ptr %13, ptr %12, ptr %18, i64 %20, ptr %21, ptr %22) #4
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [4 x ptr], align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %15 = load i32, ptr %10, align 4
  %16 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %15, ptr %16, align 4
  %17 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  %18 = load ptr, ptr %11, align 8
  %19 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %18, ptr %19, align 8
  %20 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %21 = call align 16 ptr @__kmpc_alloc_shared(i64 16)
  %22 = call i32 @omp_get_team_num() #10
  store i32 %22, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %23 = getelementptr inbounds i32, ptr %21, i64 1
  store i32 0, ptr %23, align 4
  %24 = getelementptr inbounds i32, ptr %21, i64 2
  store i32 0, ptr %24, align 4
  %25 = getelementptr inbounds i32, ptr %21, i64 3
  store i32 0, ptr %25, align 4
  %26 = load i32, ptr %20, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %6
  %29 = load ptr, ptr %9, align 8
  br label %36

30:                                               ; preds = %6
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %16, align 4
  %33 = sdiv i32 %32, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %31, i64 %34
  br label %36

36:                                               ; preds = %30, %28
  %37 = phi ptr [ %29, %28 ], [ %35, %30 ]
  store ptr %37, ptr %17, align 8
  %38 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 0
  store ptr %16, ptr %38, align 8
  %39 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 1
  store ptr %17, ptr %39, align 8
  %40 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 2
  store ptr %19, ptr %40, align 8
  %41 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 3
  store ptr %20, ptr %41, align 8
  %42 = load ptr, ptr %7, align 8
  %43 = load i32, ptr %42, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %43, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper, ptr %13, i64 4, i32 0)
  store i32 0, ptr %14, align 4
  br label %44

44:                                               ; preds = %61, %36
  %45 = load i32, ptr %14, align 4
  %46 = load i32, ptr %16, align 4
  %47 = sdiv i32 %46, 2
  %48 = icmp slt i32 %45, %47
  br i1 %48, label %49, label %64

49:                                               ; preds = %44
  %50 = load ptr, ptr %17, align 8
  %51 = load i32, ptr %14, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %14, align 4
  %56 = and i32 %55, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = add nsw i32 %59, %54
  store i32 %60, ptr %58, align 4
  br label %61

61:                                               ; preds = %49
  %62 = load i32, ptr %14, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %14, align 4
  br label %44, !llvm.loop !9

64:                                               ; preds = %44
  %65 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 0
  %66 = load i32, ptr %65, align 4
  %67 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 1
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %66, %68
  %70 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 2
  %71 = load i32, ptr %70, align 4
  %72 = add nsw i32 %69, %71
  %73 = getelementptr inbounds [4 x i32], ptr %21, i64 0, i64 3
  %74 = load i32, ptr %73, align 4
  %75 = add nsw i32 %72, %74
  %76 = load ptr, ptr %12, align 8
  %77 = load i32, ptr %20, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  store i32 %75, ptr %79, align 4
  call void @__kmpc_free_shared(ptr %21, i64 16)
  call void @__kmpc_free_shared(ptr %20, i64 4)
  call void @__kmpc_free_shared(ptr %19, i64 8)
  call void @__kmpc_free_shared(ptr %17, i64 8)
  call void @__kmpc_free_shared(ptr %16, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #2

; Function Attrs: convergent
declare i32 @omp_get_team_num() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
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
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %23 = load ptr, ptr %9, align 8, !nonnull !11, !align !12
  %24 = load ptr, ptr %10, align 8, !nonnull !11, !align !13
  %25 = load ptr, ptr %11, align 8, !nonnull !11, !align !13
  %26 = load ptr, ptr %12, align 8, !nonnull !11, !align !12
  %27 = load i32, ptr %23, align 4
  %28 = sdiv i32 %27, 2
  store i32 %28, ptr %15, align 4
  %29 = load i32, ptr %15, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %33 = load i32, ptr %15, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %89

35:                                               ; preds = %6
  store i32 0, ptr %18, align 4
  %36 = load i32, ptr %16, align 4
  store i32 %36, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %37, align 4
  call void @__kmpc_for_static_init_4(ptr @2, i32 %38, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  br label %39

39:                                               ; preds = %79, %35
  %40 = load i32, ptr %19, align 4
  %41 = load i32, ptr %16, align 4
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %39
  %44 = load i32, ptr %16, align 4
  br label %47

45:                                               ; preds = %39
  %46 = load i32, ptr %19, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %19, align 4
  %49 = load i32, ptr %18, align 4
  store i32 %49, ptr %13, align 4
  %50 = load i32, ptr %13, align 4
  %51 = load i32, ptr %19, align 4
  %52 = icmp sle i32 %50, %51
  br i1 %52, label %53, label %86

53:                                               ; preds = %47
  br label %54

54:                                               ; preds = %75, %53
  %55 = load i32, ptr %13, align 4
  %56 = load i32, ptr %19, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %78

58:                                               ; preds = %54
  %59 = load i32, ptr %13, align 4
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %22, align 4
  %62 = load ptr, ptr %25, align 8
  %63 = load i32, ptr %22, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %26, align 4
  %68 = add nsw i32 %67, 1
  %69 = mul nsw i32 %66, %68
  %70 = load ptr, ptr %24, align 8
  %71 = load i32, ptr %22, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %70, i64 %72
  store i32 %69, ptr %73, align 4
  br label %74

74:                                               ; preds = %58
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4
  br label %54

78:                                               ; preds = %54
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %18, align 4
  %81 = load i32, ptr %20, align 4
  %82 = add nsw i32 %80, %81
  store i32 %82, ptr %18, align 4
  %83 = load i32, ptr %19, align 4
  %84 = load i32, ptr %20, align 4
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %19, align 4
  br label %39

86:                                               ; preds = %47
  %87 = load ptr, ptr %7, align 8
  %88 = load i32, ptr %87, align 4
  call void @__kmpc_for_static_fini(ptr @2, i32 %88)
  br label %89

89:                                               ; preds = %86, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #4

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #5 {
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
  %14 = getelementptr inbounds ptr, ptr %7, i64 3
  %15 = load ptr, ptr %14, align 8
  call void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13, ptr %15) #4
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #6

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #7

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #4

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512291_counters_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #8 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_512291_counters_l25_kernel_environment, ptr %0)
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %10, label %32

10:                                               ; preds = %3
  %11 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %12 = load ptr, ptr %6, align 8
  %13 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %12, ptr %13, align 8
  %14 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  store i32 7, ptr %11, align 4
  %16 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  store ptr %11, ptr %16, align 8
  call void @__kmpc_parallel_60(ptr @1, i32 %15, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512291_counters_l25_omp_outlined, ptr @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper, ptr %7, i64 1, i32 0)
  store i32 0, ptr %14, align 4
  br label %17

17:                                               ; preds = %29, %10
  %18 = load i32, ptr %14, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load ptr, ptr %13, align 8
  %23 = load i32, ptr %14, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %14, align 4
  %28 = add nsw i32 %26, %27
  call void @bump(ptr noundef %25, i32 noundef %28) #10
  br label %29

29:                                               ; preds = %21
  %30 = load i32, ptr %14, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %14, align 4
  br label %17, !llvm.loop !14

32:                                               ; preds = %3
  ret void

33:                                               ; preds = %17
  call void @__kmpc_free_shared(ptr %14, i64 4)
  call void @__kmpc_free_shared(ptr %13, i64 8)
  call void @__kmpc_free_shared(ptr %11, i64 4)
  call void @__kmpc_target_deinit()
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8, !nonnull !11, !align !12
  %8 = call i32 @omp_get_thread_num() #10
  call void @bump(ptr noundef %7, i32 noundef %8) #10
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @bump(ptr noundef %0, i32 noundef %1) #9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: convergent
declare i32 @omp_get_thread_num() #3

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #5 {
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
  call void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr %4, ptr %5, ptr %9) #4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="2" "nvvm.maxntid"="128" "omp_target_num_teams"="2" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nosync nounwind allocsize(0) }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { nounwind }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #6 = { alwaysinline }
attributes #7 = { nosync nounwind }
attributes #8 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #9 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #10 = { convergent }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5317265, !"counters", i32 25, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317265, !"team_sums", i32 8, i32 0, i32 0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{}
!12 = !{i64 4}
!13 = !{i64 8}
!14 = distinct !{!14, !10}
