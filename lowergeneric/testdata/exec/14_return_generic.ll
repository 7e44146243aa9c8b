; ModuleID = '14_return_generic.cl'
source_filename = "14_return_generic.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.l = internal addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local spir_func ptr addrspace(4) @bigger(ptr addrspace(4) noundef readonly captures(ret: address, provenance) %0, ptr addrspace(4) noundef readonly captures(ret: address, provenance) %1) local_unnamed_addr #0 {
  %3 = load float, ptr addrspace(4) %0, align 4, !tbaa !8
  %4 = load float, ptr addrspace(4) %1, align 4, !tbaa !8
  %5 = fcmp oge float %3, %4
  %6 = select i1 %5, ptr addrspace(4) %0, ptr addrspace(4) %1
  ret ptr addrspace(4) %6
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca float, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  store float 7.500000e-01, ptr %3, align 4, !tbaa !8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = sitofp i32 %5 to float
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 2.500000e-01, float -4.000000e+00)
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %10
  store float %9, ptr addrspace(3) %11, align 4, !tbaa !8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %12 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  %13 = srem i32 %7, 32
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = addrspacecast ptr addrspace(1) %15 to ptr addrspace(4)
  %17 = tail call spir_func ptr addrspace(4) @bigger(ptr addrspace(4) noundef %12, ptr addrspace(4) noundef %16) #7
  %18 = addrspacecast ptr %3 to ptr addrspace(4)
  %19 = call spir_func ptr addrspace(4) @bigger(ptr addrspace(4) noundef %17, ptr addrspace(4) noundef %18) #7
  %20 = load float, ptr addrspace(4) %19, align 4, !tbaa !8
  %21 = fadd float %20, 1.000000e+00
  store float %21, ptr addrspace(4) %19, align 4, !tbaa !8
  %22 = load float, ptr addrspace(4) %17, align 4, !tbaa !8
  %23 = fadd float %21, %22
  %24 = load float, ptr %3, align 4, !tbaa !8
  %25 = fadd float %23, %24
  %26 = sext i32 %7 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  store float %25, ptr addrspace(1) %27, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca float, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #7
  store float 7.500000e-01, ptr %3, align 4, !tbaa !8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = sitofp i32 %5 to float
  %9 = tail call float @llvm.fmuladd.f32(float %8, float 2.500000e-01, float -4.000000e+00)
  %10 = sext i32 %5 to i64
  %11 = getelementptr inbounds float, ptr addrspace(3) @k.l, i64 %10
  store float %9, ptr addrspace(3) %11, align 4, !tbaa !8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #9
  %12 = addrspacecast ptr addrspace(3) %11 to ptr addrspace(4)
  %13 = srem i32 %7, 32
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = addrspacecast ptr addrspace(1) %15 to ptr addrspace(4)
  %17 = tail call spir_func ptr addrspace(4) @bigger(ptr addrspace(4) noundef %12, ptr addrspace(4) noundef %16) #7
  %18 = addrspacecast ptr %3 to ptr addrspace(4)
  %19 = call spir_func ptr addrspace(4) @bigger(ptr addrspace(4) noundef %17, ptr addrspace(4) noundef %18) #7
  %20 = load float, ptr addrspace(4) %19, align 4, !tbaa !8
  %21 = fadd float %20, 1.000000e+00
  store float %21, ptr addrspace(4) %19, align 4, !tbaa !8
  %22 = load float, ptr addrspace(4) %17, align 4, !tbaa !8
  %23 = fadd float %21, %22
  %24 = load float, ptr %3, align 4, !tbaa !8
  %25 = fadd float %23, %24
  %26 = sext i32 %7 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  store float %25, ptr addrspace(1) %27, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{i32 1, i32 1}
!11 = !{!"none", !"none"}
!12 = !{!"float*", !"float*"}
!13 = !{!"", !""}
