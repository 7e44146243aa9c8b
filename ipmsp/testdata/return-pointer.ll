; Return spaces. @row (external) returns a pointer computed from its
; argument: its global clone returns ptr addrspace(1). @slot (internal)
; returns shared memory or null (null agrees with any space): its return
; type becomes ptr addrspace(3) in place. @either returns global or
; shared: it stays generic. Callers get a cast back for generic users,
; which memspace-opt then removes.
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp %s -o %t.ll 2> %t.dump
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=DUMP < %t.dump
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp,memspace-opt -verify-each %s 2>/dev/null | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptr @row(ptr %base, i64 %i) #0 {
entry:
  %p = getelementptr inbounds float, ptr %base, i64 %i
  ret ptr %p
}

define internal ptr @slot(i64 %i) #0 {
entry:
  %z = icmp eq i64 %i, 0
  br i1 %z, label %none, label %some
none:
  ret ptr null
some:
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  ret ptr %p
}

define internal ptr @either(ptr %g, i1 %c) #0 {
entry:
  %s = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  ret ptr %s
}

define ptx_kernel void @k(ptr %out, i64 %i, i1 %c) {
entry:
  %r = call ptr @row(ptr %out, i64 %i)
  store float 1.0, ptr %r, align 4
  %s = call ptr @slot(i64 %i)
  store float 2.0, ptr %s, align 4
  %e = call ptr @either(ptr %out, i1 %c)
  store float 3.0, ptr %e, align 4
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define ptr @row(ptr %base, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr %base, i64 %i
; CHECK-NEXT:    ret ptr %p
; CHECK-LABEL: define internal ptr addrspace(1) @row.global(ptr addrspace(1) %base, i64 %i)
; CHECK:         %p = getelementptr inbounds float, ptr %base.gen, i64 %i
; CHECK-NEXT:    [[R:%.*]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT:    ret ptr addrspace(1) [[R]]
; CHECK-LABEL: define internal ptr addrspace(3) @slot(i64 %i)
; CHECK:         ret ptr addrspace(3) addrspacecast (ptr null to ptr addrspace(3))
; CHECK:         ret ptr addrspace(3)
; CHECK-LABEL: define internal ptr @either(ptr addrspace(1) %g, i1 %c)
; CHECK:         ret ptr %s
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         %r = call ptr addrspace(1) @row.global(ptr addrspace(1)
; CHECK-NEXT:    %r.gen = addrspacecast ptr addrspace(1) %r to ptr
; CHECK-NEXT:    store float 1.000000e+00, ptr %r.gen, align 4
; CHECK-NEXT:    %s = call ptr addrspace(3) @slot(i64 %i)
; CHECK-NEXT:    %s.gen = addrspacecast ptr addrspace(3) %s to ptr
; CHECK-NEXT:    store float 2.000000e+00, ptr %s.gen, align 4
; CHECK:         %e = call ptr @either(ptr addrspace(1)

; DUMP: @row.global : return memory space is resolved : 1
; DUMP: @slot : return memory space is resolved : 3
; DUMP-NOT: @either : return memory space

; PIPE-LABEL: define ptx_kernel void @k(
; PIPE:         %r = call ptr addrspace(1) @row.global(
; PIPE-NEXT:    store float 1.000000e+00, ptr addrspace(1) %r, align 4
; PIPE-NEXT:    %s = call ptr addrspace(3) @slot(i64 %i)
; PIPE-NEXT:    store float 2.000000e+00, ptr addrspace(3) %s, align 4
