; ModuleID = 'src/06_schedules.c'
source_filename = "src/06_schedules.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.cells = type { ptr, ptr }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_l16_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_captured_l29_dynamic_environment to ptr) }
@__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_guided_l35_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_guided_l35_dynamic_environment to ptr) }
@__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_runtime_rows_l41_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_dyn_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_l16_kernel_environment to ptr), ptr %0)
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
  call void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca [5 x ptr], align 8, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %7 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %13 to ptr
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  %33 = addrspacecast ptr addrspace(5) %16 to ptr
  %34 = addrspacecast ptr addrspace(5) %17 to ptr
  %35 = addrspacecast ptr addrspace(5) %18 to ptr
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr %0, ptr %23, align 8
  store ptr %1, ptr %24, align 8
  store i64 %2, ptr %25, align 8
  store ptr %3, ptr %26, align 8
  store ptr %4, ptr %27, align 8
  %40 = load i32, ptr %25, align 4
  store i32 %40, ptr %30, align 4
  %41 = load i32, ptr %30, align 4
  %42 = sub nsw i32 %41, 0
  %43 = sdiv i32 %42, 1
  %44 = sub nsw i32 %43, 1
  store i32 %44, ptr %31, align 4
  store i32 0, ptr %32, align 4
  %45 = load i32, ptr %30, align 4
  %46 = icmp slt i32 0, %45
  br i1 %46, label %47, label %110

47:                                               ; preds = %5
  store i32 0, ptr %33, align 4
  %48 = load i32, ptr %31, align 4
  store i32 %48, ptr %34, align 4
  store i32 1, ptr %35, align 4
  store i32 0, ptr %36, align 4
  %49 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %50 = load ptr, ptr %23, align 8
  %51 = load i32, ptr %50, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %51, i32 91, ptr %36, ptr %33, ptr %34, ptr %35, i32 1, i32 %49)
  %52 = load i32, ptr %34, align 4
  %53 = load i32, ptr %31, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %47
  %56 = load i32, ptr %31, align 4
  br label %59

57:                                               ; preds = %47
  %58 = load i32, ptr %34, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ]
  store i32 %60, ptr %34, align 4
  %61 = load i32, ptr %33, align 4
  store i32 %61, ptr %28, align 4
  br label %62

62:                                               ; preds = %103, %59
  %63 = load i32, ptr %28, align 4
  %64 = load i32, ptr %31, align 4
  %65 = add nsw i32 %64, 1
  %66 = icmp slt i32 %63, %65
  br i1 %66, label %67, label %106

67:                                               ; preds = %62
  %68 = load i32, ptr %33, align 4
  %69 = zext i32 %68 to i64
  %70 = load i32, ptr %34, align 4
  %71 = zext i32 %70 to i64
  %72 = load i32, ptr %25, align 4
  store i32 %72, ptr %38, align 4
  %73 = load i64, ptr %38, align 8
  %74 = load ptr, ptr %26, align 8
  %75 = load ptr, ptr %27, align 8
  %76 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 0
  %77 = inttoptr i64 %69 to ptr
  store ptr %77, ptr %76, align 8
  %78 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 1
  %79 = inttoptr i64 %71 to ptr
  store ptr %79, ptr %78, align 8
  %80 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 2
  %81 = inttoptr i64 %73 to ptr
  store ptr %81, ptr %80, align 8
  %82 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 3
  store ptr %74, ptr %82, align 8
  %83 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 4
  store ptr %75, ptr %83, align 8
  %84 = load ptr, ptr %23, align 8
  %85 = load i32, ptr %84, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %85, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined, ptr null, ptr %39, i64 5, i32 0)
  br label %86

86:                                               ; preds = %67
  %87 = load i32, ptr %28, align 4
  %88 = load i32, ptr %35, align 4
  %89 = add nsw i32 %87, %88
  store i32 %89, ptr %28, align 4
  %90 = load i32, ptr %33, align 4
  %91 = load i32, ptr %35, align 4
  %92 = add nsw i32 %90, %91
  store i32 %92, ptr %33, align 4
  %93 = load i32, ptr %34, align 4
  %94 = load i32, ptr %35, align 4
  %95 = add nsw i32 %93, %94
  store i32 %95, ptr %34, align 4
  %96 = load i32, ptr %34, align 4
  %97 = load i32, ptr %31, align 4
  %98 = icmp sgt i32 %96, %97
  br i1 %98, label %99, label %101

99:                                               ; preds = %86
  %100 = load i32, ptr %31, align 4
  br label %103

101:                                              ; preds = %86
  %102 = load i32, ptr %34, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %100, %99 ], [ %102, %101 ]
  store i32 %104, ptr %34, align 4
  %105 = load i32, ptr %33, align 4
  store i32 %105, ptr %28, align 4
  br label %62

