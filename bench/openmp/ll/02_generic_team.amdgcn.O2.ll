; ModuleID = 'src/02_generic_team.c'
source_filename = "src/02_generic_team.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_team_sums_l8_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 256, i32 2, i32 2, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_team_sums_l8_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512291_counters_l25_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512291_counters_l25_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 256, i32 -1, i32 -1, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_counters_l25_dynamic_environment to ptr) }
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared.2 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared.3 = internal addrspace(3) global [4 x i8] poison, align 16
@_shared.4 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline convergent norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512291_team_sums_l8(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = addrspacecast ptr %4 to ptr addrspace(1)
  %7 = alloca [16 x i8], align 16, addrspace(5)
  %8 = alloca [4 x ptr], align 8, addrspace(5)
  %9 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_team_sums_l8_kernel_environment to ptr), ptr %0) #13
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %5, %74
  ret void

12:                                               ; preds = %5
  %13 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #13
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8)
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = trunc i64 %2 to i32
  store i32 %15, ptr addrspace(3) @_shared.3, align 16, !tbaa !8, !noalias !12
  store ptr %3, ptr addrspace(3) @_shared.1, align 16, !tbaa !15, !noalias !12
  %16 = tail call i32 @omp_get_team_num() #14, !noalias !12
  store i32 %16, ptr addrspace(3) @_shared, align 16, !tbaa !8, !noalias !12
  store <2 x i32> zeroinitializer, ptr addrspace(5) %7, align 16, !tbaa !8, !noalias !12
  %17 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 8
  %18 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 12
  store <2 x i32> zeroinitializer, ptr addrspace(5) %17, align 8, !tbaa !8, !noalias !12
  %19 = icmp eq i32 %16, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %12
  %21 = load i32, ptr addrspace(3) @_shared.3, align 16, !tbaa !8, !noalias !12
  %22 = sdiv i32 %21, 2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  br label %25

25:                                               ; preds = %20, %12
  %26 = phi ptr [ %24, %20 ], [ %1, %12 ]
  store ptr %26, ptr addrspace(3) @_shared.2, align 16, !tbaa !15, !noalias !12
  store ptr addrspacecast (ptr addrspace(3) @_shared.3 to ptr), ptr addrspace(5) %8, align 8, !tbaa !18, !noalias !12
  %27 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 8
  store ptr addrspacecast (ptr addrspace(3) @_shared.2 to ptr), ptr addrspace(5) %27, align 8, !tbaa !18, !noalias !12
  %28 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 16
  store ptr addrspacecast (ptr addrspace(3) @_shared.1 to ptr), ptr addrspace(5) %28, align 8, !tbaa !18, !noalias !12
  %29 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 24
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr addrspace(5) %29, align 8, !tbaa !18, !noalias !12
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %13, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined, ptr nonnull @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper, ptr %14, i64 4, i32 0) #13, !noalias !12
  %30 = load i32, ptr addrspace(3) @_shared.3, align 16, !tbaa !8, !noalias !12
  %31 = sdiv i32 %30, 2
  %32 = icmp sgt i32 %30, 1
  br i1 %32, label %33, label %74

33:                                               ; preds = %25
  %34 = load ptr, ptr addrspace(3) @_shared.2, align 16, !tbaa !15, !noalias !12
  %35 = add nsw i32 %31, -5
  %36 = icmp ult i32 %35, -3
  br i1 %36, label %52, label %37

37:                                               ; preds = %33
  %38 = and i32 %31, 6
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i32 [ 0, %37 ], [ %48, %39 ]
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr %34, i64 %41
  %43 = load <2 x i32>, ptr %42, align 4, !tbaa !8, !noalias !12
  %44 = and i32 %40, 2
  %45 = getelementptr inbounds nuw i32, ptr addrspace(5) %7, i32 %44
  %46 = load <2 x i32>, ptr addrspace(5) %45, align 8, !tbaa !8, !noalias !12
  %47 = add nsw <2 x i32> %46, %43
  store <2 x i32> %47, ptr addrspace(5) %45, align 8, !tbaa !8, !noalias !12
  %48 = add nuw i32 %40, 2
  %49 = icmp eq i32 %48, %38
  br i1 %49, label %50, label %39, !llvm.loop !20

50:                                               ; preds = %39
  %51 = icmp eq i32 %31, %38
  br i1 %51, label %65, label %52

