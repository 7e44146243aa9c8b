; ModuleID = 'src/05_reductions.c'
source_filename = "src/05_reductions.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { i64 }
%struct._globalized_locals_ty.1 = type { i32 }
%struct._globalized_locals_ty.4 = type { [8 x i32] }
%struct._globalized_locals_ty.7 = type { i64, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51206e_dot_l15_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_dot_l15_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 8, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_dot_l15_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [64 x i32] undef
@4 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 4, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_maxabs_l23_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_histogram_l30_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 32, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_histogram_l30_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_summarize_l47_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 16, i32 1024 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_summarize_l47_dynamic_environment to ptr) }
@__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_rowsums_l58_dynamic_environment to ptr) }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.29 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared.30 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.31 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_dot_l15(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca [6 x ptr], align 8, addrspace(5)
  %13 = alloca [1 x ptr], align 8, addrspace(5)
  %14 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_dot_l15_kernel_environment to ptr), ptr %0) #16
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %17, label %16

16:                                               ; preds = %5, %65
  ret void

17:                                               ; preds = %5
  %18 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  %19 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13)
  %20 = addrspacecast ptr addrspace(5) %13 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #17, !noalias !15
  store i64 0, ptr addrspace(5) %7, align 8, !tbaa !18, !noalias !15
  %24 = add nsw i32 %23, -1
  %25 = icmp sgt i32 %23, 0
  br i1 %25, label %26, label %57

26:                                               ; preds = %17
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #17, !noalias !15
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #17, !noalias !15
  store i32 %24, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #17, !noalias !15
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !11, !noalias !15
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #17, !noalias !15
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !11, !noalias !15
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %18, i32 91, ptr %27, ptr %30, ptr %29, ptr %28, i32 1, i32 256) #16, !noalias !15
  %31 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !15
  %32 = call i32 @llvm.smin.i32(i32 %31, i32 %24)
  store i32 %32, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !15
  %33 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !15
  %34 = icmp slt i32 %33, %23
  br i1 %34, label %35, label %56

35:                                               ; preds = %26
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 8
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 16
  %38 = inttoptr i64 %19 to ptr
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 24
  %40 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 32
  %41 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 40
  br label %42

42:                                               ; preds = %35, %42
  %43 = phi i32 [ %33, %35 ], [ %51, %42 ]
  %44 = phi i32 [ %32, %35 ], [ %54, %42 ]
  %45 = zext i32 %43 to i64
  %46 = zext i32 %44 to i64
  %47 = inttoptr i64 %45 to ptr
  store ptr %47, ptr addrspace(5) %12, align 8, !tbaa !20, !noalias !15
  %48 = inttoptr i64 %46 to ptr
  store ptr %48, ptr addrspace(5) %36, align 8, !tbaa !20, !noalias !15
  store ptr %38, ptr addrspace(5) %37, align 8, !tbaa !20, !noalias !15
  store ptr %21, ptr addrspace(5) %39, align 8, !tbaa !20, !noalias !15
  store ptr %3, ptr addrspace(5) %40, align 8, !tbaa !20, !noalias !15
  store ptr %4, ptr addrspace(5) %41, align 8, !tbaa !20, !noalias !15
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %18, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined, ptr null, ptr %22, i64 6, i32 0) #16, !noalias !15
  %49 = load i32, ptr addrspace(5) %10, align 4, !tbaa !11, !noalias !15
  %50 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !15
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !15
  %52 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !15
  %53 = add nsw i32 %52, %49
  %54 = call i32 @llvm.smin.i32(i32 %53, i32 %24)
  store i32 %54, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !15
  %55 = icmp slt i32 %51, %23
  br i1 %55, label %42, label %56

56:                                               ; preds = %42, %26
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %18) #16, !noalias !15
  br label %57

57:                                               ; preds = %56, %17
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16, !noalias !15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16, !noalias !15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16, !noalias !15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16, !noalias !15
  store ptr %21, ptr addrspace(5) %13, align 8, !noalias !15
  %58 = call ptr @__kmpc_reduction_get_fixed_buffer() #16, !noalias !15
  %59 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %58, i32 1024, i64 8, ptr %20, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.1, ptr nonnull @_omp_reduction_inter_warp_copy_func.2, ptr nonnull @_omp_reduction_list_to_global_copy_func, ptr nonnull @_omp_reduction_list_to_global_reduce_func, ptr nonnull @_omp_reduction_global_to_list_copy_func, ptr nonnull @_omp_reduction_global_to_list_reduce_func) #16, !noalias !15
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %65

61:                                               ; preds = %57
  %62 = load i64, ptr addrspace(1) %6, align 8, !tbaa !18, !noalias !15
  %63 = load i64, ptr addrspace(5) %7, align 8, !tbaa !18, !noalias !15
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr addrspace(1) %6, align 8, !tbaa !18, !noalias !15
  br label %65

65:                                               ; preds = %57, %61
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16, !noalias !15
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13)
  call void @__kmpc_target_deinit() #16
  br label %16
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_dot_l15_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 captures(none) dereferenceable(8) %5, ptr noundef readonly captures(none) %6, ptr noundef readonly captures(none) %7) #4 {
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca [1 x ptr], align 8, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %14 to ptr
  %16 = addrspacecast ptr addrspace(5) %13 to ptr
  %17 = trunc i64 %4 to i32
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %56

19:                                               ; preds = %8
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16
  %24 = trunc i64 %2 to i32
  %25 = trunc i64 %3 to i32
  store i32 %24, ptr addrspace(5) %9, align 4, !tbaa !11
  store i32 %25, ptr addrspace(5) %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #16
  store i32 1, ptr addrspace(5) %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #16
  store i32 0, ptr addrspace(5) %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #16
  %26 = load i32, ptr %0, align 4, !tbaa !11
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %26, i32 33, ptr %20, ptr %23, ptr %22, ptr %21, i32 1, i32 1) #16
  %27 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11
  %28 = sext i32 %27 to i64
  %29 = icmp ult i64 %3, %28
  br i1 %29, label %47, label %30

30:                                               ; preds = %19
  %31 = load i32, ptr addrspace(5) %11, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %30, %32
  %33 = phi i64 [ %28, %30 ], [ %45, %32 ]
  %34 = phi i64 [ 0, %30 ], [ %43, %32 ]
  %35 = trunc nsw i64 %33 to i32
  %36 = getelementptr inbounds i32, ptr %6, i64 %33
  %37 = load i32, ptr %36, align 4, !tbaa !11
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %7, i64 %33
  %40 = load i32, ptr %39, align 4, !tbaa !11
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, %38
  %43 = add nsw i64 %42, %34
  %44 = add nsw i32 %31, %35
  %45 = sext i32 %44 to i64
  %46 = icmp ult i64 %3, %45
  br i1 %46, label %47, label %32

47:                                               ; preds = %32, %19
  %48 = phi i64 [ 0, %19 ], [ %43, %32 ]
  store i64 %48, ptr addrspace(5) %13, align 8
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %26) #16
  store ptr %16, ptr addrspace(5) %14, align 8
  %49 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 8, ptr %15, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func) #16
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %55

51:                                               ; preds = %47
  %52 = load i64, ptr %5, align 8, !tbaa !18
  %53 = load i64, ptr addrspace(5) %13, align 8, !tbaa !18
  %54 = add nsw i64 %53, %52
  store i64 %54, ptr %5, align 8, !tbaa !18
  br label %55

55:                                               ; preds = %51, %47
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16
  br label %56

56:                                               ; preds = %55, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
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
  %24 = load i64, ptr %23, align 8, !tbaa !18
  %25 = add nsw i64 %24, %9
  store i64 %25, ptr %23, align 8, !tbaa !18
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
declare i32 @__kmpc_get_warp_size() local_unnamed_addr #3

declare i64 @__kmpc_shuffle_int64(i64, i16, i16) local_unnamed_addr #1

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = icmp eq i32 %5, 0
  %9 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %10 = icmp ult i32 %3, %1
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %12 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %8, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %9, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %10, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %8, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %9, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %10, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #6

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr) local_unnamed_addr #1

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.1(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
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
  %24 = load i64, ptr %23, align 8, !tbaa !18
  %25 = add nsw i64 %24, %9
  store i64 %25, ptr %23, align 8, !tbaa !18
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
define internal void @_omp_reduction_inter_warp_copy_func.2(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = icmp eq i32 %5, 0
  %9 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %10 = icmp ult i32 %3, %1
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %12 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %8, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %9, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %10, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %8, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %9, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %10, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() local_unnamed_addr #3

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i64, ptr %5, align 8, !tbaa !18
  %8 = load i64, ptr %6, align 8, !tbaa !18
  %9 = add nsw i64 %8, %7
  store i64 %9, ptr %5, align 8, !tbaa !18
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load i64, ptr %6, align 8
  store i64 %7, ptr %4, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i64, ptr %6, align 8, !tbaa !18
  %8 = load i64, ptr %5, align 8, !tbaa !18
  %9 = add nsw i64 %8, %7
  store i64 %9, ptr %6, align 8, !tbaa !18
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr) local_unnamed_addr #1

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_maxabs_l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca [5 x ptr], align 8, addrspace(5)
  %12 = alloca [1 x ptr], align 8, addrspace(5)
  %13 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_maxabs_l23_kernel_environment to ptr), ptr %0) #16
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %16, label %15

15:                                               ; preds = %4, %63
  ret void

16:                                               ; preds = %4
  %17 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  %18 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12)
  %19 = addrspacecast ptr addrspace(5) %12 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #17, !noalias !23
  store i32 -2147483648, ptr addrspace(5) %6, align 4, !tbaa !11, !noalias !23
  %23 = add nsw i32 %22, -1
  %24 = icmp sgt i32 %22, 0
  br i1 %24, label %25, label %55

