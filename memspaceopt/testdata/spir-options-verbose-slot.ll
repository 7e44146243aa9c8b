; SPIR: memspace-opt-verbose prints the lattice trace, including the
; contents of stack slots (non-escaping private allocas that hold
; pointers) as they grow. The pass must not crash and must rewrite exactly
; as without the option.
; RUN: memspace -passes=memspace-opt -memspace-opt-verbose=1 %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=TRACE

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef

; TRACE: memspace-opt: memory %in.addr: bottom -> {global}
; TRACE: memspace-opt: memory %s.addr: bottom -> {local}

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %in)
; CHECK: %x = load ptr addrspace(4), ptr %in.addr, align 8
; CHECK-NEXT: %x.global = addrspacecast ptr addrspace(4) %x to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %x.global, align 4
; CHECK-NEXT: %y = load ptr addrspace(4), ptr %s.addr, align 8
; CHECK-NEXT: %y.local = addrspacecast ptr addrspace(4) %y to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %y.local, align 4
define spir_kernel void @k(ptr addrspace(4) %in) {
entry:
  %in.addr = alloca ptr addrspace(4), align 8
  %s.addr = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %in, ptr %in.addr, align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr %s.addr, align 8
  %x = load ptr addrspace(4), ptr %in.addr, align 8
  store float 1.0, ptr addrspace(4) %x, align 4
  %y = load ptr addrspace(4), ptr %s.addr, align 8
  store float 2.0, ptr addrspace(4) %y, align 4
  ret void
}
