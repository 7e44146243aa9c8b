; A second round. @pick loads a pointer through its argument and passes
; it on to @touch. In the first round @pick's clone is classified over its
; own body, where the loaded pointer is only what the module-wide solve
; said about the original @pick (unknown), so the call to @touch votes
; POISON. That unsure vote in a changed function starts a second round,
; whose fresh solve sees @pick.global as an internal function called with
; a kernel parameter, whose memory the host filled with global pointers:
; @touch then gets its global clone. The second round solves again only
; the functions linked by calls to the unsure @pick.global (@k, @pick,
; @pick.global, @touch): @k2, @h2 and @h2.global, done with in the first
; round, are left out, and its work list holds two functions, not three.
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats %s -o %t.ll 2> %t.dump
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=DUMP < %t.dump
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @touch(ptr %p) #0 {
entry:
  store float 1.0, ptr %p, align 4
  ret void
}

define void @pick(ptr %table, i64 %i) #0 {
entry:
  %slot = getelementptr inbounds ptr, ptr %table, i64 %i
  %p = load ptr, ptr %slot, align 8
  call void @touch(ptr %p)
  ret void
}

define ptx_kernel void @k(ptr readonly %table, i64 %i) {
entry:
  call void @pick(ptr %table, i64 %i)
  ret void
}

define void @h2(ptr %p) #0 {
entry:
  store float 2.0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k2(ptr %q) {
entry:
  call void @h2(ptr %q)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal void @touch.global(ptr addrspace(1) %p)
; CHECK-LABEL: define internal void @pick.global(ptr addrspace(1) %table, i64 %i)
; CHECK:         call void @touch.global(ptr addrspace(1)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @pick.global(ptr addrspace(1)

; CHECK-LABEL: define internal void @h2.global(ptr addrspace(1) %p)

; DUMP:      Initial work list size : 3
; DUMP-NEXT: @pick is cloned as @pick.global
; DUMP-NEXT: @pick.global : changed in argument memory space (1 arguments)
; DUMP-NEXT: 2 callees are affected
; DUMP-NEXT: @h2 is cloned as @h2.global
; DUMP-NEXT: @h2.global : changed in argument memory space (1 arguments)
; DUMP-NEXT: 1 callees are affected
; DUMP-NEXT: Initial work list size : 2
; DUMP-NEXT: @touch is cloned as @touch.global
; DUMP:      4 ipmsp functions solved again in a later round
