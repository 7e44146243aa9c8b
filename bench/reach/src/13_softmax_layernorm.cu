// Row-wise softmax and layer normalization as in transformer inference
// kernels: exported row statistics helpers applied to global rows and to
// rows staged in shared memory, and an in-place normalization helper.
#include "cuda_min.h"

#define COLS 256

__device__ NOINLINE float row_max(const float *row, int n) {
  float m = -3.0e38f;
  for (int i = 0; i < n; ++i) m = fmaxf_(m, row[i]);
  return m;
}

__device__ NOINLINE float row_sum_exp(const float *row, float m, int n) {
  float s = 0.f;
  for (int i = 0; i < n; ++i) s += expf_(row[i] - m);
  return s;
}

__device__ NOINLINE void moments(const float *row, int n, float *mean, float *var) {
  float s = 0.f, s2 = 0.f;
  for (int i = 0; i < n; ++i) { s += row[i]; s2 += row[i] * row[i]; }
  *mean = s / n;
  *var = s2 / n - (s / n) * (s / n);
}

__device__ void normalize(float *row, int n, float mean, float rstd, const float *gamma, const float *beta) {
  for (int i = 0; i < n; ++i) row[i] = (row[i] - mean) * rstd * gamma[i] + beta[i];
}

__global__ void softmax_rows(const float *in, float *out, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const float *x = in + r * COLS;
  float m = row_max(x, COLS), s = row_sum_exp(x, m, COLS);
  for (int i = 0; i < COLS; ++i) out[r * COLS + i] = expf_(x[i] - m) / s;
}

__global__ void softmax_shared(const float *in, float *out, int rows) {
  __shared__ float row[COLS];
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    for (int i = threadIdx.x; i < COLS; i += blockDim.x) row[i] = in[r * COLS + i];
    __syncthreads();
    float m = row_max(row, COLS), s = row_sum_exp(row, m, COLS);
    for (int i = threadIdx.x; i < COLS; i += blockDim.x) out[r * COLS + i] = expf_(row[i] - m) / s;
    __syncthreads();
  }
}

__global__ void layernorm(float *x, const float *gamma, const float *beta, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float mean, var;
  moments(x + r * COLS, COLS, &mean, &var);
  normalize(x + r * COLS, COLS, mean, rsqrtf_(var + 1e-5f), gamma, beta);
}
