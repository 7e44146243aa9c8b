; SPIR, typed pointers (LLVM 14 style): generic pointer parameters of a
; spir_kernel point to global memory; the casts keep the element type, and
; bitcasts on the address chain are rebuilt in addrspace(1). The output is
; valid LLVM 14 IR. A spir_func has callers we cannot see, so its
; parameter stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(float addrspace(4)* %in, float addrspace(4)* %out, float addrspace(1)* %g, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %in.global = addrspacecast float addrspace(4)* %in to float addrspace(1)*
; CHECK-NEXT: %out.global = addrspacecast float addrspace(4)* %out to float addrspace(1)*
; CHECK-NEXT: %src = getelementptr inbounds float, float addrspace(1)* %in.global, i64 %i
; CHECK-NEXT: %v = load float, float addrspace(1)* %src, align 4
; CHECK-NEXT: %dst = getelementptr inbounds float, float addrspace(1)* %out.global, i64 %i
; CHECK-NEXT: store float %v, float addrspace(1)* %dst, align 4
; CHECK-NEXT: store float %v, float addrspace(1)* %g, align 4
; CHECK-NEXT: %gi = bitcast float addrspace(1)* %g to i32 addrspace(1)*
; CHECK-NEXT: store i32 0, i32 addrspace(1)* %gi, align 4
; CHECK-NEXT: ret void
define spir_kernel void @k(float addrspace(4)* %in, float addrspace(4)* %out, float addrspace(1)* %g, i64 %i) {
entry:
  %src = getelementptr inbounds float, float addrspace(4)* %in, i64 %i
  %v = load float, float addrspace(4)* %src, align 4
  %dst = getelementptr inbounds float, float addrspace(4)* %out, i64 %i
  store float %v, float addrspace(4)* %dst, align 4
  %gg = addrspacecast float addrspace(1)* %g to float addrspace(4)*
  store float %v, float addrspace(4)* %gg, align 4
  %gi = bitcast float addrspace(4)* %gg to i32 addrspace(4)*
  store i32 0, i32 addrspace(4)* %gi, align 4
  ret void
}

; CHECK-LABEL: define spir_func void @not_a_kernel(i32 addrspace(4)* %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 0, i32 addrspace(4)* %p, align 4
define spir_func void @not_a_kernel(i32 addrspace(4)* %p) {
entry:
  store i32 0, i32 addrspace(4)* %p, align 4
  ret void
}
