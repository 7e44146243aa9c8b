; ModuleID = 'src/05_reductions.c'
source_filename = "src/05_reductions.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { i64 }
%struct._globalized_locals_ty.1 = type { i32 }
%struct._globalized_locals_ty.4 = type { [8 x i32] }
%struct._globalized_locals_ty.7 = type { i64, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51206e_dot_l15_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_dot_l15_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_dot_l15_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 4, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment }
@__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_histogram_l30_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 32, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment }
@__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_summarize_l47_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 16, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment }
@__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared29 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared30 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared31 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_dot_l15(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [6 x ptr], align 8
  %12 = alloca [1 x ptr], align 8
  %13 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51206e_dot_l15_kernel_environment, ptr %0) #2
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %16, label %15

15:                                               ; preds = %5, %70
  ret void

16:                                               ; preds = %5
  %17 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %18 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  %19 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #16, !noalias !16
  %20 = addrspacecast ptr %6 to ptr addrspace(5)
  store i64 0, ptr addrspace(5) %20, align 8, !tbaa !19, !noalias !16
  %21 = add nsw i32 %19, -1
  %22 = icmp sgt i32 %19, 0
  br i1 %22, label %23, label %60

23:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16, !noalias !16
  %24 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !16
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #16, !noalias !16
  %25 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 %21, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !16
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #16, !noalias !16
  %26 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !16
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #16, !noalias !16
  %27 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %27, align 4, !tbaa !12, !noalias !16
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %17, i32 91, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i32 1, i32 128) #2, !noalias !16
  %28 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !16
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %21)
  store i32 %29, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !16
  %30 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !16
  %31 = icmp slt i32 %30, %19
  br i1 %31, label %32, label %59

32:                                               ; preds = %23
  %33 = addrspacecast ptr %11 to ptr addrspace(5)
  %34 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %35 = addrspacecast ptr %34 to ptr addrspace(5)
  %36 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %37 = inttoptr i64 %18 to ptr
  %38 = addrspacecast ptr %36 to ptr addrspace(5)
  %39 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %40 = addrspacecast ptr %39 to ptr addrspace(5)
  %41 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %42 = addrspacecast ptr %41 to ptr addrspace(5)
  %43 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %44 = addrspacecast ptr %43 to ptr addrspace(5)
  br label %45

45:                                               ; preds = %32, %45
  %46 = phi i32 [ %29, %32 ], [ %57, %45 ]
  %47 = phi i32 [ %30, %32 ], [ %54, %45 ]
  %48 = zext i32 %47 to i64
  %49 = zext i32 %46 to i64
  %50 = inttoptr i64 %48 to ptr
  store ptr %50, ptr addrspace(5) %33, align 8, !tbaa !21, !noalias !16
  %51 = inttoptr i64 %49 to ptr
  store ptr %51, ptr addrspace(5) %35, align 8, !tbaa !21, !noalias !16
  store ptr %37, ptr addrspace(5) %38, align 8, !tbaa !21, !noalias !16
  store ptr %6, ptr addrspace(5) %40, align 8, !tbaa !21, !noalias !16
  store ptr %3, ptr addrspace(5) %42, align 8, !tbaa !21, !noalias !16
  store ptr %4, ptr addrspace(5) %44, align 8, !tbaa !21, !noalias !16
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %17, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined, ptr null, ptr nonnull %11, i64 6, i32 0) #2, !noalias !16
  %52 = load i32, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !16
  %53 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !16
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !16
  %55 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !16
  %56 = add nsw i32 %55, %52
  %57 = call i32 @llvm.smin.i32(i32 %56, i32 %21)
  store i32 %57, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !16
  %58 = icmp slt i32 %54, %19
  br i1 %58, label %45, label %59

59:                                               ; preds = %45, %23
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %17) #2, !noalias !16
  br label %60

60:                                               ; preds = %59, %16
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2, !noalias !16
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !16
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !16
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !16
  %61 = addrspacecast ptr %12 to ptr addrspace(5)
  store ptr %6, ptr addrspace(5) %61, align 8, !noalias !16
  %62 = call ptr @__kmpc_reduction_get_fixed_buffer() #2, !noalias !16
  %63 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @1, ptr %62, i32 1024, i64 8, ptr nonnull %12, ptr nonnull @_omp_reduction_shuffle_and_reduce_func1, ptr nonnull @_omp_reduction_inter_warp_copy_func2, ptr nonnull @_omp_reduction_list_to_global_copy_func, ptr nonnull @_omp_reduction_list_to_global_reduce_func, ptr nonnull @_omp_reduction_global_to_list_copy_func, ptr nonnull @_omp_reduction_global_to_list_reduce_func) #2, !noalias !16
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %70

65:                                               ; preds = %60
  %66 = addrspacecast ptr %2 to ptr addrspace(1)
  %67 = load i64, ptr addrspace(1) %66, align 8, !tbaa !19, !noalias !16
  %68 = load i64, ptr addrspace(5) %20, align 8, !tbaa !19, !noalias !16
  %69 = add nsw i64 %68, %67
  store i64 %69, ptr addrspace(1) %66, align 8, !tbaa !19, !noalias !16
  br label %70

70:                                               ; preds = %60, %65
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !16
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @__kmpc_target_deinit() #2
  br label %15
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 captures(none) dereferenceable(8) %5, ptr noundef readonly captures(none) %6, ptr noundef readonly captures(none) %7) #3 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca [1 x ptr], align 8
  %15 = trunc i64 %4 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %56

17:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  %20 = trunc i64 %2 to i32
  %21 = trunc i64 %3 to i32
  store i32 %20, ptr addrspace(5) %18, align 4, !tbaa !12
  store i32 %21, ptr addrspace(5) %19, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %22 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %22, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %23 = addrspacecast ptr %12 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #2
  %24 = addrspacecast ptr %13 to ptr addrspace(5)
  %25 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %25, i32 33, ptr nonnull %12, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, i32 1, i32 1) #2
  %26 = load i32, ptr addrspace(5) %18, align 4, !tbaa !12
  %27 = sext i32 %26 to i64
  %28 = icmp ult i64 %3, %27
  br i1 %28, label %46, label %29

29:                                               ; preds = %17
  %30 = load i32, ptr addrspace(5) %22, align 4, !tbaa !12
  br label %31

31:                                               ; preds = %29, %31
  %32 = phi i64 [ %27, %29 ], [ %44, %31 ]
  %33 = phi i64 [ 0, %29 ], [ %42, %31 ]
  %34 = trunc nsw i64 %32 to i32
  %35 = getelementptr inbounds i32, ptr %6, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !12
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %7, i64 %32
  %39 = load i32, ptr %38, align 4, !tbaa !12
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %37
  %42 = add nsw i64 %41, %33
  %43 = add nsw i32 %30, %34
  %44 = sext i32 %43 to i64
  %45 = icmp ult i64 %3, %44
  br i1 %45, label %46, label %31

46:                                               ; preds = %31, %17
  %47 = phi i64 [ 0, %17 ], [ %42, %31 ]
  store i64 %47, ptr addrspace(5) %24, align 8
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %25) #2
  %48 = addrspacecast ptr %14 to ptr addrspace(5)
  store ptr %13, ptr addrspace(5) %48, align 8
  %49 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 8, ptr nonnull %14, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func) #2
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %55

51:                                               ; preds = %46
  %52 = load i64, ptr %5, align 8, !tbaa !19
  %53 = load i64, ptr addrspace(5) %24, align 8, !tbaa !19
  %54 = add nsw i64 %53, %52
  store i64 %54, ptr %5, align 8, !tbaa !19
  br label %55

55:                                               ; preds = %51, %46
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  br label %56

56:                                               ; preds = %55, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = icmp eq i16 %3, 0
  %11 = icmp eq i16 %3, 1
  %12 = icmp ult i16 %1, %2
  %13 = and i1 %12, %11
  %14 = icmp eq i16 %3, 2
  %15 = and i16 %1, 1
  %16 = icmp eq i16 %15, 0
  %17 = and i1 %16, %14
  %18 = icmp sgt i16 %2, 0
  %19 = and i1 %18, %17
  %20 = or i1 %10, %13
  %21 = or i1 %20, %19
  br i1 %21, label %22, label %26

22:                                               ; preds = %4
  %23 = load ptr, ptr %0, align 8
  %24 = load i64, ptr %23, align 8, !tbaa !19
  %25 = add nsw i64 %24, %9
  store i64 %25, ptr %23, align 8, !tbaa !19
  br label %26

26:                                               ; preds = %4, %22
  %27 = icmp uge i16 %1, %2
  %28 = and i1 %27, %11
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8
  store i64 %9, ptr %30, align 8
  br label %31

31:                                               ; preds = %26, %29
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() local_unnamed_addr #2

declare i64 @__kmpc_shuffle_int64(i64, i16, i16) local_unnamed_addr

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = icmp eq i32 %5, 0
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %9
  %11 = icmp ult i32 %3, %1
  %12 = sext i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %12
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %14) #2
  br i1 %8, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %10, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %14) #2
  br i1 %11, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %8, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %10, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %11, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #5

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = icmp eq i16 %3, 0
  %11 = icmp eq i16 %3, 1
  %12 = icmp ult i16 %1, %2
  %13 = and i1 %12, %11
  %14 = icmp eq i16 %3, 2
  %15 = and i16 %1, 1
  %16 = icmp eq i16 %15, 0
  %17 = and i1 %16, %14
  %18 = icmp sgt i16 %2, 0
  %19 = and i1 %18, %17
  %20 = or i1 %10, %13
  %21 = or i1 %20, %19
  br i1 %21, label %22, label %26

22:                                               ; preds = %4
  %23 = load ptr, ptr %0, align 8
  %24 = load i64, ptr %23, align 8, !tbaa !19
  %25 = add nsw i64 %24, %9
  store i64 %25, ptr %23, align 8, !tbaa !19
  br label %26

26:                                               ; preds = %4, %22
  %27 = icmp uge i16 %1, %2
  %28 = and i1 %27, %11
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8
  store i64 %9, ptr %30, align 8
  br label %31

