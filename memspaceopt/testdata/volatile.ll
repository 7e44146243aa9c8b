; Volatile accesses follow LLVM's NVPTX backend: volatile ld/st exist for
; global and shared memory only, and volatile atomics keep the generic form.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global i32 undef

; CHECK-LABEL: define ptx_kernel void @k(ptr %g)
; CHECK: store volatile i32 1, ptr addrspace(1) %g.global
; CHECK: load volatile i32, ptr addrspace(3) @tile
; CHECK: store volatile i32 2, ptr %{{.*}}, align 4
; CHECK: atomicrmw volatile add ptr %g, i32 1 seq_cst
define ptx_kernel void @k(ptr %g) {
entry:
  %slot = alloca i32, align 4
  store volatile i32 1, ptr %g, align 4
  %v = load volatile i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  store volatile i32 2, ptr %slot, align 4
  %r = atomicrmw volatile add ptr %g, i32 1 seq_cst
  ret void
}
