; RUN: not cat %s
