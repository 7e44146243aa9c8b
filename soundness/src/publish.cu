// Class 1, pointers published as data (CUDA): each thread publishes the
// address of its __shared__ element as an integer in global memory, the
// block synchronizes, and each thread loads a pointer back through a second
// parameter, which the host may have pointed at the same buffer (readonly
// is not noalias). The loaded pointer may be shared: it must stay generic
// and __isShared on it must not fold.
#include "cuda_min.h"

extern "C" __global__ void publish_kernel(uintptr_t *slots, int *const *view, int *out) {
  __shared__ int tile[32];
  unsigned i = threadIdx.x & 31;
  tile[i] = (int)i;
  slots[i] = (uintptr_t)&tile[i];
  __syncthreads();
  int *p = view[i];
  out[i] = __isShared(p) ? *p : -1;
}
