; Storing a shared pointer into shared memory cannot change what kernel
; parameter memory holds: the pointer loaded through %pp stays global.
; (Trust is decided for the whole module: kernels may share buffers.)
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x float] undef
@cache = internal addrspace(3) global ptr undef

; CHECK-LABEL: define ptx_kernel void @safe(
; CHECK: store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(3) @cache
; CHECK: %q = load ptr addrspace(1), ptr addrspace(1) %pp.global, align 8
; CHECK-NEXT: store i32 0, ptr addrspace(1) %q
define ptx_kernel void @safe(ptr %pp) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @cache to ptr), align 8
  %q = load ptr, ptr %pp, align 8
  store i32 0, ptr %q, align 4
  ret void
}
