; Class 10, the nvptx64-nvidia-nvcl triple: the kernel is marked by
; !nvvm.annotations instead of the calling convention.
; Under the OpenCL-on-NVPTX triple (nvptx*-nvidia-nvcl) a kernel's
; generic pointer parameter may point anywhere (spec §2: kernel parameters
; are global except there), so nothing may be assumed global.
; Its parameters and the accesses through them stay generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; CHECK-LABEL: define void @k(ptr %a, ptr %b)
; CHECK: %v = load i32, ptr %a, align 4
; CHECK: store i32 %v, ptr %b, align 4
define void @k(ptr %a, ptr %b) {
entry:
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %b, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
