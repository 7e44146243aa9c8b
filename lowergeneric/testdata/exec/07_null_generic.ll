; ModuleID = '07_null_generic.cl'
source_filename = "07_null_generic.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local spir_func i32 @get_or(ptr addrspace(4) noundef readonly captures(address_is_null) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr addrspace(4) %0, null
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr addrspace(4) %0, align 4, !tbaa !4
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ %1, %2 ]
  ret i32 %7
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readnone align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = add nsw i32 %4, 1
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %10 = and i32 %6, 1
  %11 = icmp eq i32 %10, 0
  %12 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  %13 = select i1 %11, ptr addrspace(4) null, ptr addrspace(4) %12
  %14 = tail call spir_func i32 @get_or(ptr addrspace(4) noundef %13, i32 noundef -7) #7
  %15 = tail call spir_func i32 @get_or(ptr addrspace(4) noundef null, i32 noundef 9) #7
  %16 = add nsw i32 %15, %14
  %17 = icmp eq ptr addrspace(4) %13, null
  %18 = select i1 %17, i32 1000, i32 0
  %19 = add nsw i32 %16, %18
  %20 = sext i32 %6 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  store i32 %19, ptr addrspace(1) %21, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readnone align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = add nsw i32 %4, 1
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %10 = and i32 %6, 1
  %11 = icmp eq i32 %10, 0
  %12 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  %13 = select i1 %11, ptr addrspace(4) null, ptr addrspace(4) %12
  %14 = tail call spir_func i32 @get_or(ptr addrspace(4) noundef %13, i32 noundef -7) #7
  %15 = tail call spir_func i32 @get_or(ptr addrspace(4) noundef null, i32 noundef 9) #7
  %16 = add nsw i32 %15, %14
  %17 = icmp eq ptr addrspace(4) %13, null
  %18 = select i1 %17, i32 1000, i32 0
  %19 = add nsw i32 %16, %18
  %20 = sext i32 %6 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  store i32 %19, ptr addrspace(1) %21, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

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
