; RUN: cat %s | FileCheck %s
; CHECK: absent{{!}}
