; ModuleID = 'src/07_globals_atomics.c'
source_filename = "src/07_globals_atomics.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@counters = protected global [16 x i32] zeroinitializer, align 4
@table = protected global [64 x i32] zeroinitializer, align 4
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_histo_atomic_l18_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_firstprivate_rows_l30_dynamic_environment }
@current = protected local_unnamed_addr global ptr @table, align 8
@__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_simd_scale_l41_dynamic_environment }
@__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512189_masked_single_l47_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 3, i32 1, i32 64, i32 2, i32 2, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512189_masked_single_l47_dynamic_environment }
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [8 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_histo_atomic_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [5 x ptr], align 8
  %10 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512189_histo_atomic_l18_kernel_environment, ptr %0) #2
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %54
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %16 = trunc i64 %1 to i32
  %17 = add nsw i32 %16, -1
  %18 = icmp sgt i32 %16, 0
  br i1 %18, label %19, label %54

19:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14, !noalias !18
  %20 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !18
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #14, !noalias !18
  %21 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !18
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #14, !noalias !18
  %22 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !18
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #14, !noalias !18
  %23 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !14, !noalias !18
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %14, i32 91, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 128) #2, !noalias !18
  %24 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !18
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %17)
  store i32 %25, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !18
  %26 = load i32, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !18
  %27 = icmp slt i32 %26, %16
  br i1 %27, label %28, label %53

28:                                               ; preds = %19
  %29 = addrspacecast ptr %9 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %31 = addrspacecast ptr %30 to ptr addrspace(5)
  %32 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %33 = inttoptr i64 %15 to ptr
  %34 = addrspacecast ptr %32 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %38 = addrspacecast ptr %37 to ptr addrspace(5)
  br label %39

39:                                               ; preds = %28, %39
  %40 = phi i32 [ %25, %28 ], [ %51, %39 ]
  %41 = phi i32 [ %26, %28 ], [ %48, %39 ]
  %42 = zext i32 %41 to i64
  %43 = zext i32 %40 to i64
  %44 = inttoptr i64 %42 to ptr
  store ptr %44, ptr addrspace(5) %29, align 8, !tbaa !21, !noalias !18
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %31, align 8, !tbaa !21, !noalias !18
  store ptr %33, ptr addrspace(5) %34, align 8, !tbaa !21, !noalias !18
  store ptr %2, ptr addrspace(5) %36, align 8, !tbaa !21, !noalias !18
  store ptr %3, ptr addrspace(5) %38, align 8, !tbaa !21, !noalias !18
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined, ptr null, ptr nonnull %9, i64 5, i32 0) #2, !noalias !18
  %46 = load i32, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !18
  %47 = load i32, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !18
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !18
  %49 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !18
  %50 = add nsw i32 %49, %46
  %51 = call i32 @llvm.smin.i32(i32 %50, i32 %17)
  store i32 %51, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !18
  %52 = icmp slt i32 %48, %16
  br i1 %52, label %39, label %53

53:                                               ; preds = %39, %19
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %14) #2, !noalias !18
  br label %54

54:                                               ; preds = %13, %53
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !18
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !18
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !18
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !18
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @__kmpc_target_deinit() #2
  br label %12
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef readonly captures(none) %5, ptr noundef captures(none) %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %48

14:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %15 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %16 = addrspacecast ptr %9 to ptr addrspace(5)
  %17 = trunc i64 %2 to i32
  %18 = trunc i64 %3 to i32
  store i32 %17, ptr addrspace(5) %15, align 4, !tbaa !14
  store i32 %18, ptr addrspace(5) %16, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %19, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %20 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !14
  %21 = load i32, ptr %0, align 4, !tbaa !14
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %21, i32 33, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1) #2
  %22 = load i32, ptr addrspace(5) %15, align 4, !tbaa !14
  %23 = sext i32 %22 to i64
  %24 = icmp ult i64 %3, %23
  br i1 %24, label %47, label %25

25:                                               ; preds = %14
  %26 = load i32, ptr addrspace(5) %19, align 4, !tbaa !14
  br label %27

