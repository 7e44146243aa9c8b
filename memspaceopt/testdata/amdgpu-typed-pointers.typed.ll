; AMDGPU, typed pointers (LLVM 14 style): a flat kernel parameter is
; global, a pointer loaded through one is global, an addrspace(5) alloca
; reached through a flat cast is private and an LDS array is local (3);
; the memcpy is re-mangled with element types (p5i8.p1i8), and
; llvm.amdgcn.is.shared / is.private fold on the typed pointers. @sink
; is readnone, so it cannot have overwritten what %pp points to. Output
; is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK: declare void @llvm.memcpy.p5i8.p1i8.i64(i8 addrspace(5)*, i8 addrspace(1)*, i64, i1)
; CHECK-LABEL: define amdgpu_kernel void @k(float* %in, float** %pp, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [4 x float], align 4, addrspace(5)
; CHECK-NEXT: %in.global = addrspacecast float* %in to float addrspace(1)*
; CHECK-NEXT: %pp.global = addrspacecast float** %pp to float* addrspace(1)*
; CHECK-NEXT: %s = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @tile, i64 0, i64 %i
; CHECK-NEXT: store float 1.000000e+00, float addrspace(3)* %s, align 4
; CHECK-NEXT: %b = getelementptr inbounds [4 x float], [4 x float] addrspace(5)* %buf, i64 0, i64 0
; CHECK-NEXT: %d = bitcast float addrspace(5)* %b to i8 addrspace(5)*
; CHECK-NEXT: %src = bitcast float addrspace(1)* %in.global to i8 addrspace(1)*
; CHECK-NEXT: call void @llvm.memcpy.p5i8.p1i8.i64(i8 addrspace(5)* %d, i8 addrspace(1)* %src, i64 16, i1 false)
; CHECK-NEXT: %p = load float*, float* addrspace(1)* %pp.global, align 8
; CHECK-NEXT: %p.global = addrspacecast float* %p to float addrspace(1)*
; CHECK-NEXT: store float 2.000000e+00, float addrspace(1)* %p.global, align 4
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: ret void

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [16 x float] undef, align 4

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare i1 @llvm.amdgcn.is.shared(i8*)
declare i1 @llvm.amdgcn.is.private(i8*)
declare void @sink(i1) #0

define amdgpu_kernel void @k(float* %in, float** %pp, i64 %i) {
entry:
  %buf = alloca [4 x float], align 4, addrspace(5)
  %bufg = addrspacecast [4 x float] addrspace(5)* %buf to [4 x float]*
  %s = getelementptr inbounds [16 x float], [16 x float]* addrspacecast ([16 x float] addrspace(3)* @tile to [16 x float]*), i64 0, i64 %i
  store float 1.0, float* %s, align 4
  %b = getelementptr inbounds [4 x float], [4 x float]* %bufg, i64 0, i64 0
  %d = bitcast float* %b to i8*
  %src = bitcast float* %in to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %src, i64 16, i1 false)
  %p = load float*, float** %pp, align 8
  store float 2.0, float* %p, align 4
  %s8 = bitcast float* %s to i8*
  %t1 = call i1 @llvm.amdgcn.is.shared(i8* %s8)
  call void @sink(i1 %t1)
  %t2 = call i1 @llvm.amdgcn.is.private(i8* %src)
  call void @sink(i1 %t2)
  ret void
}
attributes #0 = { nounwind readnone }
