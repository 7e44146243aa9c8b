; ModuleID = 'src/08_classes.cpp'
source_filename = "src/08_classes.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.particle_set = type { %struct.span, %struct.span }
%struct.span = type { ptr, i32 }
%class.anon = type { ptr, ptr, ptr }
%struct.accum = type { i64 }

$_ZN12particle_set4stepEif = comdat any

$_ZN5accumC2Ev = comdat any

$_ZN5accum3addEPKii = comdat any

$_ZN4spanIfEixEi = comdat any

$_ZNK12particle_set6energyEi = comdat any

$_ZNK4spanIfEixEi = comdat any

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment to ptr) }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr %0, ptr %17, align 8
  store i64 %1, ptr %18, align 8
  store ptr %2, ptr %19, align 8
  store ptr %3, ptr %20, align 8
  store i64 %4, ptr %21, align 8
  store ptr %5, ptr %22, align 8
  %27 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment to ptr), ptr %0)
  %28 = icmp eq i32 %27, -1
  br i1 %28, label %29, label %38

29:                                               ; preds = %6
  %30 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %31 = load i32, ptr %18, align 4
  store i32 %31, ptr %23, align 4
  %32 = load i64, ptr %23, align 8
  %33 = load ptr, ptr %19, align 8
  %34 = load ptr, ptr %20, align 8
  %35 = load float, ptr %21, align 4
  store float %35, ptr %24, align 4
  %36 = load i64, ptr %24, align 8
  %37 = load ptr, ptr %22, align 8
  store i32 0, ptr %25, align 4
  store i32 %30, ptr %26, align 4
  call void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined(ptr %26, ptr %25, i64 %32, ptr %33, ptr %34, i64 %36, ptr %37) #2
  call void @__kmpc_target_deinit()
  ret void

38:                                               ; preds = %6
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
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
  %25 = alloca i64, align 8, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca [7 x ptr], align 8, addrspace(5)
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
  store ptr %3, ptr %31, align 8
  store ptr %4, ptr %32, align 8
  store i64 %5, ptr %33, align 8
  store ptr %6, ptr %34, align 8
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
  br i1 %54, label %55, label %124

55:                                               ; preds = %7
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

70:                                               ; preds = %117, %67
  %71 = load i32, ptr %35, align 4
  %72 = load i32, ptr %38, align 4
  %73 = add nsw i32 %72, 1
  %74 = icmp slt i32 %71, %73
  br i1 %74, label %75, label %120

75:                                               ; preds = %70
  %76 = load i32, ptr %40, align 4
  %77 = zext i32 %76 to i64
  %78 = load i32, ptr %41, align 4
  %79 = zext i32 %78 to i64
  %80 = load i32, ptr %30, align 4
  store i32 %80, ptr %45, align 4
  %81 = load i64, ptr %45, align 8
  %82 = load ptr, ptr %31, align 8
  %83 = load ptr, ptr %32, align 8
  %84 = load float, ptr %33, align 4
  store float %84, ptr %46, align 4
  %85 = load i64, ptr %46, align 8
  %86 = load ptr, ptr %34, align 8
  %87 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 0
  %88 = inttoptr i64 %77 to ptr
  store ptr %88, ptr %87, align 8
  %89 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 1
  %90 = inttoptr i64 %79 to ptr
  store ptr %90, ptr %89, align 8
  %91 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 2
  %92 = inttoptr i64 %81 to ptr
  store ptr %92, ptr %91, align 8
  %93 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 3
  store ptr %82, ptr %93, align 8
  %94 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 4
  store ptr %83, ptr %94, align 8
  %95 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 5
  %96 = inttoptr i64 %85 to ptr
  store ptr %96, ptr %95, align 8
  %97 = getelementptr inbounds [7 x ptr], ptr %47, i64 0, i64 6
  store ptr %86, ptr %97, align 8
  %98 = load ptr, ptr %28, align 8
  %99 = load i32, ptr %98, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %99, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined, ptr null, ptr %47, i64 7, i32 0)
  br label %100

100:                                              ; preds = %75
  %101 = load i32, ptr %35, align 4
  %102 = load i32, ptr %42, align 4
  %103 = add nsw i32 %101, %102
  store i32 %103, ptr %35, align 4
  %104 = load i32, ptr %40, align 4
  %105 = load i32, ptr %42, align 4
  %106 = add nsw i32 %104, %105
  store i32 %106, ptr %40, align 4
  %107 = load i32, ptr %41, align 4
  %108 = load i32, ptr %42, align 4
  %109 = add nsw i32 %107, %108
  store i32 %109, ptr %41, align 4
  %110 = load i32, ptr %41, align 4
  %111 = load i32, ptr %38, align 4
  %112 = icmp sgt i32 %110, %111
  br i1 %112, label %113, label %115

