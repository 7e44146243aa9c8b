// Work-efficient (Blelloch) exclusive scan over blocks, as in stream
// compaction and radix sort benchmarks: exported up-sweep and down-sweep
// helpers over a shared array, block sums written to global memory and
// added back by a second kernel.
#include "cuda_min.h"

#define N 512

__device__ NOINLINE void upsweep(float *temp, int n) {
  int t = threadIdx.x, offset = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) temp[offset * (2 * t + 2) - 1] += temp[offset * (2 * t + 1) - 1];
    offset <<= 1;
  }
}

__device__ NOINLINE void downsweep(float *temp, int n) {
  int t = threadIdx.x, offset = n;
  for (int d = 1; d < n; d <<= 1) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
}

__device__ void add_offset(float *data, float off, int i, int n) {
  if (i < n) data[i] += off;
}

__global__ void scan_blocks(const float *in, float *out, float *sums, int n) {
  __shared__ float temp[N];
  int base = blockIdx.x * N, t = threadIdx.x;
  temp[2 * t] = base + 2 * t < n ? in[base + 2 * t] : 0.f;
  temp[2 * t + 1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 0.f;
  upsweep(temp, N);
  if (t == 0) { sums[blockIdx.x] = temp[N - 1]; temp[N - 1] = 0.f; }
  downsweep(temp, N);
  if (base + 2 * t < n) out[base + 2 * t] = temp[2 * t];
  if (base + 2 * t + 1 < n) out[base + 2 * t + 1] = temp[2 * t + 1];
}

__global__ void scan_sums(float *sums, int nblocks) {
  __shared__ float temp[N];
  int t = threadIdx.x;
  temp[2 * t] = 2 * t < nblocks ? sums[2 * t] : 0.f;
  temp[2 * t + 1] = 2 * t + 1 < nblocks ? sums[2 * t + 1] : 0.f;
  upsweep(temp, N);
  if (t == 0) temp[N - 1] = 0.f;
  downsweep(temp, N);
  if (2 * t < nblocks) sums[2 * t] = temp[2 * t];
  if (2 * t + 1 < nblocks) sums[2 * t + 1] = temp[2 * t + 1];
}

__global__ void add_sums(float *out, const float *sums, int n) {
  int i = blockIdx.x * N + threadIdx.x;
  add_offset(out, sums[blockIdx.x], i, n);
  add_offset(out, sums[blockIdx.x], i + N / 2, n);
}
