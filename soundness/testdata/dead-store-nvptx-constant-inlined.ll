; Class 4, false errors and dead code (NVPTX): the "is it constant memory"
; test is inlined into the kernel and the pointer is a __constant__ table,
; so isspacep.const folds to true and the store is dead. It must be
; pruned, not retyped into a store through addrspace(4) (invalid PTX).
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='store i32 %v, ptr addrspace(4)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='store i32 %v, ptr addrspace(4)'
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ctab = internal addrspace(4) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

declare i1 @llvm.nvvm.isspacep.const(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(i64 %i, i32 %v) {
entry:
  %p = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i64 %i
  %c = call i1 @llvm.nvvm.isspacep.const(ptr %p)
  br i1 %c, label %skip, label %do

do:
  store i32 %v, ptr %p, align 4
  br label %skip

skip:
  ret void
}
