// Class 4, false errors and dead code (CUDA): an increment that uses an
// atomic only when __isLocal says the pointer is not on the stack. Called
// with a stack element and with a global pointer (through a noinline
// helper, and inlined into a kernel), the atomic is dead wherever the
// pointer is local: memspace must not report "Cannot do atomic on local
// memory".
#include "cuda_min.h"

static __device__ __noinline__ void bump(int *p) {
  if (__isLocal(p))
    *p += 1;
  else
    atomicAdd(p, 1);
}

static __device__ __forceinline__ void bump_inline(int *p) {
  if (__isLocal(p))
    *p += 1;
  else
    atomicAdd(p, 1);
}

extern "C" __global__ void islocal_helper(int *g) {
  int local[4] = {0, 0, 0, 0};
  bump(&local[threadIdx.x & 3]);
  bump(g);
  g[threadIdx.x] = local[threadIdx.x & 3];
}

extern "C" __global__ void islocal_inline(int *g) {
  int local[4] = {0, 0, 0, 0};
  bump_inline(&local[threadIdx.x & 3]);
  g[threadIdx.x] = local[threadIdx.x & 3];
}
