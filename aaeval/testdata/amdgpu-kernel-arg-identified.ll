; amdgpu-aa's kernel-argument rule as LLVM 22 has it: a flat kernel
; argument is NoAlias against a local or private pointer whose underlying
; object is identified (an LDS variable, an alloca, a noalias argument or
; call), MayAlias against one from a plain call, a select, a plain
; argument or null; a flat pointer loaded from constant memory is NoAlias
; against all of them. TestAAEvalMatchesLLVM compares our answers under
; -memspace-aa-llvm-rules with opt-22's, pair by pair; our own rule holds
; against any local or private pointer (the host makes no such address).
; RUN: memspace -passes=aa-eval -aa-pipeline=amdgpu-aa -memspace-aa-llvm-rules -print-all-alias-modref-info %s -disable-output 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: memspace -passes=aa-eval -aa-pipeline=amdgpu-aa -print-all-alias-modref-info %s -disable-output 2>&1 | FileCheck %s --check-prefix=OURS
; LLVM: NoAlias: i32 addrspace(3)* %mn, i32* %out
; LLVM: NoAlias: i32 addrspace(3)* %na, i32* %out
; LLVM: MayAlias: i32* %out, i32 addrspace(3)* %plain
; LLVM: NoAlias: i32 addrspace(3)* %a, i32* %out
; LLVM: MayAlias: i32 addrspace(3)* %m, i32* %out
; LLVM: MayAlias: i32* %out, i32 addrspace(3)* %s
; OURS: NoAlias: i32* %out, i32 addrspace(3)* %plain
; OURS: NoAlias: i32 addrspace(3)* %m, i32* %out
; OURS: NoAlias: i32* %out, i32 addrspace(3)* %s
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [32 x i32] poison
declare ptr addrspace(3) @mk()
declare noalias ptr addrspace(3) @mkna()
define amdgpu_kernel void @k(ptr %out, i32 %i, ptr addrspace(4) %cp, i1 %c, ptr addrspace(3) noalias %na, ptr addrspace(3) %plain) {
  %mn = call ptr addrspace(3) @mkna()
  %v5 = load i32, ptr addrspace(3) %mn
  %v6 = load i32, ptr addrspace(3) %na
  %v7 = load i32, ptr addrspace(3) %plain
  %al = alloca [4 x i32], addrspace(5)
  %p = getelementptr inbounds i32, ptr addrspace(5) %al, i32 %i
  %v1 = load i32, ptr addrspace(5) %p
  %fromc = load ptr, ptr addrspace(4) %cp
  %a = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %i
  %v2 = load i32, ptr addrspace(3) %a
  %m = call ptr addrspace(3) @mk()
  %v3 = load i32, ptr addrspace(3) %m
  %s = select i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %m
  %v4 = load i32, ptr addrspace(3) %s
  %n = load i32, ptr addrspace(3) null
  store i32 %v1, ptr %out
  store i32 %v2, ptr %fromc
  ret void
}
