; ModuleID = 'src/05_reductions.c'
source_filename = "src/05_reductions.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { i64 }
%struct._globalized_locals_ty.1 = type { i32 }
%struct._globalized_locals_ty.4 = type { [8 x i32] }
%struct.stats = type { i64, i32, i32 }
%struct._globalized_locals_ty.7 = type { i64, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51206e_dot_l15_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_dot_l15_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 8, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_dot_l15_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [64 x i32] undef
@4 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 4, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_histogram_l30_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 32, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_summarize_l47_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 16, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_dot_l15(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
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
  store i64 %1, ptr %15, align 8
  store ptr %2, ptr %16, align 8
  store ptr %3, ptr %17, align 8
  store ptr %4, ptr %18, align 8
  %22 = load ptr, ptr %16, align 8, !nonnull !12, !align !13
  %23 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_dot_l15_kernel_environment to ptr), ptr %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %31

25:                                               ; preds = %5
  %26 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %27 = load i32, ptr %15, align 4
  store i32 %27, ptr %19, align 4
  %28 = load i64, ptr %19, align 8
  %29 = load ptr, ptr %17, align 8
  %30 = load ptr, ptr %18, align 8
  store i32 0, ptr %20, align 4
  store i32 %26, ptr %21, align 4
  call void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined(ptr %21, ptr %20, i64 %28, ptr %22, ptr %29, ptr %30) #2
  call void @__kmpc_target_deinit()
  ret void

31:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = alloca [6 x ptr], align 8, addrspace(5)
  %26 = alloca [1 x ptr], align 8, addrspace(5)
  %27 = addrspacecast ptr addrspace(5) %26 to ptr
  %28 = addrspacecast ptr addrspace(5) %7 to ptr
  %29 = addrspacecast ptr addrspace(5) %8 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %10 to ptr
  %32 = addrspacecast ptr addrspace(5) %11 to ptr
  %33 = addrspacecast ptr addrspace(5) %12 to ptr
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  %36 = addrspacecast ptr addrspace(5) %15 to ptr
  %37 = addrspacecast ptr addrspace(5) %16 to ptr
  %38 = addrspacecast ptr addrspace(5) %17 to ptr
  %39 = addrspacecast ptr addrspace(5) %18 to ptr
  %40 = addrspacecast ptr addrspace(5) %19 to ptr
  %41 = addrspacecast ptr addrspace(5) %20 to ptr
  %42 = addrspacecast ptr addrspace(5) %21 to ptr
  %43 = addrspacecast ptr addrspace(5) %22 to ptr
  %44 = addrspacecast ptr addrspace(5) %23 to ptr
  %45 = addrspacecast ptr addrspace(5) %24 to ptr
  %46 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr %0, ptr %28, align 8
  store ptr %1, ptr %29, align 8
  store i64 %2, ptr %30, align 8
  store ptr %3, ptr %31, align 8
  store ptr %4, ptr %32, align 8
  store ptr %5, ptr %33, align 8
  %47 = load ptr, ptr %31, align 8, !nonnull !12, !align !13
  store i64 0, ptr %34, align 8
  %48 = load i32, ptr %30, align 4
  store i32 %48, ptr %37, align 4
  %49 = load i32, ptr %37, align 4
  %50 = sub nsw i32 %49, 0
  %51 = sdiv i32 %50, 1
  %52 = sub nsw i32 %51, 1
  store i32 %52, ptr %38, align 4
  store i32 0, ptr %39, align 4
  %53 = load i32, ptr %37, align 4
  %54 = icmp slt i32 0, %53
  br i1 %54, label %55, label %119

55:                                               ; preds = %6
  store i32 0, ptr %40, align 4
  %56 = load i32, ptr %38, align 4
  store i32 %56, ptr %41, align 4
  store i32 1, ptr %42, align 4
  store i32 0, ptr %43, align 4
  %57 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %58 = load ptr, ptr %28, align 8
  %59 = load i32, ptr %58, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %59, i32 91, ptr %43, ptr %40, ptr %41, ptr %42, i32 1, i32 %57)
  %60 = load i32, ptr %41, align 4
  %61 = load i32, ptr %38, align 4
  %62 = icmp sgt i32 %60, %61
  br i1 %62, label %63, label %65

63:                                               ; preds = %55
  %64 = load i32, ptr %38, align 4
  br label %67

65:                                               ; preds = %55
  %66 = load i32, ptr %41, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %64, %63 ], [ %66, %65 ]
  store i32 %68, ptr %41, align 4
  %69 = load i32, ptr %40, align 4
  store i32 %69, ptr %35, align 4
  br label %70

70:                                               ; preds = %112, %67
  %71 = load i32, ptr %35, align 4
  %72 = load i32, ptr %38, align 4
  %73 = add nsw i32 %72, 1
  %74 = icmp slt i32 %71, %73
  br i1 %74, label %75, label %115

75:                                               ; preds = %70
  %76 = load i32, ptr %40, align 4
  %77 = zext i32 %76 to i64
  %78 = load i32, ptr %41, align 4
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %30, align 4
  store i32 %80, ptr %45, align 4
  %81 = load i64, ptr %45, align 8
  %82 = load ptr, ptr %32, align 8
  %83 = load ptr, ptr %33, align 8
  %84 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 0
  %85 = inttoptr i64 %77 to ptr
  store ptr %85, ptr %84, align 8
  %86 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 1
  %87 = inttoptr i64 %79 to ptr
  store ptr %87, ptr %86, align 8
  %88 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 2
  %89 = inttoptr i64 %81 to ptr
  store ptr %89, ptr %88, align 8
  %90 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 3
  store ptr %34, ptr %90, align 8
  %91 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 4
  store ptr %82, ptr %91, align 8
  %92 = getelementptr inbounds [6 x ptr], ptr %46, i64 0, i64 5
  store ptr %83, ptr %92, align 8
  %93 = load ptr, ptr %28, align 8
  %94 = load i32, ptr %93, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %94, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined, ptr null, ptr %46, i64 6, i32 0)
  br label %95

95:                                               ; preds = %75
  %96 = load i32, ptr %35, align 4
  %97 = load i32, ptr %42, align 4
  %98 = add nsw i32 %96, %97
  store i32 %98, ptr %35, align 4
  %99 = load i32, ptr %40, align 4
  %100 = load i32, ptr %42, align 4
  %101 = add nsw i32 %99, %100
  store i32 %101, ptr %40, align 4
  %102 = load i32, ptr %41, align 4
  %103 = load i32, ptr %42, align 4
  %104 = add nsw i32 %102, %103
  store i32 %104, ptr %41, align 4
  %105 = load i32, ptr %41, align 4
  %106 = load i32, ptr %38, align 4
  %107 = icmp sgt i32 %105, %106
  br i1 %107, label %108, label %110

108:                                              ; preds = %95
  %109 = load i32, ptr %38, align 4
  br label %112

110:                                              ; preds = %95
  %111 = load i32, ptr %41, align 4
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %109, %108 ], [ %111, %110 ]
  store i32 %113, ptr %41, align 4
  %114 = load i32, ptr %40, align 4
  store i32 %114, ptr %35, align 4
  br label %70

115:                                              ; preds = %70
  br label %116

116:                                              ; preds = %115
  %117 = load ptr, ptr %28, align 8
  %118 = load i32, ptr %117, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %118)
  br label %119

119:                                              ; preds = %116, %6
  %120 = getelementptr inbounds [1 x ptr], ptr %27, i64 0, i64 0
  store ptr %34, ptr %120, align 8
  %121 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %122 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %121, i32 1024, i64 8, ptr %27, ptr @_omp_reduction_shuffle_and_reduce_func.1, ptr @_omp_reduction_inter_warp_copy_func.2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %128

124:                                              ; preds = %119
  %125 = load i64, ptr %47, align 8
  %126 = load i64, ptr %34, align 8
  %127 = add nsw i64 %125, %126
  store i64 %127, ptr %47, align 8
  br label %128

128:                                              ; preds = %124, %119
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca [1 x ptr], align 8, addrspace(5)
  %29 = addrspacecast ptr addrspace(5) %28 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %10 to ptr
  %32 = addrspacecast ptr addrspace(5) %11 to ptr
  %33 = addrspacecast ptr addrspace(5) %12 to ptr
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  %36 = addrspacecast ptr addrspace(5) %15 to ptr
  %37 = addrspacecast ptr addrspace(5) %16 to ptr
  %38 = addrspacecast ptr addrspace(5) %17 to ptr
  %39 = addrspacecast ptr addrspace(5) %18 to ptr
  %40 = addrspacecast ptr addrspace(5) %19 to ptr
  %41 = addrspacecast ptr addrspace(5) %20 to ptr
  %42 = addrspacecast ptr addrspace(5) %21 to ptr
  %43 = addrspacecast ptr addrspace(5) %22 to ptr
  %44 = addrspacecast ptr addrspace(5) %23 to ptr
  %45 = addrspacecast ptr addrspace(5) %24 to ptr
  %46 = addrspacecast ptr addrspace(5) %25 to ptr
  %47 = addrspacecast ptr addrspace(5) %26 to ptr
  %48 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr %0, ptr %30, align 8
  store ptr %1, ptr %31, align 8
  store i64 %2, ptr %32, align 8
  store i64 %3, ptr %33, align 8
  store i64 %4, ptr %34, align 8
  store ptr %5, ptr %35, align 8
  store ptr %6, ptr %36, align 8
  store ptr %7, ptr %37, align 8
  %49 = load ptr, ptr %35, align 8, !nonnull !12, !align !13
  %50 = load i32, ptr %34, align 4
  store i32 %50, ptr %40, align 4
  %51 = load i32, ptr %40, align 4
  %52 = sub nsw i32 %51, 0
  %53 = sdiv i32 %52, 1
  %54 = sub nsw i32 %53, 1
  store i32 %54, ptr %41, align 4
  store i32 0, ptr %42, align 4
  %55 = load i32, ptr %40, align 4
  %56 = icmp slt i32 0, %55
  br i1 %56, label %57, label %107

57:                                               ; preds = %8
  store i32 0, ptr %43, align 4
  %58 = load i32, ptr %41, align 4
  store i32 %58, ptr %44, align 4
  %59 = load i64, ptr %32, align 8
  %60 = trunc i64 %59 to i32
  %61 = load i64, ptr %33, align 8
  %62 = trunc i64 %61 to i32
  store i32 %60, ptr %43, align 4
  store i32 %62, ptr %44, align 4
  store i32 1, ptr %45, align 4
  store i32 0, ptr %46, align 4
  store i64 0, ptr %47, align 8
  %63 = load ptr, ptr %30, align 8
  %64 = load i32, ptr %63, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %64, i32 33, ptr %46, ptr %43, ptr %44, ptr %45, i32 1, i32 1)
  %65 = load i32, ptr %43, align 4
  store i32 %65, ptr %38, align 4
  br label %66

66:                                               ; preds = %91, %57
  %67 = load i32, ptr %38, align 4
  %68 = sext i32 %67 to i64
  %69 = load i64, ptr %33, align 8
  %70 = icmp ule i64 %68, %69
  br i1 %70, label %71, label %95

71:                                               ; preds = %66
  %72 = load i32, ptr %38, align 4
  %73 = mul nsw i32 %72, 1
  %74 = add nsw i32 0, %73
  store i32 %74, ptr %48, align 4
  %75 = load ptr, ptr %36, align 8
  %76 = load i32, ptr %48, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = sext i32 %79 to i64
  %81 = load ptr, ptr %37, align 8
  %82 = load i32, ptr %48, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %81, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = sext i32 %85 to i64
  %87 = mul nsw i64 %80, %86
  %88 = load i64, ptr %47, align 8
  %89 = add nsw i64 %88, %87
  store i64 %89, ptr %47, align 8
  br label %90

90:                                               ; preds = %71
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %38, align 4
  %93 = load i32, ptr %45, align 4
  %94 = add nsw i32 %92, %93
  store i32 %94, ptr %38, align 4
  br label %66

95:                                               ; preds = %66
  br label %96

96:                                               ; preds = %95
  %97 = load ptr, ptr %30, align 8
  %98 = load i32, ptr %97, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %98)
  %99 = getelementptr inbounds [1 x ptr], ptr %29, i64 0, i64 0
  store ptr %47, ptr %99, align 8
  %100 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 8, ptr %29, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %106