27:                                               ; preds = %25, %27
  %28 = phi i64 [ %23, %25 ], [ %45, %27 ]
  %29 = trunc nsw i64 %28 to i32
  %30 = getelementptr inbounds i32, ptr %5, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !14
  %32 = and i32 %31, 1
  %33 = icmp eq i32 %32, 0
  %34 = and i32 %31, 15
  %35 = select i1 %33, i32 0, i32 %34
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr @counters, i64 %36
  %38 = atomicrmw add ptr %37, i32 1 monotonic, align 4
  %39 = load i32, ptr %30, align 4, !tbaa !14
  %40 = and i32 %39, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr %6, i64 %41
  %43 = atomicrmw add ptr %42, i32 1 monotonic, align 4
  %44 = add nsw i32 %26, %29
  %45 = sext i32 %44 to i64
  %46 = icmp ult i64 %3, %45
  br i1 %46, label %47, label %27

47:                                               ; preds = %27, %14
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %21) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %48

48:                                               ; preds = %47, %7
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #2

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_firstprivate_rows_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 4 dereferenceable(16) %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x i32], align 4
  %10 = alloca [5 x ptr], align 8
  %11 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512189_firstprivate_rows_l30_kernel_environment, ptr %0) #2
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %4, %55
  ret void

14:                                               ; preds = %4
  %15 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %16 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %17 = trunc i64 %1 to i32
  %18 = add nsw i32 %17, -1
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %55

20:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14, !noalias !24
  %21 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #14, !noalias !24
  %22 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %18, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #14, !noalias !24
  %23 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %23, align 4, !tbaa !14, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #14, !noalias !24
  %24 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %24, align 4, !tbaa !14, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #14, !noalias !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull writeonly align 4 dereferenceable(16) %9, ptr noundef nonnull readonly align 4 dereferenceable(16) %3, i64 16, i1 false) #15, !tbaa.struct !27, !noalias !24
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %15, i32 91, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 128) #2, !noalias !24
  %25 = load i32, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !24
  %26 = call i32 @llvm.smin.i32(i32 %25, i32 %18)
  store i32 %26, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !24
  %27 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !24
  %28 = icmp slt i32 %27, %17
  br i1 %28, label %29, label %54

29:                                               ; preds = %20
  %30 = addrspacecast ptr %10 to ptr addrspace(5)
  %31 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %32 = addrspacecast ptr %31 to ptr addrspace(5)
  %33 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %34 = inttoptr i64 %16 to ptr
  %35 = addrspacecast ptr %33 to ptr addrspace(5)
  %36 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %37 = addrspacecast ptr %36 to ptr addrspace(5)
  %38 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %39 = addrspacecast ptr %38 to ptr addrspace(5)
  br label %40

40:                                               ; preds = %29, %40
  %41 = phi i32 [ %26, %29 ], [ %52, %40 ]
  %42 = phi i32 [ %27, %29 ], [ %49, %40 ]
  %43 = zext i32 %42 to i64
  %44 = zext i32 %41 to i64
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %30, align 8, !tbaa !21, !noalias !24
  %46 = inttoptr i64 %44 to ptr
  store ptr %46, ptr addrspace(5) %32, align 8, !tbaa !21, !noalias !24
  store ptr %34, ptr addrspace(5) %35, align 8, !tbaa !21, !noalias !24
  store ptr %2, ptr addrspace(5) %37, align 8, !tbaa !21, !noalias !24
  store ptr %9, ptr addrspace(5) %39, align 8, !tbaa !21, !noalias !24
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined, ptr null, ptr nonnull %10, i64 5, i32 0) #2, !noalias !24
  %47 = load i32, ptr addrspace(5) %23, align 4, !tbaa !14, !noalias !24
  %48 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !24
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !24
  %50 = load i32, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !24
  %51 = add nsw i32 %50, %47
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 %18)
  store i32 %52, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !24
  %53 = icmp slt i32 %49, %17
  br i1 %53, label %40, label %54

54:                                               ; preds = %40, %20
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %15) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !24
  br label %55

55:                                               ; preds = %14, %54
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @__kmpc_target_deinit() #2
  br label %13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(16) %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %85

14:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %15 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %16 = addrspacecast ptr %9 to ptr addrspace(5)
  %17 = trunc i64 %2 to i32
  %18 = trunc i64 %3 to i32
  store i32 %17, ptr addrspace(5) %15, align 4, !tbaa !14
  store i32 %18, ptr addrspace(5) %16, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %19, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %20 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !14
  %21 = load i32, ptr %6, align 4
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !28
  %28 = load i32, ptr %0, align 4, !tbaa !14
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %28, i32 33, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1) #2
  %29 = load i32, ptr addrspace(5) %15, align 4, !tbaa !14
  %30 = sext i32 %29 to i64
  %31 = icmp ult i64 %3, %30
  br i1 %31, label %84, label %32

