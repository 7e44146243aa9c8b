; ModuleID = '12_memcpy_spaces.cl'
source_filename = "12_memcpy_spaces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [256 x i32] undef, align 4
@__const.k.pv = private unnamed_addr addrspace(2) constant [4 x i32] [i32 9, i32 8, i32 7, i32 6], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @copy(ptr addrspace(4) noundef writeonly captures(none) %0, ptr addrspace(4) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %2 to i64
  tail call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) align 1 %0, ptr addrspace(4) align 1 %1, i64 %4, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  %4 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.pv, i64 16, i1 false)
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = shl nsw i32 %6, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  %12 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  %13 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %12, ptr addrspace(4) noundef %13, i32 noundef 16) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  %14 = addrspacecast ptr %4 to ptr addrspace(4)
  %15 = add nsw i32 %6, 1
  %16 = srem i32 %15, 64
  %17 = shl nsw i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %18
  %20 = addrspacecast ptr addrspace(3) %19 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %14, ptr addrspace(4) noundef %20, i32 noundef 16) #7
  %21 = shl nsw i32 %8, 2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %24 = addrspacecast ptr addrspace(1) %23 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %24, ptr addrspace(4) noundef %14, i32 noundef 16) #7
  %25 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %26 = addrspacecast ptr addrspace(1) %25 to ptr addrspace(4)
  %27 = srem i32 %8, 16
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = addrspacecast ptr addrspace(1) %29 to ptr addrspace(4)
  tail call spir_func void @copy(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %30, i32 noundef 4) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  %4 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.pv, i64 16, i1 false)
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = shl nsw i32 %6, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  %12 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  %13 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %12, ptr addrspace(4) noundef %13, i32 noundef 16) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  %14 = addrspacecast ptr %4 to ptr addrspace(4)
  %15 = add nsw i32 %6, 1
  %16 = srem i32 %15, 64
  %17 = shl nsw i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %18
  %20 = addrspacecast ptr addrspace(3) %19 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %14, ptr addrspace(4) noundef %20, i32 noundef 16) #7
  %21 = shl nsw i32 %8, 2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %24 = addrspacecast ptr addrspace(1) %23 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) noundef %24, ptr addrspace(4) noundef %14, i32 noundef 16) #7
  %25 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %26 = addrspacecast ptr addrspace(1) %25 to ptr addrspace(4)
  %27 = srem i32 %8, 16
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = addrspacecast ptr addrspace(1) %29 to ptr addrspace(4)
  tail call spir_func void @copy(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %30, i32 noundef 4) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
