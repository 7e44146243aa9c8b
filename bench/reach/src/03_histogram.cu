// Histogram benchmark: per-block privatized bins in shared memory merged
// into global bins; the same exported helper adds to either; a second
// kernel bins directly into global memory.
#include "cuda_min.h"

#define NBINS 64

__device__ NOINLINE int bin_of(float v, float lo, float hi) {
  int b = (int)((v - lo) / (hi - lo) * NBINS);
  return b < 0 ? 0 : (b >= NBINS ? NBINS - 1 : b);
}

__device__ NOINLINE void add_to_bins(int *bins, const float *data, int n, float lo, float hi) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[bin_of(data[i], lo, hi)], 1);
}

__device__ NOINLINE void clear_bins(int *bins) {
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x) bins[b] = 0;
}

__device__ void merge_bins(int *dst, const int *src) {
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x) atomicAdd(&dst[b], src[b]);
}

__global__ void hist_shared(const float *data, int n, float lo, float hi, int *out) {
  __shared__ int local_bins[NBINS];
  clear_bins(local_bins);
  __syncthreads();
  add_to_bins(local_bins, data, n, lo, hi);
  __syncthreads();
  merge_bins(out, local_bins);
}

__global__ void hist_global(const float *data, int n, float lo, float hi, int *out) {
  add_to_bins(out, data, n, lo, hi);
}

__global__ void hist_clear(int *out) { clear_bins(out); }
