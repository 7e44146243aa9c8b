; SPIR: storing a local pointer into local memory cannot change what
; kernel parameter memory holds: the pointer loaded through %pp stays
; global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x float] undef
@cache = internal addrspace(3) global ptr addrspace(4) undef

; CHECK-LABEL: define spir_kernel void @safe(ptr addrspace(1) %pp)
; CHECK-NEXT: entry:
; CHECK-NEXT: store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr addrspace(3) @cache, align 8
; CHECK-NEXT: %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
; CHECK-NEXT: %q.global = addrspacecast ptr addrspace(4) %q to ptr addrspace(1)
; CHECK-NEXT: store i32 0, ptr addrspace(1) %q.global, align 4
define spir_kernel void @safe(ptr addrspace(1) %pp) {
entry:
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(3) @cache to ptr addrspace(4)), align 8
  %q = load ptr addrspace(4), ptr addrspace(1) %pp, align 8
  store i32 0, ptr addrspace(4) %q, align 4
  ret void
}
