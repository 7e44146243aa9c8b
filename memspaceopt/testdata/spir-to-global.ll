; OpenCL's to_global/to_local/to_private return the pointer in that space,
; or null: they fold when the set decides them.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [8 x i32] zeroinitializer

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %g)
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 1, ptr addrspace(1) %g
; CHECK-NEXT: store i32 2, ptr addrspace(3) null
; CHECK-NEXT: store i32 3, ptr addrspace(3) @lds
define spir_kernel void @k(ptr addrspace(1) %g) {
entry:
  %gen = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %a = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %gen)
  store i32 1, ptr addrspace(1) %a, align 4
  %b = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %gen)
  store i32 2, ptr addrspace(3) %b, align 4
  %c = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)))
  store i32 3, ptr addrspace(3) %c, align 4
  ret void
}
