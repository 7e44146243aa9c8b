; Trusting loaded pointers is sound only while no device store can put a
; non-global pointer where the load reads. Here @k stores a shared pointer
; into the memory behind %rw, so pointers loaded through %rw are unknown;
; %ro is noalias, so within the kernel no store through %rw reaches its
; memory and loads through it stay global (and load global pointers);
; readonly alone would not do: %ro and %rw could be the same buffer.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x float] undef

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %a = load ptr addrspace(1), ptr addrspace(1) %ro.global, align 8
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %a
; CHECK: %b = load ptr, ptr addrspace(1) %rw.global, align 8
; CHECK-NEXT: store float 2.000000e+00, ptr %b
define ptx_kernel void @k(ptr readonly noalias %ro, ptr %rw) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %rw, align 8
  %a = load ptr, ptr %ro, align 8
  store float 1.0, ptr %a, align 4
  %b = load ptr, ptr %rw, align 8
  store float 2.0, ptr %b, align 4
  ret void
}
