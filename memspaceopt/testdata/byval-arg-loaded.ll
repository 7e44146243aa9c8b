; A by-value argument that is a load of a global pointer: the rewrite
; retypes the load to read a global pointer, and the call gets that
; pointer cast back to generic right before it, as its parameter is
; generic. The cast's type was once taken after the retyping, so the call
; got the global pointer itself and the passes left invalid IR (found by
; bench/openmp's 06_schedules at -O0, where a region's struct argument is
; reloaded from an alloca).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%S = type { ptr, ptr }

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr addrspace(1), ptr addrspace(5)
; CHECK-NEXT: %p.byval = addrspacecast ptr addrspace(1) %p to ptr
; CHECK-NEXT: call void @f(ptr byval(%S) align 8 %p.byval)
define ptx_kernel void @k(ptr %in) {
  %slot = alloca ptr, align 8
  store ptr %in, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  call void @f(ptr byval(%S) align 8 %p)
  ret void
}

define internal void @f(ptr byval(%S) align 8 %s) {
  %q = load ptr, ptr %s, align 8
  store i32 1, ptr %q, align 4
  ret void
}
