; Class 14, byval arguments (NVPTX): the struct passed by value holds a
; pointer that is shared or global (a select on a kernel parameter); the
; helper's copy is local and the pointer loaded from it stays generic.
; (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define internal void @h(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 9, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { ptr, i32 }
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define internal void @h(ptr byval(%S) align 8 %st, ptr %out) noinline {
  %p = load ptr, ptr %st, align 8
  store i32 9, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
define ptx_kernel void @k(ptr %out, i32 %n) {
  %a = alloca %S, align 8
  %c = icmp eq i32 %n, 64
  %pp = select i1 %c, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %out
  store ptr %pp, ptr %a, align 8
  call void @h(ptr byval(%S) align 8 %a, ptr %out)
  ret void
}
