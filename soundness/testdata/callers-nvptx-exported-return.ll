; Class 3, functions with unknown callers (NVPTX): the exported @get returns
; a pointer loaded through its parameter. For unknown callers that pointer
; is unknown, so @get's signature must stay generic (return and
; parameter), and the load in it must not be retyped.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptr @get(ptr %pp)
; CHECK: %p = load ptr, ptr %pp, align 8
; CHECK-NEXT: ret ptr %p
define ptr @get(ptr %pp) {
entry:
  %p = load ptr, ptr %pp, align 8
  ret ptr %p
}

define ptx_kernel void @k(ptr %g) {
entry:
  %r = call ptr @get(ptr %g)
  store i32 1, ptr %r, align 4
  ret void
}
