; ModuleID = 'bench/reach/src/05_nbody.cu'
source_filename = "bench/reach/src/05_nbody.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.float4 = type { float, float, float, float }
%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.float3_ = type { float, float, float }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_tid = type { i8 }

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

@_ZZ10nbody_stepP6float4S0_ifE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_9812414e2d6c5cef = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_9812414e2d6c5cef to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden %struct.float3_ @_Z9body_body6float4S_7float3_(float %0, float %1, float %2, float %3, float %4, float %5, float %6, float %7, float %8, float %9, float %10) #0 {
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca %struct.float3_, align 4, addrspace(5)
  %15 = alloca %struct.float4, align 4, addrspace(5)
  %16 = alloca %struct.float4, align 4, addrspace(5)
  %17 = alloca %struct.float3_, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  %28 = addrspacecast ptr addrspace(5) %18 to ptr
  %29 = addrspacecast ptr addrspace(5) %19 to ptr
  %30 = addrspacecast ptr addrspace(5) %20 to ptr
  %31 = addrspacecast ptr addrspace(5) %21 to ptr
  %32 = addrspacecast ptr addrspace(5) %22 to ptr
  %33 = addrspacecast ptr addrspace(5) %23 to ptr
  %34 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 0
  store float %0, ptr %34, align 4
  %35 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 1
  store float %1, ptr %35, align 4
  %36 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 2
  store float %2, ptr %36, align 4
  %37 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 3
  store float %3, ptr %37, align 4
  %38 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 0
  store float %4, ptr %38, align 4
  %39 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 1
  store float %5, ptr %39, align 4
  %40 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 2
  store float %6, ptr %40, align 4
  %41 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 3
  store float %7, ptr %41, align 4
  %42 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 0
  store float %8, ptr %42, align 4
  %43 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 1
  store float %9, ptr %43, align 4
  %44 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 2
  store float %10, ptr %44, align 4
  %45 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 0
  %48 = load float, ptr %47, align 4
  %49 = fsub contract float %46, %48
  store float %49, ptr %28, align 4
  %50 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 1
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 1
  %53 = load float, ptr %52, align 4
  %54 = fsub contract float %51, %53
  store float %54, ptr %29, align 4
  %55 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds nuw %struct.float4, ptr %25, i32 0, i32 2
  %58 = load float, ptr %57, align 4
  %59 = fsub contract float %56, %58
  store float %59, ptr %30, align 4
  %60 = load float, ptr %28, align 4
  %61 = load float, ptr %28, align 4
  %62 = fmul contract float %60, %61
  %63 = load float, ptr %29, align 4
  %64 = load float, ptr %29, align 4
  %65 = fmul contract float %63, %64
  %66 = fadd contract float %62, %65
  %67 = load float, ptr %30, align 4
  %68 = load float, ptr %30, align 4
  %69 = fmul contract float %67, %68
  %70 = fadd contract float %66, %69
  %71 = fadd contract float %70, 0x3E112E0BE0000000
  store float %71, ptr %31, align 4
  %72 = load float, ptr %31, align 4
  %73 = addrspacecast ptr addrspace(5) %12 to ptr
  %74 = addrspacecast ptr addrspace(5) %13 to ptr
  store float %72, ptr %74, align 4
  %75 = load float, ptr %74, align 4
  %76 = call contract noundef float @llvm.amdgcn.rsq.f32(float %75)
  store float %76, ptr %32, align 4
  %77 = getelementptr inbounds nuw %struct.float4, ptr %26, i32 0, i32 3
  %78 = load float, ptr %77, align 4
  %79 = load float, ptr %32, align 4
  %80 = fmul contract float %78, %79
  %81 = load float, ptr %32, align 4
  %82 = fmul contract float %80, %81
  %83 = load float, ptr %32, align 4
  %84 = fmul contract float %82, %83
  store float %84, ptr %33, align 4
  %85 = load float, ptr %28, align 4
  %86 = load float, ptr %33, align 4
  %87 = fmul contract float %85, %86
  %88 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 0
  %89 = load float, ptr %88, align 4
  %90 = fadd contract float %89, %87
  store float %90, ptr %88, align 4
  %91 = load float, ptr %29, align 4
  %92 = load float, ptr %33, align 4
  %93 = fmul contract float %91, %92
  %94 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = fadd contract float %95, %93
  store float %96, ptr %94, align 4
  %97 = load float, ptr %30, align 4
  %98 = load float, ptr %33, align 4
  %99 = fmul contract float %97, %98
  %100 = getelementptr inbounds nuw %struct.float3_, ptr %27, i32 0, i32 2
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %99
  store float %102, ptr %100, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %27, i64 12, i1 false)
  %103 = load %struct.float3_, ptr %24, align 4
  ret %struct.float3_ %103
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(float %0, float %1, float %2, float %3, ptr noundef %4, i32 noundef %5, float %6, float %7, float %8) #0 {
  %10 = alloca %struct.float3_, align 4, addrspace(5)
  %11 = alloca %struct.float4, align 4, addrspace(5)
  %12 = alloca %struct.float3_, align 4, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca %struct.float3_, align 4, addrspace(5)
  %17 = alloca %struct.float4, align 4, addrspace(5)
  %18 = alloca %struct.float4, align 4, addrspace(5)
  %19 = alloca %struct.float3_, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  %28 = addrspacecast ptr addrspace(5) %18 to ptr
  %29 = addrspacecast ptr addrspace(5) %19 to ptr
  %30 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 0
  store float %0, ptr %30, align 4
  %31 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 1
  store float %1, ptr %31, align 4
  %32 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 2
  store float %2, ptr %32, align 4
  %33 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 3
  store float %3, ptr %33, align 4
  %34 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 0
  store float %6, ptr %34, align 4
  %35 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 1
  store float %7, ptr %35, align 4
  %36 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 2
  store float %8, ptr %36, align 4
  store ptr %4, ptr %23, align 8
  store i32 %5, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %37

