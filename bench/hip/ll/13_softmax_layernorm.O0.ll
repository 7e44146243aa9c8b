; ModuleID = 'bench/reach/src/13_softmax_layernorm.cu'
source_filename = "bench/reach/src/13_softmax_layernorm.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.__rhip_coord.2 = type { i8 }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_tid = type { i8 }
%struct.__rhip_gdim = type { i8 }

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_gdimE2gxEv = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

$_ZNK11__rhip_gdimclEi = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@_ZZ14softmax_sharedPKfPfiE3row = internal addrspace(3) global [256 x float] undef, align 16
@gridDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.2, align 1
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_3e85b0ed42c5ad9b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_3e85b0ed42c5ad9b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z7row_maxPKfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %0, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store float 0xC7EC363CC0000000, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %16

16:                                               ; preds = %39, %2
  %17 = load i32, ptr %15, align 4
  %18 = load i32, ptr %13, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %42

20:                                               ; preds = %16
  %21 = load float, ptr %14, align 4
  %22 = load ptr, ptr %12, align 8
  %23 = load i32, ptr %15, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = addrspacecast ptr addrspace(5) %3 to ptr
  %28 = addrspacecast ptr addrspace(5) %4 to ptr
  %29 = addrspacecast ptr addrspace(5) %5 to ptr
  store float %21, ptr %28, align 4
  store float %26, ptr %29, align 4
  %30 = load float, ptr %28, align 4
  %31 = load float, ptr %29, align 4
  %32 = fcmp contract ogt float %30, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %20
  %34 = load float, ptr %28, align 4
  br label %37

35:                                               ; preds = %20
  %36 = load float, ptr %29, align 4
  br label %37

37:                                               ; preds = %33, %35
  %38 = phi contract float [ %34, %33 ], [ %36, %35 ]
  store float %38, ptr %14, align 4
  br label %39

39:                                               ; preds = %37
  %40 = load i32, ptr %15, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %15, align 4
  br label %16, !llvm.loop !6

42:                                               ; preds = %16
  %43 = load float, ptr %14, align 4
  ret float %43
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z11row_sum_expPKffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %13, align 8
  store float %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store float 0.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %37, %3
  %19 = load i32, ptr %17, align 4
  %20 = load i32, ptr %15, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %40

22:                                               ; preds = %18
  %23 = load ptr, ptr %13, align 8
  %24 = load i32, ptr %17, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = load float, ptr %14, align 4
  %29 = fsub contract float %27, %28
  %30 = addrspacecast ptr addrspace(5) %4 to ptr
  %31 = addrspacecast ptr addrspace(5) %5 to ptr
  store float %29, ptr %31, align 4
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %32, 0x3FF7154760000000
  %34 = call contract noundef float @llvm.amdgcn.exp2.f32(float %33)
  %35 = load float, ptr %16, align 4
  %36 = fadd contract float %35, %34
  store float %36, ptr %16, align 4
  br label %37

37:                                               ; preds = %22
  %38 = load i32, ptr %17, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %17, align 4
  br label %18, !llvm.loop !8

40:                                               ; preds = %18
  %41 = load float, ptr %16, align 4
  ret float %41
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z7momentsPKfiPfS1_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store float 0.000000e+00, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %19

19:                                               ; preds = %44, %4
  %20 = load i32, ptr %18, align 4
  %21 = load i32, ptr %13, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %47

23:                                               ; preds = %19
  %24 = load ptr, ptr %12, align 8
  %25 = load i32, ptr %18, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = load float, ptr %16, align 4
  %30 = fadd contract float %29, %28
  store float %30, ptr %16, align 4
  %31 = load ptr, ptr %12, align 8
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load ptr, ptr %12, align 8
  %37 = load i32, ptr %18, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %36, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %35, %40
  %42 = load float, ptr %17, align 4
  %43 = fadd contract float %42, %41
  store float %43, ptr %17, align 4
  br label %44

