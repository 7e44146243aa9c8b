; ModuleID = 'bench/reach/src/04_spmv.cu'
source_filename = "bench/reach/src/04_spmv.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.Csr = type { ptr, ptr, ptr, i32 }
%struct.Ell = type { ptr, ptr, i32, i32 }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_tid = type { i8 }

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@__hip_cuid_4ef4acc93b4693bb = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4ef4acc93b4693bb to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store i32 %2, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  %16 = load ptr, ptr %11, align 8
  %17 = getelementptr inbounds nuw %struct.Csr, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %13, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %15, align 4
  br label %23

23:                                               ; preds = %56, %3
  %24 = load i32, ptr %15, align 4
  %25 = load ptr, ptr %11, align 8
  %26 = getelementptr inbounds nuw %struct.Csr, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %13, align 4
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %27, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp slt i32 %24, %32
  br i1 %33, label %34, label %59

34:                                               ; preds = %23
  %35 = load ptr, ptr %11, align 8
  %36 = getelementptr inbounds nuw %struct.Csr, ptr %35, i32 0, i32 2
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %15, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %37, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = load ptr, ptr %12, align 8
  %43 = load ptr, ptr %11, align 8
  %44 = getelementptr inbounds nuw %struct.Csr, ptr %43, i32 0, i32 1
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %15, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %42, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %41, %52
  %54 = load float, ptr %14, align 4
  %55 = fadd contract float %54, %53
  store float %55, ptr %14, align 4
  br label %56

56:                                               ; preds = %34
  %57 = load i32, ptr %15, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %15, align 4
  br label %23, !llvm.loop !6

59:                                               ; preds = %23
  %60 = load float, ptr %14, align 4
  ret float %60
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z11ell_row_dot3EllPKfi(ptr %0, ptr %1, i32 %2, i32 %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca %struct.Ell, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 0
  store ptr %0, ptr %21, align 8
  %22 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 1
  store ptr %1, ptr %22, align 8
  %23 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 2
  store i32 %2, ptr %23, align 8
  %24 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 3
  store i32 %3, ptr %24, align 4
  store ptr %4, ptr %16, align 8
  store i32 %5, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %25

25:                                               ; preds = %65, %6
  %26 = load i32, ptr %19, align 4
  %27 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 3
  %28 = load i32, ptr %27, align 4
  %29 = icmp slt i32 %26, %28
  br i1 %29, label %30, label %68

30:                                               ; preds = %25
  %31 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i32, ptr %19, align 4
  %34 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 2
  %35 = load i32, ptr %34, align 8
  %36 = mul nsw i32 %33, %35
  %37 = load i32, ptr %17, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %32, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %20, align 4
  %42 = load i32, ptr %20, align 4
  %43 = icmp sge i32 %42, 0
  br i1 %43, label %44, label %64

44:                                               ; preds = %30
  %45 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 1
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %19, align 4
  %48 = getelementptr inbounds nuw %struct.Ell, ptr %15, i32 0, i32 2
  %49 = load i32, ptr %48, align 8
  %50 = mul nsw i32 %47, %49
  %51 = load i32, ptr %17, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %46, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = load ptr, ptr %16, align 8
  %57 = load i32, ptr %20, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %56, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul contract float %55, %60
  %62 = load float, ptr %18, align 4
  %63 = fadd contract float %62, %61
  store float %63, ptr %18, align 4
  br label %64

64:                                               ; preds = %44, %30
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %19, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %19, align 4
  br label %25, !llvm.loop !8

68:                                               ; preds = %25
  %69 = load float, ptr %18, align 4
  ret float %69
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z8warp_sumf(float noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %18 to ptr
  %22 = addrspacecast ptr addrspace(5) %19 to ptr
  %23 = addrspacecast ptr addrspace(5) %20 to ptr
  store float %0, ptr %22, align 4
  store i32 16, ptr %23, align 4
  br label %24

24:                                               ; preds = %77, %1
  %25 = load i32, ptr %23, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %80

27:                                               ; preds = %24
  %28 = load float, ptr %22, align 4
  %29 = load i32, ptr %23, align 4
  %30 = addrspacecast ptr addrspace(5) %14 to ptr
  %31 = addrspacecast ptr addrspace(5) %15 to ptr
  %32 = addrspacecast ptr addrspace(5) %16 to ptr
  %33 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 -1, ptr %31, align 4
  store float %28, ptr %32, align 4
  store i32 %29, ptr %33, align 4
  %34 = load float, ptr %32, align 4
  %35 = load i32, ptr %33, align 4
  %36 = addrspacecast ptr addrspace(5) %9 to ptr
  %37 = addrspacecast ptr addrspace(5) %10 to ptr
  %38 = addrspacecast ptr addrspace(5) %11 to ptr
  %39 = addrspacecast ptr addrspace(5) %12 to ptr
  %40 = addrspacecast ptr addrspace(5) %13 to ptr
  store float %34, ptr %37, align 4
  store i32 %35, ptr %38, align 4
  store i32 32, ptr %39, align 4
  %41 = load i32, ptr %37, align 4
  %42 = load i32, ptr %38, align 4
  %43 = load i32, ptr %39, align 4
  %44 = addrspacecast ptr addrspace(5) %3 to ptr
  %45 = addrspacecast ptr addrspace(5) %4 to ptr
  %46 = addrspacecast ptr addrspace(5) %5 to ptr
  %47 = addrspacecast ptr addrspace(5) %6 to ptr
  %48 = addrspacecast ptr addrspace(5) %7 to ptr
  %49 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %41, ptr %45, align 4
  store i32 %42, ptr %46, align 4
  store i32 %43, ptr %47, align 4
  %50 = addrspacecast ptr addrspace(5) %2 to ptr
  %51 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %52 = call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %51)
  store i32 %52, ptr %48, align 4
  %53 = load i32, ptr %48, align 4
  %54 = load i32, ptr %46, align 4
  %55 = add i32 %53, %54
  store i32 %55, ptr %49, align 4
  %56 = load i32, ptr %48, align 4
  %57 = load i32, ptr %47, align 4
  %58 = sub nsw i32 %57, 1
  %59 = and i32 %56, %58
  %60 = load i32, ptr %46, align 4
  %61 = add i32 %59, %60
  %62 = load i32, ptr %47, align 4
  %63 = icmp ult i32 %61, %62
  br i1 %63, label %64, label %66

64:                                               ; preds = %27
  %65 = load i32, ptr %49, align 4
  br label %68

66:                                               ; preds = %27
  %67 = load i32, ptr %48, align 4
  br label %68

68:                                               ; preds = %64, %66
  %69 = phi i32 [ %65, %64 ], [ %67, %66 ]
  store i32 %69, ptr %49, align 4
  %70 = load i32, ptr %49, align 4
  %71 = shl i32 %70, 2
  %72 = load i32, ptr %45, align 4
  %73 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %72)
  store i32 %73, ptr %40, align 4
  %74 = load float, ptr %40, align 4
  %75 = load float, ptr %22, align 4
  %76 = fadd contract float %75, %74
  store float %76, ptr %22, align 4
  br label %77

