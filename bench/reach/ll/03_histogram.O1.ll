; ModuleID = 'src/03_histogram.cu'
source_filename = "src/03_histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11hist_sharedPKfiffPiE10local_bins = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 64) i32 @_Z6bin_offff(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fsub contract float %0, %1
  %5 = fsub contract float %2, %1
  %6 = fdiv contract float %4, %5
  %7 = fmul contract float %6, 6.400000e+01
  %8 = fptosi float %7 to i32
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 0)
  %10 = tail call i32 @llvm.smin.i32(i32 %9, i32 63)
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z11add_to_binsPiPKfiff(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %15

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %7, %13
  br label %16

15:                                               ; preds = %16, %5
  ret void

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %10, %12 ], [ %25, %16 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = tail call noundef i32 @_Z6bin_offff(float noundef %20, float noundef %3, float noundef %4) #10
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = atomicrmw add ptr %23, i32 1 seq_cst, align 4
  %25 = add i32 %17, %14
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %16, label %15, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z10clear_binsPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp samesign ult i32 %2, 64
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %7

6:                                                ; preds = %7, %1
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %2, %4 ], [ %11, %7 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 0, ptr %10, align 4, !tbaa !4
  %11 = add nuw nsw i32 %8, %5
  %12 = icmp samesign ult i32 %11, 64
  br i1 %12, label %7, label %6, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10merge_binsPiPKi(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp samesign ult i32 %3, 64
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %8

7:                                                ; preds = %8, %2
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i32 [ %3, %5 ], [ %15, %8 ]
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = atomicrmw add ptr %11, i32 %13 seq_cst, align 4
  %15 = add nuw nsw i32 %9, %6
  %16 = icmp samesign ult i32 %15, 64
  br i1 %16, label %8, label %7, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11hist_sharedPKfiffPi(ptr noundef readonly captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, ptr noundef captures(none) %4) local_unnamed_addr #4 {
  tail call void @_Z10clear_binsPi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKfiffPiE10local_bins to ptr)) #10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @_Z11add_to_binsPiPKfiff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKfiffPiE10local_bins to ptr), ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp samesign ult i32 %6, 64
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i32 [ %6, %8 ], [ %17, %10 ]
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %4, i64 %12
  %14 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKfiffPiE10local_bins to ptr), i64 %12
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = atomicrmw add ptr %13, i32 %15 seq_cst, align 4
  %17 = add nuw nsw i32 %11, %9
  %18 = icmp samesign ult i32 %17, 64
  br i1 %18, label %10, label %19, !llvm.loop !14

19:                                               ; preds = %10, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11hist_globalPKfiffPi(ptr noundef readonly captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, ptr noundef captures(none) %4) local_unnamed_addr #6 {
  tail call void @_Z11add_to_binsPiPKfiff(ptr noundef %4, ptr noundef %0, i32 noundef %1, float noundef %2, float noundef %3) #10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z10hist_clearPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #7 {
  tail call void @_Z10clear_binsPi(ptr noundef %0) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
