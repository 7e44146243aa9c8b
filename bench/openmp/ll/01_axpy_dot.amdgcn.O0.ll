; ModuleID = 'src/01_axpy_dot.c'
source_filename = "src/01_axpy_dot.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512281_axpy_l3_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_axpy_l3_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_axpy_l3_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_scale2d_l9_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512281_axpy_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
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
  store ptr %2, ptr %17, align 8
  store i64 %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  %24 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_axpy_l3_kernel_environment to ptr), ptr %0)
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %34

26:                                               ; preds = %5
  %27 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %28 = load i32, ptr %16, align 4
  store i32 %28, ptr %20, align 4
  %29 = load i64, ptr %20, align 8
  %30 = load ptr, ptr %17, align 8
  %31 = load float, ptr %18, align 4
  store float %31, ptr %21, align 4
  %32 = load i64, ptr %21, align 8
  %33 = load ptr, ptr %19, align 8
  store i32 0, ptr %22, align 4
  store i32 %27, ptr %23, align 4
  call void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined(ptr %23, ptr %22, i64 %29, ptr %30, i64 %32, ptr %33) #2
  call void @__kmpc_target_deinit()
  ret void

34:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
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
  store i64 %4, ptr %30, align 8
  store ptr %5, ptr %31, align 8
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
  %80 = load float, ptr %30, align 4
  store float %80, ptr %43, align 4
  %81 = load i64, ptr %43, align 8
  %82 = load ptr, ptr %31, align 8
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
  %91 = inttoptr i64 %81 to ptr
  store ptr %91, ptr %90, align 8
  %92 = getelementptr inbounds [6 x ptr], ptr %44, i64 0, i64 5
  store ptr %82, ptr %92, align 8
  %93 = load ptr, ptr %26, align 8
  %94 = load i32, ptr %93, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %94, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined, ptr null, ptr %44, i64 6, i32 0)
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
define internal void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
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
  %26 = alloca i32, align 4, addrspace(5)
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
  %44 = addrspacecast ptr addrspace(5) %26 to ptr
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  store i64 %2, ptr %29, align 8
  store i64 %3, ptr %30, align 8
  store i64 %4, ptr %31, align 8
  store ptr %5, ptr %32, align 8
  store i64 %6, ptr %33, align 8
  store ptr %7, ptr %34, align 8
  %45 = load i32, ptr %31, align 4
  store i32 %45, ptr %37, align 4
  %46 = load i32, ptr %37, align 4
  %47 = sub nsw i32 %46, 0
  %48 = sdiv i32 %47, 1
  %49 = sub nsw i32 %48, 1
  store i32 %49, ptr %38, align 4
  store i32 0, ptr %39, align 4
  %50 = load i32, ptr %37, align 4
  %51 = icmp slt i32 0, %50
  br i1 %51, label %52, label %96

52:                                               ; preds = %8
  store i32 0, ptr %40, align 4
  %53 = load i32, ptr %38, align 4
  store i32 %53, ptr %41, align 4
  %54 = load i64, ptr %29, align 8
  %55 = trunc i64 %54 to i32
  %56 = load i64, ptr %30, align 8
  %57 = trunc i64 %56 to i32
  store i32 %55, ptr %40, align 4
  store i32 %57, ptr %41, align 4
  store i32 1, ptr %42, align 4
  store i32 0, ptr %43, align 4
  %58 = load ptr, ptr %27, align 8
  %59 = load i32, ptr %58, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %59, i32 33, ptr %43, ptr %40, ptr %41, ptr %42, i32 1, i32 1)
  %60 = load i32, ptr %40, align 4
  store i32 %60, ptr %35, align 4
  br label %61

61:                                               ; preds = %88, %52
  %62 = load i32, ptr %35, align 4
  %63 = sext i32 %62 to i64
  %64 = load i64, ptr %30, align 8
  %65 = icmp ule i64 %63, %64
  br i1 %65, label %66, label %92

66:                                               ; preds = %61
  %67 = load i32, ptr %35, align 4
  %68 = mul nsw i32 %67, 1
  %69 = add nsw i32 0, %68
  store i32 %69, ptr %44, align 4
  %70 = load ptr, ptr %32, align 8
  %71 = load i32, ptr %44, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %70, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = load float, ptr %33, align 4
  %76 = load ptr, ptr %34, align 8
  %77 = load i32, ptr %44, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %76, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = fmul float %75, %80
  %82 = call float @llvm.fmuladd.f32(float 2.000000e+00, float %74, float %81)
  %83 = load ptr, ptr %32, align 8
  %84 = load i32, ptr %44, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %83, i64 %85
  store float %82, ptr %86, align 4
  br label %87

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %35, align 4
  %90 = load i32, ptr %42, align 4
  %91 = add nsw i32 %89, %90
  store i32 %91, ptr %35, align 4
  br label %61

