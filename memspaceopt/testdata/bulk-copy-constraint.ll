; The cp.async.bulk copies read and write global memory through their
; global operands: a generic pointer cast to global for one of them must
; be global, and so must the rest of its def chain.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)

; CHECK-LABEL: define void @prefetch_then_read(ptr %src)
; CHECK: %g = addrspacecast ptr %src to ptr addrspace(1)
; CHECK: call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 128, i64 0, i1 false)
; CHECK: load i32, ptr addrspace(1) %g
define void @prefetch_then_read(ptr %src) {
entry:
  %g = addrspacecast ptr %src to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 128, i64 0, i1 false)
  %v = load i32, ptr %src, align 4
  ret void
}
