; RUN: cat %s | FileCheck %s --bogus
; CHECK: RUN
