; Class 3, definitions another module may replace (NVPTX): the kernel
; calls @get, a weak alias of an internal function that returns a global
; address; another module may define @get, so the result stays generic.
; (Adversarial review, 2026-11-25: holds.)
; NO-LLC: llc-22 aborts on a weak alias on NVPTX (the input too)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = call ptr @get()
; CHECK-NEXT: store i32 1, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global [16 x i32] zeroinitializer, align 4
@get = weak alias ptr (), ptr @get.impl
define internal ptr @get.impl() noinline {
  ret ptr addrspacecast (ptr addrspace(1) @g to ptr)
}
define ptx_kernel void @k(ptr %out) {
  %p = call ptr @get()
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
