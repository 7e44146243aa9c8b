; ModuleID = '02_store_helper.cl'
source_filename = "02_store_helper.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local spir_func void @put(ptr addrspace(4) noundef writeonly captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds float, ptr addrspace(4) %0, i64 %4
  store float %2, ptr addrspace(4) %5, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca [2 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = fmul float %10, 2.000000e+00
  tail call spir_func void @put(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %5, float noundef %11) #7
  %12 = addrspacecast ptr %3 to ptr addrspace(4)
  %13 = load float, ptr addrspace(1) %9, align 4, !tbaa !8
  %14 = fadd float %13, 1.000000e+00
  call spir_func void @put(ptr addrspace(4) noundef %12, i32 noundef 0, float noundef %14) #7
  %15 = fadd float %13, -1.000000e+00
  call spir_func void @put(ptr addrspace(4) noundef %12, i32 noundef 1, float noundef %15) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %16 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %17 = add nsw i32 %5, 1
  %18 = srem i32 %17, 64
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %19
  %21 = load float, ptr addrspace(3) %20, align 4, !tbaa !8
  %22 = load float, ptr %3, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call float @llvm.fmuladd.f32(float %22, float %24, float %21)
  tail call spir_func void @put(ptr addrspace(4) noundef %16, i32 noundef %7, float noundef %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca [2 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = fmul float %10, 2.000000e+00
  tail call spir_func void @put(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @k.l to ptr addrspace(4)), i32 noundef %5, float noundef %11) #7
  %12 = addrspacecast ptr %3 to ptr addrspace(4)
  %13 = load float, ptr addrspace(1) %9, align 4, !tbaa !8
  %14 = fadd float %13, 1.000000e+00
  call spir_func void @put(ptr addrspace(4) noundef %12, i32 noundef 0, float noundef %14) #7
  %15 = fadd float %13, -1.000000e+00
  call spir_func void @put(ptr addrspace(4) noundef %12, i32 noundef 1, float noundef %15) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %16 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %17 = add nsw i32 %5, 1
  %18 = srem i32 %17, 64
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %19
  %21 = load float, ptr addrspace(3) %20, align 4, !tbaa !8
  %22 = load float, ptr %3, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call float @llvm.fmuladd.f32(float %22, float %24, float %21)
  tail call spir_func void @put(ptr addrspace(4) noundef %16, i32 noundef %7, float noundef %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{i32 1, i32 1}
!11 = !{!"none", !"none"}
!12 = !{!"float*", !"float*"}
!13 = !{!"", !"const"}
