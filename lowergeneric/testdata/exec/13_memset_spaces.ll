; ModuleID = '13_memset_spaces.cl'
source_filename = "13_memset_spaces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [512 x i8] undef, align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local spir_func void @clear(ptr addrspace(4) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i32 %1 to i8
  %5 = sext i32 %2 to i64
  tail call void @llvm.memset.p4.i64(ptr addrspace(4) align 1 %0, i8 %4, i64 %5, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p4.i64(ptr addrspace(4) writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = alloca [8 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #7
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %4, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr addrspace(3) @k.l, i64 %8
  %10 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  tail call spir_func void @clear(ptr addrspace(4) noundef %10, i32 noundef %4, i32 noundef 8) #7
  %11 = addrspacecast ptr %2 to ptr addrspace(4)
  call spir_func void @clear(ptr addrspace(4) noundef %11, i32 noundef 3, i32 noundef 8) #7
  %12 = shl nsw i32 %6, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  tail call spir_func void @clear(ptr addrspace(4) noundef %15, i32 noundef 1, i32 noundef 4) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %16 = getelementptr i8, ptr addrspace(3) %9, i64 3
  %17 = load i8, ptr addrspace(3) %16, align 1, !tbaa !12
  %18 = sext i8 %17 to i32
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 5
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = sext i8 %20 to i32
  %22 = add nsw i32 %21, %18
  %23 = getelementptr i8, ptr addrspace(1) %14, i64 4
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = alloca [8 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #7
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %4, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr addrspace(3) @k.l, i64 %8
  %10 = addrspacecast ptr addrspace(3) %9 to ptr addrspace(4)
  tail call spir_func void @clear(ptr addrspace(4) noundef %10, i32 noundef %4, i32 noundef 8) #7
  %11 = addrspacecast ptr %2 to ptr addrspace(4)
  call spir_func void @clear(ptr addrspace(4) noundef %11, i32 noundef 3, i32 noundef 8) #7
  %12 = shl nsw i32 %6, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  tail call spir_func void @clear(ptr addrspace(4) noundef %15, i32 noundef 1, i32 noundef 4) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %16 = getelementptr i8, ptr addrspace(3) %9, i64 3
  %17 = load i8, ptr addrspace(3) %16, align 1, !tbaa !12
  %18 = sext i8 %17 to i32
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 5
  %20 = load i8, ptr %19, align 1, !tbaa !12
  %21 = sext i8 %20 to i32
  %22 = add nsw i32 %21, %18
  %23 = getelementptr i8, ptr addrspace(1) %14, i64 4
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
!12 = !{!6, !6, i64 0}
