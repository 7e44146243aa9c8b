; ModuleID = '24_xchg_float.cl'
source_filename = "24_xchg_float.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func float @swapf(ptr addrspace(4) noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = bitcast float %1 to i32
  %4 = atomicrmw xchg ptr addrspace(4) %0, i32 %3 seq_cst, align 4
  %5 = bitcast i32 %4 to float
  ret float %5
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %7
  %9 = sitofp i32 %4 to float
  %10 = fmul float %9, 5.000000e-01
  %11 = bitcast float %10 to i32
  store atomic i32 %11, ptr addrspace(3) %8 monotonic, align 4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %12 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %13 = tail call spir_func float @swapf(ptr addrspace(4) noundef %12, float noundef 1.000000e+00) #7
  %14 = srem i32 %6, 8
  %15 = sdiv i32 %6, 64
  %16 = shl nsw i32 %15, 3
  %17 = add nsw i32 %16, %14
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  %21 = tail call spir_func float @swapf(ptr addrspace(4) noundef %20, float noundef %13) #7
  %22 = fadd float %13, %21
  %23 = sext i32 %6 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %23
  store float %22, ptr addrspace(1) %24, align 4, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %7
  %9 = sitofp i32 %4 to float
  %10 = fmul float %9, 5.000000e-01
  %11 = bitcast float %10 to i32
  store atomic i32 %11, ptr addrspace(3) %8 monotonic, align 4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %12 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %13 = tail call spir_func float @swapf(ptr addrspace(4) noundef %12, float noundef 1.000000e+00) #7
  %14 = srem i32 %6, 8
  %15 = sdiv i32 %6, 64
  %16 = shl nsw i32 %15, 3
  %17 = add nsw i32 %16, %14
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  %21 = tail call spir_func float @swapf(ptr addrspace(4) noundef %20, float noundef %13) #7
  %22 = fadd float %13, %21
  %23 = sext i32 %6 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %23
  store float %22, ptr addrspace(1) %24, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!10 = !{!"atomic_float*", !"float*"}
!11 = !{!"_Atomic(float)*", !"float*"}
!12 = !{!"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
