#!/usr/bin/env bash
# build.sh -- regenerate ll/NAME.O1.ll and ll/NAME.O3.ll from src/NAME.cu
# with clang-22 (CUDA device code for sm_90, PTX 8.0, no CUDA headers:
# examples/cuda_min.h stands in for them). Every output is checked with
# llvm-as-22. Never edit the generated files; edit the source and rerun.
set -euo pipefail
cd "$(dirname "$0")"
flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -target-feature -Xclang +ptx80
       -nocudainc -nocudalib -I../../examples -S -emit-llvm)
mkdir -p ll
rm -f ll/*.ll
for src in src/*.cu; do
  name=$(basename "$src" .cu)
  for level in O1 O3; do
    clang-22 "${flags[@]}" -"$level" "$src" -o "ll/$name.$level.ll"
    # The module id and source name would carry this checkout's path.
    sed -i -e "s#^; ModuleID = .*#; ModuleID = 'src/$name.cu'#" \
           -e "s#^source_filename = .*#source_filename = \"src/$name.cu\"#" "ll/$name.$level.ll"
    llvm-as-22 "ll/$name.$level.ll" -o /dev/null
  done
done
