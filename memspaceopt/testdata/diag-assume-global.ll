; With no evidence at all (an internal function only ever called with
; null), an access is lowered as global and reported; without debug info
; the report places it at the instruction's line and column in the input.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG

target triple = "nvptx64-nvidia-cuda"

; DIAG: diag-assume-global.ll:15:3: warning: assuming global memory space
; CHECK-LABEL: define internal void @h(ptr %p)
; CHECK: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK: store i32 0, ptr addrspace(1) %p.global
define internal void @h(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k() {
entry:
  call void @h(ptr null)
  ret void
}
