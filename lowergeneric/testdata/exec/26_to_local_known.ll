; ModuleID = '26_to_local_known.cl'
source_filename = "26_to_local_known.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %4, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = srem i32 %6, 16
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = addrspacecast ptr addrspace(1) %12 to ptr addrspace(4)
  %14 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %9) #4
  %15 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %13) #4
  %16 = icmp eq ptr addrspace(3) %14, addrspacecast (ptr addrspace(4) null to ptr addrspace(3))
  br i1 %16, label %19, label %17

17:                                               ; preds = %2
  %18 = load i32, ptr addrspace(3) %14, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %17, %2
  %20 = phi i32 [ %18, %17 ], [ -1, %2 ]
  %21 = icmp eq ptr addrspace(1) %15, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  %23 = load i32, ptr addrspace(1) %15, align 4, !tbaa !4
  br label %24

24:                                               ; preds = %19, %22
  %25 = phi i32 [ %23, %22 ], [ -2, %19 ]
  %26 = add nsw i32 %25, %20
  %27 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %9) #4
  %28 = icmp eq ptr addrspace(1) %27, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  %29 = select i1 %28, i32 0, i32 100
  %30 = add nsw i32 %26, %29
  %31 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %13) #4
  %32 = icmp eq ptr addrspace(3) %31, addrspacecast (ptr addrspace(4) null to ptr addrspace(3))
  %33 = select i1 %32, i32 0, i32 1000
  %34 = add nsw i32 %30, %33
  %35 = sext i32 %6 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %35
  store i32 %34, ptr addrspace(1) %36, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %4, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = srem i32 %6, 16
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = addrspacecast ptr addrspace(1) %12 to ptr addrspace(4)
  %14 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %9) #4
  %15 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %13) #4
  %16 = icmp eq ptr addrspace(3) %14, addrspacecast (ptr addrspace(4) null to ptr addrspace(3))
  br i1 %16, label %19, label %17

17:                                               ; preds = %2
  %18 = load i32, ptr addrspace(3) %14, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %2, %17
  %20 = phi i32 [ %18, %17 ], [ -1, %2 ]
  %21 = icmp eq ptr addrspace(1) %15, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  %23 = load i32, ptr addrspace(1) %15, align 4, !tbaa !4
  br label %24

24:                                               ; preds = %19, %22
  %25 = phi i32 [ %23, %22 ], [ -2, %19 ]
  %26 = add nsw i32 %25, %20
  %27 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %9) #4
  %28 = icmp eq ptr addrspace(1) %27, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  %29 = select i1 %28, i32 0, i32 100
  %30 = add nsw i32 %26, %29
  %31 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %13) #4
  %32 = icmp eq ptr addrspace(3) %31, addrspacecast (ptr addrspace(4) null to ptr addrspace(3))
  %33 = select i1 %32, i32 0, i32 1000
  %34 = add nsw i32 %30, %33
  %35 = sext i32 %6 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %35
  store i32 %34, ptr addrspace(1) %36, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

declare dso_local spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) local_unnamed_addr

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
