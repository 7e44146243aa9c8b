; Class 3, functions with unknown callers (SPIR, lower-generic): @accumulate
; is exported and the only local memory in this module is never made
; generic, yet a kernel of another module may call @accumulate with a
; local pointer cast to generic (tag 010). lower-generic must keep the
; local block for its accesses instead of resolving them as global because
; no local->generic cast is in sight; the kernel's own call, which passes a
; global pointer, may still go to a clone that needs no switch.
; RUN: memspace -lower-generic %s -o - | FileCheck %s
; RUN: memspace -passes=lower-generic %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --check-prefix=OPT

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func void @accumulate(
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK: load i32, ptr addrspace(3)
; OPT-LABEL: define spir_func void @accumulate(
; OPT: load i32, ptr addrspace(4) %sum
define spir_func void @accumulate(ptr addrspace(4) %sum, i32 %x) {
entry:
  %old = load i32, ptr addrspace(4) %sum, align 4
  %new = add i32 %old, %x
  store i32 %new, ptr addrspace(4) %sum, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @total(
define spir_kernel void @total(ptr addrspace(1) %acc, ptr addrspace(1) %in, ptr addrspace(3) %scratch) {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(3) %scratch, align 4
  %g = addrspacecast ptr addrspace(1) %acc to ptr addrspace(4)
  call spir_func void @accumulate(ptr addrspace(4) %g, i32 %v)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
