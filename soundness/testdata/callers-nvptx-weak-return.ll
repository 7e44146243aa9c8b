; Class 3, definitions another module may replace (NVPTX): @get is weak
; and returns a global address here, but the linked program may use
; another module's @get: the pointer it returns stays generic.
; (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = call ptr @get()
; CHECK-NEXT: store i32 1, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@g = addrspace(1) global [16 x i32] zeroinitializer, align 4
define weak ptr @get() noinline {
  ret ptr addrspacecast (ptr addrspace(1) @g to ptr)
}
define ptx_kernel void @k(ptr %out) {
  %p = call ptr @get()
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
