// k-means clustering as in Rodinia: an exported squared-distance helper
// used with global points and centroids staged in shared memory, a local
// per-thread accumulator array and an update kernel with atomics.
#include "cuda_min.h"

#define DIM 8
#define K 16

__device__ NOINLINE float sq_dist(const float *a, const float *b, int d) {
  float s = 0.f;
  for (int i = 0; i < d; ++i) { float t = a[i] - b[i]; s += t * t; }
  return s;
}

__device__ NOINLINE int nearest(const float *p, const float *cent, int k, int d) {
  int best = 0;
  float bd = sq_dist(p, cent, d);
  for (int c = 1; c < k; ++c) {
    float dd = sq_dist(p, cent + c * d, d);
    if (dd < bd) { bd = dd; best = c; }
  }
  return best;
}

__device__ void add_point(float *acc, const float *p, int d) {
  for (int i = 0; i < d; ++i) acc[i] += p[i];
}

__global__ void assign(const float *points, const float *centroids, int *labels, int n) {
  __shared__ float cent[K * DIM];
  for (int t = threadIdx.x; t < K * DIM; t += blockDim.x) cent[t] = centroids[t];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) labels[i] = nearest(points + i * DIM, cent, K, DIM);
}

__global__ void assign_global(const float *points, const float *centroids, int *labels, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) labels[i] = nearest(points + i * DIM, centroids, K, DIM);
}

__global__ void update(const float *points, const int *labels, float *sums, int *counts, int n) {
  float acc[DIM];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  for (int j = 0; j < DIM; ++j) acc[j] = 0.f;
  add_point(acc, points + i * DIM, DIM);
  int c = labels[i];
  for (int j = 0; j < DIM; ++j) atomicAdd(&sums[c * DIM + j], acc[j]);
  atomicAdd(&counts[c], 1);
}