102:                                              ; preds = %96
  %103 = load i64, ptr %49, align 8
  %104 = load i64, ptr %47, align 8
  %105 = add nsw i64 %103, %104
  store i64 %105, ptr %49, align 8
  br label %106

106:                                              ; preds = %102, %96
  br label %107

107:                                              ; preds = %106, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %10, align 8
  %15 = add nsw i64 %13, %14
  store i64 %15, ptr %12, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr i64, ptr %22, i64 1
  %25 = load i64, ptr %22, align 8
  %26 = call i32 @__kmpc_get_warp_size()
  %27 = trunc i32 %26 to i16
  %28 = call i64 @__kmpc_shuffle_int64(i64 %25, i16 %19, i16 %27)
  store i64 %28, ptr %11, align 8
  %29 = getelementptr i64, ptr %22, i64 1
  %30 = getelementptr i64, ptr %11, i64 1
  store ptr %11, ptr %23, align 8
  %31 = icmp eq i16 %20, 0
  %32 = icmp eq i16 %20, 1
  %33 = icmp ult i16 %18, %19
  %34 = and i1 %32, %33
  %35 = icmp eq i16 %20, 2
  %36 = and i16 %18, 1
  %37 = icmp eq i16 %36, 0
  %38 = and i1 %35, %37
  %39 = icmp sgt i16 %19, 0
  %40 = and i1 %38, %39
  %41 = or i1 %31, %34
  %42 = or i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %45

44:                                               ; preds = %4
  br label %45

45:                                               ; preds = %44, %43
  %46 = icmp eq i16 %20, 1
  %47 = icmp uge i16 %18, %19
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i64, ptr %51, align 8
  store i64 %54, ptr %53, align 8
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() #2

declare i64 @__kmpc_shuffle_int64(i64, i16, i16)

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 2
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
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
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %10, align 8
  %15 = add nsw i64 %13, %14
  store i64 %15, ptr %12, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.1(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr i64, ptr %22, i64 1
  %25 = load i64, ptr %22, align 8
  %26 = call i32 @__kmpc_get_warp_size()
  %27 = trunc i32 %26 to i16
  %28 = call i64 @__kmpc_shuffle_int64(i64 %25, i16 %19, i16 %27)
  store i64 %28, ptr %11, align 8
  %29 = getelementptr i64, ptr %22, i64 1
  %30 = getelementptr i64, ptr %11, i64 1
  store ptr %11, ptr %23, align 8
  %31 = icmp eq i16 %20, 0
  %32 = icmp eq i16 %20, 1
  %33 = icmp ult i16 %18, %19
  %34 = and i1 %32, %33
  %35 = icmp eq i16 %20, 2
  %36 = and i16 %18, 1
  %37 = icmp eq i16 %36, 0
  %38 = and i1 %35, %37
  %39 = icmp sgt i16 %19, 0
  %40 = and i1 %38, %39
  %41 = or i1 %31, %34
  %42 = or i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %45

44:                                               ; preds = %4
  br label %45

45:                                               ; preds = %44, %43
  %46 = icmp eq i16 %20, 1
  %47 = icmp uge i16 %18, %19
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i64, ptr %51, align 8
  store i64 %54, ptr %53, align 8
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.2(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 2
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() #2

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %14, align 8
  store i64 %17, ptr %16, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %17) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %14, align 8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %11) #2
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_maxabs_l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  %19 = load ptr, ptr %14, align 8, !nonnull !12, !align !14
  %20 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment to ptr), ptr %0)
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %22, label %27

22:                                               ; preds = %4
  %23 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %24 = load i32, ptr %13, align 4
  store i32 %24, ptr %16, align 4
  %25 = load i64, ptr %16, align 8
  %26 = load ptr, ptr %15, align 8
  store i32 0, ptr %17, align 4
  store i32 %23, ptr %18, align 4
  call void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined(ptr %18, ptr %17, i64 %25, ptr %19, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca [5 x ptr], align 8, addrspace(5)
  %24 = alloca [1 x ptr], align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %24 to ptr
  %26 = addrspacecast ptr addrspace(5) %6 to ptr
  %27 = addrspacecast ptr addrspace(5) %7 to ptr
  %28 = addrspacecast ptr addrspace(5) %8 to ptr
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  %32 = addrspacecast ptr addrspace(5) %12 to ptr
  %33 = addrspacecast ptr addrspace(5) %13 to ptr
  %34 = addrspacecast ptr addrspace(5) %14 to ptr
  %35 = addrspacecast ptr addrspace(5) %15 to ptr
  %36 = addrspacecast ptr addrspace(5) %16 to ptr
  %37 = addrspacecast ptr addrspace(5) %17 to ptr
  %38 = addrspacecast ptr addrspace(5) %18 to ptr
  %39 = addrspacecast ptr addrspace(5) %19 to ptr
  %40 = addrspacecast ptr addrspace(5) %20 to ptr
  %41 = addrspacecast ptr addrspace(5) %21 to ptr
  %42 = addrspacecast ptr addrspace(5) %22 to ptr
  %43 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store i64 %2, ptr %28, align 8
  store ptr %3, ptr %29, align 8
  store ptr %4, ptr %30, align 8
  %44 = load ptr, ptr %29, align 8, !nonnull !12, !align !14
  store i32 -2147483648, ptr %31, align 4
  %45 = load i32, ptr %28, align 4
  store i32 %45, ptr %34, align 4
  %46 = load i32, ptr %34, align 4
  %47 = sub nsw i32 %46, 0
  %48 = sdiv i32 %47, 1
  %49 = sub nsw i32 %48, 1
  store i32 %49, ptr %35, align 4
  store i32 0, ptr %36, align 4
  %50 = load i32, ptr %34, align 4
  %51 = icmp slt i32 0, %50
  br i1 %51, label %52, label %114

52:                                               ; preds = %5
  store i32 0, ptr %37, align 4
  %53 = load i32, ptr %35, align 4
  store i32 %53, ptr %38, align 4
  store i32 1, ptr %39, align 4
  store i32 0, ptr %40, align 4
  %54 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %55 = load ptr, ptr %26, align 8
  %56 = load i32, ptr %55, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %56, i32 91, ptr %40, ptr %37, ptr %38, ptr %39, i32 1, i32 %54)
  %57 = load i32, ptr %38, align 4
  %58 = load i32, ptr %35, align 4
  %59 = icmp sgt i32 %57, %58
  br i1 %59, label %60, label %62

60:                                               ; preds = %52
  %61 = load i32, ptr %35, align 4
  br label %64

62:                                               ; preds = %52
  %63 = load i32, ptr %38, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %61, %60 ], [ %63, %62 ]
  store i32 %65, ptr %38, align 4
  %66 = load i32, ptr %37, align 4
  store i32 %66, ptr %32, align 4
  br label %67

67:                                               ; preds = %107, %64
  %68 = load i32, ptr %32, align 4
  %69 = load i32, ptr %35, align 4
  %70 = add nsw i32 %69, 1
  %71 = icmp slt i32 %68, %70
  br i1 %71, label %72, label %110

72:                                               ; preds = %67
  %73 = load i32, ptr %37, align 4
  %74 = zext i32 %73 to i64
  %75 = load i32, ptr %38, align 4
  %76 = zext i32 %75 to i64
  %77 = load i32, ptr %28, align 4
  store i32 %77, ptr %42, align 4
  %78 = load i64, ptr %42, align 8
  %79 = load ptr, ptr %30, align 8
  %80 = getelementptr inbounds [5 x ptr], ptr %43, i64 0, i64 0
  %81 = inttoptr i64 %74 to ptr
  store ptr %81, ptr %80, align 8
  %82 = getelementptr inbounds [5 x ptr], ptr %43, i64 0, i64 1
  %83 = inttoptr i64 %76 to ptr
  store ptr %83, ptr %82, align 8
  %84 = getelementptr inbounds [5 x ptr], ptr %43, i64 0, i64 2
  %85 = inttoptr i64 %78 to ptr
  store ptr %85, ptr %84, align 8
  %86 = getelementptr inbounds [5 x ptr], ptr %43, i64 0, i64 3
  store ptr %31, ptr %86, align 8
  %87 = getelementptr inbounds [5 x ptr], ptr %43, i64 0, i64 4
  store ptr %79, ptr %87, align 8
  %88 = load ptr, ptr %26, align 8
  %89 = load i32, ptr %88, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %89, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined, ptr null, ptr %43, i64 5, i32 0)
  br label %90

90:                                               ; preds = %72
  %91 = load i32, ptr %32, align 4
  %92 = load i32, ptr %39, align 4
  %93 = add nsw i32 %91, %92
  store i32 %93, ptr %32, align 4
  %94 = load i32, ptr %37, align 4
  %95 = load i32, ptr %39, align 4
  %96 = add nsw i32 %94, %95
  store i32 %96, ptr %37, align 4
  %97 = load i32, ptr %38, align 4
  %98 = load i32, ptr %39, align 4
  %99 = add nsw i32 %97, %98
  store i32 %99, ptr %38, align 4
  %100 = load i32, ptr %38, align 4
  %101 = load i32, ptr %35, align 4
  %102 = icmp sgt i32 %100, %101
  br i1 %102, label %103, label %105

103:                                              ; preds = %90
  %104 = load i32, ptr %35, align 4
  br label %107

105:                                              ; preds = %90
  %106 = load i32, ptr %38, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %104, %103 ], [ %106, %105 ]
  store i32 %108, ptr %38, align 4
  %109 = load i32, ptr %37, align 4
  store i32 %109, ptr %32, align 4
  br label %67

110:                                              ; preds = %67
  br label %111

111:                                              ; preds = %110
  %112 = load ptr, ptr %26, align 8
  %113 = load i32, ptr %112, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %113)
  br label %114

114:                                              ; preds = %111, %5
  %115 = getelementptr inbounds [1 x ptr], ptr %25, i64 0, i64 0
  store ptr %31, ptr %115, align 8
  %116 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %117 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %116, i32 1024, i64 4, ptr %25, ptr @_omp_reduction_shuffle_and_reduce_func.5, ptr @_omp_reduction_inter_warp_copy_func.6, ptr @_omp_reduction_list_to_global_copy_func.7, ptr @_omp_reduction_list_to_global_reduce_func.8, ptr @_omp_reduction_global_to_list_copy_func.9, ptr @_omp_reduction_global_to_list_reduce_func.10)
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %129

119:                                              ; preds = %114
  %120 = load i32, ptr %44, align 4
  %121 = load i32, ptr %31, align 4
  %122 = icmp sgt i32 %120, %121
  br i1 %122, label %123, label %125

123:                                              ; preds = %119
  %124 = load i32, ptr %44, align 4
  br label %127

125:                                              ; preds = %119
  %126 = load i32, ptr %31, align 4
  br label %127

127:                                              ; preds = %125, %123
  %128 = phi i32 [ %124, %123 ], [ %126, %125 ]
  store i32 %128, ptr %44, align 4
  br label %129

129:                                              ; preds = %127, %114
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca [1 x ptr], align 8, addrspace(5)
  %27 = addrspacecast ptr addrspace(5) %26 to ptr
  %28 = addrspacecast ptr addrspace(5) %8 to ptr
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  %32 = addrspacecast ptr addrspace(5) %12 to ptr
  %33 = addrspacecast ptr addrspace(5) %13 to ptr
  %34 = addrspacecast ptr addrspace(5) %14 to ptr
  %35 = addrspacecast ptr addrspace(5) %15 to ptr
  %36 = addrspacecast ptr addrspace(5) %16 to ptr
  %37 = addrspacecast ptr addrspace(5) %17 to ptr
  %38 = addrspacecast ptr addrspace(5) %18 to ptr
  %39 = addrspacecast ptr addrspace(5) %19 to ptr
  %40 = addrspacecast ptr addrspace(5) %20 to ptr
  %41 = addrspacecast ptr addrspace(5) %21 to ptr
  %42 = addrspacecast ptr addrspace(5) %22 to ptr
  %43 = addrspacecast ptr addrspace(5) %23 to ptr
  %44 = addrspacecast ptr addrspace(5) %24 to ptr
  %45 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr %0, ptr %28, align 8
  store ptr %1, ptr %29, align 8
  store i64 %2, ptr %30, align 8
  store i64 %3, ptr %31, align 8
  store i64 %4, ptr %32, align 8
  store ptr %5, ptr %33, align 8
  store ptr %6, ptr %34, align 8
  %46 = load ptr, ptr %33, align 8, !nonnull !12, !align !14
  %47 = load i32, ptr %32, align 4
  store i32 %47, ptr %37, align 4
  %48 = load i32, ptr %37, align 4
  %49 = sub nsw i32 %48, 0
  %50 = sdiv i32 %49, 1
  %51 = sub nsw i32 %50, 1
  store i32 %51, ptr %38, align 4
  store i32 0, ptr %39, align 4
  %52 = load i32, ptr %37, align 4
  %53 = icmp slt i32 0, %52
  br i1 %53, label %54, label %144

