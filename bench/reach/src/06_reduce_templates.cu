// Generic reductions in the style of CUB-like template code: functors for
// sum, max and min, a templated block reduction over a shared scratch
// array passed to an exported helper, and a two-pass row reduction.
#include "cuda_min.h"

struct Sum { __device__ float operator()(float a, float b) const { return a + b; } static __device__ float init() { return 0.f; } };
struct Max { __device__ float operator()(float a, float b) const { return fmaxf_(a, b); } static __device__ float init() { return -3.0e38f; } };
struct Min { __device__ float operator()(float a, float b) const { return fminf_(a, b); } static __device__ float init() { return 3.0e38f; } };

template <typename Op>
__device__ NOINLINE float block_reduce(float *scratch, float v, Op op) {
  int t = threadIdx.x;
  scratch[t] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) scratch[t] = op(scratch[t], scratch[t + s]);
    __syncthreads();
  }
  float r = scratch[0];
  __syncthreads();
  return r;
}

template <typename Op>
__device__ NOINLINE float thread_reduce(const float *in, int n, Op op) {
  float acc = Op::init();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) acc = op(acc, in[i]);
  return acc;
}

template <typename Op>
__global__ void reduce_kernel(const float *in, float *partial, int n) {
  __shared__ float scratch[256];
  float r = block_reduce(scratch, thread_reduce(in, n, Op()), Op());
  if (threadIdx.x == 0) partial[blockIdx.x] = r;
}

template __global__ void reduce_kernel<Sum>(const float *, float *, int);
template __global__ void reduce_kernel<Max>(const float *, float *, int);
template __global__ void reduce_kernel<Min>(const float *, float *, int);

__global__ void row_sums(const float *m, float *out, int rows, int cols) {
  __shared__ float scratch[256];
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    float acc = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) acc += m[r * cols + c];
    float s = block_reduce(scratch, acc, Sum());
    if (threadIdx.x == 0) out[r] = s;
  }
}