106:                                              ; preds = %62
  br label %107

107:                                              ; preds = %106
  %108 = load ptr, ptr %23, align 8
  %109 = load i32, ptr %108, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %109)
  br label %110

110:                                              ; preds = %107, %5
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_l16_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %25 = alloca %struct.cells, align 8, addrspace(5)
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %11 to ptr
  %30 = addrspacecast ptr addrspace(5) %12 to ptr
  %31 = addrspacecast ptr addrspace(5) %13 to ptr
  %32 = addrspacecast ptr addrspace(5) %14 to ptr
  %33 = addrspacecast ptr addrspace(5) %15 to ptr
  %34 = addrspacecast ptr addrspace(5) %16 to ptr
  %35 = addrspacecast ptr addrspace(5) %17 to ptr
  %36 = addrspacecast ptr addrspace(5) %18 to ptr
  %37 = addrspacecast ptr addrspace(5) %19 to ptr
  %38 = addrspacecast ptr addrspace(5) %20 to ptr
  %39 = addrspacecast ptr addrspace(5) %21 to ptr
  %40 = addrspacecast ptr addrspace(5) %22 to ptr
  %41 = addrspacecast ptr addrspace(5) %23 to ptr
  %42 = addrspacecast ptr addrspace(5) %24 to ptr
  %43 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store i64 %2, ptr %28, align 8
  store i64 %3, ptr %29, align 8
  store i64 %4, ptr %30, align 8
  store ptr %5, ptr %31, align 8
  store ptr %6, ptr %32, align 8
  %44 = load i32, ptr %30, align 4
  store i32 %44, ptr %35, align 4
  %45 = load i32, ptr %35, align 4
  %46 = sub nsw i32 %45, 0
  %47 = sdiv i32 %46, 1
  %48 = sub nsw i32 %47, 1
  store i32 %48, ptr %36, align 4
  store i32 0, ptr %37, align 4
  %49 = load i32, ptr %35, align 4
  %50 = icmp slt i32 0, %49
  br i1 %50, label %51, label %94

51:                                               ; preds = %7
  store i32 0, ptr %38, align 4
  %52 = load i32, ptr %36, align 4
  store i32 %52, ptr %39, align 4
  %53 = load i64, ptr %28, align 8
  %54 = trunc i64 %53 to i32
  %55 = load i64, ptr %29, align 8
  %56 = trunc i64 %55 to i32
  store i32 %54, ptr %38, align 4
  store i32 %56, ptr %39, align 4
  store i32 1, ptr %40, align 4
  store i32 0, ptr %41, align 4
  %57 = load i32, ptr %38, align 4
  %58 = load i32, ptr %39, align 4
  %59 = load ptr, ptr %26, align 8
  %60 = load i32, ptr %59, align 4
  call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %60, i32 1073741859, i32 %57, i32 %58, i32 1, i32 2)
  br label %61

61:                                               ; preds = %90, %51
  %62 = load ptr, ptr %26, align 8
  %63 = load i32, ptr %62, align 4
  %64 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %63, ptr %41, ptr %38, ptr %39, ptr %40)
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %91

66:                                               ; preds = %61
  %67 = load i32, ptr %38, align 4
  store i32 %67, ptr %33, align 4
  br label %68

68:                                               ; preds = %86, %66
  %69 = load i32, ptr %33, align 4, !llvm.access.group !11
  %70 = load i32, ptr %39, align 4, !llvm.access.group !11
  %71 = icmp sle i32 %69, %70
  br i1 %71, label %72, label %89

72:                                               ; preds = %68
  %73 = load i32, ptr %33, align 4, !llvm.access.group !11
  %74 = mul nsw i32 %73, 1
  %75 = add nsw i32 0, %74
  store i32 %75, ptr %42, align 4, !llvm.access.group !11
  %76 = getelementptr inbounds nuw %struct.cells, ptr %43, i32 0, i32 0
  %77 = load ptr, ptr %31, align 8, !llvm.access.group !11
  store ptr %77, ptr %76, align 8, !llvm.access.group !11
  %78 = getelementptr inbounds nuw %struct.cells, ptr %43, i32 0, i32 1
  %79 = load ptr, ptr %32, align 8, !llvm.access.group !11
  store ptr %79, ptr %78, align 8, !llvm.access.group !11
  %80 = load i32, ptr %42, align 4, !llvm.access.group !11
  %81 = getelementptr inbounds nuw %struct.cells, ptr %43, i32 0, i32 0
  %82 = load ptr, ptr %81, align 8, !llvm.access.group !11
  %83 = getelementptr inbounds nuw %struct.cells, ptr %43, i32 0, i32 1
  %84 = load ptr, ptr %83, align 8, !llvm.access.group !11
  call void @bump(ptr %82, ptr %84, i32 noundef %80, float noundef 1.000000e+00) #9, !llvm.access.group !11
  br label %85

