; SPIR: @leak stores a private (addrspace(0)) pointer into global memory
; and loads a pointer back from the same buffer in the same launch: that
; may be the private pointer, so it stays generic, and so does the store
; through it. @use runs in another launch: a private address another
; launch left in memory is dead (using it is undefined), and the host only
; hands out global addresses, so what @use loads is global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @leak(ptr addrspace(1) %out)
; CHECK: store ptr addrspace(4) %xf, ptr addrspace(1) %out, align 8
; CHECK-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %out, align 8
; CHECK-NEXT: store i32 1, ptr addrspace(4) %q, align 4
define spir_kernel void @leak(ptr addrspace(1) %out) {
entry:
  %x = alloca i32, align 4
  %xf = addrspacecast ptr %x to ptr addrspace(4)
  store ptr addrspace(4) %xf, ptr addrspace(1) %out, align 8
  %q = load ptr addrspace(4), ptr addrspace(1) %out, align 8
  store i32 1, ptr addrspace(4) %q, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @use(ptr addrspace(1) %pp)
; CHECK-NEXT: entry:
; CHECK-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
; CHECK-NEXT: %q.global = addrspacecast ptr addrspace(4) %q to ptr addrspace(1)
; CHECK-NEXT: store i32 0, ptr addrspace(1) %q.global, align 4
define spir_kernel void @use(ptr addrspace(1) %pp) {
entry:
  %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
  store i32 0, ptr addrspace(4) %q, align 4
  ret void
}
