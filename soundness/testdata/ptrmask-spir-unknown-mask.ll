; Class 7, llvm.ptrmask (SPIR): a generic pointer to local memory masked
; with a mask the kernel receives as a parameter. The result is unknown:
; it stays addrspace(4) and to_local on it must not fold.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

declare ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4), i64)
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) nounwind willreturn memory(none)

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %m = call ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4)
; CHECK-NOT: addrspacecast ptr addrspace(4) %m to
; CHECK: store i32 1, ptr addrspace(4) %m, align 4
; CHECK: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %m)
define spir_kernel void @k(i64 %mask, ptr addrspace(1) %out) {
entry:
  %m = call ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), i64 %mask)
  store i32 1, ptr addrspace(4) %m, align 4
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %m)
  %nz = icmp ne ptr addrspace(3) %l, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
