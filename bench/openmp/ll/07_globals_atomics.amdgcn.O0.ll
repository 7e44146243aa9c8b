; ModuleID = 'src/07_globals_atomics.c'
source_filename = "src/07_globals_atomics.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@counters = protected addrspace(1) global [16 x i32] zeroinitializer, align 16
@table = protected addrspace(1) global [64 x i32] zeroinitializer, align 16
@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment to ptr) }
@current = protected addrspace(1) global ptr addrspacecast (ptr addrspace(1) @table to ptr), align 8
@__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment to ptr) }
@__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_masked_single_l47_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 64, i32 2, i32 2, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment to ptr) }
@4 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_histo_atomic_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment to ptr), ptr %0)
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
  call void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %85, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined, ptr null, ptr %39, i64 5, i32 0)
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
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %25 = alloca ptr, align 8, addrspace(5)
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
  br i1 %50, label %51, label %96

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
  %57 = load ptr, ptr %26, align 8
  %58 = load i32, ptr %57, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %58, i32 33, ptr %41, ptr %38, ptr %39, ptr %40, i32 1, i32 1)
  %59 = load i32, ptr %38, align 4
  store i32 %59, ptr %33, align 4
  br label %60

60:                                               ; preds = %88, %51
  %61 = load i32, ptr %33, align 4
  %62 = sext i32 %61 to i64
  %63 = load i64, ptr %29, align 8
  %64 = icmp ule i64 %62, %63
  br i1 %64, label %65, label %92

65:                                               ; preds = %60
  %66 = load i32, ptr %33, align 4
  %67 = mul nsw i32 %66, 1
  %68 = add nsw i32 0, %67
  store i32 %68, ptr %42, align 4
  %69 = load ptr, ptr %31, align 8
  %70 = load i32, ptr %42, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = call ptr @pick(i32 noundef %73) #13
  store ptr %74, ptr %43, align 8
  %75 = load ptr, ptr %43, align 8
  %76 = atomicrmw add ptr %75, i32 1 monotonic, align 4, !amdgpu.no.fine.grained.memory !14, !amdgpu.no.remote.memory !14
  %77 = load ptr, ptr %32, align 8
  %78 = load ptr, ptr %31, align 8
  %79 = load i32, ptr %42, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = and i32 %82, 15
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %77, i64 %84
  %86 = atomicrmw add ptr %85, i32 1 monotonic, align 4, !amdgpu.no.fine.grained.memory !14, !amdgpu.no.remote.memory !14
  br label %87

87:                                               ; preds = %65
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %33, align 4
  %90 = load i32, ptr %40, align 4
  %91 = add nsw i32 %89, %90
  store i32 %91, ptr %33, align 4
  br label %60

92:                                               ; preds = %60
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %26, align 8
  %95 = load i32, ptr %94, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %95)
  br label %96

96:                                               ; preds = %93, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline nounwind optnone
define internal ptr @pick(i32 noundef %0) #3 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = load i32, ptr %5, align 4
  %11 = and i32 %10, 15
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 0, i64 %12
  br label %15

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %14, %9
  %16 = phi ptr [ %13, %9 ], [ addrspacecast (ptr addrspace(1) @counters to ptr), %14 ]
  ret ptr %16
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_firstprivate_rows_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 4 dereferenceable(16) %3) #0 {
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
  %19 = load ptr, ptr %15, align 8, !nonnull !14, !align !15
  %20 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment to ptr), ptr %0)
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %22, label %27

