; ModuleID = 'bench/reach/src/12_gemm_templates.cu'
source_filename = "bench/reach/src/12_gemm_templates.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_tid = type { i8 }
%struct.__rhip_bdim = type { i8 }

$_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff = comdat any

$_ZNK12__rhip_coordI10__rhip_bidE2gyEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gyEv = comdat any

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_Z8tile_dotILi16EEfPKfS1_ii = comdat any

$_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff = comdat any

$_Z8tile_dotILi32EEfPKfS1_ii = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gyEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = comdat any

$_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = comdat any

@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As = linkonce_odr hidden addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs = linkonce_odr hidden addrspace(3) global [256 x float] undef, comdat, align 16
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As = linkonce_odr hidden addrspace(3) global [1024 x float] undef, comdat, align 16
@_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs = linkonce_odr hidden addrspace(3) global [1024 x float] undef, comdat, align 16
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_6fc9c77f1f58f739 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_6fc9c77f1f58f739 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  %24 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr %0, ptr %17, align 8
  store ptr %1, ptr %18, align 8
  store i32 %2, ptr %19, align 4
  store i32 %3, ptr %20, align 4
  store i32 %4, ptr %21, align 4
  store i32 %5, ptr %22, align 4
  store float 0.000000e+00, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %25

25:                                               ; preds = %51, %6
  %26 = load i32, ptr %24, align 4
  %27 = load i32, ptr %19, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %54

29:                                               ; preds = %25
  %30 = load ptr, ptr %17, align 8
  %31 = load i32, ptr %21, align 4
  %32 = load i32, ptr %19, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %24, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %30, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = load ptr, ptr %18, align 8
  %40 = load i32, ptr %24, align 4
  %41 = load i32, ptr %20, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %22, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %39, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %38, %47
  %49 = load float, ptr %23, align 4
  %50 = fadd contract float %49, %48
  store float %50, ptr %23, align 4
  br label %51

51:                                               ; preds = %29
  %52 = load i32, ptr %24, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %24, align 4
  br label %25, !llvm.loop !6

54:                                               ; preds = %25
  %55 = load float, ptr %23, align 4
  ret float %55
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z8epiloguePfifff(ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store float %2, ptr %13, align 4
  store float %3, ptr %14, align 4
  store float %4, ptr %15, align 4
  %16 = load float, ptr %14, align 4
  %17 = load float, ptr %13, align 4
  %18 = fmul contract float %16, %17
  %19 = load float, ptr %15, align 4
  %20 = load ptr, ptr %11, align 8
  %21 = load i32, ptr %12, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %19, %24
  %26 = fadd contract float %18, %25
  %27 = load ptr, ptr %11, align 8
  %28 = load i32, ptr %12, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %26, ptr %30, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10gemm_tiledILi16EEvPKfS1_Pfiiiff(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) #1 comdat {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  %35 = addrspacecast ptr addrspace(5) %20 to ptr
  %36 = addrspacecast ptr addrspace(5) %21 to ptr
  %37 = addrspacecast ptr addrspace(5) %22 to ptr
  %38 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %24, align 8
  %39 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %1, ptr %25, align 8
  %40 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %2, ptr %26, align 8
  %41 = load ptr, ptr %26, align 8
  store ptr %39, ptr %27, align 8
  store ptr %40, ptr %28, align 8
  store ptr %41, ptr %29, align 8
  store i32 %3, ptr %30, align 4
  store i32 %4, ptr %31, align 4
  store i32 %5, ptr %32, align 4
  store float %6, ptr %33, align 4
  store float %7, ptr %34, align 4
  %42 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %43 = mul i32 %42, 16
  %44 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %45 = add i32 %43, %44
  store i32 %45, ptr %35, align 4
  %46 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %47 = mul i32 %46, 16
  %48 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %49 = add i32 %47, %48
  store i32 %49, ptr %36, align 4
  store float 0.000000e+00, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %50

50:                                               ; preds = %120, %8
  %51 = load i32, ptr %38, align 4
  %52 = load i32, ptr %32, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %123

54:                                               ; preds = %50
  %55 = load i32, ptr %35, align 4
  %56 = load i32, ptr %30, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %76

58:                                               ; preds = %54
  %59 = load i32, ptr %38, align 4
  %60 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %61 = add i32 %59, %60
  %62 = load i32, ptr %32, align 4
  %63 = icmp ult i32 %61, %62
  br i1 %63, label %64, label %76

64:                                               ; preds = %58
  %65 = load ptr, ptr %27, align 8
  %66 = load i32, ptr %35, align 4
  %67 = load i32, ptr %32, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %38, align 4
  %70 = add nsw i32 %68, %69
  %71 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %72 = add i32 %70, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %65, i64 %73
  %75 = load float, ptr %74, align 4
  br label %77

76:                                               ; preds = %58, %54
  br label %77

77:                                               ; preds = %76, %64
  %78 = phi contract float [ %75, %64 ], [ 0.000000e+00, %76 ]
  %79 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %80 = mul i32 %79, 16
  %81 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %82 = add i32 %80, %81
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As to ptr), i64 0, i64 %83
  store float %78, ptr %84, align 4
  %85 = load i32, ptr %36, align 4
  %86 = load i32, ptr %31, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %106

