; AMDGPU: trusting loaded pointers is sound only while no device store can
; put a non-global pointer where the load reads. Here @k stores an LDS
; (addrspace(3)) pointer into the global memory behind %rw, so pointers
; loaded through %rw are unknown and stay flat; %ro is noalias (readonly alone would not do: the two may be one buffer), so loads
; through it stay global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [32 x float] poison

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-DAG: %rw.global = addrspacecast ptr %rw to ptr addrspace(1)
; CHECK-DAG: %ro.global = addrspacecast ptr %ro to ptr addrspace(1)
; CHECK: store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(1) %rw.global, align 8
; CHECK-NEXT: %a = load ptr, ptr addrspace(1) %ro.global, align 8
; CHECK-NEXT: %a.global = addrspacecast ptr %a to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %a.global, align 4
; CHECK-NEXT: %b = load ptr, ptr addrspace(1) %rw.global, align 8
; CHECK-NEXT: store float 2.000000e+00, ptr %b, align 4
; CHECK-NOT: %b.global
define amdgpu_kernel void @k(ptr readonly noalias %ro, ptr %rw) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %rw, align 8
  %a = load ptr, ptr %ro, align 8
  store float 1.0, ptr %a, align 4
  %b = load ptr, ptr %rw, align 8
  store float 2.0, ptr %b, align 4
  ret void
}
