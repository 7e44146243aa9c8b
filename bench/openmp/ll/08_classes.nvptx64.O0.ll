; ModuleID = 'src/08_classes.cpp'
source_filename = "src/08_classes.cpp"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.particle_set = type { %struct.span, %struct.span }
%struct.span = type { ptr, i32 }
%class.anon = type { ptr, ptr, ptr }
%struct.accum = type { i64 }

$_ZN12particle_set4stepEif = comdat any

$_ZN5accumC1Ev = comdat any

$_ZN5accum3addEPKii = comdat any

$_ZN4spanIfEixEi = comdat any

$_ZN5accumC2Ev = comdat any

$_ZNK12particle_set6energyEi = comdat any

$_ZNK4spanIfEixEi = comdat any

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %17 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment, ptr %0)
  %18 = icmp eq i32 %17, -1
  br i1 %18, label %19, label %28

19:                                               ; preds = %6
  %20 = call i32 @__kmpc_global_thread_num(ptr @1)
  %21 = load i32, ptr %8, align 4
  store i32 %21, ptr %13, align 4
  %22 = load i64, ptr %13, align 8
  %23 = load ptr, ptr %9, align 8
  %24 = load ptr, ptr %10, align 8
  %25 = load float, ptr %11, align 4
  store float %25, ptr %14, align 4
  %26 = load i64, ptr %14, align 8
  %27 = load ptr, ptr %12, align 8
  store i32 0, ptr %15, align 4
  store i32 %20, ptr %16, align 4
  call void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined(ptr %16, ptr %15, i64 %22, ptr %23, ptr %24, i64 %26, ptr %27) #2
  call void @__kmpc_target_deinit()
  ret void

28:                                               ; preds = %6
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
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
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca [7 x ptr], align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i64 %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %28 = load i32, ptr %10, align 4
  store i32 %28, ptr %17, align 4
  %29 = load i32, ptr %17, align 4
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %33 = load i32, ptr %17, align 4
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %104

35:                                               ; preds = %7
  store i32 0, ptr %20, align 4
  %36 = load i32, ptr %18, align 4
  store i32 %36, ptr %21, align 4
  store i32 1, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 %37)
  %40 = load i32, ptr %21, align 4
  %41 = load i32, ptr %18, align 4
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %18, align 4
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %21, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4
  %49 = load i32, ptr %20, align 4
  store i32 %49, ptr %15, align 4
  br label %50

50:                                               ; preds = %97, %47
  %51 = load i32, ptr %15, align 4
  %52 = load i32, ptr %18, align 4
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %100

55:                                               ; preds = %50
  %56 = load i32, ptr %20, align 4
  %57 = zext i32 %56 to i64
  %58 = load i32, ptr %21, align 4
  %59 = zext i32 %58 to i64
  %60 = load i32, ptr %10, align 4
  store i32 %60, ptr %25, align 4
  %61 = load i64, ptr %25, align 8
  %62 = load ptr, ptr %11, align 8
  %63 = load ptr, ptr %12, align 8
  %64 = load float, ptr %13, align 4
  store float %64, ptr %26, align 4
  %65 = load i64, ptr %26, align 8
  %66 = load ptr, ptr %14, align 8
  %67 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 0
  %68 = inttoptr i64 %57 to ptr
  store ptr %68, ptr %67, align 8
  %69 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 1
  %70 = inttoptr i64 %59 to ptr
  store ptr %70, ptr %69, align 8
  %71 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 2
  %72 = inttoptr i64 %61 to ptr
  store ptr %72, ptr %71, align 8
  %73 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 3
  store ptr %62, ptr %73, align 8
  %74 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 4
  store ptr %63, ptr %74, align 8
  %75 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 5
  %76 = inttoptr i64 %65 to ptr
  store ptr %76, ptr %75, align 8
  %77 = getelementptr inbounds [7 x ptr], ptr %27, i64 0, i64 6
  store ptr %66, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %79, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined, ptr null, ptr %27, i64 7, i32 0)
  br label %80

80:                                               ; preds = %55
  %81 = load i32, ptr %15, align 4
  %82 = load i32, ptr %22, align 4
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %15, align 4
  %84 = load i32, ptr %20, align 4
  %85 = load i32, ptr %22, align 4
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %20, align 4
  %87 = load i32, ptr %21, align 4
  %88 = load i32, ptr %22, align 4
  %89 = add nsw i32 %87, %88
  store i32 %89, ptr %21, align 4
  %90 = load i32, ptr %21, align 4
  %91 = load i32, ptr %18, align 4
  %92 = icmp sgt i32 %90, %91
  br i1 %92, label %93, label %95

93:                                               ; preds = %80
  %94 = load i32, ptr %18, align 4
  br label %97

