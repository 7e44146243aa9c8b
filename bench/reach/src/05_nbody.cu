// All-pairs N-body in the style of the CUDA SDK sample: bodies staged
// through a shared tile, an exported interaction helper, an integrator and
// an energy kernel.
#include "cuda_min.h"

struct float3_ { float x, y, z; };

__device__ NOINLINE float3_ body_body(float4 bi, float4 bj, float3_ acc) {
  float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
  float d2 = dx * dx + dy * dy + dz * dz + 1e-9f;
  float inv = rsqrtf_(d2);
  float s = bj.w * inv * inv * inv;
  acc.x += dx * s; acc.y += dy * s; acc.z += dz * s;
  return acc;
}

__device__ NOINLINE float3_ tile_accel(float4 me, const float4 *tile, int n, float3_ acc) {
  for (int j = 0; j < n; ++j) acc = body_body(me, tile[j], acc);
  return acc;
}

__device__ void integrate(float4 *pos, float4 *vel, float3_ a, float dt, int i) {
  float4 v = vel[i], p = pos[i];
  v.x += a.x * dt; v.y += a.y * dt; v.z += a.z * dt;
  p.x += v.x * dt; p.y += v.y * dt; p.z += v.z * dt;
  vel[i] = v; pos[i] = p;
}

__global__ void nbody_step(float4 *pos, float4 *vel, int n, float dt) {
  __shared__ float4 tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = pos[i < n ? i : 0];
  float3_ acc = {0.f, 0.f, 0.f};
  for (int base = 0; base < n; base += 128) {
    if (base + threadIdx.x < n) tile[threadIdx.x] = pos[base + threadIdx.x];
    __syncthreads();
    acc = tile_accel(me, tile, n - base < 128 ? n - base : 128, acc);
    __syncthreads();
  }
  if (i < n) integrate(pos, vel, acc, dt, i);
}

__global__ void nbody_naive(const float4 *pos, float4 *accel, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3_ acc = tile_accel(pos[i], pos, n, float3_{0.f, 0.f, 0.f});
  accel[i] = float4{acc.x, acc.y, acc.z, 0.f};
}

__global__ void kinetic_energy(const float4 *vel, float *e, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = vel[i];
    atomicAdd(e, 0.5f * v.w * (v.x * v.x + v.y * v.y + v.z * v.z));
  }
}