32:                                               ; preds = %14
  %33 = load ptr, ptr @current, align 8, !tbaa !29
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i32 [ %29, %32 ], [ %81, %34 ]
  %36 = shl nsw i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %5, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !14
  %40 = mul nsw i32 %21, %39
  %41 = sext i32 %36 to i64
  %42 = getelementptr i32, ptr %5, i64 %41
  %43 = getelementptr i8, ptr %42, i64 4
  %44 = load i32, ptr %43, align 4, !tbaa !14
  %45 = mul nsw i32 %23, %44
  %46 = sext i32 %36 to i64
  %47 = getelementptr i32, ptr %5, i64 %46
  %48 = getelementptr i8, ptr %47, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !14
  %50 = mul nsw i32 %25, %49
  %51 = sext i32 %36 to i64
  %52 = getelementptr i32, ptr %5, i64 %51
  %53 = getelementptr i8, ptr %52, i64 12
  %54 = load i32, ptr %53, align 4, !tbaa !14
  %55 = mul nsw i32 %27, %54
  %56 = add nsw i32 %39, %40
  store i32 %56, ptr %38, align 4, !tbaa !14
  %57 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !14
  %59 = add nsw i32 %58, %45
  store i32 %59, ptr %57, align 4, !tbaa !14
  %60 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %61 = load i32, ptr %60, align 4, !tbaa !14
  %62 = add nsw i32 %61, %50
  store i32 %62, ptr %60, align 4, !tbaa !14
  %63 = getelementptr inbounds nuw i8, ptr %38, i64 12
  %64 = load i32, ptr %63, align 4, !tbaa !14
  %65 = add nsw i32 %64, %55
  store i32 %65, ptr %63, align 4, !tbaa !14
  %66 = and i32 %35, 15
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr %33, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !14
  %70 = add nsw i32 %69, %40
  store i32 %70, ptr %68, align 4, !tbaa !14
  %71 = getelementptr inbounds nuw i8, ptr %68, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !14
  %73 = add nsw i32 %72, %45
  store i32 %73, ptr %71, align 4, !tbaa !14
  %74 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %75 = load i32, ptr %74, align 4, !tbaa !14
  %76 = add nsw i32 %75, %50
  store i32 %76, ptr %74, align 4, !tbaa !14
  %77 = getelementptr inbounds nuw i8, ptr %68, i64 12
  %78 = load i32, ptr %77, align 4, !tbaa !14
  %79 = add nsw i32 %78, %55
  store i32 %79, ptr %77, align 4, !tbaa !14
  %80 = load i32, ptr addrspace(5) %19, align 4, !tbaa !14
  %81 = add nsw i32 %80, %35
  %82 = sext i32 %81 to i64
  %83 = icmp ult i64 %3, %82
  br i1 %83, label %84, label %34

84:                                               ; preds = %34, %14
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %28) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %85

85:                                               ; preds = %84, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_simd_scale_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [5 x ptr], align 8
  %10 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512189_simd_scale_l41_kernel_environment, ptr %0) #2
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %4, %55
  ret void

13:                                               ; preds = %4
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %15 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %16 = trunc i64 %1 to i32
  %17 = add nsw i32 %16, -1
  %18 = icmp sgt i32 %16, 0
  br i1 %18, label %19, label %55

19:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14, !noalias !31
  %20 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !31
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #14, !noalias !31
  %21 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !31
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #14, !noalias !31
  %22 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !31
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #14, !noalias !31
  %23 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !14, !noalias !31
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %14, i32 91, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 128) #2, !noalias !31
  %24 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !31
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %17)
  store i32 %25, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !31
  %26 = load i32, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !31
  %27 = icmp slt i32 %26, %16
  br i1 %27, label %28, label %54

28:                                               ; preds = %19
  %29 = addrspacecast ptr %9 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %31 = addrspacecast ptr %30 to ptr addrspace(5)
  %32 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %33 = inttoptr i64 %15 to ptr
  %34 = addrspacecast ptr %32 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %38 = inttoptr i64 %3 to ptr
  %39 = addrspacecast ptr %37 to ptr addrspace(5)
  br label %40

