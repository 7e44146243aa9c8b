; SPIR, typed pointers (LLVM 14 style): calls pass actual arguments to the
; formals of internal functions and the callee's return set back to the
; call; @pick is only given a local pointer. With mem-space-alg=1 neither
; is resolved. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -mem-space-alg=1 %s -o - | FileCheck %s --check-prefix=ALG1

; CHECK-LABEL: define internal spir_func float addrspace(4)* @pick(float addrspace(4)* %p, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.local = addrspacecast float addrspace(4)* %p to float addrspace(3)*
; CHECK-NEXT: %q = getelementptr inbounds float, float addrspace(3)* %p.local, i64 %i
; CHECK-NEXT: [[RET:%.*]] = addrspacecast float addrspace(3)* %q to float addrspace(4)*
; CHECK-NEXT: store float 1.000000e+00, float addrspace(3)* %q, align 4
; CHECK-NEXT: ret float addrspace(4)* [[RET]]
; CHECK-LABEL: define spir_kernel void @k(i64 %i)
; CHECK: %r.local = addrspacecast float addrspace(4)* %r to float addrspace(3)*
; CHECK-NEXT: store float 2.000000e+00, float addrspace(3)* %r.local, align 4
; ALG1-LABEL: define internal spir_func float addrspace(4)* @pick(
; ALG1: store float 1.000000e+00, float addrspace(4)* %q, align 4
; ALG1-LABEL: define spir_kernel void @k(i64 %i)
; ALG1: store float 2.000000e+00, float addrspace(4)* %r, align 4

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] undef

define internal spir_func float addrspace(4)* @pick(float addrspace(4)* %p, i64 %i) {
entry:
  %q = getelementptr inbounds float, float addrspace(4)* %p, i64 %i
  store float 1.0, float addrspace(4)* %q, align 4
  ret float addrspace(4)* %q
}

define spir_kernel void @k(i64 %i) {
entry:
  %r = call spir_func float addrspace(4)* @pick(float addrspace(4)* getelementptr inbounds ([64 x float], [64 x float] addrspace(4)* addrspacecast ([64 x float] addrspace(3)* @tile to [64 x float] addrspace(4)*), i64 0, i64 0), i64 %i)
  store float 2.0, float addrspace(4)* %r, align 4
  ret void
}
