; ModuleID = 'src/05_reductions.c'
source_filename = "src/05_reductions.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { i64 }
%struct._globalized_locals_ty.1 = type { i32 }
%struct._globalized_locals_ty.4 = type { [8 x i32] }
%struct.stats = type { i64, i32, i32 }
%struct._globalized_locals_ty.7 = type { i64, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51206e_dot_l15_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_dot_l15_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_dot_l15_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 4, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment }
@__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_histogram_l30_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 32, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment }
@__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_summarize_l47_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 16, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment }
@__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_dot_l15(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = load ptr, ptr %8, align 8, !nonnull !12, !align !13
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51206e_dot_l15_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %23

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4
  store i32 %19, ptr %11, align 4
  %20 = load i64, ptr %11, align 8
  %21 = load ptr, ptr %9, align 8
  %22 = load ptr, ptr %10, align 8
  store i32 0, ptr %12, align 4
  store i32 %18, ptr %13, align 4
  call void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined(ptr %13, ptr %12, i64 %20, ptr %14, ptr %21, ptr %22) #2
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca [6 x ptr], align 8
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %27 = load ptr, ptr %10, align 8, !nonnull !12, !align !13
  store i64 0, ptr %13, align 8
  %28 = load i32, ptr %9, align 4
  store i32 %28, ptr %16, align 4
  %29 = load i32, ptr %16, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4
  store i32 0, ptr %18, align 4
  %33 = load i32, ptr %16, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %99

35:                                               ; preds = %6
  store i32 0, ptr %19, align 4
  %36 = load i32, ptr %17, align 4
  store i32 %36, ptr %20, align 4
  store i32 1, ptr %21, align 4
  store i32 0, ptr %22, align 4
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %37)
  %40 = load i32, ptr %20, align 4
  %41 = load i32, ptr %17, align 4
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %17, align 4
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %20, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %20, align 4
  %49 = load i32, ptr %19, align 4
  store i32 %49, ptr %14, align 4
  br label %50

50:                                               ; preds = %92, %47
  %51 = load i32, ptr %14, align 4
  %52 = load i32, ptr %17, align 4
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %95

55:                                               ; preds = %50
  %56 = load i32, ptr %19, align 4
  %57 = zext i32 %56 to i64
  %58 = load i32, ptr %20, align 4
  %59 = zext i32 %58 to i64
  %60 = load i32, ptr %9, align 4
  store i32 %60, ptr %24, align 4
  %61 = load i64, ptr %24, align 8
  %62 = load ptr, ptr %11, align 8
  %63 = load ptr, ptr %12, align 8
  %64 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %57 to ptr
  store ptr %65, ptr %64, align 8
  %66 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %59 to ptr
  store ptr %67, ptr %66, align 8
  %68 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %61 to ptr
  store ptr %69, ptr %68, align 8
  %70 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 3
  store ptr %13, ptr %70, align 8
  %71 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 4
  store ptr %62, ptr %71, align 8
  %72 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 5
  store ptr %63, ptr %72, align 8
  %73 = load ptr, ptr %7, align 8
  %74 = load i32, ptr %73, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %74, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined, ptr null, ptr %25, i64 6, i32 0)
  br label %75

75:                                               ; preds = %55
  %76 = load i32, ptr %14, align 4
  %77 = load i32, ptr %21, align 4
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %14, align 4
  %79 = load i32, ptr %19, align 4
  %80 = load i32, ptr %21, align 4
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %19, align 4
  %82 = load i32, ptr %20, align 4
  %83 = load i32, ptr %21, align 4
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %20, align 4
  %85 = load i32, ptr %20, align 4
  %86 = load i32, ptr %17, align 4
  %87 = icmp sgt i32 %85, %86
  br i1 %87, label %88, label %90

88:                                               ; preds = %75
  %89 = load i32, ptr %17, align 4
  br label %92

90:                                               ; preds = %75
  %91 = load i32, ptr %20, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %89, %88 ], [ %91, %90 ]
  store i32 %93, ptr %20, align 4
  %94 = load i32, ptr %19, align 4
  store i32 %94, ptr %14, align 4
  br label %50

95:                                               ; preds = %50
  br label %96

96:                                               ; preds = %95
  %97 = load ptr, ptr %7, align 8
  %98 = load i32, ptr %97, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %98)
  br label %99

99:                                               ; preds = %96, %6
  %100 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %13, ptr %100, align 8
  %101 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %102 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %101, i32 1024, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
  %103 = icmp eq i32 %102, 1
  br i1 %103, label %104, label %108

104:                                              ; preds = %99
  %105 = load i64, ptr %27, align 8
  %106 = load i64, ptr %13, align 8
  %107 = add nsw i64 %105, %106
  store i64 %107, ptr %27, align 8
  br label %108

108:                                              ; preds = %104, %99
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
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
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca [1 x ptr], align 8
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store ptr %7, ptr %16, align 8
  %29 = load ptr, ptr %14, align 8, !nonnull !12, !align !13
  %30 = load i32, ptr %13, align 4
  store i32 %30, ptr %19, align 4
  %31 = load i32, ptr %19, align 4
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %35 = load i32, ptr %19, align 4
  %36 = icmp slt i32 0, %35
  br i1 %36, label %37, label %87

37:                                               ; preds = %8
  store i32 0, ptr %22, align 4
  %38 = load i32, ptr %20, align 4
  store i32 %38, ptr %23, align 4
  %39 = load i64, ptr %11, align 8
  %40 = trunc i64 %39 to i32
  %41 = load i64, ptr %12, align 8
  %42 = trunc i64 %41 to i32
  store i32 %40, ptr %22, align 4
  store i32 %42, ptr %23, align 4
  store i32 1, ptr %24, align 4
  store i32 0, ptr %25, align 4
  store i64 0, ptr %26, align 8
  %43 = load ptr, ptr %9, align 8
  %44 = load i32, ptr %43, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %44, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %45 = load i32, ptr %22, align 4
  store i32 %45, ptr %17, align 4
  br label %46

46:                                               ; preds = %71, %37
  %47 = load i32, ptr %17, align 4
  %48 = sext i32 %47 to i64
  %49 = load i64, ptr %12, align 8
  %50 = icmp ule i64 %48, %49
  br i1 %50, label %51, label %75

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = mul nsw i32 %52, 1
  %54 = add nsw i32 0, %53
  store i32 %54, ptr %27, align 4
  %55 = load ptr, ptr %15, align 8
  %56 = load i32, ptr %27, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = sext i32 %59 to i64
  %61 = load ptr, ptr %16, align 8
  %62 = load i32, ptr %27, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %60, %66
  %68 = load i64, ptr %26, align 8
  %69 = add nsw i64 %68, %67
  store i64 %69, ptr %26, align 8
  br label %70

70:                                               ; preds = %51
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %17, align 4
  %73 = load i32, ptr %24, align 4
  %74 = add nsw i32 %72, %73
  store i32 %74, ptr %17, align 4
  br label %46

75:                                               ; preds = %46
  br label %76

76:                                               ; preds = %75
  %77 = load ptr, ptr %9, align 8
  %78 = load i32, ptr %77, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %78)
  %79 = getelementptr inbounds [1 x ptr], ptr %28, i64 0, i64 0
  store ptr %26, ptr %79, align 8
  %80 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %28, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %86

82:                                               ; preds = %76
  %83 = load i64, ptr %29, align 8
  %84 = load i64, ptr %26, align 8
  %85 = add nsw i64 %83, %84
  store i64 %85, ptr %29, align 8
  br label %86

86:                                               ; preds = %82, %76
  br label %87

87:                                               ; preds = %86, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %8, align 8
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %10, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr i64, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i64, ptr %45, align 8
  store i64 %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() #2

declare i64 @__kmpc_shuffle_int64(i64, i16, i16)

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #4

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %8, align 8
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %10, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr i64, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i64, ptr %45, align 8
  store i64 %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func2(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() #2

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %11, align 8
  store i64 %14, ptr %13, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  store i64 %14, ptr %11, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #2
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_maxabs_l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef %3) #0 {
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
  %12 = load ptr, ptr %7, align 8, !nonnull !12, !align !14
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %20

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4
  store i32 %17, ptr %9, align 4
  %18 = load i64, ptr %9, align 8
  %19 = load ptr, ptr %8, align 8
  store i32 0, ptr %10, align 4
  store i32 %16, ptr %11, align 4
  call void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined(ptr %11, ptr %10, i64 %18, ptr %12, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef %4) #1 {
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
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca [5 x ptr], align 8
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %25 = load ptr, ptr %9, align 8, !nonnull !12, !align !14
  store i32 -2147483648, ptr %11, align 4
  %26 = load i32, ptr %8, align 4
  store i32 %26, ptr %14, align 4
  %27 = load i32, ptr %14, align 4
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %15, align 4
  store i32 0, ptr %16, align 4
  %31 = load i32, ptr %14, align 4
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %95

