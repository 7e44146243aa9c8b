; AMDGPU: calls pass actual arguments to the formals of internal functions
; defined in the module, and the callee's return set back to the call:
; @pick is only ever given an LDS pointer, so its formal and its result are
; local (3). With mem-space-alg=1 (within functions only) neither is.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -mem-space-alg=1 %s -o - | FileCheck %s --check-prefix=ALG1

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x float] poison

; CHECK-LABEL: define internal ptr @pick(ptr %p, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.local = addrspacecast ptr %p to ptr addrspace(3)
; CHECK-NEXT: %q = getelementptr inbounds float, ptr addrspace(3) %p.local, i64 %i
; CHECK-NEXT: [[RET:%.*]] = addrspacecast ptr addrspace(3) %q to ptr
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %q, align 4
; CHECK-NEXT: ret ptr [[RET]]
; ALG1-LABEL: define internal ptr @pick(ptr %p, i64 %i)
; ALG1: store float 1.000000e+00, ptr %q, align 4
define internal ptr @pick(ptr %p, i64 %i) {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  store float 1.0, ptr %q, align 4
  ret ptr %q
}

; CHECK-LABEL: define amdgpu_kernel void @k(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %r = call ptr @pick(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
; CHECK-NEXT: %r.local = addrspacecast ptr %r to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %r.local, align 4
; ALG1-LABEL: define amdgpu_kernel void @k(i64 %i)
; ALG1: store float 2.000000e+00, ptr %r, align 4
define amdgpu_kernel void @k(i64 %i) {
entry:
  %r = call ptr @pick(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
  store float 2.0, ptr %r, align 4
  ret void
}
