; ModuleID = '23_histogram_generic.cl'
source_filename = "23_histogram_generic.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.lh = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_func void @hit(ptr addrspace(4) noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %3
  %5 = atomicrmw volatile add ptr addrspace(4) %4, i32 1 monotonic, align 4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %7 = icmp slt i32 %5, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.lh, i64 %9
  store atomic i32 0, ptr addrspace(3) %10 monotonic, align 4
  br label %11

11:                                               ; preds = %8, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %12 = shl i64 %6, 32
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = and i32 %15, 7
  tail call spir_func void @hit(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.lh to ptr addrspace(4)), i32 noundef %16) #7
  %17 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %18 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %19 = lshr i32 %18, 1
  %20 = and i32 %19, 7
  tail call spir_func void @hit(ptr addrspace(4) noundef %17, i32 noundef %20) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br i1 %7, label %21, label %29

21:                                               ; preds = %11
  %22 = sext i32 %5 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(3) @k.lh, i64 %22
  %24 = load atomic i32, ptr addrspace(3) %23 monotonic, align 4
  %25 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %26 = shl i64 %25, 5
  %27 = getelementptr i8, ptr addrspace(1) %2, i64 %26
  %28 = getelementptr i32, ptr addrspace(1) %27, i64 %22
  store i32 %24, ptr addrspace(1) %28, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %11, %21
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %7 = icmp slt i32 %5, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.lh, i64 %9
  store atomic i32 0, ptr addrspace(3) %10 monotonic, align 4
  br label %11

11:                                               ; preds = %8, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %12 = shl i64 %6, 32
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = and i32 %15, 7
  tail call spir_func void @hit(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.lh to ptr addrspace(4)), i32 noundef %16) #7
  %17 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %18 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %19 = lshr i32 %18, 1
  %20 = and i32 %19, 7
  tail call spir_func void @hit(ptr addrspace(4) noundef %17, i32 noundef %20) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br i1 %7, label %21, label %29

21:                                               ; preds = %11
  %22 = sext i32 %5 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(3) @k.lh, i64 %22
  %24 = load atomic i32, ptr addrspace(3) %23 monotonic, align 4
  %25 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %26 = shl i64 %25, 5
  %27 = getelementptr i8, ptr addrspace(1) %2, i64 %26
  %28 = getelementptr i32, ptr addrspace(1) %27, i64 %22
  store i32 %24, ptr addrspace(1) %28, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %21, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"atomic_int*", !"int*"}
!11 = !{!"int*", !"_Atomic(int)*", !"int*"}
!12 = !{!"const", !"", !""}