44:                                               ; preds = %23
  %45 = load i32, ptr %18, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %18, align 4
  br label %19, !llvm.loop !9

47:                                               ; preds = %19
  %48 = load float, ptr %16, align 4
  %49 = load i32, ptr %13, align 4
  %50 = sitofp i32 %49 to float
  %51 = fdiv contract float %48, %50
  %52 = load ptr, ptr %14, align 8
  store float %51, ptr %52, align 4
  %53 = load float, ptr %17, align 4
  %54 = load i32, ptr %13, align 4
  %55 = sitofp i32 %54 to float
  %56 = fdiv contract float %53, %55
  %57 = load float, ptr %16, align 4
  %58 = load i32, ptr %13, align 4
  %59 = sitofp i32 %58 to float
  %60 = fdiv contract float %57, %59
  %61 = load float, ptr %16, align 4
  %62 = load i32, ptr %13, align 4
  %63 = sitofp i32 %62 to float
  %64 = fdiv contract float %61, %63
  %65 = fmul contract float %60, %64
  %66 = fsub contract float %56, %65
  %67 = load ptr, ptr %15, align 8
  store float %66, ptr %67, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z9normalizePfiffPKfS1_(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr %0, ptr %14, align 8
  store i32 %1, ptr %15, align 4
  store float %2, ptr %16, align 4
  store float %3, ptr %17, align 4
  store ptr %4, ptr %18, align 8
  store ptr %5, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %21

21:                                               ; preds = %51, %6
  %22 = load i32, ptr %20, align 4
  %23 = load i32, ptr %15, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %54

25:                                               ; preds = %21
  %26 = load ptr, ptr %14, align 8
  %27 = load i32, ptr %20, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr %16, align 4
  %32 = fsub contract float %30, %31
  %33 = load float, ptr %17, align 4
  %34 = fmul contract float %32, %33
  %35 = load ptr, ptr %18, align 8
  %36 = load i32, ptr %20, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %34, %39
  %41 = load ptr, ptr %19, align 8
  %42 = load i32, ptr %20, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %40, %45
  %47 = load ptr, ptr %14, align 8
  %48 = load i32, ptr %20, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  store float %46, ptr %50, align 4
  br label %51

51:                                               ; preds = %25
  %52 = load i32, ptr %20, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %20, align 4
  br label %21, !llvm.loop !10

54:                                               ; preds = %21
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z12softmax_rowsPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #1 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
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
  store ptr addrspace(1) %0, ptr %16, align 8
  %26 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %27 = load ptr, ptr %17, align 8
  store ptr %26, ptr %18, align 8
  store ptr %27, ptr %19, align 8
  store i32 %2, ptr %20, align 4
  %28 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %29 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %30 = mul i32 %28, %29
  %31 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %32 = add i32 %30, %31
  store i32 %32, ptr %21, align 4
  %33 = load i32, ptr %21, align 4
  %34 = load i32, ptr %20, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %3
  br label %76

37:                                               ; preds = %3
  %38 = load ptr, ptr %18, align 8
  %39 = load i32, ptr %21, align 4
  %40 = mul nsw i32 %39, 256
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %38, i64 %41
  store ptr %42, ptr %22, align 8
  %43 = load ptr, ptr %22, align 8
  %44 = call contract noundef float @_Z7row_maxPKfi(ptr noundef %43, i32 noundef 256) #5
  store float %44, ptr %23, align 4
  %45 = load ptr, ptr %22, align 8
  %46 = load float, ptr %23, align 4
  %47 = call contract noundef float @_Z11row_sum_expPKffi(ptr noundef %45, float noundef %46, i32 noundef 256) #5
  store float %47, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %48

48:                                               ; preds = %73, %37
  %49 = load i32, ptr %25, align 4
  %50 = icmp slt i32 %49, 256
  br i1 %50, label %51, label %76

51:                                               ; preds = %48
  %52 = load ptr, ptr %22, align 8
  %53 = load i32, ptr %25, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr %23, align 4
  %58 = fsub contract float %56, %57
  %59 = addrspacecast ptr addrspace(5) %4 to ptr
  %60 = addrspacecast ptr addrspace(5) %5 to ptr
  store float %58, ptr %60, align 4
  %61 = load float, ptr %60, align 4
  %62 = fmul contract float %61, 0x3FF7154760000000
  %63 = call contract noundef float @llvm.amdgcn.exp2.f32(float %62)
  %64 = load float, ptr %24, align 4
  %65 = fdiv contract float %63, %64
  %66 = load ptr, ptr %19, align 8
  %67 = load i32, ptr %21, align 4
  %68 = mul nsw i32 %67, 256
  %69 = load i32, ptr %25, align 4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %66, i64 %71
  store float %65, ptr %72, align 4
  br label %73

73:                                               ; preds = %51
  %74 = load i32, ptr %25, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %25, align 4
  br label %48, !llvm.loop !11

76:                                               ; preds = %36, %48
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #5
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bdim, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #5
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_tid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #5
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14softmax_sharedPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #1 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
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
  store ptr addrspace(1) %0, ptr %16, align 8
  %26 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %27 = load ptr, ptr %17, align 8
  store ptr %26, ptr %18, align 8
  store ptr %27, ptr %19, align 8
  store i32 %2, ptr %20, align 4
  %28 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  store i32 %28, ptr %21, align 4
  br label %29

29:                                               ; preds = %88, %3
  %30 = load i32, ptr %21, align 4
  %31 = load i32, ptr %20, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %92

33:                                               ; preds = %29
  %34 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  store i32 %34, ptr %22, align 4
  br label %35

35:                                               ; preds = %50, %33
  %36 = load i32, ptr %22, align 4
  %37 = icmp slt i32 %36, 256
  br i1 %37, label %38, label %54

38:                                               ; preds = %35
  %39 = load ptr, ptr %18, align 8
  %40 = load i32, ptr %21, align 4
  %41 = mul nsw i32 %40, 256
  %42 = load i32, ptr %22, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %39, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load i32, ptr %22, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 0, i64 %48
  store float %46, ptr %49, align 4
  br label %50

50:                                               ; preds = %38
  %51 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %52 = load i32, ptr %22, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr %22, align 4
  br label %35, !llvm.loop !12

54:                                               ; preds = %35
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %55 = call contract noundef float @_Z7row_maxPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i32 noundef 256) #5
  store float %55, ptr %23, align 4
  %56 = load float, ptr %23, align 4
  %57 = call contract noundef float @_Z11row_sum_expPKffi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), float noundef %56, i32 noundef 256) #5
  store float %57, ptr %24, align 4
  %58 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  store i32 %58, ptr %25, align 4
  br label %59