85:                                               ; preds = %72
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %33, align 4, !llvm.access.group !11
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %33, align 4, !llvm.access.group !11
  br label %68, !llvm.loop !12

89:                                               ; preds = %68
  br label %90

90:                                               ; preds = %89
  br label %61

91:                                               ; preds = %61
  %92 = load ptr, ptr %26, align 8
  %93 = load i32, ptr %92, align 4
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %93)
  br label %94

94:                                               ; preds = %91, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) #2

; Function Attrs: convergent noinline nounwind optnone
define internal void @bump(ptr %0, ptr %1, i32 noundef %2, float noundef %3) #3 {
  %5 = alloca %struct.cells, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = getelementptr inbounds nuw %struct.cells, ptr %8, i32 0, i32 0
  store ptr %0, ptr %11, align 8
  %12 = getelementptr inbounds nuw %struct.cells, ptr %8, i32 0, i32 1
  store ptr %1, ptr %12, align 8
  store i32 %2, ptr %9, align 4
  store float %3, ptr %10, align 4
  %13 = getelementptr inbounds nuw %struct.cells, ptr %8, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %9, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %10, align 4
  %20 = call float @llvm.fmuladd.f32(float %18, float 5.000000e-01, float %19)
  %21 = getelementptr inbounds nuw %struct.cells, ptr %8, i32 0, i32 0
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  store float %20, ptr %25, align 4
  %26 = getelementptr inbounds nuw %struct.cells, ptr %8, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %30, align 4
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_dyn_captured_l29(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  %16 = load ptr, ptr %12, align 8, !nonnull !14, !align !15
  %17 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_dyn_captured_l29_kernel_environment to ptr), ptr %0)
  %18 = icmp eq i32 %17, -1
  br i1 %18, label %19, label %23

19:                                               ; preds = %3
  %20 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %21 = load i32, ptr %11, align 4
  store i32 %21, ptr %13, align 4
  %22 = load i64, ptr %13, align 8
  store i32 0, ptr %14, align 4
  store i32 %20, ptr %15, align 4
  call void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined(ptr %15, ptr %14, i64 %22, ptr %16) #2
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(16) %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca [4 x ptr], align 8, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  %22 = addrspacecast ptr addrspace(5) %6 to ptr
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
  store ptr %0, ptr %21, align 8
  store ptr %1, ptr %22, align 8
  store i64 %2, ptr %23, align 8
  store ptr %3, ptr %24, align 8
  %37 = load ptr, ptr %24, align 8, !nonnull !14, !align !15
  %38 = load i32, ptr %23, align 4
  store i32 %38, ptr %27, align 4
  %39 = load i32, ptr %27, align 4
  %40 = sub nsw i32 %39, 0
  %41 = sdiv i32 %40, 1
  %42 = sub nsw i32 %41, 1
  store i32 %42, ptr %28, align 4
  store i32 0, ptr %29, align 4
  %43 = load i32, ptr %27, align 4
  %44 = icmp slt i32 0, %43
  br i1 %44, label %45, label %105

45:                                               ; preds = %4
  store i32 0, ptr %30, align 4
  %46 = load i32, ptr %28, align 4
  store i32 %46, ptr %31, align 4
  store i32 1, ptr %32, align 4
  store i32 0, ptr %33, align 4
  %47 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %48 = load ptr, ptr %21, align 8
  %49 = load i32, ptr %48, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %49, i32 91, ptr %33, ptr %30, ptr %31, ptr %32, i32 1, i32 %47)
  %50 = load i32, ptr %31, align 4
  %51 = load i32, ptr %28, align 4
  %52 = icmp sgt i32 %50, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %45
  %54 = load i32, ptr %28, align 4
  br label %57

55:                                               ; preds = %45
  %56 = load i32, ptr %31, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %54, %53 ], [ %56, %55 ]
  store i32 %58, ptr %31, align 4
  %59 = load i32, ptr %30, align 4
  store i32 %59, ptr %25, align 4
  br label %60

60:                                               ; preds = %98, %57
  %61 = load i32, ptr %25, align 4
  %62 = load i32, ptr %28, align 4
  %63 = add nsw i32 %62, 1
  %64 = icmp slt i32 %61, %63
  br i1 %64, label %65, label %101

