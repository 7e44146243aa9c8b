; Class 4, false errors and dead code (NVPTX): as false-error-nvptx-helper-
; islocal, with the atomic written as the scoped NVVM intrinsic
; llvm.nvvm.atomic.add.gen.i.cta (CUDA's atomicAdd_block). In the clone for
; the stack slot the intrinsic is dead: no error, exit status 0.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)

define internal void @bump(ptr %p) {
entry:
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  br i1 %l, label %plain, label %atomic

plain:
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  br label %done

atomic:
  %o = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 1)
  br label %done

done:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(ptr %g) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  call void @bump(ptr %a)
  call void @bump(ptr %g)
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %g, align 4
  ret void
}
