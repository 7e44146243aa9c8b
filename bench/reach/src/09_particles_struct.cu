// Particle integrator in the style of physics mini-apps: a struct of
// pointers passed by value to exported helpers, one of which points to a
// per-thread local scratch array; force accumulation into a local array.
#include "cuda_min.h"

struct State {
  float *pos;
  float *vel;
  float *force;
  int n;
};

struct Scratch {
  float *buf;   // points to the caller's local array
  int len;
};

__device__ NOINLINE void accumulate_forces(State s, Scratch tmp, int i) {
  for (int k = 0; k < tmp.len; ++k) tmp.buf[k] = 0.f;
  for (int j = 0; j < s.n; ++j) {
    float d = s.pos[j] - s.pos[i];
    tmp.buf[j % tmp.len] += d / (d * d + 0.01f);
  }
  float f = 0.f;
  for (int k = 0; k < tmp.len; ++k) f += tmp.buf[k];
  s.force[i] = f;
}

__device__ NOINLINE void leapfrog(State s, float dt, int i) {
  s.vel[i] += s.force[i] * dt;
  s.pos[i] += s.vel[i] * dt;
}

__device__ float total(const float *a, int n) {
  float t = 0.f;
  for (int i = 0; i < n; ++i) t += a[i];
  return t;
}

__global__ void step(State s, float dt) {
  float scratch[8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= s.n) return;
  Scratch tmp = {scratch, 8};
  accumulate_forces(s, tmp, i);
  leapfrog(s, dt, i);
}

__global__ void momentum(State s, float *out) {
  float local[4] = {0.f, 0.f, 0.f, 0.f};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < s.n) local[i & 3] = s.vel[i];
  atomicAdd(out, total(local, 4));
}
