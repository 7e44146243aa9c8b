; ModuleID = 'bench/reach/src/14_bfs.cu'
source_filename = "bench/reach/src/14_bfs.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.Graph = type { ptr, ptr, i32 }
%struct.Queue = type { ptr, ptr }
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
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq = internal addrspace(3) global [512 x i32] undef, align 16
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail = internal addrspace(3) global i32 undef, align 4
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base = internal addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_f7dcd649b51197bd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f7dcd649b51197bd to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z4pushPiS_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %9 to ptr
  %14 = addrspacecast ptr addrspace(5) %10 to ptr
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  %17 = load ptr, ptr %14, align 8
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  %19 = addrspacecast ptr addrspace(5) %5 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr %17, ptr %19, align 8
  store i32 1, ptr %20, align 4
  %23 = load ptr, ptr %19, align 8
  %24 = load i32, ptr %20, align 4
  store i32 %24, ptr %21, align 4
  %25 = load i32, ptr %21, align 4
  %26 = atomicrmw add ptr %23, i32 %25 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %26, ptr %22, align 4
  %27 = load i32, ptr %22, align 4
  store i32 %27, ptr %16, align 4
  %28 = load i32, ptr %15, align 4
  %29 = load ptr, ptr %13, align 8
  %30 = load i32, ptr %16, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %0, ptr %1, i32 %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7) #0 {
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i8, align 1, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca %struct.Graph, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca ptr, align 8, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  %27 = addrspacecast ptr addrspace(5) %17 to ptr
  %28 = addrspacecast ptr addrspace(5) %18 to ptr
  %29 = addrspacecast ptr addrspace(5) %19 to ptr
  %30 = addrspacecast ptr addrspace(5) %20 to ptr
  %31 = addrspacecast ptr addrspace(5) %21 to ptr
  %32 = addrspacecast ptr addrspace(5) %22 to ptr
  %33 = addrspacecast ptr addrspace(5) %23 to ptr
  %34 = addrspacecast ptr addrspace(5) %24 to ptr
  %35 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 0
  store ptr %0, ptr %35, align 8
  %36 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 1
  store ptr %1, ptr %36, align 8
  %37 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 2
  store i32 %2, ptr %37, align 8
  store ptr %3, ptr %27, align 8
  store i32 %4, ptr %28, align 4
  store i32 %5, ptr %29, align 4
  store ptr %6, ptr %30, align 8
  store ptr %7, ptr %31, align 8
  store i32 0, ptr %32, align 4
  %38 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %28, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %33, align 4
  br label %44

44:                                               ; preds = %94, %8
  %45 = load i32, ptr %33, align 4
  %46 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %28, align 4
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %47, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %45, %52
  br i1 %53, label %54, label %97

54:                                               ; preds = %44
  %55 = getelementptr inbounds nuw %struct.Graph, ptr %26, i32 0, i32 1
  %56 = load ptr, ptr %55, align 8
  %57 = load i32, ptr %33, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %34, align 4
  %61 = load ptr, ptr %27, align 8
  %62 = load i32, ptr %34, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %29, align 4
  %66 = add nsw i32 %65, 1
  %67 = addrspacecast ptr addrspace(5) %9 to ptr
  %68 = addrspacecast ptr addrspace(5) %10 to ptr
  %69 = addrspacecast ptr addrspace(5) %11 to ptr
  %70 = addrspacecast ptr addrspace(5) %12 to ptr
  %71 = addrspacecast ptr addrspace(5) %13 to ptr
  %72 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr %64, ptr %68, align 8
  store i32 -1, ptr %69, align 4
  store i32 %66, ptr %70, align 4
  %73 = load ptr, ptr %68, align 8
  %74 = load i32, ptr %70, align 4
  store i32 %74, ptr %71, align 4
  %75 = load i32, ptr %69, align 4
  %76 = load i32, ptr %71, align 4
  %77 = cmpxchg ptr %73, i32 %75, i32 %76 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !6
  %78 = extractvalue { i32, i1 } %77, 0
  %79 = extractvalue { i32, i1 } %77, 1
  br i1 %79, label %81, label %80

80:                                               ; preds = %54
  store i32 %78, ptr %69, align 4
  br label %81

