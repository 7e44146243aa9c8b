; Typed-pointer IR comes out as valid typed IR: retyped pointers keep
; their element types, constant expressions are rebuilt with bitcasts where
; the pointee changes, and intrinsics are re-mangled with element types.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x float] undef, align 4

; CHECK: declare void @llvm.memcpy.p5i8.p1i8.i64(i8 addrspace(5)*, i8 addrspace(1)*, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

; CHECK-LABEL: define void @k(float* %in, i64 %i)
; CHECK: %buf = alloca [4 x float], align 4
; CHECK-DAG: %buf.local = addrspacecast [4 x float]* %buf to [4 x float] addrspace(5)*
; CHECK-DAG: %in.global = addrspacecast float* %in to float addrspace(1)*
; CHECK: %s = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @tile, i64 0, i64 %i
; CHECK: store float 1.000000e+00, float addrspace(3)* %s, align 4
; CHECK: %b = getelementptr inbounds [4 x float], [4 x float] addrspace(5)* %buf.local, i64 0, i64 0
; CHECK: %d = bitcast float addrspace(5)* %b to i8 addrspace(5)*
; CHECK: %src = bitcast float addrspace(1)* %in.global to i8 addrspace(1)*
; CHECK: call void @llvm.memcpy.p5i8.p1i8.i64(i8 addrspace(5)* %d, i8 addrspace(1)* %src, i64 16, i1 false)
define void @k(float* %in, i64 %i) {
entry:
  %buf = alloca [4 x float], align 4
  %s = getelementptr inbounds [16 x float], [16 x float]* addrspacecast ([16 x float] addrspace(3)* @tile to [16 x float]*), i64 0, i64 %i
  store float 1.0, float* %s, align 4
  %b = getelementptr inbounds [4 x float], [4 x float]* %buf, i64 0, i64 0
  %d = bitcast float* %b to i8*
  %src = bitcast float* %in to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %src, i64 16, i1 false)
  ret void
}


!nvvm.annotations = !{!0}
!0 = !{void (float*, i64)* @k, !"kernel", i32 1}
