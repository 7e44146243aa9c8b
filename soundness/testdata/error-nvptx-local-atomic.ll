; Class 4, the genuine error (NVPTX): reachable code runs an atomic on a
; stack slot, a pointer proven local. That is the one case that is an
; error (spec §3): "Cannot do atomic on local memory" and exit status 1,
; under both pipelines.
; RUN: not memspace %s -o %t.out 2>&1 | FileCheck %s
; RUN: not memspace -passes=memspace-opt %s -o %t.out 2>&1 | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: error: Cannot do atomic on local memory
define ptx_kernel void @k(ptr %out) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  %o = atomicrmw add ptr %a, i32 1 seq_cst, align 4
  store i32 %o, ptr %out, align 4
  ret void
}
