; Class 13, memory across calls (NVPTX): a struct passed by value holds a
; pointer to the caller's local array. The byval copy a callee receives
; holds what the caller stored into its copy (a local pointer), so an
; internal helper's loads through the pointer it reads from the copy are
; local (addrspace(5)). The exported helper may be called by other modules
; with any struct: its copy's pointer stays generic.
; Source (clang-22 -O1, sm_90; cuda_min.h from the corpus):
; struct Span { float *data; int n; };
; static __device__ NOINLINE float span_sum(Span s) {
;   float acc = 0.f;
;   for (int i = 0; i < s.n; ++i) acc += s.data[i];
;   return acc;
; }
; __device__ NOINLINE float span_max(Span s) {
;   float m = s.data[0];
;   for (int i = 1; i < s.n; ++i) m = fmaxf_(m, s.data[i]);
;   return m;
; }
; __global__ void local_span(const float *in, float *out) {
;   float buf[8];
;   int t = threadIdx.x;
;   for (int i = 0; i < 8; ++i) buf[i] = in[t * 8 + i] * 2.f;
;   Span s{buf, 8};
;   out[t] = span_sum(s) + span_max(s);
; }
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Span = type { ptr, i32 }

; CHECK-LABEL: define dso_local noundef float @_Z8span_max4Span(
; CHECK: load ptr, ptr addrspace(5)
; CHECK: load float, ptr %
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z8span_max4Span(ptr noundef readonly byval(%struct.Span) align 8 captures(none) %0) local_unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !8
  %3 = load float, ptr %2, align 4, !tbaa !12
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !14
  %6 = icmp sgt i32 %5, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %9, %1
  %8 = phi float [ %3, %1 ], [ %16, %9 ]
  ret float %8

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %17, %9 ], [ 1, %1 ]
  %11 = phi float [ %16, %9 ], [ %3, %1 ]
  %12 = zext nneg i32 %10 to i64
  %13 = getelementptr inbounds nuw float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = fcmp contract ogt float %11, %14
  %16 = select contract i1 %15, float %11, float %14
  %17 = add nuw nsw i32 %10, 1
  %18 = icmp eq i32 %17, %5
  br i1 %18, label %7, label %9, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z10local_spanPKfPf(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca [8 x float], align 4
  %4 = alloca %struct.Span, align 8
  %5 = alloca %struct.Span, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = shl nuw nsw i32 %6, 3
  br label %16

8:                                                ; preds = %16
  store ptr %3, ptr %4, align 8, !tbaa !18
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 8, ptr %9, align 8, !tbaa !4
  %10 = call contract fastcc noundef float @_ZL8span_sum4Span(ptr noundef nonnull byval(%struct.Span) align 8 %4) #4
  store ptr %3, ptr %5, align 8, !tbaa !18
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 8, ptr %11, align 8, !tbaa !4
  %12 = call contract noundef float @_Z8span_max4Span(ptr noundef nonnull byval(%struct.Span) align 8 %5) #4
  %13 = fadd contract float %10, %12
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14
  store float %13, ptr %15, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #4
  ret void

16:                                               ; preds = %2, %16
  %17 = phi i32 [ 0, %2 ], [ %25, %16 ]
  %18 = add nuw nsw i32 %17, %7
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !12
  %22 = fmul contract float %21, 2.000000e+00
  %23 = zext nneg i32 %17 to i64
  %24 = getelementptr inbounds nuw float, ptr %3, i64 %23
  store float %22, ptr %24, align 4, !tbaa !12
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, 8
  br i1 %26, label %8, label %16, !llvm.loop !19
}

; CHECK-LABEL: define internal fastcc noundef float @_ZL8span_sum4Span(
; CHECK: load ptr, ptr addrspace(5)
; CHECK: load float, ptr addrspace(5)
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_ZL8span_sum4Span(ptr noundef readonly byval(%struct.Span) align 8 captures(none) %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !14
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !tbaa !8
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi float [ 0.000000e+00, %1 ], [ %15, %9 ]
  ret float %8

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %16, %9 ]
  %11 = phi float [ 0.000000e+00, %5 ], [ %15, %9 ]
  %12 = zext nneg i32 %10 to i64
  %13 = getelementptr inbounds nuw float, ptr %6, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = fadd contract float %11, %14
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp eq i32 %16, %3
  br i1 %17, label %7, label %9, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!9 = !{!"_ZTS4Span", !10, i64 0, !5, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{!9, !5, i64 8}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
