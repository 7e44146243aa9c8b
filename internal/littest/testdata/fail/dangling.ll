; RUN: cat %s \
