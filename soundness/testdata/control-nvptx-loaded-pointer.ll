; Class 12, control (NVPTX): a pointer loaded through the kernel's
; parameter, where the only device store into that memory writes a global
; pointer (the kernel's other parameter). Host memory then still holds only
; global pointers: the loaded pointer is global, and isspacep.shared on it
; folds away (to false).
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %p
; CHECK-NOT: call i1 @llvm.nvvm.isspacep.shared
; CHECK: ret void
define ptx_kernel void @k(ptr %buf, ptr %g, ptr %out) {
entry:
  store ptr %g, ptr %buf, align 8
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
