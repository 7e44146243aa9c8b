; Class 1, pointers published as data (NVPTX): memmove within one array
; from an element chosen at run time moves a shared pointer into slot 0,
; which held a global one; the pointer loaded from slot 0 stays generic.
; (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
define ptx_kernel void @k(ptr %out, i64 %n) {
  %a = alloca [4 x ptr], align 8
  store ptr %out, ptr %a, align 8
  %a1 = getelementptr inbounds ptr, ptr %a, i64 1
  store ptr %out, ptr %a1, align 8
  %a2 = getelementptr inbounds ptr, ptr %a, i64 2
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %a2, align 8
  %i = and i64 %n, 2
  %src = getelementptr inbounds ptr, ptr %a, i64 %i
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %src, i64 16, i1 false)
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