95:                                               ; preds = %80
  %96 = load i32, ptr %21, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %94, %93 ], [ %96, %95 ]
  store i32 %98, ptr %21, align 4
  %99 = load i32, ptr %20, align 4
  store i32 %99, ptr %15, align 4
  br label %50

100:                                              ; preds = %50
  br label %101

101:                                              ; preds = %100
  %102 = load ptr, ptr %8, align 8
  %103 = load i32, ptr %102, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %103)
  br label %104

104:                                              ; preds = %101, %7
  ret void
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
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
  %28 = alloca i32, align 4
  %29 = alloca %struct.particle_set, align 8
  %30 = alloca ptr, align 8
  %31 = alloca %class.anon, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %32 = load i32, ptr %14, align 4
  store i32 %32, ptr %21, align 4
  %33 = load i32, ptr %21, align 4
  %34 = sub nsw i32 %33, 0
  %35 = sdiv i32 %34, 1
  %36 = sub nsw i32 %35, 1
  store i32 %36, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %37 = load i32, ptr %21, align 4
  %38 = icmp slt i32 0, %37
  br i1 %38, label %39, label %86

39:                                               ; preds = %9
  store i32 0, ptr %24, align 4
  %40 = load i32, ptr %22, align 4
  store i32 %40, ptr %25, align 4
  %41 = load i64, ptr %12, align 8
  %42 = trunc i64 %41 to i32
  %43 = load i64, ptr %13, align 8
  %44 = trunc i64 %43 to i32
  store i32 %42, ptr %24, align 4
  store i32 %44, ptr %25, align 4
  store i32 1, ptr %26, align 4
  store i32 0, ptr %27, align 4
  %45 = load ptr, ptr %10, align 8
  %46 = load i32, ptr %45, align 4
  call void @__kmpc_for_static_init_4(ptr @3, i32 %46, i32 33, ptr %27, ptr %24, ptr %25, ptr %26, i32 1, i32 1)
  %47 = load i32, ptr %24, align 4
  store i32 %47, ptr %19, align 4
  br label %48

48:                                               ; preds = %78, %39
  %49 = load i32, ptr %19, align 4
  %50 = sext i32 %49 to i64
  %51 = load i64, ptr %13, align 8
  %52 = icmp ule i64 %50, %51
  br i1 %52, label %53, label %82

53:                                               ; preds = %48
  %54 = load i32, ptr %19, align 4
  %55 = mul nsw i32 %54, 1
  %56 = add nsw i32 0, %55
  store i32 %56, ptr %28, align 4
  %57 = getelementptr inbounds nuw %struct.particle_set, ptr %29, i32 0, i32 0
  %58 = getelementptr inbounds nuw %struct.span, ptr %57, i32 0, i32 0
  %59 = load ptr, ptr %15, align 8
  store ptr %59, ptr %58, align 8
  %60 = getelementptr inbounds nuw %struct.span, ptr %57, i32 0, i32 1
  %61 = load i32, ptr %14, align 4
  store i32 %61, ptr %60, align 8
  %62 = getelementptr inbounds nuw %struct.particle_set, ptr %29, i32 0, i32 1
  %63 = getelementptr inbounds nuw %struct.span, ptr %62, i32 0, i32 0
  %64 = load ptr, ptr %16, align 8
  store ptr %64, ptr %63, align 8
  %65 = getelementptr inbounds nuw %struct.span, ptr %62, i32 0, i32 1
  %66 = load i32, ptr %14, align 4
  store i32 %66, ptr %65, align 8
  %67 = load i32, ptr %28, align 4
  %68 = load float, ptr %17, align 4
  call void @_ZN12particle_set4stepEif(ptr noundef nonnull align 8 dereferenceable(32) %29, i32 noundef %67, float noundef %68) #8
  %69 = load ptr, ptr %18, align 8
  %70 = load i32, ptr %28, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %69, i64 %71
  store ptr %72, ptr %30, align 8
  %73 = getelementptr inbounds nuw %class.anon, ptr %31, i32 0, i32 0
  %74 = load ptr, ptr %30, align 8, !nonnull !9, !align !10
  store ptr %74, ptr %73, align 8
  %75 = getelementptr inbounds nuw %class.anon, ptr %31, i32 0, i32 1
  store ptr %29, ptr %75, align 8
  %76 = getelementptr inbounds nuw %class.anon, ptr %31, i32 0, i32 2
  store ptr %28, ptr %76, align 8
  call void @"_ZL8for_eachIZ7advancePfS0_ifS0_E3$_0EviiT_"(i32 noundef 0, i32 noundef 1, ptr noundef byval(%class.anon) align 8 %31) #8
  br label %77

77:                                               ; preds = %53
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %19, align 4
  %80 = load i32, ptr %26, align 4
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %19, align 4
  br label %48

