// A small HIP kernel for the clang -g bitcode test (no HIP headers needed).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ float helper(float *p, int i) { return p[i] * 2.0f; }

__global__ void k(float *out, const float *in, int n) {
  __shared__ float tile[64];
  int i = __builtin_amdgcn_workitem_id_x();
  tile[i] = in[i];
  __builtin_amdgcn_s_barrier();
  if (i < n)
    out[i] = helper(tile, i) + 1.0f;
}
