; Class 12, control (NVPTX): a kernel's pointer parameter points to global
; memory (the host hands out only global addresses): the store through it
; is global, and isspacep.global on it folds away.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
; CHECK-NOT: call i1 @llvm.nvvm.isspacep.global
; CHECK: ret void
define ptx_kernel void @k(ptr %g, i64 %i) {
entry:
  %q = getelementptr inbounds i32, ptr %g, i64 %i
  store i32 1, ptr %q, align 4
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %z = zext i1 %ig to i32
  store i32 %z, ptr %g, align 4
  ret void
}
