; ModuleID = '09_cmpxchg.cl'
source_filename = "09_cmpxchg.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [1 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_func i32 @amax(ptr addrspace(4) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load atomic i32, ptr addrspace(4) %0 monotonic, align 4
  br label %4

4:                                                ; preds = %7, %2
  %5 = phi i32 [ %3, %2 ], [ %10, %7 ]
  %6 = icmp slt i32 %5, %1
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = cmpxchg ptr addrspace(4) %0, i32 %5, i32 %1 acq_rel monotonic, align 4
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  br i1 %9, label %11, label %4, !llvm.loop !8

11:                                               ; preds = %4, %7
  %12 = phi i32 [ %10, %7 ], [ %5, %4 ]
  ret i32 %12
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store atomic i32 -1, ptr addrspace(3) @k.l monotonic, align 4
  br label %8

8:                                                ; preds = %2, %7
  %9 = trunc i64 %5 to i32
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %10 = mul nsw i32 %4, 37
  %11 = srem i32 %10, 64
  %12 = tail call spir_func i32 @amax(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %11) #7
  %13 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %14 = tail call spir_func i32 @amax(ptr addrspace(4) noundef %13, i32 noundef %9) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %15 = load atomic i32, ptr addrspace(3) @k.l monotonic, align 4
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  store i32 %15, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store atomic i32 -1, ptr addrspace(3) @k.l monotonic, align 4
  br label %8

8:                                                ; preds = %7, %2
  %9 = trunc i64 %5 to i32
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %10 = mul nsw i32 %4, 37
  %11 = srem i32 %10, 64
  %12 = tail call spir_func i32 @amax(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %11) #7
  %13 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %14 = tail call spir_func i32 @amax(ptr addrspace(4) noundef %13, i32 noundef %9) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %15 = load atomic i32, ptr addrspace(3) @k.l monotonic, align 4
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  store i32 %15, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{i32 1, i32 1}
!11 = !{!"none", !"none"}
!12 = !{!"atomic_int*", !"int*"}
!13 = !{!"_Atomic(int)*", !"int*"}
!14 = !{!"", !""}
