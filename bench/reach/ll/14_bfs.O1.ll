; ModuleID = 'src/14_bfs.cu'
source_filename = "src/14_bfs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Graph = type { ptr, ptr, i32 }
%struct.Queue = type { ptr, ptr }

@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq = internal addrspace(3) global [512 x i32] undef, align 4
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail = internal addrspace(3) global i32 undef, align 4
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4pushPiS_i(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = atomicrmw add ptr %1, i32 1 seq_cst, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  store i32 %2, ptr %6, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr noundef readonly byval(%struct.Graph) align 8 captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef writeonly captures(none) %4, ptr noundef captures(none) %5) local_unnamed_addr #1 {
  %7 = load ptr, ptr %0, align 8, !tbaa !8
  %8 = sext i32 %2 to i64
  %9 = getelementptr inbounds i32, ptr %7, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = getelementptr i32, ptr %7, i64 %8
  %12 = getelementptr i8, ptr %11, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %6
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = add nsw i32 %3, 1
  br label %20

18:                                               ; preds = %33, %6
  %19 = phi i32 [ 0, %6 ], [ %34, %33 ]
  ret i32 %19

20:                                               ; preds = %15, %33
  %21 = phi i32 [ 0, %15 ], [ %34, %33 ]
  %22 = phi i32 [ %10, %15 ], [ %35, %33 ]
  %23 = load ptr, ptr %16, align 8, !tbaa !12
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds i32, ptr %23, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = cmpxchg ptr %28, i32 -1, i32 %17 seq_cst seq_cst, align 4
  %30 = extractvalue { i32, i1 } %29, 1
  br i1 %30, label %31, label %33

31:                                               ; preds = %20
  tail call void @_Z4pushPiS_i(ptr noundef %4, ptr noundef %5, i32 noundef %26) #8
  %32 = add nsw i32 %21, 1
  br label %33

33:                                               ; preds = %31, %20
  %34 = phi i32 [ %32, %31 ], [ %21, %20 ]
  %35 = add nsw i32 %22, 1
  %36 = load ptr, ptr %0, align 8, !tbaa !8
  %37 = getelementptr i32, ptr %36, i64 %8
  %38 = getelementptr i8, ptr %37, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !4
  %40 = icmp slt i32 %35, %39
  br i1 %40, label %20, label %18, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z9bfs_level5GraphPi5QueueiS1_i(ptr noundef readonly byval(%struct.Graph) align 8 captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly byval(%struct.Queue) align 8 captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %22

13:                                               ; preds = %6
  %14 = load ptr, ptr %2, align 8, !tbaa !16
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds i32, ptr %14, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = load ptr, ptr %4, align 8, !tbaa !16
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = tail call noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr noundef nonnull byval(%struct.Graph) align 8 %0, ptr noundef %1, i32 noundef %17, i32 noundef %5, ptr noundef %18, ptr noundef %20) #8
  br label %22

22:                                               ; preds = %13, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20bfs_level_blockqueue5GraphPiPKii5Queuei(ptr noundef readonly byval(%struct.Graph) align 8 captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4, !tbaa !4
  br label %10

10:                                               ; preds = %9, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %7
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %21

16:                                               ; preds = %10
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = tail call noundef i32 @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr noundef nonnull byval(%struct.Graph) align 8 %0, ptr noundef %1, i32 noundef %19, i32 noundef %5, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr)) #8
  br label %21

21:                                               ; preds = %16, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %22, label %28

22:                                               ; preds = %21
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4, !tbaa !4
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 512)
  %27 = atomicrmw add ptr %24, i32 %26 seq_cst, align 4
  store i32 %27, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base to ptr), align 4, !tbaa !4
  br label %28

28:                                               ; preds = %22, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4, !tbaa !4
  %30 = icmp slt i32 %7, %29
  %31 = icmp samesign ult i32 %7, 512
  %32 = and i1 %31, %30
  br i1 %32, label %33, label %36

33:                                               ; preds = %28
  %34 = load ptr, ptr %4, align 8, !tbaa !16
  %35 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base to ptr), align 4, !tbaa !4
  br label %37

36:                                               ; preds = %37, %28
  ret void

37:                                               ; preds = %33, %37
  %38 = phi i32 [ %7, %33 ], [ %45, %37 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = add nsw i32 %35, %38
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %34, i64 %43
  store i32 %41, ptr %44, align 4, !tbaa !4
  %45 = add nuw nsw i32 %38, %12
  %46 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr), align 4, !tbaa !4
  %47 = icmp slt i32 %45, %46
  %48 = icmp samesign ult i32 %45, 512
  %49 = and i1 %48, %47
  br i1 %49, label %37, label %36, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z8bfs_initPiii(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = icmp ne i32 %8, %2
  %12 = sext i1 %11 to i32
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !4
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS5Graph", !10, i64 0, !10, i64 8, !5, i64 16}
!10 = !{!"p1 int", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !10, i64 8}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !10, i64 0}
!17 = !{!"_ZTS5Queue", !10, i64 0, !10, i64 8}
!18 = !{!17, !10, i64 8}
!19 = distinct !{!19, !14, !15}