113:                                              ; preds = %100
  %114 = load i32, ptr %38, align 4
  br label %117

115:                                              ; preds = %100
  %116 = load i32, ptr %41, align 4
  br label %117

117:                                              ; preds = %115, %113
  %118 = phi i32 [ %114, %113 ], [ %116, %115 ]
  store i32 %118, ptr %41, align 4
  %119 = load i32, ptr %40, align 4
  store i32 %119, ptr %35, align 4
  br label %70

120:                                              ; preds = %70
  br label %121

121:                                              ; preds = %120
  %122 = load ptr, ptr %28, align 8
  %123 = load i32, ptr %122, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %123)
  br label %124

124:                                              ; preds = %121, %7
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #1 {
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
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
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca %struct.particle_set, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca %class.anon, align 8, addrspace(5)
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
  %53 = addrspacecast ptr addrspace(5) %31 to ptr
  store ptr %0, ptr %32, align 8
  store ptr %1, ptr %33, align 8
  store i64 %2, ptr %34, align 8
  store i64 %3, ptr %35, align 8
  store i64 %4, ptr %36, align 8
  store ptr %5, ptr %37, align 8
  store ptr %6, ptr %38, align 8
  store i64 %7, ptr %39, align 8
  store ptr %8, ptr %40, align 8
  %54 = load i32, ptr %36, align 4
  store i32 %54, ptr %43, align 4
  %55 = load i32, ptr %43, align 4
  %56 = sub nsw i32 %55, 0
  %57 = sdiv i32 %56, 1
  %58 = sub nsw i32 %57, 1
  store i32 %58, ptr %44, align 4
  store i32 0, ptr %45, align 4
  %59 = load i32, ptr %43, align 4
  %60 = icmp slt i32 0, %59
  br i1 %60, label %61, label %114

61:                                               ; preds = %9
  store i32 0, ptr %46, align 4
  %62 = load i32, ptr %44, align 4
  store i32 %62, ptr %47, align 4
  %63 = load i64, ptr %34, align 8
  %64 = trunc i64 %63 to i32
  %65 = load i64, ptr %35, align 8
  %66 = trunc i64 %65 to i32
  store i32 %64, ptr %46, align 4
  store i32 %66, ptr %47, align 4
  store i32 1, ptr %48, align 4
  store i32 0, ptr %49, align 4
  %67 = load ptr, ptr %32, align 8
  %68 = load i32, ptr %67, align 4
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %68, i32 33, ptr %49, ptr %46, ptr %47, ptr %48, i32 1, i32 1)
  %69 = load i32, ptr %46, align 4
  store i32 %69, ptr %41, align 4
  br label %70

70:                                               ; preds = %106, %61
  %71 = load i32, ptr %41, align 4
  %72 = sext i32 %71 to i64
  %73 = load i64, ptr %35, align 8
  %74 = icmp ule i64 %72, %73
  br i1 %74, label %75, label %110

75:                                               ; preds = %70
  %76 = load i32, ptr %41, align 4
  %77 = mul nsw i32 %76, 1
  %78 = add nsw i32 0, %77
  store i32 %78, ptr %50, align 4
  %79 = getelementptr inbounds nuw %struct.particle_set, ptr %51, i32 0, i32 0
  %80 = getelementptr inbounds nuw %struct.span, ptr %79, i32 0, i32 0
  %81 = load ptr, ptr %37, align 8
  store ptr %81, ptr %80, align 8
  %82 = getelementptr inbounds nuw %struct.span, ptr %79, i32 0, i32 1
  %83 = load i32, ptr %36, align 4
  store i32 %83, ptr %82, align 8
  %84 = getelementptr inbounds nuw %struct.particle_set, ptr %51, i32 0, i32 1
  %85 = getelementptr inbounds nuw %struct.span, ptr %84, i32 0, i32 0
  %86 = load ptr, ptr %38, align 8
  store ptr %86, ptr %85, align 8
  %87 = getelementptr inbounds nuw %struct.span, ptr %84, i32 0, i32 1
  %88 = load i32, ptr %36, align 4
  store i32 %88, ptr %87, align 8
  %89 = load i32, ptr %50, align 4
  %90 = load float, ptr %39, align 4
  call void @_ZN12particle_set4stepEif(ptr noundef nonnull align 8 dereferenceable(32) %51, i32 noundef %89, float noundef %90) #8
  %91 = load ptr, ptr %40, align 8
  %92 = load i32, ptr %50, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %91, i64 %93
  store ptr %94, ptr %52, align 8
  %95 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 0
  %96 = load ptr, ptr %52, align 8, !nonnull !9, !align !10
  store ptr %96, ptr %95, align 8
  %97 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 1
  store ptr %51, ptr %97, align 8
  %98 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 2
  store ptr %50, ptr %98, align 8
  %99 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 0
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 1
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds nuw %class.anon, ptr %53, i32 0, i32 2
  %104 = load ptr, ptr %103, align 8
  call void @"_ZL8for_eachIZ7advancePfS0_ifS0_E3$_0EviiT_"(i32 noundef 0, i32 noundef 1, ptr %100, ptr %102, ptr %104) #8
  br label %105