52:                                               ; preds = %33, %50
  %53 = phi i32 [ 0, %33 ], [ %38, %50 ]
  br label %54

54:                                               ; preds = %52, %54
  %55 = phi i32 [ %63, %54 ], [ %53, %52 ]
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %34, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !8, !noalias !12
  %59 = and i32 %55, 3
  %60 = getelementptr inbounds nuw i32, ptr addrspace(5) %7, i32 %59
  %61 = load i32, ptr addrspace(5) %60, align 4, !tbaa !8, !noalias !12
  %62 = add nsw i32 %61, %58
  store i32 %62, ptr addrspace(5) %60, align 4, !tbaa !8, !noalias !12
  %63 = add nuw nsw i32 %55, 1
  %64 = icmp eq i32 %63, %31
  br i1 %64, label %65, label %54, !llvm.loop !23

65:                                               ; preds = %54, %50
  %66 = load <2 x i32>, ptr addrspace(5) %7, align 16, !tbaa !8, !noalias !12
  %67 = load i32, ptr addrspace(5) %17, align 8, !tbaa !8, !noalias !12
  %68 = load i32, ptr addrspace(5) %18, align 4, !tbaa !8, !noalias !12
  %69 = extractelement <2 x i32> %66, i64 0
  %70 = extractelement <2 x i32> %66, i64 1
  %71 = add nsw i32 %70, %69
  %72 = add nsw i32 %71, %67
  %73 = add nsw i32 %72, %68
  br label %74

74:                                               ; preds = %65, %25
  %75 = phi i32 [ %73, %65 ], [ 0, %25 ]
  %76 = load i32, ptr addrspace(3) @_shared, align 16, !tbaa !8, !noalias !12
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %77
  store i32 %75, ptr addrspace(1) %78, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8)
  call void @__kmpc_target_deinit() #13
  br label %11
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: convergent
declare i32 @omp_get_team_num() local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %5) #3 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = load i32, ptr %2, align 4, !tbaa !8
  %12 = sdiv i32 %11, 2
  %13 = add nsw i32 %12, -1
  %14 = icmp sgt i32 %11, 1
  br i1 %14, label %15, label %55

15:                                               ; preds = %6
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #15
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #15
  store i32 %13, ptr addrspace(5) %8, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #15
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #15
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !8
  %20 = load i32, ptr %0, align 4, !tbaa !8
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %20, i32 33, ptr %16, ptr %19, ptr %18, ptr %17, i32 1, i32 1) #13
  %21 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8
  %22 = call i32 @llvm.smin.i32(i32 %21, i32 %13)
  store i32 %22, ptr addrspace(5) %8, align 4, !tbaa !8
  %23 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8
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
  %36 = load i32, ptr %35, align 4, !tbaa !8
  %37 = load i32, ptr %5, align 4, !tbaa !8
  %38 = add nsw i32 %37, 1
  %39 = mul nsw i32 %38, %36
  %40 = getelementptr inbounds i32, ptr %27, i64 %34
  store i32 %39, ptr %40, align 4, !tbaa !8
  %41 = add nsw i32 %33, 1
  %42 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8
  %43 = icmp slt i32 %33, %42
  br i1 %43, label %32, label %44

44:                                               ; preds = %32
  %45 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8
  br label %46

46:                                               ; preds = %44, %28
  %47 = phi i32 [ %30, %28 ], [ %45, %44 ]
  %48 = phi i32 [ %29, %28 ], [ %42, %44 ]
  %49 = load i32, ptr addrspace(5) %9, align 4, !tbaa !8
  %50 = add nsw i32 %49, %47
  store i32 %50, ptr addrspace(5) %7, align 4, !tbaa !8
  %51 = add nsw i32 %49, %48
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 %13)
  store i32 %52, ptr addrspace(5) %8, align 4, !tbaa !8
  %53 = icmp sgt i32 %50, %52
  br i1 %53, label %54, label %28

54:                                               ; preds = %46, %15
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %20) #13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #13
  br label %55

55:                                               ; preds = %54, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #5

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @__kmpc_get_shared_variables(ptr %8) #13
  %9 = load ptr, ptr addrspace(5) %7, align 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !24
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !24
  %17 = load i32, ptr %10, align 4, !tbaa !8, !noalias !25
  %18 = sdiv i32 %17, 2
  %19 = add nsw i32 %18, -1
  %20 = icmp sgt i32 %17, 1
  br i1 %20, label %21, label %60