37:                                               ; preds = %75, %9
  %38 = load i32, ptr %25, align 4
  %39 = load i32, ptr %24, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %78

41:                                               ; preds = %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %21, i64 16, i1 false)
  %42 = load ptr, ptr %23, align 8
  %43 = load i32, ptr %25, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.float4, ptr %42, i64 %44
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %45, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %22, i64 12, i1 false)
  %46 = getelementptr inbounds nuw %struct.float4, ptr %27, i32 0, i32 0
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds nuw %struct.float4, ptr %27, i32 0, i32 1
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds nuw %struct.float4, ptr %27, i32 0, i32 2
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds nuw %struct.float4, ptr %27, i32 0, i32 3
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds nuw %struct.float4, ptr %28, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds nuw %struct.float4, ptr %28, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds nuw %struct.float4, ptr %28, i32 0, i32 2
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds nuw %struct.float4, ptr %28, i32 0, i32 3
  %61 = load float, ptr %60, align 4
  %62 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 0
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 1
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 2
  %67 = load float, ptr %66, align 4
  %68 = call %struct.float3_ @_Z9body_body6float4S_7float3_(float %47, float %49, float %51, float %53, float %55, float %57, float %59, float %61, float %63, float %65, float %67) #7
  %69 = getelementptr inbounds nuw %struct.float3_, ptr %26, i32 0, i32 0
  %70 = extractvalue %struct.float3_ %68, 0
  store float %70, ptr %69, align 4
  %71 = getelementptr inbounds nuw %struct.float3_, ptr %26, i32 0, i32 1
  %72 = extractvalue %struct.float3_ %68, 1
  store float %72, ptr %71, align 4
  %73 = getelementptr inbounds nuw %struct.float3_, ptr %26, i32 0, i32 2
  %74 = extractvalue %struct.float3_ %68, 2
  store float %74, ptr %73, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %26, i64 12, i1 false)
  br label %75

75:                                               ; preds = %41
  %76 = load i32, ptr %25, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %25, align 4
  br label %37, !llvm.loop !6

