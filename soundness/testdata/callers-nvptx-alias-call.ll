; Class 3, functions with unknown callers (NVPTX): the kernel calls
; internal @h directly with a global pointer and through its alias @a with
; a shared one; the alias is a use that is not a call, so @h stays generic
; (also under -whole-program, which leaves the exported alias).
; (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -whole-program %s -o - | FileCheck %s

; CHECK-LABEL: define internal void @h(ptr %p, i32 %v)
; CHECK-NEXT: store i32 %v, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@a = alias void (ptr, i32), ptr @h
define internal void @h(ptr %p, i32 %v) noinline {
  store i32 %v, ptr %p, align 4
  ret void
}
define ptx_kernel void @k(ptr %out) {
  call void @h(ptr %out, i32 1)
  call void @a(ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 5)
  %v = load i32, ptr addrspace(3) @s, align 4
  %o = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %v, ptr %o, align 4
  ret void
}
