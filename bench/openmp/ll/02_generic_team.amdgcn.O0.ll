; ModuleID = 'src/02_generic_team.c'
source_filename = "src/02_generic_team.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_team_sums_l8_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 2, i32 2, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512291_counters_l25_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_counters_l25_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 -1, i32 -1, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_counters_l25_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512291_team_sums_l8(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr %0, ptr %14, align 8
  store ptr %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store ptr %3, ptr %17, align 8
  store ptr %4, ptr %18, align 8
  %22 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_team_sums_l8_kernel_environment to ptr), ptr %0)
  %23 = icmp eq i32 %22, -1
  br i1 %23, label %24, label %31

24:                                               ; preds = %5
  %25 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %16, align 4
  store i32 %27, ptr %19, align 4
  %28 = load i64, ptr %19, align 8
  %29 = load ptr, ptr %17, align 8
  %30 = load ptr, ptr %18, align 8
  store i32 0, ptr %20, align 4
  store i32 %25, ptr %21, align 4
  call void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined(ptr %21, ptr %20, ptr %26, i64 %28, ptr %29, ptr %30) #4
  call void @__kmpc_target_deinit()
  ret void

31:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca [4 x ptr], align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  %22 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store i64 %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr %5, ptr %20, align 8
  %23 = load i32, ptr %18, align 4
  %24 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %23, ptr %24, align 4
  %25 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  %26 = load ptr, ptr %19, align 8
  %27 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %26, ptr %27, align 8
  %28 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %29 = call align 16 ptr @__kmpc_alloc_shared(i64 16)
  %30 = call i32 @omp_get_team_num() #10
  store i32 %30, ptr %28, align 4
  store i32 0, ptr %29, align 4
  %31 = getelementptr inbounds i32, ptr %29, i64 1
  store i32 0, ptr %31, align 4
  %32 = getelementptr inbounds i32, ptr %29, i64 2
  store i32 0, ptr %32, align 4
  %33 = getelementptr inbounds i32, ptr %29, i64 3
  store i32 0, ptr %33, align 4
  %34 = load i32, ptr %28, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %6
  %37 = load ptr, ptr %17, align 8
  br label %44

38:                                               ; preds = %6
  %39 = load ptr, ptr %17, align 8
  %40 = load i32, ptr %24, align 4
  %41 = sdiv i32 %40, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %39, i64 %42
  br label %44

44:                                               ; preds = %38, %36
  %45 = phi ptr [ %37, %36 ], [ %43, %38 ]
  store ptr %45, ptr %25, align 8
  %46 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 0
  store ptr %24, ptr %46, align 8
  %47 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 1
  store ptr %25, ptr %47, align 8
  %48 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 2
  store ptr %27, ptr %48, align 8
  %49 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 3
  store ptr %28, ptr %49, align 8
  %50 = load ptr, ptr %15, align 8
  %51 = load i32, ptr %50, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %51, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper, ptr %21, i64 4, i32 0)
  store i32 0, ptr %22, align 4
  br label %52

52:                                               ; preds = %69, %44
  %53 = load i32, ptr %22, align 4
  %54 = load i32, ptr %24, align 4
  %55 = sdiv i32 %54, 2
  %56 = icmp slt i32 %53, %55
  br i1 %56, label %57, label %72

57:                                               ; preds = %52
  %58 = load ptr, ptr %25, align 8
  %59 = load i32, ptr %22, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = load i32, ptr %22, align 4
  %64 = and i32 %63, 3
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = add nsw i32 %67, %62
  store i32 %68, ptr %66, align 4
  br label %69

69:                                               ; preds = %57
  %70 = load i32, ptr %22, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %22, align 4
  br label %52, !llvm.loop !9