33:                                               ; preds = %5
  store i32 0, ptr %17, align 4
  %34 = load i32, ptr %15, align 4
  store i32 %34, ptr %18, align 4
  store i32 1, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %36, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 91, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 %35)
  %38 = load i32, ptr %18, align 4
  %39 = load i32, ptr %15, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = load i32, ptr %15, align 4
  br label %45

43:                                               ; preds = %33
  %44 = load i32, ptr %18, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %18, align 4
  %47 = load i32, ptr %17, align 4
  store i32 %47, ptr %12, align 4
  br label %48

48:                                               ; preds = %88, %45
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %15, align 4
  %51 = add nsw i32 %50, 1
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %53, label %91

53:                                               ; preds = %48
  %54 = load i32, ptr %17, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %18, align 4
  %57 = zext i32 %56 to i64
  %58 = load i32, ptr %8, align 4
  store i32 %58, ptr %22, align 4
  %59 = load i64, ptr %22, align 8
  %60 = load ptr, ptr %10, align 8
  %61 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8
  %63 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %64 = inttoptr i64 %57 to ptr
  store ptr %64, ptr %63, align 8
  %65 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %66 = inttoptr i64 %59 to ptr
  store ptr %66, ptr %65, align 8
  %67 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  store ptr %11, ptr %67, align 8
  %68 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  store ptr %60, ptr %68, align 8
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %69, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %70, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5, i32 0)
  br label %71

71:                                               ; preds = %53
  %72 = load i32, ptr %12, align 4
  %73 = load i32, ptr %19, align 4
  %74 = add nsw i32 %72, %73
  store i32 %74, ptr %12, align 4
  %75 = load i32, ptr %17, align 4
  %76 = load i32, ptr %19, align 4
  %77 = add nsw i32 %75, %76
  store i32 %77, ptr %17, align 4
  %78 = load i32, ptr %18, align 4
  %79 = load i32, ptr %19, align 4
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %18, align 4
  %81 = load i32, ptr %18, align 4
  %82 = load i32, ptr %15, align 4
  %83 = icmp sgt i32 %81, %82
  br i1 %83, label %84, label %86

84:                                               ; preds = %71
  %85 = load i32, ptr %15, align 4
  br label %88

86:                                               ; preds = %71
  %87 = load i32, ptr %18, align 4
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %85, %84 ], [ %87, %86 ]
  store i32 %89, ptr %18, align 4
  %90 = load i32, ptr %17, align 4
  store i32 %90, ptr %12, align 4
  br label %48

91:                                               ; preds = %48
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %6, align 8
  %94 = load i32, ptr %93, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %94)
  br label %95

95:                                               ; preds = %92, %5
  %96 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %11, ptr %96, align 8
  %97 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %98 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %97, i32 1024, i64 4, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func5, ptr @_omp_reduction_inter_warp_copy_func6, ptr @_omp_reduction_list_to_global_copy_func7, ptr @_omp_reduction_list_to_global_reduce_func8, ptr @_omp_reduction_global_to_list_copy_func9, ptr @_omp_reduction_global_to_list_reduce_func10)
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %110

100:                                              ; preds = %95
  %101 = load i32, ptr %25, align 4
  %102 = load i32, ptr %11, align 4
  %103 = icmp sgt i32 %101, %102
  br i1 %103, label %104, label %106

104:                                              ; preds = %100
  %105 = load i32, ptr %25, align 4
  br label %108

106:                                              ; preds = %100
  %107 = load i32, ptr %11, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %105, %104 ], [ %107, %106 ]
  store i32 %109, ptr %25, align 4
  br label %110

110:                                              ; preds = %108, %95
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6) #1 {
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
  %25 = alloca i32, align 4
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %27 = load ptr, ptr %13, align 8, !nonnull !12, !align !14
  %28 = load i32, ptr %12, align 4
  store i32 %28, ptr %17, align 4
  %29 = load i32, ptr %17, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %33 = load i32, ptr %17, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %125

35:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %36 = load i32, ptr %18, align 4
  store i32 %36, ptr %21, align 4
  %37 = load i64, ptr %10, align 8
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4
  store i32 %40, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  store i32 -2147483648, ptr %24, align 4
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4
  store i32 %43, ptr %15, align 4
  br label %44

44:                                               ; preds = %103, %35
  %45 = load i32, ptr %15, align 4
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %49, label %107

49:                                               ; preds = %44
  %50 = load i32, ptr %15, align 4
  %51 = mul nsw i32 %50, 1
  %52 = add nsw i32 0, %51
  store i32 %52, ptr %25, align 4
  %53 = load i32, ptr %24, align 4
  %54 = load ptr, ptr %14, align 8
  %55 = load i32, ptr %25, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %54, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = icmp slt i32 %58, 0
  br i1 %59, label %60, label %67

60:                                               ; preds = %49
  %61 = load ptr, ptr %14, align 8
  %62 = load i32, ptr %25, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sub nsw i32 0, %65
  br label %73

67:                                               ; preds = %49
  %68 = load ptr, ptr %14, align 8
  %69 = load i32, ptr %25, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  br label %73

73:                                               ; preds = %67, %60
  %74 = phi i32 [ %66, %60 ], [ %72, %67 ]
  %75 = icmp sgt i32 %53, %74
  br i1 %75, label %76, label %78

76:                                               ; preds = %73
  %77 = load i32, ptr %24, align 4
  br label %100

78:                                               ; preds = %73
  %79 = load ptr, ptr %14, align 8
  %80 = load i32, ptr %25, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %79, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %85, label %92

85:                                               ; preds = %78
  %86 = load ptr, ptr %14, align 8
  %87 = load i32, ptr %25, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = sub nsw i32 0, %90
  br label %98

92:                                               ; preds = %78
  %93 = load ptr, ptr %14, align 8
  %94 = load i32, ptr %25, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %93, i64 %95
  %97 = load i32, ptr %96, align 4
  br label %98

98:                                               ; preds = %92, %85
  %99 = phi i32 [ %91, %85 ], [ %97, %92 ]
  br label %100

100:                                              ; preds = %98, %76
  %101 = phi i32 [ %77, %76 ], [ %99, %98 ]
  store i32 %101, ptr %24, align 4
  br label %102

102:                                              ; preds = %100
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %15, align 4
  %105 = load i32, ptr %22, align 4
  %106 = add nsw i32 %104, %105
  store i32 %106, ptr %15, align 4
  br label %44

107:                                              ; preds = %44
  br label %108

108:                                              ; preds = %107
  %109 = load ptr, ptr %8, align 8
  %110 = load i32, ptr %109, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %110)
  %111 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %111, align 8
  %112 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 4, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func3, ptr @_omp_reduction_inter_warp_copy_func4)
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %124

114:                                              ; preds = %108
  %115 = load i32, ptr %27, align 4
  %116 = load i32, ptr %24, align 4
  %117 = icmp sgt i32 %115, %116
  br i1 %117, label %118, label %120

118:                                              ; preds = %114
  %119 = load i32, ptr %27, align 4
  br label %122

120:                                              ; preds = %114
  %121 = load i32, ptr %24, align 4
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %119, %118 ], [ %121, %120 ]
  store i32 %123, ptr %27, align 4
  br label %124

124:                                              ; preds = %122, %108
  br label %125

