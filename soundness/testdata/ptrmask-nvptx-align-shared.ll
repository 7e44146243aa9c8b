; Class 7, llvm.ptrmask (NVPTX), the precise sibling: an alignment mask
; (-16, i64) on a 64-bit generic pointer to shared memory keeps every high
; bit, so the result keeps the space: the access becomes addrspace(3) (the
; call re-mangled for it).
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

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %m = call ptr addrspace(3) @llvm.ptrmask.p3.i64(ptr addrspace(3) %
; CHECK: store i32 1, ptr addrspace(3) %m, align 4
define ptx_kernel void @k(i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
  store i32 1, ptr %m, align 4
  ret void
}
