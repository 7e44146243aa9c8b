; Class 3, functions with unknown callers (NVPTX): @f is linkonce_odr (an
; inline function or template instance): other modules define and call
; the same function, and the linker may keep any copy.
; Its callers are unknown, so the memory its parameter reaches is unknown
; memory (anything may have been stored there): the loaded pointer %p must
; stay generic and isspacep.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define linkonce_odr void @f(ptr %pp, ptr %out)
; CHECK: %p = load ptr, ptr %pp, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define linkonce_odr void @f(ptr %pp, ptr %out) {
entry:
  %p = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

; The kernel calls it with global pointers only, which may specialize a
; clone for this caller; @ext, exported, calls it with pointers it does not
; know, so the original stays, and it must not change. (Were the kernel its
; only caller, the original would go once that call moved to the clone: a
; module that uses a linkonce_odr function defines it too.)
define void @ext(ptr %pp, ptr %out) {
entry:
  call void @f(ptr %pp, ptr %out)
  ret void
}

define ptx_kernel void @k(ptr %g, ptr %o) {
entry:
  call void @f(ptr %g, ptr %o)
  ret void
}
