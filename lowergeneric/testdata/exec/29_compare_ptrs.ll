; ModuleID = '29_compare_ptrs.cl'
source_filename = "29_compare_ptrs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local spir_func range(i32 0, 4) i32 @same(ptr addrspace(4) noundef readnone captures(address) %0, ptr addrspace(4) noundef readnone captures(address) %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr addrspace(4) %0, %1
  %4 = zext i1 %3 to i32
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 4
  %6 = icmp eq ptr addrspace(4) %5, %1
  %7 = select i1 %6, i32 2, i32 0
  %8 = or disjoint i32 %7, %4
  ret i32 %8
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readnone align 4 captures(address) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = tail call spir_func i32 @same(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %9) #5
  %11 = add nsw i32 %5, 1
  %12 = icmp slt i32 %5, 63
  %13 = select i1 %12, i32 %11, i32 0
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %14
  %16 = addrspacecast ptr addrspace(3) %15 to ptr addrspace(4)
  %17 = tail call spir_func i32 @same(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %16) #5
  %18 = shl nuw nsw i32 %17, 2
  %19 = or disjoint i32 %18, %10
  %20 = addrspacecast ptr %3 to ptr addrspace(4)
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = addrspacecast ptr %21 to ptr addrspace(4)
  %23 = call spir_func i32 @same(ptr addrspace(4) noundef %20, ptr addrspace(4) noundef %22) #5
  %24 = shl nuw nsw i32 %23, 4
  %25 = or disjoint i32 %19, %24
  %26 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %27 = call spir_func i32 @same(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %26) #5
  %28 = shl nuw nsw i32 %27, 6
  %29 = or disjoint i32 %25, %28
  %30 = shl i64 %6, 32
  %31 = ashr exact i64 %30, 30
  %32 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %31
  store i32 %29, ptr addrspace(1) %32, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readnone align 4 captures(address) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %10 = tail call spir_func i32 @same(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %9) #5
  %11 = add nsw i32 %5, 1
  %12 = icmp slt i32 %5, 63
  %13 = select i1 %12, i32 %11, i32 0
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %14
  %16 = addrspacecast ptr addrspace(3) %15 to ptr addrspace(4)
  %17 = tail call spir_func i32 @same(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %16) #5
  %18 = shl nuw nsw i32 %17, 2
  %19 = or disjoint i32 %18, %10
  %20 = addrspacecast ptr %3 to ptr addrspace(4)
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = addrspacecast ptr %21 to ptr addrspace(4)
  %23 = call spir_func i32 @same(ptr addrspace(4) noundef %20, ptr addrspace(4) noundef %22) #5
  %24 = shl nuw nsw i32 %23, 4
  %25 = or disjoint i32 %19, %24
  %26 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %27 = call spir_func i32 @same(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %26) #5
  %28 = shl nuw nsw i32 %27, 6
  %29 = or disjoint i32 %25, %28
  %30 = shl i64 %6, 32
  %31 = ashr exact i64 %30, 30
  %32 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %31
  store i32 %29, ptr addrspace(1) %32, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