81:                                               ; preds = %54, %80
  %82 = zext i1 %79 to i8
  store i8 %82, ptr %72, align 1
  %83 = load i8, ptr %72, align 1
  %84 = trunc i8 %83 to i1
  %85 = load i32, ptr %69, align 4
  %86 = icmp eq i32 %85, -1
  br i1 %86, label %87, label %93

87:                                               ; preds = %81
  %88 = load ptr, ptr %30, align 8
  %89 = load ptr, ptr %31, align 8
  %90 = load i32, ptr %34, align 4
  call void @_Z4pushPiS_i(ptr noundef %88, ptr noundef %89, i32 noundef %90) #5
  %91 = load i32, ptr %32, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %32, align 4
  br label %93

93:                                               ; preds = %87, %81
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %33, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %33, align 4
  br label %44, !llvm.loop !8

97:                                               ; preds = %44
  %98 = load i32, ptr %32, align 4
  ret i32 %98
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9bfs_level5GraphPi5QueueiS1_i(ptr addrspace(4) noundef byref(%struct.Graph) align 8 %0, ptr addrspace(1) noundef %1, ptr addrspace(4) noundef byref(%struct.Queue) align 8 %2, i32 noundef %3, ptr addrspace(4) noundef byref(%struct.Queue) align 8 %4, i32 noundef %5) #1 {
  %7 = alloca %struct.Graph, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca %struct.Queue, align 8, addrspace(5)
  %10 = alloca %struct.Queue, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca %struct.Graph, align 8, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  %24 = addrspacecast ptr addrspace(5) %15 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %16, ptr addrspace(4) align 8 %0, i64 24, i1 false)
  store ptr addrspace(1) %1, ptr %17, align 8
  %25 = load ptr, ptr %17, align 8
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %18, ptr addrspace(4) align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %19, ptr addrspace(4) align 8 %4, i64 16, i1 false)
  store ptr %25, ptr %20, align 8
  store i32 %3, ptr %21, align 4
  store i32 %5, ptr %22, align 4
  %26 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %27 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %28 = mul i32 %26, %27
  %29 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %30 = add i32 %28, %29
  store i32 %30, ptr %23, align 4
  %31 = load i32, ptr %23, align 4
  %32 = load i32, ptr %21, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %54

34:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %16, i64 24, i1 false)
  %35 = load ptr, ptr %20, align 8
  %36 = getelementptr inbounds nuw %struct.Queue, ptr %18, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %23, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = load i32, ptr %22, align 4
  %43 = getelementptr inbounds nuw %struct.Queue, ptr %19, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr inbounds nuw %struct.Queue, ptr %19, i32 0, i32 1
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds nuw %struct.Graph, ptr %24, i32 0, i32 0
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds nuw %struct.Graph, ptr %24, i32 0, i32 1
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds nuw %struct.Graph, ptr %24, i32 0, i32 2
  %52 = load i32, ptr %51, align 8
  %53 = call noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %48, ptr %50, i32 %52, ptr noundef %35, i32 noundef %41, i32 noundef %42, ptr noundef %44, ptr noundef %46) #5
  br label %54

54:                                               ; preds = %34, %6
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
define protected amdgpu_kernel void @_Z20bfs_level_blockqueue5GraphPiPKii5Queuei(ptr addrspace(4) noundef byref(%struct.Graph) align 8 %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3, ptr addrspace(4) noundef byref(%struct.Queue) align 8 %4, i32 noundef %5) #1 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.Graph, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca %struct.Queue, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca %struct.Graph, align 8, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  %27 = addrspacecast ptr addrspace(5) %16 to ptr
  %28 = addrspacecast ptr addrspace(5) %17 to ptr
  %29 = addrspacecast ptr addrspace(5) %18 to ptr
  %30 = addrspacecast ptr addrspace(5) %19 to ptr
  %31 = addrspacecast ptr addrspace(5) %20 to ptr
  %32 = addrspacecast ptr addrspace(5) %21 to ptr
  %33 = addrspacecast ptr addrspace(5) %22 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %23, ptr addrspace(4) align 8 %0, i64 24, i1 false)
  store ptr addrspace(1) %1, ptr %24, align 8
  %34 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  %35 = load ptr, ptr %25, align 8
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %26, ptr addrspace(4) align 8 %4, i64 16, i1 false)
  store ptr %34, ptr %27, align 8
  store ptr %35, ptr %28, align 8
  store i32 %3, ptr %29, align 4
  store i32 %5, ptr %30, align 4
  %36 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4
  br label %39

