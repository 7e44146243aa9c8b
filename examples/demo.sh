#!/usr/bin/env bash
# demo.sh -- memspace on the bundled SAXPY module (CUDA, clang -O1).
#
# The noinline helper @_Z9axpy_elemPfPKffi is called from a kernel with
# kernel (global) pointers; upstream LLVM keeps its loads and stores
# generic. memspace's default pipeline (ipmsp, always-inline, memspace-opt)
# clones it as @_Z9axpy_elemPfPKffi.global.global with addrspace(1)
# parameters and inlines the clone into the kernel, whose accesses become
# global. Prints the helper and the kernel before and after, and, when
# llc-22 is installed, the
# generic ld/st count of the PTX for the input and for memspace's output.
set -euo pipefail
cd "$(dirname "$0")/.."
in=examples/saxpy.ll
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
go run ./cmd/memspace "$in" -o "$out/saxpy.ms.ll"

show() { awk '/^define .*@(_Z9axpy_elemPfPKffi(\.[a-z.]*)?|_Z5saxpyPfPKffi)\(/,/^}/' "$1"; }
echo "=== before: $in"
show "$in"
echo
echo "=== after: memspace $in"
show "$out/saxpy.ms.ll"

if command -v llc-22 >/dev/null; then
  ptx() { llc-22 -march=nvptx64 -mcpu=sm_90 -mattr=+ptx80 "$1" -o - |
    grep -E '^\s+(ld|st)\.' | grep -vE '\.(global|shared|local|const|param)' | wc -l; }
  echo
  echo "=== PTX (llc-22 -mcpu=sm_90): generic ld/st instructions"
  echo "input:    $(ptx "$in")"
  echo "memspace: $(ptx "$out/saxpy.ms.ll")"
fi
