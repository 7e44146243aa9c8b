; Output redirection to %t, --input-file, and appending.
; RUN: cat %s > %t
; RUN: FileCheck %s --input-file=%t
; RUN: cat %s >> %t
; RUN: FileCheck %s --input-file %t --check-prefix=TWICE
; RUN: cat %t | FileCheck %s --check-prefix=TWICE
marker line
; CHECK: marker line
; TWICE: {{^}}marker line
; TWICE: {{^}}marker line
