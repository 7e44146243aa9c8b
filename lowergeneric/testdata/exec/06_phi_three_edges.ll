; ModuleID = '06_phi_three_edges.cl'
source_filename = "06_phi_three_edges.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local spir_func ptr addrspace(4) @pick(i32 noundef %0, ptr addrspace(1) noundef readnone captures(ret: address, provenance) %1, ptr addrspace(3) noundef readnone captures(ret: address, provenance) %2, ptr addrspace(4) noundef readnone captures(ret: address, provenance) %3) local_unnamed_addr #0 {
  switch i32 %0, label %9 [
    i32 0, label %5
    i32 1, label %7
  ]

5:                                                ; preds = %4
  %6 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  br label %9

7:                                                ; preds = %4
  %8 = addrspacecast ptr addrspace(3) %2 to ptr addrspace(4)
  br label %9

9:                                                ; preds = %4, %7, %5
  %10 = phi ptr addrspace(4) [ %8, %7 ], [ %6, %5 ], [ %3, %4 ]
  ret ptr addrspace(4) %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [1 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  %11 = add nsw i32 %7, 1000
  store i32 %11, ptr %3, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %12 = srem i32 %7, 3
  %13 = srem i32 %7, 16
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = addrspacecast ptr %3 to ptr addrspace(4)
  %17 = call spir_func ptr addrspace(4) @pick(i32 noundef %12, ptr addrspace(1) noundef %15, ptr addrspace(3) noundef %10, ptr addrspace(4) noundef %16) #6
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr addrspace(4) %17, align 4, !tbaa !4
  %20 = load i32, ptr %3, align 4, !tbaa !4
  %21 = add nsw i32 %20, %19
  %22 = sext i32 %7 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [1 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = mul nsw i32 %5, 3
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %9
  store i32 %8, ptr addrspace(3) %10, align 4, !tbaa !4
  %11 = add nsw i32 %7, 1000
  store i32 %11, ptr %3, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %12 = srem i32 %7, 3
  %13 = srem i32 %7, 16
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = addrspacecast ptr %3 to ptr addrspace(4)
  %17 = call spir_func ptr addrspace(4) @pick(i32 noundef %12, ptr addrspace(1) noundef %15, ptr addrspace(3) noundef %10, ptr addrspace(4) noundef %16) #6
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr addrspace(4) %17, align 4, !tbaa !4
  %20 = load i32, ptr %3, align 4, !tbaa !4
  %21 = add nsw i32 %20, %19
  %22 = sext i32 %7 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

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
