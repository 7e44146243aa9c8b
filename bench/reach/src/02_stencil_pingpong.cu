// A 2-D Jacobi solver in the style of stencil benchmarks: each block
// iterates on a shared tile, switching a __shared__ pointer between two
// shared buffers (ping-pong); exported helpers load and store tiles and
// compute the 5-point update and the residual.
#include "cuda_min.h"

#define TILE 16

__device__ NOINLINE void load_tile(float *tile, const float *in, int nx, int ny, int gx, int gy) {
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  tile[ly * (TILE + 2) + lx] = (gx < nx && gy < ny) ? in[gy * nx + gx] : 0.f;
  if (threadIdx.x == 0) tile[ly * (TILE + 2)] = gx > 0 ? in[gy * nx + gx - 1] : 0.f;
  if (threadIdx.y == 0) tile[lx] = gy > 0 ? in[(gy - 1) * nx + gx] : 0.f;
}

__device__ NOINLINE float update5(const float *t, int lx, int ly) {
  const int w = TILE + 2;
  return 0.25f * (t[ly * w + lx - 1] + t[ly * w + lx + 1] + t[(ly - 1) * w + lx] + t[(ly + 1) * w + lx]);
}

__device__ void store_tile(float *out, const float *tile, int nx, int ny, int gx, int gy) {
  if (gx < nx && gy < ny) out[gy * nx + gx] = tile[(threadIdx.y + 1) * (TILE + 2) + threadIdx.x + 1];
}

__global__ void jacobi_block(const float *in, float *out, int nx, int ny, int iters) {
  __shared__ float bufA[(TILE + 2) * (TILE + 2)];
  __shared__ float bufB[(TILE + 2) * (TILE + 2)];
  __shared__ float *cur, *nxt;
  int gx = blockIdx.x * TILE + threadIdx.x, gy = blockIdx.y * TILE + threadIdx.y;
  if (threadIdx.x == 0 && threadIdx.y == 0) { cur = bufA; nxt = bufB; }
  __syncthreads();
  load_tile(cur, in, nx, ny, gx, gy);
  load_tile(nxt, in, nx, ny, gx, gy);
  __syncthreads();
  for (int k = 0; k < iters; ++k) {
    int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
    nxt[ly * (TILE + 2) + lx] = update5(cur, lx, ly);
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) { float *t = cur; cur = nxt; nxt = t; }
    __syncthreads();
  }
  store_tile(out, cur, nx, ny, gx, gy);
}

__global__ void residual(const float *u, const float *f, float *r, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1, y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x < nx - 1 && y < ny - 1) {
    float lap = u[y * nx + x - 1] + u[y * nx + x + 1] + u[(y - 1) * nx + x] + u[(y + 1) * nx + x] - 4.f * u[y * nx + x];
    r[y * nx + x] = f[y * nx + x] - lap;
  }
}
