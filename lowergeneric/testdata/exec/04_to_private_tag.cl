// to_private must tell private from global: private pointers get tags.
__attribute__((noinline)) int where(int *p) { return to_private(p) ? 1 : (to_global(p) ? 2 : 3); }
kernel void k(global int *g, global int *out) {
  int priv[2] = {7, 8};
  int i = get_global_id(0);
  int *p = (i & 1) ? (int *)&priv[i & 1] : (int *)&g[i % 8];
  out[i] = where(p) * 100 + *p;
  *p = i;
  out[i] += priv[1];
}
