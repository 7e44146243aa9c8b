; -whole-program: the kernels, llvm.used entries, what nvvm.annotations
; names and externally initialized variables (__device__ variables the
; host reads by name) stay visible; every other definition becomes
; internal and what no kernel reaches is deleted, cycles included.
; Without the flag nothing changes linkage.
; RUN: memspace -whole-program -passes=whole-program -stats -pass-remarks-output=%t.yaml %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %t.ll -o %t.ptx
; RUN: memspace -whole-program -verify-each -stats %s -o %t.all.ll 2>&1 | FileCheck %s --check-prefix=PIPE
; RUN: FileCheck %s --check-prefix=PIPE-IR < %t.all.ll
; RUN: memspace -stats %s -o %t.off.ll 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: FileCheck %s --check-prefix=OFF-IR < %t.off.ll

; STATS-NOT: warning
; STATS: 3 functions internalized (whole program)
; STATS: 2 global variables internalized (whole program)
; STATS: 3 unreferenced functions deleted (whole program)
; STATS: 1 unreferenced global variables deleted (whole program)

; CHECK: @table = internal addrspace(1) global [4 x ptr] zeroinitializer
; CHECK: @sym = dso_local addrspace(1) externally_initialized global i32 0
; CHECK: @tex = addrspace(1) global i64 0
; CHECK: @llvm.used = appending global [1 x ptr] [ptr @keep_used]
; CHECK-NOT: @dead_var
; CHECK: define internal void @axpy(
; CHECK-NOT: @unused
; CHECK-NOT: define {{.*}}@odr_dead
; CHECK: define dso_local void @keep_used()
; CHECK: define ptx_kernel void @k(
; CHECK: define dso_local void @annotated(

; REMARK: Pass: whole-program
; REMARK: Name: Internalized
; REMARK: '@axpy made internal: no other module calls it'
; REMARK: '@table made internal: no other module uses it'
; REMARK: Name: Deleted
; REMARK: '@unused deleted: no kernel reaches it'

; With the rest of the pipeline, the helper is rewritten in place.
; PIPE: 1 functions specialized in place
; PIPE-NOT: clones
; PIPE-IR: define internal void @axpy(ptr addrspace(1) %x, ptr addrspace(1) %y)

; Without the flag @axpy stays exported, and a clone beside it would be a
; second copy of its body: the size guard (ipmsp/growth.go) declines it.
; OFF-NOT: internalized
; OFF-NOT: clones
; OFF-IR: define dso_local void @axpy(ptr %x, ptr %y)
; OFF-IR: define dso_local void @unused(

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$odr_dead = comdat any

@table = dso_local addrspace(1) global [4 x ptr] zeroinitializer, align 8
@sym = dso_local addrspace(1) externally_initialized global i32 0, align 4
@dead_var = dso_local addrspace(1) global i32 0, align 4
@tex = addrspace(1) global i64 0, align 8
@llvm.used = appending global [1 x ptr] [ptr @keep_used], section "llvm.metadata"

define dso_local void @axpy(ptr %x, ptr %y) noinline {
entry:
  %a = load float, ptr %x, align 4
  store float %a, ptr %y, align 4
  store ptr %y, ptr addrspacecast (ptr addrspace(1) @table to ptr), align 8
  ret void
}

define dso_local void @unused(ptr %p) noinline {
entry:
  store i32 1, ptr addrspacecast (ptr addrspace(1) @dead_var to ptr), align 4
  call void @unused_cycle(ptr %p)
  ret void
}

define internal void @unused_cycle(ptr %p) noinline {
entry:
  call void @unused(ptr %p)
  ret void
}

define linkonce_odr hidden void @odr_dead() comdat {
entry:
  ret void
}

define dso_local void @keep_used() {
entry:
  ret void
}

define ptx_kernel void @k(ptr %x, ptr %y) {
entry:
  call void @axpy(ptr %x, ptr %y)
  ret void
}

define dso_local void @annotated(ptr %p) {
entry:
  %v = load i64, ptr addrspacecast (ptr addrspace(1) @tex to ptr), align 8
  store i64 %v, ptr %p, align 8
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr @annotated, !"kernel", i32 1}
