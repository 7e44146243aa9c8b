; Calls the pass must leave alone: a musttail call (the caller's and
; callee's prototypes are tied), a call through a different function type,
; and a function containing a musttail call (its own signature must stay).
; Their callees keep their originals; the plain calls still get clones.
; Null arguments carry no evidence: they adopt the space the other calls
; agree on (@fill gets one clone, for global, serving both calls), and pass
; the global null, which on NVPTX is the generic null.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sink(ptr %p) #0 {
entry:
  store float 0.0, ptr %p, align 4
  ret void
}

define void @forward(ptr %p) #0 {
entry:
  musttail call void @sink(ptr %p)
  ret void
}

define void @fill(ptr %p, ptr %q) #0 {
entry:
  store float 1.0, ptr %p, align 4
  %z = icmp eq ptr %q, null
  br i1 %z, label %done, label %more
more:
  store float 2.0, ptr %q, align 4
  br label %done
done:
  ret void
}

define ptx_kernel void @k(ptr %g) {
entry:
  call void @forward(ptr %g)
  call void @sink(i64 0)
  call void @sink(ptr %g)
  call void @fill(ptr %g, ptr null)
  call void @fill(ptr %g, ptr %g)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define void @sink(ptr %p)
; CHECK-LABEL: define internal void @sink.global(ptr addrspace(1) %p)
; CHECK-LABEL: define void @forward(ptr %p) "nvvm.as"="0" #0 {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    musttail call void @sink(ptr %p)
; CHECK-NOT:   @forward.global
; CHECK-LABEL: define internal void @fill.global.global(ptr addrspace(1) %p, ptr addrspace(1) %q)
; CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) %g)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %g.gen = addrspacecast ptr addrspace(1) %g to ptr
; CHECK-NEXT:    call void @forward(ptr %g.gen)
; CHECK-NEXT:    call void @sink(i64 0)
; CHECK-NEXT:    call void @sink.global(ptr addrspace(1) %g)
; CHECK-NEXT:    call void @fill.global.global(ptr addrspace(1) %g, ptr addrspace(1) null)
; CHECK-NEXT:    call void @fill.global.global(ptr addrspace(1) %g, ptr addrspace(1) %g)
