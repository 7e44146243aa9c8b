; SPIR, typed pointers (LLVM 14 style): every kind of memory operation
; moves to the specific pointer (load, store, atomicrmw, cmpxchg), and
; llvm.memcpy/memmove/memset are re-mangled with element types
; (p1i8.p3i8, p0i8.p1i8, ...). A volatile memset keeps its generic
; pointer, which the rewrite casts back from the global one. Output is
; valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-DAG: declare void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)*, i8 addrspace(3)*, i64, i1)
; CHECK-DAG: declare void @llvm.memcpy.p0i8.p1i8.i64(i8*, i8 addrspace(1)*, i64, i1)
; CHECK-DAG: declare void @llvm.memmove.p3i8.p1i8.i64(i8 addrspace(3)*, i8 addrspace(1)*, i64, i1)
; CHECK-DAG: declare void @llvm.memset.p3i8.i64(i8 addrspace(3)*, i8, i64, i1)

; CHECK-LABEL: define spir_kernel void @k(i32 addrspace(4)* %g, i32 %v)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [16 x i8], align 4
; CHECK-NEXT: %g.global = addrspacecast i32 addrspace(4)* %g to i32 addrspace(1)*
; CHECK-NEXT: %p8 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 0
; CHECK-NEXT: %lds = getelementptr inbounds [64 x i8], [64 x i8] addrspace(3)* @tile, i64 0, i64 0
; CHECK-NEXT: %lds32 = bitcast i8 addrspace(3)* %lds to i32 addrspace(3)*
; CHECK-NEXT: %g8 = bitcast i32 addrspace(1)* %g.global to i8 addrspace(1)*
; CHECK-NEXT: [[GEN:%.*]] = addrspacecast i8 addrspace(1)* %g8 to i8 addrspace(4)*
; CHECK-NEXT: %x = load i32, i32 addrspace(1)* %g.global, align 4
; CHECK-NEXT: store i32 %x, i32 addrspace(3)* %lds32, align 4
; CHECK-NEXT: %old = atomicrmw add i32 addrspace(1)* %g.global, i32 %v syncscope("workgroup") seq_cst, align 4
; CHECK-NEXT: %pair = cmpxchg i32 addrspace(3)* %lds32, i32 %old, i32 %v seq_cst seq_cst, align 4
; CHECK-NEXT: call void @llvm.memcpy.p1i8.p3i8.i64(i8 addrspace(1)* align 4 %g8, i8 addrspace(3)* align 4 %lds, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memcpy.p0i8.p1i8.i64(i8* align 4 %p8, i8 addrspace(1)* align 4 %g8, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memmove.p3i8.p1i8.i64(i8 addrspace(3)* %lds, i8 addrspace(1)* %g8, i64 8, i1 false)
; CHECK-NEXT: call void @llvm.memset.p3i8.i64(i8 addrspace(3)* %lds, i8 0, i64 64, i1 false)
; CHECK-NEXT: call void @llvm.memset.p4i8.i64(i8 addrspace(4)* [[GEN]], i8 0, i64 4, i1 true)
; CHECK-NEXT: ret void

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x i8] undef

declare void @llvm.memcpy.p4i8.p4i8.i64(i8 addrspace(4)*, i8 addrspace(4)*, i64, i1)
declare void @llvm.memmove.p4i8.p4i8.i64(i8 addrspace(4)*, i8 addrspace(4)*, i64, i1)
declare void @llvm.memset.p4i8.i64(i8 addrspace(4)*, i8, i64, i1)

define spir_kernel void @k(i32 addrspace(4)* %g, i32 %v) {
entry:
  %buf = alloca [16 x i8], align 4
  %priv = addrspacecast [16 x i8]* %buf to [16 x i8] addrspace(4)*
  %p8 = getelementptr inbounds [16 x i8], [16 x i8] addrspace(4)* %priv, i64 0, i64 0
  %lds = getelementptr inbounds [64 x i8], [64 x i8] addrspace(4)* addrspacecast ([64 x i8] addrspace(3)* @tile to [64 x i8] addrspace(4)*), i64 0, i64 0
  %lds32 = bitcast i8 addrspace(4)* %lds to i32 addrspace(4)*
  %g8 = bitcast i32 addrspace(4)* %g to i8 addrspace(4)*
  %x = load i32, i32 addrspace(4)* %g, align 4
  store i32 %x, i32 addrspace(4)* %lds32, align 4
  %old = atomicrmw add i32 addrspace(4)* %g, i32 %v syncscope("workgroup") seq_cst, align 4
  %pair = cmpxchg i32 addrspace(4)* %lds32, i32 %old, i32 %v seq_cst seq_cst, align 4
  call void @llvm.memcpy.p4i8.p4i8.i64(i8 addrspace(4)* align 4 %g8, i8 addrspace(4)* align 4 %lds, i64 64, i1 false)
  call void @llvm.memcpy.p4i8.p4i8.i64(i8 addrspace(4)* align 4 %p8, i8 addrspace(4)* align 4 %g8, i64 16, i1 false)
  call void @llvm.memmove.p4i8.p4i8.i64(i8 addrspace(4)* %lds, i8 addrspace(4)* %g8, i64 8, i1 false)
  call void @llvm.memset.p4i8.i64(i8 addrspace(4)* %lds, i8 0, i64 64, i1 false)
  call void @llvm.memset.p4i8.i64(i8 addrspace(4)* %g8, i8 0, i64 4, i1 true)
  ret void
}
