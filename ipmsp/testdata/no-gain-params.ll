; A parameter is specialized only when some use of it gains from a space.
; @align_up only turns its pointer into an integer, @is_null only compares
; it, and @fill only stores its %q as a value: their callers all pass
; global pointers, but a global parameter would only get a cast back to
; generic in the function (and the kernel a cast to global), so they keep
; their generic parameters; "nvvm.as" still publishes what the callers
; pass. @fill's %p, an address it stores through, is specialized.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal ptr @align_up(ptr %p) #0 {
entry:
  %a = ptrtoint ptr %p to i64
  %b = add i64 %a, 15
  %c = and i64 %b, -16
  %q = inttoptr i64 %c to ptr
  ret ptr %q
}

define internal i1 @is_null(ptr %p) #0 {
entry:
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define internal void @fill(ptr %p, ptr %q) #0 {
entry:
  store float 1.0, ptr %p, align 4
  store ptr %q, ptr %p, align 8
  ret void
}

define ptx_kernel void @k(ptr %in, ptr %out) {
entry:
  %a = call ptr @align_up(ptr %in)
  %n = call i1 @is_null(ptr %in)
  call void @fill(ptr %out, ptr %in)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal ptr @align_up(ptr %p) "nvvm.as"="1" #0 {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %a = ptrtoint ptr %p to i64
; CHECK-LABEL: define internal i1 @is_null(ptr %p) "nvvm.as"="1" #0 {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %c = icmp eq ptr %p, null
; CHECK-LABEL: define internal void @fill(ptr addrspace(1) %p, ptr %q) "nvvm.as"="1,1" #0 {
; CHECK-LABEL: define ptx_kernel void @k(ptr %in, ptr addrspace(1) %out) "nvvm.as"="1,1" {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %a = call ptr @align_up(ptr %in)
; CHECK-NEXT:    %n = call i1 @is_null(ptr %in)
; CHECK-NEXT:    call void @fill(ptr addrspace(1) %out, ptr %in)

; No cast is left anywhere.
; PIPE-NOT:   addrspacecast
; PIPE-LABEL: define internal void @fill(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    store float 1.000000e+00, ptr addrspace(1) %p, align 4
; PIPE-NEXT:    store ptr %q, ptr addrspace(1) %p, align 8
; PIPE-NOT:   addrspacecast
