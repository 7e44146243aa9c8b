; SPIR: every kind of memory operation moves to the specific pointer: load,
; store, atomicrmw, cmpxchg, and llvm.memcpy/memmove/memset, which are
; re-mangled (and declared) for their new pointer types (p1, p3, p0 for a
; private alloca). A volatile memset and a volatile store keep their
; generic pointer (SPIR has no volatile form per space); the store gets
; !noalias.addrspace instead: a global pointer misses private 0,
; constant 2 and local 3.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x i8] undef

; CHECK-DAG: declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)
; CHECK-DAG: declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
; CHECK-DAG: declare void @llvm.memmove.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
; CHECK-DAG: declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4), ptr addrspace(4), i64, i1)
declare void @llvm.memmove.p4.p4.i64(ptr addrspace(4), ptr addrspace(4), i64, i1)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i32 %v)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [16 x i8], align 4
; CHECK-NEXT: %g.global = addrspacecast ptr addrspace(4) %g to ptr addrspace(1)
; CHECK-NEXT: %x = load i32, ptr addrspace(1) %g.global, align 4
; CHECK-NEXT: store i32 %x, ptr addrspace(3) @tile, align 4
; CHECK-NEXT: %old = atomicrmw add ptr addrspace(1) %g.global, i32 %v syncscope("workgroup") seq_cst, align 4
; CHECK-NEXT: %pair = cmpxchg ptr addrspace(3) @tile, i32 %old, i32 %v seq_cst seq_cst, align 4
; CHECK-NEXT: %f = atomicrmw fadd ptr %buf, float 1.000000e+00 monotonic, align 4
; CHECK-NEXT: call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) align 4 %g.global, ptr addrspace(3) align 4 @tile, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memcpy.p0.p1.i64(ptr align 4 %buf, ptr addrspace(1) align 4 %g.global, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memmove.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %g.global, i64 8, i1 false)
; CHECK-NEXT: call void @llvm.memset.p3.i64(ptr addrspace(3) @tile, i8 0, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memset.p4.i64(ptr addrspace(4) %g, i8 0, i64 4, i1 true)
; CHECK-NEXT: store volatile i32 %x, ptr addrspace(4) %g, align 4, !noalias.addrspace [[NA:![0-9]+]]
; CHECK-NEXT: ret void
; CHECK: [[NA]] = !{i32 0, i32 1, i32 2, i32 4}
define spir_kernel void @k(ptr addrspace(4) %g, i32 %v) {
entry:
  %buf = alloca [16 x i8], align 4
  %priv = addrspacecast ptr %buf to ptr addrspace(4)
  %lds = addrspacecast ptr addrspace(3) @tile to ptr addrspace(4)
  %x = load i32, ptr addrspace(4) %g, align 4
  store i32 %x, ptr addrspace(4) %lds, align 4
  %old = atomicrmw add ptr addrspace(4) %g, i32 %v syncscope("workgroup") seq_cst, align 4
  %pair = cmpxchg ptr addrspace(4) %lds, i32 %old, i32 %v seq_cst seq_cst, align 4
  %f = atomicrmw fadd ptr addrspace(4) %priv, float 1.0 monotonic, align 4
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) align 4 %g, ptr addrspace(4) align 4 %lds, i64 64, i1 false)
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) align 4 %priv, ptr addrspace(4) align 4 %g, i64 16, i1 false)
  call void @llvm.memmove.p4.p4.i64(ptr addrspace(4) %lds, ptr addrspace(4) %g, i64 8, i1 false)
  call void @llvm.memset.p4.i64(ptr addrspace(4) %lds, i8 0, i64 64, i1 false)
  call void @llvm.memset.p4.i64(ptr addrspace(4) %g, i8 0, i64 4, i1 true)
  store volatile i32 %x, ptr addrspace(4) %g, align 4
  ret void
}
