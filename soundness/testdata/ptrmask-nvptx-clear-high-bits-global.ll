; Class 7, llvm.ptrmask (NVPTX): the kernel's global pointer masked with
; 0x00000000FFFFFFFF (the high half cleared). The result is unknown: it
; stays generic, and isspacep.global on it must not fold.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %m = call ptr @llvm.ptrmask.p0.i64(ptr
; CHECK-NOT: addrspacecast ptr %m to
; CHECK: store i32 1, ptr %m, align 4
; CHECK: %ig = call i1 @llvm.nvvm.isspacep.global(ptr %m)
define ptx_kernel void @k(ptr %g, ptr %out) {
entry:
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %g, i64 4294967295)
  store i32 1, ptr %m, align 4
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %m)
  %z = zext i1 %ig to i32
  store i32 %z, ptr %out, align 4
  ret void
}
