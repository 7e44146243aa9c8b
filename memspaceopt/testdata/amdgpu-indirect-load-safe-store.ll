; AMDGPU: storing an LDS pointer into LDS memory cannot change what kernel
; parameter memory holds: the pointer loaded through %pp stays global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [32 x float] poison
@cache = internal addrspace(3) global ptr poison

; CHECK-LABEL: define amdgpu_kernel void @safe(ptr %pp)
; CHECK-NEXT: entry:
; CHECK-NEXT: %pp.global = addrspacecast ptr %pp to ptr addrspace(1)
; CHECK-NEXT: store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(3) @cache, align 8
; CHECK-NEXT: %q = load ptr, ptr addrspace(1) %pp.global, align 8
; CHECK-NEXT: %q.global = addrspacecast ptr %q to ptr addrspace(1)
; CHECK-NEXT: store i32 0, ptr addrspace(1) %q.global, align 4
define amdgpu_kernel void @safe(ptr %pp) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @cache to ptr), align 8
  %q = load ptr, ptr %pp, align 8
  store i32 0, ptr %q, align 4
  ret void
}
