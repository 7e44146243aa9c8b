; ModuleID = 'src/06_reduce_templates.cu'
source_filename = "src/06_reduce_templates.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sum = type { i8 }
%struct.Max = type { i8 }
%struct.Min = type { i8 }

$_Z13reduce_kernelI3SumEvPKfPfi = comdat any

$_Z12block_reduceI3SumEfPffT_ = comdat any

$_Z13thread_reduceI3SumEfPKfiT_ = comdat any

$_Z13reduce_kernelI3MaxEvPKfPfi = comdat any

$_Z12block_reduceI3MaxEfPffT_ = comdat any

$_Z13thread_reduceI3MaxEfPKfiT_ = comdat any

$_Z13reduce_kernelI3MinEvPKfPfi = comdat any

$_Z12block_reduceI3MinEfPffT_ = comdat any

$_Z13thread_reduceI3MinEfPKfiT_ = comdat any

$_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch = comdat any

$_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch = comdat any

$_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch = comdat any

@_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ8row_sumsPKfPfiiE7scratch = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13reduce_kernelI3SumEvPKfPfi(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = alloca %struct.Sum, align 1
  %5 = alloca %struct.Sum, align 1
  %6 = tail call contract noundef float @_Z13thread_reduceI3SumEfPKfiT_(ptr noundef %0, i32 noundef %2, ptr noundef nonnull byval(%struct.Sum) align 1 %4) #5
  %7 = tail call contract noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch to ptr), float noundef %6, ptr noundef nonnull byval(%struct.Sum) align 1 %5) #6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %7, ptr %13, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef %0, float noundef %1, ptr noundef byval(%struct.Sum) align 1 %2) local_unnamed_addr #1 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %0, i64 %5
  store float %1, ptr %6, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %22, %3
  %11 = load float, ptr %0, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret float %11

12:                                               ; preds = %3, %22
  %13 = phi i32 [ %23, %22 ], [ %8, %3 ]
  %14 = icmp samesign ult i32 %4, %13
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = add nuw nsw i32 %13, %4
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %19 = load float, ptr %6, align 4, !tbaa !8
  %20 = load float, ptr %18, align 4, !tbaa !8
  %21 = fadd contract float %19, %20
  store float %21, ptr %6, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %15, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = lshr i32 %13, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %10, label %12, !llvm.loop !10
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z13thread_reduceI3SumEfPKfiT_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%struct.Sum) align 1 %2) local_unnamed_addr #2 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %21, %15 ]
  ret float %14

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %8, %10 ], [ %22, %15 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %21, %15 ]
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %17, %20
  %22 = add i32 %16, %12
  %23 = icmp slt i32 %22, %1
  br i1 %23, label %15, label %13, !llvm.loop !12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13reduce_kernelI3MaxEvPKfPfi(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = alloca %struct.Max, align 1
  %5 = alloca %struct.Max, align 1
  %6 = tail call contract noundef float @_Z13thread_reduceI3MaxEfPKfiT_(ptr noundef %0, i32 noundef %2, ptr noundef nonnull byval(%struct.Max) align 1 %4) #5
  %7 = tail call contract noundef float @_Z12block_reduceI3MaxEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch to ptr), float noundef %6, ptr noundef nonnull byval(%struct.Max) align 1 %5) #6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %7, ptr %13, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z12block_reduceI3MaxEfPffT_(ptr noundef %0, float noundef %1, ptr noundef byval(%struct.Max) align 1 %2) local_unnamed_addr #1 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %0, i64 %5
  store float %1, ptr %6, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %23, %3
  %11 = load float, ptr %0, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret float %11

12:                                               ; preds = %3, %23
  %13 = phi i32 [ %24, %23 ], [ %8, %3 ]
  %14 = icmp samesign ult i32 %4, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %12
  %16 = load float, ptr %6, align 4, !tbaa !8
  %17 = add nuw nsw i32 %13, %4
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fcmp contract ogt float %16, %20
  %22 = select contract i1 %21, float %16, float %20
  store float %22, ptr %6, align 4, !tbaa !8
  br label %23

