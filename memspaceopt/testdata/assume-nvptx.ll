; Facts the program states: llvm.assume of a space test narrows the uses
; the assumption dominates (written as a round trip through the space,
; which the cast folder removes where nothing needs it); a negated test
; narrows a set to what is left; a fact the set contradicts is reported
; and not applied.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG
; LLC: -passes=memspace-opt

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.assume(i1)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare void @sink(ptr)

; A device function whose callers are unknown: only the facts say where
; its pointers are.
; CHECK-LABEL: define float @facts(ptr %c, ptr %g, ptr %s, ptr %l)
; CHECK: call void @llvm.assume(i1 %kc)
; CHECK-NEXT: %c.constant = addrspacecast ptr %c to ptr addrspace(4)
; CHECK: %pc = getelementptr inbounds float, ptr addrspace(4) %c.constant, i64 %i
; CHECK: load float, ptr addrspace(4) %pc
; CHECK: load float, ptr addrspace(1) %g.global
; CHECK: load float, ptr addrspace(3) %s.shared
; CHECK: store float %sum, ptr addrspace(5) %l.local
; The generic user gets the pointer itself back: no cast is left for it.
; CHECK: call void @sink(ptr %g)
; CHECK-NOT: .gen
; CHECK: ret float
define float @facts(ptr %c, ptr %g, ptr %s, ptr %l) {
entry:
  %kc = call i1 @llvm.nvvm.isspacep.const(ptr %c)
  call void @llvm.assume(i1 %kc)
  %kg = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  %ks = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  %both = and i1 %kg, %ks
  call void @llvm.assume(i1 %both)
  %kl = call i1 @llvm.nvvm.isspacep.local(ptr %l)
  call void @llvm.assume(i1 %kl)
  %i = call i64 @index()
  %pc = getelementptr inbounds float, ptr %c, i64 %i
  %vc = load float, ptr %pc, align 4
  %vg = load float, ptr %g, align 4
  %vs = load float, ptr %s, align 4
  %s1 = fadd float %vc, %vg
  %sum = fadd float %s1, %vs
  store float %sum, ptr %l, align 4
  call void @sink(ptr %g)
  ret float %sum
}

declare i64 @index()

; Only the uses the assumption dominates are narrowed.
; CHECK-LABEL: define float @conditional(
; CHECK: then:
; CHECK: load float, ptr addrspace(3) %p.shared
; CHECK: join:
; CHECK: load float, ptr %p, align 4
define float @conditional(i1 %c, ptr %p) {
entry:
  br i1 %c, label %then, label %join

then:
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  call void @llvm.assume(i1 %t)
  %a = load float, ptr %p, align 4
  br label %join

join:
  %x = phi float [ %a, %then ], [ 0.0, %entry ]
  %b = load float, ptr %p, align 4
  %r = fadd float %x, %b
  ret float %r
}

; Negated facts: a pointer that is a kernel parameter or a local slot,
; said not to be local, is global from there on (xor with true and icmp
; eq with false both negate).
; CHECK-LABEL: define ptx_kernel void @negated(
; CHECK: call void @llvm.assume(i1 %notlocal)
; CHECK-NEXT: %q.global = addrspacecast ptr %q to ptr addrspace(1)
; CHECK-NEXT: store i32 1, ptr addrspace(1) %q.global
; CHECK: call void @llvm.assume(i1 %notlocal2)
; CHECK-NEXT: %r.global = addrspacecast ptr %r to ptr addrspace(1)
; CHECK-NEXT: store i32 2, ptr addrspace(1) %r.global
define ptx_kernel void @negated(ptr %out, i1 %c) {
entry:
  %slot = alloca i32, align 4
  %q = select i1 %c, ptr %out, ptr %slot
  %isl = call i1 @llvm.nvvm.isspacep.local(ptr %q)
  %notlocal = xor i1 %isl, true
  call void @llvm.assume(i1 %notlocal)
  store i32 1, ptr %q, align 4
  %r = select i1 %c, ptr %slot, ptr %out
  %isl2 = call i1 @llvm.nvvm.isspacep.local(ptr %r)
  %notlocal2 = icmp eq i1 %isl2, false
  call void @llvm.assume(i1 %notlocal2)
  store i32 2, ptr %r, align 4
  ret void
}

; Facts that contradict the set: reported, not applied.
; DIAG: warning: memspace-opt: assumption that the pointer is in shared or shared::cluster memory contradicts what it may point to: {global}
; DIAG-NEXT: note: global: kernel parameter 'out'
; DIAG: warning: memspace-opt: assumption that the pointer is not in local memory contradicts what it may point to: {local}
; DIAG-NEXT: note: local: alloca %slot
; CHECK-LABEL: define ptx_kernel void @contradicted(
; CHECK-NOT: addrspace(3)
; CHECK: store i32 1, ptr addrspace(1) %out.global
; CHECK: store i32 2, ptr addrspace(5) %slot.local
define ptx_kernel void @contradicted(ptr %out) {
entry:
  %slot = alloca i32, align 4
  %sh = call i1 @llvm.nvvm.isspacep.shared(ptr %out)
  call void @llvm.assume(i1 %sh)
  store i32 1, ptr %out, align 4
  %isl = call i1 @llvm.nvvm.isspacep.local(ptr %slot)
  %nl = xor i1 true, %isl
  call void @llvm.assume(i1 %nl)
  store i32 2, ptr %slot, align 4
  ret void
}

; An assumption nothing profits from leaves the function as it was.
; CHECK-LABEL: define void @unused(
; CHECK-NEXT: entry:
; CHECK-NEXT: %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
; CHECK-NEXT: call void @llvm.assume(i1 %t)
; CHECK-NEXT: call void @sink(ptr %p)
; CHECK-NEXT: ret void
define void @unused(ptr %p) {
entry:
  %t = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  call void @llvm.assume(i1 %t)
  call void @sink(ptr %p)
  ret void
}