92:                                               ; preds = %61
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %27, align 8
  %95 = load i32, ptr %94, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %95)
  br label %96

96:                                               ; preds = %93, %8
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512281_scale2d_l9(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr %0, ptr %16, align 8
  store i64 %1, ptr %17, align 8
  store i64 %2, ptr %18, align 8
  store ptr %3, ptr %19, align 8
  store i64 %4, ptr %20, align 8
  %26 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_scale2d_l9_kernel_environment to ptr), ptr %0)
  %27 = icmp eq i32 %26, -1
  br i1 %27, label %28, label %37

28:                                               ; preds = %5
  %29 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %30 = load i32, ptr %17, align 4
  store i32 %30, ptr %21, align 4
  %31 = load i64, ptr %21, align 8
  %32 = load i32, ptr %18, align 4
  store i32 %32, ptr %22, align 4
  %33 = load i64, ptr %22, align 8
  %34 = load ptr, ptr %19, align 8
  %35 = load double, ptr %20, align 8
  store double %35, ptr %23, align 8
  %36 = load i64, ptr %23, align 8
  store i32 0, ptr %24, align 4
  store i32 %29, ptr %25, align 4
  call void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined(ptr %25, ptr %24, i64 %31, i64 %33, ptr %34, i64 %36) #2
  call void @__kmpc_target_deinit()
  ret void

37:                                               ; preds = %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i64, align 8, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca i64, align 8, addrspace(5)
  %30 = alloca [6 x ptr], align 8, addrspace(5)
  %31 = addrspacecast ptr addrspace(5) %7 to ptr
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
  %54 = addrspacecast ptr addrspace(5) %30 to ptr
  store ptr %0, ptr %31, align 8
  store ptr %1, ptr %32, align 8
  store i64 %2, ptr %33, align 8
  store i64 %3, ptr %34, align 8
  store ptr %4, ptr %35, align 8
  store i64 %5, ptr %36, align 8
  %55 = load i32, ptr %33, align 4
  store i32 %55, ptr %40, align 4
  %56 = load i32, ptr %34, align 4
  store i32 %56, ptr %41, align 4
  %57 = load i32, ptr %40, align 4
  %58 = sub nsw i32 %57, 0
  %59 = sdiv i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = load i32, ptr %41, align 4
  %62 = sub nsw i32 %61, 0
  %63 = sdiv i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %60, %64
  %66 = sub nsw i64 %65, 1
  store i64 %66, ptr %42, align 8
  store i32 0, ptr %43, align 4
  store i32 0, ptr %44, align 4
  %67 = load i32, ptr %40, align 4
  %68 = icmp slt i32 0, %67
  br i1 %68, label %69, label %140

69:                                               ; preds = %6
  %70 = load i32, ptr %41, align 4
  %71 = icmp slt i32 0, %70
  br i1 %71, label %72, label %140

72:                                               ; preds = %69
  store i64 0, ptr %45, align 8
  %73 = load i64, ptr %42, align 8
  store i64 %73, ptr %46, align 8
  store i64 1, ptr %47, align 8
  store i32 0, ptr %48, align 4
  %74 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %75 = zext i32 %74 to i64
  %76 = load ptr, ptr %31, align 8
  %77 = load i32, ptr %76, align 4
  call void @__kmpc_distribute_static_init_8(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %77, i32 91, ptr %48, ptr %45, ptr %46, ptr %47, i64 1, i64 %75)
  %78 = load i64, ptr %46, align 8
  %79 = load i64, ptr %42, align 8
  %80 = icmp sgt i64 %78, %79
  br i1 %80, label %81, label %83

81:                                               ; preds = %72
  %82 = load i64, ptr %42, align 8
  br label %85

83:                                               ; preds = %72
  %84 = load i64, ptr %46, align 8
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i64 [ %82, %81 ], [ %84, %83 ]
  store i64 %86, ptr %46, align 8
  %87 = load i64, ptr %45, align 8
  store i64 %87, ptr %37, align 8
  br label %88

88:                                               ; preds = %133, %85
  %89 = load i64, ptr %37, align 8
  %90 = load i64, ptr %42, align 8
  %91 = add nsw i64 %90, 1
  %92 = icmp slt i64 %89, %91
  br i1 %92, label %93, label %136

