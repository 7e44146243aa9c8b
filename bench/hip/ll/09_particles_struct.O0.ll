; ModuleID = 'bench/reach/src/09_particles_struct.cu'
source_filename = "bench/reach/src/09_particles_struct.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.State = type { ptr, ptr, ptr, i32 }
%struct.Scratch = type { ptr, i32 }
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
@__hip_cuid_94333a294fddd58 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_94333a294fddd58 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z17accumulate_forces5State7Scratchi(ptr %0, ptr %1, ptr %2, i32 %3, ptr %4, i32 %5, i32 noundef %6) #0 {
  %8 = alloca %struct.State, align 8, addrspace(5)
  %9 = alloca %struct.Scratch, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  %22 = addrspacecast ptr addrspace(5) %14 to ptr
  %23 = addrspacecast ptr addrspace(5) %15 to ptr
  %24 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 0
  store ptr %0, ptr %24, align 8
  %25 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 1
  store ptr %1, ptr %25, align 8
  %26 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 2
  store ptr %2, ptr %26, align 8
  %27 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 3
  store i32 %3, ptr %27, align 8
  %28 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 0
  store ptr %4, ptr %28, align 8
  %29 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 1
  store i32 %5, ptr %29, align 8
  store i32 %6, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %30

30:                                               ; preds = %41, %7
  %31 = load i32, ptr %19, align 4
  %32 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %44

35:                                               ; preds = %30
  %36 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %19, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %37, i64 %39
  store float 0.000000e+00, ptr %40, align 4
  br label %41

41:                                               ; preds = %35
  %42 = load i32, ptr %19, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %19, align 4
  br label %30, !llvm.loop !6

44:                                               ; preds = %30
  store i32 0, ptr %20, align 4
  br label %45

45:                                               ; preds = %80, %44
  %46 = load i32, ptr %20, align 4
  %47 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 3
  %48 = load i32, ptr %47, align 8
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %50, label %83

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = load i32, ptr %20, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 0
  %58 = load ptr, ptr %57, align 8
  %59 = load i32, ptr %18, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %56, %62
  store float %63, ptr %21, align 4
  %64 = load float, ptr %21, align 4
  %65 = load float, ptr %21, align 4
  %66 = load float, ptr %21, align 4
  %67 = fmul contract float %65, %66
  %68 = fadd contract float %67, 0x3F847AE140000000
  %69 = fdiv contract float %64, %68
  %70 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 0
  %71 = load ptr, ptr %70, align 8
  %72 = load i32, ptr %20, align 4
  %73 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 1
  %74 = load i32, ptr %73, align 8
  %75 = srem i32 %72, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %71, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, %69
  store float %79, ptr %77, align 4
  br label %80

80:                                               ; preds = %50
  %81 = load i32, ptr %20, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %20, align 4
  br label %45, !llvm.loop !8

83:                                               ; preds = %45
  store float 0.000000e+00, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %84

84:                                               ; preds = %98, %83
  %85 = load i32, ptr %23, align 4
  %86 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 1
  %87 = load i32, ptr %86, align 8
  %88 = icmp slt i32 %85, %87
  br i1 %88, label %89, label %101

89:                                               ; preds = %84
  %90 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 0
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %23, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %91, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = load float, ptr %22, align 4
  %97 = fadd contract float %96, %95
  store float %97, ptr %22, align 4
  br label %98

98:                                               ; preds = %89
  %99 = load i32, ptr %23, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %23, align 4
  br label %84, !llvm.loop !9

101:                                              ; preds = %84
  %102 = load float, ptr %22, align 4
  %103 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 2
  %104 = load ptr, ptr %103, align 8
  %105 = load i32, ptr %18, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %104, i64 %106
  store float %102, ptr %107, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z8leapfrog5Statefi(ptr %0, ptr %1, ptr %2, i32 %3, float noundef %4, i32 noundef %5) #0 {
  %7 = alloca %struct.State, align 8, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = addrspacecast ptr addrspace(5) %8 to ptr
  %12 = addrspacecast ptr addrspace(5) %9 to ptr
  %13 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 0
  store ptr %0, ptr %13, align 8
  %14 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 1
  store ptr %1, ptr %14, align 8
  %15 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 2
  store ptr %2, ptr %15, align 8
  %16 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 3
  store i32 %3, ptr %16, align 8
  store float %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %12, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %11, align 4
  %24 = fmul contract float %22, %23
  %25 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %24
  store float %31, ptr %29, align 4
  %32 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 1
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr %11, align 4
  %39 = fmul contract float %37, %38
  %40 = getelementptr inbounds nuw %struct.State, ptr %10, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load i32, ptr %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %39
  store float %46, ptr %44, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z5totalPKfi(ptr noundef %0, i32 noundef %1) #0 {
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
  br label %13, !llvm.loop !10

