; SPIR: trusting loaded pointers is sound only while no device store can
; put a non-global pointer where the load reads. Here @k stores a local
; (addrspace(3)) pointer into the global memory behind %rw, so pointers
; loaded through %rw are unknown and stay generic; %ro is noalias (readonly alone would not do: the two may be one buffer), so
; loads through it stay global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr addrspace(1) %rw, align 8
; CHECK-NEXT: %a = load ptr addrspace(4), ptr addrspace(1) %ro, align 8
; CHECK-NEXT: %a.global = addrspacecast ptr addrspace(4) %a to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %a.global, align 4
; CHECK-NEXT: %b = load ptr addrspace(4), ptr addrspace(1) %rw, align 8
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(4) %b, align 4
; CHECK-NOT: %b.global
define spir_kernel void @k(ptr addrspace(1) readonly noalias %ro, ptr addrspace(1) %rw) {
entry:
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr addrspace(1) %rw, align 8
  %a = load ptr addrspace(4), ptr addrspace(1) %ro, align 8
  store float 1.0, ptr addrspace(4) %a, align 4
  %b = load ptr addrspace(4), ptr addrspace(1) %rw, align 8
  store float 2.0, ptr addrspace(4) %b, align 4
  ret void
}
