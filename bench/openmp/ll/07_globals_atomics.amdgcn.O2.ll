; ModuleID = 'src/07_globals_atomics.c'
source_filename = "src/07_globals_atomics.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@counters = protected addrspace(1) global [16 x i32] zeroinitializer, align 16
@table = protected addrspace(1) global [64 x i32] zeroinitializer, align 16
@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment to ptr) }
@current = protected local_unnamed_addr addrspace(1) global ptr addrspacecast (ptr addrspace(1) @table to ptr), align 8
@__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment to ptr) }
@__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_masked_single_l47_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 3, i32 1, i32 64, i32 2, i32 2, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment to ptr) }
@4 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.1 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.2 = internal addrspace(3) global [8 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_histo_atomic_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [5 x ptr], align 8, addrspace(5)
  %10 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment to ptr), ptr %0) #15
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %50
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #15
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9)
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = trunc i64 %1 to i32
  %18 = add nsw i32 %17, -1
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %50

20:                                               ; preds = %13
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #16, !noalias !17
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !17
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #16, !noalias !17
  store i32 %18, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !17
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #16, !noalias !17
  store i32 1, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !17
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16, !noalias !17
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13, !noalias !17
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14, i32 91, ptr %21, ptr %24, ptr %23, ptr %22, i32 1, i32 256) #15, !noalias !17
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !17
  %26 = call i32 @llvm.smin.i32(i32 %25, i32 %18)
  store i32 %26, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !17
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !17
  %28 = icmp slt i32 %27, %17
  br i1 %28, label %29, label %49

29:                                               ; preds = %20
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 8
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 16
  %32 = inttoptr i64 %15 to ptr
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 24
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 32
  br label %35

35:                                               ; preds = %29, %35
  %36 = phi i32 [ %27, %29 ], [ %44, %35 ]
  %37 = phi i32 [ %26, %29 ], [ %47, %35 ]
  %38 = zext i32 %36 to i64
  %39 = zext i32 %37 to i64
  %40 = inttoptr i64 %38 to ptr
  store ptr %40, ptr addrspace(5) %9, align 8, !tbaa !20, !noalias !17
  %41 = inttoptr i64 %39 to ptr
  store ptr %41, ptr addrspace(5) %30, align 8, !tbaa !20, !noalias !17
  store ptr %32, ptr addrspace(5) %31, align 8, !tbaa !20, !noalias !17
  store ptr %2, ptr addrspace(5) %33, align 8, !tbaa !20, !noalias !17
  store ptr %3, ptr addrspace(5) %34, align 8, !tbaa !20, !noalias !17
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined, ptr null, ptr %16, i64 5, i32 0) #15, !noalias !17
  %42 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !17
  %43 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !17
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !17
  %45 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !17
  %46 = add nsw i32 %45, %42
  %47 = call i32 @llvm.smin.i32(i32 %46, i32 %18)
  store i32 %47, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !17
  %48 = icmp slt i32 %44, %17
  br i1 %48, label %35, label %49

49:                                               ; preds = %35, %20
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #15, !noalias !17
  br label %50

50:                                               ; preds = %13, %49
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15, !noalias !17
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #15, !noalias !17
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #15, !noalias !17
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #15, !noalias !17
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9)
  call void @__kmpc_target_deinit() #15
  br label %12
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef readonly captures(none) %5, ptr noundef captures(none) %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %48

14:                                               ; preds = %7
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #15
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 %20, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #15
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #15
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !13
  %21 = load i32, ptr %0, align 4, !tbaa !13
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %21, i32 33, ptr %15, ptr %18, ptr %17, ptr %16, i32 1, i32 1) #15
  %22 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %23 = sext i32 %22 to i64
  %24 = icmp ult i64 %3, %23
  br i1 %24, label %47, label %25

25:                                               ; preds = %14
  %26 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %27

