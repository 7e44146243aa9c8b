; Class 13, memory across calls (NVPTX): @r calls itself with a shared
; pointer and the kernel calls it with a global one: the kernel's call
; gets a clone for global, the recursive calls pass shared. The execution
; check drives @k. (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 3, ptr addrspace(1) %out
; CHECK: call void @r(ptr addrspace(3) @s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define internal void @r(ptr %p, i32 %n, ptr %out) noinline {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %use, label %rec
use:
  store i32 3, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
rec:
  %n1 = sub i32 %n, 1
  %sp = addrspacecast ptr addrspace(3) @s to ptr
  call void @r(ptr %sp, i32 %n1, ptr %out)
  ret void
}
define ptx_kernel void @k(ptr %out) {
  call void @r(ptr %out, i32 2, ptr %out)
  ret void
}
