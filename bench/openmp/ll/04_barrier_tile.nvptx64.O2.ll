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
@__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 64, i32 1, i32 1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment }
@tile_reverse.tile = internal unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr @0 }, align 8
@"_gomp_critical_user_$var" = common global [8 x i32] zeroinitializer, align 8

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_5122b1_tile_reverse_l19(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment, ptr %0) #4
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %4, %12
  ret void

12:                                               ; preds = %4
  %13 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #4
  %14 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %15 = addrspacecast ptr %5 to ptr addrspace(5)
  store i64 %14, ptr addrspace(5) %15, align 8, !tbaa !12, !noalias !14
  %16 = addrspacecast ptr %6 to ptr addrspace(5)
  store ptr %2, ptr addrspace(5) %16, align 8, !tbaa !17, !noalias !14
  %17 = addrspacecast ptr %7 to ptr addrspace(5)
  store ptr %3, ptr addrspace(5) %17, align 8, !tbaa !17, !noalias !14
  %18 = addrspacecast ptr %8 to ptr addrspace(5)
  store ptr %5, ptr addrspace(5) %18, align 8, !tbaa !20, !noalias !14
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %20 = addrspacecast ptr %19 to ptr addrspace(5)
  store ptr %6, ptr addrspace(5) %20, align 8, !tbaa !20, !noalias !14
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %22 = addrspacecast ptr %21 to ptr addrspace(5)
  store ptr %7, ptr addrspace(5) %22, align 8, !tbaa !20, !noalias !14
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %13, i32 1, i32 64, i32 -1, ptr nonnull @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined, ptr null, ptr nonnull %8, i64 3, i32 0) #4, !noalias !14
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @__kmpc_target_deinit() #4
  br label %11
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4) #1 {
  %6 = tail call i32 @omp_get_thread_num() #3
  %7 = tail call i32 @omp_get_num_threads() #3
  %8 = icmp slt i32 %7, 65
  %9 = load i32, ptr %2, align 4, !tbaa !8
  %10 = icmp sle i32 %7, %9
  %11 = and i1 %8, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  %13 = sext i32 %6 to i64
  %14 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 %13
  %15 = addrspacecast ptr %14 to ptr addrspace(3)
  %16 = load i32, ptr %0, align 4, !tbaa !8
  %17 = xor i32 %6, -1
  %18 = add i32 %7, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile_reverse.tile to ptr), i64 %19
  %21 = addrspacecast ptr %20 to ptr addrspace(3)
  br label %27

22:                                               ; preds = %27, %5
  %23 = tail call i64 @__kmpc_warp_active_thread_mask() #4
  %24 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #4
  %25 = tail call i32 @__kmpc_get_hardware_num_threads_in_block() #4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %41, label %52

27:                                               ; preds = %12, %27
  %28 = phi i32 [ %7, %12 ], [ %38, %27 ]
  %29 = phi i32 [ 0, %12 ], [ %28, %27 ]
  %30 = load ptr, ptr %3, align 8, !tbaa !17
  %31 = add nsw i32 %29, %6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !8
  store i32 %34, ptr addrspace(3) %15, align 4, !tbaa !8
  tail call void @__kmpc_barrier(ptr nonnull @2, i32 %16) #4
  %35 = load i32, ptr addrspace(3) %21, align 4, !tbaa !8
  %36 = load ptr, ptr %3, align 8, !tbaa !17
  %37 = getelementptr inbounds i32, ptr %36, i64 %32
  store i32 %35, ptr %37, align 4, !tbaa !8
  tail call void @__kmpc_barrier(ptr nonnull @2, i32 %16) #4
  %38 = add nsw i32 %28, %7
  %39 = load i32, ptr %2, align 4, !tbaa !8
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %22, label %27, !llvm.loop !22

41:                                               ; preds = %22, %49
  %42 = phi i32 [ %50, %49 ], [ 0, %22 ]
  %43 = icmp eq i32 %24, %42
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load i32, ptr %0, align 4, !tbaa !8
  tail call void @__kmpc_critical(ptr nonnull @1, i32 %45, ptr nonnull @"_gomp_critical_user_$var") #4
  %46 = load ptr, ptr %4, align 8, !tbaa !17
  %47 = load i32, ptr %46, align 4, !tbaa !8
  %48 = add nsw i32 %47, %6
  store i32 %48, ptr %46, align 4, !tbaa !8
  tail call void @__kmpc_end_critical(ptr nonnull @1, i32 %45, ptr nonnull @"_gomp_critical_user_$var") #4
  br label %49

49:                                               ; preds = %44, %41
  tail call void @__kmpc_syncwarp(i64 %23) #4
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, %25
  br i1 %51, label %52, label %41

52:                                               ; preds = %49, %22
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare i32 @omp_get_num_threads() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare i64 @__kmpc_warp_active_thread_mask() local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_num_threads_in_block() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_syncwarp(i64) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #4

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="1" "nvvm.maxntid"="64" "omp_target_num_teams"="1" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 5317297, !"tile_reverse", i32 19, i32 0, i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"openmp", i32 51}
!4 = !{i32 7, !"openmp-device", i32 51}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined: argument 0"}
!16 = distinct !{!16, !"__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined"}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !19, i64 0}
!19 = !{!"any pointer", !10, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"any p2 pointer", !19, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
