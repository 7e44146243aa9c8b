; SPIR, typed pointers (LLVM 14 style): memspace-opt-enable=0 leaves the
; module alone; memspace-opt-conservative makes a value generic as soon as
; two spaces meet (no !noalias.addrspace) while plain global pointers are
; still resolved; memspace-opt-verbose prints the lattice trace. Output is
; valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt -memspace-opt-enable=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s --check-prefix=DEFAULT
; RUN: memspace -passes=memspace-opt -memspace-opt-conservative=1 %s -o - 2>/dev/null | FileCheck %s --check-prefix=CONS
; RUN: memspace -passes=memspace-opt -memspace-opt-verbose=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef

; OFF: store i32 1, i32 addrspace(4)* %gs, align 4{{$}}
; OFF: store i32 2, i32 addrspace(4)* %q, align 4{{$}}
; DEFAULT: store i32 1, i32 addrspace(4)* %gs, align 4, !noalias.addrspace
; DEFAULT: store i32 2, i32 addrspace(1)* %q, align 4
; CONS: store i32 1, i32 addrspace(4)* %gs, align 4{{$}}
; CONS: store i32 2, i32 addrspace(1)* %q, align 4
; TRACE: memspace-opt: @k: %gs: bottom -> {global,local}
; TRACE: memspace-opt: @k: %q: bottom -> {global}
define spir_kernel void @k(i32 addrspace(4)* %g, i1 %c) {
entry:
  %gs = select i1 %c, i32 addrspace(4)* %g, i32 addrspace(4)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(4)* addrspacecast ([8 x i32] addrspace(3)* @tile to [8 x i32] addrspace(4)*), i64 0, i64 0)
  store i32 1, i32 addrspace(4)* %gs, align 4
  %q = getelementptr inbounds i32, i32 addrspace(4)* %g, i64 1
  store i32 2, i32 addrspace(4)* %q, align 4
  ret void
}
