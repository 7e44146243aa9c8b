; A byval kernel parameter is param memory; once its address escapes the
; backend may give it a local copy, so accesses through it stay generic.
; Its contents are still what the host wrote: pointers loaded from it are
; global either way, and so are those loaded from a device function's
; byval copy of it. They are loaded as global pointers: on NVPTX a global
; address is its own generic address, so no cast is needed.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.S = type { ptr, ptr }

; @inspect only reads: it cannot change what the copy holds.
declare void @inspect(ptr) memory(read)

; CHECK-LABEL: define internal void @step(
; CHECK: %q = load ptr addrspace(1), ptr addrspace(5) %s.local, align 8
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %q
define internal void @step(ptr byval(%struct.S) align 8 %s) {
entry:
  %q = load ptr, ptr %s, align 8
  store float 1.0, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr addrspace(1), ptr %f, align 8, !noalias.addrspace
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(1) %p
define ptx_kernel void @k(ptr readonly byval(%struct.S) align 8 %s) {
entry:
  call void @inspect(ptr %s)
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %p = load ptr, ptr %f, align 8
  store float 2.0, ptr %p, align 4
  call void @step(ptr byval(%struct.S) align 8 %s)
  ret void
}
