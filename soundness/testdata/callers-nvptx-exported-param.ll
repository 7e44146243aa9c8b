; Class 3, functions with unknown callers (NVPTX): @f is exported and tests
; its own parameter with isspacep.shared and isspacep.global. Unknown
; callers may pass any space, so neither test folds and the access stays
; generic, even though the only caller in this module passes a global
; pointer (a clone for that caller may be specialized).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define void @f(ptr %p, ptr %out)
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
; CHECK: %ig = call i1 @llvm.nvvm.isspacep.global(ptr %p)
define void @f(ptr %p, ptr %out) {
entry:
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  %a = zext i1 %is to i32
  %b = zext i1 %ig to i32
  %s = add i32 %a, %b
  store i32 %s, ptr %out, align 4
  ret void
}

; The kernel calls it with global pointers only, which may specialize a
; clone for this caller; the original must not change.
define ptx_kernel void @k(ptr %g, ptr %o) {
entry:
  call void @f(ptr %g, ptr %o)
  ret void
}
