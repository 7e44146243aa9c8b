; Class 6, WMMA operands (NVPTX): the fragment pointer is loaded from a
; __shared__ table of pointers that holds shared tile addresses. It may
; become shared (the table holds only shared pointers) or stay generic.
; WMMA loads and stores accept generic, shared and global pointers and
; impose nothing on their operand (spec §2): the operand must not be forced
; to addrspace(1), so no .p1 variant of the intrinsic may appear.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [512 x half] undef, align 4
@tab = internal addrspace(3) global [2 x ptr] undef, align 8

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p{{[03]}}(
define ptx_kernel void @k(ptr %out, i32 %sel) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @tab to ptr), align 8
  %t1 = getelementptr inbounds half, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 256
  %slot1 = getelementptr inbounds ptr, ptr addrspacecast (ptr addrspace(3) @tab to ptr), i64 1
  store ptr %t1, ptr %slot1, align 8
  %i = zext i32 %sel to i64
  %slot = getelementptr inbounds ptr, ptr addrspacecast (ptr addrspace(3) @tab to ptr), i64 %i
  %a = load ptr, ptr %slot, align 8
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
  %x = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store <2 x half> %x, ptr %out, align 4
  ret void
}
