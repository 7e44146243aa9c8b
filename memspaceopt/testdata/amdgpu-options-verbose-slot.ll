; AMDGPU: memspace-opt-verbose prints the lattice trace, including the
; contents of memory locations (here stack slots) as
; they grow: "slot %in.addr: bottom -> {global}". The pass must not crash
; and must rewrite exactly as without the option.
; RUN: memspace -passes=memspace-opt -memspace-opt-verbose=1 %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=TRACE

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [32 x float] poison

; TRACE: memspace-opt: memory %in.addr: bottom -> {global}
; TRACE: memspace-opt: memory %s.addr: bottom -> {local}

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %in)
; CHECK: %x = load ptr, ptr addrspace(5) %in.addr, align 8
; CHECK-NEXT: %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %x.global, align 4
; CHECK-NEXT: %y = load ptr, ptr addrspace(5) %s.addr, align 8
; CHECK-NEXT: %y.local = addrspacecast ptr %y to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %y.local, align 4
define amdgpu_kernel void @k(ptr %in) {
entry:
  %in.addr = alloca ptr, align 8, addrspace(5)
  %s.addr = alloca ptr, align 8, addrspace(5)
  store ptr %in, ptr addrspace(5) %in.addr, align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(5) %s.addr, align 8
  %x = load ptr, ptr addrspace(5) %in.addr, align 8
  store float 1.0, ptr %x, align 4
  %y = load ptr, ptr addrspace(5) %s.addr, align 8
  store float 2.0, ptr %y, align 4
  ret void
}