31:                                               ; preds = %26, %29
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func2(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = icmp eq i32 %5, 0
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %9
  %11 = icmp ult i32 %3, %1
  %12 = sext i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %12
  %14 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %14) #2
  br i1 %8, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %10, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %14) #2
  br i1 %11, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %8, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %10, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %11, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() local_unnamed_addr #2

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i64, ptr %5, align 8, !tbaa !19
  %8 = load i64, ptr %6, align 8, !tbaa !19
  %9 = add nsw i64 %8, %7
  store i64 %9, ptr %5, align 8, !tbaa !19
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %4, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = load i64, ptr %5, align 8, !tbaa !19
  %9 = add nsw i64 %8, %7
  store i64 %9, ptr %6, align 8, !tbaa !19
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr) local_unnamed_addr

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_maxabs_l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x ptr], align 8
  %11 = alloca [1 x ptr], align 8
  %12 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment, ptr %0) #2
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %4, %67
  ret void

15:                                               ; preds = %4
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %17 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  %18 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #16, !noalias !24
  %19 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 -2147483648, ptr addrspace(5) %19, align 4, !tbaa !12, !noalias !24
  %20 = add nsw i32 %18, -1
  %21 = icmp sgt i32 %18, 0
  br i1 %21, label %22, label %57

22:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #16, !noalias !24
  %23 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16, !noalias !24
  %24 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 %20, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #16, !noalias !24
  %25 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #16, !noalias !24
  %26 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !24
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %16, i32 91, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 128) #2, !noalias !24
  %27 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !24
  %28 = call i32 @llvm.smin.i32(i32 %27, i32 %20)
  store i32 %28, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !24
  %29 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !24
  %30 = icmp slt i32 %29, %18
  br i1 %30, label %31, label %56

31:                                               ; preds = %22
  %32 = addrspacecast ptr %10 to ptr addrspace(5)
  %33 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %34 = addrspacecast ptr %33 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %36 = inttoptr i64 %17 to ptr
  %37 = addrspacecast ptr %35 to ptr addrspace(5)
  %38 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %39 = addrspacecast ptr %38 to ptr addrspace(5)
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %41 = addrspacecast ptr %40 to ptr addrspace(5)
  br label %42

42:                                               ; preds = %31, %42
  %43 = phi i32 [ %28, %31 ], [ %54, %42 ]
  %44 = phi i32 [ %29, %31 ], [ %51, %42 ]
  %45 = zext i32 %44 to i64
  %46 = zext i32 %43 to i64
  %47 = inttoptr i64 %45 to ptr
  store ptr %47, ptr addrspace(5) %32, align 8, !tbaa !21, !noalias !24
  %48 = inttoptr i64 %46 to ptr
  store ptr %48, ptr addrspace(5) %34, align 8, !tbaa !21, !noalias !24
  store ptr %36, ptr addrspace(5) %37, align 8, !tbaa !21, !noalias !24
  store ptr %5, ptr addrspace(5) %39, align 8, !tbaa !21, !noalias !24
  store ptr %3, ptr addrspace(5) %41, align 8, !tbaa !21, !noalias !24
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined, ptr null, ptr nonnull %10, i64 5, i32 0) #2, !noalias !24
  %49 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !24
  %50 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !24
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !24
  %52 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !24
  %53 = add nsw i32 %52, %49
  %54 = call i32 @llvm.smin.i32(i32 %53, i32 %20)
  store i32 %54, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !24
  %55 = icmp slt i32 %51, %18
  br i1 %55, label %42, label %56

56:                                               ; preds = %42, %22
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %16) #2, !noalias !24
  br label %57

57:                                               ; preds = %56, %15
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !24
  %58 = addrspacecast ptr %11 to ptr addrspace(5)
  store ptr %5, ptr addrspace(5) %58, align 8, !noalias !24
  %59 = call ptr @__kmpc_reduction_get_fixed_buffer() #2, !noalias !24
  %60 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @1, ptr %59, i32 1024, i64 4, ptr nonnull %11, ptr nonnull @_omp_reduction_shuffle_and_reduce_func5, ptr nonnull @_omp_reduction_inter_warp_copy_func6, ptr nonnull @_omp_reduction_list_to_global_copy_func7, ptr nonnull @_omp_reduction_list_to_global_reduce_func8, ptr nonnull @_omp_reduction_global_to_list_copy_func9, ptr nonnull @_omp_reduction_global_to_list_reduce_func10) #2, !noalias !24
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = addrspacecast ptr %2 to ptr addrspace(1)
  %64 = load i32, ptr addrspace(1) %63, align 4, !tbaa !12, !noalias !24
  %65 = load i32, ptr addrspace(5) %19, align 4, !tbaa !12, !noalias !24
  %66 = call i32 @llvm.smax.i32(i32 %64, i32 %65)
  store i32 %66, ptr addrspace(1) %63, align 4, !tbaa !12, !noalias !24
  br label %67

67:                                               ; preds = %57, %62
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @__kmpc_target_deinit() #2
  br label %14
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %5, ptr noundef readonly captures(none) %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [1 x ptr], align 8
  %14 = trunc i64 %4 to i32
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %51

16:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %17 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %17, align 4, !tbaa !12
  store i32 %20, ptr addrspace(5) %18, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %21 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %21, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %22 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %23 = addrspacecast ptr %12 to ptr addrspace(5)
  %24 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %24, i32 33, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1) #2
  %25 = load i32, ptr addrspace(5) %17, align 4, !tbaa !12
  %26 = sext i32 %25 to i64
  %27 = icmp ult i64 %3, %26
  br i1 %27, label %41, label %28

28:                                               ; preds = %16
  %29 = load i32, ptr addrspace(5) %21, align 4, !tbaa !12
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %26, %28 ], [ %39, %30 ]
  %32 = phi i32 [ -2147483648, %28 ], [ %37, %30 ]
  %33 = trunc nsw i64 %31 to i32
  %34 = getelementptr inbounds i32, ptr %6, i64 %31
  %35 = load i32, ptr %34, align 4, !tbaa !12
  %36 = call i32 @llvm.abs.i32(i32 %35, i1 true)
  %37 = call i32 @llvm.smax.i32(i32 %32, i32 %36)
  %38 = add nsw i32 %29, %33
  %39 = sext i32 %38 to i64
  %40 = icmp ult i64 %3, %39
  br i1 %40, label %41, label %30

41:                                               ; preds = %30, %16
  %42 = phi i32 [ -2147483648, %16 ], [ %37, %30 ]
  store i32 %42, ptr addrspace(5) %23, align 4
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %24) #2
  %43 = addrspacecast ptr %13 to ptr addrspace(5)
  store ptr %12, ptr addrspace(5) %43, align 8
  %44 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 4, ptr nonnull %13, ptr nonnull @_omp_reduction_shuffle_and_reduce_func3, ptr nonnull @_omp_reduction_inter_warp_copy_func4) #2
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %50

46:                                               ; preds = %41
  %47 = load i32, ptr %5, align 4, !tbaa !12
  %48 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12
  %49 = call i32 @llvm.smax.i32(i32 %47, i32 %48)
  store i32 %49, ptr %5, align 4, !tbaa !12
  br label %50

50:                                               ; preds = %46, %41
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %51

51:                                               ; preds = %50, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func3(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #2
  %10 = icmp eq i16 %3, 0
  %11 = icmp eq i16 %3, 1
  %12 = icmp ult i16 %1, %2
  %13 = and i1 %12, %11
  %14 = icmp eq i16 %3, 2
  %15 = and i16 %1, 1
  %16 = icmp eq i16 %15, 0
  %17 = and i1 %16, %14
  %18 = icmp sgt i16 %2, 0
  %19 = and i1 %18, %17
  %20 = or i1 %10, %13
  %21 = or i1 %20, %19
  br i1 %21, label %22, label %26

22:                                               ; preds = %4
  %23 = load ptr, ptr %0, align 8
  %24 = load i32, ptr %23, align 4, !tbaa !12
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 %9)
  store i32 %25, ptr %23, align 4, !tbaa !12
  br label %26

26:                                               ; preds = %4, %22
  %27 = icmp uge i16 %1, %2
  %28 = and i1 %27, %11
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8
  store i32 %9, ptr %30, align 4
  br label %31

31:                                               ; preds = %26, %29
  ret void
}