105:                                              ; preds = %75
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %41, align 4
  %108 = load i32, ptr %48, align 4
  %109 = add nsw i32 %107, %108
  store i32 %109, ptr %41, align 4
  br label %70

110:                                              ; preds = %70
  br label %111

111:                                              ; preds = %110
  %112 = load ptr, ptr %32, align 8
  %113 = load i32, ptr %112, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %113)
  br label %114

114:                                              ; preds = %111, %9
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN12particle_set4stepEif(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, float noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store float %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds nuw %struct.particle_set, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %8, align 4
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef %12) #8
  %14 = load float, ptr %13, align 4
  %15 = load float, ptr %9, align 4
  %16 = getelementptr inbounds nuw %struct.particle_set, ptr %10, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef %17) #8
  %19 = load float, ptr %18, align 4
  %20 = call float @llvm.fmuladd.f32(float %14, float %15, float %19)
  store float %20, ptr %18, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @"_ZL8for_eachIZ7advancePfS0_ifS0_E3$_0EviiT_"(i32 noundef %0, i32 noundef %1, ptr %2, ptr %3, ptr %4) #3 {
  %6 = alloca %class.anon, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  %12 = addrspacecast ptr addrspace(5) %8 to ptr
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = call align 16 ptr @__kmpc_alloc_shared(i64 24)
  %15 = getelementptr inbounds nuw %class.anon, ptr %10, i32 0, i32 0
  store ptr %2, ptr %15, align 8
  %16 = getelementptr inbounds nuw %class.anon, ptr %10, i32 0, i32 1
  store ptr %3, ptr %16, align 8
  %17 = getelementptr inbounds nuw %class.anon, ptr %10, i32 0, i32 2
  store ptr %4, ptr %17, align 8
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  %18 = load i32, ptr %11, align 4
  store i32 %18, ptr %13, align 4
  br label %19

19:                                               ; preds = %25, %5
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %12, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = load i32, ptr %13, align 4
  call void @"_ZZ7advancePfS_ifS_ENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef %24) #8
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %13, align 4
  br label %19, !llvm.loop !11

28:                                               ; preds = %19
  call void @__kmpc_free_shared(ptr %14, i64 24)
  ret void
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment to ptr), ptr %0)
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
  call void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #2
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  %21 = alloca %struct.accum, align 8, addrspace(5)
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
  %37 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr %0, ptr %22, align 8
  store ptr %1, ptr %23, align 8
  store i64 %2, ptr %24, align 8
  store ptr %3, ptr %25, align 8
  store ptr %4, ptr %26, align 8
  %38 = load ptr, ptr %25, align 8
  %39 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %38, ptr %39, align 8
  %40 = load i32, ptr %24, align 4
  %41 = sdiv i32 %40, 16
  store i32 %41, ptr %29, align 4
  %42 = load i32, ptr %29, align 4
  %43 = sub nsw i32 %42, 0
  %44 = sdiv i32 %43, 1
  %45 = sub nsw i32 %44, 1
  store i32 %45, ptr %30, align 4
  store i32 0, ptr %31, align 4
  %46 = load i32, ptr %29, align 4
  %47 = icmp slt i32 0, %46
  br i1 %47, label %48, label %89

