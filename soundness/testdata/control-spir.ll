; Class 12, control (SPIR): a generic pointer loaded through the kernel's
; global parameter, with no device store into that memory, is global; a
; generic pointer to a local array is local.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
; CHECK: store i32 2, ptr addrspace(3) %
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %buf, i64 %i) {
entry:
  %p = load ptr addrspace(4), ptr addrspace(1) %buf, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %s = getelementptr inbounds i32, ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), i64 %i
  store i32 2, ptr addrspace(4) %s, align 4
  ret void
}
