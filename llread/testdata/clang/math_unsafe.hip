// HIP math on amdgcn with -O3 -ffast-math -g: fast-math flags on casts,
// calls and phis, with debug records.
#define __global__ __attribute__((global))
__global__ void k(float *a, double *b, _Float16 *h, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  double s = 0;
  for (int j = 0; j < n; j++)
    s += __builtin_sqrt((double)a[j]) * (double)h[j];
  a[i] = (float)s;
  h[i] = (_Float16)__builtin_fmaf(a[i], 2.0f, (float)b[i]);
}