21:                                               ; preds = %2
  %22 = addrspacecast ptr addrspace(5) %6 to ptr
  %23 = addrspacecast ptr addrspace(5) %5 to ptr
  %24 = addrspacecast ptr addrspace(5) %4 to ptr
  %25 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #15, !noalias !25
  store i32 0, ptr addrspace(5) %3, align 4, !tbaa !8, !noalias !25
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #15, !noalias !25
  store i32 %19, ptr addrspace(5) %4, align 4, !tbaa !8, !noalias !25
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #15, !noalias !25
  store i32 1, ptr addrspace(5) %5, align 4, !tbaa !8, !noalias !25
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #15, !noalias !25
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !8, !noalias !25
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %1, i32 33, ptr %22, ptr %25, ptr %24, ptr %23, i32 1, i32 1) #13, !noalias !25
  %26 = load i32, ptr addrspace(5) %4, align 4, !tbaa !8, !noalias !25
  %27 = call i32 @llvm.smin.i32(i32 %26, i32 %19)
  store i32 %27, ptr addrspace(5) %4, align 4, !tbaa !8, !noalias !25
  %28 = load i32, ptr addrspace(5) %3, align 4, !tbaa !8, !noalias !25
  %29 = icmp sgt i32 %28, %27
  br i1 %29, label %59, label %30

30:                                               ; preds = %21, %51
  %31 = phi i32 [ %57, %51 ], [ %27, %21 ]
  %32 = phi i32 [ %55, %51 ], [ %28, %21 ]
  %33 = icmp sgt i32 %32, %31
  br i1 %33, label %51, label %34

34:                                               ; preds = %30
  %35 = load ptr, ptr %14, align 8, !tbaa !15, !noalias !25
  %36 = load ptr, ptr %12, align 8, !tbaa !15, !noalias !25
  br label %37

37:                                               ; preds = %34, %37
  %38 = phi i32 [ %32, %34 ], [ %46, %37 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %35, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !8, !noalias !25
  %42 = load i32, ptr %16, align 4, !tbaa !8, !noalias !25
  %43 = add nsw i32 %42, 1
  %44 = mul nsw i32 %43, %41
  %45 = getelementptr inbounds i32, ptr %36, i64 %39
  store i32 %44, ptr %45, align 4, !tbaa !8, !noalias !25
  %46 = add nsw i32 %38, 1
  %47 = load i32, ptr addrspace(5) %4, align 4, !tbaa !8, !noalias !25
  %48 = icmp slt i32 %38, %47
  br i1 %48, label %37, label %49

49:                                               ; preds = %37
  %50 = load i32, ptr addrspace(5) %3, align 4, !tbaa !8, !noalias !25
  br label %51

51:                                               ; preds = %49, %30
  %52 = phi i32 [ %32, %30 ], [ %50, %49 ]
  %53 = phi i32 [ %31, %30 ], [ %47, %49 ]
  %54 = load i32, ptr addrspace(5) %5, align 4, !tbaa !8, !noalias !25
  %55 = add nsw i32 %54, %52
  store i32 %55, ptr addrspace(5) %3, align 4, !tbaa !8, !noalias !25
  %56 = add nsw i32 %54, %53
  %57 = call i32 @llvm.smin.i32(i32 %56, i32 %19)
  store i32 %57, ptr addrspace(5) %4, align 4, !tbaa !8, !noalias !25
  %58 = icmp sgt i32 %55, %57
  br i1 %58, label %59, label %30

59:                                               ; preds = %51, %21
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %1) #13, !noalias !25
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #13, !noalias !25
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #13, !noalias !25
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #13, !noalias !25
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #13, !noalias !25
  br label %60

60:                                               ; preds = %2, %59
  ret void
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr #1

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #5

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: alwaysinline mustprogress norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512291_counters_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #8 {
  %4 = addrspacecast ptr %2 to ptr addrspace(1)
  %5 = alloca [1 x ptr], align 8, addrspace(5)
  %6 = trunc i64 %1 to i32
  %7 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512291_counters_l25_kernel_environment to ptr), ptr %0) #13
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %9, label %44