93:                                               ; preds = %88
  %94 = load i64, ptr %45, align 8
  %95 = load i64, ptr %46, align 8
  %96 = load i32, ptr %33, align 4
  store i32 %96, ptr %51, align 4
  %97 = load i64, ptr %51, align 8
  %98 = load i32, ptr %34, align 4
  store i32 %98, ptr %52, align 4
  %99 = load i64, ptr %52, align 8
  %100 = load ptr, ptr %35, align 8
  %101 = load double, ptr %36, align 8
  store double %101, ptr %53, align 8
  %102 = load i64, ptr %53, align 8
  %103 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 0
  %104 = inttoptr i64 %94 to ptr
  store ptr %104, ptr %103, align 8
  %105 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 1
  %106 = inttoptr i64 %95 to ptr
  store ptr %106, ptr %105, align 8
  %107 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 2
  %108 = inttoptr i64 %97 to ptr
  store ptr %108, ptr %107, align 8
  %109 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 3
  %110 = inttoptr i64 %99 to ptr
  store ptr %110, ptr %109, align 8
  %111 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 4
  store ptr %100, ptr %111, align 8
  %112 = getelementptr inbounds [6 x ptr], ptr %54, i64 0, i64 5
  %113 = inttoptr i64 %102 to ptr
  store ptr %113, ptr %112, align 8
  %114 = load ptr, ptr %31, align 8
  %115 = load i32, ptr %114, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %115, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined, ptr null, ptr %54, i64 6, i32 0)
  br label %116

116:                                              ; preds = %93
  %117 = load i64, ptr %37, align 8
  %118 = load i64, ptr %47, align 8
  %119 = add nsw i64 %117, %118
  store i64 %119, ptr %37, align 8
  %120 = load i64, ptr %45, align 8
  %121 = load i64, ptr %47, align 8
  %122 = add nsw i64 %120, %121
  store i64 %122, ptr %45, align 8
  %123 = load i64, ptr %46, align 8
  %124 = load i64, ptr %47, align 8
  %125 = add nsw i64 %123, %124
  store i64 %125, ptr %46, align 8
  %126 = load i64, ptr %46, align 8
  %127 = load i64, ptr %42, align 8
  %128 = icmp sgt i64 %126, %127
  br i1 %128, label %129, label %131

129:                                              ; preds = %116
  %130 = load i64, ptr %42, align 8
  br label %133

131:                                              ; preds = %116
  %132 = load i64, ptr %46, align 8
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi i64 [ %130, %129 ], [ %132, %131 ]
  store i64 %134, ptr %46, align 8
  %135 = load i64, ptr %45, align 8
  store i64 %135, ptr %37, align 8
  br label %88

136:                                              ; preds = %88
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %31, align 8
  %139 = load i32, ptr %138, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %139)
  br label %140

140:                                              ; preds = %137, %69, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7) #1 {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i64, align 8, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca i64, align 8, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = addrspacecast ptr addrspace(5) %9 to ptr
  %32 = addrspacecast ptr addrspace(5) %10 to ptr
  %33 = addrspacecast ptr addrspace(5) %11 to ptr
  %34 = addrspacecast ptr addrspace(5) %12 to ptr
  %35 = addrspacecast ptr addrspace(5) %13 to ptr
  %36 = addrspacecast ptr addrspace(5) %14 to ptr
  %37 = addrspacecast ptr addrspace(5) %15 to ptr
  %38 = addrspacecast ptr addrspace(5) %16 to ptr
  %39 = addrspacecast ptr addrspace(5) %17 to ptr
  %40 = addrspacecast ptr addrspace(5) %18 to ptr
  %41 = addrspacecast ptr addrspace(5) %19 to ptr
  %42 = addrspacecast ptr addrspace(5) %20 to ptr
  %43 = addrspacecast ptr addrspace(5) %21 to ptr
  %44 = addrspacecast ptr addrspace(5) %22 to ptr
  %45 = addrspacecast ptr addrspace(5) %23 to ptr
  %46 = addrspacecast ptr addrspace(5) %24 to ptr
  %47 = addrspacecast ptr addrspace(5) %25 to ptr
  %48 = addrspacecast ptr addrspace(5) %26 to ptr
  %49 = addrspacecast ptr addrspace(5) %27 to ptr
  %50 = addrspacecast ptr addrspace(5) %28 to ptr
  %51 = addrspacecast ptr addrspace(5) %29 to ptr
  %52 = addrspacecast ptr addrspace(5) %30 to ptr
  store ptr %0, ptr %31, align 8
  store ptr %1, ptr %32, align 8
  store i64 %2, ptr %33, align 8
  store i64 %3, ptr %34, align 8
  store i64 %4, ptr %35, align 8
  store i64 %5, ptr %36, align 8
  store ptr %6, ptr %37, align 8
  store i64 %7, ptr %38, align 8
  %53 = load i32, ptr %35, align 4
  store i32 %53, ptr %42, align 4
  %54 = load i32, ptr %36, align 4
  store i32 %54, ptr %43, align 4
  %55 = load i32, ptr %42, align 4
  %56 = sub nsw i32 %55, 0
  %57 = sdiv i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = load i32, ptr %43, align 4
  %60 = sub nsw i32 %59, 0
  %61 = sdiv i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = mul nsw i64 %58, %62
  %64 = sub nsw i64 %63, 1
  store i64 %64, ptr %44, align 8
  store i32 0, ptr %45, align 4
  store i32 0, ptr %46, align 4
  %65 = load i32, ptr %42, align 4
  %66 = icmp slt i32 0, %65
  br i1 %66, label %67, label %141