40:                                               ; preds = %28, %40
  %41 = phi i32 [ %25, %28 ], [ %52, %40 ]
  %42 = phi i32 [ %26, %28 ], [ %49, %40 ]
  %43 = zext i32 %42 to i64
  %44 = zext i32 %41 to i64
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %29, align 8, !tbaa !21, !noalias !31, !llvm.access.group !34
  %46 = inttoptr i64 %44 to ptr
  store ptr %46, ptr addrspace(5) %31, align 8, !tbaa !21, !noalias !31, !llvm.access.group !34
  store ptr %33, ptr addrspace(5) %34, align 8, !tbaa !21, !noalias !31, !llvm.access.group !34
  store ptr %2, ptr addrspace(5) %36, align 8, !tbaa !21, !noalias !31, !llvm.access.group !34
  store ptr %38, ptr addrspace(5) %39, align 8, !tbaa !21, !noalias !31, !llvm.access.group !34
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %14, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined, ptr null, ptr nonnull %9, i64 5, i32 0) #2, !noalias !31, !llvm.access.group !34
  %47 = load i32, ptr addrspace(5) %22, align 4, !tbaa !14, !noalias !31, !llvm.access.group !34
  %48 = load i32, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !31, !llvm.access.group !34
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr addrspace(5) %20, align 4, !tbaa !14, !noalias !31, !llvm.access.group !34
  %50 = load i32, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !31, !llvm.access.group !34
  %51 = add nsw i32 %50, %47
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 %17)
  store i32 %52, ptr addrspace(5) %21, align 4, !tbaa !14, !noalias !31
  %53 = icmp slt i32 %49, %16
  br i1 %53, label %40, label %54, !llvm.loop !35

54:                                               ; preds = %40, %19
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %14) #2, !noalias !31
  br label %55

55:                                               ; preds = %13, %54
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !31
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @__kmpc_target_deinit() #2
  br label %12
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, i64 noundef %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = trunc i64 %4 to i32
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %39

14:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %15 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %16 = addrspacecast ptr %9 to ptr addrspace(5)
  %17 = trunc i64 %2 to i32
  %18 = trunc i64 %3 to i32
  store i32 %17, ptr addrspace(5) %15, align 4, !tbaa !14
  store i32 %18, ptr addrspace(5) %16, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %19, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %20 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !14
  %21 = load i32, ptr %0, align 4, !tbaa !14
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %21, i32 33, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1) #2
  %22 = load i32, ptr addrspace(5) %15, align 4, !tbaa !14
  %23 = sext i32 %22 to i64
  %24 = icmp ult i64 %3, %23
  br i1 %24, label %38, label %25

25:                                               ; preds = %14
  %26 = bitcast i64 %6 to double
  %27 = load i32, ptr addrspace(5) %19, align 4, !tbaa !14, !llvm.access.group !38
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
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %21) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %39

39:                                               ; preds = %38, %7
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512189_masked_single_l47(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = alloca [3 x ptr], align 8
  %5 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512189_masked_single_l47_kernel_environment, ptr %0) #2
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %8, label %7

7:                                                ; preds = %3, %14
  ret void

8:                                                ; preds = %3
  %9 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  %10 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !43
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = trunc i64 %2 to i32
  store ptr %1, ptr addrspace(3) @_shared2, align 16, !tbaa !29, !noalias !43
  store i32 %13, ptr addrspace(3) @_shared, align 16, !tbaa !14, !noalias !43
  store i32 0, ptr addrspace(3) @_shared1, align 16, !tbaa !14, !noalias !43
  br label %14

14:                                               ; preds = %8, %12
  tail call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %10), !noalias !43
  %15 = addrspacecast ptr %4 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr addrspace(5) %15, align 8, !tbaa !21, !noalias !43
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = addrspacecast ptr %16 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr addrspace(5) %17, align 8, !tbaa !21, !noalias !43
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %19 = addrspacecast ptr %18 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %19, align 8, !tbaa !21, !noalias !43
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %9, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined_wrapper, ptr nonnull %4, i64 3, i32 0) #2, !noalias !43
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @__kmpc_target_deinit() #2
  br label %7
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %2, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %3, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %4) #8 {
  %6 = load i32, ptr %0, align 4, !tbaa !14
  %7 = tail call i32 @__kmpc_masked(ptr nonnull @1, i32 %6, i32 0) #2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8, !tbaa !29
  %11 = tail call i32 @omp_get_team_num() #10
  %12 = and i32 %11, 3
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %10, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !14
  tail call void @__kmpc_end_masked(ptr nonnull @1, i32 %6) #2
  br label %17

17:                                               ; preds = %9, %5
  %18 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %6) #2
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !tbaa !14
  store i32 %21, ptr %3, align 4, !tbaa !14
  tail call void @__kmpc_end_single(ptr nonnull @1, i32 %6) #2
  br label %22

