// Half/float/double conversions under -ffast-math: clang puts fast-math
// flags on fpext and fptrunc.
typedef _Float16 half_t;
__attribute__((global)) void conv(half_t *h, float *f, double *d, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  if (i >= n) return;
  float x = (float)h[i] * f[i];
  double y = (double)x + d[i];
  h[i] = (half_t)(y * 0.5);
  f[i] = (float)y;
  d[i] = (double)(float)(half_t)x;
}
