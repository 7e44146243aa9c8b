; ModuleID = 'bench/reach/src/15_kmeans.cu'
source_filename = "bench/reach/src/15_kmeans.cu"
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

@_ZZ6assignPKfS0_PiiE4cent = internal addrspace(3) global [128 x float] undef, align 16
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_2bacac38fb887b04 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_2bacac38fb887b04 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  store float 0.000000e+00, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %18

18:                                               ; preds = %39, %3
  %19 = load i32, ptr %16, align 4
  %20 = load i32, ptr %14, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %42

22:                                               ; preds = %18
  %23 = load ptr, ptr %12, align 8
  %24 = load i32, ptr %16, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = load ptr, ptr %13, align 8
  %29 = load i32, ptr %16, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fsub contract float %27, %32
  store float %33, ptr %17, align 4
  %34 = load float, ptr %17, align 4
  %35 = load float, ptr %17, align 4
  %36 = fmul contract float %34, %35
  %37 = load float, ptr %15, align 4
  %38 = fadd contract float %37, %36
  store float %38, ptr %15, align 4
  br label %39

39:                                               ; preds = %22
  %40 = load i32, ptr %16, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %16, align 4
  br label %18, !llvm.loop !6

42:                                               ; preds = %18
  %43 = load float, ptr %15, align 4
  ret float %43
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  store i32 %3, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %23 = load ptr, ptr %15, align 8
  %24 = load ptr, ptr %16, align 8
  %25 = load i32, ptr %18, align 4
  %26 = call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %23, ptr noundef %24, i32 noundef %25) #4
  store float %26, ptr %20, align 4
  store i32 1, ptr %21, align 4
  br label %27

27:                                               ; preds = %48, %4
  %28 = load i32, ptr %21, align 4
  %29 = load i32, ptr %17, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %51

31:                                               ; preds = %27
  %32 = load ptr, ptr %15, align 8
  %33 = load ptr, ptr %16, align 8
  %34 = load i32, ptr %21, align 4
  %35 = load i32, ptr %18, align 4
  %36 = mul nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %33, i64 %37
  %39 = load i32, ptr %18, align 4
  %40 = call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %32, ptr noundef %38, i32 noundef %39) #4
  store float %40, ptr %22, align 4
  %41 = load float, ptr %22, align 4
  %42 = load float, ptr %20, align 4
  %43 = fcmp contract olt float %41, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %31
  %45 = load float, ptr %22, align 4
  store float %45, ptr %20, align 4
  %46 = load i32, ptr %21, align 4
  store i32 %46, ptr %19, align 4
  br label %47

47:                                               ; preds = %44, %31
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %21, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %21, align 4
  br label %27, !llvm.loop !8

51:                                               ; preds = %27
  %52 = load i32, ptr %19, align 4
  ret i32 %52
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z9add_pointPfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %21
  store float %27, ptr %25, align 4
  br label %28

28:                                               ; preds = %16
  %29 = load i32, ptr %11, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %11, align 4
  br label %12, !llvm.loop !9

31:                                               ; preds = %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z6assignPKfS0_Pii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  %23 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  %24 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %2, ptr %16, align 8
  %25 = load ptr, ptr %16, align 8
  store ptr %23, ptr %17, align 8
  store ptr %24, ptr %18, align 8
  store ptr %25, ptr %19, align 8
  store i32 %3, ptr %20, align 4
  %26 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  store i32 %26, ptr %21, align 4
  br label %27

27:                                               ; preds = %39, %4
  %28 = load i32, ptr %21, align 4
  %29 = icmp slt i32 %28, 128
  br i1 %29, label %30, label %43

30:                                               ; preds = %27
  %31 = load ptr, ptr %18, align 8
  %32 = load i32, ptr %21, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load i32, ptr %21, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i64 0, i64 %37
  store float %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %30
  %40 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %41 = load i32, ptr %21, align 4
  %42 = add i32 %41, %40
  store i32 %42, ptr %21, align 4
  br label %27, !llvm.loop !10

