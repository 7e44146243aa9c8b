; ModuleID = 'src/02_generic_team.c'
source_filename = "src/02_generic_team.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_team_sums_l8_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 2, i32 2, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512291_counters_l25_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_counters_l25_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512291_counters_l25_dynamic_environment }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared3 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared4 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512291_team_sums_l8(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca [16 x i8], align 16
  %7 = alloca [4 x ptr], align 8
  %8 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512291_team_sums_l8_kernel_environment, ptr %0) #4
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %11, label %10

10:                                               ; preds = %5, %94
  ret void

11:                                               ; preds = %5
  %12 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #4
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %13 = trunc i64 %2 to i32
  store i32 %13, ptr addrspace(3) @_shared3, align 16, !tbaa !9, !noalias !13
  store ptr %3, ptr addrspace(3) @_shared1, align 16, !tbaa !16, !noalias !13
  %14 = tail call i32 @omp_get_team_num() #14, !noalias !13
  store i32 %14, ptr addrspace(3) @_shared, align 16, !tbaa !9, !noalias !13
  %15 = addrspacecast ptr %6 to ptr addrspace(5)
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %17 = addrspacecast ptr %16 to ptr addrspace(5)
  %18 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %19 = addrspacecast ptr %18 to ptr addrspace(5)
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %21 = addrspacecast ptr %20 to ptr addrspace(5)
  %22 = icmp eq i32 %14, 0
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 16 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  br i1 %22, label %28, label %23

23:                                               ; preds = %11
  %24 = load i32, ptr addrspace(3) @_shared3, align 16, !tbaa !9, !noalias !13
  %25 = sdiv i32 %24, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  br label %28

28:                                               ; preds = %23, %11
  %29 = phi ptr [ %27, %23 ], [ %1, %11 ]
  store ptr %29, ptr addrspace(3) @_shared2, align 16, !tbaa !16, !noalias !13
  %30 = addrspacecast ptr %7 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared3 to ptr), ptr addrspace(5) %30, align 8, !tbaa !19, !noalias !13
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %32 = addrspacecast ptr %31 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr addrspace(5) %32, align 8, !tbaa !19, !noalias !13
  %33 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %34 = addrspacecast ptr %33 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr addrspace(5) %34, align 8, !tbaa !19, !noalias !13
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %36 = addrspacecast ptr %35 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %36, align 8, !tbaa !19, !noalias !13
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %12, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper, ptr nonnull %7, i64 4, i32 0) #4, !noalias !13
  %37 = load i32, ptr addrspace(3) @_shared3, align 16, !tbaa !9, !noalias !13
  %38 = sdiv i32 %37, 2
  %39 = icmp sgt i32 %37, 1
  br i1 %39, label %40, label %94

40:                                               ; preds = %28
  %41 = load ptr, ptr addrspace(3) @_shared2, align 16, !tbaa !16, !noalias !13
  %42 = and i32 %38, 1
  %43 = and i32 %37, 2147483646
  %44 = icmp eq i32 %43, 2
  br i1 %44, label %74, label %45

45:                                               ; preds = %40
  %46 = and i32 %38, 1073741822
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i32 [ 0, %45 ], [ %69, %47 ]
  %49 = phi i32 [ 0, %45 ], [ %70, %47 ]
  %50 = zext nneg i32 %48 to i64
  %51 = getelementptr inbounds nuw i32, ptr %41, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !9, !noalias !13
  %53 = and i32 %48, 2
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr %6, i64 %54
  %56 = addrspacecast ptr %55 to ptr addrspace(5)
  %57 = load i32, ptr addrspace(5) %56, align 4, !tbaa !9, !noalias !13
  %58 = add nsw i32 %57, %52
  store i32 %58, ptr addrspace(5) %56, align 4, !tbaa !9, !noalias !13
  %59 = or disjoint i32 %48, 1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %41, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !9, !noalias !13
  %63 = and i32 %59, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr %6, i64 %64
  %66 = addrspacecast ptr %65 to ptr addrspace(5)
  %67 = load i32, ptr addrspace(5) %66, align 4, !tbaa !9, !noalias !13
  %68 = add nsw i32 %67, %62
  store i32 %68, ptr addrspace(5) %66, align 4, !tbaa !9, !noalias !13
  %69 = add nuw nsw i32 %48, 2
  %70 = add i32 %49, 2
  %71 = icmp eq i32 %70, %46
  br i1 %71, label %72, label %47, !llvm.loop !21

