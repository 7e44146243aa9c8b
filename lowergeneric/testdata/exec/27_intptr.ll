; ModuleID = '27_intptr.cl'
source_filename = "27_intptr.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [65 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func i32 @via_int(ptr addrspace(4) noundef %0) local_unnamed_addr #0 {
  %2 = ptrtoint ptr addrspace(4) %0 to i64
  %3 = add i64 %2, 4
  %4 = inttoptr i64 %3 to ptr addrspace(4)
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 -4
  %6 = load i32, ptr addrspace(4) %5, align 4, !tbaa !4
  %7 = load i32, ptr addrspace(4) %4, align 4, !tbaa !4
  %8 = add nsw i32 %7, %6
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store i64 8589934632, ptr %3, align 8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %5, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 64, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @k.l, i64 256), align 4, !tbaa !4
  br label %11

11:                                               ; preds = %2, %10
  %12 = trunc i64 %6 to i32
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %13 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %14 = tail call spir_func i32 @via_int(ptr addrspace(4) noundef %13) #6
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = call spir_func i32 @via_int(ptr addrspace(4) noundef %15) #6
  %17 = add nsw i32 %16, %14
  %18 = srem i32 %12, 16
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4)
  %22 = call spir_func i32 @via_int(ptr addrspace(4) noundef %21) #6
  %23 = add nsw i32 %17, %22
  %24 = sext i32 %12 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %24
  store i32 %23, ptr addrspace(1) %25, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca [2 x i32], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store i64 8589934632, ptr %3, align 8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) @k.l, i64 %7
  store i32 %5, ptr addrspace(3) %8, align 4, !tbaa !4
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 64, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @k.l, i64 256), align 4, !tbaa !4
  br label %11

11:                                               ; preds = %10, %2
  %12 = trunc i64 %6 to i32
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %13 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  %14 = tail call spir_func i32 @via_int(ptr addrspace(4) noundef %13) #6
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = call spir_func i32 @via_int(ptr addrspace(4) noundef %15) #6
  %17 = add nsw i32 %16, %14
  %18 = srem i32 %12, 16
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4)
  %22 = call spir_func i32 @via_int(ptr addrspace(4) noundef %21) #6
  %23 = add nsw i32 %17, %22
  %24 = sext i32 %12 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %24
  store i32 %23, ptr addrspace(1) %25, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