25:                                               ; preds = %16
  %26 = addrspacecast ptr addrspace(5) %10 to ptr
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  %28 = addrspacecast ptr addrspace(5) %8 to ptr
  %29 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #17, !noalias !23
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #17, !noalias !23
  store i32 %23, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #17, !noalias !23
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #17, !noalias !23
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !11, !noalias !23
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %17, i32 91, ptr %26, ptr %29, ptr %28, ptr %27, i32 1, i32 256) #16, !noalias !23
  %30 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !23
  %31 = call i32 @llvm.smin.i32(i32 %30, i32 %23)
  store i32 %31, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !23
  %32 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !23
  %33 = icmp slt i32 %32, %22
  br i1 %33, label %34, label %54

34:                                               ; preds = %25
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 8
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 16
  %37 = inttoptr i64 %18 to ptr
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 24
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 32
  br label %40

40:                                               ; preds = %34, %40
  %41 = phi i32 [ %32, %34 ], [ %49, %40 ]
  %42 = phi i32 [ %31, %34 ], [ %52, %40 ]
  %43 = zext i32 %41 to i64
  %44 = zext i32 %42 to i64
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %11, align 8, !tbaa !20, !noalias !23
  %46 = inttoptr i64 %44 to ptr
  store ptr %46, ptr addrspace(5) %35, align 8, !tbaa !20, !noalias !23
  store ptr %37, ptr addrspace(5) %36, align 8, !tbaa !20, !noalias !23
  store ptr %20, ptr addrspace(5) %38, align 8, !tbaa !20, !noalias !23
  store ptr %3, ptr addrspace(5) %39, align 8, !tbaa !20, !noalias !23
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %17, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined, ptr null, ptr %21, i64 5, i32 0) #16, !noalias !23
  %47 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !23
  %48 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !23
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !23
  %50 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !23
  %51 = add nsw i32 %50, %47
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 %23)
  store i32 %52, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !23
  %53 = icmp slt i32 %49, %22
  br i1 %53, label %40, label %54

54:                                               ; preds = %40, %25
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %17) #16, !noalias !23
  br label %55

55:                                               ; preds = %54, %16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16, !noalias !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16, !noalias !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16, !noalias !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16, !noalias !23
  store ptr %20, ptr addrspace(5) %12, align 8, !noalias !23
  %56 = call ptr @__kmpc_reduction_get_fixed_buffer() #16, !noalias !23
  %57 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %56, i32 1024, i64 4, ptr %19, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.5, ptr nonnull @_omp_reduction_inter_warp_copy_func.6, ptr nonnull @_omp_reduction_list_to_global_copy_func.7, ptr nonnull @_omp_reduction_list_to_global_reduce_func.8, ptr nonnull @_omp_reduction_global_to_list_copy_func.9, ptr nonnull @_omp_reduction_global_to_list_reduce_func.10) #16, !noalias !23
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = load i32, ptr addrspace(1) %5, align 4, !tbaa !11, !noalias !23
  %61 = load i32, ptr addrspace(5) %6, align 4, !tbaa !11, !noalias !23
  %62 = call i32 @llvm.smax.i32(i32 %60, i32 %61)
  store i32 %62, ptr addrspace(1) %5, align 4, !tbaa !11, !noalias !23
  br label %63

63:                                               ; preds = %55, %59
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #16, !noalias !23
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12)
  call void @__kmpc_target_deinit() #16
  br label %15
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %5, ptr noundef readonly captures(none) %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca [1 x ptr], align 8, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %13 to ptr
  %15 = addrspacecast ptr addrspace(5) %12 to ptr
  %16 = trunc i64 %4 to i32
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %51

18:                                               ; preds = %7
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #16
  %23 = trunc i64 %2 to i32
  %24 = trunc i64 %3 to i32
  store i32 %23, ptr addrspace(5) %8, align 4, !tbaa !11
  store i32 %24, ptr addrspace(5) %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #16
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #16
  %25 = load i32, ptr %0, align 4, !tbaa !11
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25, i32 33, ptr %19, ptr %22, ptr %21, ptr %20, i32 1, i32 1) #16
  %26 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11
  %27 = sext i32 %26 to i64
  %28 = icmp ult i64 %3, %27
  br i1 %28, label %42, label %29

29:                                               ; preds = %18
  %30 = load i32, ptr addrspace(5) %10, align 4, !tbaa !11
  br label %31

31:                                               ; preds = %29, %31
  %32 = phi i64 [ %27, %29 ], [ %40, %31 ]
  %33 = phi i32 [ -2147483648, %29 ], [ %38, %31 ]
  %34 = trunc nsw i64 %32 to i32
  %35 = getelementptr inbounds i32, ptr %6, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !11
  %37 = call i32 @llvm.abs.i32(i32 %36, i1 true)
  %38 = call i32 @llvm.smax.i32(i32 %33, i32 %37)
  %39 = add nsw i32 %30, %34
  %40 = sext i32 %39 to i64
  %41 = icmp ult i64 %3, %40
  br i1 %41, label %42, label %31

42:                                               ; preds = %31, %18
  %43 = phi i32 [ -2147483648, %18 ], [ %38, %31 ]
  store i32 %43, ptr addrspace(5) %12, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25) #16
  store ptr %15, ptr addrspace(5) %13, align 8
  %44 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 4, ptr %14, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.3, ptr nonnull @_omp_reduction_inter_warp_copy_func.4) #16
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = load i32, ptr %5, align 4, !tbaa !11
  %48 = load i32, ptr addrspace(5) %12, align 4, !tbaa !11
  %49 = call i32 @llvm.smax.i32(i32 %47, i32 %48)
  store i32 %49, ptr %5, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %46, %42
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16
  br label %51

51:                                               ; preds = %50, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.3(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #16
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
  %24 = load i32, ptr %23, align 4, !tbaa !11
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 %9)
  store i32 %25, ptr %23, align 4, !tbaa !11
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

declare i32 @__kmpc_shuffle_int32(i32, i16, i16) local_unnamed_addr #1

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.4(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = ashr i32 %6, 6
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %10
  %12 = load ptr, ptr %0, align 8
  %13 = load i32, ptr %12, align 4
  store volatile i32 %13, ptr addrspace(3) %11, align 4
  br label %14

14:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %15 = icmp ult i32 %3, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %17, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %14, %16
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.5(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #16
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
  %24 = load i32, ptr %23, align 4, !tbaa !11
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 %9)
  store i32 %25, ptr %23, align 4, !tbaa !11
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
define internal void @_omp_reduction_inter_warp_copy_func.6(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = ashr i32 %6, 6
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %10
  %12 = load ptr, ptr %0, align 8
  %13 = load i32, ptr %12, align 4
  store volatile i32 %13, ptr addrspace(3) %11, align 4
  br label %14

14:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %15 = icmp ult i32 %3, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %17, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %14, %16
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func.7(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %5
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func.8(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %5, align 4, !tbaa !11
  %8 = load i32, ptr %6, align 4, !tbaa !11
  %9 = tail call i32 @llvm.smax.i32(i32 %7, i32 %8)
  store i32 %9, ptr %5, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func.9(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %4, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func.10(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = load i32, ptr %5, align 4, !tbaa !11
  %9 = tail call i32 @llvm.smax.i32(i32 %7, i32 %8)
  store i32 %9, ptr %6, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_histogram_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = alloca [8 x i32], align 16, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca [5 x ptr], align 8, addrspace(5)
  %12 = alloca [1 x ptr], align 8, addrspace(5)
  %13 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_histogram_l30_kernel_environment to ptr), ptr %0) #16
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %16, label %15

15:                                               ; preds = %4, %78
  ret void

16:                                               ; preds = %4
  %17 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #17, !noalias !26
  store <2 x i32> zeroinitializer, ptr addrspace(5) %6, align 16, !tbaa !11, !noalias !26
  %18 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 8
  store <2 x i32> zeroinitializer, ptr addrspace(5) %18, align 8, !tbaa !11, !noalias !26
  %19 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 16
  store <2 x i32> zeroinitializer, ptr addrspace(5) %19, align 16, !tbaa !11, !noalias !26
  %20 = getelementptr inbounds nuw i8, ptr addrspace(5) %6, i32 24
  store <2 x i32> zeroinitializer, ptr addrspace(5) %20, align 8, !tbaa !11, !noalias !26
  %21 = and i64 %1, 4294967295
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = trunc i64 %1 to i32
  %26 = add nsw i32 %25, -1
  %27 = icmp sgt i32 %25, 0
  br i1 %27, label %28, label %58

28:                                               ; preds = %16
  %29 = addrspacecast ptr addrspace(5) %10 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %8 to ptr
  %32 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #17, !noalias !26
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #17, !noalias !26
  store i32 %26, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #17, !noalias !26
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #17, !noalias !26
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !11, !noalias !26
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %17, i32 91, ptr %29, ptr %32, ptr %31, ptr %30, i32 1, i32 256) #16, !noalias !26
  %33 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !26
  %34 = call i32 @llvm.smin.i32(i32 %33, i32 %26)
  store i32 %34, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !26
  %35 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !26
  %36 = icmp slt i32 %35, %25
  br i1 %36, label %37, label %57

37:                                               ; preds = %28
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 8
  %39 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 16
  %40 = inttoptr i64 %21 to ptr
  %41 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 24
  %42 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 32
  br label %43

43:                                               ; preds = %37, %43
  %44 = phi i32 [ %35, %37 ], [ %52, %43 ]
  %45 = phi i32 [ %34, %37 ], [ %55, %43 ]
  %46 = zext i32 %44 to i64
  %47 = zext i32 %45 to i64
  %48 = inttoptr i64 %46 to ptr
  store ptr %48, ptr addrspace(5) %11, align 8, !tbaa !20, !noalias !26
  %49 = inttoptr i64 %47 to ptr
  store ptr %49, ptr addrspace(5) %38, align 8, !tbaa !20, !noalias !26
  store ptr %40, ptr addrspace(5) %39, align 8, !tbaa !20, !noalias !26
  store ptr %23, ptr addrspace(5) %41, align 8, !tbaa !20, !noalias !26
  store ptr %3, ptr addrspace(5) %42, align 8, !tbaa !20, !noalias !26
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %17, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined, ptr null, ptr %24, i64 5, i32 0) #16, !noalias !26
  %50 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !26
  %51 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !26
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !26
  %53 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !26
  %54 = add nsw i32 %53, %50
  %55 = call i32 @llvm.smin.i32(i32 %54, i32 %26)
  store i32 %55, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !26
  %56 = icmp slt i32 %52, %25
  br i1 %56, label %43, label %57

57:                                               ; preds = %43, %28
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %17) #16, !noalias !26
  br label %58

58:                                               ; preds = %57, %16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16, !noalias !26
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16, !noalias !26
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16, !noalias !26
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16, !noalias !26
  store ptr %23, ptr addrspace(5) %12, align 8, !noalias !26
  %59 = call ptr @__kmpc_reduction_get_fixed_buffer() #16, !noalias !26
  %60 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %59, i32 1024, i64 32, ptr %22, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.13, ptr nonnull @_omp_reduction_inter_warp_copy_func.14, ptr nonnull @_omp_reduction_list_to_global_copy_func.15, ptr nonnull @_omp_reduction_list_to_global_reduce_func.16, ptr nonnull @_omp_reduction_global_to_list_copy_func.17, ptr nonnull @_omp_reduction_global_to_list_reduce_func.18) #16, !noalias !26
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %78

