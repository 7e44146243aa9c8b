; ModuleID = 'bench/reach/src/17_optional_outputs.cu'
source_filename = "bench/reach/src/17_optional_outputs.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.__rhip_tid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_bid = type { i8 }

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK10__rhip_tidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_bidclEi = comdat any

@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@__hip_cuid_a48a95fc0ca3b67d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a48a95fc0ca3b67d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  %22 = addrspacecast ptr addrspace(5) %14 to ptr
  %23 = addrspacecast ptr addrspace(5) %15 to ptr
  %24 = addrspacecast ptr addrspace(5) %16 to ptr
  %25 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr %0, ptr %18, align 8
  store i32 %1, ptr %19, align 4
  store ptr %2, ptr %20, align 8
  store ptr %3, ptr %21, align 8
  store ptr %4, ptr %22, align 8
  store ptr %5, ptr %23, align 8
  %26 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  store i32 %26, ptr %24, align 4
  br label %27

27:                                               ; preds = %81, %6
  %28 = load i32, ptr %24, align 4
  %29 = load i32, ptr %19, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %85

31:                                               ; preds = %27
  %32 = load ptr, ptr %18, align 8
  %33 = load i32, ptr %24, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  %36 = load float, ptr %35, align 4
  store float %36, ptr %25, align 4
  %37 = load float, ptr %25, align 4
  %38 = load ptr, ptr %20, align 8
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %39, %37
  store float %40, ptr %38, align 4
  %41 = load ptr, ptr %21, align 8
  %42 = icmp ne ptr %41, null
  br i1 %42, label %43, label %50

43:                                               ; preds = %31
  %44 = load float, ptr %25, align 4
  %45 = load float, ptr %25, align 4
  %46 = fmul contract float %44, %45
  %47 = load ptr, ptr %21, align 8
  %48 = load float, ptr %47, align 4
  %49 = fadd contract float %48, %46
  store float %49, ptr %47, align 4
  br label %50

50:                                               ; preds = %43, %31
  %51 = load ptr, ptr %22, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %53, label %70

53:                                               ; preds = %50
  %54 = load ptr, ptr %22, align 8
  %55 = load float, ptr %54, align 4
  %56 = load float, ptr %25, align 4
  %57 = addrspacecast ptr addrspace(5) %7 to ptr
  %58 = addrspacecast ptr addrspace(5) %8 to ptr
  %59 = addrspacecast ptr addrspace(5) %9 to ptr
  store float %55, ptr %58, align 4
  store float %56, ptr %59, align 4
  %60 = load float, ptr %58, align 4
  %61 = load float, ptr %59, align 4
  %62 = fcmp contract ogt float %60, %61
  br i1 %62, label %63, label %65

63:                                               ; preds = %53
  %64 = load float, ptr %58, align 4
  br label %67

65:                                               ; preds = %53
  %66 = load float, ptr %59, align 4
  br label %67

67:                                               ; preds = %63, %65
  %68 = phi contract float [ %64, %63 ], [ %66, %65 ]
  %69 = load ptr, ptr %22, align 8
  store float %68, ptr %69, align 4
  br label %70

70:                                               ; preds = %67, %50
  %71 = load ptr, ptr %23, align 8
  %72 = icmp ne ptr %71, null
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load float, ptr %25, align 4
  %75 = fcmp contract une float %74, 0.000000e+00
  %76 = zext i1 %75 to i32
  %77 = load ptr, ptr %23, align 8
  %78 = load i32, ptr %77, align 4
  %79 = add nsw i32 %78, %76
  store i32 %79, ptr %77, align 4
  br label %80

80:                                               ; preds = %73, %70
  br label %81

81:                                               ; preds = %80
  %82 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %83 = load i32, ptr %24, align 4
  %84 = add i32 %83, %82
  store i32 %84, ptr %24, align 4
  br label %27, !llvm.loop !6

