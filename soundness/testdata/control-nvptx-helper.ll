; Class 12, control (NVPTX): an internal helper whose only caller passes
; the kernel's global parameter: the helper's access becomes global (in
; place or in a clone), through ipmsp or memspace-opt's calls.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define internal void @put(
; CHECK: store i32 7, ptr addrspace(1) %
define internal void @put(ptr %p) {
entry:
  store i32 7, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %g) {
entry:
  call void @put(ptr %g)
  ret void
}
