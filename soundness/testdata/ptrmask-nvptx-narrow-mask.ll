; Class 7, llvm.ptrmask (NVPTX): an i32 mask on a 64-bit pointer (valid IR
; only where the data layout gives generic pointers a 32-bit index width,
; as here). The mask is narrower than the pointer, so per the spec the
; result is unknown: it stays generic and isspacep.shared on it must not
; fold.
; NO-LLC: llc replaces the data layout with the target's, where an i32 mask
; on a 64-bit pointer is invalid; llc rejects the input itself.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64:64:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare ptr @llvm.ptrmask.p0.i32(ptr, i32)
declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %m = call ptr @llvm.ptrmask.p0.i32(ptr
; CHECK-NOT: addrspacecast ptr %m to
; CHECK: store i32 1, ptr %m, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
define ptx_kernel void @k(ptr %out) {
entry:
  %m = call ptr @llvm.ptrmask.p0.i32(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 -16)
  store i32 1, ptr %m, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
