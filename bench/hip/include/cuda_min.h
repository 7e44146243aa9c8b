// cuda_min.h (bench/hip) -- the names of examples/cuda_min.h for the
// bench/reach sources compiled as HIP device code for AMDGPU (clang -x hip
// --cuda-device-only -nogpuinc -nogpulib): bench/real-hip-stub's
// hip/hip_runtime.h (attributes, index variables, barriers, atomics,
// shuffles through ds_bpermute), examples/cuda_helpers.h, and the rest on
// AMDGPU builtins.
#ifndef BENCH_HIP_CUDA_MIN_H
#define BENCH_HIP_CUDA_MIN_H
#include "hip/hip_runtime.h"

#define __grid_constant__
#define NOINLINE __attribute__((noinline))

struct __attribute__((aligned(16))) int4 { int x, y, z, w; };

static __device__ __forceinline__ int atomicAdd_block(int *p, int v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
}

static __device__ __forceinline__ unsigned __isShared(const void *p) { return __builtin_amdgcn_is_shared(p); }
static __device__ __forceinline__ unsigned __isLocal(const void *p) { return __builtin_amdgcn_is_private(p); }
static __device__ __forceinline__ unsigned __isGlobal(const void *p) {
  return !__builtin_amdgcn_is_shared(p) && !__builtin_amdgcn_is_private(p);
}
static __device__ __forceinline__ unsigned __isConstant(const void *p) { return 0; }

static __device__ __forceinline__ void __syncwarp(void) { __builtin_amdgcn_wave_barrier(); }
// CUDA's shuffles work within 32-lane segments.
static __device__ __forceinline__ float __shfl_down_sync(unsigned mask, float v, int d) { return __shfl_down(v, d, 32); }
static __device__ __forceinline__ int __shfl_xor_sync(unsigned mask, int v, int d) { return __shfl_xor(v, d, 32); }

static __device__ __forceinline__ float __ldg(const float *p) { return *p; }

#include "cuda_helpers.h" // examples/: bit casts, fmaxf_, fminf_
static __device__ __forceinline__ float expf_(float x) { return __builtin_amdgcn_exp2f(x * 1.4426950408889634f); }
static __device__ __forceinline__ float rsqrtf_(float x) { return __builtin_amdgcn_rsqf(x); }
static __device__ __forceinline__ float sqrtf_(float x) { return __builtin_sqrtf(x); }

#endif
