; Static resolution: no local pointer ever becomes generic from a kernel
; (the one local cast sits in a function no kernel calls), and private
; memory lives in a global buffer, so every generic access becomes a
; global access without a switch. @read is internal: were it exported, a
; kernel of another module could call it with a local pointer
; (unknown-callers.ll).
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func float @read(
; CHECK-NOT: switch
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %p to i64
; CHECK-NEXT: %[[G:.*]] = inttoptr i64 %[[I]] to ptr addrspace(1)
; CHECK-NEXT: %v = load float, ptr addrspace(1) %[[G]], align 4
define internal spir_func float @read(ptr addrspace(4) %p) {
  %v = load float, ptr addrspace(4) %p, align 4
  ret float %v
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %x = alloca float
  store float 1.0, ptr %x
  %gx = addrspacecast ptr %x to ptr addrspace(4)
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %a = call spir_func float @read(ptr addrspace(4) %gx)
  %b = call spir_func float @read(ptr addrspace(4) %gg)
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out
  ret void
}

; Never called from a kernel: its cast does not count.
define internal spir_func float @unused(ptr addrspace(3) %l) {
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %v = call spir_func float @read(ptr addrspace(4) %gl)
  ret float %v
}

; STATS: 1 lower-generic: generic accesses lowered
; STATS: 1 lower-generic: accesses resolved statically
; STATS: 0 lower-generic: switches emitted
