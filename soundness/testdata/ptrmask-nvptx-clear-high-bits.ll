; Class 7, llvm.ptrmask (NVPTX): a shared address masked with
; 0x0000FFFFFFFFFFFF, which clears the high bits that select the window.
; The result is not the shared address: it stays generic and
; isspacep.shared on it must not fold.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %m = call ptr @llvm.ptrmask.p0.i64(ptr
; CHECK-NOT: addrspacecast ptr %m to
; CHECK: store i32 1, ptr %m, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
define ptx_kernel void @k(ptr %out) {
entry:
  %m = call ptr @llvm.ptrmask.p0.i64(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 281474976710655)
  store i32 1, ptr %m, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
