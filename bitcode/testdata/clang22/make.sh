#!/usr/bin/env bash
# make.sh: rebuilds the bitcode in this folder, which TestOtherProducers
# reads: clang 22's own bitcode (not llvm-as's of its text) of host C++,
# at -O0 and -O2 with -g. It writes zero sizes and offsets as constants,
# use-list orders, an unnamed DIGlobalVariable for a string literal,
# vtables in comdats, invokes and landingpads. Needs clang++-22.
set -eu
cd "$(dirname "$0")"
for o in 0 2; do
  clang++-22 -std=c++17 -c -emit-llvm -g -O$o host.cpp -o host.O${o}g.bc
done
