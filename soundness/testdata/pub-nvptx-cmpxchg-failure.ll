; Class 1, pointers published as data (NVPTX): a cmpxchg that fails
; returns what the slot holds (a shared pointer), not the expected or the
; new value (global): its result stays generic. (Adversarial review,
; 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %old = extractvalue { ptr, i1 } %pair, 0
; CHECK-NEXT: store i32 1, ptr %old, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@slot = internal addrspace(3) global ptr null, align 8
define ptx_kernel void @k(ptr %out) {
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr addrspace(3) @slot, align 8
  %pair = cmpxchg ptr addrspace(3) @slot, ptr %out, ptr %out seq_cst seq_cst
  %old = extractvalue { ptr, i1 } %pair, 0
  store i32 1, ptr %old, align 4
  %v = load i32, ptr %old, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
