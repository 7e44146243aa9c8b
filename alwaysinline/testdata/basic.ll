; always-inline folds every call of an alwaysinline function into its
; caller: several returns meet in a phi at the block after the call, the
; callee's static allocas move to the caller's entry, phis after the call
; name the new block, and internal functions left unused are deleted while
; external ones stay. A recursive alwaysinline function is inlined one
; level (its own call of itself stays a call, as in LLVM), and a noinline
; call site stays a call. llvm-as-22 and llc-22 accept the result.
; RUN: memspace -passes=always-inline -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: llc -mcpu=sm_90 %t.ll -o %t.ptx
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: define internal float @pick
define internal float @pick(ptr addrspace(1) %p, i1 %c) alwaysinline {
entry:
  %tmp = alloca float, align 4
  br i1 %c, label %a, label %b
a:
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr %tmp, align 4
  ret float %v
b:
  ret float 0.0
}

; CHECK-LABEL: define float @external_helper(
define float @external_helper(ptr addrspace(1) %p) alwaysinline {
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}

; CHECK-LABEL: define internal i32 @fact(
define internal i32 @fact(i32 %n) alwaysinline {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %one, label %rec
one:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: entry:
; CHECK-NEXT: %tmp.i = alloca float, align 4
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %pick.exit ]
; CHECK: br i1 %c, label %a.i, label %b.i
; CHECK: a.i:
; CHECK-NEXT: %v.i = load float, ptr addrspace(1) %g, align 4
; CHECK: pick.exit:
; CHECK-NEXT: %x = phi float [ %v.i, %a.i ], [ 0.000000e+00, %b.i ]
; CHECK: br i1 %done, label %exit, label %loop
; CHECK: exit:
; CHECK-NEXT: %v.i1 = load float, ptr addrspace(1) %g, align 4
; CHECK-NOT: call float @external_helper
; CHECK: %r.i = call i32 @fact(i32 %m.i)
; CHECK: call float @pick2(
; CHECK: ret void
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c = icmp slt i32 %i, %n
  %x = call float @pick(ptr addrspace(1) %g, i1 %c)
  store float %x, ptr addrspace(1) %out, align 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %y = call float @external_helper(ptr addrspace(1) %g)
  store float %y, ptr addrspace(1) %out, align 4
  %f = call i32 @fact(i32 %n)
  %w = call float @pick2(ptr addrspace(1) %g) noinline
  ret void
}

; CHECK-LABEL: define internal float @pick2(
define internal float @pick2(ptr addrspace(1) %p) alwaysinline {
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}

; PTX-NOT: .func {{.*}}pick{{$}}
; PTX: .entry k
