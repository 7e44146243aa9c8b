; Unoptimized code keeps every variable in an alloca. A pointer stored
; into a slot whose address never escapes and loaded back keeps its space:
; a global one is loaded as a global pointer (on NVPTX a global address is
; its own generic address), a shared one is loaded and cast.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x float] undef

declare void @escape(ptr)

; CHECK-LABEL: define ptx_kernel void @k(ptr %in)
; CHECK: %x = load ptr addrspace(1), ptr addrspace(5) %in.addr.local, align 8
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %x
; CHECK: %y = load ptr, ptr addrspace(5) %s.addr.local, align 8
; CHECK: %y.shared = addrspacecast ptr %y to ptr addrspace(3)
; CHECK: store float 2.000000e+00, ptr addrspace(3) %y.shared
; An escaped slot may be written by anyone: what comes out is unknown.
; CHECK: %z = load ptr, ptr addrspace(5) %e.addr.local, align 8
; CHECK: store float 3.000000e+00, ptr %z
define ptx_kernel void @k(ptr %in) {
entry:
  %in.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  %e.addr = alloca ptr, align 8
  store ptr %in, ptr %in.addr, align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %s.addr, align 8
  store ptr %in, ptr %e.addr, align 8
  call void @escape(ptr %e.addr)
  %x = load ptr, ptr %in.addr, align 8
  store float 1.0, ptr %x, align 4
  %y = load ptr, ptr %s.addr, align 8
  store float 2.0, ptr %y, align 4
  %z = load ptr, ptr %e.addr, align 8
  store float 3.0, ptr %z, align 4
  ret void
}