23:                                               ; preds = %15, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = lshr i32 %13, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %10, label %12, !llvm.loop !13
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z13thread_reduceI3MaxEfPKfiT_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%struct.Max) align 1 %2) local_unnamed_addr #2 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi float [ 0xC7EC363CC0000000, %3 ], [ %22, %15 ]
  ret float %14

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %8, %10 ], [ %23, %15 ]
  %17 = phi float [ 0xC7EC363CC0000000, %10 ], [ %22, %15 ]
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fcmp contract ogt float %17, %20
  %22 = select contract i1 %21, float %17, float %20
  %23 = add i32 %16, %12
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %15, label %13, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13reduce_kernelI3MinEvPKfPfi(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = alloca %struct.Min, align 1
  %5 = alloca %struct.Min, align 1
  %6 = tail call contract noundef float @_Z13thread_reduceI3MinEfPKfiT_(ptr noundef %0, i32 noundef %2, ptr noundef nonnull byval(%struct.Min) align 1 %4) #5
  %7 = tail call contract noundef float @_Z12block_reduceI3MinEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch to ptr), float noundef %6, ptr noundef nonnull byval(%struct.Min) align 1 %5) #6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  store float %7, ptr %13, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z12block_reduceI3MinEfPffT_(ptr noundef %0, float noundef %1, ptr noundef byval(%struct.Min) align 1 %2) local_unnamed_addr #1 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %0, i64 %5
  store float %1, ptr %6, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %23, %3
  %11 = load float, ptr %0, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret float %11

12:                                               ; preds = %3, %23
  %13 = phi i32 [ %24, %23 ], [ %8, %3 ]
  %14 = icmp samesign ult i32 %4, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %12
  %16 = load float, ptr %6, align 4, !tbaa !8
  %17 = add nuw nsw i32 %13, %4
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fcmp contract olt float %16, %20
  %22 = select contract i1 %21, float %16, float %20
  store float %22, ptr %6, align 4, !tbaa !8
  br label %23

23:                                               ; preds = %15, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = lshr i32 %13, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %10, label %12, !llvm.loop !15
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z13thread_reduceI3MinEfPKfiT_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%struct.Min) align 1 %2) local_unnamed_addr #2 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi float [ 0x47EC363CC0000000, %3 ], [ %22, %15 ]
  ret float %14

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %8, %10 ], [ %23, %15 ]
  %17 = phi float [ 0x47EC363CC0000000, %10 ], [ %22, %15 ]
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fcmp contract olt float %17, %20
  %22 = select contract i1 %21, float %17, float %20
  %23 = add i32 %16, %12
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %15, label %13, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8row_sumsPKfPfii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.Sum, align 1
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %14

8:                                                ; preds = %4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %9, 0
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %15

14:                                               ; preds = %35, %4
  ret void

15:                                               ; preds = %8, %35
  %16 = phi i32 [ %6, %8 ], [ %36, %35 ]
  br i1 %10, label %17, label %19

17:                                               ; preds = %15
  %18 = mul nsw i32 %16, %3
  br label %22

19:                                               ; preds = %22, %15
  %20 = phi float [ 0.000000e+00, %15 ], [ %29, %22 ]
  %21 = tail call contract noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ8row_sumsPKfPfiiE7scratch to ptr), float noundef %20, ptr noundef nonnull byval(%struct.Sum) align 1 %5) #6
  br i1 %12, label %32, label %35

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %9, %17 ], [ %30, %22 ]
  %24 = phi float [ 0.000000e+00, %17 ], [ %29, %22 ]
  %25 = add nsw i32 %23, %18
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = fadd contract float %24, %28
  %30 = add i32 %23, %11
  %31 = icmp slt i32 %30, %3
  br i1 %31, label %22, label %19, !llvm.loop !17

32:                                               ; preds = %19
  %33 = sext i32 %16 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  store float %21, ptr %34, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %32, %19
  %36 = add i32 %16, %13
  %37 = icmp slt i32 %36, %2
  br i1 %37, label %15, label %14, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