22:                                               ; preds = %4
  %23 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %24 = load i32, ptr %13, align 4
  store i32 %24, ptr %16, align 4
  %25 = load i64, ptr %16, align 8
  %26 = load ptr, ptr %14, align 8
  store i32 0, ptr %17, align 4
  store i32 %23, ptr %18, align 4
  call void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined(ptr %18, ptr %17, i64 %25, ptr %26, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 4 dereferenceable(16) %4) #1 {
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
  %20 = alloca [4 x i32], align 16, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca [5 x ptr], align 8, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %6 to ptr
  %25 = addrspacecast ptr addrspace(5) %7 to ptr
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
  store ptr %0, ptr %24, align 8
  store ptr %1, ptr %25, align 8
  store i64 %2, ptr %26, align 8
  store ptr %3, ptr %27, align 8
  store ptr %4, ptr %28, align 8
  %42 = load ptr, ptr %28, align 8, !nonnull !14, !align !15
  %43 = load i32, ptr %26, align 4
  store i32 %43, ptr %31, align 4
  %44 = load i32, ptr %31, align 4
  %45 = sub nsw i32 %44, 0
  %46 = sdiv i32 %45, 1
  %47 = sub nsw i32 %46, 1
  store i32 %47, ptr %32, align 4
  store i32 0, ptr %33, align 4
  %48 = load i32, ptr %31, align 4
  %49 = icmp slt i32 0, %48
  br i1 %49, label %50, label %112

50:                                               ; preds = %5
  store i32 0, ptr %34, align 4
  %51 = load i32, ptr %32, align 4
  store i32 %51, ptr %35, align 4
  store i32 1, ptr %36, align 4
  store i32 0, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 %42, i64 16, i1 false)
  %52 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %53 = load ptr, ptr %24, align 8
  %54 = load i32, ptr %53, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %54, i32 91, ptr %37, ptr %34, ptr %35, ptr %36, i32 1, i32 %52)
  %55 = load i32, ptr %35, align 4
  %56 = load i32, ptr %32, align 4
  %57 = icmp sgt i32 %55, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %50
  %59 = load i32, ptr %32, align 4
  br label %62

60:                                               ; preds = %50
  %61 = load i32, ptr %35, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %59, %58 ], [ %61, %60 ]
  store i32 %63, ptr %35, align 4
  %64 = load i32, ptr %34, align 4
  store i32 %64, ptr %29, align 4
  br label %65

65:                                               ; preds = %105, %62
  %66 = load i32, ptr %29, align 4
  %67 = load i32, ptr %32, align 4
  %68 = add nsw i32 %67, 1
  %69 = icmp slt i32 %66, %68
  br i1 %69, label %70, label %108

70:                                               ; preds = %65
  %71 = load i32, ptr %34, align 4
  %72 = zext i32 %71 to i64
  %73 = load i32, ptr %35, align 4
  %74 = zext i32 %73 to i64
  %75 = load i32, ptr %26, align 4
  store i32 %75, ptr %40, align 4
  %76 = load i64, ptr %40, align 8
  %77 = load ptr, ptr %27, align 8
  %78 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 0
  %79 = inttoptr i64 %72 to ptr
  store ptr %79, ptr %78, align 8
  %80 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 1
  %81 = inttoptr i64 %74 to ptr
  store ptr %81, ptr %80, align 8
  %82 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 2
  %83 = inttoptr i64 %76 to ptr
  store ptr %83, ptr %82, align 8
  %84 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 3
  store ptr %77, ptr %84, align 8
  %85 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 4
  store ptr %38, ptr %85, align 8
  %86 = load ptr, ptr %24, align 8
  %87 = load i32, ptr %86, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %87, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined, ptr null, ptr %41, i64 5, i32 0)
  br label %88

88:                                               ; preds = %70
  %89 = load i32, ptr %29, align 4
  %90 = load i32, ptr %36, align 4
  %91 = add nsw i32 %89, %90
  store i32 %91, ptr %29, align 4
  %92 = load i32, ptr %34, align 4
  %93 = load i32, ptr %36, align 4
  %94 = add nsw i32 %92, %93
  store i32 %94, ptr %34, align 4
  %95 = load i32, ptr %35, align 4
  %96 = load i32, ptr %36, align 4
  %97 = add nsw i32 %95, %96
  store i32 %97, ptr %35, align 4
  %98 = load i32, ptr %35, align 4
  %99 = load i32, ptr %32, align 4
  %100 = icmp sgt i32 %98, %99
  br i1 %100, label %101, label %103