125:                                              ; preds = %124, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = load i32, ptr %10, align 4
  br label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %8, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  store i32 %19, ptr %10, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func3(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr i32, ptr %16, i64 1
  %19 = load i32, ptr %16, align 4
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i32 @__kmpc_shuffle_int32(i32 %19, i16 %13, i16 %21)
  store i32 %22, ptr %10, align 4
  %23 = getelementptr i32, ptr %16, i64 1
  %24 = getelementptr i32, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %45, align 4
  store i32 %48, ptr %47, align 4
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

declare i32 @__kmpc_shuffle_int32(i32, i16, i16)

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func4(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = and i32 %6, 31
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = ashr i32 %8, 5
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %11)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %17 = load i32, ptr %15, align 4
  store volatile i32 %17, ptr addrspace(3) %16, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %13
  %20 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %20)
  %21 = load i32, ptr %4, align 4
  %22 = icmp ult i32 %5, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %5
  %25 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = load volatile i32, ptr addrspace(3) %24, align 4
  store i32 %27, ptr %26, align 4
  br label %29

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %28, %23
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = load i32, ptr %10, align 4
  br label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %8, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  store i32 %19, ptr %10, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func5(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr i32, ptr %16, i64 1
  %19 = load i32, ptr %16, align 4
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i32 @__kmpc_shuffle_int32(i32 %19, i16 %13, i16 %21)
  store i32 %22, ptr %10, align 4
  %23 = getelementptr i32, ptr %16, i64 1
  %24 = getelementptr i32, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %45, align 4
  store i32 %48, ptr %47, align 4
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func6(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = and i32 %6, 31
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = ashr i32 %8, 5
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %11)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %17 = load i32, ptr %15, align 4
  store volatile i32 %17, ptr addrspace(3) %16, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %13
  %20 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %20)
  %21 = load i32, ptr %4, align 4
  %22 = icmp ult i32 %5, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %5
  %25 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = load volatile i32, ptr addrspace(3) %24, align 4
  store i32 %27, ptr %26, align 4
  br label %29

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %28, %23
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func7(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %11, align 4
  store i32 %14, ptr %13, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func8(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func9(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %11, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func10(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_histogram_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51206e_histogram_l30_kernel_environment, ptr %0)
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
  call void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [8 x i32], align 4
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
  %24 = alloca [5 x ptr], align 8
  %25 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %26 = load ptr, ptr %9, align 8
  %27 = getelementptr inbounds nuw i32, ptr %26, i64 0
  %28 = load ptr, ptr %9, align 8
  %29 = getelementptr inbounds nuw i32, ptr %28, i64 7
  %30 = getelementptr inbounds [8 x i32], ptr %11, i32 0, i32 0
  %31 = getelementptr i32, ptr %30, i64 8
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %37, label %33

33:                                               ; preds = %33, %5
  %34 = phi ptr [ %30, %5 ], [ %35, %33 ]
  store i32 0, ptr %34, align 4
  %35 = getelementptr i32, ptr %34, i32 1
  %36 = icmp eq ptr %35, %31
  br i1 %36, label %37, label %33

37:                                               ; preds = %33, %5
  %38 = load ptr, ptr %9, align 8
  %39 = ptrtoint ptr %38 to i64
  %40 = ptrtoint ptr %27 to i64
  %41 = sub i64 %39, %40
  %42 = sdiv exact i64 %41, ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)
  %43 = getelementptr i32, ptr %11, i64 %42
  store ptr %43, ptr %12, align 8
  %44 = load i32, ptr %8, align 4
  store i32 %44, ptr %15, align 4
  %45 = load i32, ptr %15, align 4
  %46 = sub nsw i32 %45, 0
  %47 = sdiv i32 %46, 1
  %48 = sub nsw i32 %47, 1
  store i32 %48, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %49 = load i32, ptr %15, align 4
  %50 = icmp slt i32 0, %49
  br i1 %50, label %51, label %114

51:                                               ; preds = %37
  store i32 0, ptr %18, align 4
  %52 = load i32, ptr %16, align 4
  store i32 %52, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  %53 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %54 = load ptr, ptr %6, align 8
  %55 = load i32, ptr %54, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %55, i32 91, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 %53)
  %56 = load i32, ptr %19, align 4
  %57 = load i32, ptr %16, align 4
  %58 = icmp sgt i32 %56, %57
  br i1 %58, label %59, label %61

59:                                               ; preds = %51
  %60 = load i32, ptr %16, align 4
  br label %63

61:                                               ; preds = %51
  %62 = load i32, ptr %19, align 4
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i32 [ %60, %59 ], [ %62, %61 ]
  store i32 %64, ptr %19, align 4
  %65 = load i32, ptr %18, align 4
  store i32 %65, ptr %13, align 4
  br label %66

66:                                               ; preds = %107, %63
  %67 = load i32, ptr %13, align 4
  %68 = load i32, ptr %16, align 4
  %69 = add nsw i32 %68, 1
  %70 = icmp slt i32 %67, %69
  br i1 %70, label %71, label %110

71:                                               ; preds = %66
  %72 = load i32, ptr %18, align 4
  %73 = zext i32 %72 to i64
  %74 = load i32, ptr %19, align 4
  %75 = zext i32 %74 to i64
  %76 = load i32, ptr %8, align 4
  store i32 %76, ptr %23, align 4
  %77 = load i64, ptr %23, align 8
  %78 = load ptr, ptr %12, align 8
  %79 = load ptr, ptr %10, align 8
  %80 = getelementptr inbounds [5 x ptr], ptr %24, i64 0, i64 0
  %81 = inttoptr i64 %73 to ptr
  store ptr %81, ptr %80, align 8
  %82 = getelementptr inbounds [5 x ptr], ptr %24, i64 0, i64 1
  %83 = inttoptr i64 %75 to ptr
  store ptr %83, ptr %82, align 8
  %84 = getelementptr inbounds [5 x ptr], ptr %24, i64 0, i64 2
  %85 = inttoptr i64 %77 to ptr
  store ptr %85, ptr %84, align 8
  %86 = getelementptr inbounds [5 x ptr], ptr %24, i64 0, i64 3
  store ptr %78, ptr %86, align 8
  %87 = getelementptr inbounds [5 x ptr], ptr %24, i64 0, i64 4
  store ptr %79, ptr %87, align 8
  %88 = load ptr, ptr %6, align 8
  %89 = load i32, ptr %88, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %89, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined, ptr null, ptr %24, i64 5, i32 0)
  br label %90

90:                                               ; preds = %71
  %91 = load i32, ptr %13, align 4
  %92 = load i32, ptr %20, align 4
  %93 = add nsw i32 %91, %92
  store i32 %93, ptr %13, align 4
  %94 = load i32, ptr %18, align 4
  %95 = load i32, ptr %20, align 4
  %96 = add nsw i32 %94, %95
  store i32 %96, ptr %18, align 4
  %97 = load i32, ptr %19, align 4
  %98 = load i32, ptr %20, align 4
  %99 = add nsw i32 %97, %98
  store i32 %99, ptr %19, align 4
  %100 = load i32, ptr %19, align 4
  %101 = load i32, ptr %16, align 4
  %102 = icmp sgt i32 %100, %101
  br i1 %102, label %103, label %105

103:                                              ; preds = %90
  %104 = load i32, ptr %16, align 4
  br label %107

105:                                              ; preds = %90
  %106 = load i32, ptr %19, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %104, %103 ], [ %106, %105 ]
  store i32 %108, ptr %19, align 4
  %109 = load i32, ptr %18, align 4
  store i32 %109, ptr %13, align 4
  br label %66

110:                                              ; preds = %66
  br label %111

111:                                              ; preds = %110
  %112 = load ptr, ptr %6, align 8
  %113 = load i32, ptr %112, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %113)
  br label %114

114:                                              ; preds = %111, %37
  %115 = getelementptr inbounds [1 x ptr], ptr %25, i64 0, i64 0
  store ptr %11, ptr %115, align 8
  %116 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %117 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %116, i32 1024, i64 32, ptr %25, ptr @_omp_reduction_shuffle_and_reduce_func13, ptr @_omp_reduction_inter_warp_copy_func14, ptr @_omp_reduction_list_to_global_copy_func15, ptr @_omp_reduction_list_to_global_reduce_func16, ptr @_omp_reduction_global_to_list_copy_func17, ptr @_omp_reduction_global_to_list_reduce_func18)
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %132

119:                                              ; preds = %114
  %120 = getelementptr i32, ptr %27, i64 8
  %121 = icmp eq ptr %27, %120
  br i1 %121, label %131, label %122

122:                                              ; preds = %122, %119
  %123 = phi ptr [ %11, %119 ], [ %129, %122 ]
  %124 = phi ptr [ %27, %119 ], [ %128, %122 ]
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %123, align 4
  %127 = add nsw i32 %125, %126
  store i32 %127, ptr %124, align 4
  %128 = getelementptr i32, ptr %124, i32 1
  %129 = getelementptr i32, ptr %123, i32 1
  %130 = icmp eq ptr %128, %120
  br i1 %130, label %131, label %122