78:                                               ; preds = %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %22, i64 12, i1 false)
  %79 = load %struct.float3_, ptr %20, align 4
  ret %struct.float3_ %79
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z9integrateP6float4S0_7float3_fi(ptr noundef %0, ptr noundef %1, float %2, float %3, float %4, float noundef %5, i32 noundef %6) #0 {
  %8 = alloca %struct.float3_, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca %struct.float4, align 4, addrspace(5)
  %14 = alloca %struct.float4, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  %22 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 0
  store float %2, ptr %22, align 4
  %23 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 1
  store float %3, ptr %23, align 4
  %24 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 2
  store float %4, ptr %24, align 4
  store ptr %0, ptr %16, align 8
  store ptr %1, ptr %17, align 8
  store float %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  %25 = load ptr, ptr %17, align 8
  %26 = load i32, ptr %19, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.float4, ptr %25, i64 %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %28, i64 16, i1 false)
  %29 = load ptr, ptr %16, align 8
  %30 = load i32, ptr %19, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.float4, ptr %29, i64 %31
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %32, i64 16, i1 false)
  %33 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = load float, ptr %18, align 4
  %36 = fmul contract float %34, %35
  %37 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 0
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %36
  store float %39, ptr %37, align 4
  %40 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 1
  %41 = load float, ptr %40, align 4
  %42 = load float, ptr %18, align 4
  %43 = fmul contract float %41, %42
  %44 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 1
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %43
  store float %46, ptr %44, align 4
  %47 = getelementptr inbounds nuw %struct.float3_, ptr %15, i32 0, i32 2
  %48 = load float, ptr %47, align 4
  %49 = load float, ptr %18, align 4
  %50 = fmul contract float %48, %49
  %51 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 2
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %50
  store float %53, ptr %51, align 4
  %54 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = load float, ptr %18, align 4
  %57 = fmul contract float %55, %56
  %58 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 0
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %57
  store float %60, ptr %58, align 4
  %61 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 1
  %62 = load float, ptr %61, align 4
  %63 = load float, ptr %18, align 4
  %64 = fmul contract float %62, %63
  %65 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 1
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %64
  store float %67, ptr %65, align 4
  %68 = getelementptr inbounds nuw %struct.float4, ptr %20, i32 0, i32 2
  %69 = load float, ptr %68, align 4
  %70 = load float, ptr %18, align 4
  %71 = fmul contract float %69, %70
  %72 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 2
  %73 = load float, ptr %72, align 4
  %74 = fadd contract float %73, %71
  store float %74, ptr %72, align 4
  %75 = load ptr, ptr %17, align 8
  %76 = load i32, ptr %19, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %struct.float4, ptr %75, i64 %77
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %78, ptr align 4 %20, i64 16, i1 false)
  %79 = load ptr, ptr %16, align 8
  %80 = load i32, ptr %19, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.float4, ptr %79, i64 %81
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %82, ptr align 4 %21, i64 16, i1 false)
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10nbody_stepP6float4S0_if(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, float noundef %3) #2 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.float4, align 4, addrspace(5)
  %13 = alloca %struct.float3_, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca %struct.float3_, align 4, addrspace(5)
  %16 = alloca %struct.float4, align 4, addrspace(5)
  %17 = alloca %struct.float3_, align 4, addrspace(5)
  %18 = alloca %struct.float3_, align 4, addrspace(5)
  %19 = addrspacecast ptr addrspace(5) %5 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %11 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %15 to ptr
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  store ptr addrspace(1) %0, ptr %19, align 8
  %33 = load ptr, ptr %19, align 8
  store ptr addrspace(1) %1, ptr %20, align 8
  %34 = load ptr, ptr %20, align 8
  store ptr %33, ptr %21, align 8
  store ptr %34, ptr %22, align 8
  store i32 %2, ptr %23, align 4
  store float %3, ptr %24, align 4
  %35 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #7
  %36 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #7
  %37 = mul i32 %35, %36
  %38 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %39 = add i32 %37, %38
  store i32 %39, ptr %25, align 4
  %40 = load ptr, ptr %21, align 8
  %41 = load i32, ptr %25, align 4
  %42 = load i32, ptr %23, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %4
  %45 = load i32, ptr %25, align 4
  br label %47

46:                                               ; preds = %4
  br label %47

47:                                               ; preds = %46, %44
  %48 = phi i32 [ %45, %44 ], [ 0, %46 ]
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.float4, ptr %40, i64 %49
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %50, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %27, i8 0, i64 12, i1 false)
  store i32 0, ptr %28, align 4
  br label %51

51:                                               ; preds = %104, %47
  %52 = load i32, ptr %28, align 4
  %53 = load i32, ptr %23, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %107

55:                                               ; preds = %51
  %56 = load i32, ptr %28, align 4
  %57 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %58 = add i32 %56, %57
  %59 = load i32, ptr %23, align 4
  %60 = icmp ult i32 %58, %59
  br i1 %60, label %61, label %71

61:                                               ; preds = %55
  %62 = load ptr, ptr %21, align 8
  %63 = load i32, ptr %28, align 4
  %64 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %65 = add i32 %63, %64
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds nuw %struct.float4, ptr %62, i64 %66
  %68 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds nuw [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i64 0, i64 %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %70, ptr align 4 %67, i64 16, i1 false)
  br label %71

