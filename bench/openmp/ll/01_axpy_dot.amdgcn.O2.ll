; ModuleID = 'src/01_axpy_dot.c'
source_filename = "src/01_axpy_dot.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512281_axpy_l3_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_axpy_l3_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_axpy_l3_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512281_scale2d_l9_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_scale2d_l9_dynamic_environment to ptr) }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512281_axpy_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [6 x ptr], align 8, addrspace(5)
  %11 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_axpy_l3_kernel_environment to ptr), ptr %0) #8
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %54
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %16 = and i64 %1, 4294967295
  %17 = and i64 %3, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10)
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = trunc i64 %1 to i32
  %20 = add nsw i32 %19, -1
  %21 = icmp sgt i32 %19, 0
  br i1 %21, label %22, label %54

22:                                               ; preds = %14
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %8 to ptr
  %25 = addrspacecast ptr addrspace(5) %7 to ptr
  %26 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #9, !noalias !12
  store i32 0, ptr addrspace(5) %6, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #9, !noalias !12
  store i32 %20, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #9, !noalias !12
  store i32 1, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #9, !noalias !12
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !12
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15, i32 91, ptr %23, ptr %26, ptr %25, ptr %24, i32 1, i32 256) #8, !noalias !12
  %27 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %28 = call i32 @llvm.smin.i32(i32 %27, i32 %20)
  store i32 %28, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %29 = load i32, ptr addrspace(5) %6, align 4, !tbaa !8, !noalias !12
  %30 = icmp slt i32 %29, %19
  br i1 %30, label %31, label %53

31:                                               ; preds = %22
  %32 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 8
  %33 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 16
  %34 = inttoptr i64 %16 to ptr
  %35 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 24
  %36 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 32
  %37 = inttoptr i64 %17 to ptr
  %38 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 40
  br label %39

39:                                               ; preds = %31, %39
  %40 = phi i32 [ %29, %31 ], [ %48, %39 ]
  %41 = phi i32 [ %28, %31 ], [ %51, %39 ]
  %42 = zext i32 %40 to i64
  %43 = zext i32 %41 to i64
  %44 = inttoptr i64 %42 to ptr
  store ptr %44, ptr addrspace(5) %10, align 8, !tbaa !15, !noalias !12
  %45 = inttoptr i64 %43 to ptr
  store ptr %45, ptr addrspace(5) %32, align 8, !tbaa !15, !noalias !12
  store ptr %34, ptr addrspace(5) %33, align 8, !tbaa !15, !noalias !12
  store ptr %2, ptr addrspace(5) %35, align 8, !tbaa !15, !noalias !12
  store ptr %37, ptr addrspace(5) %36, align 8, !tbaa !15, !noalias !12
  store ptr %4, ptr addrspace(5) %38, align 8, !tbaa !15, !noalias !12
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined, ptr null, ptr %18, i64 6, i32 0) #8, !noalias !12
  %46 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !12
  %47 = load i32, ptr addrspace(5) %6, align 4, !tbaa !8, !noalias !12
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr addrspace(5) %6, align 4, !tbaa !8, !noalias !12
  %49 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %50 = add nsw i32 %49, %46
  %51 = call i32 @llvm.smin.i32(i32 %50, i32 %20)
  store i32 %51, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !12
  %52 = icmp slt i32 %48, %19
  br i1 %52, label %39, label %53

53:                                               ; preds = %39, %22
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15) #8, !noalias !12
  br label %54

54:                                               ; preds = %14, %53
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #8, !noalias !12
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10)
  call void @__kmpc_target_deinit() #8
  br label %13
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512281_axpy_l3_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef captures(none) %5, i64 noundef %6, ptr noundef readonly captures(none) %7) #4 {
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %6 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp sgt i32 %13, 0
  br i1 %16, label %17, label %43

