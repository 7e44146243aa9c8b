// Exported helpers (non-static __device__ functions: external linkage) as
// real CUDA code has them, compiled without -fgpu-rdc: one called by a
// kernel (kept out of line), one small enough to be inlined everywhere, and
// one taking optional outputs that a kernel passes as null.
#include "cuda_min.h"

__device__ NOINLINE void scale_row(float *row, float a, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) row[i] *= a;
}

__device__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }

__device__ NOINLINE void moments(const float *x, int n, float *sum, float *sumsq) {
  for (int i = 0; i < n; ++i) {
    *sum += x[i];
    if (sumsq) *sumsq += x[i] * x[i];
  }
}

__global__ void k_scale(float *m, float a, int n) { scale_row(m + blockIdx.x * n, a, n); }

__global__ void k_sum(const float *p, float *out) { out[threadIdx.x] = sum3(p + 3 * threadIdx.x); }

__global__ void k_mean(float *out, int n) {
  float x[8], s = 0.f;
  for (int i = 0; i < 8; ++i) x[i] = out[i];
  moments(x, n < 8 ? n : 8, &s, 0);
  out[blockIdx.x] = s;
}