77:                                               ; preds = %68
  %78 = load i32, ptr %23, align 4
  %79 = ashr i32 %78, 1
  store i32 %79, ptr %23, align 4
  br label %24, !llvm.loop !9

80:                                               ; preds = %24
  %81 = load float, ptr %22, align 4
  ret float %81
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z15spmv_csr_scalar3CsrPKfPf(ptr addrspace(4) noundef byref(%struct.Csr) align 8 %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #1 {
  %4 = alloca %struct.Csr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %10, ptr addrspace(4) align 8 %0, i64 32, i1 false)
  store ptr addrspace(1) %1, ptr %11, align 8
  %16 = load ptr, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  %17 = load ptr, ptr %12, align 8
  store ptr %16, ptr %13, align 8
  store ptr %17, ptr %14, align 8
  %18 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %19 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %20 = mul i32 %18, %19
  %21 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %22 = add i32 %20, %21
  store i32 %22, ptr %15, align 4
  %23 = load i32, ptr %15, align 4
  %24 = getelementptr inbounds nuw %struct.Csr, ptr %10, i32 0, i32 3
  %25 = load i32, ptr %24, align 8
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %35

27:                                               ; preds = %3
  %28 = load ptr, ptr %13, align 8
  %29 = load i32, ptr %15, align 4
  %30 = call contract noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef %10, ptr noundef %28, i32 noundef %29) #6
  %31 = load ptr, ptr %14, align 8
  %32 = load i32, ptr %15, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  store float %30, ptr %34, align 4
  br label %35

35:                                               ; preds = %27, %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #2

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
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
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
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
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
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z15spmv_csr_vector3CsrPKfPf(ptr addrspace(4) noundef byref(%struct.Csr) align 8 %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #1 {
  %4 = alloca %struct.Csr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %13, ptr addrspace(4) align 8 %0, i64 32, i1 false)
  store ptr addrspace(1) %1, ptr %14, align 8
  %22 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %23 = load ptr, ptr %15, align 8
  store ptr %22, ptr %16, align 8
  store ptr %23, ptr %17, align 8
  %24 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %25 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %26 = mul i32 %24, %25
  %27 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %28 = add i32 %26, %27
  %29 = udiv i32 %28, 32
  store i32 %29, ptr %18, align 4
  %30 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %31 = and i32 %30, 31
  store i32 %31, ptr %19, align 4
  %32 = load i32, ptr %18, align 4
  %33 = getelementptr inbounds nuw %struct.Csr, ptr %13, i32 0, i32 3
  %34 = load i32, ptr %33, align 8
  %35 = icmp sge i32 %32, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %3
  br label %90