101:                                              ; preds = %88
  %102 = load i32, ptr %32, align 4
  br label %105

103:                                              ; preds = %88
  %104 = load i32, ptr %35, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %102, %101 ], [ %104, %103 ]
  store i32 %106, ptr %35, align 4
  %107 = load i32, ptr %34, align 4
  store i32 %107, ptr %29, align 4
  br label %65

108:                                              ; preds = %65
  br label %109

109:                                              ; preds = %108
  %110 = load ptr, ptr %24, align 8
  %111 = load i32, ptr %110, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %111)
  br label %112

112:                                              ; preds = %109, %5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 4 dereferenceable(16) %6) #1 {
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
  %24 = alloca [4 x i32], align 16, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca [4 x i32], align 16, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
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
  %46 = addrspacecast ptr addrspace(5) %26 to ptr
  %47 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr %0, ptr %28, align 8
  store ptr %1, ptr %29, align 8
  store i64 %2, ptr %30, align 8
  store i64 %3, ptr %31, align 8
  store i64 %4, ptr %32, align 8
  store ptr %5, ptr %33, align 8
  store ptr %6, ptr %34, align 8
  %48 = load ptr, ptr %34, align 8, !nonnull !14, !align !15
  %49 = load i32, ptr %32, align 4
  store i32 %49, ptr %37, align 4
  %50 = load i32, ptr %37, align 4
  %51 = sub nsw i32 %50, 0
  %52 = sdiv i32 %51, 1
  %53 = sub nsw i32 %52, 1
  store i32 %53, ptr %38, align 4
  store i32 0, ptr %39, align 4
  %54 = load i32, ptr %37, align 4
  %55 = icmp slt i32 0, %54
  br i1 %55, label %56, label %119

56:                                               ; preds = %7
  store i32 0, ptr %40, align 4
  %57 = load i32, ptr %38, align 4
  store i32 %57, ptr %41, align 4
  %58 = load i64, ptr %30, align 8
  %59 = trunc i64 %58 to i32
  %60 = load i64, ptr %31, align 8
  %61 = trunc i64 %60 to i32
  store i32 %59, ptr %40, align 4
  store i32 %61, ptr %41, align 4
  store i32 1, ptr %42, align 4
  store i32 0, ptr %43, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 %48, i64 16, i1 false)
  %62 = load ptr, ptr %28, align 8
  %63 = load i32, ptr %62, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %63, i32 33, ptr %43, ptr %40, ptr %41, ptr %42, i32 1, i32 1)
  %64 = load i32, ptr %40, align 4
  store i32 %64, ptr %35, align 4
  br label %65

65:                                               ; preds = %111, %56
  %66 = load i32, ptr %35, align 4
  %67 = sext i32 %66 to i64
  %68 = load i64, ptr %31, align 8
  %69 = icmp ule i64 %67, %68
  br i1 %69, label %70, label %115

70:                                               ; preds = %65
  %71 = load i32, ptr %35, align 4
  %72 = mul nsw i32 %71, 1
  %73 = add nsw i32 0, %72
  store i32 %73, ptr %45, align 4
  store i32 0, ptr %47, align 4
  br label %74

74:                                               ; preds = %94, %70
  %75 = load i32, ptr %47, align 4
  %76 = icmp slt i32 %75, 4
  br i1 %76, label %77, label %97

77:                                               ; preds = %74
  %78 = load ptr, ptr %33, align 8
  %79 = load i32, ptr %45, align 4
  %80 = mul nsw i32 4, %79
  %81 = load i32, ptr %47, align 4
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %78, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = load i32, ptr %47, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [4 x i32], ptr %44, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = mul nsw i32 %85, %89
  %91 = load i32, ptr %47, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [4 x i32], ptr %46, i64 0, i64 %92
  store i32 %90, ptr %93, align 4
  br label %94

