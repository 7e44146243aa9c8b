; ModuleID = 'src/08_classes.cpp'
source_filename = "src/08_classes.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_dynamic_environment to ptr) }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca [7 x ptr], align 8, addrspace(5)
  %12 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_kernel_environment to ptr), ptr %0) #8
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %6, %56
  ret void

15:                                               ; preds = %6
  %16 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %17 = and i64 %1, 4294967295
  %18 = and i64 %4, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11)
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = trunc i64 %1 to i32
  %21 = add nsw i32 %20, -1
  %22 = icmp sgt i32 %20, 0
  br i1 %22, label %23, label %56

23:                                               ; preds = %15
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  %27 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #9, !noalias !12
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #9, !noalias !12
  store i32 %21, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #9, !noalias !12
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #9, !noalias !12
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !8, !noalias !12
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16, i32 91, ptr %24, ptr %27, ptr %26, ptr %25, i32 1, i32 256) #8, !noalias !12
  %28 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %21)
  store i32 %29, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  %30 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %31 = icmp slt i32 %30, %20
  br i1 %31, label %32, label %55

32:                                               ; preds = %23
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 8
  %34 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 16
  %35 = inttoptr i64 %17 to ptr
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 24
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 40
  %39 = inttoptr i64 %18 to ptr
  %40 = getelementptr inbounds nuw i8, ptr addrspace(5) %11, i32 48
  br label %41

41:                                               ; preds = %32, %41
  %42 = phi i32 [ %30, %32 ], [ %50, %41 ]
  %43 = phi i32 [ %29, %32 ], [ %53, %41 ]
  %44 = zext i32 %42 to i64
  %45 = zext i32 %43 to i64
  %46 = inttoptr i64 %44 to ptr
  store ptr %46, ptr addrspace(5) %11, align 8, !tbaa !15, !noalias !12
  %47 = inttoptr i64 %45 to ptr
  store ptr %47, ptr addrspace(5) %33, align 8, !tbaa !15, !noalias !12
  store ptr %35, ptr addrspace(5) %34, align 8, !tbaa !15, !noalias !12
  store ptr %2, ptr addrspace(5) %36, align 8, !tbaa !15, !noalias !12
  store ptr %3, ptr addrspace(5) %37, align 8, !tbaa !15, !noalias !12
  store ptr %39, ptr addrspace(5) %38, align 8, !tbaa !15, !noalias !12
  store ptr %5, ptr addrspace(5) %40, align 8, !tbaa !15, !noalias !12
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %16, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined, ptr null, ptr %19, i64 7, i32 0) #8, !noalias !12
  %48 = load i32, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !12
  %49 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %51 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  %52 = add nsw i32 %51, %48
  %53 = call i32 @llvm.smin.i32(i32 %52, i32 %21)
  store i32 %53, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  %54 = icmp slt i32 %50, %20
  br i1 %54, label %41, label %55

55:                                               ; preds = %41, %23
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %16) #8, !noalias !12
  br label %56

56:                                               ; preds = %15, %55
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11)
  call void @__kmpc_target_deinit() #8
  br label %14
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, ptr noundef readonly captures(none) %6, i64 noundef %7, ptr noundef writeonly captures(none) %8) #4 {
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = trunc i64 %4 to i32
  %15 = trunc i64 %7 to i32
  %16 = bitcast i32 %15 to float
  %17 = icmp sgt i32 %14, 0
  br i1 %17, label %18, label %47

18:                                               ; preds = %9
  %19 = addrspacecast ptr addrspace(5) %13 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #8
  %23 = trunc i64 %2 to i32
  %24 = trunc i64 %3 to i32
  store i32 %23, ptr addrspace(5) %10, align 4, !tbaa !8
  store i32 %24, ptr addrspace(5) %11, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #8
  store i32 1, ptr addrspace(5) %12, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #8
  store i32 0, ptr addrspace(5) %13, align 4, !tbaa !8
  %25 = load i32, ptr %0, align 4, !tbaa !8
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25, i32 33, ptr %19, ptr %22, ptr %21, ptr %20, i32 1, i32 1) #8
  %26 = load i32, ptr addrspace(5) %10, align 4, !tbaa !8
  %27 = sext i32 %26 to i64
  %28 = icmp ult i64 %3, %27
  br i1 %28, label %46, label %29

29:                                               ; preds = %18
  %30 = load i32, ptr addrspace(5) %12, align 4, !tbaa !8
  br label %31

