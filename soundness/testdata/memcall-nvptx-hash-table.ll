; Class 13, memory across calls (NVPTX): a device hash table (a
; __device__ array of pointers) that device code only writes global
; pointers into: the kernel parameter a kernel passes to an internal
; insert helper. What the host may put there (cudaMemcpyToSymbol) is
; global too, so the pointer an internal lookup helper returns is global
; and the kernel's access through it is addrspace(1). An exported lookup
; may run in other modules' launches, where the table may hold anything:
; the pointer it returns stays generic.
; Source (clang-22 -O1, sm_90; cuda_min.h from the corpus):
; #define SLOTS 64
; __device__ float *table[SLOTS];
; __device__ int keys[SLOTS];
; static __device__ NOINLINE void insert(int key, float *val) {
;   unsigned h = (unsigned)key % SLOTS;
;   while (atomicCAS(&keys[h], 0, key) != 0 && keys[h] != key) h = (h + 1) % SLOTS;
;   table[h] = val;
; }
; static __device__ NOINLINE float *lookup(int key) {
;   unsigned h = (unsigned)key % SLOTS;
;   for (int i = 0; i < SLOTS; ++i, h = (h + 1) % SLOTS)
;     if (keys[h] == key) return table[h];
;   return nullptr;
; }
; __device__ NOINLINE float *lookup_any(int key) {
;   unsigned h = (unsigned)key % SLOTS;
;   for (int i = 0; i < SLOTS; ++i, h = (h + 1) % SLOTS)
;     if (keys[h] == key) return table[h];
;   return nullptr;
; }
; __global__ void build(float *data, const int *ks, int n) {
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   if (i < n) insert(ks[i], data + i * 4);
; }
; __global__ void probe(const int *ks, float *out, int n) {
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   if (i < n) {
;     float *p = lookup(ks[i]);
;     float *q = lookup_any(ks[i]);
;     out[i] = (p ? p[0] : 0.f) + (q ? q[1] : 0.f);
;   }
; }
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = dso_local addrspace(1) externally_initialized global [64 x ptr] zeroinitializer, align 8
@keys = dso_local addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @keys to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; CHECK-LABEL: define dso_local noundef ptr @_Z10lookup_anyi(
; CHECK: load ptr, ptr addrspace(1)
; CHECK: ret ptr
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef ptr @_Z10lookup_anyi(i32 noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %1, %13
  %3 = phi i32 [ %0, %1 ], [ %15, %13 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %13 ]
  %5 = and i32 %3, 63
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @keys to ptr), i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = icmp eq i32 %8, %0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %6
  %12 = load ptr, ptr %11, align 8, !tbaa !8
  br label %17

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %4, 1
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp eq i32 %14, 64
  br i1 %16, label %17, label %2, !llvm.loop !11

17:                                               ; preds = %13, %10
  %18 = phi ptr [ %12, %10 ], [ null, %13 ]
  ret ptr %18
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z5buildPfPKii(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %17

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = shl nsw i32 %8, 2
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  tail call fastcc void @_ZL6insertiPf(i32 noundef %13, ptr noundef %16) #5
  br label %17

17:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_ZL6insertiPf(i32 noundef %0, ptr noundef %1) unnamed_addr #2 {
  %3 = and i32 %0, 63
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @keys to ptr), i64 %4
  %6 = cmpxchg ptr %5, i32 0, i32 %0 seq_cst seq_cst, align 4
  %7 = extractvalue { i32, i1 } %6, 1
  br i1 %7, label %23, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !tbaa !4
  %10 = icmp eq i32 %9, %0
  br i1 %10, label %23, label %11

11:                                               ; preds = %8, %19
  %12 = phi i32 [ %14, %19 ], [ %3, %8 ]
  %13 = add nuw nsw i32 %12, 1
  %14 = and i32 %13, 63
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @keys to ptr), i64 %15
  %17 = cmpxchg ptr %16, i32 0, i32 %0 seq_cst seq_cst, align 4
  %18 = extractvalue { i32, i1 } %17, 1
  br i1 %18, label %22, label %19, !llvm.loop !14

19:                                               ; preds = %11
  %20 = load i32, ptr %16, align 4, !tbaa !4
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %23, label %11, !llvm.loop !14

22:                                               ; preds = %11
  br label %23, !llvm.loop !14

23:                                               ; preds = %19, %8, %22, %2
  %24 = phi i64 [ %4, %2 ], [ %15, %22 ], [ %4, %8 ], [ %15, %19 ]
  %25 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %24
  store ptr %1, ptr %25, align 8, !tbaa !8
  ret void
}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z5probePKiPfi(
; CHECK: load float, ptr addrspace(1)
; CHECK: load float, ptr %
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z5probePKiPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %29

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = tail call fastcc noundef ptr @_ZL6lookupi(i32 noundef %13) #5
  %15 = tail call noundef ptr @_Z10lookup_anyi(i32 noundef %13) #5
  %16 = icmp eq ptr %14, null
  br i1 %16, label %19, label %17

17:                                               ; preds = %10
  %18 = load float, ptr %14, align 4, !tbaa !15
  br label %19

19:                                               ; preds = %10, %17
  %20 = phi contract float [ %18, %17 ], [ 0.000000e+00, %10 ]
  %21 = icmp eq ptr %15, null
  br i1 %21, label %25, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !15
  br label %25

25:                                               ; preds = %19, %22
  %26 = phi contract float [ %24, %22 ], [ 0.000000e+00, %19 ]
  %27 = fadd contract float %20, %26
  %28 = getelementptr inbounds float, ptr %1, i64 %11
  store float %27, ptr %28, align 4, !tbaa !15
  br label %29

29:                                               ; preds = %25, %3
  ret void
}

; CHECK-LABEL: define internal fastcc noundef ptr{{( addrspace\(1\))?}} @_ZL6lookupi(
; CHECK: load ptr{{( addrspace\(1\))?}}, ptr addrspace(1)
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef ptr @_ZL6lookupi(i32 noundef %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %1, %13
  %3 = phi i32 [ %0, %1 ], [ %15, %13 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %13 ]
  %5 = and i32 %3, 63
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(1) @keys to ptr), i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = icmp eq i32 %8, %0
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %6
  %12 = load ptr, ptr %11, align 8, !tbaa !8
  br label %17

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %4, 1
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp eq i32 %14, 64
  br i1 %16, label %17, label %2, !llvm.loop !17

17:                                               ; preds = %13, %10
  %18 = phi ptr [ %12, %10 ], [ null, %13 ]
  ret ptr %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !6, i64 0}
!17 = distinct !{!17, !12, !13}
