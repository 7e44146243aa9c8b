; Class 4, false errors and dead code (NVPTX): @inc does an atomic add only
; when its pointer is not constant memory. Called with a __constant__
; table and with a global pointer; in a clone for the constant argument
; the atomic is dead and must be pruned: an atomic on addrspace(4) cannot
; be selected by llc (llc-22 -O0 must compile the output).
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(4)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(4)'
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ctab = internal addrspace(4) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

declare i1 @llvm.nvvm.isspacep.const(ptr)

define internal i32 @inc(ptr %p) {
entry:
  %c = call i1 @llvm.nvvm.isspacep.const(ptr %p)
  br i1 %c, label %read, label %atomic

read:
  %v = load i32, ptr %p, align 4
  br label %done

atomic:
  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  br label %done

done:
  %r = phi i32 [ %v, %read ], [ %o, %atomic ]
  ret i32 %r
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(ptr %g, ptr %out) {
entry:
  %a = call i32 @inc(ptr addrspacecast (ptr addrspace(4) @ctab to ptr))
  %b = call i32 @inc(ptr %g)
  %s = add i32 %a, %b
  store i32 %s, ptr %out, align 4
  ret void
}