9:                                                ; preds = %3
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #13
  store i32 7, ptr addrspace(3) @_shared.4, align 16, !tbaa !8
  store ptr addrspacecast (ptr addrspace(3) @_shared.4 to ptr), ptr addrspace(5) %5, align 8, !tbaa !18
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %11, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512291_counters_l25_omp_outlined, ptr nonnull @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper, ptr %10, i64 1, i32 0) #13
  %12 = icmp sgt i32 %6, 0
  br i1 %12, label %13, label %45

13:                                               ; preds = %9
  %14 = load i32, ptr addrspace(3) @_shared.4, align 16, !tbaa !8
  %15 = icmp eq i32 %6, 1
  br i1 %15, label %33, label %16

16:                                               ; preds = %13
  %17 = and i32 %6, 2147483646
  %18 = insertelement <2 x i32> poison, i32 %14, i64 0
  %19 = shufflevector <2 x i32> %18, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i32 [ 0, %16 ], [ %28, %20 ]
  %22 = phi <2 x i32> [ <i32 0, i32 1>, %16 ], [ %29, %20 ]
  %23 = zext nneg i32 %21 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %23
  %25 = add nsw <2 x i32> %19, %22
  %26 = load <2 x i32>, ptr addrspace(1) %24, align 4, !tbaa !8
  %27 = add nsw <2 x i32> %25, %26
  store <2 x i32> %27, ptr addrspace(1) %24, align 4, !tbaa !8
  %28 = add nuw i32 %21, 2
  %29 = add nuw nsw <2 x i32> %22, splat (i32 2)
  %30 = icmp eq i32 %28, %17
  br i1 %30, label %31, label %20, !llvm.loop !28

31:                                               ; preds = %20
  %32 = icmp eq i32 %17, %6
  br i1 %32, label %45, label %33

33:                                               ; preds = %13, %31
  %34 = phi i32 [ 0, %13 ], [ %17, %31 ]
  br label %35

35:                                               ; preds = %33, %35
  %36 = phi i32 [ %42, %35 ], [ %34, %33 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %37
  %39 = add nsw i32 %14, %36
  %40 = load i32, ptr addrspace(1) %38, align 4, !tbaa !8
  %41 = add nsw i32 %39, %40
  store i32 %41, ptr addrspace(1) %38, align 4, !tbaa !8
  %42 = add nuw nsw i32 %36, 1
  %43 = icmp eq i32 %42, %6
  br i1 %43, label %45, label %35, !llvm.loop !29

44:                                               ; preds = %3, %45
  ret void

45:                                               ; preds = %35, %31, %9
  call void @__kmpc_target_deinit() #13
  br label %44
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined(ptr noalias readnone captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %2) #9 {
  %4 = tail call i32 @omp_get_thread_num() #14
  %5 = load i32, ptr %2, align 4, !tbaa !8
  %6 = add nsw i32 %5, %4
  store i32 %6, ptr %2, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #10

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_512291_counters_l25_omp_outlined_wrapper(i16 zeroext %0, i32 %1) #11 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @__kmpc_get_shared_variables(ptr %4) #13
  %5 = load ptr, ptr addrspace(5) %3, align 8
  %6 = load ptr, ptr %5, align 8, !tbaa !24
  %7 = call i32 @omp_get_thread_num() #14
  %8 = load i32, ptr %6, align 4, !tbaa !8
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr %6, align 4, !tbaa !8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #12

attributes #0 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-max-num-workgroups"="2,1,1" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="2" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { convergent "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "uniform-work-group-size"="false" }
attributes #6 = { norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline "uniform-work-group-size"="false" }
attributes #8 = { alwaysinline mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #9 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #11 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { convergent nounwind }
attributes #15 = { nounwind memory(readwrite) }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 5317265, !"counters", i32 25, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317265, !"team_sums", i32 8, i32 0, i32 0}
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined: argument 0"}
!14 = distinct !{!14, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined"}
!15 = !{!16, !16, i64 0}
!16 = !{!"p1 int", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any p2 pointer", !17, i64 0}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !21, !22}
!24 = !{!17, !17, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined: argument 0"}
!27 = distinct !{!27, !"__omp_offloading_fe00_512291_team_sums_l8_omp_outlined_omp_outlined"}
!28 = distinct !{!28, !21, !22}
!29 = distinct !{!29, !21, !30, !22}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