43:                                               ; preds = %27
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %45 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %46 = mul i32 %44, %45
  %47 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %48 = add i32 %46, %47
  store i32 %48, ptr %22, align 4
  %49 = load i32, ptr %22, align 4
  %50 = load i32, ptr %20, align 4
  %51 = icmp slt i32 %49, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %43
  %53 = load ptr, ptr %17, align 8
  %54 = load i32, ptr %22, align 4
  %55 = mul nsw i32 %54, 8
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %53, i64 %56
  %58 = call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %57, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i32 noundef 16, i32 noundef 8) #4
  %59 = load ptr, ptr %19, align 8
  %60 = load i32, ptr %22, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4
  br label %63

63:                                               ; preds = %52, %43
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
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #4
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
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #4
  ret i32 %9
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
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #4
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13assign_globalPKfS0_Pii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
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
  store ptr addrspace(1) %0, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %22 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %23 = load ptr, ptr %15, align 8
  store ptr %21, ptr %16, align 8
  store ptr %22, ptr %17, align 8
  store ptr %23, ptr %18, align 8
  store i32 %3, ptr %19, align 4
  %24 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %25 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %26 = mul i32 %24, %25
  %27 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %28 = add i32 %26, %27
  store i32 %28, ptr %20, align 4
  %29 = load i32, ptr %20, align 4
  %30 = load i32, ptr %19, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %44

32:                                               ; preds = %4
  %33 = load ptr, ptr %16, align 8
  %34 = load i32, ptr %20, align 4
  %35 = mul nsw i32 %34, 8
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %33, i64 %36
  %38 = load ptr, ptr %17, align 8
  %39 = call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %37, ptr noundef %38, i32 noundef 16, i32 noundef 8) #4
  %40 = load ptr, ptr %18, align 8
  %41 = load i32, ptr %20, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  store i32 %39, ptr %43, align 4
  br label %44

44:                                               ; preds = %32, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z6updatePKfPKiPfPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, i32 noundef %4) #1 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca ptr, align 8, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca ptr, align 8, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca [8 x float], align 16, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  %33 = addrspacecast ptr addrspace(5) %19 to ptr
  %34 = addrspacecast ptr addrspace(5) %20 to ptr
  %35 = addrspacecast ptr addrspace(5) %21 to ptr
  %36 = addrspacecast ptr addrspace(5) %22 to ptr
  %37 = addrspacecast ptr addrspace(5) %23 to ptr
  %38 = addrspacecast ptr addrspace(5) %24 to ptr
  %39 = addrspacecast ptr addrspace(5) %25 to ptr
  %40 = addrspacecast ptr addrspace(5) %26 to ptr
  %41 = addrspacecast ptr addrspace(5) %27 to ptr
  %42 = addrspacecast ptr addrspace(5) %28 to ptr
  %43 = addrspacecast ptr addrspace(5) %29 to ptr
  store ptr addrspace(1) %0, ptr %30, align 8
  %44 = load ptr, ptr %30, align 8
  store ptr addrspace(1) %1, ptr %31, align 8
  %45 = load ptr, ptr %31, align 8
  store ptr addrspace(1) %2, ptr %32, align 8
  %46 = load ptr, ptr %32, align 8
  store ptr addrspace(1) %3, ptr %33, align 8
  %47 = load ptr, ptr %33, align 8
  store ptr %44, ptr %34, align 8
  store ptr %45, ptr %35, align 8
  store ptr %46, ptr %36, align 8
  store ptr %47, ptr %37, align 8
  store i32 %4, ptr %38, align 4
  %48 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %49 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %50 = mul i32 %48, %49
  %51 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %52 = add i32 %50, %51
  store i32 %52, ptr %40, align 4
  %53 = load i32, ptr %40, align 4
  %54 = load i32, ptr %38, align 4
  %55 = icmp sge i32 %53, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %5
  br label %123

57:                                               ; preds = %5
  store i32 0, ptr %41, align 4
  br label %58