72:                                               ; preds = %52
  %73 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 0
  %74 = load i32, ptr %73, align 4
  %75 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 1
  %76 = load i32, ptr %75, align 4
  %77 = add nsw i32 %74, %76
  %78 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 2
  %79 = load i32, ptr %78, align 4
  %80 = add nsw i32 %77, %79
  %81 = getelementptr inbounds [4 x i32], ptr %29, i64 0, i64 3
  %82 = load i32, ptr %81, align 4
  %83 = add nsw i32 %80, %82
  %84 = load ptr, ptr %20, align 8
  %85 = load i32, ptr %28, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %84, i64 %86
  store i32 %83, ptr %87, align 4
  call void @__kmpc_free_shared(ptr %29, i64 16)
  call void @__kmpc_free_shared(ptr %28, i64 4)
  call void @__kmpc_free_shared(ptr %27, i64 8)
  call void @__kmpc_free_shared(ptr %25, i64 8)
  call void @__kmpc_free_shared(ptr %24, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #2

; Function Attrs: convergent
declare i32 @omp_get_team_num() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %7 to ptr
  %24 = addrspacecast ptr addrspace(5) %8 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  %26 = addrspacecast ptr addrspace(5) %10 to ptr
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %12 to ptr
  %29 = addrspacecast ptr addrspace(5) %13 to ptr
  %30 = addrspacecast ptr addrspace(5) %14 to ptr
  %31 = addrspacecast ptr addrspace(5) %15 to ptr
  %32 = addrspacecast ptr addrspace(5) %16 to ptr
  %33 = addrspacecast ptr addrspace(5) %17 to ptr
  %34 = addrspacecast ptr addrspace(5) %18 to ptr
  %35 = addrspacecast ptr addrspace(5) %19 to ptr
  %36 = addrspacecast ptr addrspace(5) %20 to ptr
  %37 = addrspacecast ptr addrspace(5) %21 to ptr
  %38 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr %0, ptr %23, align 8
  store ptr %1, ptr %24, align 8
  store ptr %2, ptr %25, align 8
  store ptr %3, ptr %26, align 8
  store ptr %4, ptr %27, align 8
  store ptr %5, ptr %28, align 8
  %39 = load ptr, ptr %25, align 8, !nonnull !11, !align !12
  %40 = load ptr, ptr %26, align 8, !nonnull !11, !align !13
  %41 = load ptr, ptr %27, align 8, !nonnull !11, !align !13
  %42 = load ptr, ptr %28, align 8, !nonnull !11, !align !12
  %43 = load i32, ptr %39, align 4
  %44 = sdiv i32 %43, 2
  store i32 %44, ptr %31, align 4
  %45 = load i32, ptr %31, align 4
  %46 = sub nsw i32 %45, 0
  %47 = sdiv i32 %46, 1
  %48 = sub nsw i32 %47, 1
  store i32 %48, ptr %32, align 4
  store i32 0, ptr %33, align 4
  %49 = load i32, ptr %31, align 4
  %50 = icmp slt i32 0, %49
  br i1 %50, label %51, label %105

51:                                               ; preds = %6
  store i32 0, ptr %34, align 4
  %52 = load i32, ptr %32, align 4
  store i32 %52, ptr %35, align 4
  store i32 1, ptr %36, align 4
  store i32 0, ptr %37, align 4
  %53 = load ptr, ptr %23, align 8
  %54 = load i32, ptr %53, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %54, i32 33, ptr %37, ptr %34, ptr %35, ptr %36, i32 1, i32 1)
  br label %55

55:                                               ; preds = %95, %51
  %56 = load i32, ptr %35, align 4
  %57 = load i32, ptr %32, align 4
  %58 = icmp sgt i32 %56, %57
  br i1 %58, label %59, label %61

59:                                               ; preds = %55
  %60 = load i32, ptr %32, align 4
  br label %63

61:                                               ; preds = %55
  %62 = load i32, ptr %35, align 4
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i32 [ %60, %59 ], [ %62, %61 ]
  store i32 %64, ptr %35, align 4
  %65 = load i32, ptr %34, align 4
  store i32 %65, ptr %29, align 4
  %66 = load i32, ptr %29, align 4
  %67 = load i32, ptr %35, align 4
  %68 = icmp sle i32 %66, %67
  br i1 %68, label %69, label %102

69:                                               ; preds = %63
  br label %70

70:                                               ; preds = %91, %69
  %71 = load i32, ptr %29, align 4
  %72 = load i32, ptr %35, align 4
  %73 = icmp sle i32 %71, %72
  br i1 %73, label %74, label %94

