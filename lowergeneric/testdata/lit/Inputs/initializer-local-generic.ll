; A local address made generic in an initializer: lower-generic cannot set
; the tag in a constant (initializer-generic-null.ll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@l = internal addrspace(3) global i32 undef, align 4
@g = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(3) @l to ptr addrspace(4)), align 8

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr addrspace(4), ptr addrspace(1) @g, align 8
  %x = load i32, ptr addrspace(4) %a, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
