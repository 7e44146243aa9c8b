; ModuleID = 'src/03_struct_helpers.c'
source_filename = "src/03_struct_helpers.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512116_advance_l16_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_advance_l16_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512116_advance_l16_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_512116_smooth_l24_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_512116_smooth_l24_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_512116_smooth_l24_dynamic_environment }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512116_advance_l16(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x ptr], align 8
  %11 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512116_advance_l16_kernel_environment, ptr %0) #2
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %59
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %16 = and i64 %1, 4294967295
  %17 = and i64 %4, 4294967295
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %18 = trunc i64 %1 to i32
  %19 = add nsw i32 %18, -1
  %20 = icmp sgt i32 %18, 0
  br i1 %20, label %21, label %59

21:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7, !noalias !13
  %22 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7, !noalias !13
  %23 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 %19, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7, !noalias !13
  %24 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7, !noalias !13
  %25 = addrspacecast ptr %9 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %25, align 4, !tbaa !9, !noalias !13
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %15, i32 91, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 128) #2, !noalias !13
  %26 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %27 = call i32 @llvm.smin.i32(i32 %26, i32 %19)
  store i32 %27, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %28 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !13
  %29 = icmp slt i32 %28, %18
  br i1 %29, label %30, label %58

30:                                               ; preds = %21
  %31 = addrspacecast ptr %10 to ptr addrspace(5)
  %32 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %33 = addrspacecast ptr %32 to ptr addrspace(5)
  %34 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %35 = inttoptr i64 %16 to ptr
  %36 = addrspacecast ptr %34 to ptr addrspace(5)
  %37 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %38 = addrspacecast ptr %37 to ptr addrspace(5)
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %40 = addrspacecast ptr %39 to ptr addrspace(5)
  %41 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %42 = inttoptr i64 %17 to ptr
  %43 = addrspacecast ptr %41 to ptr addrspace(5)
  br label %44

44:                                               ; preds = %30, %44
  %45 = phi i32 [ %27, %30 ], [ %56, %44 ]
  %46 = phi i32 [ %28, %30 ], [ %53, %44 ]
  %47 = zext i32 %46 to i64
  %48 = zext i32 %45 to i64
  %49 = inttoptr i64 %47 to ptr
  store ptr %49, ptr addrspace(5) %31, align 8, !tbaa !16, !noalias !13
  %50 = inttoptr i64 %48 to ptr
  store ptr %50, ptr addrspace(5) %33, align 8, !tbaa !16, !noalias !13
  store ptr %35, ptr addrspace(5) %36, align 8, !tbaa !16, !noalias !13
  store ptr %2, ptr addrspace(5) %38, align 8, !tbaa !16, !noalias !13
  store ptr %3, ptr addrspace(5) %40, align 8, !tbaa !16, !noalias !13
  store ptr %42, ptr addrspace(5) %43, align 8, !tbaa !16, !noalias !13
  call void @__kmpc_parallel_60(ptr nonnull @1, i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined, ptr null, ptr nonnull %10, i64 6, i32 0) #2, !noalias !13
  %51 = load i32, ptr addrspace(5) %24, align 4, !tbaa !9, !noalias !13
  %52 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !13
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr addrspace(5) %22, align 4, !tbaa !9, !noalias !13
  %54 = load i32, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %55 = add nsw i32 %54, %51
  %56 = call i32 @llvm.smin.i32(i32 %55, i32 %19)
  store i32 %56, ptr addrspace(5) %23, align 4, !tbaa !9, !noalias !13
  %57 = icmp slt i32 %53, %18
  br i1 %57, label %44, label %58

58:                                               ; preds = %44, %21
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %15) #2, !noalias !13
  br label %59

59:                                               ; preds = %14, %58
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @__kmpc_target_deinit() #2
  br label %13
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_512116_advance_l16_omp_outlined_omp_outlined(ptr noalias noundef readonly captures(none) %0, ptr noalias readnone captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef readonly captures(none) %5, ptr noundef captures(none) %6, i64 noundef %7) #3 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %7 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp sgt i32 %13, 0
  br i1 %16, label %17, label %57

17:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #2
  %18 = addrspacecast ptr %9 to ptr addrspace(5)
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #2
  %19 = addrspacecast ptr %10 to ptr addrspace(5)
  %20 = trunc i64 %2 to i32
  %21 = trunc i64 %3 to i32
  store i32 %20, ptr addrspace(5) %18, align 4, !tbaa !9
  store i32 %21, ptr addrspace(5) %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #2
  %22 = addrspacecast ptr %11 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %22, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #2
  %23 = addrspacecast ptr %12 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %23, align 4, !tbaa !9
  %24 = load i32, ptr %0, align 4, !tbaa !9
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %24, i32 33, ptr nonnull %12, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, i32 1, i32 1) #2
  %25 = load i32, ptr addrspace(5) %18, align 4, !tbaa !9
  %26 = sext i32 %25 to i64
  %27 = icmp ult i64 %3, %26
  br i1 %27, label %56, label %28

