; "not" inverts the exit status; 2>&1 and 2> route stderr.
; RUN: not cat %s.missing 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not cat %s.missing 2> %t
; RUN: FileCheck %s --check-prefix=ERR --input-file=%t
; RUN: not not cat %s
; ERR: {{[N]}}o such file or directory