71:                                               ; preds = %61, %55
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %26, i64 16, i1 false)
  %72 = load i32, ptr %23, align 4
  %73 = load i32, ptr %28, align 4
  %74 = sub nsw i32 %72, %73
  %75 = icmp slt i32 %74, 128
  br i1 %75, label %76, label %80

76:                                               ; preds = %71
  %77 = load i32, ptr %23, align 4
  %78 = load i32, ptr %28, align 4
  %79 = sub nsw i32 %77, %78
  br label %81

80:                                               ; preds = %71
  br label %81

81:                                               ; preds = %80, %76
  %82 = phi i32 [ %79, %76 ], [ 128, %80 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %27, i64 12, i1 false)
  %83 = getelementptr inbounds nuw %struct.float4, ptr %30, i32 0, i32 0
  %84 = load float, ptr %83, align 4
  %85 = getelementptr inbounds nuw %struct.float4, ptr %30, i32 0, i32 1
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds nuw %struct.float4, ptr %30, i32 0, i32 2
  %88 = load float, ptr %87, align 4
  %89 = getelementptr inbounds nuw %struct.float4, ptr %30, i32 0, i32 3
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds nuw %struct.float3_, ptr %31, i32 0, i32 0
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds nuw %struct.float3_, ptr %31, i32 0, i32 1
  %94 = load float, ptr %93, align 4
  %95 = getelementptr inbounds nuw %struct.float3_, ptr %31, i32 0, i32 2
  %96 = load float, ptr %95, align 4
  %97 = call %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(float %84, float %86, float %88, float %90, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i32 noundef %82, float %92, float %94, float %96) #7
  %98 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 0
  %99 = extractvalue %struct.float3_ %97, 0
  store float %99, ptr %98, align 4
  %100 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 1
  %101 = extractvalue %struct.float3_ %97, 1
  store float %101, ptr %100, align 4
  %102 = getelementptr inbounds nuw %struct.float3_, ptr %29, i32 0, i32 2
  %103 = extractvalue %struct.float3_ %97, 2
  store float %103, ptr %102, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %29, i64 12, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %104

104:                                              ; preds = %81
  %105 = load i32, ptr %28, align 4
  %106 = add nsw i32 %105, 128
  store i32 %106, ptr %28, align 4
  br label %51, !llvm.loop !8

107:                                              ; preds = %51
  %108 = load i32, ptr %25, align 4
  %109 = load i32, ptr %23, align 4
  %110 = icmp slt i32 %108, %109
  br i1 %110, label %111, label %122

111:                                              ; preds = %107
  %112 = load ptr, ptr %21, align 8
  %113 = load ptr, ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %27, i64 12, i1 false)
  %114 = load float, ptr %24, align 4
  %115 = load i32, ptr %25, align 4
  %116 = getelementptr inbounds nuw %struct.float3_, ptr %32, i32 0, i32 0
  %117 = load float, ptr %116, align 4
  %118 = getelementptr inbounds nuw %struct.float3_, ptr %32, i32 0, i32 1
  %119 = load float, ptr %118, align 4
  %120 = getelementptr inbounds nuw %struct.float3_, ptr %32, i32 0, i32 2
  %121 = load float, ptr %120, align 4
  call void @_Z9integrateP6float4S0_7float3_fi(ptr noundef %112, ptr noundef %113, float %117, float %119, float %121, float noundef %114, i32 noundef %115) #7
  br label %122