58:                                               ; preds = %65, %57
  %59 = load i32, ptr %41, align 4
  %60 = icmp slt i32 %59, 8
  br i1 %60, label %61, label %68

61:                                               ; preds = %58
  %62 = load i32, ptr %41, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x float], ptr %39, i64 0, i64 %63
  store float 0.000000e+00, ptr %64, align 4
  br label %65

65:                                               ; preds = %61
  %66 = load i32, ptr %41, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %41, align 4
  br label %58, !llvm.loop !11

68:                                               ; preds = %58
  %69 = getelementptr inbounds [8 x float], ptr %39, i64 0, i64 0
  %70 = load ptr, ptr %34, align 8
  %71 = load i32, ptr %40, align 4
  %72 = mul nsw i32 %71, 8
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %70, i64 %73
  call void @_Z9add_pointPfPKfi(ptr noundef %69, ptr noundef %74, i32 noundef 8) #4
  %75 = load ptr, ptr %35, align 8
  %76 = load i32, ptr %40, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  %79 = load i32, ptr %78, align 4
  store i32 %79, ptr %42, align 4
  store i32 0, ptr %43, align 4
  br label %80

80:                                               ; preds = %105, %68
  %81 = load i32, ptr %43, align 4
  %82 = icmp slt i32 %81, 8
  br i1 %82, label %83, label %108

83:                                               ; preds = %80
  %84 = load ptr, ptr %36, align 8
  %85 = load i32, ptr %42, align 4
  %86 = mul nsw i32 %85, 8
  %87 = load i32, ptr %43, align 4
  %88 = add nsw i32 %86, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %84, i64 %89
  %91 = load i32, ptr %43, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [8 x float], ptr %39, i64 0, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = addrspacecast ptr addrspace(5) %11 to ptr
  %96 = addrspacecast ptr addrspace(5) %12 to ptr
  %97 = addrspacecast ptr addrspace(5) %13 to ptr
  %98 = addrspacecast ptr addrspace(5) %14 to ptr
  %99 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr %90, ptr %96, align 8
  store float %94, ptr %97, align 4
  %100 = load ptr, ptr %96, align 8
  %101 = load float, ptr %97, align 4
  store float %101, ptr %98, align 4
  %102 = load float, ptr %98, align 4
  %103 = atomicrmw fadd ptr %100, float %102 syncscope("agent") monotonic, align 4, !noalias.addrspace !12, !amdgpu.no.fine.grained.memory !13, !amdgpu.no.remote.memory !13
  store float %103, ptr %99, align 4
  %104 = load float, ptr %99, align 4
  br label %105

105:                                              ; preds = %83
  %106 = load i32, ptr %43, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %43, align 4
  br label %80, !llvm.loop !14

108:                                              ; preds = %80
  %109 = load ptr, ptr %37, align 8
  %110 = load i32, ptr %42, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  %113 = addrspacecast ptr addrspace(5) %6 to ptr
  %114 = addrspacecast ptr addrspace(5) %7 to ptr
  %115 = addrspacecast ptr addrspace(5) %8 to ptr
  %116 = addrspacecast ptr addrspace(5) %9 to ptr
  %117 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %112, ptr %114, align 8
  store i32 1, ptr %115, align 4
  %118 = load ptr, ptr %114, align 8
  %119 = load i32, ptr %115, align 4
  store i32 %119, ptr %116, align 4
  %120 = load i32, ptr %116, align 4
  %121 = atomicrmw add ptr %118, i32 %120 syncscope("agent") monotonic, align 4, !noalias.addrspace !12, !amdgpu.no.fine.grained.memory !13, !amdgpu.no.remote.memory !13
  store i32 %121, ptr %117, align 4
  %122 = load i32, ptr %117, align 4
  br label %123

123:                                              ; preds = %108, %56
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #3

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
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

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
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!12 = !{i32 5, i32 6}
!13 = !{}
!14 = distinct !{!14, !7}
