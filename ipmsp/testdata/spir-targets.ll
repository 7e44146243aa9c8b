; The other targets. On SPIR the generic space is 4 and private memory is
; space 0: a helper called with a private array gets @sum.private, with a
; global buffer @sum.global; "memspace.as" (NVPTX's "nvvm.as" under a neutral name) spells generic as 4 there. A helper
; whose only access is a volatile atomic gains nothing from a clone (such
; accesses keep their generic form on SPIR), so no clone is made.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @sum(ptr addrspace(4) %p, i32 %n) #0 {
entry:
  %a = load float, ptr addrspace(4) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(4) %p, i64 1
  %b = load float, ptr addrspace(4) %q, align 4
  %s = fadd float %a, %b
  ret float %s
}

define spir_func i32 @bump(ptr addrspace(4) %p) #0 {
entry:
  %old = atomicrmw volatile add ptr addrspace(4) %p, i32 1 monotonic, align 4
  ret i32 %old
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %priv = alloca [2 x float], align 4
  %gp = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %pp = addrspacecast ptr %priv to ptr addrspace(4)
  %x = call spir_func float @sum(ptr addrspace(4) %gp, i32 2)
  %y = call spir_func float @sum(ptr addrspace(4) %pp, i32 2)
  %c = call spir_func i32 @bump(ptr addrspace(4) %gp)
  %z = fadd float %x, %y
  store float %z, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define spir_func float @sum(ptr addrspace(4) %p, i32 %n) "memspace.as"="4" #0 {
; CHECK-LABEL: define internal spir_func float @sum.global(ptr addrspace(1) %p, i32 %n) alwaysinline nounwind "memspace.as"="1" {
; CHECK-LABEL: define internal spir_func float @sum.private(ptr %p, i32 %n) alwaysinline nounwind "memspace.as"="0" {
; CHECK-LABEL: define spir_func i32 @bump(ptr addrspace(4) %p) "memspace.as"="4" #0 {
; CHECK-NOT:   @bump.global
; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) "memspace.as"="1,1" {
; CHECK:         %x = call spir_func float @sum.global(ptr addrspace(1) %g, i32 2)
; CHECK-NEXT:    %y = call spir_func float @sum.private(ptr %priv, i32 2)
; CHECK-NEXT:    %c = call spir_func i32 @bump(ptr addrspace(4) %gp)
