; ModuleID = '21_widths.cl'
source_filename = "21_widths.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.lc = internal addrspace(3) global [64 x i8] undef, align 1
@k.ls = internal addrspace(3) global [64 x i16] undef, align 2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func float @mix(ptr addrspace(4) noundef captures(none) %0, ptr addrspace(4) noundef captures(none) %1, ptr addrspace(4) noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = load i8, ptr addrspace(4) %0, align 1, !tbaa !8
  %5 = add i8 %4, 1
  store i8 %5, ptr addrspace(4) %0, align 1, !tbaa !8
  %6 = load i16, ptr addrspace(4) %1, align 2, !tbaa !9
  %7 = add i16 %6, 2
  store i16 %7, ptr addrspace(4) %1, align 2, !tbaa !9
  %8 = load <4 x float>, ptr addrspace(4) %2, align 16
  %9 = extractelement <4 x float> %8, i64 1
  %10 = fadd float %9, 1.000000e+00
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 4
  store float %10, ptr addrspace(4) %11, align 4
  %12 = load i8, ptr addrspace(4) %0, align 1, !tbaa !8
  %13 = sext i8 %12 to i32
  %14 = load i16, ptr addrspace(4) %1, align 2, !tbaa !9
  %15 = sext i16 %14 to i32
  %16 = add nsw i32 %15, %13
  %17 = sitofp i32 %16 to float
  %18 = extractelement <4 x float> %8, i64 0
  %19 = fadd float %18, %17
  %20 = fadd float %10, %19
  ret float %20
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %3, align 16, !tbaa !8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = trunc i64 %4 to i8
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i8, ptr addrspace(3) @k.lc, i64 %9
  store i8 %7, ptr addrspace(3) %10, align 1, !tbaa !8
  %11 = trunc i64 %4 to i16
  %12 = shl i16 %11, 1
  %13 = getelementptr inbounds i16, ptr addrspace(3) @k.ls, i64 %9
  store i16 %12, ptr addrspace(3) %13, align 2, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %14 = and i32 %6, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %2
  %17 = addrspacecast ptr %3 to ptr addrspace(4)
  br label %23

18:                                               ; preds = %2
  %19 = srem i32 %6, 8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  br label %23

23:                                               ; preds = %16, %18
  %24 = phi ptr addrspace(4) [ %17, %16 ], [ %22, %18 ]
  %25 = addrspacecast ptr addrspace(3) %13 to ptr addrspace(4)
  %26 = addrspacecast ptr addrspace(3) %10 to ptr addrspace(4)
  %27 = call spir_func float @mix(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %25, ptr addrspace(4) noundef %24) #6
  %28 = sext i32 %6 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  store float %27, ptr addrspace(1) %29, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %3, align 16, !tbaa !8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = trunc i64 %4 to i8
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i8, ptr addrspace(3) @k.lc, i64 %9
  store i8 %7, ptr addrspace(3) %10, align 1, !tbaa !8
  %11 = trunc i64 %4 to i16
  %12 = shl i16 %11, 1
  %13 = getelementptr inbounds i16, ptr addrspace(3) @k.ls, i64 %9
  store i16 %12, ptr addrspace(3) %13, align 2, !tbaa !9
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8
  %14 = and i32 %6, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %2
  %17 = addrspacecast ptr %3 to ptr addrspace(4)
  br label %23

18:                                               ; preds = %2
  %19 = srem i32 %6, 8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  br label %23

23:                                               ; preds = %18, %16
  %24 = phi ptr addrspace(4) [ %17, %16 ], [ %22, %18 ]
  %25 = addrspacecast ptr addrspace(3) %13 to ptr addrspace(4)
  %26 = addrspacecast ptr addrspace(3) %10 to ptr addrspace(4)
  %27 = call spir_func float @mix(ptr addrspace(4) noundef %26, ptr addrspace(4) noundef %25, ptr addrspace(4) noundef %24) #6
  %28 = sext i32 %6 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  store float %27, ptr addrspace(1) %29, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !6, i64 0}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"float*", !"float4*"}
!14 = !{!"float*", !"float __attribute__((ext_vector_type(4)))*"}
!15 = !{!"", !""}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
