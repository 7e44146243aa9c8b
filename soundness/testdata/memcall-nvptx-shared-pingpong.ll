; Class 13, memory across calls (NVPTX): two __shared__ pointer variables
; are switched between two __shared__ buffers (ping-pong). They only ever
; hold shared addresses, so the pointers loaded from them are shared, in
; the kernel and in the helpers they are passed to (relax, an internal
; helper, in place). A helper given the address of the variable (peek_any,
; exported) reads through it: the original keeps generic loads for unknown
; callers; the default pipeline clones it for the kernel's call (and
; always-inline inlines the clone), and the load of the variable's
; contents is shared as well: the clone's sets come from the caller's
; memory, not from the exported original's.
; Source (clang-22 -O1, sm_90; cuda_min.h from the corpus):
; static __device__ NOINLINE void relax(float *dst, const float *src, int t) {
;   dst[t] = 0.5f * (src[t] + src[(t + 1) & 63]);
; }
; static __device__ NOINLINE float peek(float *const *slot, int t) {
;   return (*slot)[t];
; }
; __device__ NOINLINE float peek_any(float *const *slot, int t) {
;   return (*slot)[t];
; }
; __global__ void pingpong(const float *in, float *out, int steps) {
;   __shared__ float bufA[64], bufB[64];
;   __shared__ float *cur, *nxt;
;   int t = threadIdx.x;
;   if (t == 0) { cur = bufA; nxt = bufB; }
;   __syncthreads();
;   cur[t] = in[t];
;   __syncthreads();
;   for (int s = 0; s < steps; ++s) {
;     relax(nxt, cur, t);
;     __syncthreads();
;     if (t == 0) { float *tmp = cur; cur = nxt; nxt = tmp; }
;     __syncthreads();
;   }
;   out[t] = peek(&cur, t) + peek_any(&nxt, t);
; }
; RUN: memspace %s -o - | FileCheck %s --check-prefixes=CHECK,ALL
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --check-prefixes=CHECK,OPT

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8pingpongPKfPfiE4bufA = internal addrspace(3) global [64 x float] undef, align 4
@_ZZ8pingpongPKfPfiE4bufB = internal addrspace(3) global [64 x float] undef, align 4
@_ZZ8pingpongPKfPfiE3cur = internal unnamed_addr addrspace(3) global ptr undef, align 8
@_ZZ8pingpongPKfPfiE3nxt = internal addrspace(3) global ptr undef, align 8

; CHECK-LABEL: define dso_local noundef float @_Z8peek_anyPKPfi(
; CHECK: load ptr, ptr %
; CHECK: load float, ptr %
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z8peek_anyPKPfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !8
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds float, ptr %3, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !11
  ret float %6
}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z8pingpongPKfPfi(
; CHECK: store float %{{[0-9]+}}, ptr addrspace(3)
; ALL: call {{.*}}@_ZL4peekPKPfi(
; ALL-NOT: @_Z8peek_anyPKPfi(
; ALL: load ptr, ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt
; ALL-NOT: @_Z8peek_anyPKPfi(
; ALL: load float, ptr addrspace(3)
; ALL-NOT: @_Z8peek_anyPKPfi(
; ALL: ret void
; OPT: call {{.*}}@_Z8peek_anyPKPfi(ptr
; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8pingpongPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  store ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE4bufA to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  store ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE4bufB to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt to ptr), align 8, !tbaa !8
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = zext nneg i32 %4 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  %12 = getelementptr inbounds nuw float, ptr %11, i64 %8
  store float %10, ptr %12, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = icmp sgt i32 %2, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %26, %7
  %15 = tail call fastcc noundef float @_ZL4peekPKPfi(i32 noundef %4) #5
  %16 = tail call contract noundef float @_Z8peek_anyPKPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt to ptr), i32 noundef %4) #5
  %17 = fadd contract float %15, %16
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %8
  store float %17, ptr %18, align 4, !tbaa !11
  ret void

19:                                               ; preds = %7, %26
  %20 = phi i32 [ %27, %26 ], [ 0, %7 ]
  %21 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt to ptr), align 8, !tbaa !8
  %22 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  tail call fastcc void @_ZL5relaxPfPKfi(ptr noundef %21, ptr noundef %22, i32 noundef %4) #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %23, label %26

23:                                               ; preds = %19
  %24 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  %25 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt to ptr), align 8, !tbaa !8
  store ptr %25, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  store ptr %24, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3nxt to ptr), align 8, !tbaa !8
  br label %26

26:                                               ; preds = %23, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, %2
  br i1 %28, label %14, label %19, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; CHECK-LABEL: define internal fastcc void @_ZL5relaxPfPKfi(
; CHECK: load float, ptr addrspace(3)
; CHECK: load float, ptr addrspace(3)
; CHECK: store float %{{[0-9]+}}, ptr addrspace(3)
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL5relaxPfPKfi(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) unnamed_addr #3 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = add nsw i32 %2, 1
  %8 = and i32 %7, 63
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = fadd contract float %6, %11
  %13 = fmul contract float %12, 5.000000e-01
  %14 = getelementptr inbounds float, ptr %0, i64 %4
  store float %13, ptr %14, align 4, !tbaa !11
  ret void
}

; CHECK-LABEL: define internal fastcc noundef float @_ZL4peekPKPfi(
; CHECK: load float, ptr addrspace(3)
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef float @_ZL4peekPKPfi(i32 noundef %0) unnamed_addr #0 {
  %2 = load ptr, ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongPKfPfiE3cur to ptr), align 8, !tbaa !8
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds float, ptr %2, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !11
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
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
!9 = !{!"p1 float", !10, i64 0}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !6, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