131:                                              ; preds = %122, %119
  br label %132

132:                                              ; preds = %131, %114
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %24 = alloca [8 x i32], align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %28 = load i32, ptr %12, align 4
  store i32 %28, ptr %17, align 4
  %29 = load i32, ptr %17, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %33 = load i32, ptr %17, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %108

35:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %36 = load i32, ptr %18, align 4
  store i32 %36, ptr %21, align 4
  %37 = load i64, ptr %10, align 8
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4
  store i32 %40, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %41 = load ptr, ptr %13, align 8
  %42 = getelementptr inbounds nuw i32, ptr %41, i64 0
  %43 = load ptr, ptr %13, align 8
  %44 = getelementptr inbounds nuw i32, ptr %43, i64 7
  %45 = getelementptr inbounds [8 x i32], ptr %24, i32 0, i32 0
  %46 = getelementptr i32, ptr %45, i64 8
  %47 = icmp eq ptr %45, %46
  br i1 %47, label %52, label %48

48:                                               ; preds = %48, %35
  %49 = phi ptr [ %45, %35 ], [ %50, %48 ]
  store i32 0, ptr %49, align 4
  %50 = getelementptr i32, ptr %49, i32 1
  %51 = icmp eq ptr %50, %46
  br i1 %51, label %52, label %48

52:                                               ; preds = %48, %35
  %53 = load ptr, ptr %13, align 8
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %42 to i64
  %56 = sub i64 %54, %55
  %57 = sdiv exact i64 %56, ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)
  %58 = getelementptr i32, ptr %24, i64 %57
  store ptr %58, ptr %25, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %59, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %60, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %61 = load i32, ptr %20, align 4
  store i32 %61, ptr %15, align 4
  br label %62

62:                                               ; preds = %83, %52
  %63 = load i32, ptr %15, align 4
  %64 = sext i32 %63 to i64
  %65 = load i64, ptr %11, align 8
  %66 = icmp ule i64 %64, %65
  br i1 %66, label %67, label %87

67:                                               ; preds = %62
  %68 = load i32, ptr %15, align 4
  %69 = mul nsw i32 %68, 1
  %70 = add nsw i32 0, %69
  store i32 %70, ptr %26, align 4
  %71 = load ptr, ptr %25, align 8
  %72 = load ptr, ptr %14, align 8
  %73 = load i32, ptr %26, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %72, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = and i32 %76, 7
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %71, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %79, align 4
  br label %82

82:                                               ; preds = %67
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %15, align 4
  %85 = load i32, ptr %22, align 4
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %15, align 4
  br label %62

87:                                               ; preds = %62
  br label %88

88:                                               ; preds = %87
  %89 = load ptr, ptr %8, align 8
  %90 = load i32, ptr %89, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %90)
  %91 = getelementptr inbounds [1 x ptr], ptr %27, i64 0, i64 0
  store ptr %24, ptr %91, align 8
  %92 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 32, ptr %27, ptr @_omp_reduction_shuffle_and_reduce_func11, ptr @_omp_reduction_inter_warp_copy_func12)
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %107

94:                                               ; preds = %88
  %95 = getelementptr i32, ptr %42, i64 8
  %96 = icmp eq ptr %42, %95
  br i1 %96, label %106, label %97

97:                                               ; preds = %97, %94
  %98 = phi ptr [ %24, %94 ], [ %104, %97 ]
  %99 = phi ptr [ %42, %94 ], [ %103, %97 ]
  %100 = load i32, ptr %99, align 4
  %101 = load i32, ptr %98, align 4
  %102 = add nsw i32 %100, %101
  store i32 %102, ptr %99, align 4
  %103 = getelementptr i32, ptr %99, i32 1
  %104 = getelementptr i32, ptr %98, i32 1
  %105 = icmp eq ptr %103, %95
  br i1 %105, label %106, label %97

106:                                              ; preds = %97, %94
  br label %107

107:                                              ; preds = %106, %88
  br label %108

108:                                              ; preds = %107, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr i32, ptr %10, i64 8
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %22, label %13

13:                                               ; preds = %13, %2
  %14 = phi ptr [ %8, %2 ], [ %20, %13 ]
  %15 = phi ptr [ %10, %2 ], [ %19, %13 ]
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %14, align 4
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %15, align 4
  %19 = getelementptr i32, ptr %15, i32 1
  %20 = getelementptr i32, ptr %14, i32 1
  %21 = icmp eq ptr %19, %11
  br i1 %21, label %22, label %13

22:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func11(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca [8 x i32], align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr [8 x i32], ptr %16, i64 1
  br label %19

19:                                               ; preds = %27, %4
  %20 = phi ptr [ %16, %4 ], [ %32, %27 ]
  %21 = phi ptr [ %10, %4 ], [ %33, %27 ]
  %22 = ptrtoint ptr %18 to i64
  %23 = ptrtoint ptr %20 to i64
  %24 = sub i64 %22, %23
  %25 = sdiv exact i64 %24, ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)
  %26 = icmp sgt i64 %25, 7
  br i1 %26, label %27, label %34

27:                                               ; preds = %19
  %28 = load i64, ptr %20, align 4
  %29 = call i32 @__kmpc_get_warp_size()
  %30 = trunc i32 %29 to i16
  %31 = call i64 @__kmpc_shuffle_int64(i64 %28, i16 %13, i16 %30)
  store i64 %31, ptr %21, align 4
  %32 = getelementptr i64, ptr %20, i64 1
  %33 = getelementptr i64, ptr %21, i64 1
  br label %19

34:                                               ; preds = %19
  store ptr %10, ptr %17, align 8
  %35 = icmp eq i16 %14, 0
  %36 = icmp eq i16 %14, 1
  %37 = icmp ult i16 %12, %13
  %38 = and i1 %36, %37
  %39 = icmp eq i16 %14, 2
  %40 = and i16 %12, 1
  %41 = icmp eq i16 %40, 0
  %42 = and i1 %39, %41
  %43 = icmp sgt i16 %13, 0
  %44 = and i1 %42, %43
  %45 = or i1 %35, %38
  %46 = or i1 %45, %44
  br i1 %46, label %47, label %48

47:                                               ; preds = %34
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %49

48:                                               ; preds = %34
  br label %49

49:                                               ; preds = %48, %47
  %50 = icmp eq i16 %14, 1
  %51 = icmp uge i16 %12, %13
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %58

53:                                               ; preds = %49
  %54 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %57 = load ptr, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %57, ptr align 4 %55, i64 32, i1 false)
  br label %59

58:                                               ; preds = %49
  br label %59

59:                                               ; preds = %58, %53
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func12(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 8
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr i32, ptr %10, i64 8
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %22, label %13

13:                                               ; preds = %13, %2
  %14 = phi ptr [ %8, %2 ], [ %20, %13 ]
  %15 = phi ptr [ %10, %2 ], [ %19, %13 ]
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %14, align 4
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %15, align 4
  %19 = getelementptr i32, ptr %15, i32 1
  %20 = getelementptr i32, ptr %14, i32 1
  %21 = icmp eq ptr %19, %11
  br i1 %21, label %22, label %13

22:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func13(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca [8 x i32], align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr [8 x i32], ptr %16, i64 1
  br label %19

19:                                               ; preds = %27, %4
  %20 = phi ptr [ %16, %4 ], [ %32, %27 ]
  %21 = phi ptr [ %10, %4 ], [ %33, %27 ]
  %22 = ptrtoint ptr %18 to i64
  %23 = ptrtoint ptr %20 to i64
  %24 = sub i64 %22, %23
  %25 = sdiv exact i64 %24, ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)
  %26 = icmp sgt i64 %25, 7
  br i1 %26, label %27, label %34

27:                                               ; preds = %19
  %28 = load i64, ptr %20, align 4
  %29 = call i32 @__kmpc_get_warp_size()
  %30 = trunc i32 %29 to i16
  %31 = call i64 @__kmpc_shuffle_int64(i64 %28, i16 %13, i16 %30)
  store i64 %31, ptr %21, align 4
  %32 = getelementptr i64, ptr %20, i64 1
  %33 = getelementptr i64, ptr %21, i64 1
  br label %19

34:                                               ; preds = %19
  store ptr %10, ptr %17, align 8
  %35 = icmp eq i16 %14, 0
  %36 = icmp eq i16 %14, 1
  %37 = icmp ult i16 %12, %13
  %38 = and i1 %36, %37
  %39 = icmp eq i16 %14, 2
  %40 = and i16 %12, 1
  %41 = icmp eq i16 %40, 0
  %42 = and i1 %39, %41
  %43 = icmp sgt i16 %13, 0
  %44 = and i1 %42, %43
  %45 = or i1 %35, %38
  %46 = or i1 %45, %44
  br i1 %46, label %47, label %48

47:                                               ; preds = %34
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %49

48:                                               ; preds = %34
  br label %49

49:                                               ; preds = %48, %47
  %50 = icmp eq i16 %14, 1
  %51 = icmp uge i16 %12, %13
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %58

53:                                               ; preds = %49
  %54 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %57 = load ptr, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %57, ptr align 4 %55, i64 32, i1 false)
  br label %59