declare i32 @__kmpc_shuffle_int32(i32, i16, i16) local_unnamed_addr

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func4(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = ashr i32 %6, 5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %11
  %13 = load ptr, ptr %0, align 8
  %14 = load i32, ptr %13, align 4
  store volatile i32 %14, ptr addrspace(3) %12, align 4
  br label %15

15:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %16 = icmp ult i32 %3, %1
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = sext i32 %3 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %19, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %15, %17
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func5(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #2
  %10 = icmp eq i16 %3, 0
  %11 = icmp eq i16 %3, 1
  %12 = icmp ult i16 %1, %2
  %13 = and i1 %12, %11
  %14 = icmp eq i16 %3, 2
  %15 = and i16 %1, 1
  %16 = icmp eq i16 %15, 0
  %17 = and i1 %16, %14
  %18 = icmp sgt i16 %2, 0
  %19 = and i1 %18, %17
  %20 = or i1 %10, %13
  %21 = or i1 %20, %19
  br i1 %21, label %22, label %26

22:                                               ; preds = %4
  %23 = load ptr, ptr %0, align 8
  %24 = load i32, ptr %23, align 4, !tbaa !12
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 %9)
  store i32 %25, ptr %23, align 4, !tbaa !12
  br label %26

26:                                               ; preds = %4, %22
  %27 = icmp uge i16 %1, %2
  %28 = and i1 %27, %11
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8
  store i32 %9, ptr %30, align 4
  br label %31

31:                                               ; preds = %26, %29
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func6(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = ashr i32 %6, 5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %11
  %13 = load ptr, ptr %0, align 8
  %14 = load i32, ptr %13, align 4
  store volatile i32 %14, ptr addrspace(3) %12, align 4
  br label %15

15:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %16 = icmp ult i32 %3, %1
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = sext i32 %3 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %19, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %15, %17
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func7(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %5
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func8(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %5, align 4, !tbaa !12
  %8 = load i32, ptr %6, align 4, !tbaa !12
  %9 = tail call i32 @llvm.smax.i32(i32 %7, i32 %8)
  store i32 %9, ptr %5, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func9(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %4, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func10(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = load i32, ptr %5, align 4, !tbaa !12
  %9 = tail call i32 @llvm.smax.i32(i32 %7, i32 %8)
  store i32 %9, ptr %6, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_histogram_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x ptr], align 8
  %11 = alloca [1 x ptr], align 8
  %12 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51206e_histogram_l30_kernel_environment, ptr %0) #2
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %4, %116
  ret void

15:                                               ; preds = %4
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #16, !noalias !27
  %17 = addrspacecast ptr %5 to ptr addrspace(5)
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %19 = addrspacecast ptr %18 to ptr addrspace(5)
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %21 = addrspacecast ptr %20 to ptr addrspace(5)
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %23 = addrspacecast ptr %22 to ptr addrspace(5)
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %25 = addrspacecast ptr %24 to ptr addrspace(5)
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %27 = addrspacecast ptr %26 to ptr addrspace(5)
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %29 = addrspacecast ptr %28 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %31 = addrspacecast ptr %30 to ptr addrspace(5)
  %32 = and i64 %1, 4294967295
  %33 = trunc i64 %1 to i32
  %34 = add nsw i32 %33, -1
  %35 = icmp sgt i32 %33, 0
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 4 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  br i1 %35, label %36, label %71

36:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #16, !noalias !27
  %37 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %37, align 4, !tbaa !12, !noalias !27
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16, !noalias !27
  %38 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 %34, ptr addrspace(5) %38, align 4, !tbaa !12, !noalias !27
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #16, !noalias !27
  %39 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %39, align 4, !tbaa !12, !noalias !27
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #16, !noalias !27
  %40 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %40, align 4, !tbaa !12, !noalias !27
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %16, i32 91, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 128) #2, !noalias !27
  %41 = load i32, ptr addrspace(5) %38, align 4, !tbaa !12, !noalias !27
  %42 = call i32 @llvm.smin.i32(i32 %41, i32 %34)
  store i32 %42, ptr addrspace(5) %38, align 4, !tbaa !12, !noalias !27
  %43 = load i32, ptr addrspace(5) %37, align 4, !tbaa !12, !noalias !27
  %44 = icmp slt i32 %43, %33
  br i1 %44, label %45, label %70

45:                                               ; preds = %36
  %46 = addrspacecast ptr %10 to ptr addrspace(5)
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %48 = addrspacecast ptr %47 to ptr addrspace(5)
  %49 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %50 = inttoptr i64 %32 to ptr
  %51 = addrspacecast ptr %49 to ptr addrspace(5)
  %52 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %53 = addrspacecast ptr %52 to ptr addrspace(5)
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %55 = addrspacecast ptr %54 to ptr addrspace(5)
  br label %56

56:                                               ; preds = %45, %56
  %57 = phi i32 [ %42, %45 ], [ %68, %56 ]
  %58 = phi i32 [ %43, %45 ], [ %65, %56 ]
  %59 = zext i32 %58 to i64
  %60 = zext i32 %57 to i64
  %61 = inttoptr i64 %59 to ptr
  store ptr %61, ptr addrspace(5) %46, align 8, !tbaa !21, !noalias !27
  %62 = inttoptr i64 %60 to ptr
  store ptr %62, ptr addrspace(5) %48, align 8, !tbaa !21, !noalias !27
  store ptr %50, ptr addrspace(5) %51, align 8, !tbaa !21, !noalias !27
  store ptr %5, ptr addrspace(5) %53, align 8, !tbaa !21, !noalias !27
  store ptr %3, ptr addrspace(5) %55, align 8, !tbaa !21, !noalias !27
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined, ptr null, ptr nonnull %10, i64 5, i32 0) #2, !noalias !27
  %63 = load i32, ptr addrspace(5) %39, align 4, !tbaa !12, !noalias !27
  %64 = load i32, ptr addrspace(5) %37, align 4, !tbaa !12, !noalias !27
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr addrspace(5) %37, align 4, !tbaa !12, !noalias !27
  %66 = load i32, ptr addrspace(5) %38, align 4, !tbaa !12, !noalias !27
  %67 = add nsw i32 %66, %63
  %68 = call i32 @llvm.smin.i32(i32 %67, i32 %34)
  store i32 %68, ptr addrspace(5) %38, align 4, !tbaa !12, !noalias !27
  %69 = icmp slt i32 %65, %33
  br i1 %69, label %56, label %70

70:                                               ; preds = %56, %36
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %16) #2, !noalias !27
  br label %71

71:                                               ; preds = %70, %15
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !27
  %72 = addrspacecast ptr %11 to ptr addrspace(5)
  store ptr %5, ptr addrspace(5) %72, align 8, !noalias !27
  %73 = call ptr @__kmpc_reduction_get_fixed_buffer() #2, !noalias !27
  %74 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @1, ptr %73, i32 1024, i64 32, ptr nonnull %11, ptr nonnull @_omp_reduction_shuffle_and_reduce_func13, ptr nonnull @_omp_reduction_inter_warp_copy_func14, ptr nonnull @_omp_reduction_list_to_global_copy_func15, ptr nonnull @_omp_reduction_list_to_global_reduce_func16, ptr nonnull @_omp_reduction_global_to_list_copy_func17, ptr nonnull @_omp_reduction_global_to_list_reduce_func18) #2, !noalias !27
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %116

76:                                               ; preds = %71
  %77 = addrspacecast ptr %2 to ptr addrspace(1)
  %78 = load i32, ptr addrspace(1) %77, align 4, !tbaa !12, !noalias !27
  %79 = load i32, ptr addrspace(5) %17, align 4, !tbaa !12, !noalias !27
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr addrspace(1) %77, align 4, !tbaa !12, !noalias !27
  %81 = getelementptr i8, ptr %2, i64 4
  %82 = addrspacecast ptr %81 to ptr addrspace(1)
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !12, !noalias !27
  %84 = load i32, ptr addrspace(5) %19, align 4, !tbaa !12, !noalias !27
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr addrspace(1) %82, align 4, !tbaa !12, !noalias !27
  %86 = getelementptr i8, ptr %2, i64 8
  %87 = addrspacecast ptr %86 to ptr addrspace(1)
  %88 = load i32, ptr addrspace(1) %87, align 4, !tbaa !12, !noalias !27
  %89 = load i32, ptr addrspace(5) %21, align 4, !tbaa !12, !noalias !27
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr addrspace(1) %87, align 4, !tbaa !12, !noalias !27
  %91 = getelementptr i8, ptr %2, i64 12
  %92 = addrspacecast ptr %91 to ptr addrspace(1)
  %93 = load i32, ptr addrspace(1) %92, align 4, !tbaa !12, !noalias !27
  %94 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !27
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr addrspace(1) %92, align 4, !tbaa !12, !noalias !27
  %96 = getelementptr i8, ptr %2, i64 16
  %97 = addrspacecast ptr %96 to ptr addrspace(1)
  %98 = load i32, ptr addrspace(1) %97, align 4, !tbaa !12, !noalias !27
  %99 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !27
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr addrspace(1) %97, align 4, !tbaa !12, !noalias !27
  %101 = getelementptr i8, ptr %2, i64 20
  %102 = addrspacecast ptr %101 to ptr addrspace(1)
  %103 = load i32, ptr addrspace(1) %102, align 4, !tbaa !12, !noalias !27
  %104 = load i32, ptr addrspace(5) %27, align 4, !tbaa !12, !noalias !27
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr addrspace(1) %102, align 4, !tbaa !12, !noalias !27
  %106 = getelementptr i8, ptr %2, i64 24
  %107 = addrspacecast ptr %106 to ptr addrspace(1)
  %108 = load i32, ptr addrspace(1) %107, align 4, !tbaa !12, !noalias !27
  %109 = load i32, ptr addrspace(5) %29, align 4, !tbaa !12, !noalias !27
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr addrspace(1) %107, align 4, !tbaa !12, !noalias !27
  %111 = getelementptr i8, ptr %2, i64 28
  %112 = addrspacecast ptr %111 to ptr addrspace(1)
  %113 = load i32, ptr addrspace(1) %112, align 4, !tbaa !12, !noalias !27
  %114 = load i32, ptr addrspace(5) %31, align 4, !tbaa !12, !noalias !27
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr addrspace(1) %112, align 4, !tbaa !12, !noalias !27
  br label %116

116:                                              ; preds = %76, %71
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @__kmpc_target_deinit() #2
  br label %14
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6) #3 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [8 x i32], align 4
  %13 = alloca [1 x ptr], align 8
  %14 = trunc i64 %4 to i32
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %95

16:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2
  %17 = addrspacecast ptr %8 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %3 to i32
  store i32 %19, ptr addrspace(5) %17, align 4, !tbaa !12
  store i32 %20, ptr addrspace(5) %18, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %21 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %21, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %22 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %23 = addrspacecast ptr %12 to ptr addrspace(5)
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %25 = addrspacecast ptr %24 to ptr addrspace(5)
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %27 = addrspacecast ptr %26 to ptr addrspace(5)
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %29 = addrspacecast ptr %28 to ptr addrspace(5)
  %30 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %31 = addrspacecast ptr %30 to ptr addrspace(5)
  %32 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %33 = addrspacecast ptr %32 to ptr addrspace(5)
  %34 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %35 = addrspacecast ptr %34 to ptr addrspace(5)
  %36 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %37 = addrspacecast ptr %36 to ptr addrspace(5)
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 4 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  %38 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %38, i32 33, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1) #2
  %39 = load i32, ptr addrspace(5) %17, align 4, !tbaa !12
  %40 = sext i32 %39 to i64
  %41 = icmp ult i64 %3, %40
  br i1 %41, label %58, label %42

42:                                               ; preds = %16
  %43 = load i32, ptr addrspace(5) %21, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %40, %42 ], [ %56, %44 ]
  %46 = trunc nsw i64 %45 to i32
  %47 = getelementptr inbounds i32, ptr %6, i64 %45
  %48 = load i32, ptr %47, align 4, !tbaa !12
  %49 = and i32 %48, 7
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %12, i64 %50
  %52 = addrspacecast ptr %51 to ptr addrspace(5)
  %53 = load i32, ptr addrspace(5) %52, align 4, !tbaa !12
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr addrspace(5) %52, align 4, !tbaa !12
  %55 = add nsw i32 %43, %46
  %56 = sext i32 %55 to i64
  %57 = icmp ult i64 %3, %56
  br i1 %57, label %58, label %44