27:                                               ; preds = %25, %27
  %28 = phi i64 [ %23, %25 ], [ %45, %27 ]
  %29 = trunc nsw i64 %28 to i32
  %30 = getelementptr inbounds i32, ptr %5, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = and i32 %31, 1
  %33 = icmp eq i32 %32, 0
  %34 = and i32 %31, 15
  %35 = select i1 %33, i32 0, i32 %34
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) @counters, i64 %36
  %38 = atomicrmw add ptr addrspace(1) %37, i32 1 monotonic, align 4, !amdgpu.no.fine.grained.memory !23, !amdgpu.no.remote.memory !23
  %39 = load i32, ptr %30, align 4, !tbaa !13
  %40 = and i32 %39, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr %6, i64 %41
  %43 = atomicrmw add ptr %42, i32 1 monotonic, align 4, !amdgpu.no.fine.grained.memory !23, !amdgpu.no.remote.memory !23
  %44 = add nsw i32 %26, %29
  %45 = sext i32 %44 to i64
  %46 = icmp ult i64 %3, %45
  br i1 %46, label %47, label %27

47:                                               ; preds = %27, %14
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %21) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15
  br label %48

48:                                               ; preds = %47, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_firstprivate_rows_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 4 dereferenceable(16) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %3 to ptr addrspace(1)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [4 x i32], align 16, addrspace(5)
  %11 = alloca [5 x ptr], align 8, addrspace(5)
  %12 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment to ptr), ptr %0) #15
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %4, %53
  ret void

15:                                               ; preds = %4
  %16 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #15
  %17 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11)
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = trunc i64 %1 to i32
  %21 = add nsw i32 %20, -1
  %22 = icmp sgt i32 %20, 0
  br i1 %22, label %23, label %53

23:                                               ; preds = %15
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %7 to ptr
  %27 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #16, !noalias !24
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !24
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #16, !noalias !24
  store i32 %21, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !24
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16, !noalias !24
  store i32 1, ptr addrspace(5) %8, align 4, !tbaa !13, !noalias !24
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #16, !noalias !24
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !13, !noalias !24
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16, !noalias !24
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noundef align 16 dereferenceable(16) %10, ptr addrspace(1) noundef align 16 dereferenceable(16) %5, i64 16, i1 false), !tbaa.struct !27, !noalias !24
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16, i32 91, ptr %24, ptr %27, ptr %26, ptr %25, i32 1, i32 256) #15, !noalias !24
  %28 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !24
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %21)
  store i32 %29, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !24
  %30 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !24
  %31 = icmp slt i32 %30, %20
  br i1 %31, label %32, label %52

32:                                               ; preds = %23
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 8
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 16
  %35 = inttoptr i64 %17 to ptr
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 24
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 32
  br label %38

38:                                               ; preds = %32, %38
  %39 = phi i32 [ %30, %32 ], [ %47, %38 ]
  %40 = phi i32 [ %29, %32 ], [ %50, %38 ]
  %41 = zext i32 %39 to i64
  %42 = zext i32 %40 to i64
  %43 = inttoptr i64 %41 to ptr
  store ptr %43, ptr addrspace(5) %11, align 8, !tbaa !20, !noalias !24
  %44 = inttoptr i64 %42 to ptr
  store ptr %44, ptr addrspace(5) %33, align 8, !tbaa !20, !noalias !24
  store ptr %35, ptr addrspace(5) %34, align 8, !tbaa !20, !noalias !24
  store ptr %2, ptr addrspace(5) %36, align 8, !tbaa !20, !noalias !24
  store ptr %18, ptr addrspace(5) %37, align 8, !tbaa !20, !noalias !24
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined, ptr null, ptr %19, i64 5, i32 0) #15, !noalias !24
  %45 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13, !noalias !24
  %46 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !24
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !24
  %48 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !24
  %49 = add nsw i32 %48, %45
  %50 = call i32 @llvm.smin.i32(i32 %49, i32 %21)
  store i32 %50, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !24
  %51 = icmp slt i32 %47, %20
  br i1 %51, label %38, label %52

52:                                               ; preds = %38, %23
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16) #15, !noalias !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #15, !noalias !24
  br label %53

53:                                               ; preds = %15, %52
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #15, !noalias !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15, !noalias !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #15, !noalias !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #15, !noalias !24
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11)
  call void @__kmpc_target_deinit() #15
  br label %14
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(16) %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %59

14:                                               ; preds = %7
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #15
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 %20, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #15
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #15
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !13
  %21 = load <2 x i32>, ptr %6, align 16
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %23 = load <2 x i32>, ptr %22, align 8
  %24 = load i32, ptr %0, align 4, !tbaa !13
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %24, i32 33, ptr %15, ptr %18, ptr %17, ptr %16, i32 1, i32 1) #15
  %25 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %26 = sext i32 %25 to i64
  %27 = icmp ult i64 %3, %26
  br i1 %27, label %58, label %28

