; Class 10, the nvptx64-nvidia-nvcl triple: a pointer loaded through the
; kernel's parameter. The parameter is not host memory here (it may point
; anywhere), so what it holds is unknown: the loaded pointer stays generic
; and isspacep.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(ptr %pp, ptr %out)
; CHECK: %p = load ptr, ptr %pp, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %pp, ptr %out) {
entry:
  %p = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
