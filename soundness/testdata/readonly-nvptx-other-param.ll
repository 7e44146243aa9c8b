; Class 2, readonly is not noalias (NVPTX): the kernel stores a shared
; pointer through %b and loads a pointer through %a, which is only
; readonly. readonly says the kernel does not write through %a, not that
; nothing else writes %a's memory: the host may pass one buffer as both, so
; %p may be the shared pointer just stored. It must stay generic and
; isspacep.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr readonly %a, ptr %b, ptr %out) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %b, align 8
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
