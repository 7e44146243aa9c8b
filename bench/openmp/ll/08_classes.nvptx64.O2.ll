; ModuleID = 'src/08_classes.cpp'
source_filename = "src/08_classes.cpp"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [7 x ptr], align 8
  %12 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment, ptr %0) #2
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %6, %62
  ret void

15:                                               ; preds = %6
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %17 = and i64 %1, 4294967295
  %18 = and i64 %4, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  %19 = trunc i64 %1 to i32
  %20 = add nsw i32 %19, -1
  %21 = icmp sgt i32 %19, 0
  br i1 %21, label %22, label %62

22:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7, !noalias !13
  %23 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7, !noalias !13
  %24 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 %20, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7, !noalias !13
  %25 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %25, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #7, !noalias !13
  %26 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %26, align 4, !tbaa !9, !noalias !13
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %16, i32 91, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i32 1, i32 128) #2, !noalias !13
  %27 = load i32, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  %28 = call i32 @llvm.smin.i32(i32 %27, i32 %20)
  store i32 %28, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  %29 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %30 = icmp slt i32 %29, %19
  br i1 %30, label %31, label %61

31:                                               ; preds = %22
  %32 = addrspacecast ptr %11 to ptr addrspace(5)
  %33 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %34 = addrspacecast ptr %33 to ptr addrspace(5)
  %35 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %36 = inttoptr i64 %17 to ptr
  %37 = addrspacecast ptr %35 to ptr addrspace(5)
  %38 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %39 = addrspacecast ptr %38 to ptr addrspace(5)
  %40 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %41 = addrspacecast ptr %40 to ptr addrspace(5)
  %42 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %43 = inttoptr i64 %18 to ptr
  %44 = addrspacecast ptr %42 to ptr addrspace(5)
  %45 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %46 = addrspacecast ptr %45 to ptr addrspace(5)
  br label %47

47:                                               ; preds = %31, %47
  %48 = phi i32 [ %28, %31 ], [ %59, %47 ]
  %49 = phi i32 [ %29, %31 ], [ %56, %47 ]
  %50 = zext i32 %49 to i64
  %51 = zext i32 %48 to i64
  %52 = inttoptr i64 %50 to ptr
  store ptr %52, ptr addrspace(5) %32, align 8, !tbaa !16, !noalias !13
  %53 = inttoptr i64 %51 to ptr
  store ptr %53, ptr addrspace(5) %34, align 8, !tbaa !16, !noalias !13
  store ptr %36, ptr addrspace(5) %37, align 8, !tbaa !16, !noalias !13
  store ptr %2, ptr addrspace(5) %39, align 8, !tbaa !16, !noalias !13
  store ptr %3, ptr addrspace(5) %41, align 8, !tbaa !16, !noalias !13
  store ptr %43, ptr addrspace(5) %44, align 8, !tbaa !16, !noalias !13
  store ptr %5, ptr addrspace(5) %46, align 8, !tbaa !16, !noalias !13
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined, ptr null, ptr nonnull %11, i64 7, i32 0) #2, !noalias !13
  %54 = load i32, ptr addrspace(5) %25, align 4, !tbaa !9, !noalias !13
  %55 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %57 = load i32, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  %58 = add nsw i32 %57, %54
  %59 = call i32 @llvm.smin.i32(i32 %58, i32 %20)
  store i32 %59, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  %60 = icmp slt i32 %56, %19
  br i1 %60, label %47, label %61

61:                                               ; preds = %47, %22
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %16) #2, !noalias !13
  br label %62

62:                                               ; preds = %15, %61
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @__kmpc_target_deinit() #2
  br label %14
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6, i64 noundef %7, ptr noundef writeonly captures(none) %8) #3 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = trunc i64 %4 to i32
  %15 = trunc i64 %7 to i32
  %16 = bitcast i32 %15 to float
  %17 = icmp sgt i32 %14, 0
  br i1 %17, label %18, label %47

18:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %20 = addrspacecast ptr %11 to ptr addrspace(5)
  %21 = trunc i64 %2 to i32
  %22 = trunc i64 %3 to i32
  store i32 %21, ptr addrspace(5) %19, align 4, !tbaa !9
  store i32 %22, ptr addrspace(5) %20, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %23 = addrspacecast ptr %12 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %23, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #2
  %24 = addrspacecast ptr %13 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %24, align 4, !tbaa !9
  %25 = load i32, ptr %0, align 4, !tbaa !9
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %25, i32 33, ptr nonnull %13, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, i32 1, i32 1) #2
  %26 = load i32, ptr addrspace(5) %19, align 4, !tbaa !9
  %27 = sext i32 %26 to i64
  %28 = icmp ult i64 %3, %27
  br i1 %28, label %46, label %29

29:                                               ; preds = %18
  %30 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %29, %31
  %32 = phi i64 [ %27, %29 ], [ %44, %31 ]
  %33 = trunc nsw i64 %32 to i32
  %34 = getelementptr inbounds float, ptr %6, i64 %32
  %35 = load float, ptr %34, align 4, !tbaa !19
  %36 = getelementptr inbounds float, ptr %5, i64 %32
  %37 = load float, ptr %36, align 4, !tbaa !19
  %38 = call float @llvm.fmuladd.f32(float %35, float %16, float %37) #8
  store float %38, ptr %36, align 4, !tbaa !19
  %39 = getelementptr inbounds float, ptr %8, i64 %32
  %40 = load float, ptr %34, align 4, !tbaa !19
  %41 = fmul float %40, 5.000000e-01
  %42 = fmul float %40, %41
  store float %42, ptr %39, align 4, !tbaa !19
  %43 = add nsw i32 %30, %33
  %44 = sext i32 %43 to i64
  %45 = icmp ult i64 %3, %44
  br i1 %45, label %46, label %31

46:                                               ; preds = %31, %18
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %25) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  br label %47

47:                                               ; preds = %46, %9
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
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment, ptr %0) #2
  %10 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %11 = icmp eq i32 %10, 0
  %12 = icmp eq i32 %9, -1
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %15, label %14

14:                                               ; preds = %119, %4
  ret void

15:                                               ; preds = %4
  %16 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %17 = trunc i64 %1 to i32
  %18 = icmp sgt i32 %17, 15
  br i1 %18, label %19, label %119

19:                                               ; preds = %15
  %20 = lshr i32 %17, 4
  %21 = add nsw i32 %20, -1
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #2, !noalias !21
  %22 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #2, !noalias !21
  %23 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %21, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #2, !noalias !21
  %24 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2, !noalias !21
  %25 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %25, align 4, !tbaa !9, !noalias !21
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %16, i32 92, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1) #2, !noalias !21
  %26 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !21
  %27 = call i32 @llvm.smin.i32(i32 %26, i32 %21)
  store i32 %27, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !21
  %28 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !21
  %29 = icmp sgt i32 %28, %27
  br i1 %29, label %118, label %30