65:                                               ; preds = %60
  %66 = load i32, ptr %30, align 4
  %67 = zext i32 %66 to i64
  %68 = load i32, ptr %31, align 4
  %69 = zext i32 %68 to i64
  %70 = load i32, ptr %23, align 4
  store i32 %70, ptr %35, align 4
  %71 = load i64, ptr %35, align 8
  %72 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 0
  %73 = inttoptr i64 %67 to ptr
  store ptr %73, ptr %72, align 8
  %74 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 1
  %75 = inttoptr i64 %69 to ptr
  store ptr %75, ptr %74, align 8
  %76 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 2
  %77 = inttoptr i64 %71 to ptr
  store ptr %77, ptr %76, align 8
  %78 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 3
  store ptr %37, ptr %78, align 8
  %79 = load ptr, ptr %21, align 8
  %80 = load i32, ptr %79, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %80, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined, ptr null, ptr %36, i64 4, i32 0)
  br label %81

81:                                               ; preds = %65
  %82 = load i32, ptr %25, align 4
  %83 = load i32, ptr %32, align 4
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %25, align 4
  %85 = load i32, ptr %30, align 4
  %86 = load i32, ptr %32, align 4
  %87 = add nsw i32 %85, %86
  store i32 %87, ptr %30, align 4
  %88 = load i32, ptr %31, align 4
  %89 = load i32, ptr %32, align 4
  %90 = add nsw i32 %88, %89
  store i32 %90, ptr %31, align 4
  %91 = load i32, ptr %31, align 4
  %92 = load i32, ptr %28, align 4
  %93 = icmp sgt i32 %91, %92
  br i1 %93, label %94, label %96

94:                                               ; preds = %81
  %95 = load i32, ptr %28, align 4
  br label %98

96:                                               ; preds = %81
  %97 = load i32, ptr %31, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ]
  store i32 %99, ptr %31, align 4
  %100 = load i32, ptr %30, align 4
  store i32 %100, ptr %25, align 4
  br label %60

101:                                              ; preds = %60
  br label %102

102:                                              ; preds = %101
  %103 = load ptr, ptr %21, align 8
  %104 = load i32, ptr %103, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %104)
  br label %105

105:                                              ; preds = %102, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_dyn_captured_l29_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(16) %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
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
  store i64 %2, ptr %25, align 8
  store i64 %3, ptr %26, align 8
  store i64 %4, ptr %27, align 8
  store ptr %5, ptr %28, align 8
  %39 = load ptr, ptr %28, align 8, !nonnull !14, !align !15
  %40 = load i32, ptr %27, align 4
  store i32 %40, ptr %31, align 4
  %41 = load i32, ptr %31, align 4
  %42 = sub nsw i32 %41, 0
  %43 = sdiv i32 %42, 1
  %44 = sub nsw i32 %43, 1
  store i32 %44, ptr %32, align 4
  store i32 0, ptr %33, align 4
  %45 = load i32, ptr %31, align 4
  %46 = icmp slt i32 0, %45
  br i1 %46, label %47, label %86

47:                                               ; preds = %6
  store i32 0, ptr %34, align 4
  %48 = load i32, ptr %32, align 4
  store i32 %48, ptr %35, align 4
  %49 = load i64, ptr %25, align 8
  %50 = trunc i64 %49 to i32
  %51 = load i64, ptr %26, align 8
  %52 = trunc i64 %51 to i32
  store i32 %50, ptr %34, align 4
  store i32 %52, ptr %35, align 4
  store i32 1, ptr %36, align 4
  store i32 0, ptr %37, align 4
  %53 = load i32, ptr %34, align 4
  %54 = load i32, ptr %35, align 4
  %55 = load ptr, ptr %23, align 8
  %56 = load i32, ptr %55, align 4
  call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %56, i32 1073741859, i32 %53, i32 %54, i32 1, i32 2)
  br label %57

57:                                               ; preds = %82, %47
  %58 = load ptr, ptr %23, align 8
  %59 = load i32, ptr %58, align 4
  %60 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %59, ptr %37, ptr %34, ptr %35, ptr %36)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %83

62:                                               ; preds = %57
  %63 = load i32, ptr %34, align 4
  store i32 %63, ptr %29, align 4
  br label %64

64:                                               ; preds = %78, %62
  %65 = load i32, ptr %29, align 4, !llvm.access.group !16
  %66 = load i32, ptr %35, align 4, !llvm.access.group !16
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %68, label %81

68:                                               ; preds = %64
  %69 = load i32, ptr %29, align 4, !llvm.access.group !16
  %70 = mul nsw i32 %69, 1
  %71 = add nsw i32 0, %70
  store i32 %71, ptr %38, align 4, !llvm.access.group !16
  %72 = load i32, ptr %38, align 4, !llvm.access.group !16
  %73 = getelementptr inbounds nuw %struct.cells, ptr %39, i32 0, i32 0
  %74 = load ptr, ptr %73, align 8, !llvm.access.group !16
  %75 = getelementptr inbounds nuw %struct.cells, ptr %39, i32 0, i32 1
  %76 = load ptr, ptr %75, align 8, !llvm.access.group !16
  call void @bump(ptr %74, ptr %76, i32 noundef %72, float noundef 1.000000e+00) #9, !llvm.access.group !16
  br label %77

