; Class 1, pointers published as data (NVPTX): the address of a local
; (stack) array is stored into host memory as an i64 and loaded back as a
; ptr: it may be local, so it must stay generic, and isspacep.local on it
; must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %il = call i1 @llvm.nvvm.isspacep.local(ptr %p)
define ptx_kernel void @k(ptr %buf, ptr %out) {
entry:
  %a = alloca [4 x i32], align 4
  store i32 0, ptr %a, align 4
  %n = ptrtoint ptr %a to i64
  store i64 %n, ptr %buf, align 8
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %il = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  %z = zext i1 %il to i32
  store i32 %z, ptr %out, align 4
  ret void
}
