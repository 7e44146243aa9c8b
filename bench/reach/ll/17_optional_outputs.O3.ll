; ModuleID = 'src/17_optional_outputs.cu'
source_filename = "src/17_optional_outputs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef captures(address_is_null) %3, ptr noundef captures(address_is_null) %4, ptr noundef captures(address_is_null) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = icmp eq ptr %3, null
  %11 = icmp eq ptr %4, null
  %12 = icmp eq ptr %5, null
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

14:                                               ; preds = %37, %6
  ret void

15:                                               ; preds = %9, %37
  %16 = phi i32 [ %7, %9 ], [ %38, %37 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = load float, ptr %2, align 4, !tbaa !8
  %21 = fadd contract float %19, %20
  store float %21, ptr %2, align 4, !tbaa !8
  br i1 %10, label %26, label %22

22:                                               ; preds = %15
  %23 = fmul contract float %19, %19
  %24 = load float, ptr %3, align 4, !tbaa !8
  %25 = fadd contract float %23, %24
  store float %25, ptr %3, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %22, %15
  br i1 %11, label %31, label %27

27:                                               ; preds = %26
  %28 = load float, ptr %4, align 4, !tbaa !8
  %29 = fcmp contract ogt float %28, %19
  %30 = select contract i1 %29, float %28, float %19
  store float %30, ptr %4, align 4, !tbaa !8
  br label %31

31:                                               ; preds = %27, %26
  br i1 %12, label %37, label %32

32:                                               ; preds = %31
  %33 = fcmp contract une float %19, 0.000000e+00
  %34 = zext i1 %33 to i32
  %35 = load i32, ptr %5, align 4, !tbaa !4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %5, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %32, %31
  %38 = add i32 %16, %13
  %39 = icmp slt i32 %38, %1
  br i1 %39, label %15, label %14, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z9mean_onlyPKfiPf(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca float, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5
  store float 0.000000e+00, ptr %4, align 4, !tbaa !8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %1, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %8, i32 noundef %1, ptr noundef nonnull %4, ptr noundef null, ptr noundef null, ptr noundef null) #5
  %9 = load float, ptr %4, align 4, !tbaa !8
  %10 = atomicrmw fadd ptr %2, float %9 seq_cst, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z8mean_varPKfiPf(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5
  store float 0.000000e+00, ptr %4, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5
  store float 0.000000e+00, ptr %5, align 4, !tbaa !8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %1, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %9, i32 noundef %1, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef null, ptr noundef null) #5
  %10 = load float, ptr %4, align 4, !tbaa !8
  %11 = atomicrmw fadd ptr %2, float %10 seq_cst, align 4
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %13 = load float, ptr %5, align 4, !tbaa !8
  %14 = atomicrmw fadd ptr %12, float %13 seq_cst, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10full_statsPKfiPfPi(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #3 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5
  store float 0.000000e+00, ptr %5, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  store float 0.000000e+00, ptr %6, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5
  store float 0xC7EC363CC0000000, ptr %7, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #5
  store i32 0, ptr %8, align 4, !tbaa !4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %1, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  call void @_Z10accumulatePKfiPfS1_S1_Pi(ptr noundef %12, i32 noundef %1, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8) #5
  %13 = load float, ptr %5, align 4, !tbaa !8
  %14 = atomicrmw fadd ptr %2, float %13 seq_cst, align 4
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %16 = load float, ptr %6, align 4, !tbaa !8
  %17 = atomicrmw fadd ptr %15, float %16 seq_cst, align 4
  %18 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %19 = load i32, ptr %7, align 4, !tbaa !8
  %20 = atomicrmw max ptr %18, i32 %19 seq_cst, align 4
  %21 = load i32, ptr %8, align 4, !tbaa !4
  %22 = atomicrmw add ptr %3, i32 %21 seq_cst, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
