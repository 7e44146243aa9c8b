; The size guard counts what a clone's own calls save (growth.go,
; nestedSaving). @closest searches for the nearest of n centres, calling
; @dist2 once per centre (the first call peeled off the loop, as clang
; writes it); both are exported, so their originals stay. Alone, a clone
; of @closest inlined into @k_shared looks bigger than the call it
; replaces (two calls of three words each against one of four). But
; the clone passes @dist2 a global and a shared pointer, so those calls move
; to a clone of @dist2 that resolves both its loads and, inlined, is two
; loads in place of a four-word call. The whole chain makes the module
; smaller, and is made under the default bound: no call of either helper
; is left in the kernel. @closest_via_memory's helper @dist2_loaded reads a
; pointer from memory the module does not see, so its clone would keep a
; generic access and would not be made; nothing is saved there, and the
; search's clone stays declined.
; RUN: memspace %s -o %t.ll -pass-remarks-output=%t.yaml
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@centres = internal addrspace(3) global [64 x float] undef, align 4

; CHECK-LABEL: define ptx_kernel void @k_shared(
; CHECK-NOT: call {{.*}}@{{closest|dist2}}
; CHECK: load float, ptr addrspace(1)
; CHECK: load float, ptr addrspace(3)
; CHECK-NOT: call {{.*}}@{{closest|dist2}}
; CHECK: ret void
define ptx_kernel void @k_shared(ptr %pts, ptr %out, i32 %n) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr %pts, i64 %ix
  %c = call i32 @closest(ptr %p, ptr addrspacecast (ptr addrspace(3) @centres to ptr), i32 %n)
  %o = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %c, ptr %o, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k_memory(
; CHECK: call i32 @closest_via_memory(
define ptx_kernel void @k_memory(ptr %pts, ptr %out, i32 %n) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr %pts, i64 %ix
  %c = call i32 @closest_via_memory(ptr %p, ptr addrspacecast (ptr addrspace(3) @centres to ptr), i32 %n)
  %o = getelementptr inbounds i32, ptr %out, i64 %ix
  store i32 %c, ptr %o, align 4
  ret void
}

; The exported originals stay, generic, for unknown callers.
; CHECK-LABEL: define i32 @closest(ptr %p, ptr %cs, i32 %n)
; CHECK: call float @dist2(ptr %p, ptr %cs)
; CHECK: call float @dist2(ptr %p, ptr %c)
define i32 @closest(ptr %p, ptr %cs, i32 %n) noinline {
entry:
  %d0 = call float @dist2(ptr %p, ptr %cs)
  br label %loop

loop:
  %j = phi i32 [ 1, %entry ], [ %j.next, %loop ]
  %best = phi i32 [ 0, %entry ], [ %best.next, %loop ]
  %bestd = phi float [ %d0, %entry ], [ %bestd.next, %loop ]
  %jx = zext i32 %j to i64
  %c = getelementptr inbounds float, ptr %cs, i64 %jx
  %d = call float @dist2(ptr %p, ptr %c)
  %lt = fcmp olt float %d, %bestd
  %best.next = select i1 %lt, i32 %j, i32 %best
  %bestd.next = select i1 %lt, float %d, float %bestd
  %j.next = add i32 %j, 1
  %done = icmp eq i32 %j.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %best.next
}

; CHECK-LABEL: define float @dist2(ptr %a, ptr %b)
define float @dist2(ptr %a, ptr %b) noinline {
entry:
  %x = load float, ptr %a, align 4
  %y = load float, ptr %b, align 4
  %d = fsub float %x, %y
  %s = fmul float %d, %d
  ret float %s
}

define i32 @closest_via_memory(ptr %p, ptr %cs, i32 %n) noinline {
entry:
  %d0 = call float @dist2_loaded(ptr %p, ptr %cs)
  br label %loop

loop:
  %j = phi i32 [ 1, %entry ], [ %j.next, %loop ]
  %best = phi i32 [ 0, %entry ], [ %best.next, %loop ]
  %bestd = phi float [ %d0, %entry ], [ %bestd.next, %loop ]
  %jx = zext i32 %j to i64
  %c = getelementptr inbounds float, ptr %cs, i64 %jx
  %d = call float @dist2_loaded(ptr %p, ptr %c)
  %lt = fcmp olt float %d, %bestd
  %best.next = select i1 %lt, i32 %j, i32 %best
  %bestd.next = select i1 %lt, float %d, float %bestd
  %j.next = add i32 %j, 1
  %done = icmp eq i32 %j.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %best.next
}

@weights = external global ptr, align 8

define float @dist2_loaded(ptr %a, ptr %b) noinline {
entry:
  %x = load float, ptr %a, align 4
  %y = load float, ptr %b, align 4
  %w = load ptr, ptr @weights, align 8
  %wv = load float, ptr %w, align 4
  %d = fsub float %x, %y
  %s = fmul float %d, %d
  %r = fmul float %s, %wv
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; REMARK: --- !Missed
; REMARK-NEXT: Pass: ipmsp
; REMARK-NEXT: Name: CloneDeclined
; REMARK-NEXT: Function: closest_via_memory
; REMARK-NEXT: Args:
; REMARK-NEXT: - String: 'no clone for the calls passing (global, shared, _): its body, inlined at 1 call(s), would add about 2 loads and stores to the module (ipmsp-max-growth=0; -1 lifts the bound)'
; REMARK-NOT: Function: closest{{$}}
