; A chain of four external helpers passing a kernel pointer down:
; k -> a -> b -> c -> d. Each clone makes the next call classifiable, so
; the worklist clones the whole chain in one round, callers first.
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp %s -o %t.ll 2> %t.dump
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=DUMP < %t.dump
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp,memspace-opt -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @d(ptr %p, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  store float 1.0, ptr %q, align 4
  ret void
}

define void @c(ptr %p, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 1
  call void @d(ptr %q, i64 %i)
  ret void
}

define void @b(ptr %p, i64 %i) #0 {
entry:
  call void @c(ptr %p, i64 %i)
  ret void
}

define void @a(ptr %p, i64 %i) #0 {
entry:
  call void @b(ptr %p, i64 %i)
  ret void
}

define ptx_kernel void @k(ptr %p, i64 %i) {
entry:
  call void @a(ptr %p, i64 %i)
  ret void
}

attributes #0 = { noinline nounwind }

; The originals keep calling each other; the clones call the clones.
; CHECK-LABEL: define void @d(ptr %p, i64 %i) "nvvm.as"="0" #0 {
; CHECK-LABEL: define internal void @d.global(ptr addrspace(1) %p, i64 %i)
; CHECK-LABEL: define void @c(
; CHECK:         call void @d(ptr %q, i64 %i)
; CHECK-LABEL: define internal void @c.global(ptr addrspace(1) %p, i64 %i)
; CHECK:         call void @d.global(ptr addrspace(1) %{{.*}}, i64 %i)
; CHECK-LABEL: define void @b(
; CHECK:         call void @c(ptr %p, i64 %i)
; CHECK-LABEL: define internal void @b.global(ptr addrspace(1) %p, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @c.global(ptr addrspace(1) %p, i64 %i)
; CHECK-LABEL: define internal void @a.global(ptr addrspace(1) %p, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @b.global(ptr addrspace(1) %p, i64 %i)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @a.global(ptr addrspace(1) %{{.*}}, i64 %i)

; DUMP:      Initial work list size : 4
; DUMP-NEXT: @a is cloned as @a.global
; DUMP-NEXT: @a.global : changed in argument memory space (1 arguments)
; DUMP-NEXT: 2 callees are affected
; DUMP-NEXT: @b is cloned as @b.global
; DUMP:      @c is cloned as @c.global
; DUMP:      @d is cloned as @d.global
; DUMP-NOT:  is cloned

; PIPE-LABEL: define internal void @d.global(
; PIPE:         store float 1.000000e+00, ptr addrspace(1) %q, align 4
; PIPE-LABEL: define internal void @c.global(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 1
; PIPE-NEXT:    call void @d.global(ptr addrspace(1) %q, i64 %i)