58:                                               ; preds = %44, %16
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %38) #2
  %59 = addrspacecast ptr %13 to ptr addrspace(5)
  store ptr %12, ptr addrspace(5) %59, align 8
  %60 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 32, ptr nonnull %13, ptr nonnull @_omp_reduction_shuffle_and_reduce_func11, ptr nonnull @_omp_reduction_inter_warp_copy_func12) #2
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %94

62:                                               ; preds = %58
  %63 = load i32, ptr %5, align 4, !tbaa !12
  %64 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %5, align 4, !tbaa !12
  %66 = getelementptr i8, ptr %5, i64 4
  %67 = load i32, ptr %66, align 4, !tbaa !12
  %68 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %66, align 4, !tbaa !12
  %70 = getelementptr i8, ptr %5, i64 8
  %71 = load i32, ptr %70, align 4, !tbaa !12
  %72 = load i32, ptr addrspace(5) %27, align 4, !tbaa !12
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %70, align 4, !tbaa !12
  %74 = getelementptr i8, ptr %5, i64 12
  %75 = load i32, ptr %74, align 4, !tbaa !12
  %76 = load i32, ptr addrspace(5) %29, align 4, !tbaa !12
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %74, align 4, !tbaa !12
  %78 = getelementptr i8, ptr %5, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !12
  %80 = load i32, ptr addrspace(5) %31, align 4, !tbaa !12
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %78, align 4, !tbaa !12
  %82 = getelementptr i8, ptr %5, i64 20
  %83 = load i32, ptr %82, align 4, !tbaa !12
  %84 = load i32, ptr addrspace(5) %33, align 4, !tbaa !12
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %82, align 4, !tbaa !12
  %86 = getelementptr i8, ptr %5, i64 24
  %87 = load i32, ptr %86, align 4, !tbaa !12
  %88 = load i32, ptr addrspace(5) %35, align 4, !tbaa !12
  %89 = add nsw i32 %88, %87
  store i32 %89, ptr %86, align 4, !tbaa !12
  %90 = getelementptr i8, ptr %5, i64 28
  %91 = load i32, ptr %90, align 4, !tbaa !12
  %92 = load i32, ptr addrspace(5) %37, align 4, !tbaa !12
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr %90, align 4, !tbaa !12
  br label %94

94:                                               ; preds = %62, %58
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  br label %95

95:                                               ; preds = %94, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func11(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr i8, ptr %5, i64 8
  %11 = load i64, ptr %10, align 4
  %12 = tail call i32 @__kmpc_get_warp_size() #2
  %13 = trunc i32 %12 to i16
  %14 = tail call i64 @__kmpc_shuffle_int64(i64 %11, i16 %2, i16 %13) #2
  %15 = getelementptr i8, ptr %5, i64 16
  %16 = load i64, ptr %15, align 4
  %17 = tail call i32 @__kmpc_get_warp_size() #2
  %18 = trunc i32 %17 to i16
  %19 = tail call i64 @__kmpc_shuffle_int64(i64 %16, i16 %2, i16 %18) #2
  %20 = getelementptr i8, ptr %5, i64 24
  %21 = load i64, ptr %20, align 4
  %22 = tail call i32 @__kmpc_get_warp_size() #2
  %23 = trunc i32 %22 to i16
  %24 = tail call i64 @__kmpc_shuffle_int64(i64 %21, i16 %2, i16 %23) #2
  %25 = icmp eq i16 %3, 0
  %26 = icmp eq i16 %3, 1
  %27 = icmp ult i16 %1, %2
  %28 = and i1 %27, %26
  %29 = icmp eq i16 %3, 2
  %30 = and i16 %1, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %31, %29
  %33 = icmp sgt i16 %2, 0
  %34 = and i1 %33, %32
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %74

37:                                               ; preds = %4
  %38 = trunc i64 %19 to i32
  %39 = lshr i64 %19, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = trunc i64 %14 to i32
  %42 = lshr i64 %14, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = trunc i64 %9 to i32
  %45 = lshr i64 %9, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = load ptr, ptr %0, align 8
  %48 = load i32, ptr %47, align 4, !tbaa !12
  %49 = add nsw i32 %48, %44
  store i32 %49, ptr %47, align 4, !tbaa !12
  %50 = getelementptr i8, ptr %47, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !12
  %52 = add nsw i32 %51, %46
  store i32 %52, ptr %50, align 4, !tbaa !12
  %53 = getelementptr i8, ptr %47, i64 8
  %54 = load i32, ptr %53, align 4, !tbaa !12
  %55 = add nsw i32 %54, %41
  store i32 %55, ptr %53, align 4, !tbaa !12
  %56 = getelementptr i8, ptr %47, i64 12
  %57 = load i32, ptr %56, align 4, !tbaa !12
  %58 = add nsw i32 %57, %43
  store i32 %58, ptr %56, align 4, !tbaa !12
  %59 = getelementptr i8, ptr %47, i64 16
  %60 = load i32, ptr %59, align 4, !tbaa !12
  %61 = add nsw i32 %60, %38
  store i32 %61, ptr %59, align 4, !tbaa !12
  %62 = getelementptr i8, ptr %47, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !12
  %64 = add nsw i32 %63, %40
  store i32 %64, ptr %62, align 4, !tbaa !12
  %65 = getelementptr i8, ptr %47, i64 24
  %66 = load i32, ptr %65, align 4, !tbaa !12
  %67 = trunc i64 %24 to i32
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr %65, align 4, !tbaa !12
  %69 = getelementptr i8, ptr %47, i64 28
  %70 = load i32, ptr %69, align 4, !tbaa !12
  %71 = lshr i64 %24, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = add nsw i32 %70, %72
  store i32 %73, ptr %69, align 4, !tbaa !12
  br label %74

74:                                               ; preds = %37, %4
  %75 = icmp uge i16 %1, %2
  %76 = and i1 %75, %26
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load ptr, ptr %0, align 8
  store i64 %9, ptr %78, align 4
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  store i64 %14, ptr %79, align 4
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 16
  store i64 %19, ptr %80, align 4
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 24
  store i64 %24, ptr %81, align 4
  br label %82

82:                                               ; preds = %74, %77
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func12(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = icmp eq i32 %5, 0
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %9
  %11 = icmp ult i32 %3, %1
  %12 = sext i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %12
  br label %14

14:                                               ; preds = %2, %28
  %15 = phi i32 [ 0, %2 ], [ %29, %28 ]
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %16) #2
  br i1 %8, label %17, label %22

17:                                               ; preds = %14
  %18 = zext nneg i32 %15 to i64
  %19 = load ptr, ptr %0, align 8
  %20 = getelementptr i32, ptr %19, i64 %18
  %21 = load i32, ptr %20, align 4
  store volatile i32 %21, ptr addrspace(3) %10, align 4
  br label %22

22:                                               ; preds = %14, %17
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %16) #2
  br i1 %11, label %23, label %28

23:                                               ; preds = %22
  %24 = zext nneg i32 %15 to i64
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i32, ptr %25, i64 %24
  %27 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %27, ptr %26, align 4
  br label %28

28:                                               ; preds = %22, %23
  %29 = add nuw nsw i32 %15, 1
  %30 = icmp eq i32 %29, 8
  br i1 %30, label %31, label %14

31:                                               ; preds = %28
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func13(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr i8, ptr %5, i64 8
  %11 = load i64, ptr %10, align 4
  %12 = tail call i32 @__kmpc_get_warp_size() #2
  %13 = trunc i32 %12 to i16
  %14 = tail call i64 @__kmpc_shuffle_int64(i64 %11, i16 %2, i16 %13) #2
  %15 = getelementptr i8, ptr %5, i64 16
  %16 = load i64, ptr %15, align 4
  %17 = tail call i32 @__kmpc_get_warp_size() #2
  %18 = trunc i32 %17 to i16
  %19 = tail call i64 @__kmpc_shuffle_int64(i64 %16, i16 %2, i16 %18) #2
  %20 = getelementptr i8, ptr %5, i64 24
  %21 = load i64, ptr %20, align 4
  %22 = tail call i32 @__kmpc_get_warp_size() #2
  %23 = trunc i32 %22 to i16
  %24 = tail call i64 @__kmpc_shuffle_int64(i64 %21, i16 %2, i16 %23) #2
  %25 = icmp eq i16 %3, 0
  %26 = icmp eq i16 %3, 1
  %27 = icmp ult i16 %1, %2
  %28 = and i1 %27, %26
  %29 = icmp eq i16 %3, 2
  %30 = and i16 %1, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %31, %29
  %33 = icmp sgt i16 %2, 0
  %34 = and i1 %33, %32
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %74

37:                                               ; preds = %4
  %38 = trunc i64 %19 to i32
  %39 = lshr i64 %19, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = trunc i64 %14 to i32
  %42 = lshr i64 %14, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = trunc i64 %9 to i32
  %45 = lshr i64 %9, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = load ptr, ptr %0, align 8
  %48 = load i32, ptr %47, align 4, !tbaa !12
  %49 = add nsw i32 %48, %44
  store i32 %49, ptr %47, align 4, !tbaa !12
  %50 = getelementptr i8, ptr %47, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !12
  %52 = add nsw i32 %51, %46
  store i32 %52, ptr %50, align 4, !tbaa !12
  %53 = getelementptr i8, ptr %47, i64 8
  %54 = load i32, ptr %53, align 4, !tbaa !12
  %55 = add nsw i32 %54, %41
  store i32 %55, ptr %53, align 4, !tbaa !12
  %56 = getelementptr i8, ptr %47, i64 12
  %57 = load i32, ptr %56, align 4, !tbaa !12
  %58 = add nsw i32 %57, %43
  store i32 %58, ptr %56, align 4, !tbaa !12
  %59 = getelementptr i8, ptr %47, i64 16
  %60 = load i32, ptr %59, align 4, !tbaa !12
  %61 = add nsw i32 %60, %38
  store i32 %61, ptr %59, align 4, !tbaa !12
  %62 = getelementptr i8, ptr %47, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !12
  %64 = add nsw i32 %63, %40
  store i32 %64, ptr %62, align 4, !tbaa !12
  %65 = getelementptr i8, ptr %47, i64 24
  %66 = load i32, ptr %65, align 4, !tbaa !12
  %67 = trunc i64 %24 to i32
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr %65, align 4, !tbaa !12
  %69 = getelementptr i8, ptr %47, i64 28
  %70 = load i32, ptr %69, align 4, !tbaa !12
  %71 = lshr i64 %24, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = add nsw i32 %70, %72
  store i32 %73, ptr %69, align 4, !tbaa !12
  br label %74

74:                                               ; preds = %37, %4
  %75 = icmp uge i16 %1, %2
  %76 = and i1 %75, %26
  br i1 %76, label %77, label %82

77:                                               ; preds = %74
  %78 = load ptr, ptr %0, align 8
  store i64 %9, ptr %78, align 4
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  store i64 %14, ptr %79, align 4
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 16
  store i64 %19, ptr %80, align 4
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 24
  store i64 %24, ptr %81, align 4
  br label %82

82:                                               ; preds = %74, %77
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func14(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = icmp eq i32 %5, 0
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %9
  %11 = icmp ult i32 %3, %1
  %12 = sext i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %12
  br label %14

14:                                               ; preds = %2, %28
  %15 = phi i32 [ 0, %2 ], [ %29, %28 ]
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %16) #2
  br i1 %8, label %17, label %22

17:                                               ; preds = %14
  %18 = zext nneg i32 %15 to i64
  %19 = load ptr, ptr %0, align 8
  %20 = getelementptr i32, ptr %19, i64 %18
  %21 = load i32, ptr %20, align 4
  store volatile i32 %21, ptr addrspace(3) %10, align 4
  br label %22

22:                                               ; preds = %14, %17
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %16) #2
  br i1 %11, label %23, label %28

