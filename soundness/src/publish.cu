// Class 1, pointers published as data (CUDA): one kernel publishes the
// address of a __shared__ element as an integer in global memory; another
// kernel, launched later on the same buffer, loads it back as a pointer.
// The reader must keep that pointer generic and must not fold __isShared.
#include "cuda_min.h"

extern "C" __global__ void publish_writer(uintptr_t *slots) {
  __shared__ int tile[32];
  tile[threadIdx.x & 31] = (int)threadIdx.x;
  __syncthreads();
  slots[threadIdx.x] = (uintptr_t)&tile[threadIdx.x & 31];
}

extern "C" __global__ void publish_reader(int *const *slots, int *out) {
  int *p = slots[threadIdx.x];
  out[threadIdx.x] = __isShared(p) ? *p : -1;
}
