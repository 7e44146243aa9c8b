; Class 3, functions with unknown callers (NVPTX): internal @h is called
; directly with a global pointer, and its address sits in a struct that
; initializes @tab, through which the kernel calls it with a shared
; pointer. An address stored anywhere (here in a constant aggregate) makes
; @h address-taken: it is neither rewritten in place nor specialized for
; global, and its store stays generic. (Adversarial review, 2026-11-25:
; holds; the execution check drives @k.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define internal void @h(ptr %p, i32 %v)
; CHECK-NEXT: store i32 %v, ptr %p, align 4

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@tab = internal addrspace(1) global { i32, ptr } { i32 0, ptr @h }, align 8
define internal void @h(ptr %p, i32 %v) noinline {
  store i32 %v, ptr %p, align 4
  ret void
}
define ptx_kernel void @k(ptr %out) {
  call void @h(ptr %out, i32 1)
  %sp = addrspacecast ptr addrspace(3) @s to ptr
  %fp = load ptr, ptr addrspace(1) getelementptr inbounds ({ i32, ptr }, ptr addrspace(1) @tab, i32 0, i32 1), align 8
  call void %fp(ptr %sp, i32 5)
  %v = load i32, ptr addrspace(3) @s, align 4
  %o = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %v, ptr %o, align 4
  ret void
}
