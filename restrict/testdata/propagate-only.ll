; Propagate-only mode. @k was processed by an earlier run (it carries
; "nvvm.restrict_processed" and its scopes in !memspace.restrict); a later
; pass added the store through %n. A new run makes no scope: it re-stamps
; %n's store from the scopes present and leaves the rest as it was.
; -restrict-propagate-only does the same everywhere: @fresh, never
; processed, gets nothing.
; RUN: memspace -passes=process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=process-restrict -restrict-propagate-only %s | FileCheck %s --check-prefix=ONLY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @k(
; CHECK: store i32 1, ptr %a, align 4, !alias.scope !4, !noalias !5
; CHECK: store i32 2, ptr %n, align 4, !alias.scope !5, !noalias !4
define void @k(ptr noalias "nvvm.restrict_scope"="1" "nvvm.restrict_keyword"="noalias" %a, ptr noalias "nvvm.restrict_scope"="2" "nvvm.restrict_keyword"="noalias" %b) "nvvm.restrict_processed" !memspace.restrict !3 {
  store i32 1, ptr %a, align 4, !alias.scope !4, !noalias !5
  %n = getelementptr inbounds i8, ptr %b, i64 4
  store i32 2, ptr %n, align 4
  ret void
}

; CHECK-LABEL: define void @fresh(ptr noalias "nvvm.restrict_scope"="1"
; ONLY-LABEL: define void @fresh(ptr noalias %p) {
; ONLY-NEXT: store i32 3, ptr %p, align 4{{$}}
define void @fresh(ptr noalias %p) {
  store i32 3, ptr %p, align 4
  ret void
}

; CHECK: !0 = distinct !{!0, !"restrict.domain.k"}
; CHECK: !5 = !{!2}
; CHECK: !6 = distinct !{!6, !"restrict.domain.fresh"}
; ONLY-NOT: restrict.domain.fresh
!0 = distinct !{!0, !"restrict.domain.k"}
!1 = distinct !{!1, !0, !"restrict.scope.1.a"}
!2 = distinct !{!2, !0, !"restrict.scope.2.b"}
!3 = !{!1, !2}
!4 = !{!1}
!5 = !{!2}
