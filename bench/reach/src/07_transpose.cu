// Matrix transpose and copy benchmarks (naive, shared-tile with padding,
// diagonal block order) with exported index and tile helpers.
#include "cuda_min.h"

#define TDIM 32
#define ROWS 8

__device__ NOINLINE void copy_tile_in(float *tile, const float *in, int width, int x, int y) {
  for (int j = 0; j < TDIM; j += ROWS) tile[(threadIdx.y + j) * (TDIM + 1) + threadIdx.x] = in[(y + j) * width + x];
}

__device__ NOINLINE void copy_tile_out(float *out, const float *tile, int height, int x, int y) {
  for (int j = 0; j < TDIM; j += ROWS) out[(y + j) * height + x] = tile[threadIdx.x * (TDIM + 1) + threadIdx.y + j];
}

__device__ int diag_block(int bx, int by, int nbx) { return (bx + by) % nbx; }

__global__ void copy_naive(float *out, const float *in, int width) {
  int x = blockIdx.x * TDIM + threadIdx.x, y = blockIdx.y * TDIM + threadIdx.y;
  for (int j = 0; j < TDIM; j += ROWS) out[(y + j) * width + x] = in[(y + j) * width + x];
}

__global__ void transpose_naive(float *out, const float *in, int width, int height) {
  int x = blockIdx.x * TDIM + threadIdx.x, y = blockIdx.y * TDIM + threadIdx.y;
  for (int j = 0; j < TDIM; j += ROWS) out[x * height + y + j] = in[(y + j) * width + x];
}

__global__ void transpose_tiled(float *out, const float *in, int width, int height) {
  __shared__ float tile[TDIM * (TDIM + 1)];
  copy_tile_in(tile, in, width, blockIdx.x * TDIM + threadIdx.x, blockIdx.y * TDIM + threadIdx.y);
  __syncthreads();
  copy_tile_out(out, tile, height, blockIdx.y * TDIM + threadIdx.x, blockIdx.x * TDIM + threadIdx.y);
}

__global__ void transpose_diagonal(float *out, const float *in, int width, int height) {
  __shared__ float tile[TDIM * (TDIM + 1)];
  int bx = diag_block(blockIdx.x, blockIdx.y, gridDim.x), by = blockIdx.x;
  copy_tile_in(tile, in, width, bx * TDIM + threadIdx.x, by * TDIM + threadIdx.y);
  __syncthreads();
  copy_tile_out(out, tile, height, by * TDIM + threadIdx.x, bx * TDIM + threadIdx.y);
}
