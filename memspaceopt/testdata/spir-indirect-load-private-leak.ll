; SPIR: trust in loaded pointers is decided for the whole module, since
; kernels may share buffers. @leak stores a private (addrspace(0)) pointer
; into global memory, so the pointer @use loads through %pp may be that
; pointer: it stays generic, and so does the store through it.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @leak(ptr addrspace(1) %out)
; CHECK: store ptr addrspace(4) %xf, ptr addrspace(1) %out, align 8
define spir_kernel void @leak(ptr addrspace(1) %out) {
entry:
  %x = alloca i32, align 4
  %xf = addrspacecast ptr %x to ptr addrspace(4)
  store ptr addrspace(4) %xf, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK-LABEL: define spir_kernel void @use(ptr addrspace(1) %pp)
; CHECK-NEXT: entry:
; CHECK-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
; CHECK-NEXT: store i32 0, ptr addrspace(4) %q, align 4
define spir_kernel void @use(ptr addrspace(1) %pp) {
entry:
  %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
  store i32 0, ptr addrspace(4) %q, align 4
  ret void
}
