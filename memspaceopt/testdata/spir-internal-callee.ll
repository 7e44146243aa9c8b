; SPIR: calls pass actual arguments to the formals of internal functions
; defined in the module, and the callee's return set back to the call:
; @pick is only ever given a local pointer, so its formal and its result
; are local. With mem-space-alg=1 (within functions only) neither is.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -mem-space-alg=1 %s -o - | FileCheck %s --check-prefix=ALG1

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] undef

; CHECK-LABEL: define internal spir_func ptr addrspace(4) @pick(ptr addrspace(4) %p, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.local = addrspacecast ptr addrspace(4) %p to ptr addrspace(3)
; CHECK-NEXT: %q = getelementptr inbounds float, ptr addrspace(3) %p.local, i64 %i
; CHECK-NEXT: [[RET:%.*]] = addrspacecast ptr addrspace(3) %q to ptr addrspace(4)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %q, align 4
; CHECK-NEXT: ret ptr addrspace(4) [[RET]]
; ALG1-LABEL: define internal spir_func ptr addrspace(4) @pick(ptr addrspace(4) %p, i64 %i)
; ALG1: store float 1.000000e+00, ptr addrspace(4) %q, align 4
define internal spir_func ptr addrspace(4) @pick(ptr addrspace(4) %p, i64 %i) {
entry:
  %q = getelementptr inbounds float, ptr addrspace(4) %p, i64 %i
  store float 1.0, ptr addrspace(4) %q, align 4
  ret ptr addrspace(4) %q
}

; CHECK-LABEL: define spir_kernel void @k(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %r = call spir_func ptr addrspace(4) @pick(ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), i64 %i)
; CHECK-NEXT: %r.local = addrspacecast ptr addrspace(4) %r to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %r.local, align 4
; ALG1-LABEL: define spir_kernel void @k(i64 %i)
; ALG1: store float 2.000000e+00, ptr addrspace(4) %r, align 4
define spir_kernel void @k(i64 %i) {
entry:
  %r = call spir_func ptr addrspace(4) @pick(ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), i64 %i)
  store float 2.0, ptr addrspace(4) %r, align 4
  ret void
}