54:                                               ; preds = %7
  store i32 0, ptr %40, align 4
  %55 = load i32, ptr %38, align 4
  store i32 %55, ptr %41, align 4
  %56 = load i64, ptr %30, align 8
  %57 = trunc i64 %56 to i32
  %58 = load i64, ptr %31, align 8
  %59 = trunc i64 %58 to i32
  store i32 %57, ptr %40, align 4
  store i32 %59, ptr %41, align 4
  store i32 1, ptr %42, align 4
  store i32 0, ptr %43, align 4
  store i32 -2147483648, ptr %44, align 4
  %60 = load ptr, ptr %28, align 8
  %61 = load i32, ptr %60, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %61, i32 33, ptr %43, ptr %40, ptr %41, ptr %42, i32 1, i32 1)
  %62 = load i32, ptr %40, align 4
  store i32 %62, ptr %35, align 4
  br label %63

63:                                               ; preds = %122, %54
  %64 = load i32, ptr %35, align 4
  %65 = sext i32 %64 to i64
  %66 = load i64, ptr %31, align 8
  %67 = icmp ule i64 %65, %66
  br i1 %67, label %68, label %126

68:                                               ; preds = %63
  %69 = load i32, ptr %35, align 4
  %70 = mul nsw i32 %69, 1
  %71 = add nsw i32 0, %70
  store i32 %71, ptr %45, align 4
  %72 = load i32, ptr %44, align 4
  %73 = load ptr, ptr %34, align 8
  %74 = load i32, ptr %45, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = icmp slt i32 %77, 0
  br i1 %78, label %79, label %86

79:                                               ; preds = %68
  %80 = load ptr, ptr %34, align 8
  %81 = load i32, ptr %45, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %80, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = sub nsw i32 0, %84
  br label %92

86:                                               ; preds = %68
  %87 = load ptr, ptr %34, align 8
  %88 = load i32, ptr %45, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %87, i64 %89
  %91 = load i32, ptr %90, align 4
  br label %92

92:                                               ; preds = %86, %79
  %93 = phi i32 [ %85, %79 ], [ %91, %86 ]
  %94 = icmp sgt i32 %72, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %92
  %96 = load i32, ptr %44, align 4
  br label %119

97:                                               ; preds = %92
  %98 = load ptr, ptr %34, align 8
  %99 = load i32, ptr %45, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  %102 = load i32, ptr %101, align 4
  %103 = icmp slt i32 %102, 0
  br i1 %103, label %104, label %111

104:                                              ; preds = %97
  %105 = load ptr, ptr %34, align 8
  %106 = load i32, ptr %45, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sub nsw i32 0, %109
  br label %117

111:                                              ; preds = %97
  %112 = load ptr, ptr %34, align 8
  %113 = load i32, ptr %45, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %112, i64 %114
  %116 = load i32, ptr %115, align 4
  br label %117

117:                                              ; preds = %111, %104
  %118 = phi i32 [ %110, %104 ], [ %116, %111 ]
  br label %119

119:                                              ; preds = %117, %95
  %120 = phi i32 [ %96, %95 ], [ %118, %117 ]
  store i32 %120, ptr %44, align 4
  br label %121

121:                                              ; preds = %119
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %35, align 4
  %124 = load i32, ptr %42, align 4
  %125 = add nsw i32 %123, %124
  store i32 %125, ptr %35, align 4
  br label %63

126:                                              ; preds = %63
  br label %127

127:                                              ; preds = %126
  %128 = load ptr, ptr %28, align 8
  %129 = load i32, ptr %128, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %129)
  %130 = getelementptr inbounds [1 x ptr], ptr %27, i64 0, i64 0
  store ptr %44, ptr %130, align 8
  %131 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 4, ptr %27, ptr @_omp_reduction_shuffle_and_reduce_func.3, ptr @_omp_reduction_inter_warp_copy_func.4)
  %132 = icmp eq i32 %131, 1
  br i1 %132, label %133, label %143

133:                                              ; preds = %127
  %134 = load i32, ptr %46, align 4
  %135 = load i32, ptr %44, align 4
  %136 = icmp sgt i32 %134, %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %133
  %138 = load i32, ptr %46, align 4
  br label %141

139:                                              ; preds = %133
  %140 = load i32, ptr %44, align 4
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi i32 [ %138, %137 ], [ %140, %139 ]
  store i32 %142, ptr %46, align 4
  br label %143

143:                                              ; preds = %141, %127
  br label %144

144:                                              ; preds = %143, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %12, align 4
  br label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %10, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  store i32 %21, ptr %12, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.3(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr i32, ptr %22, i64 1
  %25 = load i32, ptr %22, align 4
  %26 = call i32 @__kmpc_get_warp_size()
  %27 = trunc i32 %26 to i16
  %28 = call i32 @__kmpc_shuffle_int32(i32 %25, i16 %19, i16 %27)
  store i32 %28, ptr %11, align 4
  %29 = getelementptr i32, ptr %22, i64 1
  %30 = getelementptr i32, ptr %11, i64 1
  store ptr %11, ptr %23, align 8
  %31 = icmp eq i16 %20, 0
  %32 = icmp eq i16 %20, 1
  %33 = icmp ult i16 %18, %19
  %34 = and i1 %32, %33
  %35 = icmp eq i16 %20, 2
  %36 = and i16 %18, 1
  %37 = icmp eq i16 %36, 0
  %38 = and i1 %35, %37
  %39 = icmp sgt i16 %19, 0
  %40 = and i1 %38, %39
  %41 = or i1 %31, %34
  %42 = or i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %45

44:                                               ; preds = %4
  br label %45

45:                                               ; preds = %44, %43
  %46 = icmp eq i16 %20, 1
  %47 = icmp uge i16 %18, %19
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %51, align 4
  store i32 %54, ptr %53, align 4
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  ret void
}

declare i32 @__kmpc_shuffle_int32(i32, i16, i16)

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.4(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = and i32 %8, 63
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = ashr i32 %10, 6
  %12 = load ptr, ptr %5, align 8
  %13 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %13)
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %11
  %19 = load i32, ptr %17, align 4
  store volatile i32 %19, ptr addrspace(3) %18, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %15
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %22)
  %23 = load i32, ptr %6, align 4
  %24 = icmp ult i32 %7, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %7
  %27 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %28 = load ptr, ptr %27, align 8
  %29 = load volatile i32, ptr addrspace(3) %26, align 4
  store i32 %29, ptr %28, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %25
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %12, align 4
  br label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %10, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  store i32 %21, ptr %12, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.5(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr i32, ptr %22, i64 1
  %25 = load i32, ptr %22, align 4
  %26 = call i32 @__kmpc_get_warp_size()
  %27 = trunc i32 %26 to i16
  %28 = call i32 @__kmpc_shuffle_int32(i32 %25, i16 %19, i16 %27)
  store i32 %28, ptr %11, align 4
  %29 = getelementptr i32, ptr %22, i64 1
  %30 = getelementptr i32, ptr %11, i64 1
  store ptr %11, ptr %23, align 8
  %31 = icmp eq i16 %20, 0
  %32 = icmp eq i16 %20, 1
  %33 = icmp ult i16 %18, %19
  %34 = and i1 %32, %33
  %35 = icmp eq i16 %20, 2
  %36 = and i16 %18, 1
  %37 = icmp eq i16 %36, 0
  %38 = and i1 %35, %37
  %39 = icmp sgt i16 %19, 0
  %40 = and i1 %38, %39
  %41 = or i1 %31, %34
  %42 = or i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %45

44:                                               ; preds = %4
  br label %45

45:                                               ; preds = %44, %43
  %46 = icmp eq i16 %20, 1
  %47 = icmp uge i16 %18, %19
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %51, align 4
  store i32 %54, ptr %53, align 4
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.6(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = and i32 %8, 63
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = ashr i32 %10, 6
  %12 = load ptr, ptr %5, align 8
  %13 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %13)
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %11
  %19 = load i32, ptr %17, align 4
  store volatile i32 %19, ptr addrspace(3) %18, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %15
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %22)
  %23 = load i32, ptr %6, align 4
  %24 = icmp ult i32 %7, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %7
  %27 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %28 = load ptr, ptr %27, align 8
  %29 = load volatile i32, ptr addrspace(3) %26, align 4
  store i32 %29, ptr %28, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %25
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func.7(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %14, align 4
  store i32 %17, ptr %16, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func.8(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %17) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func.9(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %14, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func.10(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %11) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_histogram_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_histogram_l30_kernel_environment to ptr), ptr %0)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %23 = load i32, ptr %13, align 4
  store i32 %23, ptr %16, align 4
  %24 = load i64, ptr %16, align 8
  %25 = load ptr, ptr %14, align 8
  %26 = load ptr, ptr %15, align 8
  store i32 0, ptr %17, align 4
  store i32 %22, ptr %18, align 4
  call void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca [8 x i32], align 16, addrspace(5)
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
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca [5 x ptr], align 8, addrspace(5)
  %25 = alloca [1 x ptr], align 8, addrspace(5)
  %26 = addrspacecast ptr addrspace(5) %25 to ptr
  %27 = addrspacecast ptr addrspace(5) %6 to ptr
  %28 = addrspacecast ptr addrspace(5) %7 to ptr
  %29 = addrspacecast ptr addrspace(5) %8 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %10 to ptr
  %32 = addrspacecast ptr addrspace(5) %11 to ptr
  %33 = addrspacecast ptr addrspace(5) %12 to ptr
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  %36 = addrspacecast ptr addrspace(5) %15 to ptr
  %37 = addrspacecast ptr addrspace(5) %16 to ptr
  %38 = addrspacecast ptr addrspace(5) %17 to ptr
  %39 = addrspacecast ptr addrspace(5) %18 to ptr
  %40 = addrspacecast ptr addrspace(5) %19 to ptr
  %41 = addrspacecast ptr addrspace(5) %20 to ptr
  %42 = addrspacecast ptr addrspace(5) %21 to ptr
  %43 = addrspacecast ptr addrspace(5) %22 to ptr
  %44 = addrspacecast ptr addrspace(5) %23 to ptr
  %45 = addrspacecast ptr addrspace(5) %24 to ptr
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  store i64 %2, ptr %29, align 8
  store ptr %3, ptr %30, align 8
  store ptr %4, ptr %31, align 8
  %46 = load ptr, ptr %30, align 8
  %47 = getelementptr inbounds nuw i32, ptr %46, i64 0
  %48 = load ptr, ptr %30, align 8
  %49 = getelementptr inbounds nuw i32, ptr %48, i64 7
  %50 = getelementptr inbounds [8 x i32], ptr %32, i32 0, i32 0
  %51 = getelementptr i32, ptr %50, i64 8
  %52 = icmp eq ptr %50, %51
  br i1 %52, label %57, label %53

53:                                               ; preds = %53, %5
  %54 = phi ptr [ %50, %5 ], [ %55, %53 ]
  store i32 0, ptr %54, align 4
  %55 = getelementptr i32, ptr %54, i32 1
  %56 = icmp eq ptr %55, %51
  br i1 %56, label %57, label %53

57:                                               ; preds = %53, %5
  %58 = load ptr, ptr %30, align 8
  %59 = ptrtoint ptr %58 to i64
  %60 = ptrtoint ptr %47 to i64
  %61 = sub i64 %59, %60
  %62 = sdiv exact i64 %61, ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)
  %63 = getelementptr i32, ptr %32, i64 %62
  store ptr %63, ptr %33, align 8
  %64 = load i32, ptr %29, align 4
  store i32 %64, ptr %36, align 4
  %65 = load i32, ptr %36, align 4
  %66 = sub nsw i32 %65, 0
  %67 = sdiv i32 %66, 1
  %68 = sub nsw i32 %67, 1
  store i32 %68, ptr %37, align 4
  store i32 0, ptr %38, align 4
  %69 = load i32, ptr %36, align 4
  %70 = icmp slt i32 0, %69
  br i1 %70, label %71, label %134

