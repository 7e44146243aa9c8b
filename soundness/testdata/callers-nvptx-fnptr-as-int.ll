; Class 3, functions with unknown callers (NVPTX): @h's address is stored
; as an integer (ptrtoint of the function) and called back through
; inttoptr with a shared pointer; the direct call passes a global one. @h
; stays generic. (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define internal void @h(ptr %p, i32 %v)
; CHECK-NEXT: store i32 %v, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@slot = internal addrspace(1) global i64 0, align 8
define internal void @h(ptr %p, i32 %v) noinline {
  store i32 %v, ptr %p, align 4
  ret void
}
define ptx_kernel void @k(ptr %out) {
  store i64 ptrtoint (ptr @h to i64), ptr addrspace(1) @slot, align 8
  call void @h(ptr %out, i32 1)
  %sp = addrspacecast ptr addrspace(3) @s to ptr
  %fi = load i64, ptr addrspace(1) @slot, align 8
  %fp = inttoptr i64 %fi to ptr
  call void %fp(ptr %sp, i32 5)
  %v = load i32, ptr addrspace(3) @s, align 4
  %o = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %v, ptr %o, align 4
  ret void
}
