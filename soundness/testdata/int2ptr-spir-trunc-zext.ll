; Class 8, inttoptr(ptrtoint p) that is not a no-op (SPIR): a generic
; pointer to local memory truncated to i32 and zero-extended back to a
; generic pointer. The high bits are lost, so %p is unknown: it stays
; addrspace(4), and to_local on it must not fold.
; inttoptr(ptrtoint p) keeps the space of p only when the integer is
; exactly as wide as both pointers and reaches the inttoptr unchanged;
; anything else is unknown (spec §2).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) nounwind willreturn memory(none)

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %p = inttoptr i64 %w to ptr addrspace(4)
; CHECK-NOT: addrspacecast ptr addrspace(4) %p to
; CHECK: store i32 1, ptr addrspace(4) %p, align 4
; CHECK: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %n = ptrtoint ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)) to i64
  %t = trunc i64 %n to i32
  %w = zext i32 %t to i64
  %p = inttoptr i64 %w to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %p, align 4
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %nz = icmp ne ptr addrspace(3) %l, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
