; -dump-process-restrict prints each function the pass gives scopes,
; before and after, to stderr; functions without roots are not shown.
; RUN: memspace -passes=process-restrict -dump-process-restrict %s -o /dev/null 2>&1 | FileCheck %s --match-full-lines
; RUN: memspace -passes=process-restrict %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

; CHECK: *** IR Dump Before process-restrict on @k ***
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %a, align 4
; CHECK-NEXT:   ret void
; CHECK-EMPTY:
; CHECK-NEXT: *** IR Dump After process-restrict on @k ***
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 1, ptr %a, align 4, !alias.scope !{{[0-9]+}}
; CHECK-NEXT:   ret void
; CHECK-NOT: @plain
; QUIET-NOT: IR Dump

target triple = "nvptx64-nvidia-cuda"

define void @k(ptr noalias %a) {
entry:
  store i32 1, ptr %a, align 4
  ret void
}

define void @plain(ptr %a) {
entry:
  store i32 1, ptr %a, align 4
  ret void
}
