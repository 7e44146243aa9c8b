; SPIR: a pointer loaded through a kernel parameter is global: the host
; can only hand out global addresses (param-always-point-to-global). A
; `float * global * global *` argument (OpenCL 2.0: the inner pointers are
; generic) resolves level by level. SPIR gives no promise that a generic
; and a global pointer have the same bits, so each loaded pointer is
; loaded generic and cast once. With either option off the loaded
; pointers stay generic (the parameters themselves are still global).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -param-always-point-to-global=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %ppp, ptr addrspace(4) %qq, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %qq.global = addrspacecast ptr addrspace(4) %qq to ptr addrspace(1)
; CHECK-NEXT: %slot = getelementptr inbounds ptr addrspace(4), ptr addrspace(1) %ppp, i64 %i
; CHECK-NEXT: %pp = load ptr addrspace(4), ptr addrspace(1) %slot, align 8
; CHECK-NEXT: %pp.global = addrspacecast ptr addrspace(4) %pp to ptr addrspace(1)
; CHECK-NEXT: %p = load ptr addrspace(4), ptr addrspace(1) %pp.global, align 8
; CHECK-NEXT: %p.global = addrspacecast ptr addrspace(4) %p to ptr addrspace(1)
; CHECK-NEXT: %e = getelementptr inbounds float, ptr addrspace(1) %p.global, i64 %i
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %e, align 4
; CHECK-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %qq.global, align 8
; CHECK-NEXT: %q.global = addrspacecast ptr addrspace(4) %q to ptr addrspace(1)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(1) %q.global, align 4
; CHECK-NEXT: ret void
; OFF-LABEL: define spir_kernel void @k(ptr addrspace(1) %ppp, ptr addrspace(4) %qq, i64 %i)
; OFF: %pp = load ptr addrspace(4), ptr addrspace(1) %slot, align 8
; OFF-NEXT: %p = load ptr addrspace(4), ptr addrspace(4) %pp, align 8
; OFF-NEXT: %e = getelementptr inbounds float, ptr addrspace(4) %p, i64 %i
; OFF-NEXT: store float 1.000000e+00, ptr addrspace(4) %e, align 4
; OFF-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %qq.global, align 8
; OFF-NEXT: store float 2.000000e+00, ptr addrspace(4) %q, align 4
define spir_kernel void @k(ptr addrspace(1) %ppp, ptr addrspace(4) %qq, i64 %i) {
entry:
  %slot = getelementptr inbounds ptr addrspace(4), ptr addrspace(1) %ppp, i64 %i
  %pp = load ptr addrspace(4), ptr addrspace(1) %slot, align 8
  %p = load ptr addrspace(4), ptr addrspace(4) %pp, align 8
  %e = getelementptr inbounds float, ptr addrspace(4) %p, i64 %i
  store float 1.0, ptr addrspace(4) %e, align 4
  %q = load ptr addrspace(4), ptr addrspace(4) %qq, align 8
  store float 2.0, ptr addrspace(4) %q, align 4
  ret void
}
