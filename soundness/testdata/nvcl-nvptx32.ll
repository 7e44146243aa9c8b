; Class 10, the 32-bit nvptx-nvidia-nvcl triple: a ptx_kernel loads from
; and stores through its generic pointer parameters.
; Under the OpenCL-on-NVPTX triple (nvptx*-nvidia-nvcl) a kernel's
; generic pointer parameter may point anywhere (spec §2: kernel parameters
; are global except there), so nothing may be assumed global.
; They and their accesses stay generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:32:32-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-nvcl"

; CHECK-LABEL: define ptx_kernel void @k(ptr %a, ptr %b)
; CHECK: %v = load i32, ptr %a, align 4
; CHECK: store i32 %v, ptr %b, align 4
define ptx_kernel void @k(ptr %a, ptr %b) {
entry:
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %b, align 4
  ret void
}
