#!/usr/bin/env bash
# build.sh -- regenerate, from src/NAME.cu with clang-22:
#   ll/NAME.O1.ll and ll/NAME.O3.ll: CUDA device code for sm_90, PTX 8.0, no
#     CUDA headers (examples/cuda_min.h stands in for them);
#   ../hip/ll/NAME.{O0,O1,O3}.ll: the same sources as HIP device code for
#     AMDGPU gfx90a, no HIP headers (../hip/include/cuda_min.h stands in for
#     them under the name the sources include).
# Every output is checked with llvm-as-22. Never edit the generated files;
# edit the source and rerun.
set -euo pipefail
cd "$(dirname "$0")"
cuda=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -target-feature -Xclang +ptx80
      -nocudainc -nocudalib -I../../examples -S -emit-llvm)
hip=(-x hip --cuda-device-only --offload-arch=gfx90a -nogpuinc -nogpulib -I../hip/include
     -I../real-hip-stub -I../../examples -S -emit-llvm)

# build OUT ID LEVELS FLAGS...: compile every source at each level into
# OUT/NAME.LEVEL.ll, its module id and source name ID/NAME.cu (not this
# checkout's path).
build() {
  local out=$1 id=$2 levels=$3
  shift 3
  mkdir -p "$out"
  rm -f "$out"/*.ll
  for src in src/*.cu; do
    name=$(basename "$src" .cu)
    for level in $levels; do
      clang-22 "$@" -"$level" "$src" -o "$out/$name.$level.ll"
      sed -i -e "s#^; ModuleID = .*#; ModuleID = '$id/$name.cu'#" \
             -e "s#^source_filename = .*#source_filename = \"$id/$name.cu\"#" "$out/$name.$level.ll"
      llvm-as-22 "$out/$name.$level.ll" -o /dev/null
    done
  done
}

build ll src "O1 O3" "${cuda[@]}"
build ../hip/ll bench/reach/src "O0 O1 O3" "${hip[@]}"
