; ModuleID = 'src/04_barrier_tile.c'
source_filename = "src/04_barrier_tile.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 64, i32 1, i32 1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment }
@tile_reverse.tile = internal addrspace(3) global [64 x i32] zeroinitializer, align 4
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr @0 }, align 8
@"_gomp_critical_user_$var" = common global [8 x i32] zeroinitializer, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5122b1_tile_reverse_l19(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %9, align 4
  %17 = load i64, ptr %9, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load ptr, ptr %8, align 8
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4
  call void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #4
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [3 x ptr], align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %12 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  store ptr %8, ptr %12, align 8
  %13 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  store ptr %10, ptr %14, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %15, align 4
  call void @__kmpc_parallel_60(ptr @1, i32 %16, i32 1, i32 64, i32 -1, ptr @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined, ptr null, ptr %11, i64 3, i32 0)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %15 = load ptr, ptr %8, align 8, !nonnull !8, !align !9
  %16 = load ptr, ptr %9, align 8, !nonnull !8, !align !10
  %17 = load ptr, ptr %10, align 8, !nonnull !8, !align !10
  %18 = call i32 @omp_get_thread_num() #6
  store i32 %18, ptr %11, align 4
  %19 = call i32 @omp_get_num_threads() #6
  store i32 %19, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %20

20:                                               ; preds = %59, %5
  %21 = load i32, ptr %13, align 4
  %22 = load i32, ptr %12, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %15, align 4
  %25 = icmp sle i32 %23, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %20
  %27 = load i32, ptr %12, align 4
  %28 = icmp sle i32 %27, 64
  br label %29

29:                                               ; preds = %26, %20
  %30 = phi i1 [ false, %20 ], [ %28, %26 ]
  br i1 %30, label %31, label %63

31:                                               ; preds = %29
  %32 = load ptr, ptr %16, align 8
  %33 = load i32, ptr %13, align 4
  %34 = load i32, ptr %11, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %32, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  %42 = load ptr, ptr %6, align 8
  %43 = load i32, ptr %42, align 4
  call void @__kmpc_barrier(ptr @2, i32 %43)
  %44 = load i32, ptr %12, align 4
  %45 = sub nsw i32 %44, 1
  %46 = load i32, ptr %11, align 4
  %47 = sub nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %16, align 8
  %52 = load i32, ptr %13, align 4
  %53 = load i32, ptr %11, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %51, i64 %55
  store i32 %50, ptr %56, align 4
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %57, align 4
  call void @__kmpc_barrier(ptr @2, i32 %58)
  br label %59

59:                                               ; preds = %31
  %60 = load i32, ptr %12, align 4
  %61 = load i32, ptr %13, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr %13, align 4
  br label %20, !llvm.loop !11

63:                                               ; preds = %29
  %64 = call i64 @__kmpc_warp_active_thread_mask()
  %65 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %66 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  store i32 0, ptr %14, align 4
  br label %67

67:                                               ; preds = %80, %63
  %68 = load i32, ptr %14, align 4
  %69 = icmp slt i32 %68, %66
  br i1 %69, label %70, label %82

70:                                               ; preds = %67
  %71 = load i32, ptr %14, align 4
  %72 = icmp eq i32 %65, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %74, align 4
  call void @__kmpc_critical(ptr @1, i32 %75, ptr @"_gomp_critical_user_$var")
  %76 = load i32, ptr %11, align 4
  %77 = load ptr, ptr %17, align 8
  %78 = load i32, ptr %77, align 4
  %79 = add nsw i32 %78, %76
  store i32 %79, ptr %77, align 4
  call void @__kmpc_end_critical(ptr @1, i32 %75, ptr @"_gomp_critical_user_$var")
  br label %80

80:                                               ; preds = %73, %70
  call void @__kmpc_syncwarp(i64 %64)
  %81 = add nsw i32 %71, 1
  store i32 %81, ptr %14, align 4
  br label %67

82:                                               ; preds = %67
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="1" "nvvm.maxntid"="64" "omp_target_num_teams"="1" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { convergent }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 0, i32 65024, i32 5317297, !"tile_reverse", i32 19, i32 0, i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
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