59:                                               ; preds = %83, %54
  %60 = load i32, ptr %25, align 4
  %61 = icmp slt i32 %60, 256
  br i1 %61, label %62, label %87

62:                                               ; preds = %59
  %63 = load i32, ptr %25, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = load float, ptr %23, align 4
  %68 = fsub contract float %66, %67
  %69 = addrspacecast ptr addrspace(5) %4 to ptr
  %70 = addrspacecast ptr addrspace(5) %5 to ptr
  store float %68, ptr %70, align 4
  %71 = load float, ptr %70, align 4
  %72 = fmul contract float %71, 0x3FF7154760000000
  %73 = call contract noundef float @llvm.amdgcn.exp2.f32(float %72)
  %74 = load float, ptr %24, align 4
  %75 = fdiv contract float %73, %74
  %76 = load ptr, ptr %19, align 8
  %77 = load i32, ptr %21, align 4
  %78 = mul nsw i32 %77, 256
  %79 = load i32, ptr %25, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %76, i64 %81
  store float %75, ptr %82, align 4
  br label %83

83:                                               ; preds = %62
  %84 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %85 = load i32, ptr %25, align 4
  %86 = add i32 %85, %84
  store i32 %86, ptr %25, align 4
  br label %59, !llvm.loop !13

87:                                               ; preds = %59
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %88

