; Null, undef and poison arguments agree with any space. @acc is called
; as (local, local, local, null): the null does not spoil the vote, the
; helper is cloned for the three local arrays, and the accesses through
; the null parameter (guarded, never executed) count as resolved (they
; take global, as any pointer with no evidence). Another call passes
; (undef, shared, shared, poison): undef takes the slot's overall vote
; (local), poison leaves the last slot without a space, and the call gets
; its own clone.
; A null return agrees with the space of the other rets.
; RUN: memspace -verify-each -stats %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; STATS: 2 clones
; STATS: 1 return spaces specialized

; CHECK: define void @acc(ptr %a, ptr %b, ptr %c, ptr %d)
; CHECK: define internal void @acc.local.local.local(ptr addrspace(5) %a, ptr addrspace(5) %b, ptr addrspace(5) %c, ptr %d)
; CHECK: load float, ptr addrspace(5) %a
; CHECK: store float %s, ptr addrspace(1) %d.global
; CHECK: define internal void @acc.local.shared.shared(
; CHECK: define internal ptr addrspace(3) @pick(
; CHECK: define ptx_kernel void @k(
; CHECK: call void @acc.local.local.local(ptr addrspace(5) %{{.*}}, ptr addrspace(5) %{{.*}}, ptr addrspace(5) %{{.*}}, ptr null)
; CHECK: call void @acc.local.shared.shared(ptr addrspace(5) undef, ptr addrspace(3) @tile, ptr addrspace(3) %t, ptr poison)

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @acc(ptr %a, ptr %b, ptr %c, ptr %d) noinline {
entry:
  %x = load float, ptr %a, align 4
  %y = load float, ptr %b, align 4
  %s = fadd float %x, %y
  store float %s, ptr %c, align 4
  %nz = icmp ne ptr %d, null
  br i1 %nz, label %w, label %e
w:
  store float %s, ptr %d, align 4
  br label %e
e:
  ret void
}

define internal ptr @pick(i32 %i) noinline {
entry:
  %z = icmp eq i32 %i, 0
  br i1 %z, label %nul, label %some
nul:
  ret ptr null
some:
  %p = getelementptr float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 %i
  ret ptr %p
}

define ptx_kernel void @k(ptr %out, i32 %n) {
entry:
  %a = alloca [4 x float], align 4
  %b = alloca [4 x float], align 4
  %c = alloca [4 x float], align 4
  call void @acc(ptr %a, ptr %b, ptr %c, ptr null)
  %t = getelementptr float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 %n
  call void @acc(ptr undef, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %t, ptr poison)
  %q = call ptr @pick(i32 %n)
  %v = load float, ptr %q, align 4
  store float %v, ptr %out, align 4
  ret void
}
