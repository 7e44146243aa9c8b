; ModuleID = 'src/03_struct_helpers.c'
source_filename = "src/03_struct_helpers.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512116_advance_l16_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_advance_l16_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_advance_l16_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512116_smooth_l24_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_smooth_l24_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_smooth_l24_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512116_advance_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
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
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store i64 %4, ptr %19, align 8
  %24 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_advance_l16_kernel_environment to ptr), ptr %0)
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %34

26:                                               ; preds = %5
  %27 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %28 = load i32, ptr %16, align 4
  store i32 %28, ptr %20, align 4
  %29 = load i64, ptr %20, align 8
  %30 = load ptr, ptr %17, align 8
  %31 = load ptr, ptr %18, align 8
  %32 = load float, ptr %19, align 4
  store float %32, ptr %21, align 4
  %33 = load i64, ptr %21, align 8
  store i32 0, ptr %22, align 4
  store i32 %27, ptr %23, align 4
  call void @__omp_offloading_fe00_512116_advance_l16_omp_outlined(ptr %23, ptr %22, i64 %29, ptr %30, ptr %31, i64 %33) #2
  call void @__kmpc_target_deinit()
  ret void

34:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
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
  %24 = alloca i64, align 8, addrspace(5)
  %25 = alloca [6 x ptr], align 8, addrspace(5)
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
  %43 = addrspacecast ptr addrspace(5) %24 to ptr
  %44 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store i64 %2, ptr %28, align 8
  store ptr %3, ptr %29, align 8
  store ptr %4, ptr %30, align 8
  store i64 %5, ptr %31, align 8
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
  br i1 %51, label %52, label %119

52:                                               ; preds = %6
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

67:                                               ; preds = %112, %64
  %68 = load i32, ptr %32, align 4
  %69 = load i32, ptr %35, align 4
  %70 = add nsw i32 %69, 1
  %71 = icmp slt i32 %68, %70
  br i1 %71, label %72, label %115

72:                                               ; preds = %67
  %73 = load i32, ptr %37, align 4
  %74 = zext i32 %73 to i64
  %75 = load i32, ptr %38, align 4
  %76 = zext i32 %75 to i64
  %77 = load i32, ptr %28, align 4
  store i32 %77, ptr %42, align 4
  %78 = load i64, ptr %42, align 8
  %79 = load ptr, ptr %29, align 8
  %80 = load ptr, ptr %30, align 8
  %81 = load float, ptr %31, align 4
  store float %81, ptr %43, align 4
  %82 = load i64, ptr %43, align 8
  %83 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 0
  %84 = inttoptr i64 %74 to ptr
  store ptr %84, ptr %83, align 8
  %85 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 1
  %86 = inttoptr i64 %76 to ptr
  store ptr %86, ptr %85, align 8
  %87 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 2
  %88 = inttoptr i64 %78 to ptr
  store ptr %88, ptr %87, align 8
  %89 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 3
  store ptr %79, ptr %89, align 8
  %90 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 4
  store ptr %80, ptr %90, align 8
  %91 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 5
  %92 = inttoptr i64 %82 to ptr
  store ptr %92, ptr %91, align 8
  %93 = load ptr, ptr %26, align 8
  %94 = load i32, ptr %93, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %94, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined, ptr null, ptr %44, i64 6, i32 0)
  br label %95

95:                                               ; preds = %72
  %96 = load i32, ptr %32, align 4
  %97 = load i32, ptr %39, align 4
  %98 = add nsw i32 %96, %97
  store i32 %98, ptr %32, align 4
  %99 = load i32, ptr %37, align 4
  %100 = load i32, ptr %39, align 4
  %101 = add nsw i32 %99, %100
  store i32 %101, ptr %37, align 4
  %102 = load i32, ptr %38, align 4
  %103 = load i32, ptr %39, align 4
  %104 = add nsw i32 %102, %103
  store i32 %104, ptr %38, align 4
  %105 = load i32, ptr %38, align 4
  %106 = load i32, ptr %35, align 4
  %107 = icmp sgt i32 %105, %106
  br i1 %107, label %108, label %110

108:                                              ; preds = %95
  %109 = load i32, ptr %35, align 4
  br label %112

110:                                              ; preds = %95
  %111 = load i32, ptr %38, align 4
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %109, %108 ], [ %111, %110 ]
  store i32 %113, ptr %38, align 4
  %114 = load i32, ptr %37, align 4
  store i32 %114, ptr %32, align 4
  br label %67

115:                                              ; preds = %67
  br label %116

116:                                              ; preds = %115
  %117 = load ptr, ptr %26, align 8
  %118 = load i32, ptr %117, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %118)
  br label %119