88:                                               ; preds = %77
  %89 = load i32, ptr %38, align 4
  %90 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %91 = add i32 %89, %90
  %92 = load i32, ptr %32, align 4
  %93 = icmp ult i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %88
  %95 = load ptr, ptr %28, align 8
  %96 = load i32, ptr %38, align 4
  %97 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %98 = add i32 %96, %97
  %99 = load i32, ptr %31, align 4
  %100 = mul i32 %98, %99
  %101 = load i32, ptr %36, align 4
  %102 = add i32 %100, %101
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw float, ptr %95, i64 %103
  %105 = load float, ptr %104, align 4
  br label %107

106:                                              ; preds = %88, %77
  br label %107

107:                                              ; preds = %106, %94
  %108 = phi contract float [ %105, %94 ], [ 0.000000e+00, %106 ]
  %109 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %110 = mul i32 %109, 16
  %111 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %112 = add i32 %110, %111
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs to ptr), i64 0, i64 %113
  store float %108, ptr %114, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %115 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %116 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %117 = call contract noundef float @_Z8tile_dotILi16EEfPKfS1_ii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2As to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi16EEvPKfS1_PfiiiffE2Bs to ptr), i32 noundef %115, i32 noundef %116) #4
  %118 = load float, ptr %37, align 4
  %119 = fadd contract float %118, %117
  store float %119, ptr %37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %120

120:                                              ; preds = %107
  %121 = load i32, ptr %38, align 4
  %122 = add nsw i32 %121, 16
  store i32 %122, ptr %38, align 4
  br label %50, !llvm.loop !8

123:                                              ; preds = %50
  %124 = load i32, ptr %35, align 4
  %125 = load i32, ptr %30, align 4
  %126 = icmp slt i32 %124, %125
  br i1 %126, label %127, label %141

127:                                              ; preds = %123
  %128 = load i32, ptr %36, align 4
  %129 = load i32, ptr %31, align 4
  %130 = icmp slt i32 %128, %129
  br i1 %130, label %131, label %141

131:                                              ; preds = %127
  %132 = load ptr, ptr %29, align 8
  %133 = load i32, ptr %35, align 4
  %134 = load i32, ptr %31, align 4
  %135 = mul nsw i32 %133, %134
  %136 = load i32, ptr %36, align 4
  %137 = add nsw i32 %135, %136
  %138 = load float, ptr %37, align 4
  %139 = load float, ptr %33, align 4
  %140 = load float, ptr %34, align 4
  call void @_Z8epiloguePfifff(ptr noundef %132, i32 noundef %137, float noundef %138, float noundef %139, float noundef %140) #4
  br label %141

141:                                              ; preds = %131, %127, %123
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #4
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_tid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #4
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
define linkonce_odr hidden noundef float @_Z8tile_dotILi16EEfPKfS1_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %19

19:                                               ; preds = %42, %4
  %20 = load i32, ptr %18, align 4
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = load ptr, ptr %13, align 8
  %24 = load i32, ptr %15, align 4
  %25 = mul nsw i32 %24, 16
  %26 = load i32, ptr %18, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %23, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %14, align 8
  %32 = load i32, ptr %18, align 4
  %33 = mul nsw i32 %32, 16
  %34 = load i32, ptr %16, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %31, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %30, %38
  %40 = load float, ptr %17, align 4
  %41 = fadd contract float %40, %39
  store float %41, ptr %17, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %18, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %18, align 4
  br label %19, !llvm.loop !9