28:                                               ; preds = %17
  %29 = load i32, ptr addrspace(5) %22, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %26, %28 ], [ %54, %30 ]
  %32 = trunc nsw i64 %31 to i32
  %33 = getelementptr inbounds float, ptr %5, i64 %31
  %34 = load float, ptr %33, align 4, !tbaa !19
  %35 = add nsw i32 %32, 1
  %36 = srem i32 %35, %13
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %5, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !19
  %40 = add nsw i32 %32, 2
  %41 = srem i32 %40, %13
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !19
  %45 = getelementptr inbounds float, ptr %6, i64 %31
  %46 = fmul float %39, %39
  %47 = call float @llvm.fmuladd.f32(float %34, float %34, float %46) #8
  %48 = call float @llvm.fmuladd.f32(float %44, float %44, float %47) #8
  %49 = fadd float %48, %15
  %50 = load float, ptr %45, align 4, !tbaa !19
  %51 = fmul float %34, %49
  %52 = call float @llvm.fmuladd.f32(float %50, float 2.000000e+00, float %51) #8
  store float %52, ptr %45, align 4, !tbaa !19
  %53 = add nsw i32 %29, %32
  %54 = sext i32 %53 to i64
  %55 = icmp ult i64 %3, %54
  br i1 %55, label %56, label %30

56:                                               ; preds = %30, %17
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %24) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #2
  br label %57

57:                                               ; preds = %56, %8
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
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_512116_smooth_l24(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_512116_smooth_l24_kernel_environment, ptr %0) #2
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %4, %54
  ret void

12:                                               ; preds = %4
  %13 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %14 = trunc i64 %1 to i32
  %15 = icmp sgt i32 %14, 2
  br i1 %15, label %16, label %54

16:                                               ; preds = %12
  %17 = add nsw i32 %14, -3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #2, !noalias !21
  %18 = addrspacecast ptr %5 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %18, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #2, !noalias !21
  %19 = addrspacecast ptr %6 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %19, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #2, !noalias !21
  %20 = addrspacecast ptr %7 to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %20, align 4, !tbaa !9, !noalias !21
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #2, !noalias !21
  %21 = addrspacecast ptr %8 to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %21, align 4, !tbaa !9, !noalias !21
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %13, i32 92, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1) #2, !noalias !21
  %22 = load i32, ptr addrspace(5) %19, align 4, !tbaa !9, !noalias !21
  %23 = call i32 @llvm.smin.i32(i32 %22, i32 %17)
  store i32 %23, ptr addrspace(5) %19, align 4, !tbaa !9, !noalias !21
  %24 = load i32, ptr addrspace(5) %18, align 4, !tbaa !9, !noalias !21
  %25 = icmp sgt i32 %24, %23
  br i1 %25, label %53, label %26

26:                                               ; preds = %16
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  %29 = addrspacecast ptr %28 to ptr addrspace(1)
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !19, !noalias !21
  br label %31

31:                                               ; preds = %26, %31
  %32 = phi float [ %30, %26 ], [ %51, %31 ]
  %33 = phi i32 [ %24, %26 ], [ %34, %31 ]
  %34 = add nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %2, i64 %35
  %37 = addrspacecast ptr %36 to ptr addrspace(1)
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !19, !noalias !21
  %39 = sext i32 %33 to i64
  %40 = getelementptr float, ptr %2, i64 %39
  %41 = getelementptr i8, ptr %40, i64 8
  %42 = addrspacecast ptr %41 to ptr addrspace(1)
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !19, !noalias !21
  %44 = fadd float %32, %38
  %45 = fadd float %44, %43
  %46 = fdiv float %45, 3.000000e+00
  %47 = getelementptr inbounds float, ptr %3, i64 %35
  %48 = addrspacecast ptr %47 to ptr addrspace(1)
  store float %46, ptr addrspace(1) %48, align 4, !tbaa !19, !noalias !21
  %49 = load float, ptr addrspace(1) %37, align 4, !tbaa !19, !noalias !21
  %50 = fmul float %46, 5.000000e-01
  %51 = call float @llvm.fmuladd.f32(float %49, float 2.000000e+00, float %50) #8
  store float %51, ptr addrspace(1) %37, align 4, !tbaa !19, !noalias !21
  %52 = icmp eq i32 %33, %23
  br i1 %52, label %53, label %31

53:                                               ; preds = %31, %16
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %13) #2, !noalias !21
  br label %54

54:                                               ; preds = %12, %53
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #2, !noalias !21
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #2, !noalias !21
  call void @__kmpc_target_deinit() #2
  br label %11
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

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

!0 = !{i32 0, i32 65024, i32 5316886, !"advance", i32 16, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 5316886, !"smooth", i32 24, i32 0, i32 1}
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
!14 = distinct !{!14, !15, !"__omp_offloading_fe00_512116_advance_l16_omp_outlined: argument 0"}
!15 = distinct !{!15, !"__omp_offloading_fe00_512116_advance_l16_omp_outlined"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any p2 pointer", !18, i64 0}
!18 = !{!"any pointer", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !11, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !23, !"__omp_offloading_fe00_512116_smooth_l24_omp_outlined: argument 0"}
!23 = distinct !{!23, !"__omp_offloading_fe00_512116_smooth_l24_omp_outlined"}
