; ModuleID = '31_struct_copy.cl'
source_filename = "31_struct_copy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.span = type { ptr addrspace(4), i32 }

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local spir_func void @copy(ptr addrspace(4) noundef writeonly captures(none) %0, ptr addrspace(4) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %6, %3
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %11, %6 ], [ 0, %3 ]
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.span, ptr addrspace(4) %0, i64 %8
  %10 = getelementptr inbounds nuw %struct.span, ptr addrspace(4) %1, i64 %8
  tail call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) noundef align 8 dereferenceable(16) %9, ptr addrspace(4) noundef align 8 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !8
  %11 = add nuw nsw i32 %7, 1
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %6, label %5, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = alloca [2 x %struct.span], align 8
  %5 = alloca [2 x %struct.span], align 8
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %7, 3
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %11
  store i32 %10, ptr addrspace(3) %12, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %13 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  store ptr addrspace(4) %14, ptr %4, align 8, !tbaa !18
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %15, align 8, !tbaa !20
  %16 = addrspacecast ptr addrspace(3) %12 to ptr addrspace(4)
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store ptr addrspace(4) %16, ptr %17, align 8, !tbaa !18
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store i32 2, ptr %18, align 8, !tbaa !20
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  store ptr addrspace(4) %20, ptr %5, align 8, !tbaa !18
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 0, ptr %21, align 8, !tbaa !20
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  %23 = addrspacecast ptr addrspace(1) %22 to ptr addrspace(4)
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr addrspace(4) %23, ptr %24, align 8, !tbaa !18
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 0, ptr %25, align 8, !tbaa !20
  %26 = addrspacecast ptr %5 to ptr addrspace(4)
  %27 = addrspacecast ptr %4 to ptr addrspace(4)
  %28 = and i32 %2, 1
  %29 = add nuw nsw i32 %28, 1
  %30 = and i32 %9, 1
  %31 = add nuw nsw i32 %29, %30
  call spir_func void @copy(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %27, i32 noundef %31) #9
  %32 = load ptr addrspace(4), ptr %24, align 8, !tbaa !18
  %33 = load i32, ptr addrspace(4) %32, align 4, !tbaa !4
  %34 = load ptr addrspace(4), ptr %5, align 8, !tbaa !18
  %35 = load i32, ptr addrspace(4) %34, align 4, !tbaa !4
  %36 = add nsw i32 %35, %33
  %37 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %32) #9
  %38 = icmp eq ptr addrspace(1) %37, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  %39 = select i1 %38, i32 0, i32 100
  %40 = add nsw i32 %36, %39
  %41 = sext i32 %9 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41
  store i32 %40, ptr addrspace(1) %42, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = alloca [2 x %struct.span], align 8
  %5 = alloca [2 x %struct.span], align 8
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %7, 3
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %11
  store i32 %10, ptr addrspace(3) %12, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %13 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  store ptr addrspace(4) %14, ptr %4, align 8, !tbaa !18
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %15, align 8, !tbaa !20
  %16 = addrspacecast ptr addrspace(3) %12 to ptr addrspace(4)
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store ptr addrspace(4) %16, ptr %17, align 8, !tbaa !18
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store i32 2, ptr %18, align 8, !tbaa !20
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  store ptr addrspace(4) %20, ptr %5, align 8, !tbaa !18
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 0, ptr %21, align 8, !tbaa !20
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  %23 = addrspacecast ptr addrspace(1) %22 to ptr addrspace(4)
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr addrspace(4) %23, ptr %24, align 8, !tbaa !18
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 0, ptr %25, align 8, !tbaa !20
  %26 = addrspacecast ptr %5 to ptr addrspace(4)
  %27 = addrspacecast ptr %4 to ptr addrspace(4)
  %28 = and i32 %2, 1
  %29 = add nuw nsw i32 %28, 1
  %30 = and i32 %9, 1
  %31 = add nuw nsw i32 %29, %30
  call spir_func void @copy(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %27, i32 noundef %31) #9
  %32 = load ptr addrspace(4), ptr %24, align 8, !tbaa !18
  %33 = load i32, ptr addrspace(4) %32, align 4, !tbaa !4
  %34 = load ptr addrspace(4), ptr %5, align 8, !tbaa !18
  %35 = load i32, ptr addrspace(4) %34, align 4, !tbaa !4
  %36 = add nsw i32 %35, %33
  %37 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %32) #9
  %38 = icmp eq ptr addrspace(1) %37, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  %39 = select i1 %38, i32 0, i32 100
  %40 = add nsw i32 %36, %39
  %41 = sext i32 %9 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41
  store i32 %40, ptr addrspace(1) %42, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

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
!8 = !{i64 0, i64 8, !9, i64 8, i64 4, !4}
!9 = !{!10, !10, i64 0}
!10 = !{!"p1 int", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i32 1, i32 1, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"int"}
!17 = !{!"", !"", !""}
!18 = !{!19, !10, i64 0}
!19 = !{!"", !10, i64 0, !5, i64 8}
!20 = !{!19, !5, i64 8}
