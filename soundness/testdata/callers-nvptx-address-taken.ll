; Class 3, functions with unknown callers (NVPTX): @f is internal but its
; address is stored in a device function table (@table), so it may be
; called indirectly with anything.
; Its callers are unknown, so the memory its parameter reaches is unknown
; memory (anything may have been stored there): the loaded pointer %p must
; stay generic and isspacep.shared on it must not fold.
; The direct call from the kernel passes global pointers; that may
; specialize a clone, never rewrite @f in place.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global [1 x ptr] [ptr @f], align 8

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define internal void @f(ptr %pp, ptr %out)
; CHECK: %p = load ptr, ptr %pp, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define internal void @f(ptr %pp, ptr %out) {
entry:
  %p = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

; The kernel calls it with global pointers only, which may specialize a
; clone for this caller; the original must not change.
define ptx_kernel void @k(ptr %g, ptr %o) {
entry:
  call void @f(ptr %g, ptr %o)
  ret void
}
