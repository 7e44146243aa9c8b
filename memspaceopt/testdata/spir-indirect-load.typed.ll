; SPIR, typed pointers (LLVM 14 style): a pointer loaded through a kernel
; parameter is global (param-always-point-to-global), level by level for
; a `float * * global *` argument; each loaded generic pointer is cast once
; to global, keeping its element type (so the next load reads
; `float addrspace(4)*` from a `float addrspace(4)* addrspace(1)*`). With
; either option off the loaded pointers stay generic. Output is valid
; LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -param-always-point-to-global=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %qq.global = addrspacecast float addrspace(4)* addrspace(4)* %qq to float addrspace(4)* addrspace(1)*
; CHECK-NEXT: %slot = getelementptr inbounds float addrspace(4)* addrspace(4)*, float addrspace(4)* addrspace(4)* addrspace(1)* %ppp, i64 %i
; CHECK-NEXT: %pp = load float addrspace(4)* addrspace(4)*, float addrspace(4)* addrspace(4)* addrspace(1)* %slot, align 8
; CHECK-NEXT: %pp.global = addrspacecast float addrspace(4)* addrspace(4)* %pp to float addrspace(4)* addrspace(1)*
; CHECK-NEXT: %p = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %pp.global, align 8
; CHECK-NEXT: %p.global = addrspacecast float addrspace(4)* %p to float addrspace(1)*
; CHECK-NEXT: %e = getelementptr inbounds float, float addrspace(1)* %p.global, i64 %i
; CHECK-NEXT: store float 1.000000e+00, float addrspace(1)* %e, align 4
; CHECK-NEXT: %q = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %qq.global, align 8
; CHECK-NEXT: %q.global = addrspacecast float addrspace(4)* %q to float addrspace(1)*
; CHECK-NEXT: store float 2.000000e+00, float addrspace(1)* %q.global, align 4
; CHECK-NEXT: ret void
; OFF-LABEL: define spir_kernel void @k(
; OFF: %p = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %pp, align 8
; OFF-NEXT: %e = getelementptr inbounds float, float addrspace(4)* %p, i64 %i
; OFF-NEXT: store float 1.000000e+00, float addrspace(4)* %e, align 4
; OFF-NEXT: %q = load float addrspace(4)*, float addrspace(4)* addrspace(1)* %qq.global, align 8
; OFF-NEXT: store float 2.000000e+00, float addrspace(4)* %q, align 4

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float addrspace(4)* addrspace(4)* addrspace(1)* %ppp, float addrspace(4)* addrspace(4)* %qq, i64 %i) {
entry:
  %slot = getelementptr inbounds float addrspace(4)* addrspace(4)*, float addrspace(4)* addrspace(4)* addrspace(1)* %ppp, i64 %i
  %pp = load float addrspace(4)* addrspace(4)*, float addrspace(4)* addrspace(4)* addrspace(1)* %slot, align 8
  %p = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %pp, align 8
  %e = getelementptr inbounds float, float addrspace(4)* %p, i64 %i
  store float 1.0, float addrspace(4)* %e, align 4
  %q = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %qq, align 8
  store float 2.0, float addrspace(4)* %q, align 4
  ret void
}