45:                                               ; preds = %19
  %46 = load float, ptr %17, align 4
  ret float %46
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10gemm_tiledILi32EEvPKfS1_Pfiiiff(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) #1 comdat {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  %35 = addrspacecast ptr addrspace(5) %20 to ptr
  %36 = addrspacecast ptr addrspace(5) %21 to ptr
  %37 = addrspacecast ptr addrspace(5) %22 to ptr
  %38 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %24, align 8
  %39 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %1, ptr %25, align 8
  %40 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %2, ptr %26, align 8
  %41 = load ptr, ptr %26, align 8
  store ptr %39, ptr %27, align 8
  store ptr %40, ptr %28, align 8
  store ptr %41, ptr %29, align 8
  store i32 %3, ptr %30, align 4
  store i32 %4, ptr %31, align 4
  store i32 %5, ptr %32, align 4
  store float %6, ptr %33, align 4
  store float %7, ptr %34, align 4
  %42 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %43 = mul i32 %42, 32
  %44 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %45 = add i32 %43, %44
  store i32 %45, ptr %35, align 4
  %46 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %47 = mul i32 %46, 32
  %48 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %49 = add i32 %47, %48
  store i32 %49, ptr %36, align 4
  store float 0.000000e+00, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %50

50:                                               ; preds = %120, %8
  %51 = load i32, ptr %38, align 4
  %52 = load i32, ptr %32, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %123

54:                                               ; preds = %50
  %55 = load i32, ptr %35, align 4
  %56 = load i32, ptr %30, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %76

58:                                               ; preds = %54
  %59 = load i32, ptr %38, align 4
  %60 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %61 = add i32 %59, %60
  %62 = load i32, ptr %32, align 4
  %63 = icmp ult i32 %61, %62
  br i1 %63, label %64, label %76

64:                                               ; preds = %58
  %65 = load ptr, ptr %27, align 8
  %66 = load i32, ptr %35, align 4
  %67 = load i32, ptr %32, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %38, align 4
  %70 = add nsw i32 %68, %69
  %71 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %72 = add i32 %70, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %65, i64 %73
  %75 = load float, ptr %74, align 4
  br label %77

76:                                               ; preds = %58, %54
  br label %77

77:                                               ; preds = %76, %64
  %78 = phi contract float [ %75, %64 ], [ 0.000000e+00, %76 ]
  %79 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %80 = mul i32 %79, 32
  %81 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %82 = add i32 %80, %81
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As to ptr), i64 0, i64 %83
  store float %78, ptr %84, align 4
  %85 = load i32, ptr %36, align 4
  %86 = load i32, ptr %31, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %106

88:                                               ; preds = %77
  %89 = load i32, ptr %38, align 4
  %90 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %91 = add i32 %89, %90
  %92 = load i32, ptr %32, align 4
  %93 = icmp ult i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %88
  %95 = load ptr, ptr %28, align 8
  %96 = load i32, ptr %38, align 4
  %97 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %98 = add i32 %96, %97
  %99 = load i32, ptr %31, align 4
  %100 = mul i32 %98, %99
  %101 = load i32, ptr %36, align 4
  %102 = add i32 %100, %101
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw float, ptr %95, i64 %103
  %105 = load float, ptr %104, align 4
  br label %107

106:                                              ; preds = %88, %77
  br label %107

107:                                              ; preds = %106, %94
  %108 = phi contract float [ %105, %94 ], [ 0.000000e+00, %106 ]
  %109 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %110 = mul i32 %109, 32
  %111 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %112 = add i32 %110, %111
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs to ptr), i64 0, i64 %113
  store float %108, ptr %114, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %115 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %116 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %117 = call contract noundef float @_Z8tile_dotILi32EEfPKfS1_ii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2As to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledILi32EEvPKfS1_PfiiiffE2Bs to ptr), i32 noundef %115, i32 noundef %116) #4
  %118 = load float, ptr %37, align 4
  %119 = fadd contract float %118, %117
  store float %119, ptr %37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %120

120:                                              ; preds = %107
  %121 = load i32, ptr %38, align 4
  %122 = add nsw i32 %121, 32
  store i32 %122, ptr %38, align 4
  br label %50, !llvm.loop !11

123:                                              ; preds = %50
  %124 = load i32, ptr %35, align 4
  %125 = load i32, ptr %30, align 4
  %126 = icmp slt i32 %124, %125
  br i1 %126, label %127, label %141