82:                                               ; preds = %48
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %10, align 8
  %85 = load i32, ptr %84, align 4
  call void @__kmpc_for_static_fini(ptr @3, i32 %85)
  br label %86

86:                                               ; preds = %83, %9
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN12particle_set4stepEif(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, float noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds nuw %struct.particle_set, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  %10 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %9) #8
  %11 = load float, ptr %10, align 4
  %12 = load float, ptr %6, align 4
  %13 = getelementptr inbounds nuw %struct.particle_set, ptr %7, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef %14) #8
  %16 = load float, ptr %15, align 4
  %17 = call float @llvm.fmuladd.f32(float %11, float %12, float %16)
  store float %17, ptr %15, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @"_ZL8for_eachIZ7advancePfS0_ifS0_E3$_0EviiT_"(i32 noundef %0, i32 noundef %1, ptr noundef byval(%class.anon) align 8 %2) #3 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = call align 16 ptr @__kmpc_alloc_shared(i64 24)
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %6, align 4
  br label %9

9:                                                ; preds = %15, %3
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  call void @"_ZZ7advancePfS_ifS_ENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(24) %2, i32 noundef %14) #8
  br label %15

15:                                               ; preds = %13
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  br label %9, !llvm.loop !11

18:                                               ; preds = %9
  call void @__kmpc_free_shared(ptr %7, i64 24)
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
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment, ptr %0)
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
  call void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #2
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  %21 = alloca %struct.accum, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %22, ptr %23, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sdiv i32 %24, 16
  store i32 %25, ptr %13, align 4
  %26 = load i32, ptr %13, align 4
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %30 = load i32, ptr %13, align 4
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %73

32:                                               ; preds = %5
  store i32 0, ptr %16, align 4
  %33 = load i32, ptr %14, align 4
  store i32 %33, ptr %17, align 4
  store i32 1, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %35, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %36 = load i32, ptr %17, align 4
  %37 = load i32, ptr %14, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %14, align 4
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %17, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %17, align 4
  %45 = load i32, ptr %16, align 4
  store i32 %45, ptr %11, align 4
  br label %46

46:                                               ; preds = %66, %43
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %17, align 4
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %50, label %69

50:                                               ; preds = %46
  %51 = load i32, ptr %11, align 4
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %20, align 4
  call void @_ZN5accumC1Ev(ptr noundef nonnull align 8 dereferenceable(8) %21) #9
  %54 = load ptr, ptr %23, align 8
  %55 = load i32, ptr %20, align 4
  %56 = mul nsw i32 16, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %54, i64 %57
  call void @_ZN5accum3addEPKii(ptr noundef nonnull align 8 dereferenceable(8) %21, ptr noundef %58, i32 noundef 16) #8
  %59 = getelementptr inbounds nuw %struct.accum, ptr %21, i32 0, i32 0
  %60 = load i64, ptr %59, align 8
  %61 = load ptr, ptr %10, align 8
  %62 = load i32, ptr %20, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %61, i64 %63
  store i64 %60, ptr %64, align 8
  br label %65

65:                                               ; preds = %50
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %11, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %11, align 4
  br label %46

69:                                               ; preds = %46
  br label %70

70:                                               ; preds = %69
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %71, align 4
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %72)
  br label %73

73:                                               ; preds = %70, %5
  call void @__kmpc_free_shared(ptr %23, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5accumC1Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5accumC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5accum3addEPKii(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %23, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds nuw %struct.accum, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = add nsw i64 %21, %19
  store i64 %22, ptr %20, align 8
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %9, !llvm.loop !13

26:                                               ; preds = %9
  ret void
}

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #6

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.span, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %7, i64 %9
  ret ptr %10
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5accumC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.accum, ptr %3, i32 0, i32 0
  store i64 0, ptr %4, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @"_ZZ7advancePfS_ifS_ENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #3 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8, !nonnull !9, !align !14
  %8 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8, !nonnull !9, !align !10
  %10 = load i32, ptr %9, align 4
  %11 = call noundef float @_ZNK12particle_set6energyEi(ptr noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %10) #8
  %12 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8, !nonnull !9, !align !10
  store float %11, ptr %13, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK12particle_set6energyEi(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.particle_set, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  %8 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef %7) #8
  %9 = load float, ptr %8, align 4
  %10 = fmul float 5.000000e-01, %9
  %11 = getelementptr inbounds nuw %struct.particle_set, ptr %5, i32 0, i32 1
  %12 = load i32, ptr %4, align 4
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef %12) #8
  %14 = load float, ptr %13, align 4
  %15 = fmul float %10, %14
  ret float %15
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4spanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.span, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %7, i64 %9
  ret ptr %10
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { nounwind }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
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
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
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