58:                                               ; preds = %49
  br label %59

59:                                               ; preds = %58, %53
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func14(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 8
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func15(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %11, i64 32, i1 false)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func16(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func17(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 32, i1 false)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func18(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_summarize_l47(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %16 = load ptr, ptr %9, align 8, !nonnull !12, !align !13
  %17 = load ptr, ptr %10, align 8, !nonnull !12, !align !14
  %18 = load ptr, ptr %11, align 8, !nonnull !12, !align !14
  %19 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51206e_summarize_l47_kernel_environment, ptr %0)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %26

21:                                               ; preds = %6
  %22 = call i32 @__kmpc_global_thread_num(ptr @1)
  %23 = load i32, ptr %8, align 4
  store i32 %23, ptr %13, align 4
  %24 = load i64, ptr %13, align 8
  %25 = load ptr, ptr %12, align 8
  store i32 0, ptr %14, align 4
  store i32 %22, ptr %15, align 4
  call void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined(ptr %15, ptr %14, i64 %24, ptr %16, ptr %17, ptr %18, ptr %25) #2
  call void @__kmpc_target_deinit()
  ret void

26:                                               ; preds = %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
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
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca [7 x ptr], align 8
  %30 = alloca [3 x ptr], align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %31 = load ptr, ptr %11, align 8, !nonnull !12, !align !13
  %32 = load ptr, ptr %12, align 8, !nonnull !12, !align !14
  %33 = load ptr, ptr %13, align 8, !nonnull !12, !align !14
  store i64 0, ptr %15, align 8
  store i32 2147483647, ptr %16, align 4
  store i32 -2147483648, ptr %17, align 4
  %34 = load i32, ptr %10, align 4
  store i32 %34, ptr %20, align 4
  %35 = load i32, ptr %20, align 4
  %36 = sub nsw i32 %35, 0
  %37 = sdiv i32 %36, 1
  %38 = sub nsw i32 %37, 1
  store i32 %38, ptr %21, align 4
  store i32 0, ptr %22, align 4
  %39 = load i32, ptr %20, align 4
  %40 = icmp slt i32 0, %39
  br i1 %40, label %41, label %105

41:                                               ; preds = %7
  store i32 0, ptr %23, align 4
  %42 = load i32, ptr %21, align 4
  store i32 %42, ptr %24, align 4
  store i32 1, ptr %25, align 4
  store i32 0, ptr %26, align 4
  %43 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %44 = load ptr, ptr %8, align 8
  %45 = load i32, ptr %44, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %45, i32 91, ptr %26, ptr %23, ptr %24, ptr %25, i32 1, i32 %43)
  %46 = load i32, ptr %24, align 4
  %47 = load i32, ptr %21, align 4
  %48 = icmp sgt i32 %46, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %41
  %50 = load i32, ptr %21, align 4
  br label %53

51:                                               ; preds = %41
  %52 = load i32, ptr %24, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ]
  store i32 %54, ptr %24, align 4
  %55 = load i32, ptr %23, align 4
  store i32 %55, ptr %18, align 4
  br label %56

56:                                               ; preds = %98, %53
  %57 = load i32, ptr %18, align 4
  %58 = load i32, ptr %21, align 4
  %59 = add nsw i32 %58, 1
  %60 = icmp slt i32 %57, %59
  br i1 %60, label %61, label %101

61:                                               ; preds = %56
  %62 = load i32, ptr %23, align 4
  %63 = zext i32 %62 to i64
  %64 = load i32, ptr %24, align 4
  %65 = zext i32 %64 to i64
  %66 = load i32, ptr %10, align 4
  store i32 %66, ptr %28, align 4
  %67 = load i64, ptr %28, align 8
  %68 = load ptr, ptr %14, align 8
  %69 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 0
  %70 = inttoptr i64 %63 to ptr
  store ptr %70, ptr %69, align 8
  %71 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 1
  %72 = inttoptr i64 %65 to ptr
  store ptr %72, ptr %71, align 8
  %73 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 2
  %74 = inttoptr i64 %67 to ptr
  store ptr %74, ptr %73, align 8
  %75 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 3
  store ptr %15, ptr %75, align 8
  %76 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 4
  store ptr %16, ptr %76, align 8
  %77 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 5
  store ptr %17, ptr %77, align 8
  %78 = getelementptr inbounds [7 x ptr], ptr %29, i64 0, i64 6
  store ptr %68, ptr %78, align 8
  %79 = load ptr, ptr %8, align 8
  %80 = load i32, ptr %79, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %80, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined, ptr null, ptr %29, i64 7, i32 0)
  br label %81

81:                                               ; preds = %61
  %82 = load i32, ptr %18, align 4
  %83 = load i32, ptr %25, align 4
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %18, align 4
  %85 = load i32, ptr %23, align 4
  %86 = load i32, ptr %25, align 4
  %87 = add nsw i32 %85, %86
  store i32 %87, ptr %23, align 4
  %88 = load i32, ptr %24, align 4
  %89 = load i32, ptr %25, align 4
  %90 = add nsw i32 %88, %89
  store i32 %90, ptr %24, align 4
  %91 = load i32, ptr %24, align 4
  %92 = load i32, ptr %21, align 4
  %93 = icmp sgt i32 %91, %92
  br i1 %93, label %94, label %96

94:                                               ; preds = %81
  %95 = load i32, ptr %21, align 4
  br label %98

96:                                               ; preds = %81
  %97 = load i32, ptr %24, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ]
  store i32 %99, ptr %24, align 4
  %100 = load i32, ptr %23, align 4
  store i32 %100, ptr %18, align 4
  br label %56

101:                                              ; preds = %56
  br label %102

102:                                              ; preds = %101
  %103 = load ptr, ptr %8, align 8
  %104 = load i32, ptr %103, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %104)
  br label %105

105:                                              ; preds = %102, %7
  %106 = getelementptr inbounds [3 x ptr], ptr %30, i64 0, i64 0
  store ptr %15, ptr %106, align 8
  %107 = getelementptr inbounds [3 x ptr], ptr %30, i64 0, i64 1
  store ptr %16, ptr %107, align 8
  %108 = getelementptr inbounds [3 x ptr], ptr %30, i64 0, i64 2
  store ptr %17, ptr %108, align 8
  %109 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %110 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %109, i32 1024, i64 24, ptr %30, ptr @_omp_reduction_shuffle_and_reduce_func21, ptr @_omp_reduction_inter_warp_copy_func22, ptr @_omp_reduction_list_to_global_copy_func23, ptr @_omp_reduction_list_to_global_reduce_func24, ptr @_omp_reduction_global_to_list_copy_func25, ptr @_omp_reduction_global_to_list_reduce_func26)
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %134

112:                                              ; preds = %105
  %113 = load i64, ptr %31, align 8
  %114 = load i64, ptr %15, align 8
  %115 = add nsw i64 %113, %114
  store i64 %115, ptr %31, align 8
  %116 = load i32, ptr %32, align 4
  %117 = load i32, ptr %16, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %121

119:                                              ; preds = %112
  %120 = load i32, ptr %32, align 4
  br label %123

121:                                              ; preds = %112
  %122 = load i32, ptr %16, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %120, %119 ], [ %122, %121 ]
  store i32 %124, ptr %32, align 4
  %125 = load i32, ptr %33, align 4
  %126 = load i32, ptr %17, align 4
  %127 = icmp sgt i32 %125, %126
  br i1 %127, label %128, label %130