127:                                              ; preds = %123
  %128 = load i32, ptr %36, align 4
  %129 = load i32, ptr %31, align 4
  %130 = icmp slt i32 %128, %129
  br i1 %130, label %131, label %141

131:                                              ; preds = %127
  %132 = load ptr, ptr %29, align 8
  %133 = load i32, ptr %35, align 4
  %134 = load i32, ptr %31, align 4
  %135 = mul nsw i32 %133, %134
  %136 = load i32, ptr %36, align 4
  %137 = add nsw i32 %135, %136
  %138 = load float, ptr %37, align 4
  %139 = load float, ptr %33, align 4
  %140 = load float, ptr %34, align 4
  call void @_Z8epiloguePfifff(ptr noundef %132, i32 noundef %137, float noundef %138, float noundef %139, float noundef %140) #4
  br label %141

141:                                              ; preds = %131, %127, %123
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_Z8tile_dotILi32EEfPKfS1_ii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %19

19:                                               ; preds = %42, %4
  %20 = load i32, ptr %18, align 4
  %21 = icmp slt i32 %20, 32
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = load ptr, ptr %13, align 8
  %24 = load i32, ptr %15, align 4
  %25 = mul nsw i32 %24, 32
  %26 = load i32, ptr %18, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %23, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %14, align 8
  %32 = load i32, ptr %18, align 4
  %33 = mul nsw i32 %32, 32
  %34 = load i32, ptr %16, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %31, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %30, %38
  %40 = load float, ptr %17, align 4
  %41 = fadd contract float %40, %39
  store float %41, ptr %17, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %18, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %18, align 4
  br label %19, !llvm.loop !12

45:                                               ; preds = %19
  %46 = load float, ptr %17, align 4
  ret float %46
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10gemm_naivePKfS0_Pfiiiff(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) #1 {
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  %30 = addrspacecast ptr addrspace(5) %17 to ptr
  %31 = addrspacecast ptr addrspace(5) %18 to ptr
  %32 = addrspacecast ptr addrspace(5) %19 to ptr
  %33 = addrspacecast ptr addrspace(5) %20 to ptr
  %34 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr addrspace(1) %0, ptr %22, align 8
  %35 = load ptr, ptr %22, align 8
  store ptr addrspace(1) %1, ptr %23, align 8
  %36 = load ptr, ptr %23, align 8
  store ptr addrspace(1) %2, ptr %24, align 8
  %37 = load ptr, ptr %24, align 8
  store ptr %35, ptr %25, align 8
  store ptr %36, ptr %26, align 8
  store ptr %37, ptr %27, align 8
  store i32 %3, ptr %28, align 4
  store i32 %4, ptr %29, align 4
  store i32 %5, ptr %30, align 4
  store float %6, ptr %31, align 4
  store float %7, ptr %32, align 4
  %38 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %39 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %40 = mul i32 %38, %39
  %41 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %42 = add i32 %40, %41
  store i32 %42, ptr %33, align 4
  %43 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %44 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %45 = mul i32 %43, %44
  %46 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %47 = add i32 %45, %46
  store i32 %47, ptr %34, align 4
  %48 = load i32, ptr %33, align 4
  %49 = load i32, ptr %28, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %71

51:                                               ; preds = %8
  %52 = load i32, ptr %34, align 4
  %53 = load i32, ptr %29, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %71

55:                                               ; preds = %51
  %56 = load ptr, ptr %27, align 8
  %57 = load i32, ptr %33, align 4
  %58 = load i32, ptr %29, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %34, align 4
  %61 = add nsw i32 %59, %60
  %62 = load ptr, ptr %25, align 8
  %63 = load ptr, ptr %26, align 8
  %64 = load i32, ptr %30, align 4
  %65 = load i32, ptr %29, align 4
  %66 = load i32, ptr %33, align 4
  %67 = load i32, ptr %34, align 4
  %68 = call contract noundef float @_Z11row_col_dotPKfS0_iiii(ptr noundef %62, ptr noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67) #4
  %69 = load float, ptr %31, align 4
  %70 = load float, ptr %32, align 4
  call void @_Z8epiloguePfifff(ptr noundef %56, i32 noundef %61, float noundef %68, float noundef %69, float noundef %70) #4
  br label %71

71:                                               ; preds = %55, %51, %8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bdim, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #4
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

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

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
!9 = distinct !{!9, !7, !10}
!10 = !{!"llvm.loop.unroll.count", i32 4}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7, !10}