74:                                               ; preds = %70
  %75 = load i32, ptr %29, align 4
  %76 = mul nsw i32 %75, 1
  %77 = add nsw i32 0, %76
  store i32 %77, ptr %38, align 4
  %78 = load ptr, ptr %41, align 8
  %79 = load i32, ptr %38, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load i32, ptr %42, align 4
  %84 = add nsw i32 %83, 1
  %85 = mul nsw i32 %82, %84
  %86 = load ptr, ptr %40, align 8
  %87 = load i32, ptr %38, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  store i32 %85, ptr %89, align 4
  br label %90

90:                                               ; preds = %74
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %29, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %29, align 4
  br label %70

94:                                               ; preds = %70
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %34, align 4
  %97 = load i32, ptr %36, align 4
  %98 = add nsw i32 %96, %97
  store i32 %98, ptr %34, align 4
  %99 = load i32, ptr %35, align 4
  %100 = load i32, ptr %36, align 4
  %101 = add nsw i32 %99, %100
  store i32 %101, ptr %35, align 4
  br label %55

102:                                              ; preds = %63
  %103 = load ptr, ptr %23, align 8
  %104 = load i32, ptr %103, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %104)
  br label %105

105:                                              ; preds = %102, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #4

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #5 {
  %3 = alloca i16, align 2, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store i16 %0, ptr %7, align 2
  store i32 %1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  call void @__kmpc_get_shared_variables(ptr %10)
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 0
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %11, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds ptr, ptr %11, i64 2
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %11, i64 3
  %19 = load ptr, ptr %18, align 8
  call void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr %8, ptr %9, ptr %13, ptr %15, ptr %17, ptr %19) #4
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512291_counters_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #8 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  %12 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_counters_l25_kernel_environment to ptr), ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %36

14:                                               ; preds = %3
  %15 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %16 = load ptr, ptr %10, align 8
  %17 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %16, ptr %17, align 8
  %18 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  store i32 7, ptr %15, align 4
  %20 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  store ptr %15, ptr %20, align 8
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %19, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512291_counters_l25_omp_outlined, ptr @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper, ptr %11, i64 1, i32 0)
  store i32 0, ptr %18, align 4
  br label %21

21:                                               ; preds = %33, %14
  %22 = load i32, ptr %18, align 4
  %23 = load i32, ptr %9, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = load ptr, ptr %17, align 8
  %27 = load i32, ptr %18, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %15, align 4
  %31 = load i32, ptr %18, align 4
  %32 = add nsw i32 %30, %31
  call void @bump(ptr noundef %29, i32 noundef %32) #10
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %18, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %18, align 4
  br label %21, !llvm.loop !14

36:                                               ; preds = %3
  ret void

37:                                               ; preds = %21
  call void @__kmpc_free_shared(ptr %18, i64 4)
  call void @__kmpc_free_shared(ptr %17, i64 8)
  call void @__kmpc_free_shared(ptr %15, i64 4)
  call void @__kmpc_target_deinit()
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #1 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8, !nonnull !11, !align !12
  %11 = call i32 @omp_get_thread_num() #10
  call void @bump(ptr noundef %10, i32 noundef %11) #10
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @bump(ptr noundef %0, i32 noundef %1) #9 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %7
  store i32 %10, ptr %8, align 4
  ret void
}

; Function Attrs: convergent
declare i32 @omp_get_thread_num() #3

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #5 {
  %3 = alloca i16, align 2, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store i16 %0, ptr %7, align 2
  store i32 %1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  call void @__kmpc_get_shared_variables(ptr %10)
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 0
  %13 = load ptr, ptr %12, align 8
  call void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr %8, ptr %9, ptr %13) #4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "amdgpu-max-num-workgroups"="2,1,1" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="2" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nosync nounwind allocsize(0) }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { nounwind }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #6 = { alwaysinline }
attributes #7 = { nosync nounwind }
attributes #8 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #9 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #10 = { convergent }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5317265, !"counters", i32 25, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317265, !"team_sums", i32 8, i32 0, i32 0}
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
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
