; AMDGPU: a pointer walked around a loop: the phi and the GEP feeding it
; back are rebuilt in the LDS (local, 3) space together (the walker's
; fixpoint resolves the cycle, then the rewrite clones it). A select of two
; global pointers is global, and so is a phi joining them.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x float] poison

; CHECK-LABEL: define amdgpu_kernel void @walk(ptr %g, i32 %n, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %g.global = addrspacecast ptr %g to ptr addrspace(1)
; CHECK: loop:
; CHECK-NEXT: %p = phi ptr addrspace(3) [ @tile, %entry ], [ %next, %loop ]
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(3) %p, align 4
; CHECK-NEXT: %next = getelementptr inbounds float, ptr addrspace(3) %p, i64 1
; CHECK: exit:
; CHECK-NEXT: %h = getelementptr inbounds float, ptr addrspace(1) %g.global, i64 4
; CHECK-NEXT: %s = select i1 %c, ptr addrspace(1) %g.global, ptr addrspace(1) %h
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %s, align 4
; CHECK-NEXT: br i1 %c, label %then, label %join
; CHECK: join:
; CHECK-NEXT: %j = phi ptr addrspace(1) [ %s, %exit ], [ %h, %then ]
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(1) %j, align 4
define amdgpu_kernel void @walk(ptr %g, i32 %n, i1 %c) {
entry:
  br label %loop
loop:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store float 0.0, ptr %p, align 4
  %next = getelementptr inbounds float, ptr %p, i64 1
  %i1 = add i32 %i, 1
  %cc = icmp slt i32 %i1, %n
  br i1 %cc, label %loop, label %exit
exit:
  %h = getelementptr inbounds float, ptr %g, i64 4
  %s = select i1 %c, ptr %g, ptr %h
  store float 1.0, ptr %s, align 4
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %j = phi ptr [ %s, %exit ], [ %h, %then ]
  store float 2.0, ptr %j, align 4
  ret void
}
