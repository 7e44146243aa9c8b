; Class 6, WMMA operands (NVPTX): an exported device function loads a
; fragment through its parameter. Its callers are unknown, so the operand
; may be global or shared: it stays generic (.p0 with the parameter itself).
; WMMA loads and stores accept generic, shared and global pointers and
; impose nothing on their operand (spec §2): the operand must not be forced
; to addrspace(1), so no .p1 variant of the intrinsic may appear.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)

; CHECK-LABEL: define void @mma_ld(ptr %a, ptr %out)
; CHECK: call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
define void @mma_ld(ptr %a, ptr %out) {
entry:
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
  %x = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store <2 x half> %x, ptr %out, align 4
  ret void
}
