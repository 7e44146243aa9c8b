; ModuleID = '03_to_dispatch.cl'
source_filename = "03_to_dispatch.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: noinline norecurse nounwind
define dso_local spir_func range(i32 -2147483647, -2147483648) i32 @classify(ptr addrspace(4) noundef %0) local_unnamed_addr #0 {
  %2 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %0) #6
  %3 = icmp eq ptr addrspace(1) %2, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %3, label %8, label %4

4:                                                ; preds = %1
  %5 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %0) #6
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = add nsw i32 %6, 1
  br label %22

8:                                                ; preds = %1
  %9 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %0) #6
  %10 = icmp eq ptr addrspace(3) %9, addrspacecast (ptr addrspace(4) null to ptr addrspace(3))
  br i1 %10, label %15, label %11

11:                                               ; preds = %8
  %12 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %0) #6
  %13 = load i32, ptr addrspace(3) %12, align 4, !tbaa !4
  %14 = add nsw i32 %13, 100
  br label %22

15:                                               ; preds = %8
  %16 = tail call spir_func ptr @__to_private(ptr addrspace(4) %0) #6
  %17 = icmp eq ptr %16, addrspacecast (ptr addrspace(4) null to ptr)
  br i1 %17, label %22, label %18

18:                                               ; preds = %15
  %19 = tail call spir_func ptr @__to_private(ptr addrspace(4) %0) #6
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = add nsw i32 %20, 10000
  br label %22

22:                                               ; preds = %15, %18, %11, %4
  %23 = phi i32 [ %7, %4 ], [ %14, %11 ], [ %21, %18 ], [ -1, %15 ]
  ret i32 %23
}

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

declare dso_local spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) local_unnamed_addr

declare dso_local spir_func ptr @__to_private(ptr addrspace(4)) local_unnamed_addr

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store i32 5, ptr %3, align 4, !tbaa !4
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %8
  store i32 %5, ptr addrspace(3) %9, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %10 = srem i32 %7, 3
  switch i32 %10, label %18 [
    i32 0, label %11
    i32 1, label %16
  ]

11:                                               ; preds = %2
  %12 = srem i32 %7, 16
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  br label %20

16:                                               ; preds = %2
  %17 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  br label %20

18:                                               ; preds = %2
  %19 = addrspacecast ptr %3 to ptr addrspace(4)
  br label %20

20:                                               ; preds = %11, %16, %18
  %21 = phi ptr addrspace(4) [ %15, %11 ], [ %17, %16 ], [ %19, %18 ]
  %22 = call spir_func i32 @classify(ptr addrspace(4) noundef %21) #6
  %23 = sext i32 %7 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  store i32 %22, ptr addrspace(1) %24, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store i32 5, ptr %3, align 4, !tbaa !4
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %8
  store i32 %5, ptr addrspace(3) %9, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %10 = srem i32 %7, 3
  switch i32 %10, label %18 [
    i32 0, label %11
    i32 1, label %16
  ]

11:                                               ; preds = %2
  %12 = srem i32 %7, 16
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  br label %20

16:                                               ; preds = %2
  %17 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  br label %20

18:                                               ; preds = %2
  %19 = addrspacecast ptr %3 to ptr addrspace(4)
  br label %20

20:                                               ; preds = %16, %18, %11
  %21 = phi ptr addrspace(4) [ %15, %11 ], [ %17, %16 ], [ %19, %18 ]
  %22 = call spir_func i32 @classify(ptr addrspace(4) noundef %21) #6
  %23 = sext i32 %7 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  store i32 %22, ptr addrspace(1) %24, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

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
