// Sparse matrix-vector products (CSR scalar, CSR vector, ELL) with the
// matrix passed as a struct of device pointers by value, and exported
// row helpers that take the struct by pointer or by value.
#include "cuda_min.h"

struct Csr {
  const int *rowptr;
  const int *col;
  const float *val;
  int nrows;
};

struct Ell {
  const int *col;
  const float *val;
  int nrows, width;
};

__device__ NOINLINE float csr_row_dot(const Csr *A, const float *x, int row) {
  float s = 0.f;
  for (int k = A->rowptr[row]; k < A->rowptr[row + 1]; ++k) s += A->val[k] * x[A->col[k]];
  return s;
}

__device__ NOINLINE float ell_row_dot(Ell A, const float *x, int row) {
  float s = 0.f;
  for (int k = 0; k < A.width; ++k) {
    int c = A.col[k * A.nrows + row];
    if (c >= 0) s += A.val[k * A.nrows + row] * x[c];
  }
  return s;
}

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void spmv_csr_scalar(Csr A, const float *x, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < A.nrows) y[row] = csr_row_dot(&A, x, row);
}

__global__ void spmv_csr_vector(Csr A, const float *x, float *y) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (row >= A.nrows) return;
  float s = 0.f;
  for (int k = A.rowptr[row] + lane; k < A.rowptr[row + 1]; k += 32) s += A.val[k] * x[A.col[k]];
  s = warp_sum(s);
  if (lane == 0) y[row] = s;
}

__global__ void spmv_ell(Ell A, const float *x, float *y, float alpha) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < A.nrows) y[row] = alpha * ell_row_dot(A, x, row) + y[row];
}