23:                                               ; preds = %22
  %24 = zext nneg i32 %15 to i64
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i32, ptr %25, i64 %24
  %27 = load volatile i32, ptr addrspace(3) %13, align 4
  store i32 %27, ptr %26, align 4
  br label %28

28:                                               ; preds = %22, %23
  %29 = add nuw nsw i32 %15, 1
  %30 = icmp eq i32 %29, 8
  br i1 %30, label %31, label %14

31:                                               ; preds = %28
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func15(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %6, ptr noundef nonnull align 4 dereferenceable(32) %4, i64 32, i1 false)
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func16(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %5, align 4, !tbaa !12
  %8 = load i32, ptr %6, align 4, !tbaa !12
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %5, align 4, !tbaa !12
  %10 = getelementptr i8, ptr %5, i64 4
  %11 = getelementptr i8, ptr %6, i64 4
  %12 = load i32, ptr %10, align 4, !tbaa !12
  %13 = load i32, ptr %11, align 4, !tbaa !12
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %10, align 4, !tbaa !12
  %15 = getelementptr i8, ptr %5, i64 8
  %16 = getelementptr i8, ptr %6, i64 8
  %17 = load i32, ptr %15, align 4, !tbaa !12
  %18 = load i32, ptr %16, align 4, !tbaa !12
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %15, align 4, !tbaa !12
  %20 = getelementptr i8, ptr %5, i64 12
  %21 = getelementptr i8, ptr %6, i64 12
  %22 = load i32, ptr %20, align 4, !tbaa !12
  %23 = load i32, ptr %21, align 4, !tbaa !12
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %20, align 4, !tbaa !12
  %25 = getelementptr i8, ptr %5, i64 16
  %26 = getelementptr i8, ptr %6, i64 16
  %27 = load i32, ptr %25, align 4, !tbaa !12
  %28 = load i32, ptr %26, align 4, !tbaa !12
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %25, align 4, !tbaa !12
  %30 = getelementptr i8, ptr %5, i64 20
  %31 = getelementptr i8, ptr %6, i64 20
  %32 = load i32, ptr %30, align 4, !tbaa !12
  %33 = load i32, ptr %31, align 4, !tbaa !12
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %30, align 4, !tbaa !12
  %35 = getelementptr i8, ptr %5, i64 24
  %36 = getelementptr i8, ptr %6, i64 24
  %37 = load i32, ptr %35, align 4, !tbaa !12
  %38 = load i32, ptr %36, align 4, !tbaa !12
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %35, align 4, !tbaa !12
  %40 = getelementptr i8, ptr %5, i64 28
  %41 = getelementptr i8, ptr %6, i64 28
  %42 = load i32, ptr %40, align 4, !tbaa !12
  %43 = load i32, ptr %41, align 4, !tbaa !12
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %40, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func17(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) %6, i64 32, i1 false)
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func18(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = load i32, ptr %5, align 4, !tbaa !12
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %6, align 4, !tbaa !12
  %10 = getelementptr i8, ptr %6, i64 4
  %11 = getelementptr i8, ptr %5, i64 4
  %12 = load i32, ptr %10, align 4, !tbaa !12
  %13 = load i32, ptr %11, align 4, !tbaa !12
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %10, align 4, !tbaa !12
  %15 = getelementptr i8, ptr %6, i64 8
  %16 = getelementptr i8, ptr %5, i64 8
  %17 = load i32, ptr %15, align 4, !tbaa !12
  %18 = load i32, ptr %16, align 4, !tbaa !12
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %15, align 4, !tbaa !12
  %20 = getelementptr i8, ptr %6, i64 12
  %21 = getelementptr i8, ptr %5, i64 12
  %22 = load i32, ptr %20, align 4, !tbaa !12
  %23 = load i32, ptr %21, align 4, !tbaa !12
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %20, align 4, !tbaa !12
  %25 = getelementptr i8, ptr %6, i64 16
  %26 = getelementptr i8, ptr %5, i64 16
  %27 = load i32, ptr %25, align 4, !tbaa !12
  %28 = load i32, ptr %26, align 4, !tbaa !12
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %25, align 4, !tbaa !12
  %30 = getelementptr i8, ptr %6, i64 20
  %31 = getelementptr i8, ptr %5, i64 20
  %32 = load i32, ptr %30, align 4, !tbaa !12
  %33 = load i32, ptr %31, align 4, !tbaa !12
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %30, align 4, !tbaa !12
  %35 = getelementptr i8, ptr %6, i64 24
  %36 = getelementptr i8, ptr %5, i64 24
  %37 = load i32, ptr %35, align 4, !tbaa !12
  %38 = load i32, ptr %36, align 4, !tbaa !12
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %35, align 4, !tbaa !12
  %40 = getelementptr i8, ptr %6, i64 28
  %41 = getelementptr i8, ptr %5, i64 28
  %42 = load i32, ptr %40, align 4, !tbaa !12
  %43 = load i32, ptr %41, align 4, !tbaa !12
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %40, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_summarize_l47(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [7 x ptr], align 8
  %15 = alloca [3 x ptr], align 8
  %16 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51206e_summarize_l47_kernel_environment, ptr %0) #2
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %19, label %18

18:                                               ; preds = %6, %89
  ret void

19:                                               ; preds = %6
  %20 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %21 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  %22 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16, !noalias !30
  %23 = addrspacecast ptr %7 to ptr addrspace(5)
  store i64 0, ptr addrspace(5) %23, align 8, !tbaa !19, !noalias !30
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #16, !noalias !30
  %24 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 2147483647, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !30
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #16, !noalias !30
  %25 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 -2147483648, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !30
  %26 = add nsw i32 %22, -1
  %27 = icmp sgt i32 %22, 0
  br i1 %27, label %28, label %67

28:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #16, !noalias !30
  %29 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %29, align 4, !tbaa !12, !noalias !30
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #16, !noalias !30
  %30 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 %26, ptr addrspace(5) %30, align 4, !tbaa !12, !noalias !30
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #16, !noalias !30
  %31 = addrspacecast ptr %12 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %31, align 4, !tbaa !12, !noalias !30
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #16, !noalias !30
  %32 = addrspacecast ptr %13 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %32, align 4, !tbaa !12, !noalias !30
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %20, i32 91, ptr nonnull %13, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, i32 1, i32 128) #2, !noalias !30
  %33 = load i32, ptr addrspace(5) %30, align 4, !tbaa !12, !noalias !30
  %34 = call i32 @llvm.smin.i32(i32 %33, i32 %26)
  store i32 %34, ptr addrspace(5) %30, align 4, !tbaa !12, !noalias !30
  %35 = load i32, ptr addrspace(5) %29, align 4, !tbaa !12, !noalias !30
  %36 = icmp slt i32 %35, %22
  br i1 %36, label %37, label %66

37:                                               ; preds = %28
  %38 = addrspacecast ptr %14 to ptr addrspace(5)
  %39 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %40 = addrspacecast ptr %39 to ptr addrspace(5)
  %41 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %42 = inttoptr i64 %21 to ptr
  %43 = addrspacecast ptr %41 to ptr addrspace(5)
  %44 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %45 = addrspacecast ptr %44 to ptr addrspace(5)
  %46 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %47 = addrspacecast ptr %46 to ptr addrspace(5)
  %48 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %49 = addrspacecast ptr %48 to ptr addrspace(5)
  %50 = getelementptr inbounds nuw i8, ptr %14, i64 48
  %51 = addrspacecast ptr %50 to ptr addrspace(5)
  br label %52