128:                                              ; preds = %123
  %129 = load i32, ptr %33, align 4
  br label %132

130:                                              ; preds = %123
  %131 = load i32, ptr %17, align 4
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %129, %128 ], [ %131, %130 ]
  store i32 %133, ptr %33, align 4
  br label %134

134:                                              ; preds = %132, %105
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.stats, align 8
  %33 = alloca [3 x ptr], align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %34 = load ptr, ptr %15, align 8, !nonnull !12, !align !13
  %35 = load ptr, ptr %16, align 8, !nonnull !12, !align !14
  %36 = load ptr, ptr %17, align 8, !nonnull !12, !align !14
  %37 = load i32, ptr %14, align 4
  store i32 %37, ptr %21, align 4
  %38 = load i32, ptr %21, align 4
  %39 = sub nsw i32 %38, 0
  %40 = sdiv i32 %39, 1
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %42 = load i32, ptr %21, align 4
  %43 = icmp slt i32 0, %42
  br i1 %43, label %44, label %116

44:                                               ; preds = %9
  store i32 0, ptr %24, align 4
  %45 = load i32, ptr %22, align 4
  store i32 %45, ptr %25, align 4
  %46 = load i64, ptr %12, align 8
  %47 = trunc i64 %46 to i32
  %48 = load i64, ptr %13, align 8
  %49 = trunc i64 %48 to i32
  store i32 %47, ptr %24, align 4
  store i32 %49, ptr %25, align 4
  store i32 1, ptr %26, align 4
  store i32 0, ptr %27, align 4
  store i64 0, ptr %28, align 8
  store i32 2147483647, ptr %29, align 4
  store i32 -2147483648, ptr %30, align 4
  %50 = load ptr, ptr %10, align 8
  %51 = load i32, ptr %50, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %51, i32 33, ptr %27, ptr %24, ptr %25, ptr %26, i32 1, i32 1)
  %52 = load i32, ptr %24, align 4
  store i32 %52, ptr %19, align 4
  br label %53

53:                                               ; preds = %80, %44
  %54 = load i32, ptr %19, align 4
  %55 = sext i32 %54 to i64
  %56 = load i64, ptr %13, align 8
  %57 = icmp ule i64 %55, %56
  br i1 %57, label %58, label %84

58:                                               ; preds = %53
  %59 = load i32, ptr %19, align 4
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %31, align 4
  %62 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 0
  %63 = load i64, ptr %28, align 8
  store i64 %63, ptr %62, align 8
  %64 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 1
  %65 = load i32, ptr %29, align 4
  store i32 %65, ptr %64, align 8
  %66 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 2
  %67 = load i32, ptr %30, align 4
  store i32 %67, ptr %66, align 4
  %68 = load ptr, ptr %18, align 8
  %69 = load i32, ptr %31, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  call void @account(ptr noundef %32, i32 noundef %72) #10
  %73 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 0
  %74 = load i64, ptr %73, align 8
  store i64 %74, ptr %28, align 8
  %75 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 1
  %76 = load i32, ptr %75, align 8
  store i32 %76, ptr %29, align 4
  %77 = getelementptr inbounds nuw %struct.stats, ptr %32, i32 0, i32 2
  %78 = load i32, ptr %77, align 4
  store i32 %78, ptr %30, align 4
  br label %79

79:                                               ; preds = %58
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %19, align 4
  %82 = load i32, ptr %26, align 4
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %19, align 4
  br label %53

84:                                               ; preds = %53
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %10, align 8
  %87 = load i32, ptr %86, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %87)
  %88 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 0
  store ptr %28, ptr %88, align 8
  %89 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 1
  store ptr %29, ptr %89, align 8
  %90 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 2
  store ptr %30, ptr %90, align 8
  %91 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 24, ptr %33, ptr @_omp_reduction_shuffle_and_reduce_func19, ptr @_omp_reduction_inter_warp_copy_func20)
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %115

93:                                               ; preds = %85
  %94 = load i64, ptr %34, align 8
  %95 = load i64, ptr %28, align 8
  %96 = add nsw i64 %94, %95
  store i64 %96, ptr %34, align 8
  %97 = load i32, ptr %35, align 4
  %98 = load i32, ptr %29, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %102

100:                                              ; preds = %93
  %101 = load i32, ptr %35, align 4
  br label %104

102:                                              ; preds = %93
  %103 = load i32, ptr %29, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %101, %100 ], [ %103, %102 ]
  store i32 %105, ptr %35, align 4
  %106 = load i32, ptr %36, align 4
  %107 = load i32, ptr %30, align 4
  %108 = icmp sgt i32 %106, %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %104
  %110 = load i32, ptr %36, align 4
  br label %113

111:                                              ; preds = %104
  %112 = load i32, ptr %30, align 4
  br label %113

113:                                              ; preds = %111, %109
  %114 = phi i32 [ %110, %109 ], [ %112, %111 ]
  store i32 %114, ptr %36, align 4
  br label %115

115:                                              ; preds = %113, %85
  br label %116

116:                                              ; preds = %115, %9
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @account(ptr noundef %0, i32 noundef %1) #7 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %struct.stats, ptr %7, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = add nsw i64 %9, %6
  store i64 %10, ptr %8, align 8
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds nuw %struct.stats, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds nuw %struct.stats, ptr %18, i32 0, i32 1
  store i32 %17, ptr %19, align 8
  br label %20

20:                                               ; preds = %16, %2
  %21 = load i32, ptr %4, align 4
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds nuw %struct.stats, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  %25 = icmp sgt i32 %21, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds nuw %struct.stats, ptr %28, i32 0, i32 2
  store i32 %27, ptr %29, align 4
  br label %30

30:                                               ; preds = %26, %20
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 2
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %8, align 8
  %21 = add nsw i64 %19, %20
  store i64 %21, ptr %10, align 8
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %2
  %26 = load i32, ptr %14, align 4
  br label %29

27:                                               ; preds = %2
  %28 = load i32, ptr %12, align 4
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  store i32 %30, ptr %14, align 4
  %31 = load i32, ptr %18, align 4
  %32 = load i32, ptr %16, align 4
  %33 = icmp sgt i32 %31, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %29
  %35 = load i32, ptr %18, align 4
  br label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %16, align 4
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %35, %34 ], [ %37, %36 ]
  store i32 %39, ptr %18, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func19(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [3 x ptr], align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %13 = load ptr, ptr %5, align 8
  %14 = load i16, ptr %6, align 2
  %15 = load i16, ptr %7, align 2
  %16 = load i16, ptr %8, align 2
  %17 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 0
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %20 = getelementptr i64, ptr %18, i64 1
  %21 = load i64, ptr %18, align 8
  %22 = call i32 @__kmpc_get_warp_size()
  %23 = trunc i32 %22 to i16
  %24 = call i64 @__kmpc_shuffle_int64(i64 %21, i16 %15, i16 %23)
  store i64 %24, ptr %10, align 8
  %25 = getelementptr i64, ptr %18, i64 1
  %26 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %19, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 1
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %30 = getelementptr i32, ptr %28, i64 1
  %31 = load i32, ptr %28, align 4
  %32 = call i32 @__kmpc_get_warp_size()
  %33 = trunc i32 %32 to i16
  %34 = call i32 @__kmpc_shuffle_int32(i32 %31, i16 %15, i16 %33)
  store i32 %34, ptr %11, align 4
  %35 = getelementptr i32, ptr %28, i64 1
  %36 = getelementptr i32, ptr %11, i64 1
  store ptr %11, ptr %29, align 8
  %37 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 2
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %40 = getelementptr i32, ptr %38, i64 1
  %41 = load i32, ptr %38, align 4
  %42 = call i32 @__kmpc_get_warp_size()
  %43 = trunc i32 %42 to i16
  %44 = call i32 @__kmpc_shuffle_int32(i32 %41, i16 %15, i16 %43)
  store i32 %44, ptr %12, align 4
  %45 = getelementptr i32, ptr %38, i64 1
  %46 = getelementptr i32, ptr %12, i64 1
  store ptr %12, ptr %39, align 8
  %47 = icmp eq i16 %16, 0
  %48 = icmp eq i16 %16, 1
  %49 = icmp ult i16 %14, %15
  %50 = and i1 %48, %49
  %51 = icmp eq i16 %16, 2
  %52 = and i16 %14, 1
  %53 = icmp eq i16 %52, 0
  %54 = and i1 %51, %53
  %55 = icmp sgt i16 %15, 0
  %56 = and i1 %54, %55
  %57 = or i1 %47, %50
  %58 = or i1 %57, %56
  br i1 %58, label %59, label %60

59:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %9) #2
  br label %61

