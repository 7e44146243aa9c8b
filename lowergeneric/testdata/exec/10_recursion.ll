; ModuleID = '10_recursion.cl'
source_filename = "10_recursion.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x i32] undef, align 4
@__const.k.pv = private unnamed_addr addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local spir_func i32 @rsum(ptr addrspace(4) noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i32 [ 0, %2 ], [ %12, %7 ]
  %5 = phi i32 [ %1, %2 ], [ %8, %7 ]
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = add nsw i32 %5, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %9
  %11 = load i32, ptr addrspace(4) %10, align 4, !tbaa !4
  %12 = add nsw i32 %4, %11
  br label %3

13:                                               ; preds = %3
  %14 = add nsw i32 %4, 0
  ret i32 %14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local spir_func i32 @alt(ptr addrspace(4) noundef readonly captures(none) %0, ptr addrspace(4) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3, %7
  %6 = phi i32 [ %13, %7 ], [ 0, %3 ]
  ret i32 %6

7:                                                ; preds = %3
  %8 = add nsw i32 %2, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(4) %0, i64 %9
  %11 = load i32, ptr addrspace(4) %10, align 4, !tbaa !4
  %12 = tail call spir_func i32 @alt(ptr addrspace(4) noundef %1, ptr addrspace(4) noundef %0, i32 noundef %8) #7
  %13 = sub nsw i32 %11, %12
  br label %5
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.pv, i64 16, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %5, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %9 = addrspacecast ptr %3 to ptr addrspace(4)
  %10 = call spir_func i32 @rsum(ptr addrspace(4) noundef %9, i32 noundef 4) #7
  %11 = srem i32 %5, 8
  %12 = tail call spir_func i32 @rsum(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %11) #7
  %13 = add nsw i32 %12, %10
  %14 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %15 = tail call spir_func i32 @rsum(ptr addrspace(4) noundef %14, i32 noundef 3) #7
  %16 = add nsw i32 %13, %15
  %17 = call spir_func i32 @alt(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef 4) #7
  %18 = add nsw i32 %16, %17
  %19 = call spir_func i32 @alt(ptr addrspace(4) noundef %14, ptr addrspace(4) noundef %9, i32 noundef 3) #7
  %20 = add nsw i32 %18, %19
  %21 = shl i64 %6, 32
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %22
  store i32 %20, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr addrspace(2) noundef align 4 dereferenceable(16) @__const.k.pv, i64 16, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %5, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %9 = addrspacecast ptr %3 to ptr addrspace(4)
  %10 = call spir_func i32 @rsum(ptr addrspace(4) noundef %9, i32 noundef 4) #7
  %11 = srem i32 %5, 8
  %12 = tail call spir_func i32 @rsum(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %11) #7
  %13 = add nsw i32 %12, %10
  %14 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %15 = tail call spir_func i32 @rsum(ptr addrspace(4) noundef %14, i32 noundef 3) #7
  %16 = add nsw i32 %13, %15
  %17 = call spir_func i32 @alt(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef 4) #7
  %18 = add nsw i32 %16, %17
  %19 = call spir_func i32 @alt(ptr addrspace(4) noundef %14, ptr addrspace(4) noundef %9, i32 noundef 3) #7
  %20 = add nsw i32 %18, %19
  %21 = shl i64 %6, 32
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %22
  store i32 %20, ptr addrspace(1) %23, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