94:                                               ; preds = %77
  %95 = load i32, ptr %47, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %47, align 4
  br label %74, !llvm.loop !16

97:                                               ; preds = %74
  %98 = load ptr, ptr %33, align 8
  %99 = load i32, ptr %45, align 4
  %100 = mul nsw i32 4, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %98, i64 %101
  %103 = getelementptr inbounds [4 x i32], ptr %46, i64 0, i64 0
  call void @accumulate(ptr noundef %102, ptr noundef %103, i32 noundef 4) #13
  %104 = load ptr, ptr addrspacecast (ptr addrspace(1) @current to ptr), align 8
  %105 = load i32, ptr %45, align 4
  %106 = and i32 %105, 15
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %104, i64 %107
  %109 = getelementptr inbounds [4 x i32], ptr %46, i64 0, i64 0
  call void @accumulate(ptr noundef %108, ptr noundef %109, i32 noundef 4) #13
  br label %110

110:                                              ; preds = %97
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %35, align 4
  %113 = load i32, ptr %42, align 4
  %114 = add nsw i32 %112, %113
  store i32 %114, ptr %35, align 4
  br label %65

115:                                              ; preds = %65
  br label %116

116:                                              ; preds = %115
  %117 = load ptr, ptr %28, align 8
  %118 = load i32, ptr %117, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %118)
  br label %119

119:                                              ; preds = %116, %7
  ret void
}

; Function Attrs: convergent noinline nounwind optnone
define internal void @accumulate(ptr noundef %0, ptr noundef %1, i32 noundef %2) #3 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %28, %3
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %12
  %17 = load ptr, ptr %9, align 8
  %18 = load i32, ptr %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, %21
  store i32 %27, ptr %25, align 4
  br label %28

28:                                               ; preds = %16
  %29 = load i32, ptr %11, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %11, align 4
  br label %12, !llvm.loop !18

31:                                               ; preds = %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_simd_scale_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
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
  %21 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment to ptr), ptr %0)
  %22 = icmp eq i32 %21, -1
  br i1 %22, label %23, label %30

23:                                               ; preds = %4
  %24 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %25 = load i32, ptr %14, align 4
  store i32 %25, ptr %17, align 4
  %26 = load i64, ptr %17, align 8
  %27 = load ptr, ptr %15, align 8
  %28 = load double, ptr %16, align 8
  store double %28, ptr %18, align 8
  %29 = load i64, ptr %18, align 8
  store i32 0, ptr %19, align 4
  store i32 %24, ptr %20, align 4
  call void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined(ptr %20, ptr %19, i64 %26, ptr %27, i64 %29) #2
  call void @__kmpc_target_deinit()
  ret void

30:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
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
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca [5 x ptr], align 8, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %6 to ptr
  %25 = addrspacecast ptr addrspace(5) %7 to ptr
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
  store ptr %0, ptr %24, align 8
  store ptr %1, ptr %25, align 8
  store i64 %2, ptr %26, align 8
  store ptr %3, ptr %27, align 8
  store i64 %4, ptr %28, align 8
  %42 = load i32, ptr %26, align 4
  store i32 %42, ptr %31, align 4
  %43 = load i32, ptr %31, align 4
  %44 = sub nsw i32 %43, 0
  %45 = sdiv i32 %44, 1
  %46 = sub nsw i32 %45, 1
  store i32 %46, ptr %32, align 4
  store i32 0, ptr %33, align 4
  %47 = load i32, ptr %31, align 4
  %48 = icmp slt i32 0, %47
  br i1 %48, label %49, label %123