71:                                               ; preds = %57
  store i32 0, ptr %39, align 4
  %72 = load i32, ptr %37, align 4
  store i32 %72, ptr %40, align 4
  store i32 1, ptr %41, align 4
  store i32 0, ptr %42, align 4
  %73 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %74 = load ptr, ptr %27, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %75, i32 91, ptr %42, ptr %39, ptr %40, ptr %41, i32 1, i32 %73)
  %76 = load i32, ptr %40, align 4
  %77 = load i32, ptr %37, align 4
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71
  %80 = load i32, ptr %37, align 4
  br label %83

81:                                               ; preds = %71
  %82 = load i32, ptr %40, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %40, align 4
  %85 = load i32, ptr %39, align 4
  store i32 %85, ptr %34, align 4
  br label %86

86:                                               ; preds = %127, %83
  %87 = load i32, ptr %34, align 4
  %88 = load i32, ptr %37, align 4
  %89 = add nsw i32 %88, 1
  %90 = icmp slt i32 %87, %89
  br i1 %90, label %91, label %130

91:                                               ; preds = %86
  %92 = load i32, ptr %39, align 4
  %93 = zext i32 %92 to i64
  %94 = load i32, ptr %40, align 4
  %95 = zext i32 %94 to i64
  %96 = load i32, ptr %29, align 4
  store i32 %96, ptr %44, align 4
  %97 = load i64, ptr %44, align 8
  %98 = load ptr, ptr %33, align 8
  %99 = load ptr, ptr %31, align 8
  %100 = getelementptr inbounds [5 x ptr], ptr %45, i64 0, i64 0
  %101 = inttoptr i64 %93 to ptr
  store ptr %101, ptr %100, align 8
  %102 = getelementptr inbounds [5 x ptr], ptr %45, i64 0, i64 1
  %103 = inttoptr i64 %95 to ptr
  store ptr %103, ptr %102, align 8
  %104 = getelementptr inbounds [5 x ptr], ptr %45, i64 0, i64 2
  %105 = inttoptr i64 %97 to ptr
  store ptr %105, ptr %104, align 8
  %106 = getelementptr inbounds [5 x ptr], ptr %45, i64 0, i64 3
  store ptr %98, ptr %106, align 8
  %107 = getelementptr inbounds [5 x ptr], ptr %45, i64 0, i64 4
  store ptr %99, ptr %107, align 8
  %108 = load ptr, ptr %27, align 8
  %109 = load i32, ptr %108, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %109, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined, ptr null, ptr %45, i64 5, i32 0)
  br label %110

110:                                              ; preds = %91
  %111 = load i32, ptr %34, align 4
  %112 = load i32, ptr %41, align 4
  %113 = add nsw i32 %111, %112
  store i32 %113, ptr %34, align 4
  %114 = load i32, ptr %39, align 4
  %115 = load i32, ptr %41, align 4
  %116 = add nsw i32 %114, %115
  store i32 %116, ptr %39, align 4
  %117 = load i32, ptr %40, align 4
  %118 = load i32, ptr %41, align 4
  %119 = add nsw i32 %117, %118
  store i32 %119, ptr %40, align 4
  %120 = load i32, ptr %40, align 4
  %121 = load i32, ptr %37, align 4
  %122 = icmp sgt i32 %120, %121
  br i1 %122, label %123, label %125

123:                                              ; preds = %110
  %124 = load i32, ptr %37, align 4
  br label %127

125:                                              ; preds = %110
  %126 = load i32, ptr %40, align 4
  br label %127

127:                                              ; preds = %125, %123
  %128 = phi i32 [ %124, %123 ], [ %126, %125 ]
  store i32 %128, ptr %40, align 4
  %129 = load i32, ptr %39, align 4
  store i32 %129, ptr %34, align 4
  br label %86

130:                                              ; preds = %86
  br label %131

131:                                              ; preds = %130
  %132 = load ptr, ptr %27, align 8
  %133 = load i32, ptr %132, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %133)
  br label %134

134:                                              ; preds = %131, %57
  %135 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %32, ptr %135, align 8
  %136 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %137 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %136, i32 1024, i64 32, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func.13, ptr @_omp_reduction_inter_warp_copy_func.14, ptr @_omp_reduction_list_to_global_copy_func.15, ptr @_omp_reduction_list_to_global_reduce_func.16, ptr @_omp_reduction_global_to_list_copy_func.17, ptr @_omp_reduction_global_to_list_reduce_func.18)
  %138 = icmp eq i32 %137, 1
  br i1 %138, label %139, label %152

139:                                              ; preds = %134
  %140 = getelementptr i32, ptr %47, i64 8
  %141 = icmp eq ptr %47, %140
  br i1 %141, label %151, label %142

142:                                              ; preds = %142, %139
  %143 = phi ptr [ %32, %139 ], [ %149, %142 ]
  %144 = phi ptr [ %47, %139 ], [ %148, %142 ]
  %145 = load i32, ptr %144, align 4
  %146 = load i32, ptr %143, align 4
  %147 = add nsw i32 %145, %146
  store i32 %147, ptr %144, align 4
  %148 = getelementptr i32, ptr %144, i32 1
  %149 = getelementptr i32, ptr %143, i32 1
  %150 = icmp eq ptr %148, %140
  br i1 %150, label %151, label %142

151:                                              ; preds = %142, %139
  br label %152

152:                                              ; preds = %151, %134
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca [8 x i32], align 16, addrspace(5)
  %25 = alloca ptr, align 8, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca [1 x ptr], align 8, addrspace(5)
  %28 = addrspacecast ptr addrspace(5) %27 to ptr
  %29 = addrspacecast ptr addrspace(5) %8 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %10 to ptr
  %32 = addrspacecast ptr addrspace(5) %11 to ptr
  %33 = addrspacecast ptr addrspace(5) %12 to ptr
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  %36 = addrspacecast ptr addrspace(5) %15 to ptr
  %37 = addrspacecast ptr addrspace(5) %16 to ptr
  %38 = addrspacecast ptr addrspace(5) %17 to ptr
  %39 = addrspacecast ptr addrspace(5) %18 to ptr
  %40 = addrspacecast ptr addrspace(5) %19 to ptr
  %41 = addrspacecast ptr addrspace(5) %20 to ptr
  %42 = addrspacecast ptr addrspace(5) %21 to ptr
  %43 = addrspacecast ptr addrspace(5) %22 to ptr
  %44 = addrspacecast ptr addrspace(5) %23 to ptr
  %45 = addrspacecast ptr addrspace(5) %24 to ptr
  %46 = addrspacecast ptr addrspace(5) %25 to ptr
  %47 = addrspacecast ptr addrspace(5) %26 to ptr
  store ptr %0, ptr %29, align 8
  store ptr %1, ptr %30, align 8
  store i64 %2, ptr %31, align 8
  store i64 %3, ptr %32, align 8
  store i64 %4, ptr %33, align 8
  store ptr %5, ptr %34, align 8
  store ptr %6, ptr %35, align 8
  %48 = load i32, ptr %33, align 4
  store i32 %48, ptr %38, align 4
  %49 = load i32, ptr %38, align 4
  %50 = sub nsw i32 %49, 0
  %51 = sdiv i32 %50, 1
  %52 = sub nsw i32 %51, 1
  store i32 %52, ptr %39, align 4
  store i32 0, ptr %40, align 4
  %53 = load i32, ptr %38, align 4
  %54 = icmp slt i32 0, %53
  br i1 %54, label %55, label %128

55:                                               ; preds = %7
  store i32 0, ptr %41, align 4
  %56 = load i32, ptr %39, align 4
  store i32 %56, ptr %42, align 4
  %57 = load i64, ptr %31, align 8
  %58 = trunc i64 %57 to i32
  %59 = load i64, ptr %32, align 8
  %60 = trunc i64 %59 to i32
  store i32 %58, ptr %41, align 4
  store i32 %60, ptr %42, align 4
  store i32 1, ptr %43, align 4
  store i32 0, ptr %44, align 4
  %61 = load ptr, ptr %34, align 8
  %62 = getelementptr inbounds nuw i32, ptr %61, i64 0
  %63 = load ptr, ptr %34, align 8
  %64 = getelementptr inbounds nuw i32, ptr %63, i64 7
  %65 = getelementptr inbounds [8 x i32], ptr %45, i32 0, i32 0
  %66 = getelementptr i32, ptr %65, i64 8
  %67 = icmp eq ptr %65, %66
  br i1 %67, label %72, label %68

68:                                               ; preds = %68, %55
  %69 = phi ptr [ %65, %55 ], [ %70, %68 ]
  store i32 0, ptr %69, align 4
  %70 = getelementptr i32, ptr %69, i32 1
  %71 = icmp eq ptr %70, %66
  br i1 %71, label %72, label %68

72:                                               ; preds = %68, %55
  %73 = load ptr, ptr %34, align 8
  %74 = ptrtoint ptr %73 to i64
  %75 = ptrtoint ptr %62 to i64
  %76 = sub i64 %74, %75
  %77 = sdiv exact i64 %76, ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)
  %78 = getelementptr i32, ptr %45, i64 %77
  store ptr %78, ptr %46, align 8
  %79 = load ptr, ptr %29, align 8
  %80 = load i32, ptr %79, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %80, i32 33, ptr %44, ptr %41, ptr %42, ptr %43, i32 1, i32 1)
  %81 = load i32, ptr %41, align 4
  store i32 %81, ptr %36, align 4
  br label %82

82:                                               ; preds = %103, %72
  %83 = load i32, ptr %36, align 4
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %32, align 8
  %86 = icmp ule i64 %84, %85
  br i1 %86, label %87, label %107

87:                                               ; preds = %82
  %88 = load i32, ptr %36, align 4
  %89 = mul nsw i32 %88, 1
  %90 = add nsw i32 0, %89
  store i32 %90, ptr %47, align 4
  %91 = load ptr, ptr %46, align 8
  %92 = load ptr, ptr %35, align 8
  %93 = load i32, ptr %47, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = and i32 %96, 7
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr %91, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %99, align 4
  br label %102

102:                                              ; preds = %87
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %36, align 4
  %105 = load i32, ptr %43, align 4
  %106 = add nsw i32 %104, %105
  store i32 %106, ptr %36, align 4
  br label %82

107:                                              ; preds = %82
  br label %108

108:                                              ; preds = %107
  %109 = load ptr, ptr %29, align 8
  %110 = load i32, ptr %109, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %110)
  %111 = getelementptr inbounds [1 x ptr], ptr %28, i64 0, i64 0
  store ptr %45, ptr %111, align 8
  %112 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 32, ptr %28, ptr @_omp_reduction_shuffle_and_reduce_func.11, ptr @_omp_reduction_inter_warp_copy_func.12)
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %127

114:                                              ; preds = %108
  %115 = getelementptr i32, ptr %62, i64 8
  %116 = icmp eq ptr %62, %115
  br i1 %116, label %126, label %117

117:                                              ; preds = %117, %114
  %118 = phi ptr [ %45, %114 ], [ %124, %117 ]
  %119 = phi ptr [ %62, %114 ], [ %123, %117 ]
  %120 = load i32, ptr %119, align 4
  %121 = load i32, ptr %118, align 4
  %122 = add nsw i32 %120, %121
  store i32 %122, ptr %119, align 4
  %123 = getelementptr i32, ptr %119, i32 1
  %124 = getelementptr i32, ptr %118, i32 1
  %125 = icmp eq ptr %123, %115
  br i1 %125, label %126, label %117

126:                                              ; preds = %117, %114
  br label %127

127:                                              ; preds = %126, %108
  br label %128

128:                                              ; preds = %127, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i32, ptr %12, i64 8
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %24, label %15

15:                                               ; preds = %15, %2
  %16 = phi ptr [ %10, %2 ], [ %22, %15 ]
  %17 = phi ptr [ %12, %2 ], [ %21, %15 ]
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %16, align 4
  %20 = add nsw i32 %18, %19
  store i32 %20, ptr %17, align 4
  %21 = getelementptr i32, ptr %17, i32 1
  %22 = getelementptr i32, ptr %16, i32 1
  %23 = icmp eq ptr %21, %13
  br i1 %23, label %24, label %15

24:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.11(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca [8 x i32], align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr [8 x i32], ptr %22, i64 1
  br label %25

25:                                               ; preds = %33, %4
  %26 = phi ptr [ %22, %4 ], [ %38, %33 ]
  %27 = phi ptr [ %11, %4 ], [ %39, %33 ]
  %28 = ptrtoint ptr %24 to i64
  %29 = ptrtoint ptr %26 to i64
  %30 = sub i64 %28, %29
  %31 = sdiv exact i64 %30, ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)
  %32 = icmp sgt i64 %31, 7
  br i1 %32, label %33, label %40

33:                                               ; preds = %25
  %34 = load i64, ptr %26, align 4
  %35 = call i32 @__kmpc_get_warp_size()
  %36 = trunc i32 %35 to i16
  %37 = call i64 @__kmpc_shuffle_int64(i64 %34, i16 %19, i16 %36)
  store i64 %37, ptr %27, align 4
  %38 = getelementptr i64, ptr %26, i64 1
  %39 = getelementptr i64, ptr %27, i64 1
  br label %25

40:                                               ; preds = %25
  store ptr %11, ptr %23, align 8
  %41 = icmp eq i16 %20, 0
  %42 = icmp eq i16 %20, 1
  %43 = icmp ult i16 %18, %19
  %44 = and i1 %42, %43
  %45 = icmp eq i16 %20, 2
  %46 = and i16 %18, 1
  %47 = icmp eq i16 %46, 0
  %48 = and i1 %45, %47
  %49 = icmp sgt i16 %19, 0
  %50 = and i1 %48, %49
  %51 = or i1 %41, %44
  %52 = or i1 %51, %50
  br i1 %52, label %53, label %54

53:                                               ; preds = %40
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %55

54:                                               ; preds = %40
  br label %55

55:                                               ; preds = %54, %53
  %56 = icmp eq i16 %20, 1
  %57 = icmp uge i16 %18, %19
  %58 = and i1 %56, %57
  br i1 %58, label %59, label %64

59:                                               ; preds = %55
  %60 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %63 = load ptr, ptr %62, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 4 %61, i64 32, i1 false)
  br label %65

64:                                               ; preds = %55
  br label %65

65:                                               ; preds = %64, %59
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.12(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 8
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i32, ptr %12, i64 8
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %24, label %15

15:                                               ; preds = %15, %2
  %16 = phi ptr [ %10, %2 ], [ %22, %15 ]
  %17 = phi ptr [ %12, %2 ], [ %21, %15 ]
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %16, align 4
  %20 = add nsw i32 %18, %19
  store i32 %20, ptr %17, align 4
  %21 = getelementptr i32, ptr %17, i32 1
  %22 = getelementptr i32, ptr %16, i32 1
  %23 = icmp eq ptr %21, %13
  br i1 %23, label %24, label %15

24:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.13(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca [8 x i32], align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr [8 x i32], ptr %22, i64 1
  br label %25

25:                                               ; preds = %33, %4
  %26 = phi ptr [ %22, %4 ], [ %38, %33 ]
  %27 = phi ptr [ %11, %4 ], [ %39, %33 ]
  %28 = ptrtoint ptr %24 to i64
  %29 = ptrtoint ptr %26 to i64
  %30 = sub i64 %28, %29
  %31 = sdiv exact i64 %30, ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)
  %32 = icmp sgt i64 %31, 7
  br i1 %32, label %33, label %40

33:                                               ; preds = %25
  %34 = load i64, ptr %26, align 4
  %35 = call i32 @__kmpc_get_warp_size()
  %36 = trunc i32 %35 to i16
  %37 = call i64 @__kmpc_shuffle_int64(i64 %34, i16 %19, i16 %36)
  store i64 %37, ptr %27, align 4
  %38 = getelementptr i64, ptr %26, i64 1
  %39 = getelementptr i64, ptr %27, i64 1
  br label %25

40:                                               ; preds = %25
  store ptr %11, ptr %23, align 8
  %41 = icmp eq i16 %20, 0
  %42 = icmp eq i16 %20, 1
  %43 = icmp ult i16 %18, %19
  %44 = and i1 %42, %43
  %45 = icmp eq i16 %20, 2
  %46 = and i16 %18, 1
  %47 = icmp eq i16 %46, 0
  %48 = and i1 %45, %47
  %49 = icmp sgt i16 %19, 0
  %50 = and i1 %48, %49
  %51 = or i1 %41, %44
  %52 = or i1 %51, %50
  br i1 %52, label %53, label %54

53:                                               ; preds = %40
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %55

54:                                               ; preds = %40
  br label %55

55:                                               ; preds = %54, %53
  %56 = icmp eq i16 %20, 1
  %57 = icmp uge i16 %18, %19
  %58 = and i1 %56, %57
  br i1 %58, label %59, label %64

59:                                               ; preds = %55
  %60 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %63 = load ptr, ptr %62, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 4 %61, i64 32, i1 false)
  br label %65

64:                                               ; preds = %55
  br label %65

65:                                               ; preds = %64, %59
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.14(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 8
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [1 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func.15(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %14, i64 32, i1 false)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func.16(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %17) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func.17(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %16, i64 32, i1 false)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func.18(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [1 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %11) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_summarize_l47(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  %24 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr %0, ptr %16, align 8
  store i64 %1, ptr %17, align 8
  store ptr %2, ptr %18, align 8
  store ptr %3, ptr %19, align 8
  store ptr %4, ptr %20, align 8
  store ptr %5, ptr %21, align 8
  %25 = load ptr, ptr %18, align 8, !nonnull !12, !align !13
  %26 = load ptr, ptr %19, align 8, !nonnull !12, !align !14
  %27 = load ptr, ptr %20, align 8, !nonnull !12, !align !14
  %28 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_summarize_l47_kernel_environment to ptr), ptr %0)
  %29 = icmp eq i32 %28, -1
  br i1 %29, label %30, label %35

30:                                               ; preds = %6
  %31 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %32 = load i32, ptr %17, align 4
  store i32 %32, ptr %22, align 4
  %33 = load i64, ptr %22, align 8
  %34 = load ptr, ptr %21, align 8
  store i32 0, ptr %23, align 4
  store i32 %31, ptr %24, align 4
  call void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined(ptr %24, ptr %23, i64 %33, ptr %25, ptr %26, ptr %27, ptr %34) #2
  call void @__kmpc_target_deinit()
  ret void

35:                                               ; preds = %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca [7 x ptr], align 8, addrspace(5)
  %30 = alloca [3 x ptr], align 8, addrspace(5)
  %31 = addrspacecast ptr addrspace(5) %30 to ptr
  %32 = addrspacecast ptr addrspace(5) %8 to ptr
  %33 = addrspacecast ptr addrspace(5) %9 to ptr
  %34 = addrspacecast ptr addrspace(5) %10 to ptr
  %35 = addrspacecast ptr addrspace(5) %11 to ptr
  %36 = addrspacecast ptr addrspace(5) %12 to ptr
  %37 = addrspacecast ptr addrspace(5) %13 to ptr
  %38 = addrspacecast ptr addrspace(5) %14 to ptr
  %39 = addrspacecast ptr addrspace(5) %15 to ptr
  %40 = addrspacecast ptr addrspace(5) %16 to ptr
  %41 = addrspacecast ptr addrspace(5) %17 to ptr
  %42 = addrspacecast ptr addrspace(5) %18 to ptr
  %43 = addrspacecast ptr addrspace(5) %19 to ptr
  %44 = addrspacecast ptr addrspace(5) %20 to ptr
  %45 = addrspacecast ptr addrspace(5) %21 to ptr
  %46 = addrspacecast ptr addrspace(5) %22 to ptr
  %47 = addrspacecast ptr addrspace(5) %23 to ptr
  %48 = addrspacecast ptr addrspace(5) %24 to ptr
  %49 = addrspacecast ptr addrspace(5) %25 to ptr
  %50 = addrspacecast ptr addrspace(5) %26 to ptr
  %51 = addrspacecast ptr addrspace(5) %27 to ptr
  %52 = addrspacecast ptr addrspace(5) %28 to ptr
  %53 = addrspacecast ptr addrspace(5) %29 to ptr
  store ptr %0, ptr %32, align 8
  store ptr %1, ptr %33, align 8
  store i64 %2, ptr %34, align 8
  store ptr %3, ptr %35, align 8
  store ptr %4, ptr %36, align 8
  store ptr %5, ptr %37, align 8
  store ptr %6, ptr %38, align 8
  %54 = load ptr, ptr %35, align 8, !nonnull !12, !align !13
  %55 = load ptr, ptr %36, align 8, !nonnull !12, !align !14
  %56 = load ptr, ptr %37, align 8, !nonnull !12, !align !14
  store i64 0, ptr %39, align 8
  store i32 2147483647, ptr %40, align 4
  store i32 -2147483648, ptr %41, align 4
  %57 = load i32, ptr %34, align 4
  store i32 %57, ptr %44, align 4
  %58 = load i32, ptr %44, align 4
  %59 = sub nsw i32 %58, 0
  %60 = sdiv i32 %59, 1
  %61 = sub nsw i32 %60, 1
  store i32 %61, ptr %45, align 4
  store i32 0, ptr %46, align 4
  %62 = load i32, ptr %44, align 4
  %63 = icmp slt i32 0, %62
  br i1 %63, label %64, label %128

64:                                               ; preds = %7
  store i32 0, ptr %47, align 4
  %65 = load i32, ptr %45, align 4
  store i32 %65, ptr %48, align 4
  store i32 1, ptr %49, align 4
  store i32 0, ptr %50, align 4
  %66 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %67 = load ptr, ptr %32, align 8
  %68 = load i32, ptr %67, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %68, i32 91, ptr %50, ptr %47, ptr %48, ptr %49, i32 1, i32 %66)
  %69 = load i32, ptr %48, align 4
  %70 = load i32, ptr %45, align 4
  %71 = icmp sgt i32 %69, %70
  br i1 %71, label %72, label %74

72:                                               ; preds = %64
  %73 = load i32, ptr %45, align 4
  br label %76

74:                                               ; preds = %64
  %75 = load i32, ptr %48, align 4
  br label %76

76:                                               ; preds = %74, %72
  %77 = phi i32 [ %73, %72 ], [ %75, %74 ]
  store i32 %77, ptr %48, align 4
  %78 = load i32, ptr %47, align 4
  store i32 %78, ptr %42, align 4
  br label %79

79:                                               ; preds = %121, %76
  %80 = load i32, ptr %42, align 4
  %81 = load i32, ptr %45, align 4
  %82 = add nsw i32 %81, 1
  %83 = icmp slt i32 %80, %82
  br i1 %83, label %84, label %124

84:                                               ; preds = %79
  %85 = load i32, ptr %47, align 4
  %86 = zext i32 %85 to i64
  %87 = load i32, ptr %48, align 4
  %88 = zext i32 %87 to i64
  %89 = load i32, ptr %34, align 4
  store i32 %89, ptr %52, align 4
  %90 = load i64, ptr %52, align 8
  %91 = load ptr, ptr %38, align 8
  %92 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 0
  %93 = inttoptr i64 %86 to ptr
  store ptr %93, ptr %92, align 8
  %94 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 1
  %95 = inttoptr i64 %88 to ptr
  store ptr %95, ptr %94, align 8
  %96 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 2
  %97 = inttoptr i64 %90 to ptr
  store ptr %97, ptr %96, align 8
  %98 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 3
  store ptr %39, ptr %98, align 8
  %99 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 4
  store ptr %40, ptr %99, align 8
  %100 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 5
  store ptr %41, ptr %100, align 8
  %101 = getelementptr inbounds [7 x ptr], ptr %53, i64 0, i64 6
  store ptr %91, ptr %101, align 8
  %102 = load ptr, ptr %32, align 8
  %103 = load i32, ptr %102, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %103, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined, ptr null, ptr %53, i64 7, i32 0)
  br label %104

104:                                              ; preds = %84
  %105 = load i32, ptr %42, align 4
  %106 = load i32, ptr %49, align 4
  %107 = add nsw i32 %105, %106
  store i32 %107, ptr %42, align 4
  %108 = load i32, ptr %47, align 4
  %109 = load i32, ptr %49, align 4
  %110 = add nsw i32 %108, %109
  store i32 %110, ptr %47, align 4
  %111 = load i32, ptr %48, align 4
  %112 = load i32, ptr %49, align 4
  %113 = add nsw i32 %111, %112
  store i32 %113, ptr %48, align 4
  %114 = load i32, ptr %48, align 4
  %115 = load i32, ptr %45, align 4
  %116 = icmp sgt i32 %114, %115
  br i1 %116, label %117, label %119

