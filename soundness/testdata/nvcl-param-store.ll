; Class 10, the nvptx64-nvidia-nvcl triple: a ptx_kernel stores through its
; generic pointer parameter.
; Under the OpenCL-on-NVPTX triple (nvptx*-nvidia-nvcl) a kernel's
; generic pointer parameter may point anywhere (spec §2: kernel parameters
; are global except there), so nothing may be assumed global.
; The signature and the store stay generic, and isspacep.global on the
; parameter must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(ptr %a, ptr %out)
; CHECK: store i32 1, ptr %a, align 4
; CHECK: %ig = call i1 @llvm.nvvm.isspacep.global(ptr %a)
define ptx_kernel void @k(ptr %a, ptr %out) {
entry:
  store i32 1, ptr %a, align 4
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %a)
  %z = zext i1 %ig to i32
  store i32 %z, ptr %out, align 4
  ret void
}