49:                                               ; preds = %5
  store i32 0, ptr %34, align 4
  %50 = load i32, ptr %32, align 4
  store i32 %50, ptr %35, align 4
  store i32 1, ptr %36, align 4
  store i32 0, ptr %37, align 4
  %51 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %52 = load ptr, ptr %24, align 8
  %53 = load i32, ptr %52, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %53, i32 91, ptr %37, ptr %34, ptr %35, ptr %36, i32 1, i32 %51)
  %54 = load i32, ptr %35, align 4
  %55 = load i32, ptr %32, align 4
  %56 = icmp sgt i32 %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %49
  %58 = load i32, ptr %32, align 4
  br label %61

59:                                               ; preds = %49
  %60 = load i32, ptr %35, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %58, %57 ], [ %60, %59 ]
  store i32 %62, ptr %35, align 4
  %63 = load i32, ptr %34, align 4
  store i32 %63, ptr %29, align 4
  br label %64

64:                                               ; preds = %107, %61
  %65 = load i32, ptr %29, align 4, !llvm.access.group !19
  %66 = load i32, ptr %32, align 4, !llvm.access.group !19
  %67 = add nsw i32 %66, 1
  %68 = icmp slt i32 %65, %67
  br i1 %68, label %69, label %110

69:                                               ; preds = %64
  %70 = load i32, ptr %34, align 4, !llvm.access.group !19
  %71 = zext i32 %70 to i64
  %72 = load i32, ptr %35, align 4, !llvm.access.group !19
  %73 = zext i32 %72 to i64
  %74 = load i32, ptr %26, align 4, !llvm.access.group !19
  store i32 %74, ptr %39, align 4, !llvm.access.group !19
  %75 = load i64, ptr %39, align 8, !llvm.access.group !19
  %76 = load ptr, ptr %27, align 8, !llvm.access.group !19
  %77 = load double, ptr %28, align 8, !llvm.access.group !19
  store double %77, ptr %40, align 8, !llvm.access.group !19
  %78 = load i64, ptr %40, align 8, !llvm.access.group !19
  %79 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 0
  %80 = inttoptr i64 %71 to ptr
  store ptr %80, ptr %79, align 8, !llvm.access.group !19
  %81 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 1
  %82 = inttoptr i64 %73 to ptr
  store ptr %82, ptr %81, align 8, !llvm.access.group !19
  %83 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 2
  %84 = inttoptr i64 %75 to ptr
  store ptr %84, ptr %83, align 8, !llvm.access.group !19
  %85 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 3
  store ptr %76, ptr %85, align 8, !llvm.access.group !19
  %86 = getelementptr inbounds [5 x ptr], ptr %41, i64 0, i64 4
  %87 = inttoptr i64 %78 to ptr
  store ptr %87, ptr %86, align 8, !llvm.access.group !19
  %88 = load ptr, ptr %24, align 8, !llvm.access.group !19
  %89 = load i32, ptr %88, align 4, !llvm.access.group !19
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %89, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined, ptr null, ptr %41, i64 5, i32 0), !llvm.access.group !19
  br label %90

90:                                               ; preds = %69
  %91 = load i32, ptr %29, align 4, !llvm.access.group !19
  %92 = load i32, ptr %36, align 4, !llvm.access.group !19
  %93 = add nsw i32 %91, %92
  store i32 %93, ptr %29, align 4, !llvm.access.group !19
  %94 = load i32, ptr %34, align 4, !llvm.access.group !19
  %95 = load i32, ptr %36, align 4, !llvm.access.group !19
  %96 = add nsw i32 %94, %95
  store i32 %96, ptr %34, align 4, !llvm.access.group !19
  %97 = load i32, ptr %35, align 4, !llvm.access.group !19
  %98 = load i32, ptr %36, align 4, !llvm.access.group !19
  %99 = add nsw i32 %97, %98
  store i32 %99, ptr %35, align 4, !llvm.access.group !19
  %100 = load i32, ptr %35, align 4, !llvm.access.group !19
  %101 = load i32, ptr %32, align 4, !llvm.access.group !19
  %102 = icmp sgt i32 %100, %101
  br i1 %102, label %103, label %105

