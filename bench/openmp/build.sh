#!/usr/bin/env bash
# build.sh -- regenerate ll/NAME.TARGET.OLEVEL.ll from src/NAME.c or
# src/NAME.cpp: OpenMP offload device code (clang-22 -fopenmp
# --offload-device-only, no device runtime: -nogpulib) for NVPTX (sm_70)
# and AMDGPU (gfx90a), at -O0 (the globalized variables go through
# __kmpc_alloc_shared) and -O2. Every output is checked with llvm-as-22.
# Never edit the generated files; edit the source and rerun.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p ll
rm -f ll/*.ll
for src in src/*.c src/*.cpp; do
  name=$(basename "${src%.*}")
  for tgt in nvptx64-nvidia-cuda:sm_70 amdgcn-amd-amdhsa:gfx90a; do
    triple=${tgt%%:*} arch=${tgt##*:}
    for level in O0 O2; do
      out="ll/$name.${triple%%-*}.$level.ll"
      # +ptx70: without a CUDA installation clang assumes PTX 4.2, too old
      # for sm_70.
      ptx=()
      [[ $triple == nvptx* ]] && ptx=(-Xclang -target-feature -Xclang +ptx70)
      clang-22 -fopenmp -fopenmp-targets="$triple" --offload-arch="$arch" --offload-device-only -nogpulib -Wno-pass-failed \
        "${ptx[@]}" -S -emit-llvm -"$level" "$src" -o "$out" 2>&1 |
        { grep -v "is not a recognized feature" || true; }
      # The module id and source name would carry this checkout's path.
      sed -i -e "s#^; ModuleID = .*#; ModuleID = '$src'#" \
             -e "s#^source_filename = .*#source_filename = \"$src\"#" "$out"
      llvm-as-22 "$out" -o /dev/null
    done
  done
done