72:                                               ; preds = %47
  %73 = icmp eq i32 %42, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %72, %40
  %75 = phi i32 [ 0, %40 ], [ %69, %72 ]
  %76 = icmp ne i32 %42, 0
  call void @llvm.assume(i1 %76)
  %77 = zext nneg i32 %75 to i64
  %78 = getelementptr inbounds nuw i32, ptr %41, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !9, !noalias !13
  %80 = and i32 %75, 3
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr %6, i64 %81
  %83 = addrspacecast ptr %82 to ptr addrspace(5)
  %84 = load i32, ptr addrspace(5) %83, align 4, !tbaa !9, !noalias !13
  %85 = add nsw i32 %84, %79
  store i32 %85, ptr addrspace(5) %83, align 4, !tbaa !9, !noalias !13
  br label %86

86:                                               ; preds = %72, %74
  %87 = load i32, ptr addrspace(5) %15, align 4, !tbaa !9, !noalias !13
  %88 = load i32, ptr addrspace(5) %17, align 4, !tbaa !9, !noalias !13
  %89 = load i32, ptr addrspace(5) %19, align 4, !tbaa !9, !noalias !13
  %90 = load i32, ptr addrspace(5) %21, align 4, !tbaa !9, !noalias !13
  %91 = add nsw i32 %88, %87
  %92 = add nsw i32 %91, %89
  %93 = add nsw i32 %92, %90
  br label %94

94:                                               ; preds = %86, %28
  %95 = phi i32 [ %93, %86 ], [ 0, %28 ]
  %96 = load i32, ptr addrspace(3) @_shared, align 16, !tbaa !9, !noalias !13
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %4, i64 %97
  %99 = addrspacecast ptr %98 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %99, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @__kmpc_target_deinit() #4
  br label %10
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent
declare i32 @omp_get_team_num() local_unnamed_addr #1

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = load i32, ptr %2, align 4, !tbaa !9
  %12 = sdiv i32 %11, 2
  %13 = add nsw i32 %12, -1
  %14 = icmp sgt i32 %11, 1
  br i1 %14, label %15, label %55

15:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #15
  %16 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %16, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #15
  %17 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 %13, ptr addrspace(5) %17, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #15
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %18, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #15
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %19, align 4, !tbaa !9
  %20 = load i32, ptr %0, align 4, !tbaa !9
  call void @__kmpc_for_static_init_4(ptr nonnull @2, i32 %20, i32 33, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i32 1, i32 1) #4
  %21 = load i32, ptr addrspace(5) %17, align 4, !tbaa !9
  %22 = call i32 @llvm.smin.i32(i32 %21, i32 %13)
  store i32 %22, ptr addrspace(5) %17, align 4, !tbaa !9
  %23 = load i32, ptr addrspace(5) %16, align 4, !tbaa !9
  %24 = icmp sgt i32 %23, %22
  br i1 %24, label %54, label %25

25:                                               ; preds = %15
  %26 = load ptr, ptr %4, align 8
  %27 = load ptr, ptr %3, align 8
  br label %28

28:                                               ; preds = %25, %46
  %29 = phi i32 [ %22, %25 ], [ %52, %46 ]
  %30 = phi i32 [ %23, %25 ], [ %50, %46 ]
  %31 = icmp sgt i32 %30, %29
  br i1 %31, label %46, label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %41, %32 ], [ %30, %28 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %26, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = load i32, ptr %5, align 4, !tbaa !9
  %38 = add nsw i32 %37, 1
  %39 = mul nsw i32 %38, %36
  %40 = getelementptr inbounds i32, ptr %27, i64 %34
  store i32 %39, ptr %40, align 4, !tbaa !9
  %41 = add nsw i32 %33, 1
  %42 = load i32, ptr addrspace(5) %17, align 4, !tbaa !9
  %43 = icmp slt i32 %33, %42
  br i1 %43, label %32, label %44

44:                                               ; preds = %32
  %45 = load i32, ptr addrspace(5) %16, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %44, %28
  %47 = phi i32 [ %30, %28 ], [ %45, %44 ]
  %48 = phi i32 [ %29, %28 ], [ %42, %44 ]
  %49 = load i32, ptr addrspace(5) %18, align 4, !tbaa !9
  %50 = add nsw i32 %49, %47
  store i32 %50, ptr addrspace(5) %16, align 4, !tbaa !9
  %51 = add nsw i32 %49, %48
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 %13)
  store i32 %52, ptr addrspace(5) %17, align 4, !tbaa !9
  %53 = icmp sgt i32 %50, %52
  br i1 %53, label %54, label %28

