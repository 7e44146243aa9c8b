; One optimization remark per pointer: Passed when it is resolved, Missed
; when it stays generic; -stats counts what the pass did.
; RUN: memspace -passes=memspace-opt -stats -pass-remarks-output=%t %s -o /dev/null 2>%t.err
; RUN: FileCheck %s --input-file=%t
; RUN: FileCheck %s --input-file=%t.err --check-prefix=STATS

target triple = "nvptx64-nvidia-cuda"

declare ptr @ext()

; CHECK: --- !Passed
; CHECK-NEXT: Pass: memspace-opt
; CHECK-NEXT: Name: Resolved
; CHECK-NEXT: Function: k
; CHECK-NEXT: Args:
; CHECK-NEXT: - Pointer: '%q'
; CHECK-NEXT: - String: ' resolved to '
; CHECK-NEXT: - Space: global
; CHECK: --- !Missed
; CHECK-NEXT: Pass: memspace-opt
; CHECK-NEXT: Name: Unresolved
; CHECK-NEXT: Function: k
; CHECK-NEXT: Args:
; CHECK-NEXT: - Pointer: '%u'
; CHECK-NEXT: - String: ' stays generic: may point to '
; CHECK-NEXT: - Space: '{global,shared,constant,local}'
define ptx_kernel void @k(ptr %p) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 1
  store i32 1, ptr %q, align 4
  %u = call ptr @ext()
  store i32 2, ptr %u, align 4
  ret void
}

; STATS: 2 pointers resolved
; STATS: 0 casts folded
; STATS: 1 generic accesses left