48:                                               ; preds = %5
  store i32 0, ptr %32, align 4
  %49 = load i32, ptr %30, align 4
  store i32 %49, ptr %33, align 4
  store i32 1, ptr %34, align 4
  store i32 0, ptr %35, align 4
  %50 = load ptr, ptr %22, align 8
  %51 = load i32, ptr %50, align 4
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %51, i32 92, ptr %35, ptr %32, ptr %33, ptr %34, i32 1, i32 1)
  %52 = load i32, ptr %33, align 4
  %53 = load i32, ptr %30, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  %56 = load i32, ptr %30, align 4
  br label %59

57:                                               ; preds = %48
  %58 = load i32, ptr %33, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ]
  store i32 %60, ptr %33, align 4
  %61 = load i32, ptr %32, align 4
  store i32 %61, ptr %27, align 4
  br label %62

62:                                               ; preds = %82, %59
  %63 = load i32, ptr %27, align 4
  %64 = load i32, ptr %33, align 4
  %65 = icmp sle i32 %63, %64
  br i1 %65, label %66, label %85

66:                                               ; preds = %62
  %67 = load i32, ptr %27, align 4
  %68 = mul nsw i32 %67, 1
  %69 = add nsw i32 0, %68
  store i32 %69, ptr %36, align 4
  call void @_ZN5accumC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %37) #9
  %70 = load ptr, ptr %39, align 8
  %71 = load i32, ptr %36, align 4
  %72 = mul nsw i32 16, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %70, i64 %73
  call void @_ZN5accum3addEPKii(ptr noundef nonnull align 8 dereferenceable(8) %37, ptr noundef %74, i32 noundef 16) #8
  %75 = getelementptr inbounds nuw %struct.accum, ptr %37, i32 0, i32 0
  %76 = load i64, ptr %75, align 8
  %77 = load ptr, ptr %26, align 8
  %78 = load i32, ptr %36, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i64, ptr %77, i64 %79
  store i64 %76, ptr %80, align 8
  br label %81

81:                                               ; preds = %66
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %27, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %27, align 4
  br label %62

85:                                               ; preds = %62
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %22, align 8
  %88 = load i32, ptr %87, align 4
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %88)
  br label %89

89:                                               ; preds = %86, %5
  call void @__kmpc_free_shared(ptr %39, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5accumC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds nuw %struct.accum, ptr %4, i32 0, i32 0
  store i64 0, ptr %5, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5accum3addEPKii(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) #3 comdat align 2 {
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
  %12 = load ptr, ptr %8, align 8
  store i32 0, ptr %11, align 4
  br label %13

13:                                               ; preds = %27, %3
  %14 = load i32, ptr %11, align 4
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %30

17:                                               ; preds = %13
  %18 = load ptr, ptr %9, align 8
  %19 = load i32, ptr %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds nuw %struct.accum, ptr %12, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = add nsw i64 %25, %23
  store i64 %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %17
  %28 = load i32, ptr %11, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %11, align 4
  br label %13, !llvm.loop !13

30:                                               ; preds = %13
  ret void
}

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #6

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds nuw %struct.span, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %11, i64 %13
  ret ptr %14
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @"_ZZ7advancePfS_ifS_ENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #3 align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds nuw %class.anon, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8, !nonnull !9, !align !14
  %10 = getelementptr inbounds nuw %class.anon, ptr %7, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8, !nonnull !9, !align !10
  %12 = load i32, ptr %11, align 4
  %13 = call noundef float @_ZNK12particle_set6energyEi(ptr noundef nonnull align 8 dereferenceable(32) %9, i32 noundef %12) #8
  %14 = getelementptr inbounds nuw %class.anon, ptr %7, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8, !nonnull !9, !align !10
  store float %13, ptr %15, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK12particle_set6energyEi(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds nuw %struct.particle_set, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %8, align 4
  %12 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %11) #8
  %13 = load float, ptr %12, align 4
  %14 = fmul float 5.000000e-01, %13
  %15 = getelementptr inbounds nuw %struct.particle_set, ptr %9, i32 0, i32 1
  %16 = load i32, ptr %8, align 4
  %17 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %16) #8
  %18 = load float, ptr %17, align 4
  %19 = fmul float %14, %18
  ret float %19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds nuw %struct.span, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %11, i64 %13
  ret ptr %14
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { nounwind }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { alwaysinline }
attributes #5 = { nosync nounwind allocsize(0) }
attributes #6 = { nosync nounwind }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent }
attributes #9 = { convergent nounwind }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 0, i32 65024, i32 5317004, !"_Z10block_sumsPKiiPl", i32 41, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317004, !"_Z7advancePfS_ifS_", i32 23, i32 0, i32 0}
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{}
!10 = !{i64 4}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{i64 8}
