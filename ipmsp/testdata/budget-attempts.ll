; The budget counts clone attempts, not the clones that survive. @copy
; is first cloned for its global destination (@copy.global); only later,
; once @at's clone returns shared memory, does the source vote shared, and
; @copy.global.shared replaces @copy.global, which is then removed. That
; is three attempts (@copy.global, @at.shared, @copy.global.shared) for
; two surviving clones, and with a budget of 3 the fourth (@use.shared)
; is avoided.
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats -do-clone-for-ip-msp=3 %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=DUMP
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp -verify-each -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @copy(ptr %dst, ptr %src) #0 {
entry:
  store float 0.0, ptr %dst, align 4
  call void @use(ptr %src)
  ret void
}

define void @use(ptr %src) #0 {
entry:
  %v = load float, ptr %src, align 4
  ret void
}

define ptr @at(ptr %base, i64 %i) #0 {
entry:
  %p = getelementptr inbounds float, ptr %base, i64 %i
  ret ptr %p
}

define ptx_kernel void @k(ptr %g, i64 %i) {
entry:
  %s = call ptr @at(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
  call void @copy(ptr %g, ptr %s)
  ret void
}

attributes #0 = { noinline nounwind }

; DUMP:      @copy is cloned as @copy.global
; DUMP:      @at is cloned as @at.shared
; DUMP:      @at.shared : return memory space is resolved : 3
; DUMP:      @copy.global is cloned as @copy.global.shared
; DUMP:      avoid cloning of @use as @use.shared
; DUMP:      3 clones
; DUMP:      1 functions removed after specialization
; DUMP:      1 clones avoided by the clone budget

; CHECK-NOT:   @copy.global(
; CHECK:       define internal void @copy.global.shared(ptr addrspace(1) %dst, ptr addrspace(3) %src)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %dst.gen = addrspacecast ptr addrspace(1) %dst to ptr
; CHECK-NEXT:    %src.gen = addrspacecast ptr addrspace(3) %src to ptr
; CHECK-NEXT:    store float 0.000000e+00, ptr %dst.gen, align 4
; CHECK-NEXT:    call void @use(ptr %src.gen)
; CHECK-NOT:   @copy.global(
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @copy.global.shared(

; ALL: 4 clones
; ALL: 1 functions removed after specialization
