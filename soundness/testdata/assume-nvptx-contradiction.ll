; Class 11, facts the program states (NVPTX): the kernel assumes
; isspacep.shared on its global parameter. The fact contradicts the solved
; set; it is reported, but the module is valid (the kernel may never run),
; so it is no error: exit status 0 under both pipelines, and the output
; still assembles.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: error:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: ret void
define ptx_kernel void @k(ptr %g) {
entry:
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  call void @llvm.assume(i1 %s)
  store i32 1, ptr %g, align 4
  ret void
}
