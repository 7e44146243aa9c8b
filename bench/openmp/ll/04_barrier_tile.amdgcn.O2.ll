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
@__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 64, i32 1, i32 1, i32 0, i32 0 }, ptr addrspacecast (ptr addrspace(1) @1 to ptr), ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5122b1_tile_reverse_l19_dynamic_environment to ptr) }
@tile_reverse.tile = internal unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 16
@2 = private unnamed_addr addrspace(1) constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr addrspacecast (ptr addrspace(1) @0 to ptr) }, align 8
@"_gomp_critical_user_$var" = common global [8 x i32] zeroinitializer, align 8

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected amdgpu_kernel void @__omp_offloading_fe00_5122b1_tile_reverse_l19(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca [3 x ptr], align 8, addrspace(5)
  %9 = tail call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @__omp_offloading_fe00_5122b1_tile_reverse_l19_kernel_environment to ptr), ptr %0) #8
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %4, %12
  ret void

12:                                               ; preds = %4
  %13 = tail call i32 @__kmpc_global_thread_num(ptr addrspacecast (ptr addrspace(1) @1 to ptr)) #8
  %14 = and i64 %1, 4294967295
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  store i64 %14, ptr addrspace(5) %5, align 8, !tbaa !11, !noalias !13
  store ptr %2, ptr addrspace(5) %6, align 8, !tbaa !16, !noalias !13
  store ptr %3, ptr addrspace(5) %7, align 8, !tbaa !16, !noalias !13
  store ptr %15, ptr addrspace(5) %8, align 8, !tbaa !19, !noalias !13
  %19 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 8
  store ptr %16, ptr addrspace(5) %19, align 8, !tbaa !19, !noalias !13
  %20 = getelementptr inbounds nuw i8, ptr addrspace(5) %8, i32 16
  store ptr %17, ptr addrspace(5) %20, align 8, !tbaa !19, !noalias !13
  call void @__kmpc_parallel_60(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %13, i32 1, i32 64, i32 -1, ptr nonnull @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined, ptr null, ptr %18, i64 3, i32 0) #8, !noalias !13
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8)
  call void @__kmpc_target_deinit() #8
  br label %11
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr #1

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %3, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(8) %4) #2 {
  %6 = tail call i32 @omp_get_thread_num() #9
  %7 = tail call i32 @omp_get_num_threads() #9
  %8 = icmp slt i32 %7, 65
  %9 = load i32, ptr %2, align 4, !tbaa !7
  %10 = icmp sle i32 %7, %9
  %11 = and i1 %8, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %5
  %13 = getelementptr inbounds i32, ptr addrspace(3) @tile_reverse.tile, i32 %6
  %14 = load i32, ptr %0, align 4, !tbaa !7
  %15 = xor i32 %6, -1
  %16 = getelementptr i32, ptr addrspace(3) @tile_reverse.tile, i32 %7
  %17 = getelementptr i32, ptr addrspace(3) %16, i32 %15
  br label %23

18:                                               ; preds = %23, %5
  %19 = tail call i64 @__kmpc_warp_active_thread_mask() #8
  %20 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #8
  %21 = tail call i32 @__kmpc_get_hardware_num_threads_in_block() #8
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %37, label %48

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %7, %12 ], [ %34, %23 ]
  %25 = phi i32 [ 0, %12 ], [ %24, %23 ]
  %26 = load ptr, ptr %3, align 8, !tbaa !16
  %27 = add nsw i32 %25, %6
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !7
  store i32 %30, ptr addrspace(3) %13, align 4, !tbaa !7
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #8
  %31 = load i32, ptr addrspace(3) %17, align 4, !tbaa !7
  %32 = load ptr, ptr %3, align 8, !tbaa !16
  %33 = getelementptr inbounds i32, ptr %32, i64 %28
  store i32 %31, ptr %33, align 4, !tbaa !7
  tail call void @__kmpc_barrier(ptr addrspacecast (ptr addrspace(1) @2 to ptr), i32 %14) #8
  %34 = add nsw i32 %24, %7
  %35 = load i32, ptr %2, align 4, !tbaa !7
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %18, label %23, !llvm.loop !21

37:                                               ; preds = %18, %45
  %38 = phi i32 [ %46, %45 ], [ 0, %18 ]
  %39 = icmp eq i32 %20, %38
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = load i32, ptr %0, align 4, !tbaa !7
  tail call void @__kmpc_critical(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %41, ptr nonnull @"_gomp_critical_user_$var") #8
  %42 = load ptr, ptr %4, align 8, !tbaa !16
  %43 = load i32, ptr %42, align 4, !tbaa !7
  %44 = add nsw i32 %43, %6
  store i32 %44, ptr %42, align 4, !tbaa !7
  tail call void @__kmpc_end_critical(ptr addrspacecast (ptr addrspace(1) @1 to ptr), i32 %41, ptr nonnull @"_gomp_critical_user_$var") #8
  br label %45

45:                                               ; preds = %40, %37
  tail call void @__kmpc_syncwarp(i64 %19) #8
  %46 = add nuw nsw i32 %38, 1
  %47 = icmp eq i32 %46, %21
  br i1 %47, label %48, label %37

48:                                               ; preds = %45, %18
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare i32 @omp_get_num_threads() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare i64 @__kmpc_warp_active_thread_mask() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_num_threads_in_block() local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_syncwarp(i64) local_unnamed_addr #4

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #5

declare void @__kmpc_target_deinit() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #7

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,64" "amdgpu-max-num-workgroups"="1,1,1" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="1" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { nounwind "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline "uniform-work-group-size"="false" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}
!llvm.errno.tbaa = !{!7}

!0 = !{i32 0, i32 65024, i32 5317297, !"tile_reverse", i32 19, i32 0, i32 0}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"openmp", i32 51}
!4 = !{i32 7, !"openmp-device", i32 51}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined: argument 0"}
!15 = distinct !{!15, !"__omp_offloading_fe00_5122b1_tile_reverse_l19_omp_outlined"}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 int", !18, i64 0}
!18 = !{!"any pointer", !9, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"any p2 pointer", !18, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
