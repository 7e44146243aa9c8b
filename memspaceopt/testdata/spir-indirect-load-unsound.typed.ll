; SPIR, typed pointers (LLVM 14 style): @k stores a local pointer into the
; global memory behind %rw, so pointers loaded through %rw are unknown and
; stay generic; %ro is noalias (readonly alone would not do: the two may be one buffer), so the pointer loaded through it is
; global. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %a = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %ro, align 8
; CHECK-NEXT: %a.global = addrspacecast float addrspace(4)* %a to float addrspace(1)*
; CHECK-NEXT: store float 1.000000e+00, float addrspace(1)* %a.global, align 4
; CHECK-NEXT: %b = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %rw, align 8
; CHECK-NEXT: store float 2.000000e+00, float addrspace(4)* %b, align 4
; CHECK-NEXT: ret void

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef

define spir_kernel void @k(float addrspace(4)* addrspace(1)* readonly noalias %ro, float addrspace(4)* addrspace(1)* %rw) {
entry:
  store float addrspace(4)* getelementptr inbounds ([32 x float], [32 x float] addrspace(4)* addrspacecast ([32 x float] addrspace(3)* @tile to [32 x float] addrspace(4)*), i64 0, i64 0), float addrspace(4)* addrspace(1)* %rw, align 8
  %a = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %ro, align 8
  store float 1.0, float addrspace(4)* %a, align 4
  %b = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %rw, align 8
  store float 2.0, float addrspace(4)* %b, align 4
  ret void
}
