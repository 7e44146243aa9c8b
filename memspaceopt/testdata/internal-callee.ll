; Calls pass actual arguments to the formals of internal functions defined
; in the module, and the callee's return set back to the call.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -mem-space-alg=1 %s -o - | FileCheck %s --check-prefix=ALG1

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef

; CHECK-LABEL: define internal ptr @pick(ptr %p, i64 %i)
; CHECK: %p.shared = addrspacecast ptr %p to ptr addrspace(3)
; CHECK: %q = getelementptr inbounds float, ptr addrspace(3) %p.shared, i64 %i
; CHECK: store float 1.000000e+00, ptr addrspace(3) %q
; ALG1-LABEL: define internal ptr @pick(ptr %p, i64 %i)
; ALG1: store float 1.000000e+00, ptr %q
define internal ptr @pick(ptr %p, i64 %i) {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  store float 1.0, ptr %q, align 4
  ret ptr %q
}

; CHECK-LABEL: define ptx_kernel void @k(i64 %i)
; CHECK: %r = call ptr @pick(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
; CHECK: %r.shared = addrspacecast ptr %r to ptr addrspace(3)
; CHECK: store float 2.000000e+00, ptr addrspace(3) %r.shared
define ptx_kernel void @k(i64 %i) {
entry:
  %r = call ptr @pick(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
  store float 2.0, ptr %r, align 4
  ret void
}