22:                                               ; preds = %20, %17
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %6) #2
  %23 = tail call i32 @omp_get_thread_num() #10
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr @counters, i64 %25
  %27 = load i32, ptr %3, align 4, !tbaa !14
  %28 = atomicrmw add ptr %26, i32 %27 monotonic, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_masked(ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @__kmpc_end_masked(ptr, i32) local_unnamed_addr #2

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
  %3 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %3) #2
  %4 = addrspacecast ptr %3 to ptr addrspace(5)
  %5 = load ptr, ptr addrspace(5) %4, align 8
  %6 = load ptr, ptr %5, align 8, !tbaa !46
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !46
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !46
  %11 = call i32 @__kmpc_masked(ptr nonnull @1, i32 %1, i32 0) #2, !noalias !47
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %21, label %13

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8, !tbaa !29, !noalias !47
  %15 = call i32 @omp_get_team_num() #10, !noalias !47
  %16 = and i32 %15, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %14, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !14, !noalias !47
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %18, align 4, !tbaa !14, !noalias !47
  call void @__kmpc_end_masked(ptr nonnull @1, i32 %1) #2, !noalias !47
  br label %21

21:                                               ; preds = %13, %2
  %22 = call i32 @__kmpc_single(ptr nonnull @1, i32 %1) #2, !noalias !47
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %10, align 4, !tbaa !14, !noalias !47
  store i32 %25, ptr %8, align 4, !tbaa !14, !noalias !47
  call void @__kmpc_end_single(ptr nonnull @1, i32 %1) #2, !noalias !47
  br label %26

26:                                               ; preds = %21, %24
  call void @__kmpc_barrier(ptr nonnull @4, i32 %1) #2, !noalias !47
  %27 = call i32 @omp_get_thread_num() #10, !noalias !47
  %28 = and i32 %27, 15
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr @counters, i64 %29
  %31 = load i32, ptr %8, align 4, !tbaa !14, !noalias !47
  %32 = atomicrmw add ptr %30, i32 %31 monotonic, align 4, !noalias !47
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="2" "nvvm.maxntid"="64" "omp_target_num_teams"="2" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #8 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #9 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #10 = { convergent nounwind }
attributes #11 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #12 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind memory(readwrite) }
attributes #15 = { memory(readwrite) }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}
!llvm.errno.tbaa = !{!14}

!0 = !{i32 0, i32 65024, i32 5317001, !"firstprivate_rows", i32 30, i32 0, i32 4}
!1 = !{i32 0, i32 65024, i32 5317001, !"histo_atomic", i32 18, i32 0, i32 3}
!2 = !{i32 0, i32 65024, i32 5317001, !"masked_single", i32 47, i32 0, i32 6}
!3 = !{i32 0, i32 65024, i32 5317001, !"simd_scale", i32 41, i32 0, i32 5}
!4 = !{i32 1, !"table", i32 0, i32 1}
!5 = !{i32 1, !"counters", i32 0, i32 0}
!6 = !{i32 1, !"current", i32 0, i32 2}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 7, !"openmp-device", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined: argument 0"}
!20 = distinct !{!20, !"__omp_offloading_fe00_512189_histo_atomic_l18_omp_outlined"}
!21 = !{!22, !22, i64 0}
!22 = !{!"any p2 pointer", !23, i64 0}
!23 = !{!"any pointer", !16, i64 0}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined: argument 0"}
!26 = distinct !{!26, !"__omp_offloading_fe00_512189_firstprivate_rows_l30_omp_outlined"}
!27 = !{i64 0, i64 16, !28}
!28 = !{!16, !16, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"p1 int", !23, i64 0}
!31 = !{!32}
!32 = distinct !{!32, !33, !"__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined: argument 0"}
!33 = distinct !{!33, !"__omp_offloading_fe00_512189_simd_scale_l41_omp_outlined"}
!34 = distinct !{}
!35 = distinct !{!35, !36, !37}
!36 = !{!"llvm.loop.parallel_accesses", !34}
!37 = !{!"llvm.loop.vectorize.enable", i1 true}
!38 = distinct !{}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !16, i64 0}
!41 = distinct !{!41, !42, !37}
!42 = !{!"llvm.loop.parallel_accesses", !38}
!43 = !{!44}
!44 = distinct !{!44, !45, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined: argument 0"}
!45 = distinct !{!45, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined"}
!46 = !{!23, !23, i64 0}
!47 = !{!48}
!48 = distinct !{!48, !49, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined: argument 0"}
!49 = distinct !{!49, !"__omp_offloading_fe00_512189_masked_single_l47_omp_outlined_omp_outlined"}
