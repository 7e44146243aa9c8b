; narrow-generic.ll's kernel with 32-bit local pointers only.
target datalayout = "e-p3:32:32:32-i64:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, i1 %c) {
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %p = select i1 %c, ptr addrspace(4) %gg, ptr addrspace(4) %gl
  store i32 1, ptr addrspace(4) %p, align 4
  ret void
}
