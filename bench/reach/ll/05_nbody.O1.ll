; ModuleID = 'src/05_nbody.cu'
source_filename = "src/05_nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.float3_ = type { float, float, float }

@_ZZ10nbody_stepP6float4S0_ifE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.float3_ @_Z9body_body6float4S_7float3_(ptr noundef readonly byval(%struct.float4) align 16 captures(none) %0, ptr noundef readonly byval(%struct.float4) align 16 captures(none) %1, ptr noundef byval(%struct.float3_) align 4 captures(none) %2) local_unnamed_addr #0 {
  %4 = load float, ptr %1, align 16, !tbaa !8
  %5 = load float, ptr %0, align 16, !tbaa !8
  %6 = fsub contract float %4, %5
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = fsub contract float %8, %10
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load float, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load float, ptr %14, align 8, !tbaa !12
  %16 = fsub contract float %13, %15
  %17 = fmul contract float %6, %6
  %18 = fmul contract float %11, %11
  %19 = fadd contract float %17, %18
  %20 = fmul contract float %16, %16
  %21 = fadd contract float %19, %20
  %22 = fadd contract float %21, 0x3E112E0BE0000000
  %23 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %22)
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = fmul contract float %23, %25
  %27 = fmul contract float %23, %26
  %28 = fmul contract float %23, %27
  %29 = fmul contract float %6, %28
  %30 = load float, ptr %2, align 4, !tbaa !14
  %31 = fadd contract float %30, %29
  store float %31, ptr %2, align 4, !tbaa !14
  %32 = fmul contract float %11, %28
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = fadd contract float %34, %32
  store float %35, ptr %33, align 4, !tbaa !16
  %36 = fmul contract float %16, %28
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %38 = load float, ptr %37, align 4, !tbaa !17
  %39 = fadd contract float %36, %38
  store float %39, ptr %37, align 4, !tbaa !17
  %40 = insertvalue %struct.float3_ poison, float %31, 0
  %41 = insertvalue %struct.float3_ %40, float %35, 1
  %42 = insertvalue %struct.float3_ %41, float %39, 2
  ret %struct.float3_ %42
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(ptr noundef readonly byval(%struct.float4) align 16 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef byval(%struct.float3_) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  br label %18

9:                                                ; preds = %18, %4
  %10 = load float, ptr %3, align 4, !tbaa !18
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !18
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = insertvalue %struct.float3_ poison, float %10, 0
  %16 = insertvalue %struct.float3_ %15, float %12, 1
  %17 = insertvalue %struct.float3_ %16, float %14, 2
  ret %struct.float3_ %17

18:                                               ; preds = %6, %18
  %19 = phi i32 [ 0, %6 ], [ %26, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %20
  %22 = tail call %struct.float3_ @_Z9body_body6float4S_7float3_(ptr noundef nonnull byval(%struct.float4) align 16 %0, ptr noundef nonnull byval(%struct.float4) align 16 %21, ptr noundef nonnull byval(%struct.float3_) align 4 %3) #11
  %23 = extractvalue %struct.float3_ %22, 0
  %24 = extractvalue %struct.float3_ %22, 1
  %25 = extractvalue %struct.float3_ %22, 2
  store float %23, ptr %3, align 4, !tbaa !18
  store float %24, ptr %7, align 4, !tbaa !18
  store float %25, ptr %8, align 4, !tbaa !18
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %2
  br i1 %27, label %9, label %18, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9integrateP6float4S0_7float3_fi(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly byval(%struct.float3_) align 4 captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds %struct.float4, ptr %1, i64 %6
  %8 = load float, ptr %7, align 16, !tbaa !18
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !18
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %12 = load float, ptr %11, align 8, !tbaa !18
  %13 = getelementptr inbounds %struct.float4, ptr %0, i64 %6
  %14 = load float, ptr %13, align 16, !tbaa !18
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !18
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 8, !tbaa !18
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !18
  %21 = load float, ptr %2, align 4, !tbaa !14
  %22 = fmul contract float %3, %21
  %23 = fadd contract float %8, %22
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !16
  %26 = fmul contract float %3, %25
  %27 = fadd contract float %10, %26
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %29 = load float, ptr %28, align 4, !tbaa !17
  %30 = fmul contract float %3, %29
  %31 = fadd contract float %12, %30
  %32 = fmul contract float %3, %23
  %33 = fadd contract float %14, %32
  %34 = fmul contract float %3, %27
  %35 = fadd contract float %16, %34
  %36 = fmul contract float %3, %31
  %37 = fadd contract float %18, %36
  store float %23, ptr %7, align 16, !tbaa !18
  store float %27, ptr %9, align 4, !tbaa !18
  store float %31, ptr %11, align 8, !tbaa !18
  store float %33, ptr %13, align 16, !tbaa !18
  store float %35, ptr %15, align 4, !tbaa !18
  store float %37, ptr %17, align 8, !tbaa !18
  store float %20, ptr %19, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10nbody_stepP6float4S0_if(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #4 {
  %5 = alloca %struct.float4, align 16
  %6 = alloca %struct.float3_, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  %13 = select i1 %12, i32 %11, i32 0
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, ptr noundef nonnull align 16 dereferenceable(16) %15, i64 16, i1 false)
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %4
  %18 = zext nneg i32 %10 to i64
  %19 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i64 %18
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  br label %26

22:                                               ; preds = %36, %4
  %23 = phi float [ 0.000000e+00, %4 ], [ %42, %36 ]
  %24 = phi float [ 0.000000e+00, %4 ], [ %41, %36 ]
  %25 = phi float [ 0.000000e+00, %4 ], [ %40, %36 ]
  br i1 %12, label %45, label %73

26:                                               ; preds = %17, %36
  %27 = phi float [ 0.000000e+00, %17 ], [ %40, %36 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %41, %36 ]
  %29 = phi float [ 0.000000e+00, %17 ], [ %42, %36 ]
  %30 = phi i32 [ 0, %17 ], [ %43, %36 ]
  %31 = add nuw i32 %30, %10
  %32 = icmp ult i32 %31, %2
  br i1 %32, label %33, label %36

33:                                               ; preds = %26
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %34
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %19, ptr noundef nonnull align 16 dereferenceable(16) %35, i64 16, i1 false), !tbaa.struct !22
  br label %36

36:                                               ; preds = %33, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = sub nsw i32 %2, %30
  %38 = tail call i32 @llvm.smin.i32(i32 %37, i32 128)
  store float %27, ptr %6, align 4, !tbaa !18
  store float %28, ptr %20, align 4, !tbaa !18
  store float %29, ptr %21, align 4, !tbaa !18
  %39 = tail call %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(ptr noundef nonnull byval(%struct.float4) align 16 %5, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ10nbody_stepP6float4S0_ifE4tile to ptr), i32 noundef %38, ptr noundef nonnull byval(%struct.float3_) align 4 %6) #11
  %40 = extractvalue %struct.float3_ %39, 0
  %41 = extractvalue %struct.float3_ %39, 1
  %42 = extractvalue %struct.float3_ %39, 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = add nuw nsw i32 %30, 128
  %44 = icmp slt i32 %43, %2
  br i1 %44, label %26, label %22, !llvm.loop !23

45:                                               ; preds = %22
  %46 = sext i32 %11 to i64
  %47 = getelementptr inbounds %struct.float4, ptr %1, i64 %46
  %48 = load float, ptr %47, align 16, !tbaa !18
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !18
  %51 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %52 = load float, ptr %51, align 8, !tbaa !18
  %53 = getelementptr inbounds %struct.float4, ptr %0, i64 %46
  %54 = load float, ptr %53, align 16, !tbaa !18
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %56 = load float, ptr %55, align 4, !tbaa !18
  %57 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %58 = load float, ptr %57, align 8, !tbaa !18
  %59 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %60 = load float, ptr %59, align 4, !tbaa !18
  %61 = fmul contract float %3, %25
  %62 = fadd contract float %61, %48
  %63 = fmul contract float %3, %24
  %64 = fadd contract float %63, %50
  %65 = fmul contract float %3, %23
  %66 = fadd contract float %65, %52
  %67 = fmul contract float %3, %62
  %68 = fadd contract float %67, %54
  %69 = fmul contract float %3, %64
  %70 = fadd contract float %69, %56
  %71 = fmul contract float %3, %66
  %72 = fadd contract float %71, %58
  store float %62, ptr %47, align 16, !tbaa !18
  store float %64, ptr %49, align 4, !tbaa !18
  store float %66, ptr %51, align 8, !tbaa !18
  store float %68, ptr %53, align 16, !tbaa !18
  store float %70, ptr %55, align 4, !tbaa !18
  store float %72, ptr %57, align 8, !tbaa !18
  store float %60, ptr %59, align 4, !tbaa !18
  br label %73

73:                                               ; preds = %45, %22
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11nbody_naivePK6float4PS_i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = alloca %struct.float3_, align 4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %24

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float4, ptr %0, i64 %12
  store float 0.000000e+00, ptr %4, align 4, !tbaa !14
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float 0.000000e+00, ptr %14, align 4, !tbaa !16
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float 0.000000e+00, ptr %15, align 4, !tbaa !17
  %16 = tail call %struct.float3_ @_Z10tile_accel6float4PKS_i7float3_(ptr noundef nonnull byval(%struct.float4) align 16 %13, ptr noundef %0, i32 noundef %2, ptr noundef nonnull byval(%struct.float3_) align 4 %4) #11
  %17 = extractvalue %struct.float3_ %16, 0
  %18 = extractvalue %struct.float3_ %16, 1
  %19 = extractvalue %struct.float3_ %16, 2
  %20 = getelementptr inbounds %struct.float4, ptr %1, i64 %12
  store float %17, ptr %20, align 16, !tbaa !18
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 4
  store float %18, ptr %21, align 4, !tbaa !18
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store float %19, ptr %22, align 8, !tbaa !18
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 12
  store float 0.000000e+00, ptr %23, align 4, !tbaa !18
  br label %24

24:                                               ; preds = %3, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14kinetic_energyPK6float4Pfi(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %28

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.float4, ptr %0, i64 %11
  %13 = load float, ptr %12, align 16, !tbaa !18
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !18
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !18
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = fmul contract float %19, 5.000000e-01
  %21 = fmul contract float %13, %13
  %22 = fmul contract float %15, %15
  %23 = fadd contract float %21, %22
  %24 = fmul contract float %17, %17
  %25 = fadd contract float %23, %24
  %26 = fmul contract float %20, %25
  %27 = atomicrmw fadd ptr %1, float %26 seq_cst, align 4
  br label %28

28:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS6float4", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!9, !10, i64 8}
!13 = !{!9, !10, i64 12}
!14 = !{!15, !10, i64 0}
!15 = !{!"_ZTS7float3_", !10, i64 0, !10, i64 4, !10, i64 8}
!16 = !{!15, !10, i64 4}
!17 = !{!15, !10, i64 8}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{i64 0, i64 4, !18, i64 4, i64 4, !18, i64 8, i64 4, !18, i64 12, i64 4, !18}
!23 = distinct !{!23, !20, !21}
