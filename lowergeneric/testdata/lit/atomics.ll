; Atomics through a generic pointer that may be global or local keep
; their ordering, scope, volatility and operation in every block; the
; { value, success } pair of cmpxchg meets field by field.
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func i32 @rmw(
; CHECK: lg.global:
; CHECK: atomicrmw volatile add ptr addrspace(1) %{{.*}}, i32 %v syncscope("workgroup") monotonic, align 4
; CHECK: lg.local:
; CHECK: atomicrmw volatile add ptr addrspace(3) %{{.*}}, i32 %v syncscope("workgroup") monotonic, align 4
; CHECK: lg.join:
; CHECK-NEXT: %r = phi i32
define internal spir_func i32 @rmw(ptr addrspace(4) %p, i32 %v) {
  %r = atomicrmw volatile add ptr addrspace(4) %p, i32 %v syncscope("workgroup") monotonic, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal spir_func i1 @cas(
; CHECK: lg.global:
; CHECK-NEXT: inttoptr
; CHECK-NEXT: %[[G:.*]] = cmpxchg weak ptr addrspace(1) %{{.*}}, i32 %old, i32 %new acq_rel monotonic, align 4
; CHECK-DAG: extractvalue { i32, i1 } %[[G]], 0
; CHECK-DAG: extractvalue { i32, i1 } %[[G]], 1
; CHECK: lg.local:
; CHECK: cmpxchg weak ptr addrspace(3) %{{.*}}, i32 %old, i32 %new acq_rel monotonic, align 4
; CHECK: lg.join:
; CHECK-NEXT: phi i32
; CHECK-NEXT: %ok = phi i1
; CHECK-NEXT: ret i1 %ok
define internal spir_func i1 @cas(ptr addrspace(4) %p, i32 %old, i32 %new) {
  %pair = cmpxchg weak ptr addrspace(4) %p, i32 %old, i32 %new acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  ret i1 %ok
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %a = call spir_func i32 @rmw(ptr addrspace(4) %gg, i32 1)
  %b = call spir_func i32 @rmw(ptr addrspace(4) %gl, i32 2)
  %c = call spir_func i1 @cas(ptr addrspace(4) %gg, i32 %a, i32 %b)
  %d = call spir_func i1 @cas(ptr addrspace(4) %gl, i32 %b, i32 %a)
  ret void
}
