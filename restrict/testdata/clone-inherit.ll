; Restrict survives specialization. ipmsp clones the noinline helper
; @axpy for the kernel @k, whose parameters are restrict; the clone is
; called only from @k, so its accesses carry @k's scopes (the x load is
; NoAlias to the y store, as in @k). The clone for @tile, whose pointers
; are not restrict, learns nothing, nor does the exported original (other
; modules may call it). @swap's helper is called twice from one restrict
; kernel with its arguments swapped: each parameter may be either root, so
; its accesses get both scopes and no !noalias. @rec calls itself: no
; inheritance in call cycles. The pipeline runs without always-inline, which
; would fold the clones into the kernels.
; RUN: memspace -passes=ipmsp,memspace-opt,process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; Idempotent: the pipeline changes nothing in its own output.
; RUN: memspace -passes=ipmsp,memspace-opt,process-restrict -verify-each %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll
; RUN: opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=AA

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

; CHECK-LABEL: define void @axpy(
; CHECK-NOT: alias.scope
; CHECK-LABEL: define internal void @axpy.global.global(
; CHECK: %vx = load float, ptr addrspace(1) %px, align 4, !alias.scope ![[IN:[0-9]+]], !noalias ![[OUT:[0-9]+]]
; CHECK: %vy = load float, ptr addrspace(1) %py, align 4, !alias.scope ![[OUT]], !noalias ![[IN]]
; CHECK: store float %s, ptr addrspace(1) %py, align 4, !alias.scope ![[OUT]], !noalias ![[IN]]
; CHECK-LABEL: define internal void @axpy.shared.global(
; CHECK-NOT: alias.scope
; CHECK-LABEL: define ptx_kernel void @k(
; AA-LABEL: Function: axpy.global.global:
; AA: NoAlias: %vx = load {{.*}} <-> store float %s
; AA: MayAlias: %vy = load {{.*}} <-> store float %s
define void @axpy(ptr %y, ptr %x, float %a, i64 %i) #0 {
entry:
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vy = load float, ptr %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %vy, %m
  store float %s, ptr %py, align 4
  ret void
}

define ptx_kernel void @k(ptr noalias %out, ptr noalias %in, float %a, i64 %i) {
entry:
  call void @axpy(ptr %out, ptr %in, float %a, i64 %i)
  ret void
}

define ptx_kernel void @shared(ptr %in, float %a, i64 %i) {
entry:
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  call void @axpy(ptr %t, ptr %in, float %a, i64 %i)
  ret void
}

; CHECK-LABEL: define internal void @copy(
; CHECK: %v = load i32, ptr addrspace(1) %from, align 4, !alias.scope ![[BOTH:[0-9]+]]{{$}}
; CHECK: store i32 %v, ptr addrspace(1) %to, align 4, !alias.scope ![[BOTH]]{{$}}
define internal void @copy(ptr %to, ptr %from) #0 {
entry:
  %v = load i32, ptr %from, align 4
  store i32 %v, ptr %to, align 4
  ret void
}

define ptx_kernel void @swap(ptr noalias %a, ptr noalias %b) {
entry:
  call void @copy(ptr %a, ptr %b)
  call void @copy(ptr %b, ptr %a)
  ret void
}

; CHECK-LABEL: define internal void @rec(
; CHECK-NOT: alias.scope
; CHECK: ret void
define internal void @rec(ptr %p, i32 %n) #0 {
entry:
  store i32 %n, ptr %p, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more

more:
  %n1 = sub i32 %n, 1
  call void @rec(ptr %p, i32 %n1)
  br label %done

done:
  ret void
}

define ptx_kernel void @recursive(ptr noalias %p) {
entry:
  call void @rec(ptr %p, i32 4)
  ret void
}

attributes #0 = { noinline }
