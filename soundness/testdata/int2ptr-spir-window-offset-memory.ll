; Class 8, pointers through memory with another type (SPIR): a generic
; local pointer carries a tag that the local pointer's own bits lack, so a
; local pointer stored with its own type and loaded back as a generic
; pointer is no generic address of the local buffer: to_local on it must
; not fold (%gl stays generic, the call stays). A global address is its
; own generic address (tag 000), as clang's HIP for spirv64 assumes when it
; stores a kernel's global pointer argument and loads it back as a generic
; pointer: %gg stays global (control).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@buf = internal addrspace(3) global [16 x i32] undef

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %gl = load ptr addrspace(4), ptr
; CHECK: call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %gl)
; CHECK: store i32 %r, ptr addrspace(1)
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %slot = alloca ptr addrspace(3), align 8
  %gslot = alloca ptr addrspace(1), align 8
  %l = getelementptr inbounds i32, ptr addrspace(3) @buf, i64 %i
  store i32 3, ptr addrspace(3) %l, align 4
  store ptr addrspace(3) %l, ptr %slot, align 8
  %gl = load ptr addrspace(4), ptr %slot, align 8
  %tl = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %gl)
  %isl = icmp ne ptr addrspace(3) %tl, null
  %a = zext i1 %isl to i32
  store ptr addrspace(1) %out, ptr %gslot, align 8
  %gg = load ptr addrspace(4), ptr %gslot, align 8
  %v = load i32, ptr addrspace(3) %l, align 4
  %r = add i32 %a, %v
  store i32 %r, ptr addrspace(4) %gg, align 4
  ret void
}