62:                                               ; preds = %58
  %63 = load <2 x i32>, ptr addrspace(1) %5, align 4, !tbaa !11, !noalias !26
  %64 = load <2 x i32>, ptr addrspace(5) %6, align 16, !tbaa !11, !noalias !26
  %65 = add nsw <2 x i32> %64, %63
  store <2 x i32> %65, ptr addrspace(1) %5, align 4, !tbaa !11, !noalias !26
  %66 = getelementptr i8, ptr addrspace(1) %5, i64 8
  %67 = load <2 x i32>, ptr addrspace(1) %66, align 4, !tbaa !11, !noalias !26
  %68 = load <2 x i32>, ptr addrspace(5) %18, align 8, !tbaa !11, !noalias !26
  %69 = add nsw <2 x i32> %68, %67
  store <2 x i32> %69, ptr addrspace(1) %66, align 4, !tbaa !11, !noalias !26
  %70 = getelementptr i8, ptr addrspace(1) %5, i64 16
  %71 = load <2 x i32>, ptr addrspace(1) %70, align 4, !tbaa !11, !noalias !26
  %72 = load <2 x i32>, ptr addrspace(5) %19, align 16, !tbaa !11, !noalias !26
  %73 = add nsw <2 x i32> %72, %71
  store <2 x i32> %73, ptr addrspace(1) %70, align 4, !tbaa !11, !noalias !26
  %74 = getelementptr i8, ptr addrspace(1) %5, i64 24
  %75 = load <2 x i32>, ptr addrspace(1) %74, align 4, !tbaa !11, !noalias !26
  %76 = load <2 x i32>, ptr addrspace(5) %20, align 8, !tbaa !11, !noalias !26
  %77 = add nsw <2 x i32> %76, %75
  store <2 x i32> %77, ptr addrspace(1) %74, align 4, !tbaa !11, !noalias !26
  br label %78

78:                                               ; preds = %62, %58
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #16, !noalias !26
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12)
  call void @__kmpc_target_deinit() #16
  br label %15
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_histogram_l30_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6) #4 {
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca [8 x i32], align 16, addrspace(5)
  %13 = alloca [1 x ptr], align 8, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %13 to ptr
  %15 = addrspacecast ptr addrspace(5) %12 to ptr
  %16 = trunc i64 %4 to i32
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %66

18:                                               ; preds = %7
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #16
  %23 = trunc i64 %2 to i32
  %24 = trunc i64 %3 to i32
  store i32 %23, ptr addrspace(5) %8, align 4, !tbaa !11
  store i32 %24, ptr addrspace(5) %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16
  store i32 1, ptr addrspace(5) %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #16
  store i32 0, ptr addrspace(5) %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #16
  store <2 x i32> zeroinitializer, ptr addrspace(5) %12, align 16, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 8
  store <2 x i32> zeroinitializer, ptr addrspace(5) %25, align 8, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 16
  store <2 x i32> zeroinitializer, ptr addrspace(5) %26, align 16, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %12, i32 24
  store <2 x i32> zeroinitializer, ptr addrspace(5) %27, align 8, !tbaa !11
  %28 = load i32, ptr %0, align 4, !tbaa !11
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %28, i32 33, ptr %19, ptr %22, ptr %21, ptr %20, i32 1, i32 1) #16
  %29 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11
  %30 = sext i32 %29 to i64
  %31 = icmp ult i64 %3, %30
  br i1 %31, label %46, label %32

32:                                               ; preds = %18
  %33 = load i32, ptr addrspace(5) %10, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %32, %34
  %35 = phi i64 [ %30, %32 ], [ %44, %34 ]
  %36 = trunc nsw i64 %35 to i32
  %37 = getelementptr inbounds i32, ptr %6, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !11
  %39 = and i32 %38, 7
  %40 = getelementptr inbounds nuw i32, ptr addrspace(5) %12, i32 %39
  %41 = load i32, ptr addrspace(5) %40, align 4, !tbaa !11
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr addrspace(5) %40, align 4, !tbaa !11
  %43 = add nsw i32 %33, %36
  %44 = sext i32 %43 to i64
  %45 = icmp ult i64 %3, %44
  br i1 %45, label %46, label %34

46:                                               ; preds = %34, %18
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %28) #16
  store ptr %15, ptr addrspace(5) %13, align 8
  %47 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 32, ptr %14, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.11, ptr nonnull @_omp_reduction_inter_warp_copy_func.12) #16
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %65

49:                                               ; preds = %46
  %50 = load <2 x i32>, ptr %5, align 4, !tbaa !11
  %51 = load <2 x i32>, ptr addrspace(5) %12, align 16, !tbaa !11
  %52 = add nsw <2 x i32> %51, %50
  store <2 x i32> %52, ptr %5, align 4, !tbaa !11
  %53 = getelementptr i8, ptr %5, i64 8
  %54 = load <2 x i32>, ptr %53, align 4, !tbaa !11
  %55 = load <2 x i32>, ptr addrspace(5) %25, align 8, !tbaa !11
  %56 = add nsw <2 x i32> %55, %54
  store <2 x i32> %56, ptr %53, align 4, !tbaa !11
  %57 = getelementptr i8, ptr %5, i64 16
  %58 = load <2 x i32>, ptr %57, align 4, !tbaa !11
  %59 = load <2 x i32>, ptr addrspace(5) %26, align 16, !tbaa !11
  %60 = add nsw <2 x i32> %59, %58
  store <2 x i32> %60, ptr %57, align 4, !tbaa !11
  %61 = getelementptr i8, ptr %5, i64 24
  %62 = load <2 x i32>, ptr %61, align 4, !tbaa !11
  %63 = load <2 x i32>, ptr addrspace(5) %27, align 8, !tbaa !11
  %64 = add nsw <2 x i32> %63, %62
  store <2 x i32> %64, ptr %61, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %49, %46
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16
  br label %66

66:                                               ; preds = %65, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.11(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
  %10 = getelementptr i8, ptr %5, i64 8
  %11 = load i64, ptr %10, align 4
  %12 = tail call i32 @__kmpc_get_warp_size() #16
  %13 = trunc i32 %12 to i16
  %14 = tail call i64 @__kmpc_shuffle_int64(i64 %11, i16 %2, i16 %13) #16
  %15 = getelementptr i8, ptr %5, i64 16
  %16 = load i64, ptr %15, align 4
  %17 = tail call i32 @__kmpc_get_warp_size() #16
  %18 = trunc i32 %17 to i16
  %19 = tail call i64 @__kmpc_shuffle_int64(i64 %16, i16 %2, i16 %18) #16
  %20 = getelementptr i8, ptr %5, i64 24
  %21 = load i64, ptr %20, align 4
  %22 = tail call i32 @__kmpc_get_warp_size() #16
  %23 = trunc i32 %22 to i16
  %24 = tail call i64 @__kmpc_shuffle_int64(i64 %21, i16 %2, i16 %23) #16
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
  br i1 %36, label %37, label %66

37:                                               ; preds = %4
  %38 = lshr i64 %19, 32
  %39 = lshr i64 %14, 32
  %40 = lshr i64 %9, 32
  %41 = load ptr, ptr %0, align 8
  %42 = insertelement <2 x i64> poison, i64 %9, i64 0
  %43 = insertelement <2 x i64> %42, i64 %40, i64 1
  %44 = trunc <2 x i64> %43 to <2 x i32>
  %45 = load <2 x i32>, ptr %41, align 4, !tbaa !11
  %46 = add nsw <2 x i32> %45, %44
  store <2 x i32> %46, ptr %41, align 4, !tbaa !11
  %47 = getelementptr i8, ptr %41, i64 8
  %48 = insertelement <2 x i64> poison, i64 %14, i64 0
  %49 = insertelement <2 x i64> %48, i64 %39, i64 1
  %50 = trunc <2 x i64> %49 to <2 x i32>
  %51 = load <2 x i32>, ptr %47, align 4, !tbaa !11
  %52 = add nsw <2 x i32> %51, %50
  store <2 x i32> %52, ptr %47, align 4, !tbaa !11
  %53 = getelementptr i8, ptr %41, i64 16
  %54 = insertelement <2 x i64> poison, i64 %19, i64 0
  %55 = insertelement <2 x i64> %54, i64 %38, i64 1
  %56 = trunc <2 x i64> %55 to <2 x i32>
  %57 = load <2 x i32>, ptr %53, align 4, !tbaa !11
  %58 = add nsw <2 x i32> %57, %56
  store <2 x i32> %58, ptr %53, align 4, !tbaa !11
  %59 = getelementptr i8, ptr %41, i64 24
  %60 = lshr i64 %24, 32
  %61 = load <2 x i32>, ptr %59, align 4, !tbaa !11
  %62 = insertelement <2 x i64> poison, i64 %24, i64 0
  %63 = insertelement <2 x i64> %62, i64 %60, i64 1
  %64 = trunc <2 x i64> %63 to <2 x i32>
  %65 = add nsw <2 x i32> %61, %64
  store <2 x i32> %65, ptr %59, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %37, %4
  %67 = icmp uge i16 %1, %2
  %68 = and i1 %67, %26
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load ptr, ptr %0, align 8
  store i64 %9, ptr %70, align 4
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 8
  store i64 %14, ptr %71, align 4
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 16
  store i64 %19, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %70, i64 24
  store i64 %24, ptr %73, align 4
  br label %74

74:                                               ; preds = %66, %69
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #11

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.12(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = icmp eq i32 %5, 0
  %9 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %10 = icmp ult i32 %3, %1
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %12 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %8, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %9, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %10, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %8, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %9, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %10, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  %32 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %8, label %33, label %37

33:                                               ; preds = %31
  %34 = load ptr, ptr %0, align 8
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load i32, ptr %35, align 4
  store volatile i32 %36, ptr addrspace(3) %9, align 4
  br label %37

37:                                               ; preds = %33, %31
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %10, label %38, label %42

38:                                               ; preds = %37
  %39 = load ptr, ptr %0, align 8
  %40 = getelementptr i8, ptr %39, i64 8
  %41 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %41, ptr %40, align 4
  br label %42

42:                                               ; preds = %38, %37
  %43 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %43) #16
  br i1 %8, label %44, label %48

44:                                               ; preds = %42
  %45 = load ptr, ptr %0, align 8
  %46 = getelementptr i8, ptr %45, i64 12
  %47 = load i32, ptr %46, align 4
  store volatile i32 %47, ptr addrspace(3) %9, align 4
  br label %48

48:                                               ; preds = %44, %42
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %43) #16
  br i1 %10, label %49, label %53