54:                                               ; preds = %46, %15
  call void @__kmpc_for_static_fini(ptr nonnull @2, i32 %20) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #4
  br label %55

55:                                               ; preds = %54, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #4

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #5 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #4
  %8 = addrspacecast ptr %7 to ptr addrspace(5)
  %9 = load ptr, ptr addrspace(5) %8, align 8
  %10 = load ptr, ptr %9, align 8, !tbaa !23
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !23
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !23
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = load i32, ptr %10, align 4, !tbaa !9, !noalias !24
  %18 = sdiv i32 %17, 2
  %19 = add nsw i32 %18, -1
  %20 = icmp sgt i32 %17, 1
  br i1 %20, label %21, label %60

21:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #15, !noalias !24
  %22 = addrspacecast ptr %3 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #15, !noalias !24
  %23 = addrspacecast ptr %4 to ptr addrspace(5)
  store i32 %19, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #15, !noalias !24
  %24 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !24
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #15, !noalias !24
  %25 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %25, align 4, !tbaa !9, !noalias !24
  call void @__kmpc_for_static_init_4(ptr nonnull @2, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #4, !noalias !24
  %26 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !24
  %27 = call i32 @llvm.smin.i32(i32 %26, i32 %19)
  store i32 %27, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !24
  %28 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !24
  %29 = icmp sgt i32 %28, %27
  br i1 %29, label %59, label %30

30:                                               ; preds = %21, %51
  %31 = phi i32 [ %57, %51 ], [ %27, %21 ]
  %32 = phi i32 [ %55, %51 ], [ %28, %21 ]
  %33 = icmp sgt i32 %32, %31
  br i1 %33, label %51, label %34

34:                                               ; preds = %30
  %35 = load ptr, ptr %14, align 8, !tbaa !16, !noalias !24
  %36 = load ptr, ptr %12, align 8, !tbaa !16, !noalias !24
  br label %37

37:                                               ; preds = %34, %37
  %38 = phi i32 [ %32, %34 ], [ %46, %37 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %35, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !9, !noalias !24
  %42 = load i32, ptr %16, align 4, !tbaa !9, !noalias !24
  %43 = add nsw i32 %42, 1
  %44 = mul nsw i32 %43, %41
  %45 = getelementptr inbounds i32, ptr %36, i64 %39
  store i32 %44, ptr %45, align 4, !tbaa !9, !noalias !24
  %46 = add nsw i32 %38, 1
  %47 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !24
  %48 = icmp slt i32 %38, %47
  br i1 %48, label %37, label %49

49:                                               ; preds = %37
  %50 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !24
  br label %51

51:                                               ; preds = %49, %30
  %52 = phi i32 [ %32, %30 ], [ %50, %49 ]
  %53 = phi i32 [ %31, %30 ], [ %47, %49 ]
  %54 = load i32, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !24
  %55 = add nsw i32 %54, %52
  store i32 %55, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !24
  %56 = add nsw i32 %54, %53
  %57 = call i32 @llvm.smin.i32(i32 %56, i32 %19)
  store i32 %57, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !24
  %58 = icmp sgt i32 %55, %57
  br i1 %58, label %59, label %30

59:                                               ; preds = %51, %21
  call void @__kmpc_for_static_fini(ptr nonnull @2, i32 %1) #4, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #4, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #4, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #4, !noalias !24
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #4, !noalias !24
  br label %60

60:                                               ; preds = %2, %59
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #4

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512291_counters_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #7 {
  %4 = alloca [1 x ptr], align 8
  %5 = trunc i64 %1 to i32
  %6 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512291_counters_l25_kernel_environment, ptr %0) #4
  %7 = icmp eq i32 %6, -1
  br i1 %7, label %8, label %51

8:                                                ; preds = %3
  %9 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #4
  store i32 7, ptr addrspace(3) @_shared4, align 16, !tbaa !9
  %10 = addrspacecast ptr %4 to ptr addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @_shared4 to ptr), ptr addrspace(5) %10, align 8, !tbaa !19
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %9, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512291_counters_l25_omp_outlined, ptr nonnull @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper, ptr nonnull %4, i64 1, i32 0) #4
  %11 = icmp sgt i32 %5, 0
  br i1 %11, label %12, label %69

12:                                               ; preds = %8
  %13 = load i32, ptr addrspace(3) @_shared4, align 16, !tbaa !9
  %14 = and i32 %5, 3
  %15 = icmp ult i32 %5, 4
  br i1 %15, label %54, label %16

