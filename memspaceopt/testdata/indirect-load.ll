; A pointer loaded through a kernel parameter is global: the host can only
; hand out global addresses (param-always-point-to-global). T** resolves
; level by level. On NVPTX a global address is its own generic address, so
; the loads load global pointers and need no cast. With either option off
; the loaded pointers stay generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -param-always-point-to-global=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(ptr %ppp, i64 %i)
; CHECK: %pp = load ptr addrspace(1), ptr addrspace(1) %{{.*}}, align 8
; CHECK-NEXT: %p = load ptr addrspace(1), ptr addrspace(1) %pp, align 8
; CHECK-NEXT: %e = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
; CHECK: store float 1.000000e+00, ptr addrspace(1) %e, align 4
; OFF-LABEL: define ptx_kernel void @k(ptr %ppp, i64 %i)
; OFF: %p = load ptr, ptr %pp, align 8
; OFF: store float 1.000000e+00, ptr %e, align 4
define ptx_kernel void @k(ptr %ppp, i64 %i) {
entry:
  %slot = getelementptr inbounds ptr, ptr %ppp, i64 %i
  %pp = load ptr, ptr %slot, align 8
  %p = load ptr, ptr %pp, align 8
  %e = getelementptr inbounds float, ptr %p, i64 %i
  store float 1.0, ptr %e, align 4
  ret void
}