77:                                               ; preds = %68
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %29, align 4, !llvm.access.group !16
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %29, align 4, !llvm.access.group !16
  br label %64, !llvm.loop !17

81:                                               ; preds = %64
  br label %82

82:                                               ; preds = %81
  br label %57

83:                                               ; preds = %57
  %84 = load ptr, ptr %23, align 8
  %85 = load i32, ptr %84, align 4
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %85)
  br label %86

86:                                               ; preds = %83, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_guided_l35(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_guided_l35_kernel_environment to ptr), ptr %0)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %23 = load i64, ptr %13, align 8
  store i64 %23, ptr %16, align 8
  %24 = load i64, ptr %16, align 8
  %25 = load ptr, ptr %14, align 8
  %26 = load ptr, ptr %15, align 8
  store i32 0, ptr %17, align 4
  store i32 %22, ptr %18, align 4
  call void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca [5 x ptr], align 8, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %7 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %13 to ptr
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  %33 = addrspacecast ptr addrspace(5) %16 to ptr
  %34 = addrspacecast ptr addrspace(5) %17 to ptr
  %35 = addrspacecast ptr addrspace(5) %18 to ptr
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr %0, ptr %23, align 8
  store ptr %1, ptr %24, align 8
  store i64 %2, ptr %25, align 8
  store ptr %3, ptr %26, align 8
  store ptr %4, ptr %27, align 8
  %40 = load i64, ptr %25, align 8
  store i64 %40, ptr %30, align 8
  %41 = load i64, ptr %30, align 8
  %42 = sub nsw i64 %41, 0
  %43 = sdiv i64 %42, 1
  %44 = sub nsw i64 %43, 1
  store i64 %44, ptr %31, align 8
  store i64 0, ptr %32, align 8
  %45 = load i64, ptr %30, align 8
  %46 = icmp slt i64 0, %45
  br i1 %46, label %47, label %109

47:                                               ; preds = %5
  store i64 0, ptr %33, align 8
  %48 = load i64, ptr %31, align 8
  store i64 %48, ptr %34, align 8
  store i64 1, ptr %35, align 8
  store i32 0, ptr %36, align 4
  %49 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %50 = zext i32 %49 to i64
  %51 = load ptr, ptr %23, align 8
  %52 = load i32, ptr %51, align 4
  call void @__kmpc_distribute_static_init_8(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %52, i32 91, ptr %36, ptr %33, ptr %34, ptr %35, i64 1, i64 %50)
  %53 = load i64, ptr %34, align 8
  %54 = load i64, ptr %31, align 8
  %55 = icmp sgt i64 %53, %54
  br i1 %55, label %56, label %58

56:                                               ; preds = %47
  %57 = load i64, ptr %31, align 8
  br label %60

58:                                               ; preds = %47
  %59 = load i64, ptr %34, align 8
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i64 [ %57, %56 ], [ %59, %58 ]
  store i64 %61, ptr %34, align 8
  %62 = load i64, ptr %33, align 8
  store i64 %62, ptr %28, align 8
  br label %63

63:                                               ; preds = %102, %60
  %64 = load i64, ptr %28, align 8
  %65 = load i64, ptr %31, align 8
  %66 = add nsw i64 %65, 1
  %67 = icmp slt i64 %64, %66
  br i1 %67, label %68, label %105

68:                                               ; preds = %63
  %69 = load i64, ptr %33, align 8
  %70 = load i64, ptr %34, align 8
  %71 = load i64, ptr %25, align 8
  store i64 %71, ptr %38, align 8
  %72 = load i64, ptr %38, align 8
  %73 = load ptr, ptr %26, align 8
  %74 = load ptr, ptr %27, align 8
  %75 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 0
  %76 = inttoptr i64 %69 to ptr
  store ptr %76, ptr %75, align 8
  %77 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 1
  %78 = inttoptr i64 %70 to ptr
  store ptr %78, ptr %77, align 8
  %79 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 2
  %80 = inttoptr i64 %72 to ptr
  store ptr %80, ptr %79, align 8
  %81 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 3
  store ptr %73, ptr %81, align 8
  %82 = getelementptr inbounds [5 x ptr], ptr %39, i64 0, i64 4
  store ptr %74, ptr %82, align 8
  %83 = load ptr, ptr %23, align 8
  %84 = load i32, ptr %83, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %84, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined, ptr null, ptr %39, i64 5, i32 0)
  br label %85

