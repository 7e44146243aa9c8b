// Class 5, grid_constant parameters (CUDA): kernels that read a
// __grid_constant__ struct, test its address with __isGlobal and
// __isConstant, and pass its address to an external function. The
// parameter is kernel-parameter memory, never the constant space:
// __isGlobal on its address is true at run time, __isConstant false.
#include "cuda_min.h"

struct Params {
  int n;
  int scale;
  float *data;
};

extern "C" __device__ void observe(const void *p);

extern "C" __global__ void gc_read(const __grid_constant__ Params p, int *out) {
  out[threadIdx.x] = p.n * p.scale;
}

extern "C" __global__ void gc_isglobal(const __grid_constant__ Params p, int *out) {
  out[threadIdx.x] = __isGlobal(&p.scale);
}

extern "C" __global__ void gc_isconst(const __grid_constant__ Params p, int *out) {
  out[threadIdx.x] = __isConstant(&p.n);
}

extern "C" __global__ void gc_escape(const __grid_constant__ Params p, int *out) {
  observe(&p);
  out[threadIdx.x] = p.n;
}
