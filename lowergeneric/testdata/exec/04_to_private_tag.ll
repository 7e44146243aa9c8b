; ModuleID = '04_to_private_tag.cl'
source_filename = "04_to_private_tag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: noinline norecurse nounwind
define dso_local spir_func range(i32 1, 4) i32 @where(ptr addrspace(4) noundef %0) local_unnamed_addr #0 {
  %2 = tail call spir_func ptr @__to_private(ptr addrspace(4) %0) #5
  %3 = icmp eq ptr %2, addrspacecast (ptr addrspace(4) null to ptr)
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %0) #5
  %6 = icmp eq ptr addrspace(1) %5, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  %7 = select i1 %6, i32 3, i32 2
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ 1, %1 ]
  ret i32 %9
}

declare dso_local spir_func ptr @__to_private(ptr addrspace(4)) local_unnamed_addr

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  store i64 34359738375, ptr %3, align 8
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = addrspacecast ptr %9 to ptr addrspace(4)
  br label %16

11:                                               ; preds = %2
  %12 = srem i32 %5, 8
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  br label %16

16:                                               ; preds = %8, %11
  %17 = phi ptr addrspace(4) [ %10, %8 ], [ %15, %11 ]
  %18 = call spir_func i32 @where(ptr addrspace(4) noundef %17) #5
  %19 = mul nuw nsw i32 %18, 100
  %20 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %5 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !4
  store i32 %5, ptr addrspace(4) %17, align 4, !tbaa !4
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = load i32, ptr addrspace(1) %23, align 4, !tbaa !4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  store i64 34359738375, ptr %3, align 8
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = addrspacecast ptr %9 to ptr addrspace(4)
  br label %16

11:                                               ; preds = %2
  %12 = srem i32 %5, 8
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  br label %16

16:                                               ; preds = %11, %8
  %17 = phi ptr addrspace(4) [ %10, %8 ], [ %15, %11 ]
  %18 = call spir_func i32 @where(ptr addrspace(4) noundef %17) #5
  %19 = mul nuw nsw i32 %18, 100
  %20 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %5 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !4
  store i32 %5, ptr addrspace(4) %17, align 4, !tbaa !4
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !4
  %26 = load i32, ptr addrspace(1) %23, align 4, !tbaa !4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"", !""}