28:                                               ; preds = %14
  %29 = load ptr, ptr addrspace(1) @current, align 8, !tbaa !29
  %30 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %31

31:                                               ; preds = %28, %31
  %32 = phi i32 [ %25, %28 ], [ %55, %31 ]
  %33 = shl nsw i32 %32, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %5, i64 %34
  %36 = sext i32 %33 to i64
  %37 = getelementptr i32, ptr %5, i64 %36
  %38 = getelementptr i8, ptr %37, i64 8
  %39 = load <2 x i32>, ptr %35, align 4, !tbaa !13
  %40 = mul nsw <2 x i32> %21, %39
  %41 = add nsw <2 x i32> %39, %40
  store <2 x i32> %41, ptr %35, align 4, !tbaa !13
  %42 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %43 = load <2 x i32>, ptr %38, align 4, !tbaa !13
  %44 = mul nsw <2 x i32> %23, %43
  %45 = load <2 x i32>, ptr %42, align 4, !tbaa !13
  %46 = add nsw <2 x i32> %45, %44
  store <2 x i32> %46, ptr %42, align 4, !tbaa !13
  %47 = and i32 %32, 15
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %29, i64 %48
  %50 = load <2 x i32>, ptr %49, align 4, !tbaa !13
  %51 = add nsw <2 x i32> %50, %40
  store <2 x i32> %51, ptr %49, align 4, !tbaa !13
  %52 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %53 = load <2 x i32>, ptr %52, align 4, !tbaa !13
  %54 = add nsw <2 x i32> %53, %44
  store <2 x i32> %54, ptr %52, align 4, !tbaa !13
  %55 = add nsw i32 %30, %32
  %56 = sext i32 %55 to i64
  %57 = icmp ult i64 %3, %56
  br i1 %57, label %58, label %31

58:                                               ; preds = %31, %14
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %24) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15
  br label %59

59:                                               ; preds = %58, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_simd_scale_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [5 x ptr], align 8, addrspace(5)
  %10 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment to ptr), ptr %0) #15
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %51
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #15
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9)
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = trunc i64 %1 to i32
  %18 = add nsw i32 %17, -1
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %51

20:                                               ; preds = %13
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #16, !noalias !31
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #16, !noalias !31
  store i32 %18, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #16, !noalias !31
  store i32 1, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16, !noalias !31
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13, !noalias !31
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14, i32 91, ptr %21, ptr %24, ptr %23, ptr %22, i32 1, i32 256) #15, !noalias !31
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !31
  %26 = call i32 @llvm.smin.i32(i32 %25, i32 %18)
  store i32 %26, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !31
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !31
  %28 = icmp slt i32 %27, %17
  br i1 %28, label %29, label %50

29:                                               ; preds = %20
  %30 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 8
  %31 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 16
  %32 = inttoptr i64 %15 to ptr
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 24
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %9, i32 32
  %35 = inttoptr i64 %3 to ptr
  br label %36

36:                                               ; preds = %29, %36
  %37 = phi i32 [ %27, %29 ], [ %45, %36 ]
  %38 = phi i32 [ %26, %29 ], [ %48, %36 ]
  %39 = zext i32 %37 to i64
  %40 = zext i32 %38 to i64
  %41 = inttoptr i64 %39 to ptr
  store ptr %41, ptr addrspace(5) %9, align 8, !tbaa !20, !noalias !31, !llvm.access.group !34
  %42 = inttoptr i64 %40 to ptr
  store ptr %42, ptr addrspace(5) %30, align 8, !tbaa !20, !noalias !31, !llvm.access.group !34
  store ptr %32, ptr addrspace(5) %31, align 8, !tbaa !20, !noalias !31, !llvm.access.group !34
  store ptr %2, ptr addrspace(5) %33, align 8, !tbaa !20, !noalias !31, !llvm.access.group !34
  store ptr %35, ptr addrspace(5) %34, align 8, !tbaa !20, !noalias !31, !llvm.access.group !34
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined, ptr null, ptr %16, i64 5, i32 0) #15, !noalias !31, !llvm.access.group !34
  %43 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13, !noalias !31, !llvm.access.group !34
  %44 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !31, !llvm.access.group !34
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %5, align 4, !tbaa !13, !noalias !31, !llvm.access.group !34
  %46 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !31, !llvm.access.group !34
  %47 = add nsw i32 %46, %43
  %48 = call i32 @llvm.smin.i32(i32 %47, i32 %18)
  store i32 %48, ptr addrspace(5) %6, align 4, !tbaa !13, !noalias !31
  %49 = icmp slt i32 %45, %17
  br i1 %49, label %36, label %50, !llvm.loop !35

