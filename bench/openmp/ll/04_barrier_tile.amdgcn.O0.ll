; ModuleID = 'src/04_barrier_tile.c'
source_filename = "src/04_barrier_tile.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr addrspace(1) constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment = weak_odr protected addrspace(1) global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 64, i32 1, i32 1, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment to ptr) }
@tile_reverse.tile = internal addrspace(3) global [64 x i32] zeroinitializer, align 16
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@"_gomp_critical_user_$var" = common global [8 x i32] zeroinitializer, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5122b1_tile_reverse_l19(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  %19 = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment to ptr), ptr %0)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr))
  %23 = load i32, ptr %13, align 4
  store i32 %23, ptr %16, align 4
  %24 = load i64, ptr %16, align 8
  %25 = load ptr, ptr %14, align 8
  %26 = load ptr, ptr %15, align 8
  store i32 0, ptr %17, align 4
  store i32 %22, ptr %18, align 4
  call void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined(ptr %18, ptr %17, i64 %24, ptr %25, ptr %26) #4
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca [3 x ptr], align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  %16 = addrspacecast ptr addrspace(5) %10 to ptr
  %17 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %4, ptr %16, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %17, i64 0, i64 0
  store ptr %14, ptr %18, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %17, i64 0, i64 1
  store ptr %15, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %17, i64 0, i64 2
  store ptr %16, ptr %20, align 8
  %21 = load ptr, ptr %12, align 8
  %22 = load i32, ptr %21, align 4
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %22, i32 1, i32 64, i32 -1, ptr @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined, ptr null, ptr %17, i64 3, i32 0)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #1 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  %24 = load ptr, ptr %17, align 8, !nonnull !8, !align !9
  %25 = load ptr, ptr %18, align 8, !nonnull !8, !align !10
  %26 = load ptr, ptr %19, align 8, !nonnull !8, !align !10
  %27 = call i32 @omp_get_thread_num() #6
  store i32 %27, ptr %20, align 4
  %28 = call i32 @omp_get_num_threads() #6
  store i32 %28, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %29

29:                                               ; preds = %68, %5
  %30 = load i32, ptr %22, align 4
  %31 = load i32, ptr %21, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr %24, align 4
  %34 = icmp sle i32 %32, %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %29
  %36 = load i32, ptr %21, align 4
  %37 = icmp sle i32 %36, 64
  br label %38

38:                                               ; preds = %35, %29
  %39 = phi i1 [ false, %29 ], [ %37, %35 ]
  br i1 %39, label %40, label %72

40:                                               ; preds = %38
  %41 = load ptr, ptr %25, align 8
  %42 = load i32, ptr %22, align 4
  %43 = load i32, ptr %20, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %41, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %20, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 0, i64 %49
  store i32 %47, ptr %50, align 4
  %51 = load ptr, ptr %15, align 8
  %52 = load i32, ptr %51, align 4
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %52)
  %53 = load i32, ptr %21, align 4
  %54 = sub nsw i32 %53, 1
  %55 = load i32, ptr %20, align 4
  %56 = sub nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = load ptr, ptr %25, align 8
  %61 = load i32, ptr %22, align 4
  %62 = load i32, ptr %20, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %60, i64 %64
  store i32 %59, ptr %65, align 4
  %66 = load ptr, ptr %15, align 8
  %67 = load i32, ptr %66, align 4
  call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %67)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, ptr %21, align 4
  %70 = load i32, ptr %22, align 4
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr %22, align 4
  br label %29, !llvm.loop !11

72:                                               ; preds = %38
  %73 = call i64 @__kmpc_warp_active_thread_mask()
  %74 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %75 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  store i32 0, ptr %23, align 4
  br label %76

76:                                               ; preds = %89, %72
  %77 = load i32, ptr %23, align 4
  %78 = icmp slt i32 %77, %75
  br i1 %78, label %79, label %91

79:                                               ; preds = %76
  %80 = load i32, ptr %23, align 4
  %81 = icmp eq i32 %74, %80
  br i1 %81, label %82, label %89

82:                                               ; preds = %79
  %83 = load ptr, ptr %15, align 8
  %84 = load i32, ptr %83, align 4
  call void @__kmpc_critical(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %84, ptr @"_gomp_critical_user_$var")
  %85 = load i32, ptr %20, align 4
  %86 = load ptr, ptr %26, align 8
  %87 = load i32, ptr %86, align 4
  %88 = add nsw i32 %87, %85
  store i32 %88, ptr %86, align 4
  call void @__kmpc_end_critical(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %84, ptr @"_gomp_critical_user_$var")
  br label %89

89:                                               ; preds = %82, %79
  call void @__kmpc_syncwarp(i64 %73)
  %90 = add nsw i32 %80, 1
  store i32 %90, ptr %23, align 4
  br label %76

91:                                               ; preds = %76
  ret void
}

; Function Attrs: convergent
declare void @tile_reverse(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: convergent
declare i32 @omp_get_thread_num() #2

; Function Attrs: convergent
declare i32 @omp_get_num_threads() #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #3

; Function Attrs: convergent nounwind
declare i64 @__kmpc_warp_active_thread_mask() #3

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() #4

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_syncwarp(i64) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #5

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #4

declare void @__kmpc_target_deinit()

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,64" "amdgpu-max-num-workgroups"="1,1,1" "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="1" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { convergent }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 0, i32 65024, i32 5317297, !"tile_reverse", i32 19, i32 0, i32 0}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"openmp", i32 51}
!4 = !{i32 7, !"openmp-device", i32 51}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{}
!9 = !{i64 4}
!10 = !{i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