60:                                               ; preds = %4
  br label %61

61:                                               ; preds = %60, %59
  %62 = icmp eq i16 %16, 1
  %63 = icmp uge i16 %14, %15
  %64 = and i1 %62, %63
  br i1 %64, label %65, label %81

65:                                               ; preds = %61
  %66 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 0
  %69 = load ptr, ptr %68, align 8
  %70 = load i64, ptr %67, align 8
  store i64 %70, ptr %69, align 8
  %71 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 1
  %74 = load ptr, ptr %73, align 8
  %75 = load i32, ptr %72, align 4
  store i32 %75, ptr %74, align 4
  %76 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 2
  %79 = load ptr, ptr %78, align 8
  %80 = load i32, ptr %77, align 4
  store i32 %80, ptr %79, align 4
  br label %82

81:                                               ; preds = %61
  br label %82

82:                                               ; preds = %81, %65
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func20(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  %39 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %39)
  %40 = icmp eq i32 %8, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %45 = load i32, ptr %43, align 4
  store volatile i32 %45, ptr addrspace(3) %44, align 4
  br label %47

46:                                               ; preds = %38
  br label %47

47:                                               ; preds = %46, %41
  %48 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %48)
  %49 = load i32, ptr %4, align 4
  %50 = icmp ult i32 %6, %49
  br i1 %50, label %51, label %56

51:                                               ; preds = %47
  %52 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %53 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %54 = load ptr, ptr %53, align 8
  %55 = load volatile i32, ptr addrspace(3) %52, align 4
  store i32 %55, ptr %54, align 4
  br label %57

56:                                               ; preds = %47
  br label %57

57:                                               ; preds = %56, %51
  %58 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %58)
  %59 = icmp eq i32 %8, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %64 = load i32, ptr %62, align 4
  store volatile i32 %64, ptr addrspace(3) %63, align 4
  br label %66

65:                                               ; preds = %57
  br label %66

66:                                               ; preds = %65, %60
  %67 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %67)
  %68 = load i32, ptr %4, align 4
  %69 = icmp ult i32 %6, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %66
  %71 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %72 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %73 = load ptr, ptr %72, align 8
  %74 = load volatile i32, ptr addrspace(3) %71, align 4
  store i32 %74, ptr %73, align 4
  br label %76

75:                                               ; preds = %66
  br label %76

76:                                               ; preds = %75, %70
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 2
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %5, i64 0, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %8, align 8
  %21 = add nsw i64 %19, %20
  store i64 %21, ptr %10, align 8
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %2
  %26 = load i32, ptr %14, align 4
  br label %29

27:                                               ; preds = %2
  %28 = load i32, ptr %12, align 4
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  store i32 %30, ptr %14, align 4
  %31 = load i32, ptr %18, align 4
  %32 = load i32, ptr %16, align 4
  %33 = icmp sgt i32 %31, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %29
  %35 = load i32, ptr %18, align 4
  br label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %16, align 4
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi i32 [ %35, %34 ], [ %37, %36 ]
  store i32 %39, ptr %18, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func21(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [3 x ptr], align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %13 = load ptr, ptr %5, align 8
  %14 = load i16, ptr %6, align 2
  %15 = load i16, ptr %7, align 2
  %16 = load i16, ptr %8, align 2
  %17 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 0
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %20 = getelementptr i64, ptr %18, i64 1
  %21 = load i64, ptr %18, align 8
  %22 = call i32 @__kmpc_get_warp_size()
  %23 = trunc i32 %22 to i16
  %24 = call i64 @__kmpc_shuffle_int64(i64 %21, i16 %15, i16 %23)
  store i64 %24, ptr %10, align 8
  %25 = getelementptr i64, ptr %18, i64 1
  %26 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %19, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 1
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %30 = getelementptr i32, ptr %28, i64 1
  %31 = load i32, ptr %28, align 4
  %32 = call i32 @__kmpc_get_warp_size()
  %33 = trunc i32 %32 to i16
  %34 = call i32 @__kmpc_shuffle_int32(i32 %31, i16 %15, i16 %33)
  store i32 %34, ptr %11, align 4
  %35 = getelementptr i32, ptr %28, i64 1
  %36 = getelementptr i32, ptr %11, i64 1
  store ptr %11, ptr %29, align 8
  %37 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 2
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %40 = getelementptr i32, ptr %38, i64 1
  %41 = load i32, ptr %38, align 4
  %42 = call i32 @__kmpc_get_warp_size()
  %43 = trunc i32 %42 to i16
  %44 = call i32 @__kmpc_shuffle_int32(i32 %41, i16 %15, i16 %43)
  store i32 %44, ptr %12, align 4
  %45 = getelementptr i32, ptr %38, i64 1
  %46 = getelementptr i32, ptr %12, i64 1
  store ptr %12, ptr %39, align 8
  %47 = icmp eq i16 %16, 0
  %48 = icmp eq i16 %16, 1
  %49 = icmp ult i16 %14, %15
  %50 = and i1 %48, %49
  %51 = icmp eq i16 %16, 2
  %52 = and i16 %14, 1
  %53 = icmp eq i16 %52, 0
  %54 = and i1 %51, %53
  %55 = icmp sgt i16 %15, 0
  %56 = and i1 %54, %55
  %57 = or i1 %47, %50
  %58 = or i1 %57, %56
  br i1 %58, label %59, label %60

59:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %9) #2
  br label %61

60:                                               ; preds = %4
  br label %61

61:                                               ; preds = %60, %59
  %62 = icmp eq i16 %16, 1
  %63 = icmp uge i16 %14, %15
  %64 = and i1 %62, %63
  br i1 %64, label %65, label %81

65:                                               ; preds = %61
  %66 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 0
  %69 = load ptr, ptr %68, align 8
  %70 = load i64, ptr %67, align 8
  store i64 %70, ptr %69, align 8
  %71 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 1
  %74 = load ptr, ptr %73, align 8
  %75 = load i32, ptr %72, align 4
  store i32 %75, ptr %74, align 4
  %76 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds [3 x ptr], ptr %13, i64 0, i64 2
  %79 = load ptr, ptr %78, align 8
  %80 = load i32, ptr %77, align 4
  store i32 %80, ptr %79, align 4
  br label %82

81:                                               ; preds = %61
  br label %82

82:                                               ; preds = %81, %65
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func22(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  %39 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %39)
  %40 = icmp eq i32 %8, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %45 = load i32, ptr %43, align 4
  store volatile i32 %45, ptr addrspace(3) %44, align 4
  br label %47

46:                                               ; preds = %38
  br label %47

47:                                               ; preds = %46, %41
  %48 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %48)
  %49 = load i32, ptr %4, align 4
  %50 = icmp ult i32 %6, %49
  br i1 %50, label %51, label %56

51:                                               ; preds = %47
  %52 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %53 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %54 = load ptr, ptr %53, align 8
  %55 = load volatile i32, ptr addrspace(3) %52, align 4
  store i32 %55, ptr %54, align 4
  br label %57

56:                                               ; preds = %47
  br label %57

57:                                               ; preds = %56, %51
  %58 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %58)
  %59 = icmp eq i32 %8, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %64 = load i32, ptr %62, align 4
  store volatile i32 %64, ptr addrspace(3) %63, align 4
  br label %66

65:                                               ; preds = %57
  br label %66

66:                                               ; preds = %65, %60
  %67 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %67)
  %68 = load i32, ptr %4, align 4
  %69 = icmp ult i32 %6, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %66
  %71 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %72 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %73 = load ptr, ptr %72, align 8
  %74 = load volatile i32, ptr addrspace(3) %71, align 4
  store i32 %74, ptr %73, align 4
  br label %76

75:                                               ; preds = %66
  br label %76

