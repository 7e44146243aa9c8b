; SPIR: an OpenCL kernel with restrict parameters, through the pipeline.
; RUN: memspace -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @copy(
; CHECK: %v = load i32, ptr addrspace(1) %pi, align 4, !alias.scope ![[IN:[0-9]+]], !noalias ![[OUT:[0-9]+]]
; CHECK: store i32 %v, ptr addrspace(1) %po, align 4, !alias.scope ![[OUT]], !noalias ![[IN]]
define spir_kernel void @copy(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i64 %i) {
entry:
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}
