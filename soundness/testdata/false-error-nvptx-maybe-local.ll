; Class 4, false errors and dead code (NVPTX): an atomic on a pointer that
; is a stack slot or a global pointer (a phi). It is not proven local, so
; it is no error (spec §3: anything less certain is a warning): exit
; status 0, and the atomic stays generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: atomicrmw add ptr %p, i32 1
define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  br i1 %c, label %use, label %other

other:
  br label %use

use:
  %p = phi ptr [ %a, %entry ], [ %g, %other ]
  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %g, align 4
  ret void
}