17:                                               ; preds = %8
  %18 = addrspacecast ptr addrspace(5) %12 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #8
  %22 = trunc i64 %2 to i32
  %23 = trunc i64 %3 to i32
  store i32 %22, ptr addrspace(5) %9, align 4, !tbaa !8
  store i32 %23, ptr addrspace(5) %10, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #8
  store i32 1, ptr addrspace(5) %11, align 4, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #8
  store i32 0, ptr addrspace(5) %12, align 4, !tbaa !8
  %24 = load i32, ptr %0, align 4, !tbaa !8
  call void @__kmpc_for_static_init_4(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %24, i32 33, ptr %18, ptr %21, ptr %20, ptr %19, i32 1, i32 1) #8
  %25 = load i32, ptr addrspace(5) %9, align 4, !tbaa !8
  %26 = sext i32 %25 to i64
  %27 = icmp ult i64 %3, %26
  br i1 %27, label %42, label %28

28:                                               ; preds = %17
  %29 = load i32, ptr addrspace(5) %11, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %26, %28 ], [ %40, %30 ]
  %32 = trunc nsw i64 %31 to i32
  %33 = getelementptr inbounds float, ptr %5, i64 %31
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = getelementptr inbounds float, ptr %7, i64 %31
  %36 = load float, ptr %35, align 4, !tbaa !18
  %37 = fmul float %36, %15
  %38 = call float @llvm.fmuladd.f32(float %34, float 2.000000e+00, float %37)
  store float %38, ptr %33, align 4, !tbaa !18
  %39 = add nsw i32 %29, %32
  %40 = sext i32 %39 to i64
  %41 = icmp ult i64 %3, %40
  br i1 %41, label %42, label %30

42:                                               ; preds = %30, %17
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %24) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8
  br label %43

43:                                               ; preds = %42, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512281_scale2d_l9(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [6 x ptr], align 8, addrspace(5)
  %11 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512281_scale2d_l9_kernel_environment to ptr), ptr %0) #8
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %61
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %16 = and i64 %1, 4294967295
  %17 = and i64 %2, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10)
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = trunc i64 %1 to i32
  %20 = trunc i64 %2 to i32
  %21 = shl nuw i64 %16, 32
  %22 = ashr exact i64 %21, 32
  %23 = shl nuw i64 %17, 32
  %24 = ashr exact i64 %23, 32
  %25 = mul nsw i64 %24, %22
  %26 = add nsw i64 %25, -1
  %27 = icmp sgt i32 %19, 0
  %28 = icmp sgt i32 %20, 0
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %61

30:                                               ; preds = %14
  %31 = addrspacecast ptr addrspace(5) %9 to ptr
  %32 = addrspacecast ptr addrspace(5) %8 to ptr
  %33 = addrspacecast ptr addrspace(5) %7 to ptr
  %34 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #9, !noalias !20
  store i64 0, ptr addrspace(5) %6, align 8, !tbaa !23, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #9, !noalias !20
  store i64 %26, ptr addrspace(5) %7, align 8, !tbaa !23, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #9, !noalias !20
  store i64 1, ptr addrspace(5) %8, align 8, !tbaa !23, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #9, !noalias !20
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !20
  call void @__kmpc_distribute_static_init_8(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15, i32 91, ptr %31, ptr %34, ptr %33, ptr %32, i64 1, i64 256) #8, !noalias !20
  %35 = load i64, ptr addrspace(5) %7, align 8, !tbaa !23, !noalias !20
  %36 = call i64 @llvm.smin.i64(i64 %35, i64 %26)
  store i64 %36, ptr addrspace(5) %7, align 8, !tbaa !23, !noalias !20
  %37 = load i64, ptr addrspace(5) %6, align 8, !tbaa !23, !noalias !20
  %38 = icmp slt i64 %37, %25
  br i1 %38, label %39, label %60

39:                                               ; preds = %30
  %40 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 8
  %41 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 16
  %42 = inttoptr i64 %16 to ptr
  %43 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 24
  %44 = inttoptr i64 %17 to ptr
  %45 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 32
  %46 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 40
  %47 = inttoptr i64 %4 to ptr
  br label %48

