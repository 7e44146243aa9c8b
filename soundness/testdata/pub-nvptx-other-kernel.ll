; Class 1, pointers published as data (NVPTX): one kernel stores a shared
; address into its buffer, another kernel (launched later on the same
; buffer) loads it. Host memory is one location for all kernels of the
; module, so the reader cannot trust it either.
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

define ptx_kernel void @writer(ptr %buf) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %buf, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @reader(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @reader(ptr %buf, ptr %out) {
entry:
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
