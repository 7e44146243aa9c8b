; ModuleID = 'bench/reach/src/19_virtual_fnptr.cu'
source_filename = "bench/reach/src/19_virtual_fnptr.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.square = type { %struct.shape }
%struct.shape = type { ptr, ptr }
%struct.circle = type { %struct.shape, ptr }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_tid = type { i8 }

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZN6squareC2EPf = comdat any

$_ZN6circleC2EPfS0_ = comdat any

$_ZN5shapeC2EPf = comdat any

$_ZNK6square4areaEf = comdat any

$_ZNK5shape4emitEif = comdat any

$_ZNK6circle4areaEf = comdat any

$_ZNK6circle4emitEif = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

$_ZTV6square = comdat any

$_ZTV5shape = comdat any

$_ZTV6circle = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@ops = protected addrspace(1) externally_initialized global [2 x ptr] [ptr @_ZL5firstPKfi, ptr @_ZL6secondPKfi], align 16
@_ZZ8dispatchPfPKfiE4tile = internal addrspace(3) global [64 x float] undef, align 16
@dyn = external hidden addrspace(3) global [0 x float], align 4
@_ZTV6square = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK6square4areaEf to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK5shape4emitEif to ptr addrspace(1))] }, comdat, align 8
@_ZTV5shape = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @__cxa_pure_virtual to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK5shape4emitEif to ptr addrspace(1))] }, comdat, align 8
@_ZTV6circle = linkonce_odr hidden unnamed_addr addrspace(1) constant { [4 x ptr addrspace(1)] } { [4 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK6circle4areaEf to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZNK6circle4emitEif to ptr addrspace(1))] }, comdat, align 8
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_162576e28c52fc38 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @ops to ptr), ptr addrspacecast (ptr addrspace(1) @__hip_cuid_162576e28c52fc38 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z6shapesPfS_PKfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca %struct.square, align 8, addrspace(5)
  %14 = alloca %struct.circle, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %10 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %27 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %28 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %2, ptr %18, align 8
  %29 = load ptr, ptr %18, align 8
  store ptr %27, ptr %19, align 8
  store ptr %28, ptr %20, align 8
  store ptr %29, ptr %21, align 8
  store i32 %3, ptr %22, align 4
  %30 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %31 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %32 = mul i32 %30, %31
  %33 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %34 = add i32 %32, %33
  store i32 %34, ptr %23, align 4
  %35 = load i32, ptr %23, align 4
  %36 = load i32, ptr %22, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %4
  br label %60

39:                                               ; preds = %4
  %40 = load ptr, ptr %19, align 8
  call void @_ZN6squareC2EPf(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef %40) #4
  %41 = load ptr, ptr %19, align 8
  %42 = load ptr, ptr %20, align 8
  call void @_ZN6circleC2EPfS0_(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef %41, ptr noundef %42) #4
  %43 = load i32, ptr %23, align 4
  %44 = and i32 %43, 1
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %39
  br label %48

47:                                               ; preds = %39
  br label %48

48:                                               ; preds = %47, %46
  %49 = phi ptr [ %25, %46 ], [ %24, %47 ]
  store ptr %49, ptr %26, align 8
  %50 = load ptr, ptr %26, align 8
  %51 = load i32, ptr %23, align 4
  %52 = load ptr, ptr %21, align 8
  %53 = load i32, ptr %23, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load ptr addrspace(1), ptr %50, align 8
  %58 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %57, i64 1
  %59 = load ptr addrspace(1), ptr addrspace(1) %58, align 8
  call addrspace(1) void %59(ptr noundef nonnull align 8 dereferenceable(16) %50, i32 noundef %51, float noundef %56) #4
  br label %60

60:                                               ; preds = %48, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
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
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
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
define linkonce_odr hidden void @_ZN6squareC2EPf(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  call void @_ZN5shapeC2EPf(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef %8) #4
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 16) ({ [4 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV6square, i32 0, i32 0, i32 2), ptr %7, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6circleC2EPfS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, ptr noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = load ptr, ptr %8, align 8
  call void @_ZN5shapeC2EPf(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef %11) #4
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 16) ({ [4 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV6circle, i32 0, i32 0, i32 2), ptr %10, align 8
  %12 = getelementptr inbounds nuw %struct.circle, ptr %10, i32 0, i32 1
  %13 = load ptr, ptr %9, align 8
  store ptr %13, ptr %12, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL5firstPKfi(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds float, ptr %9, i64 0
  %11 = load float, ptr %10, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sitofp i32 %12 to float
  %14 = fadd contract float %11, %13
  ret float %14
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL6secondPKfi(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds float, ptr %9, i64 1
  %11 = load float, ptr %10, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sitofp i32 %12 to float
  %14 = fmul contract float %11, %13
  ret float %14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8dispatchPfPKfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  store ptr %21, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  store i32 %22, ptr %17, align 4
  %23 = load ptr, ptr %15, align 8
  %24 = load i32, ptr %17, align 4
  %25 = load i32, ptr %16, align 4
  %26 = srem i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %23, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = load i32, ptr %17, align 4
  %31 = and i32 %30, 63
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile to ptr), i64 0, i64 %32
  store float %29, ptr %33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = load i32, ptr %17, align 4
  %35 = and i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(1) @ops to ptr), i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  store ptr %38, ptr %18, align 8
  %39 = load i32, ptr %17, align 4
  %40 = and i32 %39, 2
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %3
  %43 = load i32, ptr %17, align 4
  %44 = add nsw i32 %43, 1
  %45 = and i32 %44, 62
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile to ptr), i64 0, i64 %46
  br label %55

48:                                               ; preds = %3
  %49 = load ptr, ptr %15, align 8
  %50 = load i32, ptr %17, align 4
  %51 = load i32, ptr %16, align 4
  %52 = srem i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %49, i64 %53
  br label %55

55:                                               ; preds = %48, %42
  %56 = phi ptr [ %47, %42 ], [ %54, %48 ]
  store ptr %56, ptr %19, align 8
  %57 = load ptr, ptr %18, align 8
  %58 = load ptr, ptr %19, align 8
  %59 = load i32, ptr %17, align 4
  %60 = call contract noundef float %57(ptr noundef %58, i32 noundef %59) #4
  %61 = load ptr, ptr %14, align 8
  %62 = load i32, ptr %17, align 4
  %63 = load i32, ptr %16, align 4
  %64 = srem i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %61, i64 %65
  store float %60, ptr %66, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14dynamic_sharedPfi(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca [8 x float], align 16, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  store ptr %13, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %14, 256
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %10, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %16
  %20 = phi i32 [ %17, %16 ], [ 256, %18 ]
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %11, align 4
  call void @_ZL4fillPfif(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %21, float noundef 1.000000e+00) #4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %22 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %19
  %25 = load i32, ptr %11, align 4
  %26 = call contract noundef float @_ZL3sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %25) #4
  %27 = load ptr, ptr %9, align 8
  %28 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %27, i64 %29
  store float %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %24, %19
  %32 = getelementptr inbounds [8 x float], ptr %12, i64 0, i64 0
  call void @_ZL4fillPfif(ptr noundef %32, i32 noundef 8, float noundef 2.000000e+00) #4
  %33 = getelementptr inbounds [8 x float], ptr %12, i64 0, i64 0
  %34 = call contract noundef float @_ZL3sumPKfi(ptr noundef %33, i32 noundef 8) #4
  %35 = load ptr, ptr %9, align 8
  %36 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %37 = add i32 %36, 64
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr %35, i64 %38
  store float %34, ptr %39, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL4fillPfif(ptr noundef %0, i32 noundef %1, float noundef %2) #1 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  %11 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store float %2, ptr %10, align 4
  %12 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  store i32 %12, ptr %11, align 4
  br label %13

13:                                               ; preds = %26, %3
  %14 = load i32, ptr %11, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %30

17:                                               ; preds = %13
  %18 = load float, ptr %10, align 4
  %19 = load i32, ptr %11, align 4
  %20 = sitofp i32 %19 to float
  %21 = fadd contract float %18, %20
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  store float %21, ptr %25, align 4
  br label %26

26:                                               ; preds = %17
  %27 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %28 = load i32, ptr %11, align 4
  %29 = add i32 %28, %27
  store i32 %29, ptr %11, align 4
  br label %13, !llvm.loop !6

30:                                               ; preds = %13
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL3sumPKfi(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %25, %2
  %14 = load i32, ptr %12, align 4
  %15 = load i32, ptr %10, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %13
  %18 = load ptr, ptr %9, align 8
  %19 = load i32, ptr %12, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %11, align 4
  %24 = fadd contract float %23, %22
  store float %24, ptr %11, align 4
  br label %25

25:                                               ; preds = %17
  %26 = load i32, ptr %12, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %12, align 4
  br label %13, !llvm.loop !8

28:                                               ; preds = %13
  %29 = load float, ptr %11, align 4
  ret float %29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5shapeC2EPf(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 16) ({ [4 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV5shape, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds nuw %struct.shape, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %6, align 8
  store ptr %9, ptr %8, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK6square4areaEf(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store float %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load float, ptr %8, align 4
  %11 = load float, ptr %8, align 4
  %12 = fmul contract float %10, %11
  ret float %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZNK5shape4emitEif(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, float noundef %2) unnamed_addr #1 comdat align 2 {
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
  %11 = load float, ptr %9, align 4
  %12 = load ptr addrspace(1), ptr %10, align 8
  %13 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %12, i64 0
  %14 = load ptr addrspace(1), ptr addrspace(1) %13, align 8
  %15 = call contract noundef addrspace(1) float %14(ptr noundef nonnull align 8 dereferenceable(16) %10, float noundef %11) #4
  %16 = getelementptr inbounds nuw %struct.shape, ptr %10, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  store float %15, ptr %20, align 4
  ret void
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK6circle4areaEf(ptr noundef nonnull align 8 dereferenceable(24) %0, float noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store float %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load float, ptr %8, align 4
  %11 = fmul contract float 0x400921FA00000000, %10
  %12 = load float, ptr %8, align 4
  %13 = fmul contract float %11, %12
  ret float %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZNK6circle4emitEif(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, float noundef %2) unnamed_addr #1 comdat align 2 {
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
  %11 = load float, ptr %9, align 4
  %12 = load ptr addrspace(1), ptr %10, align 8
  %13 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %12, i64 0
  %14 = load ptr addrspace(1), ptr addrspace(1) %13, align 8
  %15 = call contract noundef addrspace(1) float %14(ptr noundef nonnull align 8 dereferenceable(24) %10, float noundef %11) #4
  %16 = getelementptr inbounds nuw %struct.shape, ptr %10, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  store float %15, ptr %20, align 4
  %21 = load float, ptr %9, align 4
  %22 = getelementptr inbounds nuw %struct.circle, ptr %10, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  store float %21, ptr %26, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #1 comdat align 2 {
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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #1 comdat align 2 {
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
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #1 comdat align 2 {
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
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
