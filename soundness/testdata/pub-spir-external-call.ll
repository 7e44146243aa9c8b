; Class 1, pointers published as data (SPIR): the buffer and the local
; pointer are passed to an external function, which may store one into the
; other.
; Host memory (what kernel pointer parameters reach) is trusted to hold
; only global pointers until the device writes something else there; here
; it does, so %p, loaded back from it, may be local: it must stay generic
; (addrspace(4), not addrspace(1)) and to_local on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) nounwind willreturn memory(none)
declare spir_func void @ext_publish(ptr addrspace(1), ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %p = load ptr addrspace(4), ptr
; CHECK-NOT: addrspacecast ptr addrspace(4) %p to
; CHECK: store i32 1, ptr addrspace(4) %p, align 4
; CHECK: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
define spir_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out, i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), i64 %i
  call spir_func void @ext_publish(ptr addrspace(1) %buf, ptr addrspace(4) %s)
  %p = load ptr addrspace(4), ptr addrspace(1) %buf, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %nz = icmp ne ptr addrspace(3) %l, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
