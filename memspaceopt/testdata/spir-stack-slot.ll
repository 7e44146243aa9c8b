; SPIR: unoptimized OpenCL code keeps every variable in a private alloca.
; A generic pointer stored into a slot whose address never escapes and
; loaded back keeps its space (the global kernel parameter, the local
; @tile); an escaped slot may be written by anyone, so what comes out of
; it is unknown. With track-indir-load off nothing is followed through
; memory.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef

declare spir_func void @escape(ptr)

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %in)
; CHECK: %x = load ptr addrspace(4), ptr %in.addr, align 8
; CHECK-NEXT: %x.global = addrspacecast ptr addrspace(4) %x to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %x.global, align 4
; CHECK-NEXT: %y = load ptr addrspace(4), ptr %s.addr, align 8
; CHECK-NEXT: %y.local = addrspacecast ptr addrspace(4) %y to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %y.local, align 4
; CHECK-NEXT: %z = load ptr addrspace(4), ptr %e.addr, align 8
; CHECK-NEXT: store float 3.000000e+00, ptr addrspace(4) %z, align 4{{$}}
; OFF-LABEL: define spir_kernel void @k(ptr addrspace(4) %in)
; OFF: %x = load ptr addrspace(4), ptr %in.addr, align 8
; OFF-NEXT: store float 1.000000e+00, ptr addrspace(4) %x, align 4
; OFF-NEXT: %y = load ptr addrspace(4), ptr %s.addr, align 8
; OFF-NEXT: store float 2.000000e+00, ptr addrspace(4) %y, align 4
define spir_kernel void @k(ptr addrspace(4) %in) {
entry:
  %in.addr = alloca ptr addrspace(4), align 8
  %s.addr = alloca ptr addrspace(4), align 8
  %e.addr = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %in, ptr %in.addr, align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr %s.addr, align 8
  store ptr addrspace(4) %in, ptr %e.addr, align 8
  call spir_func void @escape(ptr %e.addr)
  %x = load ptr addrspace(4), ptr %in.addr, align 8
  store float 1.0, ptr addrspace(4) %x, align 4
  %y = load ptr addrspace(4), ptr %s.addr, align 8
  store float 2.0, ptr addrspace(4) %y, align 4
  %z = load ptr addrspace(4), ptr %e.addr, align 8
  store float 3.0, ptr addrspace(4) %z, align 4
  ret void
}