85:                                               ; preds = %27
  ret void
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
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #3
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
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #3
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9mean_onlyPKfiPf(ptr addrspace(1) noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2) #1 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  %19 = addrspacecast ptr addrspace(5) %13 to ptr
  %20 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %21 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %2, ptr %16, align 8
  %22 = load ptr, ptr %16, align 8
  store ptr %21, ptr %17, align 8
  store i32 %1, ptr %18, align 4
  store ptr %22, ptr %19, align 8
  store float 0.000000e+00, ptr %20, align 4
  %23 = load ptr, ptr %17, align 8
  %24 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %25 = load i32, ptr %18, align 4
  %26 = mul i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr %23, i64 %27
  %29 = load i32, ptr %18, align 4
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %28, i32 noundef %29, ptr noundef %20, ptr noundef null, ptr noundef null, ptr noundef null) #3
  %30 = load ptr, ptr %19, align 8
  %31 = load float, ptr %20, align 4
  %32 = addrspacecast ptr addrspace(5) %4 to ptr
  %33 = addrspacecast ptr addrspace(5) %5 to ptr
  %34 = addrspacecast ptr addrspace(5) %6 to ptr
  %35 = addrspacecast ptr addrspace(5) %7 to ptr
  %36 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr %30, ptr %33, align 8
  store float %31, ptr %34, align 4
  %37 = load ptr, ptr %33, align 8
  %38 = load float, ptr %34, align 4
  store float %38, ptr %35, align 4
  %39 = load float, ptr %35, align 4
  %40 = atomicrmw fadd ptr %37, float %39 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store float %40, ptr %36, align 4
  %41 = load float, ptr %36, align 4
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
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #3
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8mean_varPKfiPf(ptr addrspace(1) noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2) #1 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  %22 = addrspacecast ptr addrspace(5) %15 to ptr
  %23 = addrspacecast ptr addrspace(5) %16 to ptr
  %24 = addrspacecast ptr addrspace(5) %17 to ptr
  %25 = addrspacecast ptr addrspace(5) %18 to ptr
  %26 = addrspacecast ptr addrspace(5) %19 to ptr
  %27 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  %28 = load ptr, ptr %21, align 8
  store ptr addrspace(1) %2, ptr %22, align 8
  %29 = load ptr, ptr %22, align 8
  store ptr %28, ptr %23, align 8
  store i32 %1, ptr %24, align 4
  store ptr %29, ptr %25, align 8
  store float 0.000000e+00, ptr %26, align 4
  store float 0.000000e+00, ptr %27, align 4
  %30 = load ptr, ptr %23, align 8
  %31 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %32 = load i32, ptr %24, align 4
  %33 = mul i32 %31, %32
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr %30, i64 %34
  %36 = load i32, ptr %24, align 4
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %35, i32 noundef %36, ptr noundef %26, ptr noundef %27, ptr noundef null, ptr noundef null) #3
  %37 = load ptr, ptr %25, align 8
  %38 = getelementptr inbounds float, ptr %37, i64 0
  %39 = load float, ptr %26, align 4
  %40 = addrspacecast ptr addrspace(5) %4 to ptr
  %41 = addrspacecast ptr addrspace(5) %5 to ptr
  %42 = addrspacecast ptr addrspace(5) %6 to ptr
  %43 = addrspacecast ptr addrspace(5) %7 to ptr
  %44 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr %38, ptr %41, align 8
  store float %39, ptr %42, align 4
  %45 = load ptr, ptr %41, align 8
  %46 = load float, ptr %42, align 4
  store float %46, ptr %43, align 4
  %47 = load float, ptr %43, align 4
  %48 = atomicrmw fadd ptr %45, float %47 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store float %48, ptr %44, align 4
  %49 = load float, ptr %44, align 4
  %50 = load ptr, ptr %25, align 8
  %51 = getelementptr inbounds float, ptr %50, i64 1
  %52 = load float, ptr %27, align 4
  %53 = addrspacecast ptr addrspace(5) %9 to ptr
  %54 = addrspacecast ptr addrspace(5) %10 to ptr
  %55 = addrspacecast ptr addrspace(5) %11 to ptr
  %56 = addrspacecast ptr addrspace(5) %12 to ptr
  %57 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr %51, ptr %54, align 8
  store float %52, ptr %55, align 4
  %58 = load ptr, ptr %54, align 8
  %59 = load float, ptr %55, align 4
  store float %59, ptr %56, align 4
  %60 = load float, ptr %56, align 4
  %61 = atomicrmw fadd ptr %58, float %60 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store float %61, ptr %57, align 4
  %62 = load float, ptr %57, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10full_statsPKfiPfPi(ptr addrspace(1) noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #1 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca ptr, align 8, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca ptr, align 8, addrspace(5)
  %28 = alloca ptr, align 8, addrspace(5)
  %29 = alloca ptr, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca ptr, align 8, addrspace(5)
  %33 = alloca ptr, align 8, addrspace(5)
  %34 = alloca float, align 4, addrspace(5)
  %35 = alloca float, align 4, addrspace(5)
  %36 = alloca float, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = addrspacecast ptr addrspace(5) %27 to ptr
  %39 = addrspacecast ptr addrspace(5) %28 to ptr
  %40 = addrspacecast ptr addrspace(5) %29 to ptr
  %41 = addrspacecast ptr addrspace(5) %30 to ptr
  %42 = addrspacecast ptr addrspace(5) %31 to ptr
  %43 = addrspacecast ptr addrspace(5) %32 to ptr
  %44 = addrspacecast ptr addrspace(5) %33 to ptr
  %45 = addrspacecast ptr addrspace(5) %34 to ptr
  %46 = addrspacecast ptr addrspace(5) %35 to ptr
  %47 = addrspacecast ptr addrspace(5) %36 to ptr
  %48 = addrspacecast ptr addrspace(5) %37 to ptr
  store ptr addrspace(1) %0, ptr %38, align 8
  %49 = load ptr, ptr %38, align 8
  store ptr addrspace(1) %2, ptr %39, align 8
  %50 = load ptr, ptr %39, align 8
  store ptr addrspace(1) %3, ptr %40, align 8
  %51 = load ptr, ptr %40, align 8
  store ptr %49, ptr %41, align 8
  store i32 %1, ptr %42, align 4
  store ptr %50, ptr %43, align 8
  store ptr %51, ptr %44, align 8
  store float 0.000000e+00, ptr %45, align 4
  store float 0.000000e+00, ptr %46, align 4
  store float 0xC7EC363CC0000000, ptr %47, align 4
  store i32 0, ptr %48, align 4
  %52 = load ptr, ptr %41, align 8
  %53 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %54 = load i32, ptr %42, align 4
  %55 = mul i32 %53, %54
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr %52, i64 %56
  %58 = load i32, ptr %42, align 4
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %57, i32 noundef %58, ptr noundef %45, ptr noundef %46, ptr noundef %47, ptr noundef %48) #3
  %59 = load ptr, ptr %43, align 8
  %60 = getelementptr inbounds float, ptr %59, i64 0
  %61 = load float, ptr %45, align 4
  %62 = addrspacecast ptr addrspace(5) %17 to ptr
  %63 = addrspacecast ptr addrspace(5) %18 to ptr
  %64 = addrspacecast ptr addrspace(5) %19 to ptr
  %65 = addrspacecast ptr addrspace(5) %20 to ptr
  %66 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr %60, ptr %63, align 8
  store float %61, ptr %64, align 4
  %67 = load ptr, ptr %63, align 8
  %68 = load float, ptr %64, align 4
  store float %68, ptr %65, align 4
  %69 = load float, ptr %65, align 4
  %70 = atomicrmw fadd ptr %67, float %69 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store float %70, ptr %66, align 4
  %71 = load float, ptr %66, align 4
  %72 = load ptr, ptr %43, align 8
  %73 = getelementptr inbounds float, ptr %72, i64 1
  %74 = load float, ptr %46, align 4
  %75 = addrspacecast ptr addrspace(5) %22 to ptr
  %76 = addrspacecast ptr addrspace(5) %23 to ptr
  %77 = addrspacecast ptr addrspace(5) %24 to ptr
  %78 = addrspacecast ptr addrspace(5) %25 to ptr
  %79 = addrspacecast ptr addrspace(5) %26 to ptr
  store ptr %73, ptr %76, align 8
  store float %74, ptr %77, align 4
  %80 = load ptr, ptr %76, align 8
  %81 = load float, ptr %77, align 4
  store float %81, ptr %78, align 4
  %82 = load float, ptr %78, align 4
  %83 = atomicrmw fadd ptr %80, float %82 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store float %83, ptr %79, align 4
  %84 = load float, ptr %79, align 4
  %85 = load ptr, ptr %43, align 8
  %86 = getelementptr inbounds float, ptr %85, i64 2
  %87 = load float, ptr %47, align 4
  %88 = addrspacecast ptr addrspace(5) %10 to ptr
  %89 = addrspacecast ptr addrspace(5) %11 to ptr
  store float %87, ptr %89, align 4
  %90 = load i32, ptr %89, align 4
  %91 = addrspacecast ptr addrspace(5) %12 to ptr
  %92 = addrspacecast ptr addrspace(5) %13 to ptr
  %93 = addrspacecast ptr addrspace(5) %14 to ptr
  %94 = addrspacecast ptr addrspace(5) %15 to ptr
  %95 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr %86, ptr %92, align 8
  store i32 %90, ptr %93, align 4
  %96 = load ptr, ptr %92, align 8
  %97 = load i32, ptr %93, align 4
  store i32 %97, ptr %94, align 4
  %98 = load i32, ptr %94, align 4
  %99 = atomicrmw max ptr %96, i32 %98 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store i32 %99, ptr %95, align 4
  %100 = load i32, ptr %95, align 4
  %101 = load ptr, ptr %44, align 8
  %102 = load i32, ptr %48, align 4
  %103 = addrspacecast ptr addrspace(5) %5 to ptr
  %104 = addrspacecast ptr addrspace(5) %6 to ptr
  %105 = addrspacecast ptr addrspace(5) %7 to ptr
  %106 = addrspacecast ptr addrspace(5) %8 to ptr
  %107 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %101, ptr %104, align 8
  store i32 %102, ptr %105, align 4
  %108 = load ptr, ptr %104, align 8
  %109 = load i32, ptr %105, align 4
  store i32 %109, ptr %106, align 4
  %110 = load i32, ptr %106, align 4
  %111 = atomicrmw add ptr %108, i32 %110 syncscope("agent") monotonic, align 4, !noalias.addrspace !8, !amdgpu.no.fine.grained.memory !9, !amdgpu.no.remote.memory !9
  store i32 %111, ptr %107, align 4
  %112 = load i32, ptr %107, align 4
  ret void
}

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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #2

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
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

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
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!8 = !{i32 5, i32 6}
!9 = !{}