117:                                              ; preds = %104
  %118 = load i32, ptr %45, align 4
  br label %121

119:                                              ; preds = %104
  %120 = load i32, ptr %48, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %118, %117 ], [ %120, %119 ]
  store i32 %122, ptr %48, align 4
  %123 = load i32, ptr %47, align 4
  store i32 %123, ptr %42, align 4
  br label %79

124:                                              ; preds = %79
  br label %125

125:                                              ; preds = %124
  %126 = load ptr, ptr %32, align 8
  %127 = load i32, ptr %126, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %127)
  br label %128

128:                                              ; preds = %125, %7
  %129 = getelementptr inbounds [3 x ptr], ptr %31, i64 0, i64 0
  store ptr %39, ptr %129, align 8
  %130 = getelementptr inbounds [3 x ptr], ptr %31, i64 0, i64 1
  store ptr %40, ptr %130, align 8
  %131 = getelementptr inbounds [3 x ptr], ptr %31, i64 0, i64 2
  store ptr %41, ptr %131, align 8
  %132 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %133 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %132, i32 1024, i64 24, ptr %31, ptr @_omp_reduction_shuffle_and_reduce_func.21, ptr @_omp_reduction_inter_warp_copy_func.22, ptr @_omp_reduction_list_to_global_copy_func.23, ptr @_omp_reduction_list_to_global_reduce_func.24, ptr @_omp_reduction_global_to_list_copy_func.25, ptr @_omp_reduction_global_to_list_reduce_func.26)
  %134 = icmp eq i32 %133, 1
  br i1 %134, label %135, label %157

135:                                              ; preds = %128
  %136 = load i64, ptr %54, align 8
  %137 = load i64, ptr %39, align 8
  %138 = add nsw i64 %136, %137
  store i64 %138, ptr %54, align 8
  %139 = load i32, ptr %55, align 4
  %140 = load i32, ptr %40, align 4
  %141 = icmp slt i32 %139, %140
  br i1 %141, label %142, label %144

142:                                              ; preds = %135
  %143 = load i32, ptr %55, align 4
  br label %146

144:                                              ; preds = %135
  %145 = load i32, ptr %40, align 4
  br label %146

146:                                              ; preds = %144, %142
  %147 = phi i32 [ %143, %142 ], [ %145, %144 ]
  store i32 %147, ptr %55, align 4
  %148 = load i32, ptr %56, align 4
  %149 = load i32, ptr %41, align 4
  %150 = icmp sgt i32 %148, %149
  br i1 %150, label %151, label %153

151:                                              ; preds = %146
  %152 = load i32, ptr %56, align 4
  br label %155

153:                                              ; preds = %146
  %154 = load i32, ptr %41, align 4
  br label %155

155:                                              ; preds = %153, %151
  %156 = phi i32 [ %152, %151 ], [ %154, %153 ]
  store i32 %156, ptr %56, align 4
  br label %157

157:                                              ; preds = %155, %128
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef %8) #1 {
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca %struct.stats, align 8, addrspace(5)
  %33 = alloca [3 x ptr], align 8, addrspace(5)
  %34 = addrspacecast ptr addrspace(5) %33 to ptr
  %35 = addrspacecast ptr addrspace(5) %10 to ptr
  %36 = addrspacecast ptr addrspace(5) %11 to ptr
  %37 = addrspacecast ptr addrspace(5) %12 to ptr
  %38 = addrspacecast ptr addrspace(5) %13 to ptr
  %39 = addrspacecast ptr addrspace(5) %14 to ptr
  %40 = addrspacecast ptr addrspace(5) %15 to ptr
  %41 = addrspacecast ptr addrspace(5) %16 to ptr
  %42 = addrspacecast ptr addrspace(5) %17 to ptr
  %43 = addrspacecast ptr addrspace(5) %18 to ptr
  %44 = addrspacecast ptr addrspace(5) %19 to ptr
  %45 = addrspacecast ptr addrspace(5) %20 to ptr
  %46 = addrspacecast ptr addrspace(5) %21 to ptr
  %47 = addrspacecast ptr addrspace(5) %22 to ptr
  %48 = addrspacecast ptr addrspace(5) %23 to ptr
  %49 = addrspacecast ptr addrspace(5) %24 to ptr
  %50 = addrspacecast ptr addrspace(5) %25 to ptr
  %51 = addrspacecast ptr addrspace(5) %26 to ptr
  %52 = addrspacecast ptr addrspace(5) %27 to ptr
  %53 = addrspacecast ptr addrspace(5) %28 to ptr
  %54 = addrspacecast ptr addrspace(5) %29 to ptr
  %55 = addrspacecast ptr addrspace(5) %30 to ptr
  %56 = addrspacecast ptr addrspace(5) %31 to ptr
  %57 = addrspacecast ptr addrspace(5) %32 to ptr
  store ptr %0, ptr %35, align 8
  store ptr %1, ptr %36, align 8
  store i64 %2, ptr %37, align 8
  store i64 %3, ptr %38, align 8
  store i64 %4, ptr %39, align 8
  store ptr %5, ptr %40, align 8
  store ptr %6, ptr %41, align 8
  store ptr %7, ptr %42, align 8
  store ptr %8, ptr %43, align 8
  %58 = load ptr, ptr %40, align 8, !nonnull !12, !align !13
  %59 = load ptr, ptr %41, align 8, !nonnull !12, !align !14
  %60 = load ptr, ptr %42, align 8, !nonnull !12, !align !14
  %61 = load i32, ptr %39, align 4
  store i32 %61, ptr %46, align 4
  %62 = load i32, ptr %46, align 4
  %63 = sub nsw i32 %62, 0
  %64 = sdiv i32 %63, 1
  %65 = sub nsw i32 %64, 1
  store i32 %65, ptr %47, align 4
  store i32 0, ptr %48, align 4
  %66 = load i32, ptr %46, align 4
  %67 = icmp slt i32 0, %66
  br i1 %67, label %68, label %140

68:                                               ; preds = %9
  store i32 0, ptr %49, align 4
  %69 = load i32, ptr %47, align 4
  store i32 %69, ptr %50, align 4
  %70 = load i64, ptr %37, align 8
  %71 = trunc i64 %70 to i32
  %72 = load i64, ptr %38, align 8
  %73 = trunc i64 %72 to i32
  store i32 %71, ptr %49, align 4
  store i32 %73, ptr %50, align 4
  store i32 1, ptr %51, align 4
  store i32 0, ptr %52, align 4
  store i64 0, ptr %53, align 8
  store i32 2147483647, ptr %54, align 4
  store i32 -2147483648, ptr %55, align 4
  %74 = load ptr, ptr %35, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %75, i32 33, ptr %52, ptr %49, ptr %50, ptr %51, i32 1, i32 1)
  %76 = load i32, ptr %49, align 4
  store i32 %76, ptr %44, align 4
  br label %77

77:                                               ; preds = %104, %68
  %78 = load i32, ptr %44, align 4
  %79 = sext i32 %78 to i64
  %80 = load i64, ptr %38, align 8
  %81 = icmp ule i64 %79, %80
  br i1 %81, label %82, label %108

82:                                               ; preds = %77
  %83 = load i32, ptr %44, align 4
  %84 = mul nsw i32 %83, 1
  %85 = add nsw i32 0, %84
  store i32 %85, ptr %56, align 4
  %86 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 0
  %87 = load i64, ptr %53, align 8
  store i64 %87, ptr %86, align 8
  %88 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 1
  %89 = load i32, ptr %54, align 4
  store i32 %89, ptr %88, align 8
  %90 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 2
  %91 = load i32, ptr %55, align 4
  store i32 %91, ptr %90, align 4
  %92 = load ptr, ptr %43, align 8
  %93 = load i32, ptr %56, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  call void @account(ptr noundef %57, i32 noundef %96) #10
  %97 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 0
  %98 = load i64, ptr %97, align 8
  store i64 %98, ptr %53, align 8
  %99 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 1
  %100 = load i32, ptr %99, align 8
  store i32 %100, ptr %54, align 4
  %101 = getelementptr inbounds nuw %struct.stats, ptr %57, i32 0, i32 2
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %55, align 4
  br label %103

103:                                              ; preds = %82
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %44, align 4
  %106 = load i32, ptr %51, align 4
  %107 = add nsw i32 %105, %106
  store i32 %107, ptr %44, align 4
  br label %77

108:                                              ; preds = %77
  br label %109

109:                                              ; preds = %108
  %110 = load ptr, ptr %35, align 8
  %111 = load i32, ptr %110, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %111)
  %112 = getelementptr inbounds [3 x ptr], ptr %34, i64 0, i64 0
  store ptr %53, ptr %112, align 8
  %113 = getelementptr inbounds [3 x ptr], ptr %34, i64 0, i64 1
  store ptr %54, ptr %113, align 8
  %114 = getelementptr inbounds [3 x ptr], ptr %34, i64 0, i64 2
  store ptr %55, ptr %114, align 8
  %115 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 24, ptr %34, ptr @_omp_reduction_shuffle_and_reduce_func.19, ptr @_omp_reduction_inter_warp_copy_func.20)
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %139

117:                                              ; preds = %109
  %118 = load i64, ptr %58, align 8
  %119 = load i64, ptr %53, align 8
  %120 = add nsw i64 %118, %119
  store i64 %120, ptr %58, align 8
  %121 = load i32, ptr %59, align 4
  %122 = load i32, ptr %54, align 4
  %123 = icmp slt i32 %121, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %117
  %125 = load i32, ptr %59, align 4
  br label %128

126:                                              ; preds = %117
  %127 = load i32, ptr %54, align 4
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi i32 [ %125, %124 ], [ %127, %126 ]
  store i32 %129, ptr %59, align 4
  %130 = load i32, ptr %60, align 4
  %131 = load i32, ptr %55, align 4
  %132 = icmp sgt i32 %130, %131
  br i1 %132, label %133, label %135

133:                                              ; preds = %128
  %134 = load i32, ptr %60, align 4
  br label %137

135:                                              ; preds = %128
  %136 = load i32, ptr %55, align 4
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %134, %133 ], [ %136, %135 ]
  store i32 %138, ptr %60, align 4
  br label %139

139:                                              ; preds = %137, %109
  br label %140

140:                                              ; preds = %139, %9
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @account(ptr noundef %0, i32 noundef %1) #7 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %7 to i64
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.stats, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %11, %8
  store i64 %12, ptr %10, align 8
  %13 = load i32, ptr %6, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds nuw %struct.stats, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds nuw %struct.stats, ptr %20, i32 0, i32 1
  store i32 %19, ptr %21, align 8
  br label %22

22:                                               ; preds = %18, %2
  %23 = load i32, ptr %6, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds nuw %struct.stats, ptr %24, i32 0, i32 2
  %26 = load i32, ptr %25, align 4
  %27 = icmp sgt i32 %23, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %22
  %29 = load i32, ptr %6, align 4
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds nuw %struct.stats, ptr %30, i32 0, i32 2
  store i32 %29, ptr %31, align 4
  br label %32

32:                                               ; preds = %28, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %10, align 8
  %23 = add nsw i64 %21, %22
  store i64 %23, ptr %12, align 8
  %24 = load i32, ptr %16, align 4
  %25 = load i32, ptr %14, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %2
  %28 = load i32, ptr %16, align 4
  br label %31

29:                                               ; preds = %2
  %30 = load i32, ptr %14, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ]
  store i32 %32, ptr %16, align 4
  %33 = load i32, ptr %20, align 4
  %34 = load i32, ptr %18, align 4
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %31
  %37 = load i32, ptr %20, align 4
  br label %40

