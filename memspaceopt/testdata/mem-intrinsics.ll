; llvm.memcpy, llvm.memmove and llvm.memset take the specific pointers and
; are re-mangled (and declared) for them; a volatile one stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i8] undef

; CHECK-DAG: declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)
; CHECK-DAG: declare void @llvm.memmove.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
; CHECK-DAG: declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: define ptx_kernel void @k(ptr %g)
; CHECK: call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) align 4 %g.global, ptr addrspace(3) align 4 @tile, i64 64, i1 false)
; CHECK: call void @llvm.memmove.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %g.global, i64 8, i1 false)
; CHECK: call void @llvm.memset.p3.i64(ptr addrspace(3) @tile, i8 0, i64 64, i1 false)
; CHECK: call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 4, i1 true)
define ptx_kernel void @k(ptr %g) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %g, ptr align 4 addrspacecast (ptr addrspace(3) @tile to ptr), i64 64, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %g, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 4, i1 true)
  ret void
}
