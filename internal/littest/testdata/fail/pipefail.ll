; The first stage fails, so the pipeline fails although FileCheck passes.
; RUN: cat %s.missing | FileCheck %s --allow-empty
; CHECK-NOT: anything{{!}}
