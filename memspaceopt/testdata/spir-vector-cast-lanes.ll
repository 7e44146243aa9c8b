; On SPIR, a vector of generic pointers proven global is cast lane by lane:
; SPIR-V's OpGenericCastToPtr takes one pointer, and LLVM's SPIR-V backend
; cannot legalize a vector addrspacecast (LLVM's CodeGen/SPIRV
; intel-gather-scatter.ll). The chain starts from zeroinitializer, as the
; backend cannot legalize a poison vector of pointers either.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; The vectors are loaded from private memory nothing stores to (undef, so
; any space is sound; memspace picks global).
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %[[P0:[0-9]+]] = extractelement <4 x ptr addrspace(4)> %0, i32 0
; CHECK-NEXT: %[[G0:[0-9]+]] = addrspacecast ptr addrspace(4) %[[P0]] to ptr addrspace(1)
; CHECK-NEXT: insertelement <4 x ptr addrspace(1)> zeroinitializer, ptr addrspace(1) %[[G0]], i32 0
; CHECK-NOT: addrspacecast <4 x
; CHECK: call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>
; CHECK: call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %res, <4 x ptr addrspace(1)>
define spir_kernel void @k() {
entry:
  %arg0 = alloca <4 x ptr addrspace(4)>
  %arg1 = alloca <4 x ptr addrspace(4)>
  %0 = load <4 x ptr addrspace(4)>, ptr %arg0
  %1 = load <4 x ptr addrspace(4)>, ptr %arg1
  %res = call <4 x i32> @llvm.masked.gather.v4i32.v4p4(<4 x ptr addrspace(4)> %0, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> <i32 4, i32 0, i32 1, i32 0>)
  call void @llvm.masked.scatter.v4i32.v4p4(<4 x i32> %res, <4 x ptr addrspace(4)> %1, <4 x i1> splat (i1 true))
  ret void
}

declare <4 x i32> @llvm.masked.gather.v4i32.v4p4(<4 x ptr addrspace(4)>, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p4(<4 x i32>, <4 x ptr addrspace(4)>, <4 x i1>)
