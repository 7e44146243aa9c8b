// Virtual functions and device function pointers: objects built in shared
// memory and in a thread's local memory, called through vtables; an
// operation chosen at run time from a table of device function pointers;
// dynamic shared memory (extern __shared__) handed to helpers.
#include "cuda_min.h"

struct shape {
  float *out;
  __device__ shape(float *o) : out(o) {}
  __device__ virtual float area(float s) const = 0;
  __device__ virtual void emit(int i, float s) const { out[i] = area(s); }
};
struct square : shape {
  __device__ square(float *o) : shape(o) {}
  __device__ float area(float s) const override { return s * s; }
};
struct circle : shape {
  float *log;
  __device__ circle(float *o, float *l) : shape(o), log(l) {}
  __device__ float area(float s) const override { return 3.14159f * s * s; }
  __device__ void emit(int i, float s) const override {
    out[i] = area(s);
    log[i] = s;
  }
};

__global__ void shapes(float *out, float *log, const float *sizes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  square sq(out);
  circle ci(out, log);
  const shape *s = (i & 1) ? (const shape *)&ci : (const shape *)&sq;
  s->emit(i, sizes[i]);
}

typedef float (*op_t)(const float *, int);
static __device__ float first(const float *p, int k) { return p[0] + k; }
static __device__ float second(const float *p, int k) { return p[1] * k; }
__device__ op_t ops[2] = {first, second};

__global__ void dispatch(float *out, const float *in, int n) {
  __shared__ float tile[64];
  int t = threadIdx.x;
  tile[t & 63] = in[t % n];
  __syncthreads();
  op_t f = ops[t & 1];
  const float *src = (t & 2) ? &tile[(t + 1) & 62] : &in[t % n];
  out[t % n] = f(src, t);
}

extern __shared__ float dyn[];
static __device__ NOINLINE void fill(float *buf, int n, float v) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    buf[i] = v + i;
}
static __device__ NOINLINE float sum(const float *buf, int n) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i];
  return s;
}
__global__ void dynamic_shared(float *out, int n) {
  int m = n < 256 ? n : 256;
  fill(dyn, m, 1.0f);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum(dyn, m);
  float local[8];
  fill(local, 8, 2.0f);
  out[blockIdx.x + 64] = sum(local, 8);
}