50:                                               ; preds = %36, %20
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #15, !noalias !31
  br label %51

51:                                               ; preds = %13, %50
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15, !noalias !31
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #15, !noalias !31
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #15, !noalias !31
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #15, !noalias !31
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9)
  call void @__kmpc_target_deinit() #15
  br label %12
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, i64 noundef %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %39

14:                                               ; preds = %7
  %15 = addrspacecast ptr addrspace(5) %11 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #15
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 %20, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #15
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #15
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !13
  %21 = load i32, ptr %0, align 4, !tbaa !13
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %21, i32 33, ptr %15, ptr %18, ptr %17, ptr %16, i32 1, i32 1) #15
  %22 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %23 = sext i32 %22 to i64
  %24 = icmp ult i64 %3, %23
  br i1 %24, label %38, label %25

25:                                               ; preds = %14
  %26 = bitcast i64 %6 to double
  %27 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13, !llvm.access.group !38
  br label %28

28:                                               ; preds = %25, %28
  %29 = phi i64 [ %23, %25 ], [ %36, %28 ]
  %30 = trunc nsw i64 %29 to i32
  %31 = getelementptr inbounds double, ptr %5, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !39, !llvm.access.group !38
  %33 = sitofp i32 %30 to double
  %34 = call double @llvm.fmuladd.f64(double %32, double %26, double %33)
  store double %34, ptr %31, align 8, !tbaa !39, !llvm.access.group !38
  %35 = add nsw i32 %27, %30
  %36 = sext i32 %35 to i64
  %37 = icmp ult i64 %3, %36
  br i1 %37, label %38, label %28, !llvm.loop !41

38:                                               ; preds = %28, %14
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %21) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #15
  br label %39

39:                                               ; preds = %38, %7
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512189_masked_single_l47(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca [3 x ptr], align 8, addrspace(5)
  %5 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512189_masked_single_l47_kernel_environment to ptr), ptr %0) #15
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %8, label %7

7:                                                ; preds = %3, %14
  ret void

8:                                                ; preds = %3
  %9 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4)
  %10 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !43
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = trunc i64 %2 to i32
  store ptr %1, ptr addrspace(3) @_shared.2, align 16, !tbaa !29, !noalias !43
  store i32 %13, ptr addrspace(3) @_shared, align 16, !tbaa !13, !noalias !43
  store i32 0, ptr addrspace(3) @_shared.1, align 16, !tbaa !13, !noalias !43
  br label %14

14:                                               ; preds = %8, %12
  tail call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %10), !noalias !43
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspacecast (ptr addrspace(3) @_shared.2 to ptr), ptr addrspace(5) %4, align 8, !tbaa !20, !noalias !43
  %16 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 8
  store ptr addrspacecast (ptr addrspace(3) @_shared.1 to ptr), ptr addrspace(5) %16, align 8, !tbaa !20, !noalias !43
  %17 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 16
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %17, align 8, !tbaa !20, !noalias !43
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %9, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper, ptr %15, i64 3, i32 0) #15, !noalias !43
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4)
  call void @__kmpc_target_deinit() #15
  br label %7
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %2, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %3, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %4) #8 {
  %6 = load i32, ptr %0, align 4, !tbaa !13
  %7 = tail call i32 @__kmpc_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %6, i32 0) #15
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8, !tbaa !29
  %11 = tail call i32 @omp_get_team_num() #17
  %12 = and i32 %11, 3
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %10, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !13
  tail call void @__kmpc_end_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %6) #15
  br label %17

17:                                               ; preds = %9, %5
  %18 = tail call i32 @__kmpc_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %6) #15
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !tbaa !13
  store i32 %21, ptr %3, align 4, !tbaa !13
  tail call void @__kmpc_end_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %6) #15
  br label %22

