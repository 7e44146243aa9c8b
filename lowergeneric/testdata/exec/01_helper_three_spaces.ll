; ModuleID = '01_helper_three_spaces.cl'
source_filename = "01_helper_three_spaces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4
@__const.k.priv = private unnamed_addr addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func i32 @bump(ptr addrspace(4) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %3
  %5 = load i32, ptr addrspace(4) %4, align 4, !tbaa !4
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  store i32 %7, ptr addrspace(4) %4, align 4, !tbaa !4
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.priv, i64 16, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %11 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %12 = srem i32 %7, 16
  %13 = tail call spir_func i32 @bump(ptr addrspace(4) noundef %11, i32 noundef %12) #7
  %14 = tail call spir_func i32 @bump(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %5) #7
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = srem i32 %5, 4
  %17 = call spir_func i32 @bump(ptr addrspace(4) noundef %15, i32 noundef %16) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %18 = mul nsw i32 %13, 7
  %19 = mul nsw i32 %14, 5
  %20 = add nsw i32 %19, %18
  %21 = add nsw i32 %20, %17
  %22 = load i32, ptr addrspace(3) %10, align 4, !tbaa !4
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %16 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = add nsw i32 %23, %26
  %28 = sext i32 %7 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.priv, i64 16, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %11 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %12 = srem i32 %7, 16
  %13 = tail call spir_func i32 @bump(ptr addrspace(4) noundef %11, i32 noundef %12) #7
  %14 = tail call spir_func i32 @bump(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %5) #7
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = srem i32 %5, 4
  %17 = call spir_func i32 @bump(ptr addrspace(4) noundef %15, i32 noundef %16) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %18 = mul nsw i32 %13, 7
  %19 = mul nsw i32 %14, 5
  %20 = add nsw i32 %19, %18
  %21 = add nsw i32 %20, %17
  %22 = load i32, ptr addrspace(3) %10, align 4, !tbaa !4
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %16 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = add nsw i32 %23, %26
  %28 = sext i32 %7 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

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
