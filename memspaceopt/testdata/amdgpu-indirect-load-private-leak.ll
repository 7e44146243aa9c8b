; AMDGPU: trust in loaded pointers is decided for the whole module, since
; kernels may share buffers. @leak stores a private (addrspace(5)) pointer
; into global memory, so the pointer @use loads through %pp may be that
; pointer: it stays flat, and so does the store through it.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @leak(ptr %out)
; CHECK: store ptr %xf, ptr addrspace(1) %out.global, align 8
define amdgpu_kernel void @leak(ptr %out) {
entry:
  %x = alloca i32, align 4, addrspace(5)
  %xf = addrspacecast ptr addrspace(5) %x to ptr
  store ptr %xf, ptr %out, align 8
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @use(ptr %pp)
; CHECK-NEXT: entry:
; CHECK-NEXT: %pp.global = addrspacecast ptr %pp to ptr addrspace(1)
; CHECK-NEXT: %q = load ptr, ptr addrspace(1) %pp.global, align 8
; CHECK-NEXT: store i32 0, ptr %q, align 4
define amdgpu_kernel void @use(ptr %pp) {
entry:
  %q = load ptr, ptr %pp, align 8
  store i32 0, ptr %q, align 4
  ret void
}
