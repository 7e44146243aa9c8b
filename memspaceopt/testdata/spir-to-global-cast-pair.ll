; SPIR: to_global of a generic pointer that is a global one cast to
; generic and back (%g, %p) folds to its specific form, the cast %g. The
; cast folder then replaces %g by the kernel's parameter; the rewrite of
; the later users of %p must not keep %g as %p's global form once %g is
; gone (it did: the GEP %a2 named a deleted instruction, and the module
; did not verify). Found by the random programs of the execution check.
; RUN: memspace -passes=memspace-opt -verify-each %s -o - | FileCheck %s
; RUN: memspace -verify-each %s -o /dev/null

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %nz = icmp ne ptr addrspace(1) %out.k, null
; CHECK: %a = getelementptr inbounds i32, ptr addrspace(1) %out.k, i32 1
; CHECK: %a2 = getelementptr inbounds i32, ptr addrspace(1) %out.k, i32 2
; CHECK: store i32 %phi, ptr addrspace(1) %a2
define spir_kernel void @k(ptr addrspace(1) %out.k) {
entry:
  %out = addrspacecast ptr addrspace(1) %out.k to ptr addrspace(4)
  %g = addrspacecast ptr addrspace(4) %out to ptr addrspace(1)
  %p = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %to = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  %nz = icmp ne ptr addrspace(1) %to, null
  br i1 %nz, label %is, label %after

is:
  %a = getelementptr inbounds i32, ptr addrspace(1) %to, i32 1
  %v = load i32, ptr addrspace(1) %a, align 4
  br label %after

after:
  %phi = phi i32 [ %v, %is ], [ 0, %entry ]
  %a2 = getelementptr inbounds i32, ptr addrspace(4) %p, i32 2
  store i32 %phi, ptr addrspace(4) %a2, align 4
  ret void
}