30:                                               ; preds = %19, %30
  %31 = phi i32 [ %116, %30 ], [ %28, %19 ]
  %32 = shl nsw i32 %31, 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %2, i64 %33
  %35 = addrspacecast ptr %34 to ptr addrspace(1)
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !9, !noalias !21
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !9, !noalias !21
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %41, %37
  %43 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %44 = addrspacecast ptr %43 to ptr addrspace(1)
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !9, !noalias !21
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %42, %46
  %48 = getelementptr inbounds nuw i8, ptr %34, i64 12
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !9, !noalias !21
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %47, %51
  %53 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %54 = addrspacecast ptr %53 to ptr addrspace(1)
  %55 = load i32, ptr addrspace(1) %54, align 4, !tbaa !9, !noalias !21
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 %52, %56
  %58 = getelementptr inbounds nuw i8, ptr %34, i64 20
  %59 = addrspacecast ptr %58 to ptr addrspace(1)
  %60 = load i32, ptr addrspace(1) %59, align 4, !tbaa !9, !noalias !21
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %57, %61
  %63 = getelementptr inbounds nuw i8, ptr %34, i64 24
  %64 = addrspacecast ptr %63 to ptr addrspace(1)
  %65 = load i32, ptr addrspace(1) %64, align 4, !tbaa !9, !noalias !21
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %62, %66
  %68 = getelementptr inbounds nuw i8, ptr %34, i64 28
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  %70 = load i32, ptr addrspace(1) %69, align 4, !tbaa !9, !noalias !21
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %67, %71
  %73 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %74 = addrspacecast ptr %73 to ptr addrspace(1)
  %75 = load i32, ptr addrspace(1) %74, align 4, !tbaa !9, !noalias !21
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %72, %76
  %78 = getelementptr inbounds nuw i8, ptr %34, i64 36
  %79 = addrspacecast ptr %78 to ptr addrspace(1)
  %80 = load i32, ptr addrspace(1) %79, align 4, !tbaa !9, !noalias !21
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %77, %81
  %83 = getelementptr inbounds nuw i8, ptr %34, i64 40
  %84 = addrspacecast ptr %83 to ptr addrspace(1)
  %85 = load i32, ptr addrspace(1) %84, align 4, !tbaa !9, !noalias !21
  %86 = sext i32 %85 to i64
  %87 = add nsw i64 %82, %86
  %88 = getelementptr inbounds nuw i8, ptr %34, i64 44
  %89 = addrspacecast ptr %88 to ptr addrspace(1)
  %90 = load i32, ptr addrspace(1) %89, align 4, !tbaa !9, !noalias !21
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %87, %91
  %93 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %94 = addrspacecast ptr %93 to ptr addrspace(1)
  %95 = load i32, ptr addrspace(1) %94, align 4, !tbaa !9, !noalias !21
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %92, %96
  %98 = getelementptr inbounds nuw i8, ptr %34, i64 52
  %99 = addrspacecast ptr %98 to ptr addrspace(1)
  %100 = load i32, ptr addrspace(1) %99, align 4, !tbaa !9, !noalias !21
  %101 = sext i32 %100 to i64
  %102 = add nsw i64 %97, %101
  %103 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load i32, ptr addrspace(1) %104, align 4, !tbaa !9, !noalias !21
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %102, %106
  %108 = getelementptr inbounds nuw i8, ptr %34, i64 60
  %109 = addrspacecast ptr %108 to ptr addrspace(1)
  %110 = load i32, ptr addrspace(1) %109, align 4, !tbaa !9, !noalias !21
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %107, %111
  %113 = sext i32 %31 to i64
  %114 = getelementptr inbounds i64, ptr %3, i64 %113
  %115 = addrspacecast ptr %114 to ptr addrspace(1)
  store i64 %112, ptr addrspace(1) %115, align 8, !tbaa !24, !noalias !21
  %116 = add i32 %31, 1
  %117 = icmp eq i32 %31, %27
  br i1 %117, label %118, label %30

118:                                              ; preds = %30, %19
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %16) #2, !noalias !21
  br label %119

119:                                              ; preds = %15, %118
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !21
  call void @__kmpc_target_deinit() #2
  br label %14
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { alwaysinline }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(readwrite) }
attributes #8 = { nosync }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = !{i32 0, i32 65024, i32 5317004, !"_Z10block_sumsPKiiPl", i32 41, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317004, !"_Z7advancePfS_ifS_", i32 23, i32 0, i32 0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined: argument 0"}
!15 = distinct !{!15, !"__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any p2 pointer", !18, i64 0}
!18 = !{!"any pointer", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !11, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !23, !"__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined: argument 0"}
!23 = distinct !{!23, !"__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined"}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !11, i64 0}
