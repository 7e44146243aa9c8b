; Class 11, facts the program states (NVPTX): @f is exported, so its
; parameter could be anything, but it assumes llvm.nvvm.isspacep.local(%p) before the access.
; llvm.assume of a space test narrows the pointer's set (spec §2: a false
; assume is undefined behaviour).
; The access through %p becomes addrspace(5) (local).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define {{.*}}@f(
; CHECK: load float, ptr addrspace(5) %
define float @f(ptr %p, i64 %i) {
entry:
  %c = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  call void @llvm.assume(i1 %c)
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  ret float %v
}