76:                                               ; preds = %75, %70
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func23(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %11, align 8
  store i64 %14, ptr %13, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %16, align 4
  store i32 %19, ptr %18, align 4
  %20 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %23 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %21, align 4
  store i32 %24, ptr %23, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func24(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [3 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %14 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %14, i32 0, i32 1
  store ptr %15, ptr %13, align 8
  %16 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %17 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %17, i32 0, i32 2
  store ptr %18, ptr %16, align 8
  %19 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %19) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func25(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  store i64 %14, ptr %11, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %16, align 4
  %20 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %23 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %21, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func26(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [3 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %14 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %14, i32 0, i32 1
  store ptr %15, ptr %13, align 8
  %16 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %17 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %8, i32 %9
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %17, i32 0, i32 2
  store ptr %18, ptr %16, align 8
  %19 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %19, ptr %7) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_rowsums_l58(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %25

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4
  store i32 %19, ptr %11, align 4
  %20 = load i64, ptr %11, align 8
  %21 = load i32, ptr %8, align 4
  store i32 %21, ptr %12, align 4
  %22 = load i64, ptr %12, align 8
  %23 = load ptr, ptr %9, align 8
  %24 = load ptr, ptr %10, align 8
  store i32 0, ptr %13, align 4
  store i32 %18, ptr %14, align 4
  call void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined(ptr %14, ptr %13, i64 %20, i64 %22, ptr %23, ptr %24) #2
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
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
  %21 = alloca [4 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %22 = load i32, ptr %10, align 4
  %23 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %22, ptr %23, align 4
  %24 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %25 = load ptr, ptr %11, align 8
  %26 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %25, ptr %26, align 8
  %27 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %28 = load i32, ptr %9, align 4
  store i32 %28, ptr %15, align 4
  %29 = load i32, ptr %15, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %16, align 4
  store i32 0, ptr %27, align 4
  %33 = load i32, ptr %15, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %76

35:                                               ; preds = %6
  store i32 0, ptr %17, align 4
  %36 = load i32, ptr %16, align 4
  store i32 %36, ptr %18, align 4
  store i32 1, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %37, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %38, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %39 = load i32, ptr %18, align 4
  %40 = load i32, ptr %16, align 4
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %35
  %43 = load i32, ptr %16, align 4
  br label %46

44:                                               ; preds = %35
  %45 = load i32, ptr %18, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ]
  store i32 %47, ptr %18, align 4
  %48 = load i32, ptr %17, align 4
  store i32 %48, ptr %13, align 4
  br label %49

49:                                               ; preds = %69, %46
  %50 = load i32, ptr %13, align 4
  %51 = load i32, ptr %18, align 4
  %52 = icmp sle i32 %50, %51
  br i1 %52, label %53, label %72

53:                                               ; preds = %49
  %54 = load i32, ptr %13, align 4
  %55 = mul nsw i32 %54, 1
  %56 = add nsw i32 0, %55
  store i32 %56, ptr %27, align 4
  store float 0.000000e+00, ptr %24, align 4
  %57 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 0
  store ptr %23, ptr %57, align 8
  %58 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 1
  store ptr %24, ptr %58, align 8
  %59 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 2
  store ptr %26, ptr %59, align 8
  %60 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 3
  store ptr %27, ptr %60, align 8
  %61 = load ptr, ptr %7, align 8
  %62 = load i32, ptr %61, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %62, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper, ptr %21, i64 4, i32 0)
  %63 = load float, ptr %24, align 4
  %64 = load ptr, ptr %12, align 8
  %65 = load i32, ptr %27, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  store float %63, ptr %67, align 4
  br label %68

68:                                               ; preds = %53
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %13, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %13, align 4
  br label %49

72:                                               ; preds = %49
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %75)
  br label %76

76:                                               ; preds = %73, %6
  call void @__kmpc_free_shared(ptr %27, i64 4)
  call void @__kmpc_free_shared(ptr %26, i64 8)
  call void @__kmpc_free_shared(ptr %24, i64 4)
  call void @__kmpc_free_shared(ptr %23, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #8

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
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
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %25 = load ptr, ptr %9, align 8, !nonnull !12, !align !14
  %26 = load ptr, ptr %10, align 8, !nonnull !12, !align !14
  %27 = load ptr, ptr %11, align 8, !nonnull !12, !align !13
  %28 = load ptr, ptr %12, align 8, !nonnull !12, !align !14
  %29 = load i32, ptr %25, align 4
  store i32 %29, ptr %15, align 4
  %30 = load i32, ptr %15, align 4
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %34 = load i32, ptr %15, align 4
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %97

36:                                               ; preds = %6
  store i32 0, ptr %18, align 4
  %37 = load i32, ptr %16, align 4
  store i32 %37, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  store float 0.000000e+00, ptr %22, align 4
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  br label %40

40:                                               ; preds = %79, %36
  %41 = load i32, ptr %19, align 4
  %42 = load i32, ptr %16, align 4
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = load i32, ptr %16, align 4
  br label %48

46:                                               ; preds = %40
  %47 = load i32, ptr %19, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, ptr %19, align 4
  %50 = load i32, ptr %18, align 4
  store i32 %50, ptr %13, align 4
  %51 = load i32, ptr %13, align 4
  %52 = load i32, ptr %19, align 4
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %54, label %86

54:                                               ; preds = %48
  br label %55

55:                                               ; preds = %75, %54
  %56 = load i32, ptr %13, align 4
  %57 = load i32, ptr %19, align 4
  %58 = icmp sle i32 %56, %57
  br i1 %58, label %59, label %78

59:                                               ; preds = %55
  %60 = load i32, ptr %13, align 4
  %61 = mul nsw i32 %60, 1
  %62 = add nsw i32 0, %61
  store i32 %62, ptr %23, align 4
  %63 = load ptr, ptr %27, align 8
  %64 = load i32, ptr %28, align 4
  %65 = load i32, ptr %25, align 4
  %66 = mul nsw i32 %64, %65
  %67 = load i32, ptr %23, align 4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %63, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = load float, ptr %22, align 4
  %73 = fadd float %72, %71
  store float %73, ptr %22, align 4
  br label %74

74:                                               ; preds = %59
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4
  br label %55

78:                                               ; preds = %55
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
  br label %40

86:                                               ; preds = %48
  %87 = load ptr, ptr %7, align 8
  %88 = load i32, ptr %87, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %88)
  %89 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %22, ptr %89, align 8
  %90 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 4, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func27, ptr @_omp_reduction_inter_warp_copy_func28)
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %96

92:                                               ; preds = %86
  %93 = load float, ptr %26, align 4
  %94 = load float, ptr %22, align 4
  %95 = fadd float %93, %94
  store float %95, ptr %26, align 4
  br label %96

96:                                               ; preds = %92, %86
  br label %97

97:                                               ; preds = %96, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load float, ptr %10, align 4
  %12 = load float, ptr %8, align 4
  %13 = fadd float %11, %12
  store float %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func27(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr float, ptr %16, i64 1
  %19 = load i32, ptr %16, align 4
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i32 @__kmpc_shuffle_int32(i32 %19, i16 %13, i16 %21)
  store i32 %22, ptr %10, align 4
  %23 = getelementptr i32, ptr %16, i64 1
  %24 = getelementptr i32, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #2
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load float, ptr %45, align 4
  store float %48, ptr %47, align 4
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func28(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = and i32 %6, 31
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = ashr i32 %8, 5
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %11)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %17 = load i32, ptr %15, align 4
  store volatile i32 %17, ptr addrspace(3) %16, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %13
  %20 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %20)
  %21 = load i32, ptr %4, align 4
  %22 = icmp ult i32 %5, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %5
  %25 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = load volatile i32, ptr addrspace(3) %24, align 4
  store i32 %27, ptr %26, align 4
  br label %29

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %28, %23
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #3 {
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
  call void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13, ptr %15) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #9

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { convergent nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #8 = { nosync nounwind allocsize(0) }
attributes #9 = { nosync nounwind }
attributes #10 = { convergent }

!omp_offload.info = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !{i32 0, i32 65024, i32 5316718, !"dot", i32 15, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316718, !"histogram", i32 30, i32 0, i32 2}
!2 = !{i32 0, i32 65024, i32 5316718, !"maxabs", i32 23, i32 0, i32 1}
!3 = !{i32 0, i32 65024, i32 5316718, !"rowsums", i32 58, i32 0, i32 4}
!4 = !{i32 0, i32 65024, i32 5316718, !"summarize", i32 47, i32 0, i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = !{}
!13 = !{i64 8}
!14 = !{i64 4}