31:                                               ; preds = %29, %31
  %32 = phi i64 [ %27, %29 ], [ %44, %31 ]
  %33 = trunc nsw i64 %32 to i32
  %34 = getelementptr inbounds float, ptr %6, i64 %32
  %35 = load float, ptr %34, align 4, !tbaa !18
  %36 = getelementptr inbounds float, ptr %5, i64 %32
  %37 = load float, ptr %36, align 4, !tbaa !18
  %38 = call float @llvm.fmuladd.f32(float %35, float %16, float %37) #10
  store float %38, ptr %36, align 4, !tbaa !18
  %39 = getelementptr inbounds float, ptr %8, i64 %32
  %40 = load float, ptr %34, align 4, !tbaa !18
  %41 = fmul float %40, 5.000000e-01
  %42 = fmul float %40, %41
  store float %42, ptr %39, align 4, !tbaa !18
  %43 = add nsw i32 %30, %33
  %44 = sext i32 %43 to i64
  %45 = icmp ult i64 %3, %44
  br i1 %45, label %46, label %31

46:                                               ; preds = %31, %18
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8
  br label %47

47:                                               ; preds = %46, %9
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %3 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_kernel_environment to ptr), ptr %0) #8
  %12 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #8
  %13 = icmp eq i32 %12, 0
  %14 = icmp eq i32 %11, -1
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %17, label %16

16:                                               ; preds = %104, %4
  ret void

17:                                               ; preds = %4
  %18 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %19 = trunc i64 %1 to i32
  %20 = icmp sgt i32 %19, 15
  br i1 %20, label %21, label %104

21:                                               ; preds = %17
  %22 = lshr i32 %19, 4
  %23 = add nsw i32 %22, -1
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  %27 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #8, !noalias !20
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #8, !noalias !20
  store i32 %23, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #8, !noalias !20
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #8, !noalias !20
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !8, !noalias !20
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %18, i32 92, ptr %24, ptr %27, ptr %26, ptr %25, i32 1, i32 1) #8, !noalias !20
  %28 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  %29 = call i32 @llvm.smin.i32(i32 %28, i32 %23)
  store i32 %29, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  %30 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !20
  %31 = icmp sgt i32 %30, %29
  br i1 %31, label %103, label %32

32:                                               ; preds = %21, %32
  %33 = phi i32 [ %101, %32 ], [ %30, %21 ]
  %34 = shl nsw i32 %33, 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !8, !noalias !20
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 4
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !8, !noalias !20
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %41, %38
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 8
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !8, !noalias !20
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %42, %45
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 12
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !8, !noalias !20
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %46, %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 16
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !8, !noalias !20
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %50, %53
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 20
  %56 = load i32, ptr addrspace(1) %55, align 4, !tbaa !8, !noalias !20
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %54, %57
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 24
  %60 = load i32, ptr addrspace(1) %59, align 4, !tbaa !8, !noalias !20
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 28
  %64 = load i32, ptr addrspace(1) %63, align 4, !tbaa !8, !noalias !20
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 32
  %68 = load i32, ptr addrspace(1) %67, align 4, !tbaa !8, !noalias !20
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %66, %69
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 36
  %72 = load i32, ptr addrspace(1) %71, align 4, !tbaa !8, !noalias !20
  %73 = sext i32 %72 to i64
  %74 = add nsw i64 %70, %73
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 40
  %76 = load i32, ptr addrspace(1) %75, align 4, !tbaa !8, !noalias !20
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 %74, %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 44
  %80 = load i32, ptr addrspace(1) %79, align 4, !tbaa !8, !noalias !20
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %78, %81
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 48
  %84 = load i32, ptr addrspace(1) %83, align 4, !tbaa !8, !noalias !20
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %82, %85
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 52
  %88 = load i32, ptr addrspace(1) %87, align 4, !tbaa !8, !noalias !20
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 56
  %92 = load i32, ptr addrspace(1) %91, align 4, !tbaa !8, !noalias !20
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %90, %93
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 60
  %96 = load i32, ptr addrspace(1) %95, align 4, !tbaa !8, !noalias !20
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %94, %97
  %99 = sext i32 %33 to i64
  %100 = getelementptr inbounds i64, ptr addrspace(1) %5, i64 %99
  store i64 %98, ptr addrspace(1) %100, align 8, !tbaa !23, !noalias !20
  %101 = add nsw i32 %33, 1
  %102 = icmp slt i32 %33, %29
  br i1 %102, label %32, label %103

103:                                              ; preds = %32, %21
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %18) #8, !noalias !20
  br label %104

104:                                              ; preds = %17, %103
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #8, !noalias !20
  call void @__kmpc_target_deinit() #8
  br label %16
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(readwrite) }
attributes #10 = { nosync }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 5317004, !"_Z10block_sumsPKiiPl", i32 41, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 5317004, !"_Z7advancePfS_ifS_", i32 23, i32 0, i32 0}
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined: argument 0"}
!14 = distinct !{!14, !"__omp_offloading_fe00_51218c__Z7advancePfS_ifS__l23_omp_outlined"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any p2 pointer", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22, !"__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined: argument 0"}
!22 = distinct !{!22, !"__omp_offloading_fe00_51218c__Z10block_sumsPKiiPl_l41_omp_outlined"}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !10, i64 0}
