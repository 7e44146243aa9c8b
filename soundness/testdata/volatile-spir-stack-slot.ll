; Class 9, volatile (SPIR): a private stack slot holds a generic pointer to
; local memory and is read back with a volatile load.
; A volatile load may observe a value written by something the program
; does not show (spec §2: volatile loads are unknown), so the pointer it
; loads stays generic whatever the slot was seen to hold.
; It stays addrspace(4), and to_local on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) nounwind willreturn memory(none)

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %p = load volatile ptr addrspace(4), ptr
; CHECK-NOT: addrspacecast ptr addrspace(4) %p to
; CHECK: store i32 1, ptr addrspace(4) %p, align 4
; CHECK: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %slot = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), ptr %slot, align 8
  %p = load volatile ptr addrspace(4), ptr %slot, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %nz = icmp ne ptr addrspace(3) %l, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
