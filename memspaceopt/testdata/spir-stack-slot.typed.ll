; SPIR, typed pointers (LLVM 14 style): a generic pointer stored into a
; private slot whose address never escapes and loaded back keeps its space
; (global for the kernel parameter, local for @tile); an escaped slot may
; be written by anyone. With track-indir-load off nothing is followed
; through memory. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define spir_kernel void @k(float addrspace(4)* %in)
; CHECK: %x = load float addrspace(4)*, float addrspace(4)** %in.addr, align 8
; CHECK-NEXT: %x.global = addrspacecast float addrspace(4)* %x to float addrspace(1)*
; CHECK-NEXT: store float 1.000000e+00, float addrspace(1)* %x.global, align 4
; CHECK-NEXT: %y = load float addrspace(4)*, float addrspace(4)** %s.addr, align 8
; CHECK-NEXT: %y.local = addrspacecast float addrspace(4)* %y to float addrspace(3)*
; CHECK-NEXT: store float 2.000000e+00, float addrspace(3)* %y.local, align 4
; CHECK-NEXT: %z = load float addrspace(4)*, float addrspace(4)** %e.addr, align 8
; CHECK-NEXT: store float 3.000000e+00, float addrspace(4)* %z, align 4{{$}}
; OFF-LABEL: define spir_kernel void @k(float addrspace(4)* %in)
; OFF: %x = load float addrspace(4)*, float addrspace(4)** %in.addr, align 8
; OFF-NEXT: store float 1.000000e+00, float addrspace(4)* %x, align 4
; OFF-NEXT: %y = load float addrspace(4)*, float addrspace(4)** %s.addr, align 8
; OFF-NEXT: store float 2.000000e+00, float addrspace(4)* %y, align 4

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef

declare spir_func void @escape(float addrspace(4)**)

define spir_kernel void @k(float addrspace(4)* %in) {
entry:
  %in.addr = alloca float addrspace(4)*, align 8
  %s.addr = alloca float addrspace(4)*, align 8
  %e.addr = alloca float addrspace(4)*, align 8
  store float addrspace(4)* %in, float addrspace(4)** %in.addr, align 8
  store float addrspace(4)* getelementptr inbounds ([32 x float], [32 x float] addrspace(4)* addrspacecast ([32 x float] addrspace(3)* @tile to [32 x float] addrspace(4)*), i64 0, i64 0), float addrspace(4)** %s.addr, align 8
  store float addrspace(4)* %in, float addrspace(4)** %e.addr, align 8
  call spir_func void @escape(float addrspace(4)** %e.addr)
  %x = load float addrspace(4)*, float addrspace(4)** %in.addr, align 8
  store float 1.0, float addrspace(4)* %x, align 4
  %y = load float addrspace(4)*, float addrspace(4)** %s.addr, align 8
  store float 2.0, float addrspace(4)* %y, align 4
  %z = load float addrspace(4)*, float addrspace(4)** %e.addr, align 8
  store float 3.0, float addrspace(4)* %z, align 4
  ret void
}
