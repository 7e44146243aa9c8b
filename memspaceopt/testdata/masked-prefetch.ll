; Masked loads and stores and prefetches use the specific pointer and
; are re-mangled for it.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

; CHECK-LABEL: define ptx_kernel void @k(ptr %in, ptr %out, <4 x i1> %m)
; CHECK: %v = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %in.global, i32 16, <4 x i1> %m, <4 x float> zeroinitializer)
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) %out.global, i32 16, <4 x i1> %m)
; CHECK: call void @llvm.prefetch.p1(ptr addrspace(1) %in.global, i32 0, i32 3, i32 1)
define ptx_kernel void @k(ptr %in, ptr %out, <4 x i1> %m) {
entry:
  %v = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %in, i32 16, <4 x i1> %m, <4 x float> zeroinitializer)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %out, i32 16, <4 x i1> %m)
  call void @llvm.prefetch.p0(ptr %in, i32 0, i32 3, i32 1)
  ret void
}
