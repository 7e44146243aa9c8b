; A RUN line continued with \, and two pipelines joined by &&.
; RUN: cat %s \
; RUN:   | FileCheck %s \
; RUN:       --check-prefix=CONT
; RUN: cat %s | not FileCheck %s --check-prefix=NOPE && cat %s | FileCheck %s --check-prefix=CONT
; CONT: {{^}}; RUN: cat
; NOPE: this text appears nowhere{{!}}
