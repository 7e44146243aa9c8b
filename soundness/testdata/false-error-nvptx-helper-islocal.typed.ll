; Class 4, false errors and dead code (NVPTX, typed pointers, kernel in
; !nvvm.annotations): @bump's atomic runs only when isspacep.local is
; false; the kernel calls it with a stack slot and a global pointer. In the
; clone for the stack slot the atomic is dead: no error, exit status 0, no
; local atomic left, and the output is valid LLVM 14 IR.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='atomicrmw add i32 addrspace(5)*'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='atomicrmw add i32 addrspace(5)*'
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(i8*)

define internal void @bump(i32* %p) {
entry:
  %p8 = bitcast i32* %p to i8*
  %l = call i1 @llvm.nvvm.isspacep.local(i8* %p8)
  br i1 %l, label %plain, label %atomic

plain:
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  br label %done

atomic:
  %o = atomicrmw add i32* %p, i32 1 seq_cst
  br label %done

done:
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK: ret void
define void @k(i32* %g) {
entry:
  %a = alloca i32, align 4
  store i32 0, i32* %a, align 4
  call void @bump(i32* %a)
  call void @bump(i32* %g)
  %v = load i32, i32* %a, align 4
  store i32 %v, i32* %g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