49:                                               ; preds = %48
  %50 = load ptr, ptr %0, align 8
  %51 = getelementptr i8, ptr %50, i64 12
  %52 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %52, ptr %51, align 4
  br label %53

53:                                               ; preds = %49, %48
  %54 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %54) #16
  br i1 %8, label %55, label %59

55:                                               ; preds = %53
  %56 = load ptr, ptr %0, align 8
  %57 = getelementptr i8, ptr %56, i64 16
  %58 = load i32, ptr %57, align 4
  store volatile i32 %58, ptr addrspace(3) %9, align 4
  br label %59

59:                                               ; preds = %55, %53
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %54) #16
  br i1 %10, label %60, label %64

60:                                               ; preds = %59
  %61 = load ptr, ptr %0, align 8
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %63, ptr %62, align 4
  br label %64

64:                                               ; preds = %60, %59
  %65 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %65) #16
  br i1 %8, label %66, label %70

66:                                               ; preds = %64
  %67 = load ptr, ptr %0, align 8
  %68 = getelementptr i8, ptr %67, i64 20
  %69 = load i32, ptr %68, align 4
  store volatile i32 %69, ptr addrspace(3) %9, align 4
  br label %70

70:                                               ; preds = %66, %64
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %65) #16
  br i1 %10, label %71, label %75

71:                                               ; preds = %70
  %72 = load ptr, ptr %0, align 8
  %73 = getelementptr i8, ptr %72, i64 20
  %74 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %74, ptr %73, align 4
  br label %75

75:                                               ; preds = %71, %70
  %76 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %76) #16
  br i1 %8, label %77, label %81

77:                                               ; preds = %75
  %78 = load ptr, ptr %0, align 8
  %79 = getelementptr i8, ptr %78, i64 24
  %80 = load i32, ptr %79, align 4
  store volatile i32 %80, ptr addrspace(3) %9, align 4
  br label %81

81:                                               ; preds = %77, %75
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %76) #16
  br i1 %10, label %82, label %86

82:                                               ; preds = %81
  %83 = load ptr, ptr %0, align 8
  %84 = getelementptr i8, ptr %83, i64 24
  %85 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %85, ptr %84, align 4
  br label %86

86:                                               ; preds = %82, %81
  %87 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %87) #16
  br i1 %8, label %88, label %92

88:                                               ; preds = %86
  %89 = load ptr, ptr %0, align 8
  %90 = getelementptr i8, ptr %89, i64 28
  %91 = load i32, ptr %90, align 4
  store volatile i32 %91, ptr addrspace(3) %9, align 4
  br label %92

92:                                               ; preds = %88, %86
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %87) #16
  br i1 %10, label %93, label %97

93:                                               ; preds = %92
  %94 = load ptr, ptr %0, align 8
  %95 = getelementptr i8, ptr %94, i64 28
  %96 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %96, ptr %95, align 4
  br label %97

97:                                               ; preds = %93, %92
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.13(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
  %10 = getelementptr i8, ptr %5, i64 8
  %11 = load i64, ptr %10, align 4
  %12 = tail call i32 @__kmpc_get_warp_size() #16
  %13 = trunc i32 %12 to i16
  %14 = tail call i64 @__kmpc_shuffle_int64(i64 %11, i16 %2, i16 %13) #16
  %15 = getelementptr i8, ptr %5, i64 16
  %16 = load i64, ptr %15, align 4
  %17 = tail call i32 @__kmpc_get_warp_size() #16
  %18 = trunc i32 %17 to i16
  %19 = tail call i64 @__kmpc_shuffle_int64(i64 %16, i16 %2, i16 %18) #16
  %20 = getelementptr i8, ptr %5, i64 24
  %21 = load i64, ptr %20, align 4
  %22 = tail call i32 @__kmpc_get_warp_size() #16
  %23 = trunc i32 %22 to i16
  %24 = tail call i64 @__kmpc_shuffle_int64(i64 %21, i16 %2, i16 %23) #16
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
  br i1 %36, label %37, label %66

37:                                               ; preds = %4
  %38 = lshr i64 %19, 32
  %39 = lshr i64 %14, 32
  %40 = lshr i64 %9, 32
  %41 = load ptr, ptr %0, align 8
  %42 = insertelement <2 x i64> poison, i64 %9, i64 0
  %43 = insertelement <2 x i64> %42, i64 %40, i64 1
  %44 = trunc <2 x i64> %43 to <2 x i32>
  %45 = load <2 x i32>, ptr %41, align 4, !tbaa !11
  %46 = add nsw <2 x i32> %45, %44
  store <2 x i32> %46, ptr %41, align 4, !tbaa !11
  %47 = getelementptr i8, ptr %41, i64 8
  %48 = insertelement <2 x i64> poison, i64 %14, i64 0
  %49 = insertelement <2 x i64> %48, i64 %39, i64 1
  %50 = trunc <2 x i64> %49 to <2 x i32>
  %51 = load <2 x i32>, ptr %47, align 4, !tbaa !11
  %52 = add nsw <2 x i32> %51, %50
  store <2 x i32> %52, ptr %47, align 4, !tbaa !11
  %53 = getelementptr i8, ptr %41, i64 16
  %54 = insertelement <2 x i64> poison, i64 %19, i64 0
  %55 = insertelement <2 x i64> %54, i64 %38, i64 1
  %56 = trunc <2 x i64> %55 to <2 x i32>
  %57 = load <2 x i32>, ptr %53, align 4, !tbaa !11
  %58 = add nsw <2 x i32> %57, %56
  store <2 x i32> %58, ptr %53, align 4, !tbaa !11
  %59 = getelementptr i8, ptr %41, i64 24
  %60 = lshr i64 %24, 32
  %61 = load <2 x i32>, ptr %59, align 4, !tbaa !11
  %62 = insertelement <2 x i64> poison, i64 %24, i64 0
  %63 = insertelement <2 x i64> %62, i64 %60, i64 1
  %64 = trunc <2 x i64> %63 to <2 x i32>
  %65 = add nsw <2 x i32> %61, %64
  store <2 x i32> %65, ptr %59, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %37, %4
  %67 = icmp uge i16 %1, %2
  %68 = and i1 %67, %26
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load ptr, ptr %0, align 8
  store i64 %9, ptr %70, align 4
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 8
  store i64 %14, ptr %71, align 4
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 16
  store i64 %19, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %70, i64 24
  store i64 %24, ptr %73, align 4
  br label %74

74:                                               ; preds = %66, %69
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func.14(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = icmp eq i32 %5, 0
  %9 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %10 = icmp ult i32 %3, %1
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %12 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %8, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %9, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %12) #16
  br i1 %10, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %8, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %9, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %10, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  %32 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %8, label %33, label %37

33:                                               ; preds = %31
  %34 = load ptr, ptr %0, align 8
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load i32, ptr %35, align 4
  store volatile i32 %36, ptr addrspace(3) %9, align 4
  br label %37

37:                                               ; preds = %33, %31
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %10, label %38, label %42

38:                                               ; preds = %37
  %39 = load ptr, ptr %0, align 8
  %40 = getelementptr i8, ptr %39, i64 8
  %41 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %41, ptr %40, align 4
  br label %42

42:                                               ; preds = %38, %37
  %43 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %43) #16
  br i1 %8, label %44, label %48

44:                                               ; preds = %42
  %45 = load ptr, ptr %0, align 8
  %46 = getelementptr i8, ptr %45, i64 12
  %47 = load i32, ptr %46, align 4
  store volatile i32 %47, ptr addrspace(3) %9, align 4
  br label %48

48:                                               ; preds = %44, %42
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %43) #16
  br i1 %10, label %49, label %53

49:                                               ; preds = %48
  %50 = load ptr, ptr %0, align 8
  %51 = getelementptr i8, ptr %50, i64 12
  %52 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %52, ptr %51, align 4
  br label %53

53:                                               ; preds = %49, %48
  %54 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %54) #16
  br i1 %8, label %55, label %59

