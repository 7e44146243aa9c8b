// 1-D and separable 2-D convolution with the filter in __constant__
// memory and halo tiles in shared memory; exported helpers that apply a
// filter to any input (global rows, shared tiles) with any filter.
#include "cuda_min.h"

#define R 4
#define BLOCK 128

__constant__ float c_filter[2 * R + 1];

__device__ NOINLINE float apply_filter(const float *in, const float *filter, int center) {
  float s = 0.f;
  for (int k = -R; k <= R; ++k) s += in[center + k] * filter[k + R];
  return s;
}

__device__ NOINLINE void load_halo(float *tile, const float *in, int n, int base) {
  for (int t = threadIdx.x; t < BLOCK + 2 * R; t += blockDim.x) {
    int g = base + t - R;
    tile[t] = (g >= 0 && g < n) ? in[g] : 0.f;
  }
}

__global__ void conv1d_naive(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= R && i < n - R) out[i] = apply_filter(in, c_filter, i);
}

__global__ void conv1d_tiled(const float *in, float *out, int n) {
  __shared__ float tile[BLOCK + 2 * R];
  int base = blockIdx.x * BLOCK;
  load_halo(tile, in, n, base);
  __syncthreads();
  int i = base + threadIdx.x;
  if (i < n) out[i] = apply_filter(tile, c_filter, threadIdx.x + R);
}

__global__ void conv_rows(const float *in, float *out, const float *filter, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= R && x < w - R && y < h) out[y * w + x] = apply_filter(in + y * w, filter, x);
}
