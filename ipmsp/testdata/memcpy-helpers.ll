; The cost model counts the pointers of memcpy, memmove and memset as
; accesses: llc expands a generic one into generic loads and stores. The
; internal @copy_rec is called with (shared, global) and (global, local)
; pointers, so it gets one clone per vector and the original goes; every
; call of @clear_rec passes a local pointer, so it is rewritten in place.
; memspace-opt then moves the intrinsics to the specific pointers.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp,memspace-opt -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type { i32, [11 x float] }

@stage = internal addrspace(3) global [64 x %struct.Rec] undef, align 4

define internal void @copy_rec(ptr %dst, ptr %src) #0 {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %dst, ptr align 4 %src, i64 48, i1 false)
  ret void
}

define internal void @clear_rec(ptr %dst) #0 {
entry:
  call void @llvm.memset.p0.i64(ptr align 4 %dst, i8 0, i64 48, i1 false)
  ret void
}

define ptx_kernel void @k(ptr %recs, i64 %i) {
entry:
  %tmp = alloca %struct.Rec, align 4
  %slot = getelementptr inbounds %struct.Rec, ptr addrspacecast (ptr addrspace(3) @stage to ptr), i64 %i
  %rec = getelementptr inbounds %struct.Rec, ptr %recs, i64 %i
  call void @copy_rec(ptr %slot, ptr %rec)
  call void @clear_rec(ptr %tmp)
  call void @copy_rec(ptr %rec, ptr %tmp)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

attributes #0 = { noinline nounwind }

; CHECK-NOT:   define internal void @copy_rec(
; CHECK-LABEL: define internal void @copy_rec.shared.global(ptr addrspace(3) %dst, ptr addrspace(1) %src)
; CHECK-LABEL: define internal void @copy_rec.global.local(ptr addrspace(1) %dst, ptr addrspace(5) %src)
; CHECK-LABEL: define internal void @clear_rec(ptr addrspace(5) %dst) "nvvm.as"="5" #0 {
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @copy_rec.shared.global(ptr addrspace(3)
; CHECK:         call void @clear_rec(ptr addrspace(5)
; CHECK:         call void @copy_rec.global.local(ptr addrspace(1)

; PIPE-LABEL: define internal void @copy_rec.shared.global(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 %dst, ptr addrspace(1) align 4 %src, i64 48, i1 false)
; PIPE-LABEL: define internal void @copy_rec.global.local(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(5) align 4 %src, i64 48, i1 false)
; PIPE-LABEL: define internal void @clear_rec(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %dst, i8 0, i64 48, i1 false)
