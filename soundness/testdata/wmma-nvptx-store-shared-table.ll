; Class 6, WMMA operands (NVPTX): a fragment is stored (wmma store.d)
; through a pointer loaded from a __shared__ table of shared tile
; addresses. The operand may become shared or stay generic, never global.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4
@tab = internal addrspace(3) global [1 x ptr] undef, align 8

declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr, float, float, float, float, float, float, float, float, i32)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p{{[03]}}(
define ptx_kernel void @k(float %v) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @tab to ptr), align 8
  %d = load ptr, ptr addrspacecast (ptr addrspace(3) @tab to ptr), align 8
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %d, float %v, float %v, float %v, float %v, float %v, float %v, float %v, float %v, i32 16)
  ret void
}