22:                                               ; preds = %20, %17
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %6) #15
  %23 = tail call i32 @omp_get_thread_num() #17
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) @counters, i64 %25
  %27 = load i32, ptr %3, align 4, !tbaa !13
  %28 = atomicrmw add ptr addrspace(1) %26, i32 %27 monotonic, align 4, !amdgpu.no.fine.grained.memory !23, !amdgpu.no.remote.memory !23
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_masked(ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_end_masked(ptr, i32) local_unnamed_addr #3

; Function Attrs: convergent
declare i32 @omp_get_team_num() local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) local_unnamed_addr #10

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) local_unnamed_addr #10

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #10

; Function Attrs: convergent nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #11

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #12 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @__kmpc_get_shared_variables(ptr %4) #15
  %5 = load ptr, ptr addrspace(5) %3, align 8
  %6 = load ptr, ptr %5, align 8, !tbaa !46
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !46
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !46
  %11 = call i32 @__kmpc_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1, i32 0) #15, !noalias !47
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8, !tbaa !29, !noalias !47
  %15 = call i32 @omp_get_team_num() #17, !noalias !47
  %16 = and i32 %15, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %14, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !13, !noalias !47
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %18, align 4, !tbaa !13, !noalias !47
  call void @__kmpc_end_masked(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1) #15, !noalias !47
  br label %21

21:                                               ; preds = %13, %2
  %22 = call i32 @__kmpc_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1) #15, !noalias !47
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %10, align 4, !tbaa !13, !noalias !47
  store i32 %25, ptr %8, align 4, !tbaa !13, !noalias !47
  call void @__kmpc_end_single(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %1) #15, !noalias !47
  br label %26

26:                                               ; preds = %21, %24
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %1) #15, !noalias !47
  %27 = call i32 @omp_get_thread_num() #17, !noalias !47
  %28 = and i32 %27, 15
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) @counters, i64 %29
  %31 = load i32, ptr %8, align 4, !tbaa !13, !noalias !47
  %32 = atomicrmw add ptr addrspace(1) %30, i32 %31 monotonic, align 4, !noalias !47, !amdgpu.no.fine.grained.memory !23, !amdgpu.no.remote.memory !23
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #14

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,64" "amdgpu-max-num-workgroups"="2,1,1" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="2" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #11 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { nounwind memory(readwrite) }
attributes #17 = { convergent nounwind }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!llvm.ident = !{!12}
!llvm.errno.tbaa = !{!13}

!0 = !{i32 0, i32 65024, i32 5317001, !"firstprivate_rows", i32 30, i32 0, i32 4}
!1 = !{i32 0, i32 65024, i32 5317001, !"histo_atomic", i32 18, i32 0, i32 3}
!2 = !{i32 0, i32 65024, i32 5317001, !"masked_single", i32 47, i32 0, i32 6}
!3 = !{i32 0, i32 65024, i32 5317001, !"simd_scale", i32 41, i32 0, i32 5}
!4 = !{i32 1, !"table", i32 0, i32 1}
!5 = !{i32 1, !"counters", i32 0, i32 0}
!6 = !{i32 1, !"current", i32 0, i32 2}
!7 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 7, !"openmp-device", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined: argument 0"}
!19 = distinct !{!19, !"__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined"}
!20 = !{!21, !21, i64 0}
!21 = !{!"any p2 pointer", !22, i64 0}
!22 = !{!"any pointer", !15, i64 0}
!23 = !{}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined: argument 0"}
!26 = distinct !{!26, !"__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined"}
!27 = !{i64 0, i64 16, !28}
!28 = !{!15, !15, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"p1 int", !22, i64 0}
!31 = !{!32}
!32 = distinct !{!32, !33, !"__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined: argument 0"}
!33 = distinct !{!33, !"__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined"}
!34 = distinct !{}
!35 = distinct !{!35, !36, !37}
!36 = !{!"llvm.loop.parallel_accesses", !34}
!37 = !{!"llvm.loop.vectorize.enable", i1 true}
!38 = distinct !{}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !15, i64 0}
!41 = distinct !{!41, !42, !37}
!42 = !{!"llvm.loop.parallel_accesses", !38}
!43 = !{!44}
!44 = distinct !{!44, !45, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined: argument 0"}
!45 = distinct !{!45, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined"}
!46 = !{!22, !22, i64 0}
!47 = !{!48}
!48 = distinct !{!48, !49, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined: argument 0"}
!49 = distinct !{!49, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined"}
