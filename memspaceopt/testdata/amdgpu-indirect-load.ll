; AMDGPU: a pointer loaded through a kernel parameter is global: the host
; can only hand out global addresses (param-always-point-to-global). A
; float*** argument resolves level by level; each loaded flat pointer is
; cast once to addrspace(1). With either option off the loaded pointers
; stay flat (the parameter itself is still global).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -param-always-point-to-global=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %ppp, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %ppp.global = addrspacecast ptr %ppp to ptr addrspace(1)
; CHECK-NEXT: %slot = getelementptr inbounds ptr, ptr addrspace(1) %ppp.global, i64 %i
; CHECK-NEXT: %pp = load ptr, ptr addrspace(1) %slot, align 8
; CHECK-NEXT: %pp.global = addrspacecast ptr %pp to ptr addrspace(1)
; CHECK-NEXT: %p = load ptr, ptr addrspace(1) %pp.global, align 8
; CHECK-NEXT: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %e = getelementptr inbounds float, ptr addrspace(1) %p.global, i64 %i
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %e, align 4
; CHECK-NEXT: ret void
; OFF-LABEL: define amdgpu_kernel void @k(ptr %ppp, i64 %i)
; OFF: %pp = load ptr, ptr addrspace(1) %slot, align 8
; OFF-NEXT: %p = load ptr, ptr %pp, align 8
; OFF-NEXT: %e = getelementptr inbounds float, ptr %p, i64 %i
; OFF-NEXT: store float 1.000000e+00, ptr %e, align 4
define amdgpu_kernel void @k(ptr %ppp, i64 %i) {
entry:
  %slot = getelementptr inbounds ptr, ptr %ppp, i64 %i
  %pp = load ptr, ptr %slot, align 8
  %p = load ptr, ptr %pp, align 8
  %e = getelementptr inbounds float, ptr %p, i64 %i
  store float 1.0, ptr %e, align 4
  ret void
}
