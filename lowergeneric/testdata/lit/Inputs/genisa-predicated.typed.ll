; genisa-predicated.ll's case in typed pointers (LLVM 14): the overloads
; carry the pointee in their names (".p4i32").
target triple = "spir64-unknown-unknown"

declare i32 @llvm.genx.GenISA.PredicatedLoad.i32.p4i32.i32(i32 addrspace(4)*, i64, i1, i32)
declare void @llvm.genx.GenISA.PredicatedStore.p4i32.i32(i32 addrspace(4)*, i32, i64, i1)

define spir_kernel void @copy_if(i32 addrspace(1)* %out, i32 addrspace(3)* %tile, i1 %c, i1 %on) {
entry:
  %slot = alloca i32
  store i32 3, i32* %slot
  %gtile = addrspacecast i32 addrspace(3)* %tile to i32 addrspace(4)*
  %gslot = addrspacecast i32* %slot to i32 addrspace(4)*
  %src = select i1 %c, i32 addrspace(4)* %gtile, i32 addrspace(4)* %gslot
  %v = call i32 @llvm.genx.GenISA.PredicatedLoad.i32.p4i32.i32(i32 addrspace(4)* %src, i64 4, i1 %on, i32 0)
  %gout = addrspacecast i32 addrspace(1)* %out to i32 addrspace(4)*
  call void @llvm.genx.GenISA.PredicatedStore.p4i32.i32(i32 addrspace(4)* %gout, i32 %v, i64 4, i1 %on)
  ret void
}
