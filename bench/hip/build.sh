#!/usr/bin/env bash
# build.sh -- regenerate ll/NAME.O0.ll, ll/NAME.O1.ll and ll/NAME.O3.ll
# from ../reach/src/NAME.cu compiled as HIP with clang-22 (AMDGPU gfx90a
# device code, no HIP headers: include/cuda_min.h stands in for them under
# the name the sources include). Every output is checked with llvm-as-22.
# Never edit the generated files; edit the source and rerun.
set -euo pipefail
cd "$(dirname "$0")"
flags=(-x hip --cuda-device-only --offload-arch=gfx90a -nogpuinc -nogpulib -Iinclude -I../real-hip-stub -S -emit-llvm)
mkdir -p ll
rm -f ll/*.ll
for src in ../reach/src/*.cu; do
  name=$(basename "$src" .cu)
  for level in O0 O1 O3; do
    clang-22 "${flags[@]}" -"$level" "$src" -o "ll/$name.$level.ll"
    # The module id and source name would carry this checkout's path.
    sed -i -e "s#^; ModuleID = .*#; ModuleID = 'bench/reach/src/$name.cu'#" \
           -e "s#^source_filename = .*#source_filename = \"bench/reach/src/$name.cu\"#" "ll/$name.$level.ll"
    llvm-as-22 "ll/$name.$level.ll" -o /dev/null
  done
done
