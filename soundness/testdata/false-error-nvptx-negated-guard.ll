; Class 4, false errors and dead code (NVPTX): the atomic runs only where
; "not isspacep.local" holds (the guard is negated with xor). The helper's
; only caller passes a stack slot, so the guard is false wherever the
; helper runs and the atomic is dead: no error, exit status 0, no local
; atomic left behind.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(5)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(5)'
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)

define internal void @bump(ptr %p) {
entry:
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  %nl = xor i1 %l, true
  br i1 %nl, label %atomic, label %plain

atomic:
  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  br label %done

plain:
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(ptr %out) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  call void @bump(ptr %a)
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