52:                                               ; preds = %37, %52
  %53 = phi i32 [ %34, %37 ], [ %64, %52 ]
  %54 = phi i32 [ %35, %37 ], [ %61, %52 ]
  %55 = zext i32 %54 to i64
  %56 = zext i32 %53 to i64
  %57 = inttoptr i64 %55 to ptr
  store ptr %57, ptr addrspace(5) %38, align 8, !tbaa !21, !noalias !30
  %58 = inttoptr i64 %56 to ptr
  store ptr %58, ptr addrspace(5) %40, align 8, !tbaa !21, !noalias !30
  store ptr %42, ptr addrspace(5) %43, align 8, !tbaa !21, !noalias !30
  store ptr %7, ptr addrspace(5) %45, align 8, !tbaa !21, !noalias !30
  store ptr %8, ptr addrspace(5) %47, align 8, !tbaa !21, !noalias !30
  store ptr %9, ptr addrspace(5) %49, align 8, !tbaa !21, !noalias !30
  store ptr %5, ptr addrspace(5) %51, align 8, !tbaa !21, !noalias !30
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %20, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined, ptr null, ptr nonnull %14, i64 7, i32 0) #2, !noalias !30
  %59 = load i32, ptr addrspace(5) %31, align 4, !tbaa !12, !noalias !30
  %60 = load i32, ptr addrspace(5) %29, align 4, !tbaa !12, !noalias !30
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr addrspace(5) %29, align 4, !tbaa !12, !noalias !30
  %62 = load i32, ptr addrspace(5) %30, align 4, !tbaa !12, !noalias !30
  %63 = add nsw i32 %62, %59
  %64 = call i32 @llvm.smin.i32(i32 %63, i32 %26)
  store i32 %64, ptr addrspace(5) %30, align 4, !tbaa !12, !noalias !30
  %65 = icmp slt i32 %61, %22
  br i1 %65, label %52, label %66

66:                                               ; preds = %52, %28
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %20) #2, !noalias !30
  br label %67

67:                                               ; preds = %66, %19
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2, !noalias !30
  %68 = addrspacecast ptr %15 to ptr addrspace(5)
  store ptr %7, ptr addrspace(5) %68, align 8, !noalias !30
  %69 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %70 = addrspacecast ptr %69 to ptr addrspace(5)
  store ptr %8, ptr addrspace(5) %70, align 8, !noalias !30
  %71 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %72 = addrspacecast ptr %71 to ptr addrspace(5)
  store ptr %9, ptr addrspace(5) %72, align 8, !noalias !30
  %73 = call ptr @__kmpc_reduction_get_fixed_buffer() #2, !noalias !30
  %74 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @1, ptr %73, i32 1024, i64 24, ptr nonnull %15, ptr nonnull @_omp_reduction_shuffle_and_reduce_func21, ptr nonnull @_omp_reduction_inter_warp_copy_func22, ptr nonnull @_omp_reduction_list_to_global_copy_func23, ptr nonnull @_omp_reduction_list_to_global_reduce_func24, ptr nonnull @_omp_reduction_global_to_list_copy_func25, ptr nonnull @_omp_reduction_global_to_list_reduce_func26) #2, !noalias !30
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %89

76:                                               ; preds = %67
  %77 = addrspacecast ptr %2 to ptr addrspace(1)
  %78 = load i64, ptr addrspace(1) %77, align 8, !tbaa !19, !noalias !30
  %79 = load i64, ptr addrspace(5) %23, align 8, !tbaa !19, !noalias !30
  %80 = add nsw i64 %79, %78
  store i64 %80, ptr addrspace(1) %77, align 8, !tbaa !19, !noalias !30
  %81 = addrspacecast ptr %3 to ptr addrspace(1)
  %82 = load i32, ptr addrspace(1) %81, align 4, !tbaa !12, !noalias !30
  %83 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !30
  %84 = call i32 @llvm.smin.i32(i32 %82, i32 %83)
  store i32 %84, ptr addrspace(1) %81, align 4, !tbaa !12, !noalias !30
  %85 = addrspacecast ptr %4 to ptr addrspace(1)
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !12, !noalias !30
  %87 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !30
  %88 = call i32 @llvm.smax.i32(i32 %86, i32 %87)
  store i32 %88, ptr addrspace(1) %85, align 4, !tbaa !12, !noalias !30
  br label %89

89:                                               ; preds = %67, %76
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !30
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  call void @__kmpc_target_deinit() #2
  br label %18
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 captures(none) dereferenceable(8) %5, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %6, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %7, ptr noundef readonly captures(none) %8) #3 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [3 x ptr], align 8
  %18 = trunc i64 %4 to i32
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %73

20:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %21 = addrspacecast ptr %10 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %22 = addrspacecast ptr %11 to ptr addrspace(5)
  %23 = trunc i64 %2 to i32
  %24 = trunc i64 %3 to i32
  store i32 %23, ptr addrspace(5) %21, align 4, !tbaa !12
  store i32 %24, ptr addrspace(5) %22, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %25 = addrspacecast ptr %12 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %25, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #2
  %26 = addrspacecast ptr %13 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %26, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #2
  %27 = addrspacecast ptr %14 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #2
  %28 = addrspacecast ptr %15 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #2
  %29 = addrspacecast ptr %16 to ptr addrspace(5)
  %30 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %30, i32 33, ptr nonnull %13, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, i32 1, i32 1) #2
  %31 = load i32, ptr addrspace(5) %21, align 4, !tbaa !12
  %32 = sext i32 %31 to i64
  %33 = icmp ult i64 %3, %32
  br i1 %33, label %51, label %34

34:                                               ; preds = %20
  %35 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %34, %36
  %37 = phi i64 [ %32, %34 ], [ %49, %36 ]
  %38 = phi i64 [ 0, %34 ], [ %45, %36 ]
  %39 = phi i32 [ 2147483647, %34 ], [ %46, %36 ]
  %40 = phi i32 [ -2147483648, %34 ], [ %47, %36 ]
  %41 = trunc nsw i64 %37 to i32
  %42 = getelementptr inbounds i32, ptr %8, i64 %37
  %43 = load i32, ptr %42, align 4, !tbaa !12
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %38, %44
  %46 = call i32 @llvm.smin.i32(i32 %43, i32 %39)
  %47 = call i32 @llvm.smax.i32(i32 %43, i32 %40)
  %48 = add nsw i32 %35, %41
  %49 = sext i32 %48 to i64
  %50 = icmp ult i64 %3, %49
  br i1 %50, label %51, label %36

51:                                               ; preds = %36, %20
  %52 = phi i32 [ -2147483648, %20 ], [ %47, %36 ]
  %53 = phi i32 [ 2147483647, %20 ], [ %46, %36 ]
  %54 = phi i64 [ 0, %20 ], [ %45, %36 ]
  store i64 %54, ptr addrspace(5) %27, align 8
  store i32 %53, ptr addrspace(5) %28, align 4
  store i32 %52, ptr addrspace(5) %29, align 4
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %30) #2
  %55 = addrspacecast ptr %17 to ptr addrspace(5)
  store ptr %14, ptr addrspace(5) %55, align 8
  %56 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %57 = addrspacecast ptr %56 to ptr addrspace(5)
  store ptr %15, ptr addrspace(5) %57, align 8
  %58 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %59 = addrspacecast ptr %58 to ptr addrspace(5)
  store ptr %16, ptr addrspace(5) %59, align 8
  %60 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 24, ptr nonnull %17, ptr nonnull @_omp_reduction_shuffle_and_reduce_func19, ptr nonnull @_omp_reduction_inter_warp_copy_func20) #2
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %72

62:                                               ; preds = %51
  %63 = load i64, ptr %5, align 8, !tbaa !19
  %64 = load i64, ptr addrspace(5) %27, align 8, !tbaa !19
  %65 = add nsw i64 %64, %63
  store i64 %65, ptr %5, align 8, !tbaa !19
  %66 = load i32, ptr %6, align 4, !tbaa !12
  %67 = load i32, ptr addrspace(5) %28, align 4, !tbaa !12
  %68 = call i32 @llvm.smin.i32(i32 %66, i32 %67)
  store i32 %68, ptr %6, align 4, !tbaa !12
  %69 = load i32, ptr %7, align 4, !tbaa !12
  %70 = load i32, ptr addrspace(5) %29, align 4, !tbaa !12
  %71 = call i32 @llvm.smax.i32(i32 %69, i32 %70)
  store i32 %71, ptr %7, align 4, !tbaa !12
  br label %72

72:                                               ; preds = %62, %51
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  br label %73

73:                                               ; preds = %72, %9
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func19(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %11, align 4
  %13 = tail call i32 @__kmpc_get_warp_size() #2
  %14 = trunc i32 %13 to i16
  %15 = tail call i32 @__kmpc_shuffle_int32(i32 %12, i16 %2, i16 %14) #2
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %17, align 4
  %19 = tail call i32 @__kmpc_get_warp_size() #2
  %20 = trunc i32 %19 to i16
  %21 = tail call i32 @__kmpc_shuffle_int32(i32 %18, i16 %2, i16 %20) #2
  %22 = icmp eq i16 %3, 0
  %23 = icmp eq i16 %3, 1
  %24 = icmp ult i16 %1, %2
  %25 = and i1 %24, %23
  %26 = icmp eq i16 %3, 2
  %27 = and i16 %1, 1
  %28 = icmp eq i16 %27, 0
  %29 = and i1 %28, %26
  %30 = icmp sgt i16 %2, 0
  %31 = and i1 %30, %29
  %32 = or i1 %22, %25
  %33 = or i1 %32, %31
  br i1 %33, label %34, label %44

34:                                               ; preds = %4
  %35 = load ptr, ptr %0, align 8
  %36 = load ptr, ptr %10, align 8
  %37 = load ptr, ptr %16, align 8
  %38 = load i64, ptr %35, align 8, !tbaa !19
  %39 = add nsw i64 %38, %9
  store i64 %39, ptr %35, align 8, !tbaa !19
  %40 = load i32, ptr %36, align 4, !tbaa !12
  %41 = tail call i32 @llvm.smin.i32(i32 %40, i32 %15)
  store i32 %41, ptr %36, align 4, !tbaa !12
  %42 = load i32, ptr %37, align 4, !tbaa !12
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 %21)
  store i32 %43, ptr %37, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %4, %34
  %45 = icmp uge i16 %1, %2
  %46 = and i1 %45, %23
  br i1 %46, label %47, label %51

47:                                               ; preds = %44
  %48 = load ptr, ptr %0, align 8
  store i64 %9, ptr %48, align 8
  %49 = load ptr, ptr %10, align 8
  store i32 %15, ptr %49, align 4
  %50 = load ptr, ptr %16, align 8
  store i32 %21, ptr %50, align 4
  br label %51

