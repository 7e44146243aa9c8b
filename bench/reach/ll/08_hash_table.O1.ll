; ModuleID = 'src/08_hash_table.cu'
source_filename = "src/08_hash_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Entry = type { i32, ptr }

@g_table = dso_local addrspace(1) externally_initialized global [4096 x %struct.Entry] zeroinitializer, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 4096) i32 @_Z8hash_keyi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul i32 %0, 2481
  %3 = and i32 %2, 4095
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z12table_insertP5EntryiPf(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = mul i32 %1, 2481
  br label %5

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %4, %3 ], [ %19, %18 ]
  %7 = phi i32 [ 0, %3 ], [ %20, %18 ]
  %8 = and i32 %6, 4095
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %9
  %11 = cmpxchg ptr %10, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %12 = extractvalue { i32, i1 } %11, 0
  %13 = extractvalue { i32, i1 } %11, 1
  %14 = icmp eq i32 %12, %1
  %15 = or i1 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %5
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store ptr %2, ptr %17, align 8, !tbaa !8
  br label %22

18:                                               ; preds = %5
  %19 = add nuw nsw i32 %8, 1
  %20 = add nuw nsw i32 %7, 1
  %21 = icmp eq i32 %20, 4096
  br i1 %21, label %22, label %5, !llvm.loop !12

22:                                               ; preds = %18, %16
  ret i1 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = mul i32 %1, 2481
  br label %4

4:                                                ; preds = %2, %17
  %5 = phi i32 [ %3, %2 ], [ %18, %17 ]
  %6 = phi i32 [ 0, %2 ], [ %19, %17 ]
  %7 = and i32 %5, 4095
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 8, !tbaa !15
  %11 = icmp eq i32 %10, %1
  br i1 %11, label %12, label %15

12:                                               ; preds = %4
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !8
  br label %21

15:                                               ; preds = %4
  %16 = icmp eq i32 %10, -1
  br i1 %16, label %21, label %17

17:                                               ; preds = %15
  %18 = add nuw nsw i32 %7, 1
  %19 = add nuw nsw i32 %6, 1
  %20 = icmp eq i32 %19, 4096
  br i1 %20, label %21, label %4, !llvm.loop !16

21:                                               ; preds = %15, %17, %12
  %22 = phi ptr [ %14, %12 ], [ null, %17 ], [ null, %15 ]
  ret ptr %22
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z5buildPKiPfii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = sext i32 %3 to i64
  %16 = mul nsw i64 %15, %12
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = tail call noundef zeroext i1 @_Z12table_insertP5EntryiPf(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %14, ptr noundef %17) #8
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z6gatherPKiPfii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %31

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = tail call noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %14) #8
  %16 = icmp ne ptr %15, null
  %17 = icmp sgt i32 %3, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %26, %19 ], [ 0, %11 ]
  %21 = phi float [ %25, %19 ], [ 0.000000e+00, %11 ]
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds nuw float, ptr %15, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !17
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %20, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %28, label %19, !llvm.loop !19

28:                                               ; preds = %19, %11
  %29 = phi float [ 0.000000e+00, %11 ], [ %25, %19 ]
  %30 = getelementptr inbounds float, ptr %1, i64 %12
  store float %29, ptr %30, align 4, !tbaa !17
  br label %31

31:                                               ; preds = %4, %28
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z12scale_valuesPKiiif(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, float noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %27

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = tail call noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %14) #8
  %16 = icmp ne ptr %15, null
  %17 = icmp sgt i32 %2, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %25, %19 ], [ 0, %11 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr %15, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !17
  %24 = fmul contract float %3, %23
  store float %24, ptr %22, align 4, !tbaa !17
  %25 = add nuw nsw i32 %20, 1
  %26 = icmp eq i32 %25, %2
  br i1 %26, label %27, label %19, !llvm.loop !20

27:                                               ; preds = %19, %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z11clear_tablev() local_unnamed_addr #6 {
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = mul i32 %1, %2
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = icmp slt i32 %5, 4096
  br i1 %6, label %7, label %11

7:                                                ; preds = %0
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds %struct.Entry, ptr addrspacecast (ptr addrspace(1) @g_table to ptr), i64 %8
  store i32 -1, ptr %9, align 8, !tbaa !15
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store ptr null, ptr %10, align 8, !tbaa !8
  br label %11

11:                                               ; preds = %7, %0
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS5Entry", !5, i64 0, !10, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!9, !5, i64 0}
!16 = distinct !{!16, !13, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !6, i64 0}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
