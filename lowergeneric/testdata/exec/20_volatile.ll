; ModuleID = '20_volatile.cl'
source_filename = "20_volatile.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_func i32 @vbump(ptr addrspace(4) noundef %0) local_unnamed_addr #0 {
  %2 = load volatile i32, ptr addrspace(4) %0, align 4, !tbaa !4
  %3 = add nsw i32 %2, 1
  store volatile i32 %3, ptr addrspace(4) %0, align 4, !tbaa !4
  ret i32 %2
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %4, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = tail call spir_func i32 @vbump(ptr addrspace(4) noundef %9) #7
  %11 = srem i32 %6, 16
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  %15 = tail call spir_func i32 @vbump(ptr addrspace(4) noundef %14) #7
  %16 = shl nsw i32 %15, 1
  %17 = add nsw i32 %16, %10
  %18 = sext i32 %6 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %4, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = tail call spir_func i32 @vbump(ptr addrspace(4) noundef %9) #7
  %11 = srem i32 %6, 16
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  %15 = tail call spir_func i32 @vbump(ptr addrspace(4) noundef %14) #7
  %16 = shl nsw i32 %15, 1
  %17 = add nsw i32 %16, %10
  %18 = sext i32 %6 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
