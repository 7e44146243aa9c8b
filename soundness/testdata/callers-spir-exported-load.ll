; Class 3, functions with unknown callers (SPIR): @f is an exported
; spir_func that loads a generic pointer through its generic parameter.
; Its callers are unknown, so the loaded pointer must stay addrspace(4) and
; to_local on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) nounwind willreturn memory(none)

; CHECK-LABEL: define spir_func void @f(ptr addrspace(4) %pp, ptr addrspace(4) %out)
; CHECK: %p = load ptr addrspace(4), ptr addrspace(4) %pp, align 8
; CHECK-NOT: addrspacecast ptr addrspace(4) %p to
; CHECK: store i32 1, ptr addrspace(4) %p, align 4
; CHECK: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
define spir_func void @f(ptr addrspace(4) %pp, ptr addrspace(4) %out) {
entry:
  %p = load ptr addrspace(4), ptr addrspace(4) %pp, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %nz = icmp ne ptr addrspace(3) %l, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(4) %out, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o) {
entry:
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %og = addrspacecast ptr addrspace(1) %o to ptr addrspace(4)
  call spir_func void @f(ptr addrspace(4) %gg, ptr addrspace(4) %og)
  ret void
}
