; SPIR: generic (addrspace(4)) pointer parameters of a spir_kernel point to
; global memory: each is cast once to addrspace(1) at the top of the entry
; block and its address chain is retyped. A parameter already typed global
; needs nothing, and the cast of it to generic folds away. A spir_func has
; callers we cannot see, so its parameter stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spirv64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %in, ptr addrspace(4) %out, ptr addrspace(1) %g, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %in.global = addrspacecast ptr addrspace(4) %in to ptr addrspace(1)
; CHECK-NEXT: %out.global = addrspacecast ptr addrspace(4) %out to ptr addrspace(1)
; CHECK-NEXT: %src = getelementptr inbounds float, ptr addrspace(1) %in.global, i64 %i
; CHECK-NEXT: %v = load float, ptr addrspace(1) %src, align 4
; CHECK-NEXT: %dst = getelementptr inbounds float, ptr addrspace(1) %out.global, i64 %i
; CHECK-NEXT: store float %v, ptr addrspace(1) %dst, align 4
; CHECK-NEXT: store float %v, ptr addrspace(1) %g, align 4
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr addrspace(4) %in, ptr addrspace(4) %out, ptr addrspace(1) %g, i64 %i) {
entry:
  %src = getelementptr inbounds float, ptr addrspace(4) %in, i64 %i
  %v = load float, ptr addrspace(4) %src, align 4
  %dst = getelementptr inbounds float, ptr addrspace(4) %out, i64 %i
  store float %v, ptr addrspace(4) %dst, align 4
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  store float %v, ptr addrspace(4) %gg, align 4
  ret void
}

; CHECK-LABEL: define spir_func void @not_a_kernel(ptr addrspace(4) %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 0, ptr addrspace(4) %p, align 4
define spir_func void @not_a_kernel(ptr addrspace(4) %p) {
entry:
  store i32 0, ptr addrspace(4) %p, align 4
  ret void
}
