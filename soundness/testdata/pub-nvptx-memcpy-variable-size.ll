; Class 1, pointers published as data (NVPTX): a memcpy whose size is
; only known at run time copies shared pointers over the global ones of
; %a; the pointer loaded back from %a stays generic (a copy of unknown
; size reaches every byte). (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define ptx_kernel void @k(ptr %out, i64 %n) {
  %a = alloca [2 x ptr], align 8
  %b = alloca [2 x ptr], align 8
  store ptr %out, ptr %a, align 8
  %a1 = getelementptr inbounds ptr, ptr %a, i64 1
  store ptr %out, ptr %a1, align 8
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %b, align 8
  %b1 = getelementptr inbounds ptr, ptr %b, i64 1
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %b1, align 8
  %sz = and i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 %sz, i1 false)
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