37:                                               ; preds = %3
  store float 0.000000e+00, ptr %20, align 4
  %38 = getelementptr inbounds nuw %struct.Csr, ptr %13, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %18, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %19, align 4
  %45 = add nsw i32 %43, %44
  store i32 %45, ptr %21, align 4
  br label %46

46:                                               ; preds = %76, %37
  %47 = load i32, ptr %21, align 4
  %48 = getelementptr inbounds nuw %struct.Csr, ptr %13, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %18, align 4
  %51 = add nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %49, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = icmp slt i32 %47, %54
  br i1 %55, label %56, label %79

56:                                               ; preds = %46
  %57 = getelementptr inbounds nuw %struct.Csr, ptr %13, i32 0, i32 2
  %58 = load ptr, ptr %57, align 8
  %59 = load i32, ptr %21, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = load ptr, ptr %16, align 8
  %64 = getelementptr inbounds nuw %struct.Csr, ptr %13, i32 0, i32 1
  %65 = load ptr, ptr %64, align 8
  %66 = load i32, ptr %21, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %65, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %63, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul contract float %62, %72
  %74 = load float, ptr %20, align 4
  %75 = fadd contract float %74, %73
  store float %75, ptr %20, align 4
  br label %76

76:                                               ; preds = %56
  %77 = load i32, ptr %21, align 4
  %78 = add nsw i32 %77, 32
  store i32 %78, ptr %21, align 4
  br label %46, !llvm.loop !10

79:                                               ; preds = %46
  %80 = load float, ptr %20, align 4
  %81 = call contract noundef float @_Z8warp_sumf(float noundef %80) #6
  store float %81, ptr %20, align 4
  %82 = load i32, ptr %19, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %79
  %85 = load float, ptr %20, align 4
  %86 = load ptr, ptr %17, align 8
  %87 = load i32, ptr %18, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %86, i64 %88
  store float %85, ptr %89, align 4
  br label %90

90:                                               ; preds = %36, %84, %79
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8spmv_ell3EllPKfPff(ptr addrspace(4) noundef byref(%struct.Ell) align 8 %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, float noundef %3) #1 {
  %5 = alloca %struct.Ell, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.Ell, align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %13, ptr addrspace(4) align 8 %0, i64 24, i1 false)
  store ptr addrspace(1) %1, ptr %14, align 8
  %21 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %22 = load ptr, ptr %15, align 8
  store ptr %21, ptr %16, align 8
  store ptr %22, ptr %17, align 8
  store float %3, ptr %18, align 4
  %23 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %24 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %25 = mul i32 %23, %24
  %26 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %27 = add i32 %25, %26
  store i32 %27, ptr %19, align 4
  %28 = load i32, ptr %19, align 4
  %29 = getelementptr inbounds nuw %struct.Ell, ptr %13, i32 0, i32 2
  %30 = load i32, ptr %29, align 8
  %31 = icmp slt i32 %28, %30
  br i1 %31, label %32, label %56

32:                                               ; preds = %4
  %33 = load float, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %13, i64 24, i1 false)
  %34 = load ptr, ptr %16, align 8
  %35 = load i32, ptr %19, align 4
  %36 = getelementptr inbounds nuw %struct.Ell, ptr %20, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds nuw %struct.Ell, ptr %20, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds nuw %struct.Ell, ptr %20, i32 0, i32 2
  %41 = load i32, ptr %40, align 8
  %42 = getelementptr inbounds nuw %struct.Ell, ptr %20, i32 0, i32 3
  %43 = load i32, ptr %42, align 4
  %44 = call contract noundef float @_Z11ell_row_dot3EllPKfi(ptr %37, ptr %39, i32 %41, i32 %43, ptr noundef %34, i32 noundef %35) #6
  %45 = fmul contract float %33, %44
  %46 = load ptr, ptr %17, align 8
  %47 = load i32, ptr %19, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %46, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %45, %50
  %52 = load ptr, ptr %17, align 8
  %53 = load i32, ptr %19, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  store float %51, ptr %55, align 4
  br label %56

56:                                               ; preds = %32, %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

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
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

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
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