122:                                              ; preds = %111, %107
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
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #7
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
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #7
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
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #7
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z11nbody_naivePK6float4PS_i(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca %struct.float3_, align 4, addrspace(5)
  %11 = alloca %struct.float4, align 4, addrspace(5)
  %12 = alloca %struct.float3_, align 4, addrspace(5)
  %13 = alloca %struct.float4, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  %24 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  %25 = load ptr, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store ptr %25, ptr %17, align 8
  store i32 %2, ptr %18, align 4
  %26 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #7
  %27 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #7
  %28 = mul i32 %26, %27
  %29 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %30 = add i32 %28, %29
  store i32 %30, ptr %19, align 4
  %31 = load i32, ptr %19, align 4
  %32 = load i32, ptr %18, align 4
  %33 = icmp sge i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %3
  br label %80

35:                                               ; preds = %3
  %36 = load ptr, ptr %16, align 8
  %37 = load i32, ptr %19, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.float4, ptr %36, i64 %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %39, i64 16, i1 false)
  %40 = load ptr, ptr %16, align 8
  %41 = load i32, ptr %18, align 4
  %42 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 0
  store float 0.000000e+00, ptr %42, align 4
  %43 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 1
  store float 0.000000e+00, ptr %43, align 4
  %44 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 2
  store float 0.000000e+00, ptr %44, align 4
  %45 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 2
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds nuw %struct.float4, ptr %21, i32 0, i32 3
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 0
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 1
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds nuw %struct.float3_, ptr %22, i32 0, i32 2
  %58 = load float, ptr %57, align 4
  %59 = call %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(float %46, float %48, float %50, float %52, ptr noundef %40, i32 noundef %41, float %54, float %56, float %58) #7
  %60 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 0
  %61 = extractvalue %struct.float3_ %59, 0
  store float %61, ptr %60, align 4
  %62 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 1
  %63 = extractvalue %struct.float3_ %59, 1
  store float %63, ptr %62, align 4
  %64 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 2
  %65 = extractvalue %struct.float3_ %59, 2
  store float %65, ptr %64, align 4
  %66 = getelementptr inbounds nuw %struct.float4, ptr %23, i32 0, i32 0
  %67 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 0
  %68 = load float, ptr %67, align 4
  store float %68, ptr %66, align 4
  %69 = getelementptr inbounds nuw %struct.float4, ptr %23, i32 0, i32 1
  %70 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  store float %71, ptr %69, align 4
  %72 = getelementptr inbounds nuw %struct.float4, ptr %23, i32 0, i32 2
  %73 = getelementptr inbounds nuw %struct.float3_, ptr %20, i32 0, i32 2
  %74 = load float, ptr %73, align 4
  store float %74, ptr %72, align 4
  %75 = getelementptr inbounds nuw %struct.float4, ptr %23, i32 0, i32 3
  store float 0.000000e+00, ptr %75, align 4
  %76 = load ptr, ptr %17, align 8
  %77 = load i32, ptr %19, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.float4, ptr %76, i64 %78
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %79, ptr align 4 %23, i64 16, i1 false)
  br label %80

80:                                               ; preds = %35, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14kinetic_energyPK6float4Pfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca %struct.float4, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = addrspacecast ptr addrspace(5) %14 to ptr
  %22 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %23 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %24 = load ptr, ptr %17, align 8
  store ptr %23, ptr %18, align 8
  store ptr %24, ptr %19, align 8
  store i32 %2, ptr %20, align 4
  %25 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #7
  %26 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #7
  %27 = mul i32 %25, %26
  %28 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %29 = add i32 %27, %28
  store i32 %29, ptr %21, align 4
  %30 = load i32, ptr %21, align 4
  %31 = load i32, ptr %20, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %70

33:                                               ; preds = %3
  %34 = load ptr, ptr %18, align 8
  %35 = load i32, ptr %21, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.float4, ptr %34, i64 %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %37, i64 16, i1 false)
  %38 = load ptr, ptr %19, align 8
  %39 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 3
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float 5.000000e-01, %40
  %42 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 0
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fmul contract float %43, %45
  %47 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 1
  %50 = load float, ptr %49, align 4
  %51 = fmul contract float %48, %50
  %52 = fadd contract float %46, %51
  %53 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 2
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds nuw %struct.float4, ptr %22, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = fmul contract float %54, %56
  %58 = fadd contract float %52, %57
  %59 = fmul contract float %41, %58
  %60 = addrspacecast ptr addrspace(5) %4 to ptr
  %61 = addrspacecast ptr addrspace(5) %5 to ptr
  %62 = addrspacecast ptr addrspace(5) %6 to ptr
  %63 = addrspacecast ptr addrspace(5) %7 to ptr
  %64 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr %38, ptr %61, align 8
  store float %59, ptr %62, align 4
  %65 = load ptr, ptr %61, align 8
  %66 = load float, ptr %62, align 4
  store float %66, ptr %63, align 4
  %67 = load float, ptr %63, align 4
  %68 = atomicrmw fadd ptr %65, float %67 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store float %68, ptr %64, align 4
  %69 = load float, ptr %64, align 4
  br label %70

70:                                               ; preds = %33, %3
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

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
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #6

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
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

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
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #6

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!9 = !{i32 5, i32 6}
!10 = !{}