119:                                              ; preds = %116, %6
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7) #1 {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
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
  %27 = alloca [3 x float], align 4, addrspace(5)
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
  %43 = addrspacecast ptr addrspace(5) %24 to ptr
  %44 = addrspacecast ptr addrspace(5) %25 to ptr
  %45 = addrspacecast ptr addrspace(5) %26 to ptr
  %46 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr %0, ptr %28, align 8
  store ptr %1, ptr %29, align 8
  store i64 %2, ptr %30, align 8
  store i64 %3, ptr %31, align 8
  store i64 %4, ptr %32, align 8
  store ptr %5, ptr %33, align 8
  store ptr %6, ptr %34, align 8
  store i64 %7, ptr %35, align 8
  %47 = load i32, ptr %32, align 4
  store i32 %47, ptr %38, align 4
  %48 = load i32, ptr %38, align 4
  %49 = sub nsw i32 %48, 0
  %50 = sdiv i32 %49, 1
  %51 = sub nsw i32 %50, 1
  store i32 %51, ptr %39, align 4
  store i32 0, ptr %40, align 4
  %52 = load i32, ptr %38, align 4
  %53 = icmp slt i32 0, %52
  br i1 %53, label %54, label %116

54:                                               ; preds = %8
  store i32 0, ptr %41, align 4
  %55 = load i32, ptr %39, align 4
  store i32 %55, ptr %42, align 4
  %56 = load i64, ptr %30, align 8
  %57 = trunc i64 %56 to i32
  %58 = load i64, ptr %31, align 8
  %59 = trunc i64 %58 to i32
  store i32 %57, ptr %41, align 4
  store i32 %59, ptr %42, align 4
  store i32 1, ptr %43, align 4
  store i32 0, ptr %44, align 4
  %60 = load ptr, ptr %28, align 8
  %61 = load i32, ptr %60, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %61, i32 33, ptr %44, ptr %41, ptr %42, ptr %43, i32 1, i32 1)
  %62 = load i32, ptr %41, align 4
  store i32 %62, ptr %36, align 4
  br label %63

63:                                               ; preds = %108, %54
  %64 = load i32, ptr %36, align 4
  %65 = sext i32 %64 to i64
  %66 = load i64, ptr %31, align 8
  %67 = icmp ule i64 %65, %66
  br i1 %67, label %68, label %112

68:                                               ; preds = %63
  %69 = load i32, ptr %36, align 4
  %70 = mul nsw i32 %69, 1
  %71 = add nsw i32 0, %70
  store i32 %71, ptr %45, align 4
  %72 = load ptr, ptr %33, align 8
  %73 = load i32, ptr %45, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %72, i64 %74
  %76 = load float, ptr %75, align 4
  store float %76, ptr %46, align 4
  %77 = getelementptr inbounds float, ptr %46, i64 1
  %78 = load ptr, ptr %33, align 8
  %79 = load i32, ptr %45, align 4
  %80 = add nsw i32 %79, 1
  %81 = load i32, ptr %32, align 4
  %82 = srem i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %78, i64 %83
  %85 = load float, ptr %84, align 4
  store float %85, ptr %77, align 4
  %86 = getelementptr inbounds float, ptr %46, i64 2
  %87 = load ptr, ptr %33, align 8
  %88 = load i32, ptr %45, align 4
  %89 = add nsw i32 %88, 2
  %90 = load i32, ptr %32, align 4
  %91 = srem i32 %89, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %87, i64 %92
  %94 = load float, ptr %93, align 4
  store float %94, ptr %86, align 4
  %95 = load ptr, ptr %34, align 8
  %96 = load i32, ptr %45, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %95, i64 %97
  %99 = load ptr, ptr %33, align 8
  %100 = load i32, ptr %45, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %99, i64 %101
  %103 = load float, ptr %35, align 4
  %104 = getelementptr inbounds [3 x float], ptr %46, i64 0, i64 0
  %105 = call float @norm3(ptr noundef %104) #8
  %106 = fadd float %103, %105
  call void @step(ptr noundef %98, ptr noundef %102, float noundef %106) #8
  br label %107

107:                                              ; preds = %68
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %36, align 4
  %110 = load i32, ptr %43, align 4
  %111 = add nsw i32 %109, %110
  store i32 %111, ptr %36, align 4
  br label %63

112:                                              ; preds = %63
  br label %113

113:                                              ; preds = %112
  %114 = load ptr, ptr %28, align 8
  %115 = load i32, ptr %114, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %115)
  br label %116

