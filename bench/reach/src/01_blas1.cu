// BLAS level-1 kernels in the style of a small linear-algebra library:
// templated element helpers exported from the translation unit, a block
// dot product reduced in shared memory, and a norm built on it.
#include "cuda_min.h"

template <typename T>
__device__ NOINLINE void axpy_elem(T a, const T *x, T *y, int i) { y[i] = a * x[i] + y[i]; }

template <typename T>
__device__ NOINLINE void scal_elem(T a, T *x, int i) { x[i] = a * x[i]; }

__device__ NOINLINE float block_sum(float *sdata, float v) {
  int t = threadIdx.x;
  sdata[t] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  return sdata[0];
}

__device__ float dot_partial(const float *x, const float *y, int n) {
  float acc = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    acc += x[i] * y[i];
  return acc;
}

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) axpy_elem(a, x, y, i);
}

__global__ void daxpy(int n, double a, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) axpy_elem(a, x, y, i);
}

__global__ void sscal(int n, float a, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) scal_elem(a, x, i);
}

__global__ void sdot(int n, const float *x, const float *y, float *result) {
  __shared__ float sdata[256];
  float s = block_sum(sdata, dot_partial(x, y, n));
  if (threadIdx.x == 0) atomicAdd(result, s);
}

__global__ void snrm2(int n, const float *x, float *result) {
  __shared__ float sdata[256];
  float s = block_sum(sdata, dot_partial(x, x, n));
  if (threadIdx.x == 0) *result = sqrtf_(s);
}
