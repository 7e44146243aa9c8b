; Recursion. @walk is external and calls itself: its clone's recursive
; call moves to the clone (the clone's argument is global, so that call
; votes global too). @even/@odd are internal and mutually recursive, every
; call passes global: both are rewritten in place. @ping/@pong are
; external and mutually recursive, called with shared memory: a clone of
; each, calling each other.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp,memspace-opt -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @walk(ptr %p, i64 %n) #0 {
entry:
  %done = icmp eq i64 %n, 0
  br i1 %done, label %exit, label %more
more:
  store float 0.0, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %p, i64 1
  %m = sub i64 %n, 1
  call void @walk(ptr %q, i64 %m)
  br label %exit
exit:
  ret void
}

define internal void @even(ptr %p, i64 %n) #0 {
entry:
  store float 0.0, ptr %p, align 4
  %z = icmp eq i64 %n, 0
  br i1 %z, label %exit, label %rec
rec:
  %m = sub i64 %n, 1
  call void @odd(ptr %p, i64 %m)
  br label %exit
exit:
  ret void
}

define internal void @odd(ptr %p, i64 %n) #0 {
entry:
  store float 1.0, ptr %p, align 4
  %m = sub i64 %n, 1
  call void @even(ptr %p, i64 %m)
  ret void
}

define void @ping(ptr %p, i64 %n) #0 {
entry:
  store float 0.0, ptr %p, align 4
  call void @pong(ptr %p, i64 %n)
  ret void
}

define void @pong(ptr %p, i64 %n) #0 {
entry:
  %v = load float, ptr %p, align 4
  call void @ping(ptr %p, i64 %n)
  ret void
}

define ptx_kernel void @k(ptr %p, i64 %n) {
entry:
  call void @walk(ptr %p, i64 %n)
  call void @even(ptr %p, i64 %n)
  call void @ping(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %n)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define void @walk(ptr %p, i64 %n)
; CHECK:         call void @walk(ptr %q, i64 %m)
; CHECK-LABEL: define internal void @walk.global(ptr addrspace(1) %p, i64 %n)
; CHECK:         call void @walk.global(ptr addrspace(1) %{{.*}}, i64 %m)
; CHECK-LABEL: define internal void @even(ptr addrspace(1) %p, i64 %n) "nvvm.as"="1" #0 {
; CHECK:         call void @odd(ptr addrspace(1) %p, i64 %m)
; CHECK-LABEL: define internal void @odd(ptr addrspace(1) %p, i64 %n) "nvvm.as"="1" #0 {
; CHECK:         call void @even(ptr addrspace(1) %p, i64 %m)
; CHECK-LABEL: define void @ping(ptr %p, i64 %n)
; CHECK:         call void @pong(ptr %p, i64 %n)
; CHECK-LABEL: define internal void @ping.shared(ptr addrspace(3) %p, i64 %n)
; CHECK:         call void @pong.shared(ptr addrspace(3) %p, i64 %n)
; CHECK-LABEL: define void @pong(ptr %p, i64 %n)
; CHECK:         call void @ping(ptr %p, i64 %n)
; CHECK-LABEL: define internal void @pong.shared(ptr addrspace(3) %p, i64 %n)
; CHECK:         call void @ping.shared(ptr addrspace(3) %p, i64 %n)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @walk.global(ptr addrspace(1)
; CHECK:         call void @even(ptr addrspace(1)
; CHECK:         call void @ping.shared(ptr addrspace(3) @tile, i64 %n)

; PIPE-LABEL: define internal void @walk.global(
; PIPE:         store float 0.000000e+00, ptr addrspace(1) %p, align 4
; PIPE:         %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 1
; PIPE:         call void @walk.global(ptr addrspace(1) %q, i64 %m)
; PIPE-LABEL: define internal void @even(
; PIPE:         store float 0.000000e+00, ptr addrspace(1) %p, align 4
; PIPE-LABEL: define internal void @pong.shared(
; PIPE:         %v = load float, ptr addrspace(3) %p, align 4
