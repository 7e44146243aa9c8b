; ModuleID = 'src/03_struct_helpers.c'
source_filename = "src/03_struct_helpers.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512116_advance_l16_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_advance_l16_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_advance_l16_dynamic_environment to ptr) }
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@3 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_512116_smooth_l24_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_smooth_l24_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_smooth_l24_dynamic_environment to ptr) }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512116_advance_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca [6 x ptr], align 8, addrspace(5)
  %11 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_advance_l16_kernel_environment to ptr), ptr %0) #8
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %54
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %16 = and i64 %1, 4294967295
  %17 = and i64 %4, 4294967295
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
  %37 = getelementptr inbounds nuw i8, ptr addrspace(5) %10, i32 40
  %38 = inttoptr i64 %17 to ptr
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
  store ptr %3, ptr addrspace(5) %36, align 8, !tbaa !15, !noalias !12
  store ptr %38, ptr addrspace(5) %37, align 8, !tbaa !15, !noalias !12
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined, ptr null, ptr %18, i64 6, i32 0) #8, !noalias !12
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
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef readonly captures(none) %5, ptr noundef captures(none) %6, i64 noundef %7) #4 {
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %7 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp sgt i32 %13, 0
  br i1 %16, label %17, label %57

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
  br i1 %27, label %56, label %28

28:                                               ; preds = %17
  %29 = load i32, ptr addrspace(5) %11, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %26, %28 ], [ %54, %30 ]
  %32 = trunc nsw i64 %31 to i32
  %33 = getelementptr inbounds float, ptr %5, i64 %31
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = add nsw i32 %32, 1
  %36 = srem i32 %35, %13
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %5, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !18
  %40 = add nsw i32 %32, 2
  %41 = srem i32 %40, %13
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !18
  %45 = getelementptr inbounds float, ptr %6, i64 %31
  %46 = fmul float %39, %39
  %47 = call float @llvm.fmuladd.f32(float %34, float %34, float %46) #10
  %48 = call float @llvm.fmuladd.f32(float %44, float %44, float %47) #10
  %49 = fadd float %48, %15
  %50 = load float, ptr %45, align 4, !tbaa !18
  %51 = fmul float %34, %49
  %52 = call float @llvm.fmuladd.f32(float %50, float 2.000000e+00, float %51) #10
  store float %52, ptr %45, align 4, !tbaa !18
  %53 = add nsw i32 %29, %32
  %54 = sext i32 %53 to i64
  %55 = icmp ult i64 %3, %54
  br i1 %55, label %56, label %30

56:                                               ; preds = %30, %17
  call void @__kmpc_for_static_fini(ptr addrspacecast (ptr addrspace(1) @3 to ptr), i32 %24) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8
  br label %57

57:                                               ; preds = %56, %8
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
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_512116_smooth_l24(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %3 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_512116_smooth_l24_kernel_environment to ptr), ptr %0) #8
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %4, %52
  ret void

14:                                               ; preds = %4
  %15 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %16 = trunc i64 %1 to i32
  %17 = icmp sgt i32 %16, 2
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  %19 = add nsw i32 %16, -3
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %7 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #8, !noalias !20
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #8, !noalias !20
  store i32 %19, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #8, !noalias !20
  store i32 1, ptr addrspace(5) %9, align 4, !tbaa !8, !noalias !20
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #8, !noalias !20
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !8, !noalias !20
  call void @__kmpc_distribute_static_init_4(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15, i32 92, ptr %20, ptr %23, ptr %22, ptr %21, i32 1, i32 1) #8, !noalias !20
  %24 = load i32, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %19)
  store i32 %25, ptr addrspace(5) %8, align 4, !tbaa !8, !noalias !20
  %26 = load i32, ptr addrspace(5) %7, align 4, !tbaa !8, !noalias !20
  %27 = icmp sgt i32 %26, %25
  br i1 %27, label %51, label %28

28:                                               ; preds = %18
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !18, !noalias !20
  br label %32

32:                                               ; preds = %28, %32
  %33 = phi float [ %31, %28 ], [ %49, %32 ]
  %34 = phi i32 [ %26, %28 ], [ %35, %32 ]
  %35 = add nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !18, !noalias !20
  %39 = sext i32 %34 to i64
  %40 = getelementptr float, ptr addrspace(1) %6, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 8
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !18, !noalias !20
  %43 = fadd float %33, %38
  %44 = fadd float %43, %42
  %45 = fdiv float %44, 3.000000e+00
  %46 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %36
  store float %45, ptr addrspace(1) %46, align 4, !tbaa !18, !noalias !20
  %47 = load float, ptr addrspace(1) %37, align 4, !tbaa !18, !noalias !20
  %48 = fmul float %45, 5.000000e-01
  %49 = call float @llvm.fmuladd.f32(float %47, float 2.000000e+00, float %48) #10
  store float %49, ptr addrspace(1) %37, align 4, !tbaa !18, !noalias !20
  %50 = icmp slt i32 %34, %25
  br i1 %50, label %32, label %51

51:                                               ; preds = %32, %18
  call void @__kmpc_distribute_static_fini(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %15) #8, !noalias !20
  br label %52

52:                                               ; preds = %14, %51
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #8, !noalias !20
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #8, !noalias !20
  call void @__kmpc_target_deinit() #8
  br label %13
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

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

!0 = !{i32 0, i32 65024, i32 5316886, !"advance", i32 16, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316886, !"smooth", i32 24, i32 0, i32 1}
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
!13 = distinct !{!13, !14, !"__omp_offloading_fe00_512116_advance_l16_omp_outlined: argument 0"}
!14 = distinct !{!14, !"__omp_offloading_fe00_512116_advance_l16_omp_outlined"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any p2 pointer", !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22, !"__omp_offloading_fe00_512116_smooth_l24_omp_outlined: argument 0"}
!22 = distinct !{!22, !"__omp_offloading_fe00_512116_smooth_l24_omp_outlined"}
