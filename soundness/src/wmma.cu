// Class 6, WMMA operands (CUDA): fragments loaded from a __shared__ tile,
// through a __shared__ table of tile pointers, and through the parameter
// of an exported device function. WMMA loads take generic, shared and
// global pointers: none of these operands may be forced to global.
#include "cuda_min.h"

__shared__ int tile[2 * 16 * 16];
__shared__ const int *table[2];

extern "C" __device__ void mma_ext(const int *a, int *out) {
  int frag[8];
  __hmma_m16n16k16_ld_a(frag, a, 16, 0);
  for (int i = 0; i < 8; ++i)
    out[i] = frag[i];
}

extern "C" __global__ void wmma_kernel(int *out, int sel) {
  int frag[8];
  table[0] = &tile[0];
  table[1] = &tile[256];
  __syncthreads();
  __hmma_m16n16k16_ld_a(frag, tile, 16, 0);
  __hmma_m16n16k16_ld_b(frag, table[sel & 1], 16, 0);
  for (int i = 0; i < 8; ++i)
    out[i] = frag[i];
}
