// cuda_helpers.h -- the helpers of cuda_min.h that need no target builtin
// (bench/hip's HIP stand-in includes them too).
#ifndef OWNCORPUS_CUDA_HELPERS_H
#define OWNCORPUS_CUDA_HELPERS_H

// Bit casts.
static __device__ __forceinline__ int __float_as_int(float f) { return __builtin_bit_cast(int, f); }
static __device__ __forceinline__ unsigned __float_as_uint(float f) { return __builtin_bit_cast(unsigned, f); }
static __device__ __forceinline__ float __int_as_float(int i) { return __builtin_bit_cast(float, i); }

// Small math helpers.
static __device__ __forceinline__ float fmaxf_(float a, float b) { return a > b ? a : b; }
static __device__ __forceinline__ float fminf_(float a, float b) { return a < b ? a : b; }

#endif
