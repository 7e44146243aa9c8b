; Attributes after a global variable (groups and inline ones, as
; "#pragma clang section" makes them) read and print back after its
; attachments.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK: @a = global i32 0, section "s", align 4, !type !0 #0
; CHECK: @b = addrspace(1) global i32 0 #0
; CHECK: @c = global i32 0, no_sanitize_address #1
; CHECK: @d = external global i32 "data-section"="d"
; CHECK: @e = constant i32 1 "rodata-section"="r" #1
@a = global i32 0, section "s", align 4, !type !0 #0
@b = addrspace(1) global i32 0 #0
@c = global i32 0, no_sanitize_address #1
@d = external global i32 "data-section"="d"
@e = constant i32 1 "rodata-section"="r" #1

; CHECK: attributes #0 = { "bss-section"="x" }
attributes #0 = { "bss-section"="x" }
attributes #1 = { "data-section"="d" "relro-section"="r" }

!0 = !{i64 0, !"t"}
