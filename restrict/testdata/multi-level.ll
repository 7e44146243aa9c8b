; T**: with -apply-multi-level-restrict the pointers loaded through a
; restrict pointer of pointers carry its scope; by default they are not
; followed. A pointer loaded from a struct field is restrict in a struct:
; not followed, with the warning, unless -allow-restrict-in-struct.
; RUN: memspace -passes=process-restrict %s -o %t.off.ll 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: FileCheck %s --check-prefix=OFF < %t.off.ll
; RUN: memspace -passes=process-restrict -apply-multi-level-restrict %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=process-restrict -apply-multi-level-restrict %t.ll -o %t.2.ll 2>&1
; RUN: cmp %t.ll %t.2.ll
; RUN: memspace -passes=process-restrict -apply-multi-level-restrict -allow-restrict-in-struct %s 2>&1 | FileCheck %s --check-prefix=STRUCT

; QUIET-NOT: warning
; WARN: multi-level.ll:@rows: warning: function contains restrict keyword in struct

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Grid = type { i32, ptr }

; CHECK-LABEL: define void @rows(
; OFF-LABEL: define void @rows(
define void @rows(ptr noalias %pp, ptr noalias %out, ptr noalias %g, i64 %i) {
  %rp = getelementptr inbounds ptr, ptr %pp, i64 %i
  ; CHECK: %row = load ptr, ptr %rp, align 8, !alias.scope ![[PP:[0-9]+]], !noalias ![[OG:[0-9]+]]
  %row = load ptr, ptr %rp, align 8
  ; CHECK: %v = load float, ptr %row, align 4, !alias.scope ![[PP]], !noalias ![[OG]]
  ; OFF: %v = load float, ptr %row, align 4{{$}}
  %v = load float, ptr %row, align 4
  ; CHECK: store float %v, ptr %out, align 4, !alias.scope
  store float %v, ptr %out, align 4
  %cells = getelementptr inbounds %struct.Grid, ptr %g, i32 0, i32 1
  %c = load ptr, ptr %cells, align 8
  ; CHECK: %w = load float, ptr %c, align 4{{$}}
  ; STRUCT: %w = load float, ptr %c, align 4, !alias.scope
  %w = load float, ptr %c, align 4
  ret void
}