38:                                               ; preds = %31
  %39 = load i32, ptr %18, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %20, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.19(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [3 x ptr], align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %12 to ptr
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %14 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %16, align 8
  store i16 %1, ptr %17, align 2
  store i16 %2, ptr %18, align 2
  store i16 %3, ptr %19, align 2
  %21 = load ptr, ptr %16, align 8
  %22 = load i16, ptr %17, align 2
  %23 = load i16, ptr %18, align 2
  %24 = load i16, ptr %19, align 2
  %25 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 0
  %28 = getelementptr i64, ptr %26, i64 1
  %29 = load i64, ptr %26, align 8
  %30 = call i32 @__kmpc_get_warp_size()
  %31 = trunc i32 %30 to i16
  %32 = call i64 @__kmpc_shuffle_int64(i64 %29, i16 %23, i16 %31)
  store i64 %32, ptr %11, align 8
  %33 = getelementptr i64, ptr %26, i64 1
  %34 = getelementptr i64, ptr %11, i64 1
  store ptr %11, ptr %27, align 8
  %35 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 1
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 1
  %38 = getelementptr i32, ptr %36, i64 1
  %39 = load i32, ptr %36, align 4
  %40 = call i32 @__kmpc_get_warp_size()
  %41 = trunc i32 %40 to i16
  %42 = call i32 @__kmpc_shuffle_int32(i32 %39, i16 %23, i16 %41)
  store i32 %42, ptr %13, align 4
  %43 = getelementptr i32, ptr %36, i64 1
  %44 = getelementptr i32, ptr %13, i64 1
  store ptr %13, ptr %37, align 8
  %45 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 2
  %48 = getelementptr i32, ptr %46, i64 1
  %49 = load i32, ptr %46, align 4
  %50 = call i32 @__kmpc_get_warp_size()
  %51 = trunc i32 %50 to i16
  %52 = call i32 @__kmpc_shuffle_int32(i32 %49, i16 %23, i16 %51)
  store i32 %52, ptr %15, align 4
  %53 = getelementptr i32, ptr %46, i64 1
  %54 = getelementptr i32, ptr %15, i64 1
  store ptr %15, ptr %47, align 8
  %55 = icmp eq i16 %24, 0
  %56 = icmp eq i16 %24, 1
  %57 = icmp ult i16 %22, %23
  %58 = and i1 %56, %57
  %59 = icmp eq i16 %24, 2
  %60 = and i16 %22, 1
  %61 = icmp eq i16 %60, 0
  %62 = and i1 %59, %61
  %63 = icmp sgt i16 %23, 0
  %64 = and i1 %62, %63
  %65 = or i1 %55, %58
  %66 = or i1 %65, %64
  br i1 %66, label %67, label %68

67:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %21, ptr %20) #2
  br label %69

68:                                               ; preds = %4
  br label %69

69:                                               ; preds = %68, %67
  %70 = icmp eq i16 %24, 1
  %71 = icmp uge i16 %22, %23
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %89

73:                                               ; preds = %69
  %74 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 0
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 0
  %77 = load ptr, ptr %76, align 8
  %78 = load i64, ptr %75, align 8
  store i64 %78, ptr %77, align 8
  %79 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 1
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 1
  %82 = load ptr, ptr %81, align 8
  %83 = load i32, ptr %80, align 4
  store i32 %83, ptr %82, align 4
  %84 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 2
  %85 = load ptr, ptr %84, align 8
  %86 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 2
  %87 = load ptr, ptr %86, align 8
  %88 = load i32, ptr %85, align 4
  store i32 %88, ptr %87, align 4
  br label %90

89:                                               ; preds = %69
  br label %90

90:                                               ; preds = %89, %73
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.20(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 2
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
  %42 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %42)
  %43 = icmp eq i32 %11, 0
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 1
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %48 = load i32, ptr %46, align 4
  store volatile i32 %48, ptr addrspace(3) %47, align 4
  br label %50

49:                                               ; preds = %41
  br label %50

50:                                               ; preds = %49, %44
  %51 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %51)
  %52 = load i32, ptr %8, align 4
  %53 = icmp ult i32 %9, %52
  br i1 %53, label %54, label %59

54:                                               ; preds = %50
  %55 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %56 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 1
  %57 = load ptr, ptr %56, align 8
  %58 = load volatile i32, ptr addrspace(3) %55, align 4
  store i32 %58, ptr %57, align 4
  br label %60

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59, %54
  %61 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %61)
  %62 = icmp eq i32 %11, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 2
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %67 = load i32, ptr %65, align 4
  store volatile i32 %67, ptr addrspace(3) %66, align 4
  br label %69

68:                                               ; preds = %60
  br label %69

69:                                               ; preds = %68, %63
  %70 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %70)
  %71 = load i32, ptr %8, align 4
  %72 = icmp ult i32 %9, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %69
  %74 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %75 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 2
  %76 = load ptr, ptr %75, align 8
  %77 = load volatile i32, ptr addrspace(3) %74, align 4
  store i32 %77, ptr %76, align 4
  br label %79

78:                                               ; preds = %69
  br label %79

79:                                               ; preds = %78, %73
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 1
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 2
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %10, align 8
  %23 = add nsw i64 %21, %22
  store i64 %23, ptr %12, align 8
  %24 = load i32, ptr %16, align 4
  %25 = load i32, ptr %14, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %2
  %28 = load i32, ptr %16, align 4
  br label %31

29:                                               ; preds = %2
  %30 = load i32, ptr %14, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ]
  store i32 %32, ptr %16, align 4
  %33 = load i32, ptr %20, align 4
  %34 = load i32, ptr %18, align 4
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %31
  %37 = load i32, ptr %20, align 4
  br label %40

38:                                               ; preds = %31
  %39 = load i32, ptr %18, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %20, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.21(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [3 x ptr], align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %12 to ptr
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %14 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %16, align 8
  store i16 %1, ptr %17, align 2
  store i16 %2, ptr %18, align 2
  store i16 %3, ptr %19, align 2
  %21 = load ptr, ptr %16, align 8
  %22 = load i16, ptr %17, align 2
  %23 = load i16, ptr %18, align 2
  %24 = load i16, ptr %19, align 2
  %25 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 0
  %28 = getelementptr i64, ptr %26, i64 1
  %29 = load i64, ptr %26, align 8
  %30 = call i32 @__kmpc_get_warp_size()
  %31 = trunc i32 %30 to i16
  %32 = call i64 @__kmpc_shuffle_int64(i64 %29, i16 %23, i16 %31)
  store i64 %32, ptr %11, align 8
  %33 = getelementptr i64, ptr %26, i64 1
  %34 = getelementptr i64, ptr %11, i64 1
  store ptr %11, ptr %27, align 8
  %35 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 1
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 1
  %38 = getelementptr i32, ptr %36, i64 1
  %39 = load i32, ptr %36, align 4
  %40 = call i32 @__kmpc_get_warp_size()
  %41 = trunc i32 %40 to i16
  %42 = call i32 @__kmpc_shuffle_int32(i32 %39, i16 %23, i16 %41)
  store i32 %42, ptr %13, align 4
  %43 = getelementptr i32, ptr %36, i64 1
  %44 = getelementptr i32, ptr %13, i64 1
  store ptr %13, ptr %37, align 8
  %45 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 2
  %48 = getelementptr i32, ptr %46, i64 1
  %49 = load i32, ptr %46, align 4
  %50 = call i32 @__kmpc_get_warp_size()
  %51 = trunc i32 %50 to i16
  %52 = call i32 @__kmpc_shuffle_int32(i32 %49, i16 %23, i16 %51)
  store i32 %52, ptr %15, align 4
  %53 = getelementptr i32, ptr %46, i64 1
  %54 = getelementptr i32, ptr %15, i64 1
  store ptr %15, ptr %47, align 8
  %55 = icmp eq i16 %24, 0
  %56 = icmp eq i16 %24, 1
  %57 = icmp ult i16 %22, %23
  %58 = and i1 %56, %57
  %59 = icmp eq i16 %24, 2
  %60 = and i16 %22, 1
  %61 = icmp eq i16 %60, 0
  %62 = and i1 %59, %61
  %63 = icmp sgt i16 %23, 0
  %64 = and i1 %62, %63
  %65 = or i1 %55, %58
  %66 = or i1 %65, %64
  br i1 %66, label %67, label %68

67:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %21, ptr %20) #2
  br label %69

68:                                               ; preds = %4
  br label %69

69:                                               ; preds = %68, %67
  %70 = icmp eq i16 %24, 1
  %71 = icmp uge i16 %22, %23
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %89

73:                                               ; preds = %69
  %74 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 0
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 0
  %77 = load ptr, ptr %76, align 8
  %78 = load i64, ptr %75, align 8
  store i64 %78, ptr %77, align 8
  %79 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 1
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 1
  %82 = load ptr, ptr %81, align 8
  %83 = load i32, ptr %80, align 4
  store i32 %83, ptr %82, align 4
  %84 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 2
  %85 = load ptr, ptr %84, align 8
  %86 = getelementptr inbounds [3 x ptr], ptr %21, i64 0, i64 2
  %87 = load ptr, ptr %86, align 8
  %88 = load i32, ptr %85, align 4
  store i32 %88, ptr %87, align 4
  br label %90

89:                                               ; preds = %69
  br label %90

90:                                               ; preds = %89, %73
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.22(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %5 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = and i32 %10, 63
  %12 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %13 = ashr i32 %12, 6
  %14 = load ptr, ptr %7, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %39, %2
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %16, 2
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %19)
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 0
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i32, ptr %23, i32 %16
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %26 = load i32, ptr %24, align 4
  store volatile i32 %26, ptr addrspace(3) %25, align 4
  br label %28

27:                                               ; preds = %18
  br label %28

28:                                               ; preds = %27, %21
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %29)
  %30 = load i32, ptr %8, align 4
  %31 = icmp ult i32 %9, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %34 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i32, ptr %35, i32 %16
  %37 = load volatile i32, ptr addrspace(3) %33, align 4
  store i32 %37, ptr %36, align 4
  br label %39

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38, %32
  %40 = add nsw i32 %16, 1
  store i32 %40, ptr %6, align 4
  br label %15

41:                                               ; preds = %15
  %42 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %42)
  %43 = icmp eq i32 %11, 0
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 1
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %48 = load i32, ptr %46, align 4
  store volatile i32 %48, ptr addrspace(3) %47, align 4
  br label %50

49:                                               ; preds = %41
  br label %50

50:                                               ; preds = %49, %44
  %51 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %51)
  %52 = load i32, ptr %8, align 4
  %53 = icmp ult i32 %9, %52
  br i1 %53, label %54, label %59

54:                                               ; preds = %50
  %55 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %56 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 1
  %57 = load ptr, ptr %56, align 8
  %58 = load volatile i32, ptr addrspace(3) %55, align 4
  store i32 %58, ptr %57, align 4
  br label %60

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59, %54
  %61 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %61)
  %62 = icmp eq i32 %11, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 2
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %13
  %67 = load i32, ptr %65, align 4
  store volatile i32 %67, ptr addrspace(3) %66, align 4
  br label %69

68:                                               ; preds = %60
  br label %69

69:                                               ; preds = %68, %63
  %70 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %70)
  %71 = load i32, ptr %8, align 4
  %72 = icmp ult i32 %9, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %69
  %74 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %75 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 2
  %76 = load ptr, ptr %75, align 8
  %77 = load volatile i32, ptr addrspace(3) %74, align 4
  store i32 %77, ptr %76, align 4
  br label %79

78:                                               ; preds = %69
  br label %79

