; Class 2, readonly is not noalias (SPIR), the noalias sibling: both
; parameters noalias and nothing else reaches %a's memory, so the local
; pointer stored through %b cannot land where %a reads: %p is global; %q,
; loaded back through %b, may be local and stays generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %p
; CHECK: %q = load ptr addrspace(4), ptr
; CHECK-NOT: addrspacecast ptr addrspace(4) %q to
; CHECK: store i32 2, ptr addrspace(4) %q, align 4
define spir_kernel void @k(ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias %b) {
entry:
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), ptr addrspace(1) %b, align 8
  %p = load ptr addrspace(4), ptr addrspace(1) %a, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %q = load ptr addrspace(4), ptr addrspace(1) %b, align 8
  store i32 2, ptr addrspace(4) %q, align 4
  ret void
}
