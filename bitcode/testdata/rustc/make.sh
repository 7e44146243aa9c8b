#!/usr/bin/env bash
# make.sh: rebuilds the bitcode in this folder, which TestOtherProducers
# reads: another producer than clang, with its own LLVM (rustc 1.95 bundles
# LLVM 22.1.2), ThinLTO summaries, named structs nested in one another,
# Rust's debug info (template parameters, variables outside retainedNodes,
# #dbg_declare records at an instruction's own location) and, in
# kernel.rs, an NVPTX kernel built without the standard library
# (#![no_core]; RUSTC_BOOTSTRAP lets a stable rustc take its features).
# Not needed by the tests.
set -eu
cd "$(dirname "$0")"
RUSTC_BOOTSTRAP=1 rustc --target nvptx64-nvidia-cuda --emit=llvm-bc -C opt-level=1 -g \
  kernel.rs -o kernel.O1g.bc 2>/dev/null
for o in 0 2; do
  rustc --crate-type=lib --emit=llvm-bc -C opt-level=$o -g pair.rs -o pair.O${o}g.bc
done