39:                                               ; preds = %38, %6
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %41 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %42 = mul i32 %40, %41
  %43 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %44 = add i32 %42, %43
  store i32 %44, ptr %31, align 4
  %45 = load i32, ptr %31, align 4
  %46 = load i32, ptr %29, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %63

48:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %23, i64 24, i1 false)
  %49 = load ptr, ptr %27, align 8
  %50 = load ptr, ptr %28, align 8
  %51 = load i32, ptr %31, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %30, align 4
  %56 = getelementptr inbounds nuw %struct.Graph, ptr %32, i32 0, i32 0
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds nuw %struct.Graph, ptr %32, i32 0, i32 1
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds nuw %struct.Graph, ptr %32, i32 0, i32 2
  %61 = load i32, ptr %60, align 8
  %62 = call noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %57, ptr %59, i32 %61, ptr noundef %49, i32 noundef %54, i32 noundef %55, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr)) #5
  br label %63

63:                                               ; preds = %48, %39
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %64 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %86

66:                                               ; preds = %63
  %67 = getelementptr inbounds nuw %struct.Queue, ptr %26, i32 0, i32 1
  %68 = load ptr, ptr %67, align 8
  %69 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4
  %70 = icmp slt i32 %69, 512
  br i1 %70, label %71, label %73

71:                                               ; preds = %66
  %72 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4
  br label %74

73:                                               ; preds = %66
  br label %74

74:                                               ; preds = %73, %71
  %75 = phi i32 [ %72, %71 ], [ 512, %73 ]
  %76 = addrspacecast ptr addrspace(5) %7 to ptr
  %77 = addrspacecast ptr addrspace(5) %8 to ptr
  %78 = addrspacecast ptr addrspace(5) %9 to ptr
  %79 = addrspacecast ptr addrspace(5) %10 to ptr
  %80 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %68, ptr %77, align 8
  store i32 %75, ptr %78, align 4
  %81 = load ptr, ptr %77, align 8
  %82 = load i32, ptr %78, align 4
  store i32 %82, ptr %79, align 4
  %83 = load i32, ptr %79, align 4
  %84 = atomicrmw add ptr %81, i32 %83 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %84, ptr %80, align 4
  %85 = load i32, ptr %80, align 4
  store i32 %85, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base to ptr), align 4
  br label %86

86:                                               ; preds = %74, %63
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %87 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  store i32 %87, ptr %33, align 4
  br label %88

88:                                               ; preds = %109, %86
  %89 = load i32, ptr %33, align 4
  %90 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %95

92:                                               ; preds = %88
  %93 = load i32, ptr %33, align 4
  %94 = icmp slt i32 %93, 512
  br label %95

95:                                               ; preds = %92, %88
  %96 = phi i1 [ false, %88 ], [ %94, %92 ]
  br i1 %96, label %97, label %113

97:                                               ; preds = %95
  %98 = load i32, ptr %33, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = getelementptr inbounds nuw %struct.Queue, ptr %26, i32 0, i32 0
  %103 = load ptr, ptr %102, align 8
  %104 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base to ptr), align 4
  %105 = load i32, ptr %33, align 4
  %106 = add nsw i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %103, i64 %107
  store i32 %101, ptr %108, align 4
  br label %109

109:                                              ; preds = %97
  %110 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %111 = load i32, ptr %33, align 4
  %112 = add i32 %111, %110
  store i32 %112, ptr %33, align 4
  br label %88, !llvm.loop !10

113:                                              ; preds = %95
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8bfs_initPiii(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  %14 = load ptr, ptr %9, align 8
  store ptr %14, ptr %10, align 8
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  %15 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %16 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %17 = mul i32 %15, %16
  %18 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %19 = add i32 %17, %18
  store i32 %19, ptr %13, align 4
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %11, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %33

23:                                               ; preds = %3
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %12, align 4
  %26 = icmp eq i32 %24, %25
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 0, i32 -1
  %29 = load ptr, ptr %10, align 8
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %23, %3
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

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
!6 = !{i32 5, i32 6}
!7 = !{}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