88:                                               ; preds = %87
  %89 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_gdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #5
  %90 = load i32, ptr %21, align 4
  %91 = add i32 %90, %89
  store i32 %91, ptr %21, align 4
  br label %29, !llvm.loop !14

92:                                               ; preds = %29
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_gdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_gdim, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK11__rhip_gdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #5
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9layernormPfPKfS1_i(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #1 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
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
  store ptr addrspace(1) %0, ptr %17, align 8
  %27 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %1, ptr %18, align 8
  %28 = load ptr, ptr %18, align 8
  store ptr addrspace(1) %2, ptr %19, align 8
  %29 = load ptr, ptr %19, align 8
  store ptr %27, ptr %20, align 8
  store ptr %28, ptr %21, align 8
  store ptr %29, ptr %22, align 8
  store i32 %3, ptr %23, align 4
  %30 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %31 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %32 = mul i32 %30, %31
  %33 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %34 = add i32 %32, %33
  store i32 %34, ptr %24, align 4
  %35 = load i32, ptr %24, align 4
  %36 = load i32, ptr %23, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %4
  br label %59

39:                                               ; preds = %4
  %40 = load ptr, ptr %20, align 8
  %41 = load i32, ptr %24, align 4
  %42 = mul nsw i32 %41, 256
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %40, i64 %43
  call void @_Z7momentsPKfiPfS1_(ptr noundef %44, i32 noundef 256, ptr noundef %25, ptr noundef %26) #5
  %45 = load ptr, ptr %20, align 8
  %46 = load i32, ptr %24, align 4
  %47 = mul nsw i32 %46, 256
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %45, i64 %48
  %50 = load float, ptr %25, align 4
  %51 = load float, ptr %26, align 4
  %52 = fadd contract float %51, 0x3EE4F8B580000000
  %53 = addrspacecast ptr addrspace(5) %5 to ptr
  %54 = addrspacecast ptr addrspace(5) %6 to ptr
  store float %52, ptr %54, align 4
  %55 = load float, ptr %54, align 4
  %56 = call contract noundef float @llvm.amdgcn.rsq.f32(float %55)
  %57 = load ptr, ptr %21, align 8
  %58 = load ptr, ptr %22, align 8
  call void @_Z9normalizePfiffPKfS1_(ptr noundef %49, i32 noundef 256, float noundef %50, float noundef %56, ptr noundef %57, ptr noundef %58) #5
  br label %59

59:                                               ; preds = %39, %38
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.exp2.f32(float) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %23

14:                                               ; preds = %2
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %21

19:                                               ; preds = %14
  %20 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %11 = load ptr, ptr %8, align 8
  %12 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %13 = addrspacecast ptr addrspace(4) %12 to ptr
  store ptr %13, ptr %10, align 8
  %14 = load ptr, ptr %10, align 8
  %15 = load i32, ptr %9, align 4
  %16 = add nsw i32 2, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr %14, i64 %17
  %19 = load i16, ptr %18, align 2
  %20 = zext i16 %19 to i32
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %23

14:                                               ; preds = %2
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %21

19:                                               ; preds = %14
  %20 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK11__rhip_gdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %15 = addrspacecast ptr addrspace(4) %14 to ptr
  store ptr %15, ptr %11, align 8
  %16 = load ptr, ptr %11, align 8
  store ptr %16, ptr %12, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = load i32, ptr %10, align 4
  %19 = add nsw i32 3, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %17, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %12, align 8
  %24 = load i32, ptr %10, align 4
  %25 = add nsw i32 2, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i16, ptr %23, i64 %26
  %28 = load i16, ptr %27, align 2
  %29 = zext i16 %28 to i32
  %30 = udiv i32 %22, %29
  ret i32 %30
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
