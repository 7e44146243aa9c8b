; AMDGPU: every kind of memory operation moves to the specific pointer:
; load, store, atomicrmw, cmpxchg, and llvm.memcpy/memmove/memset, which
; are re-mangled (and declared) for their new pointer types (p1, p3, p5
; for a private alloca). A volatile memset and a volatile store keep their
; flat pointer (as upstream infer-address-spaces does on AMDGPU); the store
; gets !noalias.addrspace instead: a global pointer misses local 3,
; constant 4 and private 5.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i8] poison

; CHECK-DAG: declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)
; CHECK-DAG: declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5), ptr addrspace(1), i64, i1)
; CHECK-DAG: declare void @llvm.memmove.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
; CHECK-DAG: declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %g, i32 %v)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [16 x i8], align 4, addrspace(5)
; CHECK-NEXT: %g.global = addrspacecast ptr %g to ptr addrspace(1)
; CHECK-NEXT: %x = load i32, ptr addrspace(1) %g.global, align 4
; CHECK-NEXT: store i32 %x, ptr addrspace(3) @tile, align 4
; CHECK-NEXT: %old = atomicrmw add ptr addrspace(1) %g.global, i32 %v syncscope("agent") seq_cst, align 4
; CHECK-NEXT: %pair = cmpxchg ptr addrspace(3) @tile, i32 %old, i32 %v seq_cst seq_cst, align 4
; CHECK-NEXT: %f = atomicrmw fadd ptr addrspace(5) %buf, float 1.000000e+00 monotonic, align 4
; CHECK-NEXT: call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) align 4 %g.global, ptr addrspace(3) align 4 @tile, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %buf, ptr addrspace(1) align 4 %g.global, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memmove.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %g.global, i64 8, i1 false)
; CHECK-NEXT: call void @llvm.memset.p3.i64(ptr addrspace(3) @tile, i8 0, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 4, i1 true)
; CHECK-NEXT: store volatile i32 %x, ptr %g, align 4, !noalias.addrspace [[NA:![0-9]+]]
; CHECK-NEXT: ret void
; CHECK: [[NA]] = !{i32 3, i32 6}
define amdgpu_kernel void @k(ptr %g, i32 %v) {
entry:
  %buf = alloca [16 x i8], align 4, addrspace(5)
  %priv = addrspacecast ptr addrspace(5) %buf to ptr
  %lds = addrspacecast ptr addrspace(3) @tile to ptr
  %x = load i32, ptr %g, align 4
  store i32 %x, ptr %lds, align 4
  %old = atomicrmw add ptr %g, i32 %v syncscope("agent") seq_cst, align 4
  %pair = cmpxchg ptr %lds, i32 %old, i32 %v seq_cst seq_cst, align 4
  %f = atomicrmw fadd ptr %priv, float 1.0 monotonic, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %g, ptr align 4 %lds, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %priv, ptr align 4 %g, i64 16, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %lds, ptr %g, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr %lds, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 4, i1 true)
  store volatile i32 %x, ptr %g, align 4
  ret void
}
