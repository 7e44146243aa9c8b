; Class 1, pointers published as data (NVPTX): a shared pointer's bits as
; <64 x i1> (a type that carries no image: its lanes are single bits) are
; raw bits when stored; the pointer loaded over them stays generic.
; (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define ptx_kernel void @k(ptr %out) {
  %slot = alloca ptr, align 8
  store ptr %out, ptr %slot, align 8
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %v = bitcast i64 %i to <64 x i1>
  %w = xor <64 x i1> %v, zeroinitializer
  store <64 x i1> %w, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %x = load i32, ptr %p, align 4
  store i32 %x, ptr %out, align 4
  ret void
}
