; Quoted words, and a quoted --implicit-check-not with a space.
; RUN: cat '%s' "%s" | FileCheck %s --check-prefix=Q --implicit-check-not='{{n}}ot here'
; Q: {{^}}; RUN: cat
; Q: {{^}}; RUN: cat