55:                                               ; preds = %53
  %56 = load ptr, ptr %0, align 8
  %57 = getelementptr i8, ptr %56, i64 16
  %58 = load i32, ptr %57, align 4
  store volatile i32 %58, ptr addrspace(3) %9, align 4
  br label %59

59:                                               ; preds = %55, %53
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %54) #16
  br i1 %10, label %60, label %64

60:                                               ; preds = %59
  %61 = load ptr, ptr %0, align 8
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %63, ptr %62, align 4
  br label %64

64:                                               ; preds = %60, %59
  %65 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %65) #16
  br i1 %8, label %66, label %70

66:                                               ; preds = %64
  %67 = load ptr, ptr %0, align 8
  %68 = getelementptr i8, ptr %67, i64 20
  %69 = load i32, ptr %68, align 4
  store volatile i32 %69, ptr addrspace(3) %9, align 4
  br label %70

70:                                               ; preds = %66, %64
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %65) #16
  br i1 %10, label %71, label %75

71:                                               ; preds = %70
  %72 = load ptr, ptr %0, align 8
  %73 = getelementptr i8, ptr %72, i64 20
  %74 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %74, ptr %73, align 4
  br label %75

75:                                               ; preds = %71, %70
  %76 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %76) #16
  br i1 %8, label %77, label %81

77:                                               ; preds = %75
  %78 = load ptr, ptr %0, align 8
  %79 = getelementptr i8, ptr %78, i64 24
  %80 = load i32, ptr %79, align 4
  store volatile i32 %80, ptr addrspace(3) %9, align 4
  br label %81

81:                                               ; preds = %77, %75
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %76) #16
  br i1 %10, label %82, label %86

82:                                               ; preds = %81
  %83 = load ptr, ptr %0, align 8
  %84 = getelementptr i8, ptr %83, i64 24
  %85 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %85, ptr %84, align 4
  br label %86

86:                                               ; preds = %82, %81
  %87 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %87) #16
  br i1 %8, label %88, label %92

88:                                               ; preds = %86
  %89 = load ptr, ptr %0, align 8
  %90 = getelementptr i8, ptr %89, i64 28
  %91 = load i32, ptr %90, align 4
  store volatile i32 %91, ptr addrspace(3) %9, align 4
  br label %92

92:                                               ; preds = %88, %86
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %87) #16
  br i1 %10, label %93, label %97

93:                                               ; preds = %92
  %94 = load ptr, ptr %0, align 8
  %95 = getelementptr i8, ptr %94, i64 28
  %96 = load volatile i32, ptr addrspace(3) %11, align 4
  store i32 %96, ptr %95, align 4
  br label %97

97:                                               ; preds = %93, %92
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func.15(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %6, ptr noundef nonnull align 4 dereferenceable(32) %4, i64 32, i1 false)
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_reduce_func.16(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %5, align 4, !tbaa !11
  %8 = load i32, ptr %6, align 4, !tbaa !11
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %5, align 4, !tbaa !11
  %10 = getelementptr i8, ptr %5, i64 4
  %11 = getelementptr i8, ptr %6, i64 4
  %12 = load i32, ptr %10, align 4, !tbaa !11
  %13 = load i32, ptr %11, align 4, !tbaa !11
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %10, align 4, !tbaa !11
  %15 = getelementptr i8, ptr %5, i64 8
  %16 = getelementptr i8, ptr %6, i64 8
  %17 = load i32, ptr %15, align 4, !tbaa !11
  %18 = load i32, ptr %16, align 4, !tbaa !11
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %15, align 4, !tbaa !11
  %20 = getelementptr i8, ptr %5, i64 12
  %21 = getelementptr i8, ptr %6, i64 12
  %22 = load i32, ptr %20, align 4, !tbaa !11
  %23 = load i32, ptr %21, align 4, !tbaa !11
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %20, align 4, !tbaa !11
  %25 = getelementptr i8, ptr %5, i64 16
  %26 = getelementptr i8, ptr %6, i64 16
  %27 = load i32, ptr %25, align 4, !tbaa !11
  %28 = load i32, ptr %26, align 4, !tbaa !11
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %25, align 4, !tbaa !11
  %30 = getelementptr i8, ptr %5, i64 20
  %31 = getelementptr i8, ptr %6, i64 20
  %32 = load i32, ptr %30, align 4, !tbaa !11
  %33 = load i32, ptr %31, align 4, !tbaa !11
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %30, align 4, !tbaa !11
  %35 = getelementptr i8, ptr %5, i64 24
  %36 = getelementptr i8, ptr %6, i64 24
  %37 = load i32, ptr %35, align 4, !tbaa !11
  %38 = load i32, ptr %36, align 4, !tbaa !11
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %35, align 4, !tbaa !11
  %40 = getelementptr i8, ptr %5, i64 28
  %41 = getelementptr i8, ptr %6, i64 28
  %42 = load i32, ptr %40, align 4, !tbaa !11
  %43 = load i32, ptr %41, align 4, !tbaa !11
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %40, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func.17(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) %6, i64 32, i1 false)
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_reduce_func.18(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %0, i64 %4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = load i32, ptr %5, align 4, !tbaa !11
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %6, align 4, !tbaa !11
  %10 = getelementptr i8, ptr %6, i64 4
  %11 = getelementptr i8, ptr %5, i64 4
  %12 = load i32, ptr %10, align 4, !tbaa !11
  %13 = load i32, ptr %11, align 4, !tbaa !11
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %10, align 4, !tbaa !11
  %15 = getelementptr i8, ptr %6, i64 8
  %16 = getelementptr i8, ptr %5, i64 8
  %17 = load i32, ptr %15, align 4, !tbaa !11
  %18 = load i32, ptr %16, align 4, !tbaa !11
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %15, align 4, !tbaa !11
  %20 = getelementptr i8, ptr %6, i64 12
  %21 = getelementptr i8, ptr %5, i64 12
  %22 = load i32, ptr %20, align 4, !tbaa !11
  %23 = load i32, ptr %21, align 4, !tbaa !11
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %20, align 4, !tbaa !11
  %25 = getelementptr i8, ptr %6, i64 16
  %26 = getelementptr i8, ptr %5, i64 16
  %27 = load i32, ptr %25, align 4, !tbaa !11
  %28 = load i32, ptr %26, align 4, !tbaa !11
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %25, align 4, !tbaa !11
  %30 = getelementptr i8, ptr %6, i64 20
  %31 = getelementptr i8, ptr %5, i64 20
  %32 = load i32, ptr %30, align 4, !tbaa !11
  %33 = load i32, ptr %31, align 4, !tbaa !11
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %30, align 4, !tbaa !11
  %35 = getelementptr i8, ptr %6, i64 24
  %36 = getelementptr i8, ptr %5, i64 24
  %37 = load i32, ptr %35, align 4, !tbaa !11
  %38 = load i32, ptr %36, align 4, !tbaa !11
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %35, align 4, !tbaa !11
  %40 = getelementptr i8, ptr %6, i64 28
  %41 = getelementptr i8, ptr %5, i64 28
  %42 = load i32, ptr %40, align 4, !tbaa !11
  %43 = load i32, ptr %41, align 4, !tbaa !11
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %40, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_summarize_l47(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %4 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  %9 = addrspacecast ptr %2 to ptr addrspace(1)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca [7 x ptr], align 8, addrspace(5)
  %18 = alloca [3 x ptr], align 8, addrspace(5)
  %19 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_summarize_l47_kernel_environment to ptr), ptr %0) #16
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %22, label %21

21:                                               ; preds = %6, %81
  ret void

22:                                               ; preds = %6
  %23 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  %24 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %17)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %18)
  %25 = addrspacecast ptr addrspace(5) %18 to ptr
  %26 = addrspacecast ptr addrspace(5) %10 to ptr
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %12 to ptr
  %29 = addrspacecast ptr addrspace(5) %17 to ptr
  %30 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #17, !noalias !29
  store i64 0, ptr addrspace(5) %10, align 8, !tbaa !18, !noalias !29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #17, !noalias !29
  store i32 2147483647, ptr addrspace(5) %11, align 4, !tbaa !11, !noalias !29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #17, !noalias !29
  store i32 -2147483648, ptr addrspace(5) %12, align 4, !tbaa !11, !noalias !29
  %31 = add nsw i32 %30, -1
  %32 = icmp sgt i32 %30, 0
  br i1 %32, label %33, label %65

33:                                               ; preds = %22
  %34 = addrspacecast ptr addrspace(5) %16 to ptr
  %35 = addrspacecast ptr addrspace(5) %15 to ptr
  %36 = addrspacecast ptr addrspace(5) %14 to ptr
  %37 = addrspacecast ptr addrspace(5) %13 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #17, !noalias !29
  store i32 0, ptr addrspace(5) %13, align 4, !tbaa !11, !noalias !29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #17, !noalias !29
  store i32 %31, ptr addrspace(5) %14, align 4, !tbaa !11, !noalias !29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #17, !noalias !29
  store i32 1, ptr addrspace(5) %15, align 4, !tbaa !11, !noalias !29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #17, !noalias !29
  store i32 0, ptr addrspace(5) %16, align 4, !tbaa !11, !noalias !29
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %23, i32 91, ptr %34, ptr %37, ptr %36, ptr %35, i32 1, i32 256) #16, !noalias !29
  %38 = load i32, ptr addrspace(5) %14, align 4, !tbaa !11, !noalias !29
  %39 = call i32 @llvm.smin.i32(i32 %38, i32 %31)
  store i32 %39, ptr addrspace(5) %14, align 4, !tbaa !11, !noalias !29
  %40 = load i32, ptr addrspace(5) %13, align 4, !tbaa !11, !noalias !29
  %41 = icmp slt i32 %40, %30
  br i1 %41, label %42, label %64

42:                                               ; preds = %33
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 8
  %44 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 16
  %45 = inttoptr i64 %24 to ptr
  %46 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 24
  %47 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 32
  %48 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 40
  %49 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 48
  br label %50

