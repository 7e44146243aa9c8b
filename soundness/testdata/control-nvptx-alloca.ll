; Class 12, control (NVPTX): an alloca is local memory
; (process-alloca-always): the accesses to it become addrspace(5) and
; isspacep.local on it folds away.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 %v, ptr addrspace(5) %
; CHECK-NOT: call i1 @llvm.nvvm.isspacep.local
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i32 %v, i64 %i) {
entry:
  %a = alloca [8 x i32], align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %q, align 4
  %r = load i32, ptr %a, align 4
  %il = call i1 @llvm.nvvm.isspacep.local(ptr %a)
  %z = zext i1 %il to i32
  %s = add i32 %r, %z
  store i32 %s, ptr %out, align 4
  ret void
}
