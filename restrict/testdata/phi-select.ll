; Derivation through phi and select. A phi of two roots carries both
; scopes (and only the third root in !noalias); a pointer induction
; variable keeps its root around the loop; null and undef inputs add
; nothing; one input that is not derived from a root (%u, loaded from
; memory, may hold anything) leaves the access untagged.
; RUN: memspace -passes=process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=process-restrict %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr noalias %a, ptr noalias %b, ptr noalias %c, ptr %mem, i1 %cond, i64 %n) {
entry:
  br i1 %cond, label %left, label %right

left:
  %la = getelementptr inbounds i32, ptr %a, i64 1
  br label %join

right:
  br label %join

join:
  %ab = phi ptr [ %la, %left ], [ %b, %right ]
  ; CHECK: store i32 1, ptr %ab, align 4, !alias.scope ![[AB:[0-9]+]], !noalias ![[C:[0-9]+]]
  store i32 1, ptr %ab, align 4
  %sel = select i1 %cond, ptr %a, ptr %b
  ; CHECK: store i32 2, ptr %sel, align 4, !alias.scope ![[AB]], !noalias ![[C]]
  store i32 2, ptr %sel, align 4
  %cn = select i1 %cond, ptr %c, ptr null
  %cf = freeze ptr %cn
  ; CHECK: store i32 3, ptr %cf, align 4, !alias.scope ![[C]], !noalias ![[AB]]
  store i32 3, ptr %cf, align 4
  %u = load ptr, ptr %mem, align 8
  %cu = select i1 %cond, ptr %c, ptr %u
  ; CHECK: store i32 4, ptr %cu, align 4{{$}}
  store i32 4, ptr %cu, align 4
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %a, i64 -16)
  ; CHECK: store i32 5, ptr %m, align 4, !alias.scope ![[A:[0-9]+]], !noalias ![[BC:[0-9]+]]
  store i32 5, ptr %m, align 4
  br label %loop

loop:
  %p = phi ptr [ %a, %join ], [ %next, %loop ]
  %i = phi i64 [ 0, %join ], [ %i1, %loop ]
  ; CHECK: %v = load i32, ptr %p, align 4, !alias.scope ![[A]], !noalias ![[BC]]
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %c, i64 %i
  ; CHECK: store i32 %v, ptr %q, align 4, !alias.scope ![[C]], !noalias ![[AB]]
  store i32 %v, ptr %q, align 4
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  ; A loop phi that meets an unknown pointer is unknown all around.
  br label %loop2

loop2:
  %r = phi ptr [ %b, %exit ], [ %r1, %loop2 ]
  ; CHECK: store i32 6, ptr %r, align 4{{$}}
  store i32 6, ptr %r, align 4
  %r1 = load ptr, ptr %r, align 8
  %more = icmp ne ptr %r1, null
  br i1 %more, label %loop2, label %out

out:
  ret void
}

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-DAG: ![[SA:[0-9]+]] = distinct !{![[SA]], ![[DOM:[0-9]+]], !"restrict.scope.1.a"}
; CHECK-DAG: ![[SB:[0-9]+]] = distinct !{![[SB]], ![[DOM]], !"restrict.scope.2.b"}
; CHECK-DAG: ![[SC:[0-9]+]] = distinct !{![[SC]], ![[DOM]], !"restrict.scope.3.c"}
; CHECK-DAG: ![[AB]] = !{![[SA]], ![[SB]]}
; CHECK-DAG: ![[C]] = !{![[SC]]}
; CHECK-DAG: ![[A]] = !{![[SA]]}
; CHECK-DAG: ![[BC]] = !{![[SB]], ![[SC]]}