85:                                               ; preds = %68
  %86 = load i64, ptr %28, align 8
  %87 = load i64, ptr %35, align 8
  %88 = add nsw i64 %86, %87
  store i64 %88, ptr %28, align 8
  %89 = load i64, ptr %33, align 8
  %90 = load i64, ptr %35, align 8
  %91 = add nsw i64 %89, %90
  store i64 %91, ptr %33, align 8
  %92 = load i64, ptr %34, align 8
  %93 = load i64, ptr %35, align 8
  %94 = add nsw i64 %92, %93
  store i64 %94, ptr %34, align 8
  %95 = load i64, ptr %34, align 8
  %96 = load i64, ptr %31, align 8
  %97 = icmp sgt i64 %95, %96
  br i1 %97, label %98, label %100

98:                                               ; preds = %85
  %99 = load i64, ptr %31, align 8
  br label %102

100:                                              ; preds = %85
  %101 = load i64, ptr %34, align 8
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i64 [ %99, %98 ], [ %101, %100 ]
  store i64 %103, ptr %34, align 8
  %104 = load i64, ptr %33, align 8
  store i64 %104, ptr %28, align 8
  br label %63

105:                                              ; preds = %63
  br label %106

106:                                              ; preds = %105
  %107 = load ptr, ptr %23, align 8
  %108 = load i32, ptr %107, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %108)
  br label %109

109:                                              ; preds = %106, %5
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_guided_l35_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %13 to ptr
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  %33 = addrspacecast ptr addrspace(5) %16 to ptr
  %34 = addrspacecast ptr addrspace(5) %17 to ptr
  %35 = addrspacecast ptr addrspace(5) %18 to ptr
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %22 to ptr
  %40 = addrspacecast ptr addrspace(5) %23 to ptr
  %41 = addrspacecast ptr addrspace(5) %24 to ptr
  store ptr %0, ptr %25, align 8
  store ptr %1, ptr %26, align 8
  store i64 %2, ptr %27, align 8
  store i64 %3, ptr %28, align 8
  store i64 %4, ptr %29, align 8
  store ptr %5, ptr %30, align 8
  store ptr %6, ptr %31, align 8
  %42 = load i64, ptr %29, align 8
  store i64 %42, ptr %34, align 8
  %43 = load i64, ptr %34, align 8
  %44 = sub nsw i64 %43, 0
  %45 = sdiv i64 %44, 1
  %46 = sub nsw i64 %45, 1
  store i64 %46, ptr %35, align 8
  store i64 0, ptr %36, align 8
  %47 = load i64, ptr %34, align 8
  %48 = icmp slt i64 0, %47
  br i1 %48, label %49, label %98

49:                                               ; preds = %7
  store i64 0, ptr %37, align 8
  %50 = load i64, ptr %35, align 8
  store i64 %50, ptr %38, align 8
  %51 = load i64, ptr %27, align 8
  %52 = load i64, ptr %28, align 8
  store i64 %51, ptr %37, align 8
  store i64 %52, ptr %38, align 8
  store i64 1, ptr %39, align 8
  store i32 0, ptr %40, align 4
  %53 = load i64, ptr %37, align 8
  %54 = load i64, ptr %38, align 8
  %55 = load ptr, ptr %25, align 8
  %56 = load i32, ptr %55, align 4
  call void @__kmpc_dispatch_init_8(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %56, i32 1073741860, i64 %53, i64 %54, i64 1, i64 4)
  br label %57

57:                                               ; preds = %94, %49
  %58 = load ptr, ptr %25, align 8
  %59 = load i32, ptr %58, align 4
  %60 = call i32 @__kmpc_dispatch_next_8(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %59, ptr %40, ptr %37, ptr %38, ptr %39)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %95

62:                                               ; preds = %57
  %63 = load i64, ptr %37, align 8
  store i64 %63, ptr %32, align 8
  br label %64

64:                                               ; preds = %90, %62
  %65 = load i64, ptr %32, align 8, !llvm.access.group !19
  %66 = load i64, ptr %38, align 8, !llvm.access.group !19
  %67 = icmp sle i64 %65, %66
  br i1 %67, label %68, label %93

68:                                               ; preds = %64
  %69 = load i64, ptr %32, align 8, !llvm.access.group !19
  %70 = mul nsw i64 %69, 1
  %71 = add nsw i64 0, %70
  store i64 %71, ptr %41, align 8, !llvm.access.group !19
  %72 = load ptr, ptr %31, align 8, !llvm.access.group !19
  %73 = load i64, ptr %41, align 8, !llvm.access.group !19
  %74 = getelementptr inbounds i64, ptr %72, i64 %73
  %75 = load i64, ptr %74, align 8, !llvm.access.group !19
  %76 = load ptr, ptr %31, align 8, !llvm.access.group !19
  %77 = load i64, ptr %41, align 8, !llvm.access.group !19
  %78 = add nsw i64 %77, 1
  %79 = load i64, ptr %29, align 8, !llvm.access.group !19
  %80 = srem i64 %78, %79
  %81 = getelementptr inbounds i64, ptr %76, i64 %80
  %82 = load i64, ptr %81, align 8, !llvm.access.group !19
  %83 = mul nsw i64 %75, %82
  %84 = load ptr, ptr %30, align 8, !llvm.access.group !19
  %85 = load i64, ptr %41, align 8, !llvm.access.group !19
  %86 = getelementptr inbounds i64, ptr %84, i64 %85
  %87 = load i64, ptr %86, align 8, !llvm.access.group !19
  %88 = add nsw i64 %87, %83
  store i64 %88, ptr %86, align 8, !llvm.access.group !19
  br label %89

