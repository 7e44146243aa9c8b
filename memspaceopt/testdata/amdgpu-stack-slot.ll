; AMDGPU: unoptimized HIP code keeps every variable in an addrspace(5)
; alloca reached through a flat "ascast" copy. A pointer stored into a slot
; whose address never escapes and loaded back keeps its space (the global
; kernel parameter, the LDS @tile); an escaped slot may be written by
; anyone, so what comes out of it is unknown. With track-indir-load off
; nothing is followed through memory.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-indir-load=false %s -o - | FileCheck %s --check-prefix=OFF

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [32 x float] poison

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %in)
; CHECK: store ptr %in, ptr addrspace(5) %in.addr, align 8
; CHECK: %x = load ptr, ptr addrspace(5) %in.addr, align 8
; CHECK-NEXT: %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %x.global, align 4
; CHECK-NEXT: %y = load ptr, ptr addrspace(5) %s.addr, align 8
; CHECK-NEXT: %y.local = addrspacecast ptr %y to ptr addrspace(3)
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %y.local, align 4
; CHECK-NEXT: %z = load ptr, ptr addrspace(5) %e.addr, align 8
; CHECK-NEXT: store float 3.000000e+00, ptr %z, align 4{{$}}
; OFF-LABEL: define amdgpu_kernel void @k(ptr %in)
; OFF: %x = load ptr, ptr addrspace(5) %in.addr, align 8
; OFF-NEXT: store float 1.000000e+00, ptr %x, align 4
; OFF-NEXT: %y = load ptr, ptr addrspace(5) %s.addr, align 8
; OFF-NEXT: store float 2.000000e+00, ptr %y, align 4
declare void @escape(ptr)

define amdgpu_kernel void @k(ptr %in) {
entry:
  %in.addr = alloca ptr, align 8, addrspace(5)
  %s.addr = alloca ptr, align 8, addrspace(5)
  %e.addr = alloca ptr, align 8, addrspace(5)
  %in.addr.ascast = addrspacecast ptr addrspace(5) %in.addr to ptr
  %s.addr.ascast = addrspacecast ptr addrspace(5) %s.addr to ptr
  %e.addr.ascast = addrspacecast ptr addrspace(5) %e.addr to ptr
  store ptr %in, ptr %in.addr.ascast, align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %s.addr.ascast, align 8
  store ptr %in, ptr %e.addr.ascast, align 8
  call void @escape(ptr %e.addr.ascast)
  %x = load ptr, ptr %in.addr.ascast, align 8
  store float 1.0, ptr %x, align 4
  %y = load ptr, ptr %s.addr.ascast, align 8
  store float 2.0, ptr %y, align 4
  %z = load ptr, ptr %e.addr.ascast, align 8
  store float 3.0, ptr %z, align 4
  ret void
}
