// Bitonic sort of key/value pairs as in sorting benchmarks: a shared-memory
// sort of each block and a global merge step, both through an exported
// compare-and-swap helper.
#include "cuda_min.h"

#define SORT_N 1024

__device__ NOINLINE void cmp_swap(float *keys, int *vals, int a, int b, bool up) {
  if ((keys[a] > keys[b]) == up) {
    float tk = keys[a]; keys[a] = keys[b]; keys[b] = tk;
    int tv = vals[a]; vals[a] = vals[b]; vals[b] = tv;
  }
}

__device__ void load_pairs(float *sk, int *sv, const float *keys, const int *vals, int base) {
  for (int t = threadIdx.x; t < SORT_N; t += blockDim.x) { sk[t] = keys[base + t]; sv[t] = vals[base + t]; }
}

__global__ void bitonic_shared(float *keys, int *vals) {
  __shared__ float sk[SORT_N];
  __shared__ int sv[SORT_N];
  int base = blockIdx.x * SORT_N;
  load_pairs(sk, sv, keys, vals, base);
  __syncthreads();
  for (int size = 2; size <= SORT_N; size <<= 1)
    for (int stride = size / 2; stride > 0; stride >>= 1) {
      for (int t = threadIdx.x; t < SORT_N / 2; t += blockDim.x) {
        int pos = 2 * t - (t & (stride - 1));
        cmp_swap(sk, sv, pos, pos + stride, ((pos & size) == 0));
      }
      __syncthreads();
    }
  for (int t = threadIdx.x; t < SORT_N; t += blockDim.x) { keys[base + t] = sk[t]; vals[base + t] = sv[t]; }
}

__global__ void bitonic_global_step(float *keys, int *vals, int n, int size, int stride) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n / 2) return;
  int pos = 2 * t - (t & (stride - 1));
  cmp_swap(keys, vals, pos, pos + stride, ((pos & size) == 0));
}