28:                                               ; preds = %13
  %29 = load float, ptr %11, align 4
  ret float %29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z4step5Statef(ptr addrspace(4) noundef byref(%struct.State) align 8 %0, float noundef %1) #1 {
  %3 = alloca %struct.State, align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca [8 x float], align 16, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca %struct.Scratch, align 8, addrspace(5)
  %8 = alloca %struct.State, align 8, addrspace(5)
  %9 = alloca %struct.Scratch, align 8, addrspace(5)
  %10 = alloca %struct.State, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %11, ptr addrspace(4) align 8 %0, i64 32, i1 false)
  store float %1, ptr %12, align 4
  %19 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %20 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %21 = mul i32 %19, %20
  %22 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %23 = add i32 %21, %22
  store i32 %23, ptr %14, align 4
  %24 = load i32, ptr %14, align 4
  %25 = getelementptr inbounds nuw %struct.State, ptr %11, i32 0, i32 3
  %26 = load i32, ptr %25, align 8
  %27 = icmp sge i32 %24, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %2
  br label %56

29:                                               ; preds = %2
  %30 = getelementptr inbounds nuw %struct.Scratch, ptr %15, i32 0, i32 0
  %31 = getelementptr inbounds [8 x float], ptr %13, i64 0, i64 0
  store ptr %31, ptr %30, align 8
  %32 = getelementptr inbounds nuw %struct.Scratch, ptr %15, i32 0, i32 1
  store i32 8, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %11, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %15, i64 16, i1 false)
  %33 = load i32, ptr %14, align 4
  %34 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 2
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds nuw %struct.State, ptr %16, i32 0, i32 3
  %41 = load i32, ptr %40, align 8
  %42 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 0
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds nuw %struct.Scratch, ptr %17, i32 0, i32 1
  %45 = load i32, ptr %44, align 8
  call void @_Z17accumulate_forces5State7Scratchi(ptr %35, ptr %37, ptr %39, i32 %41, ptr %43, i32 %45, i32 noundef %33) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %11, i64 32, i1 false)
  %46 = load float, ptr %12, align 4
  %47 = load i32, ptr %14, align 4
  %48 = getelementptr inbounds nuw %struct.State, ptr %18, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds nuw %struct.State, ptr %18, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds nuw %struct.State, ptr %18, i32 0, i32 2
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds nuw %struct.State, ptr %18, i32 0, i32 3
  %55 = load i32, ptr %54, align 8
  call void @_Z8leapfrog5Statefi(ptr %49, ptr %51, ptr %53, i32 %55, float noundef %46, i32 noundef %47) #5
  br label %56

56:                                               ; preds = %29, %28
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8momentum5StatePf(ptr addrspace(4) noundef byref(%struct.State) align 8 %0, ptr addrspace(1) noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca %struct.State, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca [4 x float], align 16, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = addrspacecast ptr addrspace(5) %9 to ptr
  %15 = addrspacecast ptr addrspace(5) %10 to ptr
  %16 = addrspacecast ptr addrspace(5) %11 to ptr
  %17 = addrspacecast ptr addrspace(5) %12 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %13, ptr addrspace(4) align 8 %0, i64 32, i1 false)
  store ptr addrspace(1) %1, ptr %14, align 8
  %18 = load ptr, ptr %14, align 8
  store ptr %18, ptr %15, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 16, i1 false)
  %19 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %20 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %21 = mul i32 %19, %20
  %22 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %23 = add i32 %21, %22
  store i32 %23, ptr %17, align 4
  %24 = load i32, ptr %17, align 4
  %25 = getelementptr inbounds nuw %struct.State, ptr %13, i32 0, i32 3
  %26 = load i32, ptr %25, align 8
  %27 = icmp slt i32 %24, %26
  br i1 %27, label %28, label %39

28:                                               ; preds = %2
  %29 = getelementptr inbounds nuw %struct.State, ptr %13, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load i32, ptr %17, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %30, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = load i32, ptr %17, align 4
  %36 = and i32 %35, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x float], ptr %16, i64 0, i64 %37
  store float %34, ptr %38, align 4
  br label %39

39:                                               ; preds = %28, %2
  %40 = load ptr, ptr %15, align 8
  %41 = getelementptr inbounds [4 x float], ptr %16, i64 0, i64 0
  %42 = call contract noundef float @_Z5totalPKfi(ptr noundef %41, i32 noundef 4) #5
  %43 = addrspacecast ptr addrspace(5) %3 to ptr
  %44 = addrspacecast ptr addrspace(5) %4 to ptr
  %45 = addrspacecast ptr addrspace(5) %5 to ptr
  %46 = addrspacecast ptr addrspace(5) %6 to ptr
  %47 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %40, ptr %44, align 8
  store float %42, ptr %45, align 4
  %48 = load ptr, ptr %44, align 8
  %49 = load float, ptr %45, align 4
  store float %49, ptr %46, align 4
  %50 = load float, ptr %46, align 4
  %51 = atomicrmw fadd ptr %48, float %50 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !12, !amdgpu.no.remote.memory !12
  store float %51, ptr %47, align 4
  %52 = load float, ptr %47, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

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

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{i32 5, i32 6}
!12 = !{}
