; Class 10, the nvptx64-nvidia-nvcl triple: the kernel passes its
; parameter to an internal helper. The argument is not known to be global,
; so no global clone may be made for it and the helper's access stays
; generic: no addrspace(1) anywhere in the output.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='addrspace(1)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='addrspace(1)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; CHECK-LABEL: define internal void @put(ptr %p)
; CHECK: store i32 7, ptr %p, align 4
define internal void @put(ptr %p) {
entry:
  store i32 7, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %a) {
entry:
  call void @put(ptr %a)
  ret void
}
