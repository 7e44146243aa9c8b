; ModuleID = '15_local_array_of_ptrs.cl'
source_filename = "15_local_array_of_ptrs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.slots = internal unnamed_addr addrspace(3) global [64 x ptr addrspace(4)] undef, align 8
@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = shl nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %6, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = and i32 %4, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  br label %18

13:                                               ; preds = %2
  %14 = srem i32 %4, 16
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = addrspacecast ptr addrspace(1) %16 to ptr addrspace(4)
  br label %18

18:                                               ; preds = %11, %13
  %19 = phi ptr addrspace(4) [ %12, %11 ], [ %17, %13 ]
  %20 = getelementptr inbounds ptr addrspace(4), ptr addrspace(3) @k.slots, i64 %7
  store ptr addrspace(4) %19, ptr addrspace(3) %20, align 8, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %21 = add nsw i32 %4, 1
  %22 = srem i32 %21, 64
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds ptr addrspace(4), ptr addrspace(3) @k.slots, i64 %23
  %25 = load ptr addrspace(4), ptr addrspace(3) %24, align 8, !tbaa !12
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !4
  %27 = shl i64 %5, 32
  %28 = ashr exact i64 %27, 30
  %29 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = shl nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %6, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = and i32 %4, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  br label %18

13:                                               ; preds = %2
  %14 = srem i32 %4, 16
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = addrspacecast ptr addrspace(1) %16 to ptr addrspace(4)
  br label %18

18:                                               ; preds = %13, %11
  %19 = phi ptr addrspace(4) [ %12, %11 ], [ %17, %13 ]
  %20 = getelementptr inbounds ptr addrspace(4), ptr addrspace(3) @k.slots, i64 %7
  store ptr addrspace(4) %19, ptr addrspace(3) %20, align 8, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %21 = add nsw i32 %4, 1
  %22 = srem i32 %21, 64
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds ptr addrspace(4), ptr addrspace(3) @k.slots, i64 %23
  %25 = load ptr addrspace(4), ptr addrspace(3) %24, align 8, !tbaa !12
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !4
  %27 = shl i64 %5, 32
  %28 = ashr exact i64 %27, 30
  %29 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 int", !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
