; Pointers loaded from global memory are passed on without a cast. The
; calls of @weight and @store_one pass global pointers loaded from memory;
; memspace-opt loads them as global pointers (on NVPTX a global address is
; its own generic address), so specializing the parameters costs the
; callers nothing: both are rewritten in place, the comparison with null
; uses the global null, and the pipeline's output has no cast left. The
; typed-pointer version, where the loads keep their cast, is
; cast-in-callee.ll.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { float, ptr, ptr }

define internal float @weight(ptr readonly %n) #0 {
entry:
  %isnull = icmp eq ptr %n, null
  br i1 %isnull, label %done, label %walk

walk:
  %w = load float, ptr %n, align 8
  %lp = getelementptr inbounds nuw i8, ptr %n, i64 8
  %l = load ptr, ptr %lp, align 8
  %wl = call float @weight(ptr %l)
  %rp = getelementptr inbounds nuw i8, ptr %n, i64 16
  %r = load ptr, ptr %rp, align 8
  %wr = call float @weight(ptr %r)
  %s1 = fadd float %w, %wl
  %s2 = fadd float %s1, %wr
  br label %done

done:
  %res = phi float [ 0.0, %entry ], [ %s2, %walk ]
  ret float %res
}

define internal void @store_one(ptr %p) #0 {
entry:
  store float 1.0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr readonly %roots, ptr %out, i64 %i) {
entry:
  %rp = getelementptr inbounds ptr, ptr %roots, i64 %i
  %root = load ptr, ptr %rp, align 8
  %w = call float @weight(ptr %root)
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %w, ptr %dst, align 4
  %slot = load ptr, ptr %rp, align 8
  call void @store_one(ptr %slot)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal float @weight(ptr addrspace(1) readonly %n) "nvvm.as"="1" #0 {
; CHECK-LABEL: define internal void @store_one(ptr addrspace(1) %p) "nvvm.as"="1" #0 {
; CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) readonly %roots, ptr addrspace(1) %out, i64 %i) "nvvm.as"="1,1" {

; PIPE-NOT:   addrspacecast
; PIPE-LABEL: define internal float @weight(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    %isnull = icmp eq ptr addrspace(1) %n, null
; PIPE:         %l = load ptr addrspace(1), ptr addrspace(1) %lp, align 8
; PIPE-NEXT:    %wl = call float @weight(ptr addrspace(1) %l)
; PIPE:         %r = load ptr addrspace(1), ptr addrspace(1) %rp, align 8
; PIPE-NEXT:    %wr = call float @weight(ptr addrspace(1) %r)
; PIPE-LABEL: define internal void @store_one(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    store float 1.000000e+00, ptr addrspace(1) %p, align 4
; PIPE-LABEL: define ptx_kernel void @k(
; PIPE:         %root = load ptr addrspace(1), ptr addrspace(1) %rp, align 8
; PIPE-NEXT:    %w = call float @weight(ptr addrspace(1) %root)
; PIPE:         %slot = load ptr addrspace(1), ptr addrspace(1) %rp, align 8
; PIPE-NEXT:    call void @store_one(ptr addrspace(1) %slot)
; PIPE-NOT:   addrspacecast
