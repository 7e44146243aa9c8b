#!/usr/bin/env bash
# make.sh: rebuilds the bitcode in this folder, which TestOtherClangBitcode
# reads. Each of clang 15, 16 and 19 (Debian's clang-15, clang-16,
# clang-19; not needed by the tests) compiles the same corpus sources with
# -O1 -g: CUDA for sm_80/PTX 7.5 (sm_90/PTX 8.0 for 19), OpenCL 2.0 for
# spir64, and ../k.hip for gfx90a. Between them they hold what LLVM 22
# upgrades on reading: clang 15's typed pointers (OpenCL), a vtable
# getelementptr's inrange index (C++, ../vtable.cpp; dropped), lifetime
# markers with a size, renamed NVVM intrinsics, memory effects without
# target memory, debug intrinsics instead of records.
set -eu
cd "$(dirname "$0")"
corpus=${CORPUS:-../../../../shared/corpus}
cuda="01_reduce_shared 10_nbody_tiles 12_softmax_rows 15_select_two_globals 22_struct_of_ptrs 27_isspacep_const_local 40_linked_list_walk 41_struct_copy_memcpy"
opencl="01_generic_helper_all_spaces 05_atomics_generic 12_private_struct_ptrs 13_return_generic_ptr"
for v in 15 16 19; do
  mkdir -p "$v"
  arch="--cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx75"
  [ "$v" -ge 19 ] && arch="--cuda-gpu-arch=sm_90 -Xclang -target-feature -Xclang +ptx80"
  for s in $cuda; do
    # $arch is split into words on purpose.
    # shellcheck disable=SC2086
    clang-$v -O1 -g -c -emit-llvm -o "$v/cu_$s.bc" -x cuda --cuda-device-only $arch \
      -nocudainc -nocudalib -I"$corpus/cuda" "$corpus/cuda/$s.cu"
  done
  for s in $opencl; do
    clang-$v -O1 -g -c -emit-llvm -o "$v/cl_$s.bc" -cl-std=CL2.0 -target spir64-unknown-unknown \
      -Xclang -finclude-default-header "$corpus/opencl/$s.cl"
  done
  clang-$v -O1 -g -c -emit-llvm -o "$v/hip_k.bc" -x hip --cuda-device-only --offload-arch=gfx90a \
    -nogpulib -nogpuinc ../k.hip
  clang-$v -O1 -g -c -emit-llvm -fno-exceptions -o "$v/cxx_vtable.bc" ../vtable.cpp
done
