; RUN: frobnicate %s