51:                                               ; preds = %44, %47
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func20(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %9 = icmp eq i32 %5, 0
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %10
  %12 = icmp ult i32 %3, %1
  %13 = sext i32 %3 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %13
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %9, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %11, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %12, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %9, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %11, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %12, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  %34 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %35, label %39

35:                                               ; preds = %33
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %37, align 4
  store volatile i32 %38, ptr addrspace(3) %11, align 4
  br label %39

39:                                               ; preds = %33, %35
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %40, label %44

40:                                               ; preds = %39
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %42 = load ptr, ptr %41, align 8
  %43 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %43, ptr %42, align 4
  br label %44

44:                                               ; preds = %39, %40
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %45, label %49

45:                                               ; preds = %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %47, align 4
  store volatile i32 %48, ptr addrspace(3) %11, align 4
  br label %49

49:                                               ; preds = %44, %45
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %50, label %54

50:                                               ; preds = %49
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %52 = load ptr, ptr %51, align 8
  %53 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %53, ptr %52, align 4
  br label %54

54:                                               ; preds = %49, %50
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func21(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %11, align 4
  %13 = tail call i32 @__kmpc_get_warp_size() #2
  %14 = trunc i32 %13 to i16
  %15 = tail call i32 @__kmpc_shuffle_int32(i32 %12, i16 %2, i16 %14) #2
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %17, align 4
  %19 = tail call i32 @__kmpc_get_warp_size() #2
  %20 = trunc i32 %19 to i16
  %21 = tail call i32 @__kmpc_shuffle_int32(i32 %18, i16 %2, i16 %20) #2
  %22 = icmp eq i16 %3, 0
  %23 = icmp eq i16 %3, 1
  %24 = icmp ult i16 %1, %2
  %25 = and i1 %24, %23
  %26 = icmp eq i16 %3, 2
  %27 = and i16 %1, 1
  %28 = icmp eq i16 %27, 0
  %29 = and i1 %28, %26
  %30 = icmp sgt i16 %2, 0
  %31 = and i1 %30, %29
  %32 = or i1 %22, %25
  %33 = or i1 %32, %31
  br i1 %33, label %34, label %44

34:                                               ; preds = %4
  %35 = load ptr, ptr %0, align 8
  %36 = load ptr, ptr %10, align 8
  %37 = load ptr, ptr %16, align 8
  %38 = load i64, ptr %35, align 8, !tbaa !19
  %39 = add nsw i64 %38, %9
  store i64 %39, ptr %35, align 8, !tbaa !19
  %40 = load i32, ptr %36, align 4, !tbaa !12
  %41 = tail call i32 @llvm.smin.i32(i32 %40, i32 %15)
  store i32 %41, ptr %36, align 4, !tbaa !12
  %42 = load i32, ptr %37, align 4, !tbaa !12
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 %21)
  store i32 %43, ptr %37, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %4, %34
  %45 = icmp uge i16 %1, %2
  %46 = and i1 %45, %23
  br i1 %46, label %47, label %51

47:                                               ; preds = %44
  %48 = load ptr, ptr %0, align 8
  store i64 %9, ptr %48, align 8
  %49 = load ptr, ptr %10, align 8
  store i32 %15, ptr %49, align 4
  %50 = load ptr, ptr %16, align 8
  store i32 %21, ptr %50, align 4
  br label %51

51:                                               ; preds = %44, %47
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func22(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %9 = icmp eq i32 %5, 0
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %10
  %12 = icmp ult i32 %3, %1
  %13 = sext i32 %3 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %13
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %9, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %11, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %12, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %9, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %11, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %12, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  %34 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %35, label %39

35:                                               ; preds = %33
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %37, align 4
  store volatile i32 %38, ptr addrspace(3) %11, align 4
  br label %39

39:                                               ; preds = %33, %35
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %40, label %44

40:                                               ; preds = %39
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %42 = load ptr, ptr %41, align 8
  %43 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %43, ptr %42, align 4
  br label %44

44:                                               ; preds = %39, %40
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %45, label %49

45:                                               ; preds = %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %47, align 4
  store volatile i32 %48, ptr addrspace(3) %11, align 4
  br label %49

49:                                               ; preds = %44, %45
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %50, label %54

50:                                               ; preds = %49
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %52 = load ptr, ptr %51, align 8
  %53 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %53, ptr %52, align 4
  br label %54

54:                                               ; preds = %49, %50
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func23(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %5
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %11 = load i32, ptr %9, align 4
  store i32 %11, ptr %10, align 8
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %15 = load i32, ptr %13, align 4
  store i32 %15, ptr %14, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func24(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #7 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %4
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %5, align 8, !tbaa !19
  %14 = load i64, ptr %8, align 8, !tbaa !19
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %5, align 8, !tbaa !19
  %16 = load i32, ptr %6, align 8, !tbaa !12
  %17 = load i32, ptr %10, align 4, !tbaa !12
  %18 = tail call i32 @llvm.smin.i32(i32 %16, i32 %17)
  store i32 %18, ptr %6, align 8, !tbaa !12
  %19 = load i32, ptr %7, align 4, !tbaa !12
  %20 = load i32, ptr %12, align 4, !tbaa !12
  %21 = tail call i32 @llvm.smax.i32(i32 %19, i32 %20)
  store i32 %21, ptr %7, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func25(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %5
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %4, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %11 = load i32, ptr %10, align 8
  store i32 %11, ptr %9, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %13, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func26(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %4
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %8, align 8, !tbaa !19
  %14 = load i64, ptr %5, align 8, !tbaa !19
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %8, align 8, !tbaa !19
  %16 = load i32, ptr %10, align 4, !tbaa !12
  %17 = load i32, ptr %6, align 8, !tbaa !12
  %18 = tail call i32 @llvm.smin.i32(i32 %16, i32 %17)
  store i32 %18, ptr %10, align 4, !tbaa !12
  %19 = load i32, ptr %12, align 4, !tbaa !12
  %20 = load i32, ptr %7, align 4, !tbaa !12
  %21 = tail call i32 @llvm.smax.i32(i32 %19, i32 %20)
  store i32 %21, ptr %12, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51206e_rowsums_l58(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #11 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [4 x ptr], align 8
  %11 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment, ptr %0) #2
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %60
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %16 = trunc i64 %1 to i32
  %17 = add nsw i32 %16, -1
  %18 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !33
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %14
  %21 = trunc i64 %2 to i32
  store i32 %21, ptr addrspace(3) @_shared31, align 16, !tbaa !12, !noalias !33
  store ptr %3, ptr addrspace(3) @_shared29, align 16, !tbaa !36, !noalias !33
  store i32 0, ptr addrspace(3) @_shared, align 16, !tbaa !12, !noalias !33
  br label %22

22:                                               ; preds = %20, %14
  tail call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %18), !noalias !33
  %23 = icmp sgt i32 %16, 0
  br i1 %23, label %24, label %60

24:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #2, !noalias !33
  %25 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !33
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #2, !noalias !33
  %26 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !33
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2, !noalias !33
  %27 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %27, align 4, !tbaa !12, !noalias !33
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2, !noalias !33
  %28 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %28, align 4, !tbaa !12, !noalias !33
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %15, i32 92, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1) #2, !noalias !33
  %29 = load i32, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !33
  %30 = call i32 @llvm.smin.i32(i32 %29, i32 %17)
  store i32 %30, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !33
  %31 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !33
  %32 = icmp sgt i32 %31, %30
  br i1 %32, label %59, label %33

33:                                               ; preds = %24
  %34 = addrspacecast ptr %10 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  %37 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %38 = addrspacecast ptr %37 to ptr addrspace(5)
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %40 = addrspacecast ptr %39 to ptr addrspace(5)
  br label %41

41:                                               ; preds = %33, %55
  %42 = phi i32 [ %31, %33 ], [ %56, %55 ]
  %43 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !33
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  store i32 %42, ptr addrspace(3) @_shared, align 16, !tbaa !12, !noalias !33
  store float 0.000000e+00, ptr addrspace(3) @_shared30, align 16, !tbaa !38, !noalias !33
  br label %46

46:                                               ; preds = %45, %41
  call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %43), !noalias !33
  store ptr addrspacecast (ptr addrspace(3) @_shared31 to ptr), ptr addrspace(5) %34, align 8, !tbaa !21, !noalias !33
  store ptr addrspacecast (ptr addrspace(3) @_shared30 to ptr), ptr addrspace(5) %36, align 8, !tbaa !21, !noalias !33
  store ptr addrspacecast (ptr addrspace(3) @_shared29 to ptr), ptr addrspace(5) %38, align 8, !tbaa !21, !noalias !33
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %40, align 8, !tbaa !21, !noalias !33
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper, ptr nonnull %10, i64 4, i32 0) #2, !noalias !33
  %47 = load float, ptr addrspace(3) @_shared30, align 16, !tbaa !38, !noalias !33
  %48 = load i32, ptr addrspace(3) @_shared, align 16, !tbaa !12, !noalias !33
  %49 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !33
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %46
  %52 = sext i32 %48 to i64
  %53 = getelementptr inbounds float, ptr %4, i64 %52
  %54 = addrspacecast ptr %53 to ptr addrspace(1)
  store float %47, ptr addrspace(1) %54, align 4, !tbaa !38, !noalias !33
  br label %55

55:                                               ; preds = %51, %46
  call void @__kmpc_barrier_simple_spmd(ptr nonnull @1, i32 %49), !noalias !33
  %56 = add nsw i32 %42, 1
  %57 = load i32, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !33
  %58 = icmp slt i32 %42, %57
  br i1 %58, label %41, label %59

59:                                               ; preds = %55, %24
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %15) #2, !noalias !33
  br label %60

60:                                               ; preds = %22, %59
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @__kmpc_target_deinit() #2
  br label %13
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %5) #3 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca [1 x ptr], align 8
  %13 = load i32, ptr %2, align 4, !tbaa !12
  %14 = add nsw i32 %13, -1
  %15 = icmp sgt i32 %13, 0
  br i1 %15, label %16, label %63

16:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16
  %17 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %17, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #16
  %18 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 %14, ptr addrspace(5) %18, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #16
  %19 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %19, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #16
  %20 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #16
  %21 = addrspacecast ptr %11 to ptr addrspace(5)
  store float 0.000000e+00, ptr addrspace(5) %21, align 4, !tbaa !38
  %22 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %22, i32 33, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i32 1, i32 1) #2
  %23 = load i32, ptr addrspace(5) %18, align 4, !tbaa !12
  %24 = load i32, ptr addrspace(5) %17, align 4, !tbaa !12
  %25 = call i32 @llvm.smin.i32(i32 %23, i32 %14)
  %26 = icmp sgt i32 %24, %25
  br i1 %26, label %53, label %27

27:                                               ; preds = %16
  %28 = load ptr, ptr %4, align 8, !tbaa !36
  %29 = load i32, ptr %5, align 4, !tbaa !12
  %30 = load i32, ptr %2, align 4, !tbaa !12
  %31 = mul nsw i32 %30, %29
  %32 = load i32, ptr addrspace(5) %19, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %27, %47
  %34 = phi i32 [ %25, %27 ], [ %50, %47 ]
  %35 = phi i32 [ %24, %27 ], [ %48, %47 ]
  %36 = phi float [ 0.000000e+00, %27 ], [ %44, %47 ]
  br label %37

37:                                               ; preds = %33, %37
  %38 = phi i32 [ %35, %33 ], [ %45, %37 ]
  %39 = phi float [ %36, %33 ], [ %44, %37 ]
  %40 = add nsw i32 %31, %38
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %28, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !38
  %44 = fadd float %43, %39
  store float %44, ptr addrspace(5) %21, align 4, !tbaa !38
  %45 = add nsw i32 %38, 1
  %46 = icmp slt i32 %38, %34
  br i1 %46, label %37, label %47

47:                                               ; preds = %37
  %48 = add nsw i32 %32, %35
  %49 = add nsw i32 %32, %34
  %50 = call i32 @llvm.smin.i32(i32 %49, i32 %14)
  %51 = icmp sgt i32 %48, %50
  br i1 %51, label %52, label %33

52:                                               ; preds = %47
  store i32 %48, ptr addrspace(5) %17, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %52, %16
  %54 = phi i32 [ %50, %52 ], [ %25, %16 ]
  store i32 %54, ptr addrspace(5) %18, align 4, !tbaa !12
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %22) #2
  %55 = addrspacecast ptr %12 to ptr addrspace(5)
  store ptr %11, ptr addrspace(5) %55, align 8
  %56 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 4, ptr nonnull %12, ptr nonnull @_omp_reduction_shuffle_and_reduce_func27, ptr nonnull @_omp_reduction_inter_warp_copy_func28) #2
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %62

58:                                               ; preds = %53
  %59 = load float, ptr %3, align 4, !tbaa !38
  %60 = load float, ptr addrspace(5) %21, align 4, !tbaa !38
  %61 = fadd float %59, %60
  store float %61, ptr %3, align 4, !tbaa !38
  br label %62

62:                                               ; preds = %58, %53
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2
  br label %63

63:                                               ; preds = %62, %6
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func27(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #3 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #2
  %10 = icmp eq i16 %3, 0
  %11 = icmp eq i16 %3, 1
  %12 = icmp ult i16 %1, %2
  %13 = and i1 %12, %11
  %14 = icmp eq i16 %3, 2
  %15 = and i16 %1, 1
  %16 = icmp eq i16 %15, 0
  %17 = and i1 %16, %14
  %18 = icmp sgt i16 %2, 0
  %19 = and i1 %18, %17
  %20 = or i1 %10, %13
  %21 = or i1 %20, %19
  br i1 %21, label %22, label %27

22:                                               ; preds = %4
  %23 = bitcast i32 %9 to float
  %24 = load ptr, ptr %0, align 8
  %25 = load float, ptr %24, align 4, !tbaa !38
  %26 = fadd float %25, %23
  store float %26, ptr %24, align 4, !tbaa !38
  br label %27

27:                                               ; preds = %4, %22
  %28 = icmp uge i16 %1, %2
  %29 = and i1 %28, %11
  br i1 %29, label %30, label %32

30:                                               ; preds = %27
  %31 = load ptr, ptr %0, align 8
  store i32 %9, ptr %31, align 4
  br label %32

32:                                               ; preds = %27, %30
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func28(ptr noundef readonly captures(none) %0, i32 noundef %1) #4 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = ashr i32 %6, 5
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %11
  %13 = load ptr, ptr %0, align 8
  %14 = load i32, ptr %13, align 4
  store volatile i32 %14, ptr addrspace(3) %12, align 4
  br label %15

15:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %7) #2
  %16 = icmp ult i32 %3, %1
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = sext i32 %3 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %19, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %15, %17
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca [1 x ptr], align 8
  %9 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %9) #2
  %10 = addrspacecast ptr %9 to ptr addrspace(5)
  %11 = load ptr, ptr addrspace(5) %10, align 8
  %12 = load ptr, ptr %11, align 8, !tbaa !40
  %13 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !40
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !40
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !40
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %19 = load i32, ptr %12, align 4, !tbaa !12, !noalias !41
  %20 = add nsw i32 %19, -1
  %21 = icmp sgt i32 %19, 0
  br i1 %21, label %22, label %67

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #16, !noalias !41
  %23 = addrspacecast ptr %3 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !41
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #16, !noalias !41
  %24 = addrspacecast ptr %4 to ptr addrspace(5)
  store i32 %20, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !41
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #16, !noalias !41
  %25 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !41
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #16, !noalias !41
  %26 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %26, align 4, !tbaa !12, !noalias !41
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #16, !noalias !41
  %27 = addrspacecast ptr %7 to ptr addrspace(5)
  store float 0.000000e+00, ptr addrspace(5) %27, align 4, !tbaa !38, !noalias !41
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #2, !noalias !41
  %28 = load i32, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !41
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %20)
  store i32 %29, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !41
  %30 = load i32, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !41
  %31 = icmp sgt i32 %30, %29
  br i1 %31, label %58, label %32

32:                                               ; preds = %22
  %33 = load ptr, ptr %16, align 8, !tbaa !36, !noalias !41
  %34 = load i32, ptr addrspace(5) %25, align 4, !tbaa !12, !noalias !41
  %35 = load i32, ptr %18, align 4, !tbaa !12, !noalias !41
  %36 = load i32, ptr %12, align 4, !tbaa !12, !noalias !41
  %37 = mul nsw i32 %36, %35
  br label %38

38:                                               ; preds = %32, %52
  %39 = phi float [ 0.000000e+00, %32 ], [ %49, %52 ]
  %40 = phi i32 [ %30, %32 ], [ %53, %52 ]
  %41 = phi i32 [ %29, %32 ], [ %55, %52 ]
  br label %42

42:                                               ; preds = %38, %42
  %43 = phi i32 [ %40, %38 ], [ %50, %42 ]
  %44 = phi float [ %39, %38 ], [ %49, %42 ]
  %45 = add nsw i32 %37, %43
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %33, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !38, !noalias !41
  %49 = fadd float %48, %44
  store float %49, ptr addrspace(5) %27, align 4, !tbaa !38, !noalias !41
  %50 = add nsw i32 %43, 1
  %51 = icmp slt i32 %43, %41
  br i1 %51, label %42, label %52

52:                                               ; preds = %42
  %53 = add nsw i32 %34, %40
  %54 = add nsw i32 %34, %41
  %55 = call i32 @llvm.smin.i32(i32 %54, i32 %20)
  %56 = icmp sgt i32 %53, %55
  br i1 %56, label %57, label %38

57:                                               ; preds = %52
  store i32 %53, ptr addrspace(5) %23, align 4, !tbaa !12, !noalias !41
  store i32 %55, ptr addrspace(5) %24, align 4, !tbaa !12, !noalias !41
  br label %58

58:                                               ; preds = %57, %22
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %1) #2, !noalias !41
  %59 = addrspacecast ptr %8 to ptr addrspace(5)
  store ptr %7, ptr addrspace(5) %59, align 8, !noalias !41
  %60 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 4, ptr nonnull %8, ptr nonnull @_omp_reduction_shuffle_and_reduce_func27, ptr nonnull @_omp_reduction_inter_warp_copy_func28) #2, !noalias !41
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %66

62:                                               ; preds = %58
  %63 = load float, ptr %14, align 4, !tbaa !38, !noalias !41
  %64 = load float, ptr addrspace(5) %27, align 4, !tbaa !38, !noalias !41
  %65 = fadd float %63, %64
  store float %65, ptr %14, align 4, !tbaa !38, !noalias !41
  br label %66

66:                                               ; preds = %62, %58
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !41
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !41
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !41
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #2, !noalias !41
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #2, !noalias !41
  br label %67

67:                                               ; preds = %2, %66
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #14

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #15

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline }
attributes #7 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #8 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #9 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #12 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nounwind memory(readwrite) }

!omp_offload.info = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}
!llvm.errno.tbaa = !{!12}

!0 = !{i32 0, i32 65024, i32 5316718, !"dot", i32 15, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316718, !"histogram", i32 30, i32 0, i32 2}
!2 = !{i32 0, i32 65024, i32 5316718, !"maxabs", i32 23, i32 0, i32 1}
!3 = !{i32 0, i32 65024, i32 5316718, !"rowsums", i32 58, i32 0, i32 4}
!4 = !{i32 0, i32 65024, i32 5316718, !"summarize", i32 47, i32 0, i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"__omp_offloading_fe00_51206e_dot_l15_omp_outlined: argument 0"}
!18 = distinct !{!18, !"__omp_offloading_fe00_51206e_dot_l15_omp_outlined"}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !14, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"any p2 pointer", !23, i64 0}
!23 = !{!"any pointer", !14, i64 0}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined: argument 0"}
!26 = distinct !{!26, !"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined: argument 0"}
!29 = distinct !{!29, !"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined: argument 0"}
!32 = distinct !{!32, !"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined: argument 0"}
!35 = distinct !{!35, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined"}
!36 = !{!37, !37, i64 0}
!37 = !{!"p1 float", !23, i64 0}
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !14, i64 0}
!40 = !{!23, !23, i64 0}
!41 = !{!42}
!42 = distinct !{!42, !43, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined: argument 0"}
!43 = distinct !{!43, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined"}
