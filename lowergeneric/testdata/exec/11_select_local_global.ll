; ModuleID = '11_select_local_global.cl'
source_filename = "11_select_local_global.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = sitofp i32 %5 to float
  %9 = fmul float %8, 5.000000e-01
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %10
  store float %9, ptr addrspace(3) %11, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %3
  %15 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  br label %21

16:                                               ; preds = %3
  %17 = srem i32 %7, 32
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  br label %21

21:                                               ; preds = %14, %16
  %22 = phi ptr addrspace(4) [ %15, %14 ], [ %20, %16 ]
  %23 = load float, ptr addrspace(4) %22, align 4, !tbaa !12
  %24 = fadd float %23, 1.000000e+00
  store float %24, ptr addrspace(4) %22, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %25 = load float, ptr addrspace(3) %11, align 4, !tbaa !12
  %26 = fadd float %23, %25
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = sitofp i32 %5 to float
  %9 = fmul float %8, 5.000000e-01
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %10
  store float %9, ptr addrspace(3) %11, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %3
  %15 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  br label %21

16:                                               ; preds = %3
  %17 = srem i32 %7, 32
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  br label %21

21:                                               ; preds = %16, %14
  %22 = phi ptr addrspace(4) [ %15, %14 ], [ %20, %16 ]
  %23 = load float, ptr addrspace(4) %22, align 4, !tbaa !12
  %24 = fadd float %23, 1.000000e+00
  store float %24, ptr addrspace(4) %22, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %25 = load float, ptr addrspace(3) %11, align 4, !tbaa !12
  %26 = fadd float %23, %25
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !12
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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int"}
!11 = !{!"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
