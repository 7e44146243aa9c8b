; Class 12, control (NVPTX): a __shared__ array stays shared: the access
; through a GEP of its generic address becomes addrspace(3), and
; isspacep.shared on it folds away (to true).
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(3) %
; CHECK-NOT: call i1 @llvm.nvvm.isspacep.shared
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  store i32 1, ptr %s, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
