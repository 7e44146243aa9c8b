// No local pointer ever becomes generic: static resolution to global.
__attribute__((noinline)) void scale(float *p, float s, int n) { for (int k = 0; k < n; ++k) p[k] *= s; }
kernel void k(global float *g, int n) {
  int i = get_global_id(0);
  scale(g + 4 * i, 1.5f, 4);
}
