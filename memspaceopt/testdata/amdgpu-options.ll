; AMDGPU: memspace-opt-enable=0 leaves the module alone;
; memspace-opt-conservative makes a value generic as soon as two spaces
; meet, so nothing is left to say about it (no !noalias.addrspace) while
; plain global pointers are still resolved; memspace-opt-verbose prints
; the lattice trace with AMDGPU's space names.
; RUN: memspace -passes=memspace-opt -memspace-opt-enable=0 %s -o - | FileCheck %s --check-prefix=OFF
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s --check-prefix=DEFAULT
; RUN: memspace -passes=memspace-opt -memspace-opt-conservative=1 %s -o - 2>/dev/null | FileCheck %s --check-prefix=CONS
; RUN: memspace -passes=memspace-opt -memspace-opt-verbose=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [8 x i32] poison

; OFF: store i32 1, ptr %gs, align 4{{$}}
; OFF: store i32 2, ptr %q, align 4{{$}}
; DEFAULT: store i32 1, ptr %gs, align 4, !noalias.addrspace
; DEFAULT: store i32 2, ptr addrspace(1) %q, align 4
; CONS: store i32 1, ptr %gs, align 4{{$}}
; CONS: store i32 2, ptr addrspace(1) %q, align 4
; TRACE: memspace-opt: @k: %gs: bottom -> {global,local}
; TRACE: memspace-opt: @k: %q: bottom -> {global}
define amdgpu_kernel void @k(ptr %g, i1 %c) {
entry:
  %gs = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  store i32 1, ptr %gs, align 4
  %q = getelementptr inbounds i32, ptr %g, i64 1
  store i32 2, ptr %q, align 4
  ret void
}