89:                                               ; preds = %68
  br label %90

90:                                               ; preds = %89
  %91 = load i64, ptr %32, align 8, !llvm.access.group !19
  %92 = add nsw i64 %91, 1
  store i64 %92, ptr %32, align 8, !llvm.access.group !19
  br label %64, !llvm.loop !20

93:                                               ; preds = %64
  br label %94

94:                                               ; preds = %93
  br label %57

95:                                               ; preds = %57
  %96 = load ptr, ptr %25, align 8
  %97 = load i32, ptr %96, align 4
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %97)
  br label %98

98:                                               ; preds = %95, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5121ba_runtime_rows_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr %0, ptr %13, align 8
  store i64 %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store i64 %3, ptr %16, align 8
  %21 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5121ba_runtime_rows_l41_kernel_environment to ptr), ptr %0)
  %22 = icmp eq i32 %21, -1
  br i1 %22, label %23, label %30

23:                                               ; preds = %4
  %24 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %25 = load i32, ptr %14, align 4
  store i32 %25, ptr %17, align 4
  %26 = load i64, ptr %17, align 8
  %27 = load ptr, ptr %15, align 8
  %28 = load i32, ptr %16, align 4
  store i32 %28, ptr %18, align 4
  %29 = load i64, ptr %18, align 8
  store i32 0, ptr %19, align 4
  store i32 %24, ptr %20, align 4
  call void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined(ptr %20, ptr %19, i64 %26, ptr %27, i64 %29) #2
  call void @__kmpc_target_deinit()
  ret void

30:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca [3 x ptr], align 8, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %11 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %15 to ptr
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  %33 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr %0, ptr %20, align 8
  store ptr %1, ptr %21, align 8
  store i64 %2, ptr %22, align 8
  store ptr %3, ptr %23, align 8
  store i64 %4, ptr %24, align 8
  %34 = load ptr, ptr %23, align 8
  %35 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %34, ptr %35, align 8
  %36 = load i32, ptr %24, align 4
  %37 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %36, ptr %37, align 4
  %38 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  %39 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %40 = load i32, ptr %22, align 4
  store i32 %40, ptr %27, align 4
  %41 = load i32, ptr %27, align 4
  %42 = sub nsw i32 %41, 0
  %43 = sdiv i32 %42, 1
  %44 = sub nsw i32 %43, 1
  store i32 %44, ptr %28, align 4
  store i32 0, ptr %39, align 4
  %45 = load i32, ptr %27, align 4
  %46 = icmp slt i32 0, %45
  br i1 %46, label %47, label %88

47:                                               ; preds = %5
  store i32 0, ptr %29, align 4
  %48 = load i32, ptr %28, align 4
  store i32 %48, ptr %30, align 4
  store i32 1, ptr %31, align 4
  store i32 0, ptr %32, align 4
  %49 = load ptr, ptr %20, align 8
  %50 = load i32, ptr %49, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %50, i32 92, ptr %32, ptr %29, ptr %30, ptr %31, i32 1, i32 1)
  %51 = load i32, ptr %30, align 4
  %52 = load i32, ptr %28, align 4
  %53 = icmp sgt i32 %51, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %47
  %55 = load i32, ptr %28, align 4
  br label %58

56:                                               ; preds = %47
  %57 = load i32, ptr %30, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ]
  store i32 %59, ptr %30, align 4
  %60 = load i32, ptr %29, align 4
  store i32 %60, ptr %25, align 4
  br label %61

61:                                               ; preds = %81, %58
  %62 = load i32, ptr %25, align 4
  %63 = load i32, ptr %30, align 4
  %64 = icmp sle i32 %62, %63
  br i1 %64, label %65, label %84

65:                                               ; preds = %61
  %66 = load i32, ptr %25, align 4
  %67 = mul nsw i32 %66, 1
  %68 = add nsw i32 0, %67
  store i32 %68, ptr %39, align 4
  %69 = load ptr, ptr %35, align 8
  %70 = load i32, ptr %39, align 4
  %71 = load i32, ptr %37, align 4
  %72 = mul nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %69, i64 %73
  store ptr %74, ptr %38, align 8
  %75 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 0
  store ptr %37, ptr %75, align 8
  %76 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 1
  store ptr %38, ptr %76, align 8
  %77 = getelementptr inbounds [3 x ptr], ptr %33, i64 0, i64 2
  store ptr %39, ptr %77, align 8
  %78 = load ptr, ptr %20, align 8
  %79 = load i32, ptr %78, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %79, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper, ptr %33, i64 3, i32 0)
  br label %80