79:                                               ; preds = %78, %73
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func.23(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %14, align 8
  store i64 %17, ptr %16, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %21 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %19, align 4
  store i32 %22, ptr %21, align 4
  %23 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %26 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %25, i32 0, i32 2
  %27 = load i32, ptr %24, align 4
  store i32 %27, ptr %26, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func.24(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [3 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %19 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %18, i32 0, i32 1
  store ptr %19, ptr %17, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %21 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %22 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %21, i32 0, i32 2
  store ptr %22, ptr %20, align 8
  %23 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %23) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func.25(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  %13 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %16 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %14, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %21 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %19, align 4
  %23 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %11, i32 %12
  %26 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %25, i32 0, i32 2
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %24, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func.26(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca [3 x ptr], align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %9, align 4
  %14 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  %15 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %16 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %15, i32 0, i32 0
  store ptr %16, ptr %14, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  %18 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %19 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %18, i32 0, i32 1
  store ptr %19, ptr %17, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  %21 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %12, i32 %13
  %22 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %21, i32 0, i32 2
  store ptr %22, ptr %20, align 8
  %23 = load ptr, ptr %10, align 8
  call void @"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp$reduction$reduction_func"(ptr %23, ptr %11) #2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_rowsums_l58(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr %0, ptr %15, align 8
  store i64 %1, ptr %16, align 8
  store i64 %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  %24 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment to ptr), ptr %0)
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %34

26:                                               ; preds = %5
  %27 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %28 = load i32, ptr %16, align 4
  store i32 %28, ptr %20, align 4
  %29 = load i64, ptr %20, align 8
  %30 = load i32, ptr %17, align 4
  store i32 %30, ptr %21, align 4
  %31 = load i64, ptr %21, align 8
  %32 = load ptr, ptr %18, align 8
  %33 = load ptr, ptr %19, align 8
  store i32 0, ptr %22, align 4
  store i32 %27, ptr %23, align 4
  call void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined(ptr %23, ptr %22, i64 %29, i64 %31, ptr %32, ptr %33) #2
  call void @__kmpc_target_deinit()
  ret void

34:                                               ; preds = %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
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
  %21 = alloca [4 x ptr], align 8, addrspace(5)
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  %35 = addrspacecast ptr addrspace(5) %20 to ptr
  %36 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr %0, ptr %22, align 8
  store ptr %1, ptr %23, align 8
  store i64 %2, ptr %24, align 8
  store i64 %3, ptr %25, align 8
  store ptr %4, ptr %26, align 8
  store ptr %5, ptr %27, align 8
  %37 = load i32, ptr %25, align 4
  %38 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %37, ptr %38, align 4
  %39 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %40 = load ptr, ptr %26, align 8
  %41 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %40, ptr %41, align 8
  %42 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %43 = load i32, ptr %24, align 4
  store i32 %43, ptr %30, align 4
  %44 = load i32, ptr %30, align 4
  %45 = sub nsw i32 %44, 0
  %46 = sdiv i32 %45, 1
  %47 = sub nsw i32 %46, 1
  store i32 %47, ptr %31, align 4
  store i32 0, ptr %42, align 4
  %48 = load i32, ptr %30, align 4
  %49 = icmp slt i32 0, %48
  br i1 %49, label %50, label %91

50:                                               ; preds = %6
  store i32 0, ptr %32, align 4
  %51 = load i32, ptr %31, align 4
  store i32 %51, ptr %33, align 4
  store i32 1, ptr %34, align 4
  store i32 0, ptr %35, align 4
  %52 = load ptr, ptr %22, align 8
  %53 = load i32, ptr %52, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %53, i32 92, ptr %35, ptr %32, ptr %33, ptr %34, i32 1, i32 1)
  %54 = load i32, ptr %33, align 4
  %55 = load i32, ptr %31, align 4
  %56 = icmp sgt i32 %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %50
  %58 = load i32, ptr %31, align 4
  br label %61

59:                                               ; preds = %50
  %60 = load i32, ptr %33, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %58, %57 ], [ %60, %59 ]
  store i32 %62, ptr %33, align 4
  %63 = load i32, ptr %32, align 4
  store i32 %63, ptr %28, align 4
  br label %64

64:                                               ; preds = %84, %61
  %65 = load i32, ptr %28, align 4
  %66 = load i32, ptr %33, align 4
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %68, label %87

68:                                               ; preds = %64
  %69 = load i32, ptr %28, align 4
  %70 = mul nsw i32 %69, 1
  %71 = add nsw i32 0, %70
  store i32 %71, ptr %42, align 4
  store float 0.000000e+00, ptr %39, align 4
  %72 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 0
  store ptr %38, ptr %72, align 8
  %73 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 1
  store ptr %39, ptr %73, align 8
  %74 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 2
  store ptr %41, ptr %74, align 8
  %75 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 3
  store ptr %42, ptr %75, align 8
  %76 = load ptr, ptr %22, align 8
  %77 = load i32, ptr %76, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %77, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper, ptr %36, i64 4, i32 0)
  %78 = load float, ptr %39, align 4
  %79 = load ptr, ptr %27, align 8
  %80 = load i32, ptr %42, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %79, i64 %81
  store float %78, ptr %82, align 4
  br label %83

83:                                               ; preds = %68
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %28, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %28, align 4
  br label %64

87:                                               ; preds = %64
  br label %88

88:                                               ; preds = %87
  %89 = load ptr, ptr %22, align 8
  %90 = load i32, ptr %89, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %90)
  br label %91

91:                                               ; preds = %88, %6
  call void @__kmpc_free_shared(ptr %42, i64 4)
  call void @__kmpc_free_shared(ptr %41, i64 8)
  call void @__kmpc_free_shared(ptr %39, i64 4)
  call void @__kmpc_free_shared(ptr %38, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #8

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
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
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca [1 x ptr], align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %24 to ptr
  %26 = addrspacecast ptr addrspace(5) %7 to ptr
  %27 = addrspacecast ptr addrspace(5) %8 to ptr
  %28 = addrspacecast ptr addrspace(5) %9 to ptr
  %29 = addrspacecast ptr addrspace(5) %10 to ptr
  %30 = addrspacecast ptr addrspace(5) %11 to ptr
  %31 = addrspacecast ptr addrspace(5) %12 to ptr
  %32 = addrspacecast ptr addrspace(5) %13 to ptr
  %33 = addrspacecast ptr addrspace(5) %14 to ptr
  %34 = addrspacecast ptr addrspace(5) %15 to ptr
  %35 = addrspacecast ptr addrspace(5) %16 to ptr
  %36 = addrspacecast ptr addrspace(5) %17 to ptr
  %37 = addrspacecast ptr addrspace(5) %18 to ptr
  %38 = addrspacecast ptr addrspace(5) %19 to ptr
  %39 = addrspacecast ptr addrspace(5) %20 to ptr
  %40 = addrspacecast ptr addrspace(5) %21 to ptr
  %41 = addrspacecast ptr addrspace(5) %22 to ptr
  %42 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store ptr %2, ptr %28, align 8
  store ptr %3, ptr %29, align 8
  store ptr %4, ptr %30, align 8
  store ptr %5, ptr %31, align 8
  %43 = load ptr, ptr %28, align 8, !nonnull !12, !align !14
  %44 = load ptr, ptr %29, align 8, !nonnull !12, !align !14
  %45 = load ptr, ptr %30, align 8, !nonnull !12, !align !13
  %46 = load ptr, ptr %31, align 8, !nonnull !12, !align !14
  %47 = load i32, ptr %43, align 4
  store i32 %47, ptr %34, align 4
  %48 = load i32, ptr %34, align 4
  %49 = sub nsw i32 %48, 0
  %50 = sdiv i32 %49, 1
  %51 = sub nsw i32 %50, 1
  store i32 %51, ptr %35, align 4
  store i32 0, ptr %36, align 4
  %52 = load i32, ptr %34, align 4
  %53 = icmp slt i32 0, %52
  br i1 %53, label %54, label %115

54:                                               ; preds = %6
  store i32 0, ptr %37, align 4
  %55 = load i32, ptr %35, align 4
  store i32 %55, ptr %38, align 4
  store i32 1, ptr %39, align 4
  store i32 0, ptr %40, align 4
  store float 0.000000e+00, ptr %41, align 4
  %56 = load ptr, ptr %26, align 8
  %57 = load i32, ptr %56, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %57, i32 33, ptr %40, ptr %37, ptr %38, ptr %39, i32 1, i32 1)
  br label %58

58:                                               ; preds = %97, %54
  %59 = load i32, ptr %38, align 4
  %60 = load i32, ptr %35, align 4
  %61 = icmp sgt i32 %59, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %58
  %63 = load i32, ptr %35, align 4
  br label %66

64:                                               ; preds = %58
  %65 = load i32, ptr %38, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ]
  store i32 %67, ptr %38, align 4
  %68 = load i32, ptr %37, align 4
  store i32 %68, ptr %32, align 4
  %69 = load i32, ptr %32, align 4
  %70 = load i32, ptr %38, align 4
  %71 = icmp sle i32 %69, %70
  br i1 %71, label %72, label %104

72:                                               ; preds = %66
  br label %73

73:                                               ; preds = %93, %72
  %74 = load i32, ptr %32, align 4
  %75 = load i32, ptr %38, align 4
  %76 = icmp sle i32 %74, %75
  br i1 %76, label %77, label %96

77:                                               ; preds = %73
  %78 = load i32, ptr %32, align 4
  %79 = mul nsw i32 %78, 1
  %80 = add nsw i32 0, %79
  store i32 %80, ptr %42, align 4
  %81 = load ptr, ptr %45, align 8
  %82 = load i32, ptr %46, align 4
  %83 = load i32, ptr %43, align 4
  %84 = mul nsw i32 %82, %83
  %85 = load i32, ptr %42, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %81, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = load float, ptr %41, align 4
  %91 = fadd float %90, %89
  store float %91, ptr %41, align 4
  br label %92

92:                                               ; preds = %77
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %32, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %32, align 4
  br label %73

96:                                               ; preds = %73
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %37, align 4
  %99 = load i32, ptr %39, align 4
  %100 = add nsw i32 %98, %99
  store i32 %100, ptr %37, align 4
  %101 = load i32, ptr %38, align 4
  %102 = load i32, ptr %39, align 4
  %103 = add nsw i32 %101, %102
  store i32 %103, ptr %38, align 4
  br label %58

104:                                              ; preds = %66
  %105 = load ptr, ptr %26, align 8
  %106 = load i32, ptr %105, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %106)
  %107 = getelementptr inbounds [1 x ptr], ptr %25, i64 0, i64 0
  store ptr %41, ptr %107, align 8
  %108 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 4, ptr %25, ptr @_omp_reduction_shuffle_and_reduce_func.27, ptr @_omp_reduction_inter_warp_copy_func.28)
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %114

110:                                              ; preds = %104
  %111 = load float, ptr %44, align 4
  %112 = load float, ptr %41, align 4
  %113 = fadd float %111, %112
  store float %113, ptr %44, align 4
  br label %114

114:                                              ; preds = %110, %104
  br label %115

115:                                              ; preds = %114, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %8, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %10, align 4
  %15 = fadd float %13, %14
  store float %15, ptr %12, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.27(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i16, align 2, addrspace(5)
  %7 = alloca i16, align 2, addrspace(5)
  %8 = alloca i16, align 2, addrspace(5)
  %9 = alloca [1 x ptr], align 8, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %10 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %12, align 8
  store i16 %1, ptr %13, align 2
  store i16 %2, ptr %14, align 2
  store i16 %3, ptr %15, align 2
  %17 = load ptr, ptr %12, align 8
  %18 = load i16, ptr %13, align 2
  %19 = load i16, ptr %14, align 2
  %20 = load i16, ptr %15, align 2
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %24 = getelementptr float, ptr %22, i64 1
  %25 = load i32, ptr %22, align 4
  %26 = call i32 @__kmpc_get_warp_size()
  %27 = trunc i32 %26 to i16
  %28 = call i32 @__kmpc_shuffle_int32(i32 %25, i16 %19, i16 %27)
  store i32 %28, ptr %11, align 4
  %29 = getelementptr i32, ptr %22, i64 1
  %30 = getelementptr i32, ptr %11, i64 1
  store ptr %11, ptr %23, align 8
  %31 = icmp eq i16 %20, 0
  %32 = icmp eq i16 %20, 1
  %33 = icmp ult i16 %18, %19
  %34 = and i1 %32, %33
  %35 = icmp eq i16 %20, 2
  %36 = and i16 %18, 1
  %37 = icmp eq i16 %36, 0
  %38 = and i1 %35, %37
  %39 = icmp sgt i16 %19, 0
  %40 = and i1 %38, %39
  %41 = or i1 %31, %34
  %42 = or i1 %41, %40
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  call void @"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %17, ptr %16) #2
  br label %45

44:                                               ; preds = %4
  br label %45

45:                                               ; preds = %44, %43
  %46 = icmp eq i16 %20, 1
  %47 = icmp uge i16 %18, %19
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %45
  %50 = getelementptr inbounds [1 x ptr], ptr %16, i64 0, i64 0
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = load float, ptr %51, align 4
  store float %54, ptr %53, align 4
  br label %56

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.28(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = and i32 %8, 63
  %10 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %11 = ashr i32 %10, 6
  %12 = load ptr, ptr %5, align 8
  %13 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %13)
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %11
  %19 = load i32, ptr %17, align 4
  store volatile i32 %19, ptr addrspace(3) %18, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %15
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %22)
  %23 = load i32, ptr %6, align 4
  %24 = icmp ult i32 %7, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %7
  %27 = getelementptr inbounds [1 x ptr], ptr %12, i64 0, i64 0
  %28 = load ptr, ptr %27, align 8
  %29 = load volatile i32, ptr addrspace(3) %26, align 4
  store i32 %29, ptr %28, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %25
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #3 {
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
  call void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr %8, ptr %9, ptr %13, ptr %15, ptr %17, ptr %19) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #9

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { convergent nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
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
!5 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = !{}
!13 = !{i64 8}
!14 = !{i64 4}