16:                                               ; preds = %12
  %17 = and i32 %5, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i32 [ 0, %16 ], [ %48, %18 ]
  %20 = phi i32 [ 0, %16 ], [ %49, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw i32, ptr %2, i64 %21
  %23 = add nsw i32 %13, %19
  %24 = addrspacecast ptr %22 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = add nsw i32 %23, %25
  store i32 %26, ptr addrspace(1) %24, align 4, !tbaa !9
  %27 = or disjoint i32 %19, 1
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %2, i64 %28
  %30 = add nsw i32 %13, %27
  %31 = addrspacecast ptr %29 to ptr addrspace(1)
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !9
  %33 = add nsw i32 %30, %32
  store i32 %33, ptr addrspace(1) %31, align 4, !tbaa !9
  %34 = or disjoint i32 %19, 2
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %35
  %37 = add nsw i32 %13, %34
  %38 = addrspacecast ptr %36 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !9
  %40 = add nsw i32 %37, %39
  store i32 %40, ptr addrspace(1) %38, align 4, !tbaa !9
  %41 = or disjoint i32 %19, 3
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr %2, i64 %42
  %44 = add nsw i32 %13, %41
  %45 = addrspacecast ptr %43 to ptr addrspace(1)
  %46 = load i32, ptr addrspace(1) %45, align 4, !tbaa !9
  %47 = add nsw i32 %44, %46
  store i32 %47, ptr addrspace(1) %45, align 4, !tbaa !9
  %48 = add nuw nsw i32 %19, 4
  %49 = add i32 %20, 4
  %50 = icmp eq i32 %49, %17
  br i1 %50, label %52, label %18, !llvm.loop !27

51:                                               ; preds = %3, %69
  ret void

52:                                               ; preds = %18
  %53 = icmp eq i32 %14, 0
  br i1 %53, label %69, label %54

54:                                               ; preds = %52, %12
  %55 = phi i32 [ 0, %12 ], [ %48, %52 ]
  %56 = icmp ne i32 %14, 0
  call void @llvm.assume(i1 %56)
  br label %57

57:                                               ; preds = %57, %54
  %58 = phi i32 [ %55, %54 ], [ %66, %57 ]
  %59 = phi i32 [ 0, %54 ], [ %67, %57 ]
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds nuw i32, ptr %2, i64 %60
  %62 = add nsw i32 %13, %58
  %63 = addrspacecast ptr %61 to ptr addrspace(1)
  %64 = load i32, ptr addrspace(1) %63, align 4, !tbaa !9
  %65 = add nsw i32 %62, %64
  store i32 %65, ptr addrspace(1) %63, align 4, !tbaa !9
  %66 = add nuw nsw i32 %58, 1
  %67 = add i32 %59, 1
  %68 = icmp eq i32 %67, %14
  br i1 %68, label %69, label %57, !llvm.loop !28

69:                                               ; preds = %52, %57, %8
  call void @__kmpc_target_deinit() #4
  br label %51
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr noalias readnone captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %2) #8 {
  %4 = tail call i32 @omp_get_thread_num() #14
  %5 = load i32, ptr %2, align 4, !tbaa !9
  %6 = add nsw i32 %5, %4
  store i32 %6, ptr %2, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #9

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper(i16 zeroext %0, i32 %1) #10 {
  %3 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %3) #4
  %4 = addrspacecast ptr %3 to ptr addrspace(5)
  %5 = load ptr, ptr addrspace(5) %4, align 8
  %6 = load ptr, ptr %5, align 8, !tbaa !23
  %7 = call i32 @omp_get_thread_num() #14
  %8 = load i32, ptr %6, align 4, !tbaa !9
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #13

attributes #0 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="2" "nvvm.maxntid"="128" "omp_target_num_teams"="2" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #6 = { alwaysinline }
attributes #7 = { alwaysinline mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #8 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #10 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #14 = { convergent nounwind }
attributes #15 = { nounwind memory(readwrite) }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = !{i32 0, i32 65024, i32 5317265, !"counters", i32 25, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317265, !"team_sums", i32 8, i32 0, i32 0}
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
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined: argument 0"}
!15 = distinct !{!15, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined"}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 int", !18, i64 0}
!18 = !{!"any pointer", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any p2 pointer", !18, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!18, !18, i64 0}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined: argument 0"}
!26 = distinct !{!26, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined"}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
