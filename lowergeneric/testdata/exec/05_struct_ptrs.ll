; ModuleID = '05_struct_ptrs.cl'
source_filename = "05_struct_ptrs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.job_t = type { ptr addrspace(4), ptr addrspace(4), i32 }

@k.l = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func void @run(ptr addrspace(4) noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %3 = load i32, ptr addrspace(4) %2, align 8, !tbaa !8
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = load ptr addrspace(4), ptr addrspace(4) %0, align 8, !tbaa !12
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %8 = load ptr addrspace(4), ptr addrspace(4) %7, align 8, !tbaa !13
  br label %10

9:                                                ; preds = %10, %1
  ret void

10:                                               ; preds = %5, %10
  %11 = phi i32 [ 0, %5 ], [ %18, %10 ]
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(4) %6, i64 %12
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !4
  %15 = getelementptr inbounds nuw i32, ptr addrspace(4) %8, i64 %12
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !4
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr addrspace(4) %15, align 4, !tbaa !4
  %18 = add nuw nsw i32 %11, 1
  %19 = load i32, ptr addrspace(4) %2, align 8, !tbaa !8
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %10, label %9, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = alloca %struct.job_t, align 8
  %4 = alloca %struct.job_t, align 8
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = shl nsw i32 %6, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  store i32 %6, ptr addrspace(3) %11, align 4, !tbaa !4
  %12 = getelementptr i8, ptr addrspace(3) %11, i64 4
  store i32 %9, ptr addrspace(3) %12, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  %13 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  store ptr addrspace(4) %13, ptr %3, align 8, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %15 = shl nsw i32 %8, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr i32, ptr addrspace(1) %1, i64 %16
  %18 = addrspacecast ptr addrspace(1) %17 to ptr addrspace(4)
  store ptr addrspace(4) %18, ptr %14, align 8, !tbaa !13
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store i32 2, ptr %19, align 8, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store i32 0, ptr %20, align 4
  %21 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @run(ptr addrspace(4) noundef %21) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8
  %22 = srem i32 %8, 32
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %23
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4)
  store ptr addrspace(4) %25, ptr %4, align 8, !tbaa !12
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store ptr addrspace(4) %13, ptr %26, align 8, !tbaa !13
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store i32 1, ptr %27, align 8, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store i32 0, ptr %28, align 4
  %29 = addrspacecast ptr %4 to ptr addrspace(4)
  call spir_func void @run(ptr addrspace(4) noundef %29) #8
  %30 = load i32, ptr addrspace(3) %11, align 4, !tbaa !4
  %31 = getelementptr i8, ptr addrspace(1) %17, i64 4
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !4
  %33 = add nsw i32 %32, %30
  store i32 %33, ptr addrspace(1) %31, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #3 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = alloca %struct.job_t, align 8
  %4 = alloca %struct.job_t, align 8
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = shl nsw i32 %6, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  store i32 %6, ptr addrspace(3) %11, align 4, !tbaa !4
  %12 = getelementptr i8, ptr addrspace(3) %11, i64 4
  store i32 %9, ptr addrspace(3) %12, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  %13 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  store ptr addrspace(4) %13, ptr %3, align 8, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %15 = shl nsw i32 %8, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr i32, ptr addrspace(1) %1, i64 %16
  %18 = addrspacecast ptr addrspace(1) %17 to ptr addrspace(4)
  store ptr addrspace(4) %18, ptr %14, align 8, !tbaa !13
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store i32 2, ptr %19, align 8, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store i32 0, ptr %20, align 4
  %21 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @run(ptr addrspace(4) noundef %21) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8
  %22 = srem i32 %8, 32
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %23
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4)
  store ptr addrspace(4) %25, ptr %4, align 8, !tbaa !12
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store ptr addrspace(4) %13, ptr %26, align 8, !tbaa !13
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store i32 1, ptr %27, align 8, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store i32 0, ptr %28, align 4
  %29 = addrspacecast ptr %4 to ptr addrspace(4)
  call spir_func void @run(ptr addrspace(4) noundef %29) #8
  %30 = load i32, ptr addrspace(3) %11, align 4, !tbaa !4
  %31 = getelementptr i8, ptr addrspace(1) %17, i64 4
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !4
  %33 = add nsw i32 %32, %30
  store i32 %33, ptr addrspace(1) %31, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !5, i64 16}
!9 = !{!"", !10, i64 0, !10, i64 8, !5, i64 16}
!10 = !{!"p1 int", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !10, i64 0}
!13 = !{!9, !10, i64 8}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"", !""}
