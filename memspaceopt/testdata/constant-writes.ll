; A store or atomic through a pointer proven to be in constant memory stays
; generic, as the input had it; loads move. clang accepts "j++" on a
; __constant__ variable and writes it through a flat pointer; moved to
; addrspace(4), the store was "st.const" in PTX (which has no such
; instruction) and "Cannot select: store ... addrspace 4" in llc-22 for
; AMDGPU (found in clang's CodeGenCUDA/address-spaces.cu compiled for
; amdgcn). The same holds for the destination of memcpy and memset and
; for cmpxchg; the source of a memcpy moves.
; RUN: memspace -passes=memspace-opt %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: memspace %s -o %t2.ll
; RUN: FileCheck %s --check-prefix=HELPER < %t2.ll

target triple = "amdgcn-amd-amdhsa"

@j = addrspace(4) externally_initialized constant [4 x i32] zeroinitializer, align 4

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: define void @bump(
; CHECK: %v = load i32, ptr addrspace(4) @j
; CHECK: store i32 %inc, ptr addrspacecast (ptr addrspace(4) @j to ptr)
; CHECK: atomicrmw add ptr %g1, i32 1
; CHECK: cmpxchg ptr %g2, i32 0, i32 1
; CHECK: call void @llvm.memcpy.p0.p4.i64(ptr %g3, ptr addrspace(4) @j, i64 4, i1 false)
; CHECK: call void @llvm.memset.p0.i64(ptr %g3, i8 0, i64 4, i1 false)
define void @bump() {
  %v = load i32, ptr addrspacecast (ptr addrspace(4) @j to ptr)
  %inc = add i32 %v, 1
  store i32 %inc, ptr addrspacecast (ptr addrspace(4) @j to ptr)
  %g1 = getelementptr i32, ptr addrspacecast (ptr addrspace(4) @j to ptr), i64 1
  %a = atomicrmw add ptr %g1, i32 1 monotonic
  %g2 = getelementptr i32, ptr addrspacecast (ptr addrspace(4) @j to ptr), i64 2
  %c = cmpxchg ptr %g2, i32 0, i32 1 monotonic monotonic
  %g3 = getelementptr i32, ptr addrspacecast (ptr addrspace(4) @j to ptr), i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr %g3, ptr addrspacecast (ptr addrspace(4) @j to ptr), i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %g3, i8 0, i64 4, i1 false)
  ret void
}

; A helper that writes through its parameter, called with a constant
; pointer: its clone for constant memory keeps the store generic.
; HELPER-NOT: store i32 {{.*}}, ptr addrspace(4)
define internal void @put(ptr %p, i32 %v) noinline {
  store i32 %v, ptr %p
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) %out
  call void @put(ptr addrspacecast (ptr addrspace(4) @j to ptr), i32 %v)
  call void @bump()
  ret void
}
