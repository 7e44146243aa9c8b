; Class 1, pointers published as data (NVPTX): the shared pointer is
; stored by llvm.vp.store, whose declaration here says memory(none).
; LLVM does not believe it: as it reads a module it gives every intrinsic
; declaration the attributes of its own table (memory(argmem: write) for
; vp.store), and the store is compiled. So the declaration must not count
; (package intrinsic): %p, loaded back from the buffer, may be shared and
; must stay generic (not addrspace(1)), and isspacep.shared on it must not
; fold. Before, the lie was believed and %p became addrspace(1).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.vp.store.v2p0.p0(<2 x ptr>, ptr, <2 x i1>, i32) #0

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %buf = alloca ptr, align 8
  store ptr %out, ptr %buf, align 8
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %v0 = insertelement <2 x ptr> poison, ptr %s, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %s, i64 1
  call void @llvm.vp.store.v2p0.p0(<2 x ptr> %v, ptr %buf, <2 x i1> <i1 true, i1 false>, i32 1)
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

attributes #0 = { memory(none) nounwind }
