; A pointer walked around a loop: the phi and the GEP feeding it back are
; rebuilt in the shared space together (cycles are resolved first, then
; rewritten).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef

; CHECK-LABEL: define void @walk(i32 %n)
; CHECK: loop:
; CHECK-NEXT: %p = phi ptr addrspace(3) [ @tile, %entry ], [ %next, %loop ]
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(3) %p, align 4
; CHECK-NEXT: %next = getelementptr inbounds float, ptr addrspace(3) %p, i64 1
define void @walk(i32 %n) {
entry:
  br label %loop
loop:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store float 0.0, ptr %p, align 4
  %next = getelementptr inbounds float, ptr %p, i64 1
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
