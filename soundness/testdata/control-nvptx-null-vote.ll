; Class 12, controls (NVPTX): null arguments agree with every space: the
; helper's calls with a shared pointer, a local one and null each get
; their clone, and the null test inside each answers as the generic one
; did (the execution check drives @k). (Adversarial review, 2026-11-25:
; holds.)
; RUN: memspace %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 7, ptr addrspace(3) @s
; CHECK: store i32 7, ptr addrspace(5) %a.local

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define internal void @h(ptr %p, ptr %out, i32 %i) noinline {
  %z = icmp eq ptr %p, null
  %o = getelementptr inbounds i32, ptr %out, i32 %i
  br i1 %z, label %isnull, label %use
isnull:
  store i32 99, ptr %o, align 4
  ret void
use:
  store i32 7, ptr %p, align 4
  store i32 1, ptr %o, align 4
  ret void
}
define ptx_kernel void @k(ptr %out) {
  call void @h(ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %out, i32 0)
  call void @h(ptr null, ptr %out, i32 1)
  %a = alloca i32, align 4
  call void @h(ptr %a, ptr %out, i32 2)
  call void @h(ptr null, ptr %out, i32 3)
  ret void
}
