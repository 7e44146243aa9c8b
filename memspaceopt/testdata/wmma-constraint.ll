; WMMA fragment loads and stores accept generic, shared and global
; pointers (there is a generic form of each), so they impose no space:
; an exported helper's parameter stays generic (its callers are unknown;
; forcing it global was wrong for a caller passing shared memory), and a
; pointer proven shared is rewritten to the shared form of the intrinsic.
; RUN: memspace -passes=memspace-opt %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; Running again on the output changes nothing.
; RUN: memspace -passes=memspace-opt %t.ll | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly captures(none), i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32)

; CHECK-LABEL: define void @helper(ptr %c, i64 %off)
; CHECK-NOT: addrspacecast
; CHECK: %p = getelementptr inbounds float, ptr %c, i64 %off
; CHECK: call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
; CHECK: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %p,
define void @helper(ptr %c, i64 %off) {
entry:
  %p = getelementptr inbounds float, ptr %c, i64 %off
  %f = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
  %x = extractvalue { float, float, float, float, float, float, float, float } %f, 0
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %p, float %x, float %x, float %x, float %x, float %x, float %x, float %x, float %x, i32 16)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(i64 %off)
; CHECK: call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p3(ptr addrspace(3) %p, i32 16)
define ptx_kernel void @k(i64 %off) {
entry:
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %off
  %f = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %p, i32 16)
  ret void
}
