; ModuleID = '19_local_only.cl'
source_filename = "19_local_only.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local spir_func i32 @rot(ptr addrspace(4) noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %2, 1
  %5 = srem i32 %4, %1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %6
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !4
  ret i32 %8
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, %3
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %5
  store i32 %4, ptr addrspace(3) %6, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %7 = tail call spir_func i32 @rot(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef 64, i32 noundef %3) #7
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  store i32 %7, ptr addrspace(1) %9, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, %3
  %5 = sext i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %5
  store i32 %4, ptr addrspace(3) %6, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %7 = tail call spir_func i32 @rot(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef 64, i32 noundef %3) #7
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  store i32 %7, ptr addrspace(1) %9, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

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
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