103:                                              ; preds = %90
  %104 = load i32, ptr %32, align 4, !llvm.access.group !19
  br label %107

105:                                              ; preds = %90
  %106 = load i32, ptr %35, align 4, !llvm.access.group !19
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %104, %103 ], [ %106, %105 ]
  store i32 %108, ptr %35, align 4, !llvm.access.group !19
  %109 = load i32, ptr %34, align 4, !llvm.access.group !19
  store i32 %109, ptr %29, align 4, !llvm.access.group !19
  br label %64, !llvm.loop !20

110:                                              ; preds = %64
  br label %111

111:                                              ; preds = %110
  %112 = load ptr, ptr %24, align 8
  %113 = load i32, ptr %112, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %113)
  %114 = load i32, ptr %37, align 4
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %122

116:                                              ; preds = %111
  %117 = load i32, ptr %31, align 4
  %118 = sub nsw i32 %117, 0
  %119 = sdiv i32 %118, 1
  %120 = mul nsw i32 %119, 1
  %121 = add nsw i32 0, %120
  store i32 %121, ptr %38, align 4
  br label %122

122:                                              ; preds = %116, %111
  br label %123

123:                                              ; preds = %122, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
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
  store i64 %6, ptr %31, align 8
  %42 = load i32, ptr %29, align 4
  store i32 %42, ptr %34, align 4
  %43 = load i32, ptr %34, align 4
  %44 = sub nsw i32 %43, 0
  %45 = sdiv i32 %44, 1
  %46 = sub nsw i32 %45, 1
  store i32 %46, ptr %35, align 4
  store i32 0, ptr %36, align 4
  %47 = load i32, ptr %34, align 4
  %48 = icmp slt i32 0, %47
  br i1 %48, label %49, label %98

49:                                               ; preds = %7
  store i32 0, ptr %37, align 4
  %50 = load i32, ptr %35, align 4
  store i32 %50, ptr %38, align 4
  %51 = load i64, ptr %27, align 8
  %52 = trunc i64 %51 to i32
  %53 = load i64, ptr %28, align 8
  %54 = trunc i64 %53 to i32
  store i32 %52, ptr %37, align 4
  store i32 %54, ptr %38, align 4
  store i32 1, ptr %39, align 4
  store i32 0, ptr %40, align 4
  %55 = load ptr, ptr %25, align 8
  %56 = load i32, ptr %55, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %56, i32 33, ptr %40, ptr %37, ptr %38, ptr %39, i32 1, i32 1)
  %57 = load i32, ptr %37, align 4
  store i32 %57, ptr %32, align 4
  br label %58

58:                                               ; preds = %81, %49
  %59 = load i32, ptr %32, align 4, !llvm.access.group !23
  %60 = sext i32 %59 to i64
  %61 = load i64, ptr %28, align 8, !llvm.access.group !23
  %62 = icmp ule i64 %60, %61
  br i1 %62, label %63, label %85

63:                                               ; preds = %58
  %64 = load i32, ptr %32, align 4, !llvm.access.group !23
  %65 = mul nsw i32 %64, 1
  %66 = add nsw i32 0, %65
  store i32 %66, ptr %41, align 4, !llvm.access.group !23
  %67 = load ptr, ptr %30, align 8, !llvm.access.group !23
  %68 = load i32, ptr %41, align 4, !llvm.access.group !23
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8, !llvm.access.group !23
  %72 = load double, ptr %31, align 8, !llvm.access.group !23
  %73 = load i32, ptr %41, align 4, !llvm.access.group !23
  %74 = sitofp i32 %73 to double
  %75 = call double @llvm.fmuladd.f64(double %71, double %72, double %74)
  %76 = load ptr, ptr %30, align 8, !llvm.access.group !23
  %77 = load i32, ptr %41, align 4, !llvm.access.group !23
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %76, i64 %78
  store double %75, ptr %79, align 8, !llvm.access.group !23
  br label %80

