; Class 4, false errors and dead code (NVPTX): @put stores only when
; isspacep.const says its pointer is not constant memory. The kernel calls
; it with a __constant__ table and with a global pointer; in a clone for
; the constant argument the test folds to true and the store is dead.
; Dead code must be pruned, not retyped: a store through a constant-space
; pointer (st.const) is invalid PTX, so no store through addrspace(4) may
; be left, and llc-22 -O0 must compile the output.
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

define internal void @put(ptr %p, i32 %v) {
entry:
  %c = call i1 @llvm.nvvm.isspacep.const(ptr %p)
  br i1 %c, label %skip, label %do

do:
  store i32 %v, ptr %p, align 4
  br label %skip

skip:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(ptr %g) {
entry:
  call void @put(ptr addrspacecast (ptr addrspace(4) @ctab to ptr), i32 7)
  call void @put(ptr %g, i32 8)
  ret void
}
