; The front-end keys of §5. On a parameter (user_specified_restrict_scope
; and _keyword, or a legacy spelling) they make it a root; on the function
; (the §5 example) they mark every pointer parameter. Roots get a real
; noalias and the canonical nvvm.restrict_* keys; the front-end keys stay.
; RUN: memspace -passes=process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=process-restrict %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The example of §5: function-level keys.
; CHECK-LABEL: define void @k(ptr addrspace(1) noalias "nvvm.restrict_scope"="1" "nvvm.restrict_keyword"="__restrict__" %a, ptr addrspace(1) noalias "nvvm.restrict_scope"="1" "nvvm.restrict_keyword"="__restrict__" %b)
; CHECK-SAME: "user_specified_restrict_scope"="1" "user_specified_restrict_keyword"="__restrict__" "nvvm.restrict_scope"="1" "nvvm.restrict_keyword"="__restrict__" "nvvm.restrict_processed"
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) "user_specified_restrict_scope"="1" "user_specified_restrict_keyword"="__restrict__" {
  ; CHECK: %va = load i32, ptr addrspace(1) %a, align 4, !alias.scope ![[KA:[0-9]+]], !noalias ![[KB:[0-9]+]]
  %va = load i32, ptr addrspace(1) %a, align 4
  ; CHECK: %vb = load i32, ptr addrspace(1) %b, align 4, !alias.scope ![[KB]], !noalias ![[KA]]
  %vb = load i32, ptr addrspace(1) %b, align 4
  ; CHECK: store i32 %va, ptr addrspace(1) %b, align 4, !alias.scope ![[KB]], !noalias ![[KA]]
  store i32 %va, ptr addrspace(1) %b, align 4
  ret void
}

; Parameter-level keys, in the front end's and a legacy spelling; %q has
; none and is no root. The keyword defaults to __restrict__.
; CHECK-LABEL: define void @params(
; CHECK-SAME: ptr noalias "user_specified_restrict_scope"="7" "user_specified_restrict_keyword"="restrict" "nvvm.restrict_scope"="7" "nvvm.restrict_keyword"="restrict" %x,
; CHECK-SAME: ptr noalias "user-specified-restrict-scope"="9" "nvvm.restrict_scope"="9" "nvvm.restrict_keyword"="__restrict__" %y,
; CHECK-SAME: ptr %q)
; CHECK-SAME: "nvvm.restrict_processed"
define void @params(ptr "user_specified_restrict_scope"="7" "user_specified_restrict_keyword"="restrict" %x, ptr "user-specified-restrict-scope"="9" %y, ptr %q) {
  ; CHECK: store i8 1, ptr %x, align 1, !alias.scope ![[PX:[0-9]+]], !noalias ![[PY:[0-9]+]]
  store i8 1, ptr %x, align 1
  ; CHECK: store i8 2, ptr %y, align 1, !alias.scope ![[PY]], !noalias ![[PX]]
  store i8 2, ptr %y, align 1
  ; CHECK: store i8 3, ptr %q, align 1{{$}}
  store i8 3, ptr %q, align 1
  ret void
}

; A function the front end already marked processed is not processed again.
; CHECK-LABEL: define void @done(ptr noalias %p) "user_specified_restrict_processed" {
; CHECK-NEXT: store i8 0, ptr %p, align 1{{$}}
define void @done(ptr noalias %p) "user_specified_restrict_processed" {
  store i8 0, ptr %p, align 1
  ret void
}

; CHECK-DAG: ![[KDOM:[0-9]+]] = distinct !{![[KDOM]], !"restrict.domain.k"}
; CHECK-DAG: ![[SKA:[0-9]+]] = distinct !{![[SKA]], ![[KDOM]], !"restrict.scope.1.a"}
; CHECK-DAG: ![[SKB:[0-9]+]] = distinct !{![[SKB]], ![[KDOM]], !"restrict.scope.1.b"}
; CHECK-DAG: ![[KA]] = !{![[SKA]]}
; CHECK-DAG: ![[KB]] = !{![[SKB]]}
; CHECK-DAG: ![[SPX:[0-9]+]] = distinct !{![[SPX]], ![[PDOM:[0-9]+]], !"restrict.scope.7.x"}
; CHECK-DAG: ![[SPY:[0-9]+]] = distinct !{![[SPY]], ![[PDOM]], !"restrict.scope.9.y"}
; CHECK-DAG: ![[PDOM]] = distinct !{![[PDOM]], !"restrict.domain.params"}
