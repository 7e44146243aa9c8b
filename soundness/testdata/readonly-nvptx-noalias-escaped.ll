; Class 2, readonly is not noalias (NVPTX): noalias with another access
; path. %a is noalias, but the kernel stores %a into %b's buffer, loads it
; back as %alias and writes a shared pointer through it: that is %a's own
; memory, reached through memory. %p, loaded through %a, is that shared
; pointer in every execution, so it must stay generic (never global) and
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
define ptx_kernel void @k(ptr noalias %a, ptr noalias %b, ptr %out) {
entry:
  store ptr %a, ptr %b, align 8
  %alias = load ptr, ptr %b, align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %alias, align 8
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
