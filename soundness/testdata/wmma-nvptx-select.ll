; Class 6, WMMA operands (NVPTX): the operand is either a shared tile or
; the kernel's global input (a select). It must stay generic: neither
; space may be forced on it.
; WMMA loads and stores accept generic, shared and global pointers and
; impose nothing on their operand (spec §2): the operand must not be forced
; to addrspace(1), so no .p1 variant of the intrinsic may appear.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x half] undef, align 4

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %a = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %
; CHECK: call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
define ptx_kernel void @k(ptr %g, ptr %out, i1 %c) {
entry:
  %a = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %g
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
  %x = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store <2 x half> %x, ptr %out, align 4
  ret void
}
