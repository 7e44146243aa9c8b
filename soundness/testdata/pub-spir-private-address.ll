; Class 1, pointers published as data (SPIR): the address of a private
; array, as a generic pointer, is stored into the kernel's global buffer as
; an i64 and loaded back as a generic ptr: it may be private, so it must
; stay generic (addrspace(4)) and to_private on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func ptr @__to_private(ptr addrspace(4)) nounwind willreturn memory(none)

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %p = load ptr addrspace(4), ptr
; CHECK-NOT: addrspacecast ptr addrspace(4) %p to
; CHECK: store i32 1, ptr addrspace(4) %p, align 4
; CHECK: %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
define spir_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  store i32 0, ptr %a, align 4
  %ag = addrspacecast ptr %a to ptr addrspace(4)
  %n = ptrtoint ptr addrspace(4) %ag to i64
  store i64 %n, ptr addrspace(1) %buf, align 8
  %p = load ptr addrspace(4), ptr addrspace(1) %buf, align 8
  store i32 1, ptr addrspace(4) %p, align 4
  %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
  %nz = icmp ne ptr %q, null
  %z = zext i1 %nz to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
