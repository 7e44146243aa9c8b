; A WMMA operand that provably points to shared memory contradicts the
; global-only constraint: it is left generic and reported.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr, i32)

; DIAG: warning: memspace-opt: the pointer operand of @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0 must point to global memory, but may point to {shared}
; DIAG-NEXT: note: shared: from @tile
; CHECK-LABEL: define ptx_kernel void @k(i64 %off)
; CHECK: call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
define ptx_kernel void @k(i64 %off) {
entry:
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %off
  %f = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
  ret void
}