80:                                               ; preds = %63
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %32, align 4, !llvm.access.group !23
  %83 = load i32, ptr %39, align 4, !llvm.access.group !23
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %32, align 4, !llvm.access.group !23
  br label %58, !llvm.loop !24

85:                                               ; preds = %58
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %25, align 8
  %88 = load i32, ptr %87, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %88)
  %89 = load i32, ptr %40, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %97

91:                                               ; preds = %86
  %92 = load i32, ptr %34, align 4
  %93 = sub nsw i32 %92, 0
  %94 = sdiv i32 %93, 1
  %95 = mul nsw i32 %94, 1
  %96 = add nsw i32 0, %95
  store i32 %96, ptr %41, align 4
  br label %97

97:                                               ; preds = %91, %86
  br label %98

98:                                               ; preds = %97, %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_masked_single_l47(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) #7 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
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
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  %16 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_masked_single_l47_kernel_environment to ptr), ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %23

18:                                               ; preds = %3
  %19 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %20 = load ptr, ptr %11, align 8
  %21 = load i32, ptr %12, align 4
  store i32 %21, ptr %13, align 4
  %22 = load i64, ptr %13, align 8
  store i32 0, ptr %14, align 4
  store i32 %19, ptr %15, align 4
  call void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined(ptr %15, ptr %14, ptr %20, i64 %22) #2
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i64 noundef %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca [3 x ptr], align 8, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  %15 = load ptr, ptr %12, align 8
  %16 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %15, ptr %16, align 8
  %17 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  %18 = load i32, ptr %13, align 4
  %19 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %18, ptr %19, align 4
  store i32 0, ptr %17, align 4
  %20 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 0
  store ptr %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 1
  store ptr %17, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %14, i64 0, i64 2
  store ptr %19, ptr %22, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i32, ptr %23, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %24, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper, ptr %14, i64 3, i32 0)
  call void @__kmpc_free_shared(ptr %19, i64 4)
  call void @__kmpc_free_shared(ptr %17, i64 4)
  call void @__kmpc_free_shared(ptr %16, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #8

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  %16 = load ptr, ptr %13, align 8, !nonnull !14, !align !26
  %17 = load ptr, ptr %14, align 8, !nonnull !14, !align !15
  %18 = load ptr, ptr %15, align 8, !nonnull !14, !align !15
  %19 = load ptr, ptr %11, align 8
  %20 = load i32, ptr %19, align 4
  %21 = call i32 @__kmpc_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20, i32 0)
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %5
  %24 = load ptr, ptr %16, align 8
  %25 = call i32 @omp_get_team_num() #13
  %26 = and i32 %25, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 4
  call void @__kmpc_end_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20)
  br label %31

31:                                               ; preds = %23, %5
  %32 = call i32 @__kmpc_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20)
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = load i32, ptr %18, align 4
  store i32 %35, ptr %17, align 4
  call void @__kmpc_end_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %20)
  br label %36

36:                                               ; preds = %34, %31
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %20)
  %37 = call i32 @omp_get_thread_num() #13
  %38 = and i32 %37, 15
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(1) @counters to ptr), i64 0, i64 %39
  %41 = load i32, ptr %17, align 4
  %42 = atomicrmw add ptr %40, i32 %41 monotonic, align 4, !amdgpu.no.fine.grained.memory !14, !amdgpu.no.remote.memory !14
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
  call void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr %8, ptr %9, ptr %13, ptr %15, ptr %17) #2
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #12

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { alwaysinline }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,64" "amdgpu-max-num-workgroups"="2,1,1" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="2" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { nosync nounwind allocsize(0) }
attributes #9 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #10 = { convergent nounwind }
attributes #11 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
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
!7 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!8 = !{i32 1, !"wchar_size", i32 4}
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
