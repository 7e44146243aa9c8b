; SPIR, typed pointers (LLVM 14 style): a pointer walked around a loop is
; rebuilt in the local space together with the GEP feeding it back; a
; select and a phi of global pointers are global. Output is valid LLVM 14
; IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define spir_kernel void @walk(float addrspace(4)* %g, i32 %n, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %g.global = addrspacecast float addrspace(4)* %g to float addrspace(1)*
; CHECK: loop:
; CHECK-NEXT: %p = phi float addrspace(3)* [ getelementptr inbounds ([64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 0), %entry ], [ %next, %loop ]
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT: store float 0.000000e+00, float addrspace(3)* %p, align 4
; CHECK-NEXT: %next = getelementptr inbounds float, float addrspace(3)* %p, i64 1
; CHECK: exit:
; CHECK-NEXT: %h = getelementptr inbounds float, float addrspace(1)* %g.global, i64 4
; CHECK-NEXT: %s = select i1 %c, float addrspace(1)* %g.global, float addrspace(1)* %h
; CHECK-NEXT: store float 1.000000e+00, float addrspace(1)* %s, align 4
; CHECK: join:
; CHECK-NEXT: %j = phi float addrspace(1)* [ %s, %exit ], [ %h, %then ]
; CHECK-NEXT: store float 2.000000e+00, float addrspace(1)* %j, align 4

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] undef

define spir_kernel void @walk(float addrspace(4)* %g, i32 %n, i1 %c) {
entry:
  br label %loop
loop:
  %p = phi float addrspace(4)* [ getelementptr inbounds ([64 x float], [64 x float] addrspace(4)* addrspacecast ([64 x float] addrspace(3)* @tile to [64 x float] addrspace(4)*), i64 0, i64 0), %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store float 0.0, float addrspace(4)* %p, align 4
  %next = getelementptr inbounds float, float addrspace(4)* %p, i64 1
  %i1 = add i32 %i, 1
  %cc = icmp slt i32 %i1, %n
  br i1 %cc, label %loop, label %exit
exit:
  %h = getelementptr inbounds float, float addrspace(4)* %g, i64 4
  %s = select i1 %c, float addrspace(4)* %g, float addrspace(4)* %h
  store float 1.0, float addrspace(4)* %s, align 4
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %j = phi float addrspace(4)* [ %s, %exit ], [ %h, %then ]
  store float 2.0, float addrspace(4)* %j, align 4
  ret void
}
