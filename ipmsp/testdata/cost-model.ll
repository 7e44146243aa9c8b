; The cost model. @mixed reads through a pointer its callers agree on
; (global) and one they do not know (loaded from shared memory): a clone
; would still have a generic access, duplicated since the external
; original stays, so none is made. @known has only the agreed access and
; is cloned. @opaque only hands its pointer to a declaration, so a clone
; resolves nothing and none is made.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: memspace -verify-each %s 2>/dev/null | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@cell = internal addrspace(3) global ptr undef, align 8

define void @mixed(ptr %g, ptr %u) #0 {
entry:
  %v = load float, ptr %u, align 4
  store float %v, ptr %g, align 4
  ret void
}

define void @known(ptr %g) #0 {
entry:
  store float 1.0, ptr %g, align 4
  ret void
}

declare void @sink(ptr)

define void @opaque(ptr %g) #0 {
entry:
  call void @sink(ptr %g)
  ret void
}

define ptx_kernel void @k(ptr %g) {
entry:
  %u = load ptr, ptr addrspace(3) @cell, align 8
  call void @mixed(ptr %g, ptr %u)
  call void @known(ptr %g)
  call void @opaque(ptr %g)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-NOT:   @mixed.global
; CHECK-NOT:   @opaque.global
; CHECK-LABEL: define internal void @known.global(ptr addrspace(1) %g)
; CHECK-NOT:   @mixed.global
; CHECK-NOT:   @opaque.global
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @mixed(ptr %g.gen, ptr %u)
; CHECK:         call void @known.global(ptr addrspace(1) %g)
; CHECK:         call void @opaque(ptr %g.gen)

; Three generic accesses stay, as without the pass: the two of @mixed and
; the one of @known's original, kept for callers outside the module.
; PIPE-COUNT-3: {{(load|store) float(, float)?.*, ptr %}}
; PIPE-NOT:     {{(load|store) float(, float)?.*, ptr %}}
