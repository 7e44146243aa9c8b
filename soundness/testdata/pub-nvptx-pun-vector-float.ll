; Class 1, pointers published as data (NVPTX): a shared pointer's bits
; stored over global pointers as <2 x i32> and as a double make the
; pointers loaded back generic. (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4
; CHECK: %q = load ptr, ptr addrspace(5)
; CHECK-NEXT: %v = load i32, ptr %q, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define ptx_kernel void @k(ptr %out) {
  %slot = alloca ptr, align 8
  %slot2 = alloca ptr, align 8
  store ptr %out, ptr %slot, align 8
  store ptr %out, ptr %slot2, align 8
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %v2 = bitcast i64 %i to <2 x i32>
  store <2 x i32> %v2, ptr %slot, align 8
  %d = bitcast i64 %i to double
  %d2 = fadd double %d, 0.0
  store double %d, ptr %slot2, align 8
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %q = load ptr, ptr %slot2, align 8
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
