; ModuleID = '30_generic_global_var.cl'
source_filename = "30_generic_global_var.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = dso_local addrspace(1) global [4 x i32] zeroinitializer, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @inc(ptr addrspace(4) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %3
  %5 = load i32, ptr addrspace(4) %4, align 4, !tbaa !4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr addrspace(4) %4, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 4
  tail call spir_func void @inc(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @counter to ptr addrspace(4)), i32 noundef %5) #6
  %6 = addrspacecast ptr %2 to ptr addrspace(4)
  call spir_func void @inc(ptr addrspace(4) noundef %6, i32 noundef %5) #6
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr %2, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = sext i32 %4 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  store i32 %9, ptr addrspace(1) %11, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %4 = trunc i64 %3 to i32
  %5 = srem i32 %4, 4
  tail call spir_func void @inc(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @counter to ptr addrspace(4)), i32 noundef %5) #6
  %6 = addrspacecast ptr %2 to ptr addrspace(4)
  call spir_func void @inc(ptr addrspace(4) noundef %6, i32 noundef %5) #6
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr %2, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = sext i32 %4 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  store i32 %9, ptr addrspace(1) %11, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

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
