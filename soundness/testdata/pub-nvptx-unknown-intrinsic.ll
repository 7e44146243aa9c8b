; Class 1, pointers published as data (NVPTX): the shared pointer is handed
; to an intrinsic this file declares without any memory attribute
; (llvm.vp.store, which stores it). LLVM gives the declaration the
; attributes of its table, memory(argmem: write), and so does memspace
; (package intrinsic): the intrinsic may write its operands where its
; pointer argument points.
; Host memory (what kernel pointer parameters reach) is trusted to hold
; only global pointers until the device writes something else there; here
; it does, so %p, loaded back from it, may be shared: it must stay generic
; (not addrspace(1)) and isspacep.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.vp.store.v2p0.p0(<2 x ptr>, ptr, <2 x i1>, i32)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %buf, ptr %out, i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %v0 = insertelement <2 x ptr> poison, ptr %s, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %s, i64 1
  call void @llvm.vp.store.v2p0.p0(<2 x ptr> %v, ptr %buf, <2 x i1> <i1 true, i1 true>, i32 2)
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
