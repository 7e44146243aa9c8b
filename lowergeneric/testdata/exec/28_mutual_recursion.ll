; ModuleID = '28_mutual_recursion.cl'
source_filename = "28_mutual_recursion.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [8 x i32] undef, align 4
@__const.k.pv = private unnamed_addr addrspace(2) constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local spir_func i32 @even_sum(ptr addrspace(4) noundef readonly captures(none) %0, ptr addrspace(4) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %2, 1
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspace(4) %0, i64 %6
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !4
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %5
  %11 = load i32, ptr addrspace(4) %0, align 4, !tbaa !4
  br label %21

12:                                               ; preds = %5
  %13 = zext nneg i32 %2 to i64
  %14 = getelementptr i32, ptr addrspace(4) %1, i64 %13
  %15 = getelementptr i8, ptr addrspace(4) %14, i64 -4
  %16 = load i32, ptr addrspace(4) %15, align 4, !tbaa !4
  %17 = shl nsw i32 %16, 1
  %18 = add nsw i32 %2, -2
  %19 = tail call spir_func i32 @even_sum(ptr addrspace(4) noundef %0, ptr addrspace(4) noundef %1, i32 noundef %18) #7
  %20 = add nsw i32 %17, %19
  br label %21

21:                                               ; preds = %10, %12
  %22 = phi i32 [ %11, %10 ], [ %20, %12 ]
  %23 = add nsw i32 %22, %8
  br label %24

24:                                               ; preds = %3, %21
  %25 = phi i32 [ %23, %21 ], [ 0, %3 ]
  ret i32 %25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local spir_func i32 @odd_sum(ptr addrspace(4) noundef readonly captures(none) %0, ptr addrspace(4) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %2, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = load i32, ptr addrspace(4) %1, align 4, !tbaa !4
  br label %15

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(4) %0, i64 %8
  %10 = load i32, ptr addrspace(4) %9, align 4, !tbaa !4
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %2, -1
  %13 = tail call spir_func i32 @even_sum(ptr addrspace(4) noundef %1, ptr addrspace(4) noundef %0, i32 noundef %12) #7
  %14 = add nsw i32 %11, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr addrspace(2) noundef align 4 dereferenceable(32) @__const.k.pv, i64 32, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = icmp slt i32 %5, 8
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = mul nsw i32 %5, 10
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  store i32 %9, ptr addrspace(3) %11, align 4, !tbaa !4
  br label %12

12:                                               ; preds = %2, %8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %13 = addrspacecast ptr %3 to ptr addrspace(4)
  %14 = srem i32 %5, 7
  %15 = add nsw i32 %14, 1
  %16 = call spir_func i32 @even_sum(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), ptr addrspace(4) noundef %13, i32 noundef %15) #7
  %17 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %17, i64 20
  %19 = load i32, ptr addrspace(4) %18, align 4, !tbaa !4
  %20 = shl nsw i32 %19, 1
  %21 = tail call spir_func i32 @even_sum(ptr addrspace(4) noundef readonly addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), ptr addrspace(4) noundef readonly %17, i32 noundef 4) #7
  %22 = add i32 %21, %16
  %23 = add i32 %22, %20
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %25
  store i32 %23, ptr addrspace(1) %26, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr addrspace(2) noundef align 4 dereferenceable(32) @__const.k.pv, i64 32, i1 false)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = icmp slt i32 %5, 8
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = mul nsw i32 %5, 10
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %10
  store i32 %9, ptr addrspace(3) %11, align 4, !tbaa !4
  br label %12

12:                                               ; preds = %8, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %13 = addrspacecast ptr %3 to ptr addrspace(4)
  %14 = srem i32 %5, 7
  %15 = add nsw i32 %14, 1
  %16 = call spir_func i32 @even_sum(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), ptr addrspace(4) noundef %13, i32 noundef %15) #7
  %17 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %18 = getelementptr inbounds nuw i8, ptr addrspace(4) %17, i64 20
  %19 = load i32, ptr addrspace(4) %18, align 4, !tbaa !4
  %20 = shl nsw i32 %19, 1
  %21 = tail call spir_func i32 @even_sum(ptr addrspace(4) noundef readonly addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), ptr addrspace(4) noundef readonly %17, i32 noundef 4) #7
  %22 = add i32 %21, %16
  %23 = add i32 %22, %20
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %25
  store i32 %23, ptr addrspace(1) %26, align 4, !tbaa !4
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
