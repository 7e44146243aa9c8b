; Class 4, the genuine error (NVPTX): a helper always runs an atomic on its
; parameter, and its only caller passes a stack slot. Once ipmsp has
; resolved the argument (the default pipeline), the atomic runs on a
; pointer proven local in reachable code: the error, exit status 1.
; RUN: not memspace %s -o %t.out 2>&1 | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @bump(ptr %p) {
entry:
  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  ret i32 %o
}

; CHECK: error: Cannot do atomic on local memory
define ptx_kernel void @k(ptr %out) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  %o = call i32 @bump(ptr %a)
  store i32 %o, ptr %out, align 4
  ret void
}
