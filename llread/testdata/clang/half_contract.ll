; ModuleID = 'half_contract.cl'
source_filename = "half_contract.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @conv(ptr addrspace(1) noundef align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %21

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %17, %6 ], [ 0, %3 ]
  %8 = phi double [ %16, %6 ], [ 0.000000e+00, %3 ]
  %9 = fcmp fast ogt double %8, 1.000000e+00
  %10 = zext nneg i32 %7 to i64
  %11 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %10
  %12 = load half, ptr addrspace(1) %11, align 2, !tbaa !12
  %13 = fpext fast half %12 to double
  %14 = fmul fast double %8, %13
  %15 = fadd fast double %8, %13
  %16 = select fast i1 %9, double %14, double %15
  %17 = add nuw nsw i32 %7, 1
  %18 = icmp slt i32 %17, %2
  br i1 %18, label %6, label %19

19:                                               ; preds = %6
  %20 = fptrunc fast double %16 to half
  br label %21

21:                                               ; preds = %19, %3
  %22 = phi half [ 0xH0000, %3 ], [ %20, %19 ]
  %23 = shl i64 %4, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %24
  store half %22, ptr addrspace(1) %25, align 2, !tbaa !12
  %26 = fpext fast half %22 to float
  %27 = tail call fast spir_func nofpclass(nan inf) double @_Z14convert_doublef(float noundef nofpclass(nan inf) %26) #3
  %28 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %24
  store double %27, ptr addrspace(1) %28, align 8, !tbaa !14
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_conv(ptr addrspace(1) noundef align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %16, label %8

6:                                                ; preds = %16
  %7 = fptrunc fast double %26 to half
  br label %8

8:                                                ; preds = %6, %3
  %9 = phi half [ 0xH0000, %3 ], [ %7, %6 ]
  %10 = shl i64 %4, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %11
  store half %9, ptr addrspace(1) %12, align 2, !tbaa !12
  %13 = fpext fast half %9 to float
  %14 = tail call fast spir_func nofpclass(nan inf) double @_Z14convert_doublef(float noundef nofpclass(nan inf) %13) #3
  %15 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %11
  store double %14, ptr addrspace(1) %15, align 8, !tbaa !14
  ret void

16:                                               ; preds = %3, %16
  %17 = phi i32 [ %27, %16 ], [ 0, %3 ]
  %18 = phi double [ %26, %16 ], [ 0.000000e+00, %3 ]
  %19 = fcmp fast ogt double %18, 1.000000e+00
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %20
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !12
  %23 = fpext fast half %22 to double
  %24 = fmul fast double %18, %23
  %25 = fadd fast double %18, %23
  %26 = select fast i1 %19, double %24, double %25
  %27 = add nuw nsw i32 %17, 1
  %28 = icmp slt i32 %27, %2
  br i1 %28, label %16, label %6
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func nofpclass(nan inf) double @_Z14convert_doublef(float noundef nofpclass(nan inf)) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

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
!10 = !{!"half*", !"double*", !"int"}
!11 = !{!"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"half", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
