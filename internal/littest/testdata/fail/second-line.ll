; RUN: cat %s
; RUN: not cat %s