48:                                               ; preds = %39, %48
  %49 = phi i64 [ %37, %39 ], [ %55, %48 ]
  %50 = phi i64 [ %36, %39 ], [ %58, %48 ]
  %51 = inttoptr i64 %49 to ptr
  store ptr %51, ptr addrspace(5) %10, align 8, !tbaa !15, !noalias !20
  %52 = inttoptr i64 %50 to ptr
  store ptr %52, ptr addrspace(5) %40, align 8, !tbaa !15, !noalias !20
  store ptr %42, ptr addrspace(5) %41, align 8, !tbaa !15, !noalias !20
  store ptr %44, ptr addrspace(5) %43, align 8, !tbaa !15, !noalias !20
  store ptr %3, ptr addrspace(5) %45, align 8, !tbaa !15, !noalias !20
  store ptr %47, ptr addrspace(5) %46, align 8, !tbaa !15, !noalias !20
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined, ptr null, ptr %18, i64 6, i32 0) #8, !noalias !20
  %53 = load i64, ptr addrspace(5) %8, align 8, !tbaa !23, !noalias !20
  %54 = load i64, ptr addrspace(5) %6, align 8, !tbaa !23, !noalias !20
  %55 = add nsw i64 %54, %53
  store i64 %55, ptr addrspace(5) %6, align 8, !tbaa !23, !noalias !20
  %56 = load i64, ptr addrspace(5) %7, align 8, !tbaa !23, !noalias !20
  %57 = add nsw i64 %56, %53
  %58 = call i64 @llvm.smin.i64(i64 %57, i64 %26)
  store i64 %58, ptr addrspace(5) %7, align 8, !tbaa !23, !noalias !20
  %59 = icmp slt i64 %55, %25
  br i1 %59, label %48, label %60

60:                                               ; preds = %48, %30
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15) #8, !noalias !20
  br label %61

61:                                               ; preds = %14, %60
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10)
  call void @__kmpc_target_deinit() #8
  br label %13
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512281_scale2d_l9_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef captures(none) %6, i64 noundef %7) #4 {
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %5 to i32
  %15 = shl i64 %5, 32
  %16 = ashr exact i64 %15, 32
  %17 = icmp sgt i32 %13, 0
  %18 = icmp sgt i32 %14, 0
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %45

20:                                               ; preds = %8
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #8
  store i64 %2, ptr addrspace(5) %9, align 8, !tbaa !23
  store i64 %3, ptr addrspace(5) %10, align 8, !tbaa !23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #8
  store i64 1, ptr addrspace(5) %11, align 8, !tbaa !23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #8
  store i32 0, ptr addrspace(5) %12, align 4, !tbaa !8
  %25 = load i32, ptr %0, align 4, !tbaa !8
  call void @__kmpc_for_static_init_8(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25, i32 33, ptr %21, ptr %24, ptr %23, ptr %22, i64 1, i64 1) #8
  %26 = load i64, ptr addrspace(5) %9, align 8, !tbaa !23
  %27 = icmp ugt i64 %26, %3
  br i1 %27, label %44, label %28

28:                                               ; preds = %20
  %29 = bitcast i64 %7 to double
  %30 = load i64, ptr addrspace(5) %11, align 8, !tbaa !23
  br label %31

31:                                               ; preds = %28, %31
  %32 = phi i64 [ %26, %28 ], [ %42, %31 ]
  %33 = sdiv i64 %32, %16
  %34 = trunc i64 %33 to i32
  %35 = shl i64 %32, 32
  %36 = ashr exact i64 %35, 29
  %37 = getelementptr inbounds i8, ptr %6, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !25
  %39 = call double @llvm.fmuladd.f64(double %38, double 2.000000e+00, double %29)
  %40 = sitofp i32 %34 to double
  %41 = fadd double %39, %40
  store double %41, ptr %37, align 8, !tbaa !25
  %42 = add nsw i64 %30, %32
  %43 = icmp ugt i64 %42, %3
  br i1 %43, label %44, label %31

44:                                               ; preds = %31, %20
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %25) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8
  br label %45

45:                                               ; preds = %44, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="256" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { alwaysinline "uniform-work-group-size"="false" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(readwrite) }

!omp_offload.info = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 5317249, !"axpy", i32 3, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5317249, !"scale2d", i32 9, i32 0, i32 1}
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
!13 = distinct !{!13, !14, !"__omp_offloading_fe00_512281_axpy_l3_omp_outlined: argument 0"}
!14 = distinct !{!14, !"__omp_offloading_fe00_512281_axpy_l3_omp_outlined"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any p2 pointer", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22, !"__omp_offloading_fe00_512281_scale2d_l9_omp_outlined: argument 0"}
!22 = distinct !{!22, !"__omp_offloading_fe00_512281_scale2d_l9_omp_outlined"}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !10, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !10, i64 0}
