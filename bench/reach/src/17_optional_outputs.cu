// Statistics kernels with optional outputs, as in image and signal
// processing libraries: an exported accumulator takes pointers to partial
// results, some of which a caller does not want (null); the kernels pass
// local accumulators, shared accumulators, and null for what they skip.
#include "cuda_min.h"

__device__ NOINLINE void accumulate(const float *x, int n, float *sum, float *sumsq, float *maxv, int *count) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    float v = x[i];
    *sum += v;
    if (sumsq) *sumsq += v * v;
    if (maxv) *maxv = fmaxf_(*maxv, v);
    if (count) *count += v != 0.f;
  }
}

__global__ void mean_only(const float *x, int n, float *out) {
  float sum = 0.f;
  accumulate(x + blockIdx.x * n, n, &sum, 0, 0, 0);
  atomicAdd(out, sum);
}

__global__ void mean_var(const float *x, int n, float *out) {
  float sum = 0.f, sumsq = 0.f;
  accumulate(x + blockIdx.x * n, n, &sum, &sumsq, 0, 0);
  atomicAdd(&out[0], sum);
  atomicAdd(&out[1], sumsq);
}

__global__ void full_stats(const float *x, int n, float *out, int *nnz) {
  float sum = 0.f, sumsq = 0.f, mx = -3.0e38f;
  int cnt = 0;
  accumulate(x + blockIdx.x * n, n, &sum, &sumsq, &mx, &cnt);
  atomicAdd(&out[0], sum);
  atomicAdd(&out[1], sumsq);
  atomicMax((int *)&out[2], __float_as_int(mx));
  atomicAdd(nnz, cnt);
}