67:                                               ; preds = %8
  %68 = load i32, ptr %43, align 4
  %69 = icmp slt i32 0, %68
  br i1 %69, label %70, label %141

70:                                               ; preds = %67
  store i64 0, ptr %47, align 8
  %71 = load i64, ptr %44, align 8
  store i64 %71, ptr %48, align 8
  %72 = load i64, ptr %33, align 8
  %73 = load i64, ptr %34, align 8
  store i64 %72, ptr %47, align 8
  store i64 %73, ptr %48, align 8
  store i64 1, ptr %49, align 8
  store i32 0, ptr %50, align 4
  %74 = load ptr, ptr %31, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_for_static_init_8(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %75, i32 33, ptr %50, ptr %47, ptr %48, ptr %49, i64 1, i64 1)
  %76 = load i64, ptr %47, align 8
  store i64 %76, ptr %39, align 8
  br label %77

77:                                               ; preds = %133, %70
  %78 = load i64, ptr %39, align 8
  %79 = load i64, ptr %34, align 8
  %80 = icmp ule i64 %78, %79
  br i1 %80, label %81, label %137

81:                                               ; preds = %77
  %82 = load i64, ptr %39, align 8
  %83 = load i32, ptr %43, align 4
  %84 = sub nsw i32 %83, 0
  %85 = sdiv i32 %84, 1
  %86 = mul nsw i32 1, %85
  %87 = sext i32 %86 to i64
  %88 = sdiv i64 %82, %87
  %89 = mul nsw i64 %88, 1
  %90 = add nsw i64 0, %89
  %91 = trunc i64 %90 to i32
  store i32 %91, ptr %51, align 4
  %92 = load i64, ptr %39, align 8
  %93 = load i64, ptr %39, align 8
  %94 = load i32, ptr %43, align 4
  %95 = sub nsw i32 %94, 0
  %96 = sdiv i32 %95, 1
  %97 = mul nsw i32 1, %96
  %98 = sext i32 %97 to i64
  %99 = sdiv i64 %93, %98
  %100 = load i32, ptr %43, align 4
  %101 = sub nsw i32 %100, 0
  %102 = sdiv i32 %101, 1
  %103 = mul nsw i32 1, %102
  %104 = sext i32 %103 to i64
  %105 = mul nsw i64 %99, %104
  %106 = sub nsw i64 %92, %105
  %107 = mul nsw i64 %106, 1
  %108 = add nsw i64 0, %107
  %109 = trunc i64 %108 to i32
  store i32 %109, ptr %52, align 4
  %110 = load ptr, ptr %37, align 8
  %111 = load i32, ptr %51, align 4
  %112 = load i32, ptr %36, align 4
  %113 = mul nsw i32 %111, %112
  %114 = load i32, ptr %52, align 4
  %115 = add nsw i32 %113, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %110, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load double, ptr %38, align 8
  %120 = call double @llvm.fmuladd.f64(double %118, double 2.000000e+00, double %119)
  %121 = load i32, ptr %51, align 4
  %122 = sitofp i32 %121 to double
  %123 = fadd double %120, %122
  %124 = load ptr, ptr %37, align 8
  %125 = load i32, ptr %51, align 4
  %126 = load i32, ptr %36, align 4
  %127 = mul nsw i32 %125, %126
  %128 = load i32, ptr %52, align 4
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds double, ptr %124, i64 %130
  store double %123, ptr %131, align 8
  br label %132

132:                                              ; preds = %81
  br label %133

133:                                              ; preds = %132
  %134 = load i64, ptr %39, align 8
  %135 = load i64, ptr %49, align 8
  %136 = add nsw i64 %134, %135
  store i64 %136, ptr %39, align 8
  br label %77

137:                                              ; preds = %77
  br label %138

138:                                              ; preds = %137
  %139 = load ptr, ptr %31, align 8
  %140 = load i32, ptr %139, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %140)
  br label %141

141:                                              ; preds = %138, %67, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5317249, !"axpy", i32 3, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5317249, !"scale2d", i32 9, i32 0, i32 1}
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