116:                                              ; preds = %113, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline nounwind optnone
define internal void @step(ptr noundef %0, ptr noundef %1, float noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store float %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8
  %11 = load float, ptr %10, align 4
  %12 = load ptr, ptr %8, align 8
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %9, align 4
  %15 = fmul float %13, %14
  %16 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %11, float %15)
  %17 = load ptr, ptr %7, align 8
  store float %16, ptr %17, align 4
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal float @norm3(ptr noundef %0) #3 {
  %2 = alloca float, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 0
  %8 = load float, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds float, ptr %9, i64 0
  %11 = load float, ptr %10, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds float, ptr %12, i64 1
  %14 = load float, ptr %13, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds float, ptr %15, i64 1
  %17 = load float, ptr %16, align 4
  %18 = fmul float %14, %17
  %19 = call float @llvm.fmuladd.f32(float %8, float %11, float %18)
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds float, ptr %20, i64 2
  %22 = load float, ptr %21, align 4
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds float, ptr %23, i64 2
  %25 = load float, ptr %24, align 4
  %26 = call float @llvm.fmuladd.f32(float %22, float %25, float %19)
  ret float %26
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512116_smooth_l24(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_smooth_l24_kernel_environment to ptr), ptr %0)
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
  call void @__omp_offloading_fe00_512116_smooth_l24_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512116_smooth_l24_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %4, ptr %24, align 8
  %34 = call align 16 ptr @__kmpc_alloc_shared(i64 12)
  %35 = load ptr, ptr %23, align 8
  %36 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %35, ptr %36, align 8
  %37 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %38 = load ptr, ptr %24, align 8
  %39 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %38, ptr %39, align 8
  %40 = load i32, ptr %22, align 4
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %27, align 4
  %42 = load i32, ptr %27, align 4
  %43 = sub nsw i32 %42, 1
  %44 = sdiv i32 %43, 1
  %45 = sub nsw i32 %44, 1
  store i32 %45, ptr %28, align 4
  store i32 1, ptr %37, align 4
  %46 = load i32, ptr %27, align 4
  %47 = icmp slt i32 1, %46
  br i1 %47, label %48, label %118

48:                                               ; preds = %5
  store i32 0, ptr %29, align 4
  %49 = load i32, ptr %28, align 4
  store i32 %49, ptr %30, align 4
  store i32 1, ptr %31, align 4
  store i32 0, ptr %32, align 4
  %50 = load ptr, ptr %20, align 8
  %51 = load i32, ptr %50, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %51, i32 92, ptr %32, ptr %29, ptr %30, ptr %31, i32 1, i32 1)
  %52 = load i32, ptr %30, align 4
  %53 = load i32, ptr %28, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  %56 = load i32, ptr %28, align 4
  br label %59

57:                                               ; preds = %48
  %58 = load i32, ptr %30, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ]
  store i32 %60, ptr %30, align 4
  %61 = load i32, ptr %29, align 4
  store i32 %61, ptr %25, align 4
  br label %62

62:                                               ; preds = %111, %59
  %63 = load i32, ptr %25, align 4
  %64 = load i32, ptr %30, align 4
  %65 = icmp sle i32 %63, %64
  br i1 %65, label %66, label %114

66:                                               ; preds = %62
  %67 = load i32, ptr %25, align 4
  %68 = mul nsw i32 %67, 1
  %69 = add nsw i32 1, %68
  store i32 %69, ptr %37, align 4
  store i32 0, ptr %33, align 4
  br label %70

70:                                               ; preds = %85, %66
  %71 = load i32, ptr %33, align 4
  %72 = icmp slt i32 %71, 3
  br i1 %72, label %73, label %88

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8
  %75 = load i32, ptr %37, align 4
  %76 = sub nsw i32 %75, 1
  %77 = load i32, ptr %33, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %74, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = load i32, ptr %33, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x float], ptr %34, i64 0, i64 %83
  store float %81, ptr %84, align 4
  br label %85

85:                                               ; preds = %73
  %86 = load i32, ptr %33, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %33, align 4
  br label %70, !llvm.loop !9

88:                                               ; preds = %70
  %89 = getelementptr inbounds [3 x float], ptr %34, i64 0, i64 0
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds [3 x float], ptr %34, i64 0, i64 1
  %92 = load float, ptr %91, align 4
  %93 = fadd float %90, %92
  %94 = getelementptr inbounds [3 x float], ptr %34, i64 0, i64 2
  %95 = load float, ptr %94, align 4
  %96 = fadd float %93, %95
  %97 = fdiv float %96, 3.000000e+00
  %98 = load ptr, ptr %39, align 8
  %99 = load i32, ptr %37, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %98, i64 %100
  store float %97, ptr %101, align 4
  %102 = load ptr, ptr %36, align 8
  %103 = load i32, ptr %37, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %102, i64 %104
  %106 = load ptr, ptr %39, align 8
  %107 = load i32, ptr %37, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %106, i64 %108
  call void @step(ptr noundef %105, ptr noundef %109, float noundef 5.000000e-01) #8
  br label %110

110:                                              ; preds = %88
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %25, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %25, align 4
  br label %62

114:                                              ; preds = %62
  br label %115

115:                                              ; preds = %114
  %116 = load ptr, ptr %20, align 8
  %117 = load i32, ptr %116, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %117)
  br label %118

118:                                              ; preds = %115, %5
  call void @__kmpc_free_shared(ptr %39, i64 8)
  call void @__kmpc_free_shared(ptr %37, i64 4)
  call void @__kmpc_free_shared(ptr %36, i64 8)
  call void @__kmpc_free_shared(ptr %34, i64 12)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
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
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