50:                                               ; preds = %42, %50
  %51 = phi i32 [ %40, %42 ], [ %59, %50 ]
  %52 = phi i32 [ %39, %42 ], [ %62, %50 ]
  %53 = zext i32 %51 to i64
  %54 = zext i32 %52 to i64
  %55 = inttoptr i64 %53 to ptr
  store ptr %55, ptr addrspace(5) %17, align 8, !tbaa !20, !noalias !29
  %56 = inttoptr i64 %54 to ptr
  store ptr %56, ptr addrspace(5) %43, align 8, !tbaa !20, !noalias !29
  store ptr %45, ptr addrspace(5) %44, align 8, !tbaa !20, !noalias !29
  store ptr %26, ptr addrspace(5) %46, align 8, !tbaa !20, !noalias !29
  store ptr %27, ptr addrspace(5) %47, align 8, !tbaa !20, !noalias !29
  store ptr %28, ptr addrspace(5) %48, align 8, !tbaa !20, !noalias !29
  store ptr %5, ptr addrspace(5) %49, align 8, !tbaa !20, !noalias !29
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %23, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined, ptr null, ptr %29, i64 7, i32 0) #16, !noalias !29
  %57 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11, !noalias !29
  %58 = load i32, ptr addrspace(5) %13, align 4, !tbaa !11, !noalias !29
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr addrspace(5) %13, align 4, !tbaa !11, !noalias !29
  %60 = load i32, ptr addrspace(5) %14, align 4, !tbaa !11, !noalias !29
  %61 = add nsw i32 %60, %57
  %62 = call i32 @llvm.smin.i32(i32 %61, i32 %31)
  store i32 %62, ptr addrspace(5) %14, align 4, !tbaa !11, !noalias !29
  %63 = icmp slt i32 %59, %30
  br i1 %63, label %50, label %64

64:                                               ; preds = %50, %33
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %23) #16, !noalias !29
  br label %65

65:                                               ; preds = %64, %22
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #16, !noalias !29
  store ptr %26, ptr addrspace(5) %18, align 8, !noalias !29
  %66 = getelementptr inbounds nuw i8, ptr addrspace(5) %18, i32 8
  store ptr %27, ptr addrspace(5) %66, align 8, !noalias !29
  %67 = getelementptr inbounds nuw i8, ptr addrspace(5) %18, i32 16
  store ptr %28, ptr addrspace(5) %67, align 8, !noalias !29
  %68 = call ptr @__kmpc_reduction_get_fixed_buffer() #16, !noalias !29
  %69 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr %68, i32 1024, i64 24, ptr %25, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.21, ptr nonnull @_omp_reduction_inter_warp_copy_func.22, ptr nonnull @_omp_reduction_list_to_global_copy_func.23, ptr nonnull @_omp_reduction_list_to_global_reduce_func.24, ptr nonnull @_omp_reduction_global_to_list_copy_func.25, ptr nonnull @_omp_reduction_global_to_list_reduce_func.26) #16, !noalias !29
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %71, label %81

71:                                               ; preds = %65
  %72 = load i64, ptr addrspace(1) %9, align 8, !tbaa !18, !noalias !29
  %73 = load i64, ptr addrspace(5) %10, align 8, !tbaa !18, !noalias !29
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr addrspace(1) %9, align 8, !tbaa !18, !noalias !29
  %75 = load i32, ptr addrspace(1) %8, align 4, !tbaa !11, !noalias !29
  %76 = load i32, ptr addrspace(5) %11, align 4, !tbaa !11, !noalias !29
  %77 = call i32 @llvm.smin.i32(i32 %75, i32 %76)
  store i32 %77, ptr addrspace(1) %8, align 4, !tbaa !11, !noalias !29
  %78 = load i32, ptr addrspace(1) %7, align 4, !tbaa !11, !noalias !29
  %79 = load i32, ptr addrspace(5) %12, align 4, !tbaa !11, !noalias !29
  %80 = call i32 @llvm.smax.i32(i32 %78, i32 %79)
  store i32 %80, ptr addrspace(1) %7, align 4, !tbaa !11, !noalias !29
  br label %81

81:                                               ; preds = %65, %71
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16, !noalias !29
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %17)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %18)
  call void @__kmpc_target_deinit() #16
  br label %21
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_summarize_l47_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 captures(none) dereferenceable(8) %5, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %6, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %7, ptr noundef readonly captures(none) %8) #4 {
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca [3 x ptr], align 8, addrspace(5)
  %18 = addrspacecast ptr addrspace(5) %17 to ptr
  %19 = addrspacecast ptr addrspace(5) %14 to ptr
  %20 = addrspacecast ptr addrspace(5) %15 to ptr
  %21 = addrspacecast ptr addrspace(5) %16 to ptr
  %22 = trunc i64 %4 to i32
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %71

24:                                               ; preds = %9
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #16
  %29 = trunc i64 %2 to i32
  %30 = trunc i64 %3 to i32
  store i32 %29, ptr addrspace(5) %10, align 4, !tbaa !11
  store i32 %30, ptr addrspace(5) %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #16
  store i32 1, ptr addrspace(5) %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #16
  store i32 0, ptr addrspace(5) %13, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #16
  %31 = load i32, ptr %0, align 4, !tbaa !11
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %31, i32 33, ptr %25, ptr %28, ptr %27, ptr %26, i32 1, i32 1) #16
  %32 = load i32, ptr addrspace(5) %10, align 4, !tbaa !11
  %33 = sext i32 %32 to i64
  %34 = icmp ult i64 %3, %33
  br i1 %34, label %52, label %35

35:                                               ; preds = %24
  %36 = load i32, ptr addrspace(5) %12, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %35, %37
  %38 = phi i64 [ %33, %35 ], [ %50, %37 ]
  %39 = phi i64 [ 0, %35 ], [ %46, %37 ]
  %40 = phi i32 [ 2147483647, %35 ], [ %47, %37 ]
  %41 = phi i32 [ -2147483648, %35 ], [ %48, %37 ]
  %42 = trunc nsw i64 %38 to i32
  %43 = getelementptr inbounds i32, ptr %8, i64 %38
  %44 = load i32, ptr %43, align 4, !tbaa !11
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %39, %45
  %47 = call i32 @llvm.smin.i32(i32 %44, i32 %40)
  %48 = call i32 @llvm.smax.i32(i32 %44, i32 %41)
  %49 = add nsw i32 %36, %42
  %50 = sext i32 %49 to i64
  %51 = icmp ult i64 %3, %50
  br i1 %51, label %52, label %37

52:                                               ; preds = %37, %24
  %53 = phi i32 [ -2147483648, %24 ], [ %48, %37 ]
  %54 = phi i32 [ 2147483647, %24 ], [ %47, %37 ]
  %55 = phi i64 [ 0, %24 ], [ %46, %37 ]
  store i64 %55, ptr addrspace(5) %14, align 8
  store i32 %54, ptr addrspace(5) %15, align 4
  store i32 %53, ptr addrspace(5) %16, align 4
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %31) #16
  store ptr %19, ptr addrspace(5) %17, align 8
  %56 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 8
  store ptr %20, ptr addrspace(5) %56, align 8
  %57 = getelementptr inbounds nuw i8, ptr addrspace(5) %17, i32 16
  store ptr %21, ptr addrspace(5) %57, align 8
  %58 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 24, ptr %18, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.19, ptr nonnull @_omp_reduction_inter_warp_copy_func.20) #16
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %70

60:                                               ; preds = %52
  %61 = load i64, ptr %5, align 8, !tbaa !18
  %62 = load i64, ptr addrspace(5) %14, align 8, !tbaa !18
  %63 = add nsw i64 %62, %61
  store i64 %63, ptr %5, align 8, !tbaa !18
  %64 = load i32, ptr %6, align 4, !tbaa !11
  %65 = load i32, ptr addrspace(5) %15, align 4, !tbaa !11
  %66 = call i32 @llvm.smin.i32(i32 %64, i32 %65)
  store i32 %66, ptr %6, align 4, !tbaa !11
  %67 = load i32, ptr %7, align 4, !tbaa !11
  %68 = load i32, ptr addrspace(5) %16, align 4, !tbaa !11
  %69 = call i32 @llvm.smax.i32(i32 %67, i32 %68)
  store i32 %69, ptr %7, align 4, !tbaa !11
  br label %70

70:                                               ; preds = %60, %52
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16
  br label %71

71:                                               ; preds = %70, %9
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.19(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %11, align 4
  %13 = tail call i32 @__kmpc_get_warp_size() #16
  %14 = trunc i32 %13 to i16
  %15 = tail call i32 @__kmpc_shuffle_int32(i32 %12, i16 %2, i16 %14) #16
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %17, align 4
  %19 = tail call i32 @__kmpc_get_warp_size() #16
  %20 = trunc i32 %19 to i16
  %21 = tail call i32 @__kmpc_shuffle_int32(i32 %18, i16 %2, i16 %20) #16
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
  %38 = load i64, ptr %35, align 8, !tbaa !18
  %39 = add nsw i64 %38, %9
  store i64 %39, ptr %35, align 8, !tbaa !18
  %40 = load i32, ptr %36, align 4, !tbaa !11
  %41 = tail call i32 @llvm.smin.i32(i32 %40, i32 %15)
  store i32 %41, ptr %36, align 4, !tbaa !11
  %42 = load i32, ptr %37, align 4, !tbaa !11
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 %21)
  store i32 %43, ptr %37, align 4, !tbaa !11
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
define internal void @_omp_reduction_inter_warp_copy_func.20(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  %9 = icmp eq i32 %5, 0
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %11 = icmp ult i32 %3, %1
  %12 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %8) #16
  br i1 %9, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %10, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %8) #16
  br i1 %11, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %9, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %10, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %11, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  %32 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %9, label %33, label %37

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %35, align 4
  store volatile i32 %36, ptr addrspace(3) %10, align 4
  br label %37

37:                                               ; preds = %31, %33
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %11, label %38, label %42

38:                                               ; preds = %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %40 = load ptr, ptr %39, align 8
  %41 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %41, ptr %40, align 4
  br label %42

