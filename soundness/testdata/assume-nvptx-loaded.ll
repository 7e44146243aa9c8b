; Class 11, facts the program states (NVPTX): %p is loaded from the
; kernel's buffer after a shared pointer was stored there, so its set is
; {global, shared}; the kernel then assumes isspacep.global(%p), which
; narrows it to global: the access becomes addrspace(1).
; llvm.assume of a space test narrows the pointer's set (spec §2: a false
; assume is undefined behaviour).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.global(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
define ptx_kernel void @k(ptr %buf) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %buf, align 8
  %p = load ptr, ptr %buf, align 8
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %g)
  store i32 1, ptr %p, align 4
  ret void
}