80:                                               ; preds = %65
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %25, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %25, align 4
  br label %61

84:                                               ; preds = %61
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %20, align 8
  %87 = load i32, ptr %86, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %87)
  br label %88

88:                                               ; preds = %85, %5
  call void @__kmpc_free_shared(ptr %39, i64 4)
  call void @__kmpc_free_shared(ptr %38, i64 8)
  call void @__kmpc_free_shared(ptr %37, i64 4)
  call void @__kmpc_free_shared(ptr %35, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
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
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
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
  store ptr %0, ptr %21, align 8
  store ptr %1, ptr %22, align 8
  store ptr %2, ptr %23, align 8
  store ptr %3, ptr %24, align 8
  store ptr %4, ptr %25, align 8
  %36 = load ptr, ptr %23, align 8, !nonnull !14, !align !22
  %37 = load ptr, ptr %24, align 8, !nonnull !14, !align !15
  %38 = load ptr, ptr %25, align 8, !nonnull !14, !align !22
  %39 = load i32, ptr %36, align 4
  store i32 %39, ptr %28, align 4
  %40 = load i32, ptr %28, align 4
  %41 = sub nsw i32 %40, 0
  %42 = sdiv i32 %41, 1
  %43 = sub nsw i32 %42, 1
  store i32 %43, ptr %29, align 4
  store i32 0, ptr %30, align 4
  %44 = load i32, ptr %28, align 4
  %45 = icmp slt i32 0, %44
  br i1 %45, label %46, label %87

46:                                               ; preds = %5
  store i32 0, ptr %31, align 4
  %47 = load i32, ptr %29, align 4
  store i32 %47, ptr %32, align 4
  store i32 1, ptr %33, align 4
  store i32 0, ptr %34, align 4
  %48 = load i32, ptr %29, align 4
  %49 = load ptr, ptr %21, align 8
  %50 = load i32, ptr %49, align 4
  call void @__kmpc_dispatch_init_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %50, i32 1073741861, i32 0, i32 %48, i32 1, i32 1)
  br label %51

51:                                               ; preds = %83, %46
  %52 = load ptr, ptr %21, align 8
  %53 = load i32, ptr %52, align 4
  %54 = call i32 @__kmpc_dispatch_next_4(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %53, ptr %34, ptr %31, ptr %32, ptr %33)
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %84

56:                                               ; preds = %51
  %57 = load i32, ptr %31, align 4
  store i32 %57, ptr %26, align 4
  br label %58

58:                                               ; preds = %79, %56
  %59 = load i32, ptr %26, align 4, !llvm.access.group !23
  %60 = load i32, ptr %32, align 4, !llvm.access.group !23
  %61 = icmp sle i32 %59, %60
  br i1 %61, label %62, label %82

62:                                               ; preds = %58
  %63 = load i32, ptr %26, align 4, !llvm.access.group !23
  %64 = mul nsw i32 %63, 1
  %65 = add nsw i32 0, %64
  store i32 %65, ptr %35, align 4, !llvm.access.group !23
  %66 = load ptr, ptr %37, align 8, !llvm.access.group !23
  %67 = load i32, ptr %35, align 4, !llvm.access.group !23
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4, !llvm.access.group !23
  %71 = mul nsw i32 %70, 3
  %72 = load i32, ptr %38, align 4, !llvm.access.group !23
  %73 = add nsw i32 %71, %72
  %74 = load ptr, ptr %37, align 8, !llvm.access.group !23
  %75 = load i32, ptr %35, align 4, !llvm.access.group !23
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %73, ptr %77, align 4, !llvm.access.group !23
  br label %78

78:                                               ; preds = %62
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %26, align 4, !llvm.access.group !23
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %26, align 4, !llvm.access.group !23
  br label %58, !llvm.loop !24

82:                                               ; preds = %58
  br label %83

83:                                               ; preds = %82
  br label %51

84:                                               ; preds = %51
  %85 = load ptr, ptr %21, align 8
  %86 = load i32, ptr %85, align 4
  call void @__kmpc_dispatch_deinit(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %86)
  br label %87

87:                                               ; preds = %84, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define internal void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #6 {
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
  call void @__omp_offloading_fe00_5121ba_runtime_rows_l41_omp_outlined_omp_outlined(ptr %8, ptr %9, ptr %13, ptr %15, ptr %17) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { alwaysinline }
attributes #5 = { nosync nounwind allocsize(0) }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
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
!4 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!5 = !{i32 1, !"wchar_size", i32 4}
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
