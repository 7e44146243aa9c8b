; Class 7, llvm.ptrmask (NVPTX), the precise sibling: an alignment mask
; (-16, i64) on the kernel's global pointer keeps the space: the access
; through the result is global.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %m, align 4
define ptx_kernel void @k(ptr %g) {
entry:
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %g, i64 -16)
  store i32 1, ptr %m, align 4
  ret void
}