42:                                               ; preds = %37, %38
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %9, label %43, label %47

43:                                               ; preds = %42
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %45, align 4
  store volatile i32 %46, ptr addrspace(3) %10, align 4
  br label %47

47:                                               ; preds = %42, %43
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %11, label %48, label %52

48:                                               ; preds = %47
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %51, ptr %50, align 4
  br label %52

52:                                               ; preds = %47, %48
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.21(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #16
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %11, align 4
  %13 = tail call i32 @__kmpc_get_warp_size() #16
  %14 = trunc i32 %13 to i16
  %15 = tail call i32 @__kmpc_shuffle_int32(i32 %12, i16 %2, i16 %14) #16
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %17, align 4
  %19 = tail call i32 @__kmpc_get_warp_size() #16
  %20 = trunc i32 %19 to i16
  %21 = tail call i32 @__kmpc_shuffle_int32(i32 %18, i16 %2, i16 %20) #16
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
  %38 = load i64, ptr %35, align 8, !tbaa !18
  %39 = add nsw i64 %38, %9
  store i64 %39, ptr %35, align 8, !tbaa !18
  %40 = load i32, ptr %36, align 4, !tbaa !11
  %41 = tail call i32 @llvm.smin.i32(i32 %40, i32 %15)
  store i32 %41, ptr %36, align 4, !tbaa !11
  %42 = load i32, ptr %37, align 4, !tbaa !11
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 %21)
  store i32 %43, ptr %37, align 4, !tbaa !11
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
define internal void @_omp_reduction_inter_warp_copy_func.22(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = ashr i32 %6, 6
  %8 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  %9 = icmp eq i32 %5, 0
  %10 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %7
  %11 = icmp ult i32 %3, %1
  %12 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %8) #16
  br i1 %9, label %13, label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %0, align 8
  %15 = load i32, ptr %14, align 4
  store volatile i32 %15, ptr addrspace(3) %10, align 4
  br label %16

16:                                               ; preds = %2, %13
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %8) #16
  br i1 %11, label %17, label %20

17:                                               ; preds = %16
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %16, %17
  %21 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %9, label %22, label %26

22:                                               ; preds = %20
  %23 = load ptr, ptr %0, align 8
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  store volatile i32 %25, ptr addrspace(3) %10, align 4
  br label %26

26:                                               ; preds = %22, %20
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %21) #16
  br i1 %11, label %27, label %31

27:                                               ; preds = %26
  %28 = load ptr, ptr %0, align 8
  %29 = getelementptr i8, ptr %28, i64 4
  %30 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %30, ptr %29, align 4
  br label %31

31:                                               ; preds = %27, %26
  %32 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %9, label %33, label %37

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %35, align 4
  store volatile i32 %36, ptr addrspace(3) %10, align 4
  br label %37

37:                                               ; preds = %31, %33
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %11, label %38, label %42

38:                                               ; preds = %37
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %40 = load ptr, ptr %39, align 8
  %41 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %41, ptr %40, align 4
  br label %42

42:                                               ; preds = %37, %38
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %9, label %43, label %47

43:                                               ; preds = %42
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %45, align 4
  store volatile i32 %46, ptr addrspace(3) %10, align 4
  br label %47

47:                                               ; preds = %42, %43
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %32) #16
  br i1 %11, label %48, label %52

48:                                               ; preds = %47
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = load volatile i32, ptr addrspace(3) %12, align 4
  store i32 %51, ptr %50, align 4
  br label %52

52:                                               ; preds = %47, %48
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_list_to_global_copy_func.23(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
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
define internal void @_omp_reduction_list_to_global_reduce_func.24(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #8 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %4
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %5, align 8, !tbaa !18
  %14 = load i64, ptr %8, align 8, !tbaa !18
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %5, align 8, !tbaa !18
  %16 = load i32, ptr %6, align 8, !tbaa !11
  %17 = load i32, ptr %10, align 4, !tbaa !11
  %18 = tail call i32 @llvm.smin.i32(i32 %16, i32 %17)
  store i32 %18, ptr %6, align 8, !tbaa !11
  %19 = load i32, ptr %7, align 4, !tbaa !11
  %20 = load i32, ptr %12, align 4, !tbaa !11
  %21 = tail call i32 @llvm.smax.i32(i32 %19, i32 %20)
  store i32 %21, ptr %7, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_omp_reduction_global_to_list_copy_func.25(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #9 {
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
define internal void @_omp_reduction_global_to_list_reduce_func.26(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) #10 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty.7, ptr %0, i64 %4
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %8, align 8, !tbaa !18
  %14 = load i64, ptr %5, align 8, !tbaa !18
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %8, align 8, !tbaa !18
  %16 = load i32, ptr %10, align 4, !tbaa !11
  %17 = load i32, ptr %6, align 8, !tbaa !11
  %18 = tail call i32 @llvm.smin.i32(i32 %16, i32 %17)
  store i32 %18, ptr %10, align 4, !tbaa !11
  %19 = load i32, ptr %12, align 4, !tbaa !11
  %20 = load i32, ptr %7, align 4, !tbaa !11
  %21 = tail call i32 @llvm.smax.i32(i32 %19, i32 %20)
  store i32 %21, ptr %12, align 4, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51206e_rowsums_l58(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #12 {
  %6 = addrspacecast ptr %4 to ptr addrspace(1)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca [4 x ptr], align 8, addrspace(5)
  %12 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51206e_rowsums_l58_kernel_environment to ptr), ptr %0) #16
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %5, %57
  ret void

15:                                               ; preds = %5
  %16 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = trunc i64 %1 to i32
  %23 = add nsw i32 %22, -1
  %24 = tail call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !32
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %15
  %27 = trunc i64 %2 to i32
  store i32 %27, ptr addrspace(3) @_shared.31, align 16, !tbaa !11, !noalias !32
  store ptr %3, ptr addrspace(3) @_shared.29, align 16, !tbaa !35, !noalias !32
  store i32 0, ptr addrspace(3) @_shared, align 16, !tbaa !11, !noalias !32
  br label %28

28:                                               ; preds = %26, %15
  tail call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %24), !noalias !32
  %29 = icmp sgt i32 %22, 0
  br i1 %29, label %30, label %57

30:                                               ; preds = %28
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #16, !noalias !32
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #16, !noalias !32
  store i32 %23, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #16, !noalias !32
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !11, !noalias !32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #16, !noalias !32
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !11, !noalias !32
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1) #16, !noalias !32
  %31 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !32
  %32 = call i32 @llvm.smin.i32(i32 %31, i32 %23)
  store i32 %32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !32
  %33 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11, !noalias !32
  %34 = icmp sgt i32 %33, %32
  br i1 %34, label %56, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 8
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 16
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 24
  br label %39

39:                                               ; preds = %35, %52
  %40 = phi i32 [ %33, %35 ], [ %53, %52 ]
  %41 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !32
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %39
  store i32 %40, ptr addrspace(3) @_shared, align 16, !tbaa !11, !noalias !32
  store float 0.000000e+00, ptr addrspace(3) @_shared.30, align 16, !tbaa !37, !noalias !32
  br label %44

44:                                               ; preds = %43, %39
  call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %41), !noalias !32
  store ptr addrspacecast (ptr addrspace(3) @_shared.31 to ptr), ptr addrspace(5) %11, align 8, !tbaa !20, !noalias !32
  store ptr addrspacecast (ptr addrspace(3) @_shared.30 to ptr), ptr addrspace(5) %36, align 8, !tbaa !20, !noalias !32
  store ptr addrspacecast (ptr addrspace(3) @_shared.29 to ptr), ptr addrspace(5) %37, align 8, !tbaa !20, !noalias !32
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %38, align 8, !tbaa !20, !noalias !32
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper, ptr %21, i64 4, i32 0) #16, !noalias !32
  %45 = load float, ptr addrspace(3) @_shared.30, align 16, !tbaa !37, !noalias !32
  %46 = load i32, ptr addrspace(3) @_shared, align 16, !tbaa !11, !noalias !32
  %47 = call i32 @__kmpc_get_hardware_thread_id_in_block(), !noalias !32
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %44
  %50 = sext i32 %46 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %50
  store float %45, ptr addrspace(1) %51, align 4, !tbaa !37, !noalias !32
  br label %52

52:                                               ; preds = %49, %44
  call void @__kmpc_barrier_simple_spmd(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %47), !noalias !32
  %53 = add nsw i32 %40, 1
  %54 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11, !noalias !32
  %55 = icmp slt i32 %40, %54
  br i1 %55, label %39, label %56

56:                                               ; preds = %52, %30
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16) #16, !noalias !32
  br label %57

57:                                               ; preds = %28, %56
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16, !noalias !32
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16, !noalias !32
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16, !noalias !32
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16, !noalias !32
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11)
  call void @__kmpc_target_deinit() #16
  br label %14
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %5) #4 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca [1 x ptr], align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %12 to ptr
  %14 = addrspacecast ptr addrspace(5) %11 to ptr
  %15 = load i32, ptr %2, align 4, !tbaa !11
  %16 = add nsw i32 %15, -1
  %17 = icmp sgt i32 %15, 0
  br i1 %17, label %18, label %63

18:                                               ; preds = %6
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #17
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #17
  store i32 %16, ptr addrspace(5) %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #17
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #17
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #17
  store float 0.000000e+00, ptr addrspace(5) %11, align 4, !tbaa !37
  %23 = load i32, ptr %0, align 4, !tbaa !11
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %23, i32 33, ptr %19, ptr %22, ptr %21, ptr %20, i32 1, i32 1) #16
  %24 = load i32, ptr addrspace(5) %8, align 4, !tbaa !11
  %25 = load i32, ptr addrspace(5) %7, align 4, !tbaa !11
  %26 = call i32 @llvm.smin.i32(i32 %24, i32 %16)
  %27 = icmp sgt i32 %25, %26
  br i1 %27, label %54, label %28

