#!/usr/bin/env bash
# build.sh [OUT]: compiles the C and C++ files here, which use what GPU
# code never does (exceptions of three models, coroutines, computed goto,
# asm goto, ifuncs, TLS, _BitInt, _Float16, fp80/fp128, strict floating
# point, vtables), into bitcode with every clang installed among 14, 15,
# 16, 19 and 22, for sixteen targets and with sanitizers and other
# instrumentation, for scripts/bc-roundtrip.sh:
#
#   bash bench/features/build.sh && bash scripts/bc-roundtrip.sh bench/out/features
#
# A source a target or clang version cannot compile is skipped (no C++
# headers for Windows, no TLS on GPUs...). OUT defaults to
# bench/out/features.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../out/features}
mkdir -p "$out"
cc() { "$@" -w 2>/dev/null || true; }
tag() { echo "$*" | tr ' =+/' '____' | cut -c1-60; }
for v in 14 15 16 19 22; do
  c=clang-$v
  command -v "$c" >/dev/null || continue
  for t in x86_64-linux-gnu aarch64-linux-gnu riscv64-linux-gnu wasm32-unknown-unknown i686-linux-gnu \
    powerpc64le-linux-gnu s390x-linux-gnu armv7-linux-gnueabihf mips64el-linux-gnuabi64 \
    x86_64-pc-windows-msvc nvptx64-nvidia-cuda amdgcn-amd-amdhsa hexagon-unknown-linux; do
    for o in "-O0 -g" "-O2 -g" "-O1" "-O2 -g -flto=thin"; do
      # $o is split into words on purpose.
      # shellcheck disable=SC2086
      cc $c -target $t $o -c -emit-llvm -ffreestanding "$here/misc.c" -o "$out/misc-$v-$(tag $t $o).bc"
    done
  done
  for t in x86_64-linux-gnu aarch64-linux-gnu x86_64-pc-windows-msvc i686-pc-windows-msvc; do
    for o in "-O0 -g" "-O2 -g" "-O2 -fno-exceptions"; do
      # shellcheck disable=SC2086
      {
        cc $c -target $t $o -std=c++20 -c -emit-llvm "$here/eh.cpp" -o "$out/eh-$v-$(tag $t $o).bc"
        cc $c -target $t $o -std=c++20 -c -emit-llvm "$here/coro.cpp" -o "$out/coro-$v-$(tag $t $o).bc"
        cc $c -target $t $o -std=c++20 -fms-extensions -fasync-exceptions -c -emit-llvm "$here/eh2.cpp" -o "$out/eh2-$v-$(tag $t $o).bc"
      }
    done
  done
  for t in x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc x86_64-linux-gnu wasm32-unknown-unknown; do
    x=; [ $t = wasm32-unknown-unknown ] && x=-fwasm-exceptions
    for o in -O0 -O1 -O2; do
      # shellcheck disable=SC2086
      cc $c -target $t $o $x -g -fexceptions -fcxx-exceptions -c -emit-llvm "$here/eh3.cpp" -o "$out/eh3-$v-$t$o.bc"
    done
  done
  for o in "-O0 -g" "-O2 -g"; do
    # shellcheck disable=SC2086
    cc $c -target bpf $o -c -emit-llvm "$here/bpf.c" -o "$out/bpf-$v-$(tag $o).bc"
  done
  for s in "-fsanitize=hwaddress -target aarch64-linux-gnu" -fsanitize=thread -fsanitize=dataflow \
    -fsanitize=safe-stack "-fprofile-instr-generate -fcoverage-mapping" -fxray-instrument \
    "-fsanitize=cfi -flto -fvisibility=hidden" -fcf-protection=full \
    "-fsanitize=memtag-stack -march=armv8.5-a+memtag -target aarch64-linux-gnu" -fsanitize=kcfi \
    -fzero-call-used-regs=all -fstack-clash-protection "-mbranch-protection=standard -target aarch64-linux-gnu" \
    -fsplit-stack -fopenmp -fblocks -fsanitize=function "-fsanitize=address -fsanitize-address-use-after-return=always"; do
    # shellcheck disable=SC2086
    {
      cc $c $s -O1 -g -c -emit-llvm "$here/misc.c" -o "$out/san-misc-$v-$(tag $s).bc"
      cc $c $s -O1 -g -c -emit-llvm "$here/eh.cpp" -o "$out/san-eh-$v-$(tag $s).bc"
    }
  done
done
find "$out" -name '*.bc' -empty -delete
echo "$(find "$out" -name '*.bc' | wc -l) bitcode files in $out"
