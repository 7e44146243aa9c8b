; WMMA fragment loads and stores only take global memory: the constraint
; flows back up the operand's def chain, so even a helper's parameter is
; global there, and the intrinsics are re-mangled for addrspace(1).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1) readonly captures(none), i32)
; CHECK-DAG: declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) writeonly captures(none), float, float, float, float, float, float, float, float, i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly captures(none), i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32)

; CHECK-LABEL: define void @helper(ptr %c, i64 %off)
; CHECK: %c.global = addrspacecast ptr %c to ptr addrspace(1)
; CHECK: %p = getelementptr inbounds float, ptr addrspace(1) %c.global, i64 %off
; CHECK: call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1) %p, i32 16)
; CHECK: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %p,
define void @helper(ptr %c, i64 %off) {
entry:
  %p = getelementptr inbounds float, ptr %c, i64 %off
  %f = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
  %x = extractvalue { float, float, float, float, float, float, float, float } %f, 0
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %p, float %x, float %x, float %x, float %x, float %x, float %x, float %x, float %x, i32 16)
  ret void
}
