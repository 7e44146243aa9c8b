; ModuleID = 'src/09_particles_struct.cu'
source_filename = "src/09_particles_struct.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.State = type { ptr, ptr, ptr, i32 }
%struct.Scratch = type { ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @_Z17accumulate_forces5State7Scratchi(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, ptr noundef readonly byval(%struct.Scratch) align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !8
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !12
  br label %18

9:                                                ; preds = %18, %3
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !13
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = load ptr, ptr %0, align 8, !tbaa !15
  %15 = sext i32 %2 to i64
  %16 = getelementptr inbounds float, ptr %14, i64 %15
  %17 = load ptr, ptr %1, align 8, !tbaa !12
  br label %28

18:                                               ; preds = %7, %18
  %19 = phi i32 [ 0, %7 ], [ %22, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %8, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !tbaa !16
  %22 = add nuw nsw i32 %19, 1
  %23 = icmp eq i32 %22, %5
  br i1 %23, label %9, label %18, !llvm.loop !18

24:                                               ; preds = %28, %9
  %25 = icmp sgt i32 %5, 0
  br i1 %25, label %26, label %45

26:                                               ; preds = %24
  %27 = load ptr, ptr %1, align 8, !tbaa !12
  br label %51

28:                                               ; preds = %13, %28
  %29 = phi i32 [ 0, %13 ], [ %43, %28 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr %14, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = load float, ptr %16, align 4, !tbaa !16
  %34 = fsub contract float %32, %33
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %35, 0x3F847AE140000000
  %37 = fdiv contract float %34, %36
  %38 = srem i32 %29, %5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %17, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !16
  %42 = fadd contract float %41, %37
  store float %42, ptr %40, align 4, !tbaa !16
  %43 = add nuw nsw i32 %29, 1
  %44 = icmp eq i32 %43, %11
  br i1 %44, label %24, label %28, !llvm.loop !21

45:                                               ; preds = %51, %24
  %46 = phi float [ 0.000000e+00, %24 ], [ %57, %51 ]
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !22
  %49 = sext i32 %2 to i64
  %50 = getelementptr inbounds float, ptr %48, i64 %49
  store float %46, ptr %50, align 4, !tbaa !16
  ret void

51:                                               ; preds = %26, %51
  %52 = phi i32 [ 0, %26 ], [ %58, %51 ]
  %53 = phi float [ 0.000000e+00, %26 ], [ %57, %51 ]
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds nuw float, ptr %27, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !16
  %57 = fadd contract float %53, %56
  %58 = add nuw nsw i32 %52, 1
  %59 = icmp eq i32 %58, %5
  br i1 %59, label %45, label %51, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @_Z8leapfrog5Statefi(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !22
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %5, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = fmul contract float %1, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  %12 = getelementptr inbounds float, ptr %11, i64 %6
  %13 = load float, ptr %12, align 4, !tbaa !16
  %14 = fadd contract float %9, %13
  store float %14, ptr %12, align 4, !tbaa !16
  %15 = fmul contract float %1, %14
  %16 = load ptr, ptr %0, align 8, !tbaa !15
  %17 = getelementptr inbounds float, ptr %16, i64 %6
  %18 = load float, ptr %17, align 4, !tbaa !16
  %19 = fadd contract float %15, %18
  store float %19, ptr %17, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z5totalPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi float [ 0.000000e+00, %2 ], [ %12, %6 ]
  ret float %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi float [ %12, %6 ], [ 0.000000e+00, %2 ]
  %9 = zext nneg i32 %7 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !16
  %12 = fadd contract float %8, %11
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z4step5Statef(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, float noundef %1) local_unnamed_addr #4 {
  %3 = alloca [8 x float], align 4
  %4 = alloca %struct.Scratch, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !13
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  store ptr %3, ptr %4, align 8, !tbaa !26
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 8, ptr %14, align 8, !tbaa !4
  call void @_Z17accumulate_forces5State7Scratchi(ptr noundef nonnull byval(%struct.State) align 8 %0, ptr noundef nonnull byval(%struct.Scratch) align 8 %4, i32 noundef %9) #8
  call void @_Z8leapfrog5Statefi(ptr noundef nonnull byval(%struct.State) align 8 %0, float noundef %1, i32 noundef %9) #8
  br label %15

15:                                               ; preds = %2, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z8momentum5StatePf(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #5 {
  %3 = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !13
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds float, ptr %14, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !16
  %18 = and i32 %8, 3
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr %3, i64 %19
  store float %17, ptr %20, align 4, !tbaa !16
  br label %21

21:                                               ; preds = %12, %2
  br label %22

22:                                               ; preds = %21, %22
  %23 = phi i32 [ %29, %22 ], [ 0, %21 ]
  %24 = phi float [ %28, %22 ], [ 0.000000e+00, %21 ]
  %25 = zext nneg i32 %23 to i64
  %26 = getelementptr inbounds nuw float, ptr %3, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = fadd contract float %24, %27
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, 4
  br i1 %30, label %31, label %22, !llvm.loop !25

31:                                               ; preds = %22
  %32 = atomicrmw fadd ptr %1, float %28 seq_cst, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!8 = !{!9, !5, i64 8}
!9 = !{!"_ZTS7Scratch", !10, i64 0, !5, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !10, i64 0}
!13 = !{!14, !5, i64 24}
!14 = !{!"_ZTS5State", !10, i64 0, !10, i64 8, !10, i64 16, !5, i64 24}
!15 = !{!14, !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = !{!14, !10, i64 16}
!23 = distinct !{!23, !19, !20}
!24 = !{!14, !10, i64 8}
!25 = distinct !{!25, !19, !20}
!26 = !{!10, !10, i64 0}