28:                                               ; preds = %18
  %29 = load ptr, ptr %4, align 8, !tbaa !35
  %30 = load i32, ptr %5, align 4, !tbaa !11
  %31 = load i32, ptr %2, align 4, !tbaa !11
  %32 = mul nsw i32 %31, %30
  %33 = load i32, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %28, %48
  %35 = phi i32 [ %26, %28 ], [ %51, %48 ]
  %36 = phi i32 [ %25, %28 ], [ %49, %48 ]
  %37 = phi float [ 0.000000e+00, %28 ], [ %45, %48 ]
  br label %38

38:                                               ; preds = %34, %38
  %39 = phi i32 [ %36, %34 ], [ %46, %38 ]
  %40 = phi float [ %37, %34 ], [ %45, %38 ]
  %41 = add nsw i32 %32, %39
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %29, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !37
  %45 = fadd float %44, %40
  store float %45, ptr addrspace(5) %11, align 4, !tbaa !37
  %46 = add nsw i32 %39, 1
  %47 = icmp slt i32 %39, %35
  br i1 %47, label %38, label %48

48:                                               ; preds = %38
  %49 = add nsw i32 %33, %36
  %50 = add nsw i32 %33, %35
  %51 = call i32 @llvm.smin.i32(i32 %50, i32 %16)
  %52 = icmp sgt i32 %49, %51
  br i1 %52, label %53, label %34

53:                                               ; preds = %48
  store i32 %49, ptr addrspace(5) %7, align 4, !tbaa !11
  br label %54

54:                                               ; preds = %53, %18
  %55 = phi i32 [ %51, %53 ], [ %26, %18 ]
  store i32 %55, ptr addrspace(5) %8, align 4, !tbaa !11
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %23) #16
  store ptr %14, ptr addrspace(5) %12, align 8
  %56 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 4, ptr %13, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.27, ptr nonnull @_omp_reduction_inter_warp_copy_func.28) #16
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %62

58:                                               ; preds = %54
  %59 = load float, ptr %3, align 4, !tbaa !37
  %60 = load float, ptr addrspace(5) %11, align 4, !tbaa !37
  %61 = fadd float %59, %60
  store float %61, ptr %3, align 4, !tbaa !37
  br label %62

62:                                               ; preds = %58, %54
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #16
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16
  br label %63

63:                                               ; preds = %62, %6
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func.27(ptr noundef readonly captures(none) %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #4 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @__kmpc_get_warp_size() #16
  %8 = trunc i32 %7 to i16
  %9 = tail call i32 @__kmpc_shuffle_int32(i32 %6, i16 %2, i16 %8) #16
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
  %25 = load float, ptr %24, align 4, !tbaa !37
  %26 = fadd float %25, %23
  store float %26, ptr %24, align 4, !tbaa !37
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
define internal void @_omp_reduction_inter_warp_copy_func.28(ptr noundef readonly captures(none) %0, i32 noundef %1) #5 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %5 = and i32 %4, 63
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #16
  %7 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #16
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = ashr i32 %6, 6
  %11 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %10
  %12 = load ptr, ptr %0, align 8
  %13 = load i32, ptr %12, align 4
  store volatile i32 %13, ptr addrspace(3) %11, align 4
  br label %14

14:                                               ; preds = %2, %9
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @4 to ptr), i32 %7) #16
  %15 = icmp ult i32 %3, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds i32, ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i32 %3
  %18 = load ptr, ptr %0, align 8
  %19 = load volatile i32, ptr addrspace(3) %17, align 4
  store i32 %19, ptr %18, align 4
  br label %20

20:                                               ; preds = %14, %16
  ret void
}

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #13 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca [1 x ptr], align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @__kmpc_get_shared_variables(ptr %10) #16
  %11 = load ptr, ptr addrspace(5) %9, align 8
  %12 = load ptr, ptr %11, align 8, !tbaa !39
  %13 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !39
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !39
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !39
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8)
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = load i32, ptr %12, align 4, !tbaa !11, !noalias !40
  %22 = add nsw i32 %21, -1
  %23 = icmp sgt i32 %21, 0
  br i1 %23, label %24, label %67

24:                                               ; preds = %2
  %25 = addrspacecast ptr addrspace(5) %6 to ptr
  %26 = addrspacecast ptr addrspace(5) %5 to ptr
  %27 = addrspacecast ptr addrspace(5) %4 to ptr
  %28 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #17, !noalias !40
  store i32 0, ptr addrspace(5) %3, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #17, !noalias !40
  store i32 %22, ptr addrspace(5) %4, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #17, !noalias !40
  store i32 1, ptr addrspace(5) %5, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #17, !noalias !40
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !11, !noalias !40
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #17, !noalias !40
  store float 0.000000e+00, ptr addrspace(5) %7, align 4, !tbaa !37, !noalias !40
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %1, i32 33, ptr %25, ptr %28, ptr %27, ptr %26, i32 1, i32 1) #16, !noalias !40
  %29 = load i32, ptr addrspace(5) %4, align 4, !tbaa !11, !noalias !40
  %30 = call i32 @llvm.smin.i32(i32 %29, i32 %22)
  store i32 %30, ptr addrspace(5) %4, align 4, !tbaa !11, !noalias !40
  %31 = load i32, ptr addrspace(5) %3, align 4, !tbaa !11, !noalias !40
  %32 = icmp sgt i32 %31, %30
  br i1 %32, label %59, label %33

33:                                               ; preds = %24
  %34 = load ptr, ptr %16, align 8, !tbaa !35, !noalias !40
  %35 = load i32, ptr addrspace(5) %5, align 4, !tbaa !11, !noalias !40
  %36 = load i32, ptr %18, align 4, !tbaa !11, !noalias !40
  %37 = load i32, ptr %12, align 4, !tbaa !11, !noalias !40
  %38 = mul nsw i32 %37, %36
  br label %39

39:                                               ; preds = %33, %53
  %40 = phi float [ 0.000000e+00, %33 ], [ %50, %53 ]
  %41 = phi i32 [ %31, %33 ], [ %54, %53 ]
  %42 = phi i32 [ %30, %33 ], [ %56, %53 ]
  br label %43

43:                                               ; preds = %39, %43
  %44 = phi i32 [ %41, %39 ], [ %51, %43 ]
  %45 = phi float [ %40, %39 ], [ %50, %43 ]
  %46 = add nsw i32 %38, %44
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %34, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !37, !noalias !40
  %50 = fadd float %49, %45
  store float %50, ptr addrspace(5) %7, align 4, !tbaa !37, !noalias !40
  %51 = add nsw i32 %44, 1
  %52 = icmp slt i32 %44, %42
  br i1 %52, label %43, label %53

53:                                               ; preds = %43
  %54 = add nsw i32 %35, %41
  %55 = add nsw i32 %35, %42
  %56 = call i32 @llvm.smin.i32(i32 %55, i32 %22)
  %57 = icmp sgt i32 %54, %56
  br i1 %57, label %58, label %39

58:                                               ; preds = %53
  store i32 %54, ptr addrspace(5) %3, align 4, !tbaa !11, !noalias !40
  store i32 %56, ptr addrspace(5) %4, align 4, !tbaa !11, !noalias !40
  br label %59

59:                                               ; preds = %58, %24
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %1) #16, !noalias !40
  store ptr %20, ptr addrspace(5) %8, align 8, !noalias !40
  %60 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i64 4, ptr %19, ptr nonnull @_omp_reduction_shuffle_and_reduce_func.27, ptr nonnull @_omp_reduction_inter_warp_copy_func.28) #16, !noalias !40
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = load float, ptr %14, align 4, !tbaa !37, !noalias !40
  %64 = load float, ptr addrspace(5) %7, align 4, !tbaa !37, !noalias !40
  %65 = fadd float %63, %64
  store float %65, ptr %14, align 4, !tbaa !37, !noalias !40
  br label %66

66:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #16, !noalias !40
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #16, !noalias !40
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #16, !noalias !40
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #16, !noalias !40
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #16, !noalias !40
  br label %67

67:                                               ; preds = %2, %66
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8)
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier_simple_spmd(ptr, i32) local_unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #14

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #15

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline "uniform-work-group-size"="false" }
attributes #8 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #13 = { norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #14 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nounwind memory(readwrite) }

!omp_offload.info = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}
!llvm.errno.tbaa = !{!11}

!0 = !{i32 0, i32 65024, i32 5316718, !"dot", i32 15, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316718, !"histogram", i32 30, i32 0, i32 2}
!2 = !{i32 0, i32 65024, i32 5316718, !"maxabs", i32 23, i32 0, i32 1}
!3 = !{i32 0, i32 65024, i32 5316718, !"rowsums", i32 58, i32 0, i32 4}
!4 = !{i32 0, i32 65024, i32 5316718, !"summarize", i32 47, i32 0, i32 3}
!5 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__omp_offloading_fe00_51206e_dot_l15_omp_outlined: argument 0"}
!17 = distinct !{!17, !"__omp_offloading_fe00_51206e_dot_l15_omp_outlined"}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !13, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"any p2 pointer", !22, i64 0}
!22 = !{!"any pointer", !13, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined: argument 0"}
!25 = distinct !{!25, !"__omp_offloading_fe00_51206e_maxabs_l23_omp_outlined"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined: argument 0"}
!28 = distinct !{!28, !"__omp_offloading_fe00_51206e_histogram_l30_omp_outlined"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined: argument 0"}
!31 = distinct !{!31, !"__omp_offloading_fe00_51206e_summarize_l47_omp_outlined"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined: argument 0"}
!34 = distinct !{!34, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined"}
!35 = !{!36, !36, i64 0}
!36 = !{!"p1 float", !22, i64 0}
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !13, i64 0}
!39 = !{!22, !22, i64 0}
!40 = !{!41}
!41 = distinct !{!41, !42, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined: argument 0"}
!42 = distinct !{!42, !"__omp_offloading_fe00_51206e_rowsums_l58_omp_outlined_omp_outlined"}
