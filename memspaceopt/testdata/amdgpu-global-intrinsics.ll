; AMDGPU: the source of llvm.amdgcn.load.to.lds and the base of
; llvm.amdgcn.make.buffer.rsrc move to a global pointer when they are one
; (a global pointer's flat form is the same number), and the intrinsic is
; re-mangled; a base that is a private pointer stays flat, since its flat
; form is another number and these intrinsics take no private address.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison

; CHECK-LABEL: define amdgpu_kernel void @k(ptr addrspace(1) %g, i64 %n)
; CHECK: call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
; CHECK: %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 %n, i32 0)
; CHECK: %priv = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p0(ptr %slot.flat, i16 0, i64 %n, i32 0)
define amdgpu_kernel void @k(ptr addrspace(1) %g, i64 %n) {
entry:
  %slot = alloca [4 x i32], align 4, addrspace(5)
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  %flat = addrspacecast ptr addrspace(1) %g to ptr
  call void @llvm.amdgcn.load.to.lds.p0(ptr %flat, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p0(ptr %flat, i16 0, i64 %n, i32 0)
  %priv = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p0(ptr %slot.flat, i16 0, i64 %n, i32 0)
  %v = load i32, ptr addrspace(7) %rsrc, align 4
  store i32 %v, ptr addrspace(7) %priv, align 4
  ret void
}

; CHECK-DAG: declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1)
; CHECK-DAG: declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1)
declare void @llvm.amdgcn.load.to.lds.p0(ptr, ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p0(ptr readnone, i16, i64, i32)
