; ModuleID = '22_ptr_to_ptr.cl'
source_filename = "22_ptr_to_ptr.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [65 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @advance(ptr addrspace(4) noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = load ptr addrspace(4), ptr addrspace(4) %0, align 8, !tbaa !8
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 4
  store ptr addrspace(4) %3, ptr addrspace(4) %0, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func i32 @deref(ptr addrspace(4) noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load ptr addrspace(4), ptr addrspace(4) %0, align 8, !tbaa !8
  %3 = load i32, ptr addrspace(4) %2, align 4, !tbaa !4
  ret i32 %3
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 5
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  %11 = icmp eq i32 %5, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 -1, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @k.l, i64 256), align 4, !tbaa !4
  br label %13

13:                                               ; preds = %12, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %14 = and i32 %7, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = addrspacecast ptr addrspace(3) %10 to ptr addrspace(4)
  br label %23

18:                                               ; preds = %13
  %19 = srem i32 %7, 16
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  br label %23

23:                                               ; preds = %16, %18
  %24 = phi ptr addrspace(4) [ %17, %16 ], [ %22, %18 ]
  store ptr addrspace(4) %24, ptr %3, align 8, !tbaa !8
  %25 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @advance(ptr addrspace(4) noundef %25) #9
  %26 = call spir_func i32 @deref(ptr addrspace(4) noundef %25) #9
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  store i32 %26, ptr addrspace(1) %28, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 5
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  %11 = icmp eq i32 %5, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 -1, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @k.l, i64 256), align 4, !tbaa !4
  br label %13

13:                                               ; preds = %12, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %14 = and i32 %7, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = addrspacecast ptr addrspace(3) %10 to ptr addrspace(4)
  br label %23

18:                                               ; preds = %13
  %19 = srem i32 %7, 16
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  br label %23

23:                                               ; preds = %18, %16
  %24 = phi ptr addrspace(4) [ %17, %16 ], [ %22, %18 ]
  store ptr addrspace(4) %24, ptr %3, align 8, !tbaa !8
  %25 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @advance(ptr addrspace(4) noundef %25) #9
  %26 = call spir_func i32 @deref(ptr addrspace(4) noundef %25) #9
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  store i32 %26, ptr addrspace(1) %28, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"p1 int", !10, i64 0}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"", !""}
